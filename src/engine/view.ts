// What one person may know of a game. Everything that leaves the engine for a channel, an
// image or another player goes through viewFor: secrets never leave any other way.
import type { SetKind } from './cards.js';
import type { PublicExtras } from './plugin-types.js';
import {
  countsPoints,
  hqCardsOf,
  hqOf,
  pointsOf,
  publicHqCardsOf,
  publicHqOf,
  publicMissions,
  rankedFor,
  sdadataOf,
} from './ext.js';
import { advMissionsFor } from './ext.js';
import { publicAdvMissions } from './advanced/missions.js';
import { armedCardOf, hasArmedCard } from './advanced/card-arming.js';
import { sameTeam, teamsOf } from './relations.js';
import { fogActive, fogView } from './fog.js';
import { forcesSummary, type ForcesView } from './board-units.js';
import { deckFor, hooksOf, playsCards } from './state.js';
import type {
  Card,
  ClockState,
  ColourId,
  GameState,
  LastMove,
  Phase,
  PlayerId,
  PlayerStatus,
  RuleOptions,
  RulesetId,
  Sdadata,
  SeatKind,
  TerritoryId,
  TerritoryState,
} from './types.js';
import { armiesOf, continentsControlledBy, controlledCount } from './board.js';
import { boardSummary, unitsSummary } from './board-summary.js';

export interface PlayerView {
  id: PlayerId;
  name: string;
  colour: ColourId;
  kind: SeatKind;
  status: PlayerStatus;
  reserve: number;
  cards: number; // count only
  territories: number;
  armies: number;
  continents: string[];
  /** Revealed HQ (1992 after everyone chose, 2000 once invaded), else null. */
  hq: TerritoryId | null;
  hqCards: TerritoryId[];
  /** NM-3 (napoleon-missions): missions shown so far, and the fourth once three are claimed. */
  missions?: { claimed: number[]; revealed: number | null };
  /** Victory points, in a game that counts them. */
  points?: number;
  /** NA-MIS (napoleon-advanced): missions completed, Empire bonuses face up, and the unclaimed ones once the game is over. */
  advMissions?: { claimed: number[]; permanent: number[]; revealed: number[] };
  /** NA-CRD-5: a defence card lies armed, face down (what and where is the owner's secret). */
  armedCard?: boolean;
  /** FOG-2: fog of war hides this player's land, armies, continents and reserve from the viewer (shown as 0). */
  hidden?: boolean;
}

/** The viewer's own secrets; absent from the public view. */
export interface Secrets {
  player: PlayerId;
  hand: Card[];
  mission: number | null;
  objective: number | null;
  hq: TerritoryId | null;
  /** NM-1: the viewer's four ranked missions, Caporal to Empereur (napoleon-missions). */
  rankedMissions?: number[];
  /** NA-MIS (napoleon-advanced): the viewer's unclaimed missions, Caporal to Empereur (-1: none of that rank). */
  advMissions?: number[];
  /** NA-CRD-5: the viewer's armed card and the territory it names (null = any). */
  armedCard?: { card: Card; target: TerritoryId | null } | null;
  /** NT-4: the team's shared hand while a team-mate holds it (napoleon-teams); never the other team's. */
  teamHand?: Card[];
}

/** The clock with RisiKo!'s sdadata (R-END-1; null in every other game). */
export interface ClockView extends ClockState {
  sdadata: Sdadata | null;
}

/** What everyone (or one seat) may see of a game; the plugins' parts (`PublicExtras`) as they declare them. */
export interface PublicView extends PublicExtras {
  ruleset: RulesetId;
  map: string;
  options: RuleOptions;
  version: number;
  round: number;
  turnNumber: number;
  phase: Phase;
  currentPlayer: PlayerId | null;
  players: PlayerView[];
  order: PlayerId[];
  /** Each territory's controller (`owner`) and the armies on it. */
  territories: Record<TerritoryId, TerritoryState>;
  /** NT-*: the team of each player (napoleon-teams only). */
  teams?: number[];
  /** Each territory's armies per player (one entry today; several under Napoléon's NT-1). */
  units: Record<TerritoryId, Record<PlayerId, number>>;
  /** NA-*: generals, fortifications and epidemics on land, ships and admirals at sea (only on a board with them). */
  forces?: ForcesView;
  deckCount: number;
  trades: number;
  nextTradeValue: number | null;
  clock: ClockView;
  lastMove: LastMove | null;
  viewer: PlayerId | null;
  secrets: Secrets | null;
  /** FOG-2: the territories out of the viewer's sight (drawn as fog, owner -1 and no armies); absent without fog. */
  fogged?: TerritoryId[];
  /** FOG-9: the sea zones out of the viewer's sight (drawn as fog, no fleet); absent without fog or seas. */
  foggedSeas?: string[];
}

