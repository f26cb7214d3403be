// Events are the game log, in the past tense. Messages, images, history and stats come from
// them. Some carry a secret (a drawn card): redactEvent removes it for everyone but its owner.
import type { BuildUnit, GameOverReason, ManoeuvreKind, PlayerId, TerritoryId } from './types.js';

export type GameEvent =
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
  | { type: 'hqChosen'; player: PlayerId; territory: TerritoryId | null }
  | { type: 'hqsRevealed'; hqs: Record<PlayerId, TerritoryId> }
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
  | { type: 'hqCaptured'; player: PlayerId; hq: TerritoryId; owner: PlayerId }
  | { type: 'playerEliminated'; player: PlayerId; by: PlayerId | null; cardsTaken: number }
  | { type: 'phaseChanged'; phase: string }
  /** `card` is a secret: null in everyone's copy but the drawer's. */
  | { type: 'cardDrawn'; player: PlayerId; card: number | null }
  | { type: 'cardReceived'; player: PlayerId; from: PlayerId; count: number; cards: number[] | null }
  | { type: 'turnEnded'; player: PlayerId }
  | { type: 'defencePreferenceSet'; player: PlayerId; withOne: boolean }
  | { type: 'playerAbandoned'; player: PlayerId }
  | { type: 'missionChanged'; player: PlayerId }
  | { type: 'timeLimitReached'; lastRound: number | null; extendedTo: number | null }
  | { type: 'sdadataRolled'; player: PlayerId; dice: [number, number]; threshold: number; ended: boolean }
  /** NM-3: a mission shown to everyone; `claimed` = how many this player has claimed now. */
  | { type: 'missionClaimed'; player: PlayerId; mission: number; rank: string; claimed: number }
  /** NM-3: after three claims, the fourth mission is public. */
  | { type: 'missionRevealed'; player: PlayerId; mission: number; rank: string }
  /** N2-A: a card given to an independent (`card` is the giver's secret: null for everyone else); `ally` its status now, `cards` how many it holds. */
  | {
      type: 'independentInfluenced';
      player: PlayerId;
      independent: PlayerId;
      card: number | null;
      cards: number;
      ally: PlayerId;
    }
  /** N2-A: one die of reinforcements for an ally. */
  | { type: 'allyReinforced'; player: PlayerId; independent: PlayerId; die: number }
  /** N2-A: the status roll after an invasion involving an independent (1–4: one step away from `player`). */
  | { type: 'allyStatusRolled'; player: PlayerId; independent: PlayerId; die: number; ally: PlayerId; changed: boolean }
  /** NA-MIS-1: a mission completed and scored (its text is public from now on); `bonus` what its Empire bonus gave (`at` null: lost, or a card). */
  | {
      type: 'advMissionScored';
      player: PlayerId;
      mission: number;
      rank: string;
      points: number;
      moment: 'start' | 'end' | 'final';
      bonus: { kind: string; count: number; at: string | null; given: boolean } | null;
    }
  /** NA-MIS-2: a new mission of the same rank (`mission` secret: null for everyone but the player, and when the pile was empty). */
  | { type: 'advMissionDrawn'; player: PlayerId; rank: string; mission: number | null; empty: boolean }
  /** NA-MIS-5: a permanent bonus lost for good (its condition stopped holding). */
  | { type: 'advMissionBonusLost'; player: PlayerId; mission: number; bonus: number }
  /** NA-WIN-2: at the end every unclaimed mission is shown. */
  | { type: 'advMissionsRevealed'; player: PlayerId; missions: number[] }
  /** NA-EFF ESPION: `player` looked at one of `target`'s missions (`mission`: the spy's secret). */
  | { type: 'missionSpied'; player: PlayerId; target: PlayerId; mission: number | null }
  /** NA-EFF ESPION in a game without missions (NC-0-1): `player` saw `target`'s hand (`cards`: the spy's secret). */
  | { type: 'handSpied'; player: PlayerId; target: PlayerId; cards: number[] | null }
  /** NA-CRD-1/2: a card played for its effect (public); `armies` the +2 on its own territory (0 when not held). */
  | {
      type: 'cardEffectPlayed';
      player: PlayerId;
      card: number;
      kind: string;
      target: string | null;
      armies: number;
      /** CONTAGION: where the epidemic went, and where it jumped after killing the last army there (its victim: `armiesRemoved`). */
      epidemic?: { from: TerritoryId; to: TerritoryId; jumpedTo: TerritoryId | null };
      /** TRANSPORT: armies carried from `target`'s partner (`from`). */
      moved?: { from: TerritoryId; count: number };
      /** ARSENAL: what was built free. */
      built?: { unit: string; at: string };
    }
  /** NA-CRD-5: a defence card armed face down (`card` and `target` the owner's secret). */
  | { type: 'cardArmed'; player: PlayerId; card: number | null; target: TerritoryId | null }
  /** NA-CRD-5: an armed card that did not fire back in its owner's hand (`card` secret). */
  | { type: 'cardDisarmed'; player: PlayerId; card: number | null }
  /** NA-CRD-5: an armed card fired on another player's turn (public once fired). */
  | {
      type: 'cardFired';
      player: PlayerId;
      card: number;
      kind: string;
      territory: TerritoryId;
      attacker: PlayerId;
      armies: number;
    }
  | { type: 'gameOver'; winners: PlayerId[]; reason: GameOverReason; scores?: Record<PlayerId, number> }
  /** FOG-4: what `player` did out of the viewer's sight (never in the log: made by fogEvents for a viewer). */
  | { type: 'fogged'; player: PlayerId; kind: 'attack' | 'naval' | 'conquest' | 'move' | 'place' | 'build' | 'other' }
  | AdvancedEvent
  | CampaignEvent;

