// The engine's data shapes. Plain JSON only: a state survives JSON round-trips unchanged,
// which is what persistence and replays rely on.

export type PlayerId = number; // index into GameState.players
export type TerritoryId = string;
export type ContinentId = string;
export type CardSymbol = 'infantry' | 'cavalry' | 'artillery' | 'wild';
export type ColourId = 'yellow' | 'red' | 'blue' | 'black' | 'violet' | 'green' | 'neutral';
export type { Locale } from './locales.js';
/** Derived from the registry's list (src/rules/registry.ts), the only place rulesets are named. */
export type { RulesetId } from '../rules/registry.js';
import type { RulesetId } from '../rules/registry.js';
import type { Declared, DeclaredMerged } from './plugin-types.js';
export type {
  AdvMissionsSlice,
  AdvPlayerMissions,
  EffectKind,
  ActiveEffect,
  AdvCardsSlice,
  BuildUnit,
  ManoeuvreKind,
  CapturedLeaders,
  AdvancedSlice,
  AdvancedView,
  AdvancedTurn,
  ManoeuvreState,
} from './advanced-types.js';
import type { CampaignSide } from './campaign-types.js';
export type { DuelSlice } from './duel-types.js';
export type { RisikoSlice, Sdadata } from './risiko-types.js';
export type { CapitalsSlice, HqState } from './capitals-types.js';
export type { MissionsSlice } from './missions-types.js';
export type { RankedMissions } from './ranked-types.js';
export type {
  AnnexKind,
  CampaignInvasionGoal,
  CampaignPointsKey,
  CampaignPower,
  CampaignSide,
  CampaignSlice,
  CampaignView,
} from './campaign-types.js';
export type SetupMode = 'claim' | 'deal' | 'auto' | 'simultaneous';

/** Every option of RULES.md §1–§4 as data. A ruleset is defaults for these plus hooks. */
export interface RuleOptions {
  setup: SetupMode;
  /** C-2P-*: 1992 neutral army; M-2P-1: 2000 neutral army. Only used with 2 players. */
  twoPlayer: '1992' | '2000';
  /** C-CRD-2 escalating, C-OPT-1 linear, M-3 fixed (2000), R-CRD-2 risiko, N-CRD-1 goldenCavalier. */
  cardValues: 'escalating' | 'linear' | 'fixed' | 'risiko' | 'goldenCavalier';
  /** C-FOR-1 / R-FOR-1 one adjacent move; C-OPT-2 connected moves. */
  fortify: 'adjacent' | 'connected';
  /** C-OPT-3: 12; null = no cap. */
  territoryCap: number | null;
  /** C-OPT-4 */
  cardReroll: boolean;
  /** C-OPT-5 */
  commanders: boolean;
  /** C-TOUR-1 / R-END-1, minutes; null = untimed. */
  timeLimitMinutes: number | null;
  /** K-*: null = no capitals. */
  capitals: null | '1992' | '2000';
  /** M-VAR-*: the goal of the missions ruleset. */
  missionGoal: 'missions' | 'conquest';
  /** C-OPT-6: 'none' plays without territory cards (no draws, sets or card bonuses). Absent in older games = 'territory'. */
  cards: 'territory' | 'none';
  /** N2-P / N2-A (napoleon-duel only): the four independent armies stay passive or may ally. */
  independents?: 'passive' | 'active';
  /** NA-CAP (napoleon-advanced only): the capitals option. Absent = off. */
  empireCapitals?: boolean;
  /** NC-0 (napoleon-campaign only): the side the first seat plays, or a seeded draw. Absent = random. */
  campaignSide?: 'random' | CampaignSide;
  /** FOG-1: fog of war — each seat sees its own territories and their neighbours (presentation only). Absent = off. */
  fog?: boolean;
}

export interface Card {
  id: number;
  territory: TerritoryId | null; // null for wilds
  symbol: CardSymbol;
}

export type SeatKind = 'human' | 'ai' | 'neutral';
export type PlayerStatus = 'active' | 'eliminated' | 'passive';

export interface PlayerState {
  id: PlayerId;
  name: string;
  colour: ColourId;
  kind: SeatKind;
  /** AI policy name for kind 'ai' (and for humans whose turns the AI plays). */
  ai?: string;
  status: PlayerStatus;
  /** Armies not yet on the board (setup and reinforcement). */
  reserve: number;
  hand: number[]; // card ids — secret
  mission: number | null; // mission id (missions ruleset) — secret
  objective: number | null; // RisiKo! objective number — secret
  /** C-ATK-3 standing preference: defend with one die. */
  defendWithOne: boolean;
  /** Who eliminated this player (M-6 destroy-colour missions). */
  eliminatedBy: PlayerId | null;
}

/** The public picture of one territory: its controller and the armies on it. */
export interface TerritoryState {
  owner: PlayerId;
  armies: number;
}

