// Events are the game log, in the past tense. Messages, images, history and stats come from
// them. Some carry a secret (a drawn card): redactEvent removes it for everyone but its owner.
import type { Declared } from './plugin-types.js';
import type { GameOverReason, PlayerId, TerritoryId } from './types.js';
export type { AdvancedEvent } from './advanced-types.js';
export type { CampaignEvent } from './campaign-types.js';

/** The core engine's events (the plugins declare theirs: src/engine/plugin-types.ts). */
export type CoreEvent =
  | { type: 'gameStarted'; order: PlayerId[]; firstPlayer: PlayerId }
  | { type: 'territoriesDealt'; counts: Record<PlayerId, number> }
  | { type: 'territoryClaimed'; player: PlayerId; territory: TerritoryId }
  | { type: 'armiesPlaced'; player: PlayerId; territory: TerritoryId; count: number; lost?: number; neutral?: boolean }
  | { type: 'setupFinished' }
  /** C-SET-7: simultaneous placement begins; every seat places `armies` (their remaining reserve). */
  | { type: 'simultaneousPlacementStarted'; armies: Record<PlayerId, number> }
  /** C-SET-7, private to `player`: armies planned on a territory (not on the board yet). */
  | { type: 'placementPlanned'; player: PlayerId; territory: TerritoryId; count: number }
  /** C-SET-7, private to `player`: the plan was taken back. */
  | { type: 'placementCleared'; player: PlayerId }
  /** C-SET-7, public: a seat's plan is final (where is still secret); `random` when spread at random. */
  | { type: 'placementConfirmed'; player: PlayerId; random: boolean }
  /** C-SET-7, public: every plan, put on the board together. */
  | { type: 'placementsRevealed'; placements: Record<PlayerId, Record<TerritoryId, number>> }
  | {
      type: 'turnStarted';
      player: PlayerId;
      round: number;
      reinforcements: number;
      breakdown: { territories: number; continents: string[]; continentArmies: number; capped: number };
      /** FOG-4: the count is out of the viewer's sight (zeroed). */
      hidden?: boolean;
    }
  | { type: 'neutralReinforcements'; placer: PlayerId; armies: number }
  | {
      type: 'cardsTraded';
      player: PlayerId;
      cards: number[];
      armies: number;
      territoryBonus: { territory: TerritoryId; armies: number }[];
    }
  | {
      type: 'diceRolled';
      player: PlayerId;
      from: TerritoryId;
      to: TerritoryId;
      attack: number[];
      defence: number[];
      pending: boolean;
      /** NA-GEN-1, NA-FORT-1, NA-EFF: each die as cast and what was added to it, when anything was (absent: the dice are as cast). */
      dice?: RolledDice;
    }
  | { type: 'dieRerolled'; player: PlayerId; die: number; card: number; value: number }
  | { type: 'commanderUsed'; player: PlayerId; die: number }
  | {
      type: 'battleResolved';
      attacker: PlayerId;
      defender: PlayerId;
      from: TerritoryId;
      to: TerritoryId;
      attack: number[];
      defence: number[];
      attackerLost: number;
      defenderLost: number;
    }
  | {
      type: 'blitzStopped';
      from: TerritoryId;
      to: TerritoryId;
      rolls: number;
      reason: 'conquered' | 'stopAt' | 'cannotAttack';
    }
  | {
      type: 'territoryConquered';
      player: PlayerId;
      from: TerritoryId;
      to: TerritoryId;
      previousOwner: PlayerId;
      min: number;
      max: number;
    }
  | {
      type: 'armiesMoved';
      player: PlayerId;
      from: TerritoryId;
      to: TerritoryId;
      count: number;
      reason: 'conquest' | 'fortify';
    }
  | { type: 'playerEliminated'; player: PlayerId; by: PlayerId | null; cardsTaken: number }
  | { type: 'phaseChanged'; phase: string }
  /** `card` is a secret: null in everyone's copy but the drawer's. */
  | { type: 'cardDrawn'; player: PlayerId; card: number | null }
  | { type: 'cardReceived'; player: PlayerId; from: PlayerId; count: number; cards: number[] | null }
  | { type: 'turnEnded'; player: PlayerId }
  | { type: 'defencePreferenceSet'; player: PlayerId; withOne: boolean }
  | { type: 'playerAbandoned'; player: PlayerId }
  /**
   * C-TOUR-1 / R-END-1. `extension`: which 30-minute extension of a tie this is (1 the first;
   * absent in events logged before it was counted).
   */
  | { type: 'timeLimitReached'; lastRound: number | null; extendedTo: number | null; extension?: number }
  | { type: 'gameOver'; winners: PlayerId[]; reason: GameOverReason; scores?: Record<PlayerId, number> }
  /** FOG-4: what `player` did out of the viewer's sight (never in the log: made by fogEvents for a viewer). */
  | { type: 'fogged'; player: PlayerId; kind: 'attack' | 'naval' | 'conquest' | 'move' | 'place' | 'build' | 'other' };