/** NC-* (napoleon-campaign): what the campaign adds to the log. All public. */
export type CampaignEvent =
  /** NC-0: which seat plays which side (drawn from the seed, or as the option said). */
  | { type: 'campaignSides'; france: PlayerId; england: PlayerId; drawn: boolean }
  /** NC-REI-2: an ally's reinforcements, counted like a player's, to place on its territories. */
  | {
      type: 'campaignAllyReinforced';
      player: PlayerId;
      independent: PlayerId;
      armies: number;
      /** FOG-11: the count is out of the viewer's sight (zeroed). */
      hidden?: boolean;
    }
  /** NC-ALLY-2: the English player's roll after a failed invasion with an ally (+1 per general of it captured). */
  | {
      type: 'campaignAllyRolled';
      player: PlayerId;
      independent: PlayerId;
      die: number;
      bonus: number;
      ally: PlayerId;
      changed: boolean;
    }
  /** NC-ALLY-3, NC-ANX-1: an independent became neutral (its capital invaded, or annexed from). */
  | { type: 'campaignAllyLost'; independent: PlayerId; was: PlayerId; reason: 'capital' | 'annexed' }
  /** NC-ALLY-3: a card made the independent whose capital was invaded `player`'s ally, with 3 armies there. */
  | {
      type: 'campaignAllyBought';
      player: PlayerId;
      independent: PlayerId;
      card: number;
      capital: TerritoryId;
      to: TerritoryId;
      armies: number;
    }
  /** NC-ANX: a territory annexed: the armies of `from` there became `player`'s. */
  | {
      type: 'campaignAnnexed';
      player: PlayerId;
      from: PlayerId;
      territory: TerritoryId;
      armies: number;
      card: number | null;
    }
  /** NC-ALLY: an ally's manoeuvre. */
  | {
      type: 'campaignAllyManoeuvred';
      player: PlayerId;
      independent: PlayerId;
      from: TerritoryId;
      to: TerritoryId;
      count: number;
    }
  /** NC-TURN-2: the final start-of-turn scoring after the last round. */
  | { type: 'campaignFinalScoring'; year: number };

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

/** NA-* (napoleon-advanced): what the advanced game adds to the log. All public. */
export type AdvancedEvent =
  /** NA-CONV: reinforcements converted (`free`: NA-SET-4's starting general or fortification). */
  | { type: 'unitsBuilt'; player: PlayerId; unit: BuildUnit; at: string; count: number; free: boolean }
  /** NA-NAV: one roll of a naval combat in `zone` (`from`: the invading fleet's zone, null for a forced combat). */
  | {
      type: 'seaBattleRolled';
      attacker: PlayerId;
      defender: PlayerId;
      from: string | null;
      zone: string;
      attack: number[];
      defence: number[];
      attackerLost: number;
      defenderLost: number;
      /** NA-NAV-4, NA-EFF: each die as cast and what was added to it, when anything was. */
      dice?: RolledDice;
    }
  /** NA-NAV-3: ships moved into a zone (after a won invasion, or into an empty one). */
  | { type: 'zoneTaken'; player: PlayerId; from: string; to: string; ships: number; previous: PlayerId }
  /** Armies taken off the board outside a battle: an epidemic's victim, NA-LAND-4's cost. */
  | {
      type: 'armiesRemoved';
      player: PlayerId;
      territory: TerritoryId;
      count: number;
      cause: 'epidemic' | 'epidemicCost';
    }
  /** NA-EPI-3: the epidemic left an emptied territory for another (drawn by the cards). */
  | { type: 'epidemicMoved'; from: TerritoryId; to: TerritoryId }
  /** NA-LAND-3: armies moved into an empty territory without combat. */
  | { type: 'territoryOccupied'; player: PlayerId; from: TerritoryId; to: TerritoryId; count: number }
  /** NA-GEN-3: generals or admirals captured (`at`: territory or zone). */
  | {
      type: 'leadersCaptured';
      owner: PlayerId;
      captor: PlayerId;
      unit: 'general' | 'admiral';
      count: number;
      at: string;
    }
  /** A general or admiral left without units of its owner (not captured): back to the supply. */
  | { type: 'leadersReturned'; player: PlayerId; unit: 'general' | 'admiral'; count: number; at: string }
  /** NA-FORT-3: a fortification destroyed by the conquest of its territory. */
  | { type: 'fortDestroyed'; territory: TerritoryId }
  /** NA-WIN-4: victory points scored (or lost: a negative count). */
  | { type: 'pointsScored'; player: PlayerId; points: number; source: PointsSource; detail: string | null }
  /** NA-MAN: a manoeuvre. */
  | {
      type: 'manoeuvred';
      player: PlayerId;
      by: ManoeuvreKind;
      from: string;
      to: string;
      count: number;
      leaders: number;
      /** NA-GEN-2: the leaders followed a conquest (invasion) in the combat phase, not a manoeuvre. */
      followed?: boolean;
    }
  /** NA-NAV-6: an eliminated player's ships and admirals leave the board. */
  | { type: 'fleetRemoved'; player: PlayerId; ships: number; admirals: number };

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