/**
 * Units on the board, by territory index (the map's `territoryIds` order) and player. Only
 * src/engine/board.ts and src/engine/board-units.ts (the other unit kinds) read or write it.
 */
export interface BoardState {
  /** Armies of player p on territory t at `armies[t * players.length + p]`. */
  armies: number[];
  /** Controller of each territory (-1 = nobody): derived from `armies` (NT-1), kept for speed. */
  control: PlayerId[];
  /** The unit kinds beyond armies (Napoléon's advanced game, NA-*); absent on a board that has none. */
  units?: UnitBoard;
}

/**
 * Ships, generals, admirals, fortifications and epidemic tokens (NA-MAT, NA-BRD-4). Land
 * regions (territories) hold armies and generals; sea zones (the map's `seas.zones` order) hold
 * ships and admirals; per-player arrays have the layout of `armies` (`[region * players + p]`).
 */
export interface UnitBoard {
  /** Generals of player p on territory t (NA-GEN). */
  generals: number[];
  /** Ships of player p in sea zone z (NA-NAV). */
  ships: number[];
  /** Admirals of player p in sea zone z (NA-GEN). */
  admirals: number[];
  /** Controller of each sea zone: the one player whose ships are there, else -1 (NA-BRD-4); kept for speed. */
  seaControl: PlayerId[];
  /** Fortification on each territory: 0 or 1 (NA-FORT-4). */
  forts: number[];
  /** Epidemic tokens on each territory (NA-EPI-4: several may share one). */
  epidemics: number[];
  /** NA-LAND-3: an emptied territory is nobody's (without unit kinds it keeps its controller until armies move in). */
  emptiedIsNobodys: boolean;
}

/** The unit kinds a player may have on the board, with the ruleset's limit per player (NA-MAT-1). */
export type UnitKind = 'armies' | 'ships' | 'generals' | 'admirals';

/** A ruleset's unit kinds beyond armies (NA-MAT): limits per player, common pools, empty territories. */
export interface UnitRules {
  /** Most of each kind one player may have on the board (NA-MAT-1: 26 ships, 3 generals, 2 admirals); absent = no limit. */
  perPlayer: Partial<Record<UnitKind, number>>;
  /** The common pool of fortification tokens (NA-MAT-2). */
  forts: number;
  /** The epidemic tokens in the game (NA-MAT-3). */
  epidemics: number;
  /** NA-LAND-3: an emptied territory is controlled by nobody. */
  emptiedIsNobodys: boolean;
}

export interface Conquest {
  from: TerritoryId;
  to: TerritoryId;
  min: number;
  max: number;
}

/** A roll waiting for the attacker's decision (C-OPT-4 card re-roll, C-OPT-5 commander). */
export interface PendingRoll {
  from: TerritoryId;
  to: TerritoryId;
  attack: number[];
  defence: number[];
  rerolled: boolean;
}

export type Phase =
  | { kind: 'setupClaim' }
  | { kind: 'setupPlace'; perTurn: number; placed: number; neutralPlaced: number; neutralPerTurn: number }
  | { kind: 'chooseHQ' }
  /**
   * C-SET-7: everyone places their remaining starting armies at once. `placements` are secret
   * (each viewer sees only their own) until the last confirmation reveals them together.
   */
  | { kind: 'setupSimultaneous'; placements: Record<PlayerId, Record<TerritoryId, number>>; confirmed: PlayerId[] }
  | { kind: 'reinforce'; mustTrade: boolean }
  | { kind: 'neutralReinforce'; placer: PlayerId; armies: number }
  | { kind: 'attack'; conquest: Conquest | null; pendingRoll: PendingRoll | null; elimTrade: boolean }
  | { kind: 'fortify'; moves: number }
  | { kind: 'over'; winners: PlayerId[]; reason: GameOverReason; scores?: Record<PlayerId, number> };

/** How a game may end: the core's endings and every plugin family's declared ones (src/engine/plugin-types.ts). */
export type GameOverReason = Declared<'endings'>;

/** The core engine's endings. */
export type CoreEnding =
  | 'conquest'
  | 'timeLimit'
  | 'lastStanding'
  | 'abandoned'
  /** The ruleset's last round is over: most victory points (ties broken by the ruleset). */
  | 'roundLimit';

export interface TurnState {
  player: PlayerId;
  /** 1-based round; a round ends when the turn returns to the first seat in order. */
  round: number;
  /** Turns played so far in the game (setup excluded). */
  number: number;
  conquered: number;
  cardBonusPlaced: number;
  /** Armies received this turn (M-2P-1: the neutral gets half). */
  received: number;
  /** M-2P-1: what the neutral already got this turn (absent = 0), so it is paid once. */
  neutralPaid?: number;
  commanderUsed: boolean;
  /** C-OPT-4 cards laid face up this turn, back to hand when the attack on that territory ends. */
  cardsFaceUp: number[];
  /** The territory pair the face-up cards belong to. */
  faceUpFor: { from: TerritoryId; to: TerritoryId } | null;
}