/** Every event: the core's and every plugin family's declared ones. */
export type GameEvent = Declared<'events'>;

/** Where victory points came from (NA-WIN-4). */
export type PointsSource =
  | 'empire'
  | 'route'
  | 'capital'
  | 'capture'
  | 'captured'
  | 'census'
  | 'mission'
  /** NC-VP-1 (napoleon-campaign): sea supremacy, Égypte, allies (`detail` says which). */
  | 'objective'
  /** NC-VP-3: the first invasion of a target territory (`detail` the territory). */
  | 'invasion';

export type EventType = GameEvent['type'];

/** What raised a die (NA-GEN-1 a general, NA-FORT-1 a fortification, NA-NAV-4 an admiral, NA-EFF a card effect in force). */
export type DieModifierSource = 'general' | 'fort' | 'admiral' | 'card';

/** One bonus on one die; `card` names the card effect (its kind, e.g. `charge`) when the source is a card. */
export interface DieModifier {
  source: DieModifierSource;
  bonus: number;
  card?: string;
}

/** One die of a modified roll: the value cast, and the bonuses that made the value compared (cast + their sum). */
export interface RolledDie {
  cast: number;
  modifiers: DieModifier[];
}

/** A modified roll die by die, in the order of the event's `attack` and `defence` (highest cast first). */
export interface RolledDice {
  attack: RolledDie[];
  defence: RolledDie[];
}

/** The copy of an event that `viewer` may see (null viewer = the public channel). */
export function redactEvent(event: GameEvent, viewer: PlayerId | null): GameEvent {
  switch (event.type) {
    case 'cardDrawn':
      return event.player === viewer ? event : { ...event, card: null };
    case 'cardReceived':
      return event.player === viewer || event.from === viewer ? event : { ...event, cards: null };
    case 'independentInfluenced':
      return event.player === viewer ? event : { ...event, card: null };
    case 'hqChosen':
      return event.player === viewer ? event : { ...event, territory: null };
    case 'advMissionDrawn':
    case 'missionSpied':
      return event.player === viewer ? event : { ...event, mission: null };
    case 'handSpied':
      return event.player === viewer ? event : { ...event, cards: null };
    case 'cardDisarmed':
      return event.player === viewer ? event : { ...event, card: null };
    case 'cardArmed':
      return event.player === viewer ? event : { ...event, card: null, target: null };
    default:
      return event;
  }
}

/** Notices meant for one player only. */
const PRIVATE = new Set<GameEvent['type']>(['missionChanged', 'placementPlanned', 'placementCleared']);

/** The events `viewer` may see, each redacted; a private notice reaches only its player. */
export function eventsFor(events: readonly GameEvent[], viewer: PlayerId | null): GameEvent[] {
  return events
    .filter((e) => !PRIVATE.has(e.type) || ('player' in e && e.player === viewer))
    .map((e) => redactEvent(e, viewer));
}