/** The phase as `viewer` may see it: C-SET-7 plans are the viewer's own only. */
function phaseFor(phase: Phase, viewer: PlayerId | null): Phase {
  if (phase.kind !== 'setupSimultaneous') return JSON.parse(JSON.stringify(phase)) as Phase;
  const own = viewer !== null ? phase.placements[viewer] : undefined;
  return {
    kind: 'setupSimultaneous',
    placements: own ? { [viewer!]: { ...own } } : {},
    confirmed: [...phase.confirmed],
  };
}

const KINDS: readonly SetKind[] = ['infantry', 'cavalry', 'artillery', 'mixed'];

/** What the next set brings when every kind of set is worth the same (escalating, linear, Golden Cavalier), from the `setValue` hook; else null. */
function nextTradeValue(s: GameState): number | null {
  if (!playsCards(s)) return null;
  const h = hooksOf(s);
  const value = h.setValue(s, { kind: KINDS[0], wilds: 0 });
  return KINDS.every(
    (kind) => h.setValue(s, { kind, wilds: 0 }) === value && h.setValue(s, { kind, wilds: 1 }) === value,
  )
    ? value
    : null;
}

/** NT-4: the cards team-mates of `player` hold (the team's one hand, when it is not theirs now). */
function teamHandOf(s: GameState, player: PlayerId): number[] {
  return s.players.filter((p) => p.id !== player && sameTeam(s, p.id, player)).flatMap((p) => p.hand);
}

/** The view of `viewer` (null = the public channel): other players' secrets, the deck order and the PRNG never appear. */
export function viewFor(s: GameState, viewer: PlayerId | null): PublicView {
  const view = openViewFor(s, viewer);
  return fogActive(s) ? fogView(view, s, viewer) : view;
}

/** The view without fog of war (FOG-*): what a fogged view is cut from. */
function openViewFor(s: GameState, viewer: PlayerId | null): PublicView {
  const players: PlayerView[] = s.players.map((p) => ({
    id: p.id,
    name: p.name,
    colour: p.colour,
    kind: p.kind,
    status: p.status,
    reserve: p.reserve,
    cards: p.hand.length,
    territories: controlledCount(s, p.id),
    armies: armiesOf(s, p.id),
    continents: continentsControlledBy(s, p.id),
    hq: publicHqOf(s, p.id),
    hqCards: [...(viewer === p.id ? hqCardsOf(s, p.id) : publicHqCardsOf(s, p.id))],
    ...(rankedFor(s, p.id) ? { missions: publicMissions(s, p.id) } : {}),
    ...(countsPoints(s) ? { points: pointsOf(s, p.id) } : {}),
    ...(advMissionsFor(s, p.id) ? { advMissions: publicAdvMissions(s, p.id), armedCard: hasArmedCard(s, p.id) } : {}),
  }));
  const territories = boardSummary(s);
  const me = viewer !== null ? s.players[viewer] : undefined;
  const deck = deckFor(s);
  const teams = teamsOf(s);
  const forces = forcesSummary(s);
  const sdadata = sdadataOf(s);
  const myRanked = me ? rankedFor(s, me.id) : undefined;
  const myAdvanced = me ? advMissionsFor(s, me.id) : undefined;
  const myArmed = me ? armedCardOf(s, me.id) : null;
  return {
    ruleset: s.ruleset,
    map: s.map,
    options: { ...s.options },
    version: s.version,
    round: s.turn.round,
    turnNumber: s.turn.number,
    phase: phaseFor(s.phase, viewer),
    currentPlayer:
      s.phase.kind === 'over' ? null : s.phase.kind === 'neutralReinforce' ? s.phase.placer : s.turn.player,
    ...(teams ? { teams: [...teams] } : {}),
    ...hooksOf(s).publicExtras(s), // N2-*: the independents' statuses
    players,
    order: [...s.order],
    territories,
    units: unitsSummary(s),
    ...(forces ? { forces } : {}),
    deckCount: s.deck.length,
    trades: s.trades,
    nextTradeValue: nextTradeValue(s),
    clock: { ...s.clock, sdadata: sdadata ? { ...sdadata } : null },
    lastMove: s.lastMove ? { ...s.lastMove } : null,
    viewer,
    secrets: me
      ? {
          player: me.id,
          hand: me.hand.map((c) => ({ ...deck[c] })),
          mission: me.mission,
          objective: me.objective,
          hq: hqOf(s, me.id),
          ...(myRanked ? { rankedMissions: [...myRanked.missions] } : {}),
          ...(myAdvanced
            ? {
                advMissions: [...myAdvanced.held],
                armedCard: myArmed ? { card: { ...deck[myArmed.card] }, target: myArmed.target } : null,
              }
            : {}),
          ...(teams ? { teamHand: teamHandOf(s, me.id).map((c) => ({ ...deck[c] })) } : {}),
        }
      : null,
  };
}