export interface ClockState {
  /** ms since epoch, from the caller's ctx.now — never read from the machine clock. */
  startedAt: number | null;
  endsAt: number | null;
  /** R-END-1: the round that is the last one, once the time limit expired. */
  lastRound: number | null;
}

export interface GameState {
  schemaVersion: 3;
  /** Incremented by every accepted action; buttons carry it to refuse stale clicks. */
  version: number;
  ruleset: RulesetId;
  options: RuleOptions;
  map: string;
  seed: number;
  rng: [number, number, number, number];
  players: PlayerState[];
  /** Seats in turn order (neutrals excluded). */
  order: PlayerId[];
  board: BoardState;
  deck: number[]; // draw pile, top = last — secret
  discard: number[];
  trades: number; // sets traded so far by all players (C-CRD-2)
  turn: TurnState;
  phase: Phase;
  clock: ClockState;
  /** The last board-changing move, for the image's highlight. */
  lastMove: LastMove | null;
  /** Team of each player (same number = allies); by default every player is their own team. */
  teams: number[];
  /** Per-ruleset state: read and written through src/engine/ext.ts only. */
  ext: GameExt;
}

/**
 * Per-ruleset state (issue 7): one optional slice per rule family, keyed by name, never flat
 * fields on GameState or PlayerState. A slice is present only in the games that use it; the
 * accessors in src/engine/ext.ts and the plugins' own modules answer the defaults when it is
 * absent. Built from every plugin family's declared `slices` (src/engine/plugin-types.ts); a new
 * slice also needs its copier: the core's in ext.ts (`copiers`), a plugin's on the plugin (`copies`).
 */
export type GameExt = DeclaredMerged<'slices'>;

/** The core engine's own slices (the goals and options every map ruleset may play). */
export interface CoreExt {
  /** Victory points per player, in a game that counts them (a round limit's outcome; NA-VP). Public. */
  points?: Record<PlayerId, number>;
}

export interface LastMove {
  kind: 'attack' | 'fortify' | 'place';
  player: PlayerId;
  from?: TerritoryId;
  to: TerritoryId;
  attackerLost?: number;
  defenderLost?: number;
  conquered?: boolean;
  armies?: number;
}

// ---- actions (what a player asks for) ----

/** The core engine's actions (the plugins declare theirs: src/engine/plugin-types.ts). */
export type CoreAction =
  | { type: 'claim'; territory: TerritoryId }
  | { type: 'place'; territory: TerritoryId; count: number }
  | { type: 'placeNeutral'; territory: TerritoryId; count: number }
  | { type: 'trade'; cards: [number, number, number] }
  | { type: 'attack'; from: TerritoryId; to: TerritoryId; dice: number }
  | { type: 'blitz'; from: TerritoryId; to: TerritoryId; stopAt?: number }
  | { type: 'reroll'; die: number; card: number }
  | { type: 'commander'; die: number }
  | { type: 'acceptRoll' }
  | { type: 'move'; count: number }
  /** Ends the current phase: reinforce (all placed) → attack → fortify → next turn. */
  | { type: 'endPhase' }
  | { type: 'fortify'; from: TerritoryId; to: TerritoryId; count: number }
  /** Ends the turn at once from the attack or fortify phase (no fortify). */
  | { type: 'endTurn' }
  /** C-SET-7: takes back every army planned so far (before confirming). */
  | { type: 'clearPlacement' }
  /** C-SET-7: the plan is final; the last confirmation reveals every plan. */
  | { type: 'confirmPlacement' }
  /** C-SET-7: the armies not yet planned go at random on own territories, then confirms (also the deadline's forfeit). */
  | { type: 'autoPlace' }
  | { type: 'setDefence'; withOne: boolean }
  | { type: 'abandon' }
  /** The app's timer: lets the engine react to ctx.now (time limits). Any actor. */
  | { type: 'tick' };

/** Every action: the core's and every plugin family's declared ones. */
export type Action = Declared<'actions'>;

export type ActionType = Action['type'];

/** Inputs from outside the pure engine. */
export interface Ctx {
  now: number;
}

export interface SeatInput {
  name: string;
  kind?: 'human' | 'ai';
  ai?: string;
  colour?: ColourId;
}

export interface NewGameInput {
  ruleset: RulesetId;
  options?: Partial<RuleOptions>;
  seats: SeatInput[];
  seed: number;
  /**
   * The set-up's edition (SETUP_EDITION when the app starts a game): a start input recorded
   * before a set-up change has none and replays as edition 1 did (2: napoleon-teams' colours by team).
   */
  edition?: number;
}
