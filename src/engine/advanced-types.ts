// The declarations of Napoléon's advanced game (NA-*, napoleon-advanced): its state slices (missions,
// card effects, units to place, captured leaders, the steps of the turn in progress), actions,
// refusals, log events and view, merged into the core unions (src/engine/plugin-types.ts). Kept
// beside types.ts, which re-exports them, so the core types stay one concern.
import type { PointsSource, RolledDice } from './events.js';
import type { PlayerId, TerritoryId } from './types.js';

/** NA-SET-1, NA-MIS-2: the four rank piles (Caporal … Empereur, top = last) and each seat's missions. */
export interface AdvMissionsSlice {
  /** Mission ids left in each rank's pile — secret. */
  piles: number[][];
  players: Record<PlayerId, AdvPlayerMissions>;
}

/** One seat's missions in the advanced game. */
export interface AdvPlayerMissions {
  /** The unclaimed mission of each rank (index 0 Caporal … 3 Empereur); -1 when the pile gave none — secret. */
  held: number[];
  /** Completed missions in the order scored, with the turn.number they were scored in (`final`: at the end, NA-WIN-2) — public. */
  claimed: { mission: number; turn: number; final?: boolean }[];
  /** NA-MIS-4/5: completed Empire missions lying face up, their permanent bonus still held — public. */
  permanent: number[];
  /** The most territories this player conquered in one of their turns (deeds stay done). */
  bestTurnConquests: number;
}

/** NA-EFF card kinds (data/napoleon-card-effects.json). */
export type EffectKind =
  | 'renfort'
  | 'arsenal'
  | 'contagion'
  | 'charge'
  | 'sapeurs'
  | 'brulots'
  | 'defense_heroique'
  | 'levee_locale'
  | 'eclaireurs'
  | 'marche_forcee'
  | 'transport'
  | 'espion';

/** A card effect in force: for the invasion of `target` (a territory, or a sea zone for fire ships), or the turn. */
export interface ActiveEffect {
  kind: EffectKind;
  player: PlayerId;
  /** The territory or sea zone it acts on; null for a turn-long effect (forced march). */
  target: string | null;
  /** Whose dice it helps. */
  side: 'attack' | 'defence';
  /** A one-shot effect (scouts' re-roll, a forced march) that was used. */
  spent: boolean;
}

export interface AdvCardsSlice {
  /** NA-CRD-5: each player's armed D/AD card and the own territory it names (null = any) — secret. */
  armed: Record<PlayerId, { card: number; target: TerritoryId | null }>;
  /** Effects in force during the current turn (cleared when it ends) — public. */
  active: ActiveEffect[];
}

/** NA-CONV: what reinforcements may be converted into (1 army each), and NA-CONV-4's buy-backs. */
export type BuildUnit = 'ship' | 'general' | 'admiral' | 'fort' | 'buyGeneral' | 'buyAdmiral';

/** NA-MAN: the land and the naval manoeuvre, and the one each general or admiral gives. */
export type ManoeuvreKind = 'land' | 'naval' | 'general' | 'admiral';

/** NA-GEN-3: leaders of `owner` held by `captor` (bought back by NA-CONV-4). */
export interface CapturedLeaders {
  owner: PlayerId;
  captor: PlayerId;
  generals: number;
  admirals: number;
}

/**
 * NA-* (napoleon-advanced): what the advanced game keeps beside the board's unit kinds. Public:
 * every seat may know all of it (the secret parts, missions and armed cards, live elsewhere).
 */
export interface AdvancedSlice {
  /** NA-SET-4: the starting general and fortification each seat still has to place (free, in its first reinforcement phase). */
  starting: Record<PlayerId, { generals: number; forts: number }>;
  /** NA-GEN-3: leaders held by their captors. */
  captured: CapturedLeaders[];
  /** NA-CONV-4: armies owed to a captor for buy-backs, placed at the start of their next turn. */
  owed: Record<PlayerId, number>;
  /** NA-END-2: the turn number of each seat's last completed mission (written by the missions' call point). */
  missionTurn: Record<PlayerId, number>;
  /** The turn in progress. */
  turn: AdvancedTurn;
}

/** NA-* (napoleon-advanced): what the public view adds, for the panel, the board and the AI. */
export interface AdvancedView {
  /** NA-TURN-1: the round limit (the band's "year 3 of 5"). */
  lastRound: number;
  /** NA-TURN-2: in the combat phase, naval combat until the first land offensive; else null. */
  combatStep: 'naval' | 'land' | null;
  /** NA-NAV-2: sea zones where the turn player still owes a forced combat. */
  forced: string[];
  /** NA-SET-4: starting units each seat still places. */
  starting: Record<PlayerId, { generals: number; forts: number }>;
  /** NA-GEN-3: leaders held by captors. */
  captured: CapturedLeaders[];
  /** NA-CONV-4: armies owed to captors for buy-backs. */
  owed: Record<PlayerId, number>;
  /** NA-MAN: in the manoeuvre phase, the land and naval manoeuvres made and the leaders' used per place. */
  manoeuvres: { land: boolean; naval: boolean; leadersUsed: Record<string, number> } | null;
  /** NA-MAT-2: fortifications left in the pool. */
  fortsLeft: number;
}

/** NA-TURN-2: the steps of the turn in progress that the phases do not say. */
export interface AdvancedTurn {
  /** NA-REI-6: fortifications built this turn (they give no army this turn). */
  fortsBuilt: TerritoryId[];
  /** NA-NAV-2: sea zones where the player built ships beside another player's (forced combat owed). */
  forced: string[];
  /** NA-TURN-2: land offensives have begun (no naval combat any more). */
  land: boolean;
  /** NA-LAND-4: the territory whose invasion is in progress (its epidemic cost is paid). */
  invading: TerritoryId | null;
  /** NA-MAN: the manoeuvres of this turn, from the start of the manoeuvre phase. */
  manoeuvre: ManoeuvreState | null;
  /** NA-GEN-2: the last conquest (territory) or invasion (zone), which its generals (admirals) may still follow. */
  followable: { unit: 'general' | 'admiral'; from: string; to: string } | null;
}

/** NA-MAN-1..3: what stood where when the manoeuvre phase began, and what was used since. */
export interface ManoeuvreState {
  land: boolean;
  naval: boolean;
  /** Armies and generals of the player per territory, and ships and admirals per zone, at the start. */
  armies: Record<string, number>;
  leaders: Record<string, number>;
  /** Units that left each place since (those that stood there are spent first). */
  left: Record<string, number>;
  /** Leaders' manoeuvres used from each place. */
  used: Record<string, number>;
}

export type AdvancedRefusal =
  /** no such sea zone */
  | 'unknownZone'
  /** not a unit reinforcements convert into */
  | 'unknownUnit'
  /** the player's limit of that unit (26 ships, 3 generals, 2 admirals) is reached; `max` what is left */
  | 'unitLimit'
  /** the fortification pool is empty */
  | 'noFortLeft'
  /** a ship goes into a zone bordering a territory the player controls */
  | 'notCoastal'
  /** an admiral goes where the player has ships */
  | 'noShips'
  /** a fortification is built on an own territory with none already */
  | 'alreadyFortified'
  /** no fortification where an epidemic is */
  | 'epidemic'
  /** buy-backs only when none of that kind is on the board and one is held by a captor */
  | 'nothingToBuyBack'
  /** forced naval combats first */
  | 'forcedCombat'
  /** no forced combat in that zone */
  | 'noForcedCombat'
  /** naval combat comes before any land offensive */
  | 'landBegun'
  /** a zone the player does not control */
  | 'zoneNotControlled'
  /** the zones are not adjacent */
  | 'zonesNotAdjacent'
  /** the zone is the player's own */
  | 'ownZone'
  /** at least one ship stays behind */
  | 'keepOneShip'
  /** the territory is not empty (occupy) or is empty (attack) */
  | 'notEmpty'
  | 'empty'
  /** the target cannot be reached, even by landing */
  | 'unreachable'
  /** an epidemic's cost: the source needs `max` armies to declare this invasion */
  | 'epidemicCost'
  /** that manoeuvre was already made this turn (or no leader has one left there) */
  | 'manoeuvreUsed'
  /** the units that stood there at the start of the phase: at most `max` */
  | 'notFromStart'
  /** the places are not connected through the player's own */
  | 'notConnected'
  /** no leader of that kind there */
  | 'noLeader'
  /** the starting units are placed first */
  | 'startingUnits';

export type CardRefusal =
  /** a wild has no effect: it only completes sets (NA-CRD-3) */
  | 'wild'
  /** not the phase its symbol names (NA-CRD-4) */
  | 'phase'
  /** a defence card (D) is armed on your turn, not played (NA-CRD-5) */
  | 'armOnly'
  /** only a D or AD card can be armed */
  | 'notArmable'
  /** one armed card at a time (NA-CRD-5) */
  | 'armedAlready'
  /** the effect needs a place (or a player) it was not given, or one that does not exist */
  | 'noTarget'
  /** an attack card names a territory (sea zone) of another player */
  | 'ownTarget'
  /** an armed card names one of your own territories */
  | 'notYourTerritory'
  /** sappers name a fortified territory */
  | 'noFort'
  /** fire ships name a sea zone where your ships are, or next to one */
  | 'noFleet'
  /** the same effect is already in force there this turn */
  | 'alreadyInForce'
  /** contagion moves an epidemic from a territory that has one */
  | 'noEpidemic'
  /** contagion moves it next door, onto another player's armies; transport needs a chain of 1–3 zones you control */
  | 'notAdjacent'
  | 'noArmies'
  | 'noChain'
  /** transport: between 1 and all armies but one */
  | 'badCount'
  /** spy: another player with missions to see */
  | 'noMissions';

export type AdvancedRuleError =
  /** NA-CRD, NA-EFF: a card played for its effect or armed; `symbol` says when it may be played. */
  | { code: 'cardEffect'; reason: CardRefusal; card: number; symbol?: string }
  /** NA-*: units, sea zones, landings, manoeuvres. `at` names the territory or zone concerned, `max` a limit. */
  | { code: 'advanced'; reason: AdvancedRefusal; at: string | null; max: number | null };

/** NA-*: what a seat may do in the advanced game beyond the core's actions. */
export type AdvancedAction =
  /** NA-CONV (reinforcement phase): `count` armies of the reserve become ships in sea zone `at`, or a general, an admiral, a fortification; or buy back captured leaders. */
  | { type: 'build'; unit: BuildUnit; at: string; count: number }
  /** NA-NAV-2: the forced combat in sea zone `zone`, fought to the end. */
  | { type: 'seaBattle'; zone: string }
  /** NA-NAV-3: `ships` ships from a zone the player controls invade an adjacent zone (at least one stays), fought to the end. */
  | { type: 'sail'; from: string; to: string; ships: number }
  /** NA-LAND-3: `count` armies move into an empty territory without combat. */
  | { type: 'occupy'; from: TerritoryId; to: TerritoryId; count: number }
  /** NA-GEN-2: `leaders` generals (admirals) follow the armies (ships) of the last conquest (naval invasion) in. */
  | { type: 'follow'; leaders: number }
  /** NA-MAN: a manoeuvre of `count` armies (ships) and `leaders` generals (admirals) from `from` to `to`. */
  | { type: 'manoeuvre'; by: ManoeuvreKind; from: string; to: string; count: number; leaders: number }
  /**
   * NA-CRD-1, NA-EFF: a card from the hand played for its effect, in the phase its symbol names;
   * `at`, `from`, `count`, `build`, `player` are what the effect needs (src/engine/advanced/card-play.ts).
   */
  | {
      type: 'playCard';
      card: number;
      at?: string;
      from?: TerritoryId;
      count?: number;
      build?: 'ship' | 'general' | 'admiral' | 'fort';
      player?: PlayerId;
    }
  /** NA-CRD-5: a defence card (D, AD) armed face down for another player's turn, for `target` (own) or any (null). */
  | { type: 'armCard'; card: number; target: TerritoryId | null };

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

/** NA-MIS, NA-CRD, NA-EFF: the missions' and the cards' events (some carry a secret: redactEvent). */
export type AdvancedContentEvent =
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
    };

declare module './plugin-types.js' {
  interface PluginDeclarations {
    advanced: {
      actions: AdvancedAction;
      refusals: AdvancedRuleError;
      events: AdvancedEvent | AdvancedContentEvent;
      slices: {
        /** NA-MIS (napoleon-advanced): the rank piles and each player's missions — secret but what was claimed. */
        advMissions?: AdvMissionsSlice;
        /** NA-CRD-5, NA-EFF (napoleon-advanced): armed defence cards (secret) and the card effects in force (public). */
        advCards?: AdvCardsSlice;
        /** NA-* (napoleon-advanced): starting units to place, captured leaders, the turn's steps (src/engine/advanced/). */
        advanced?: AdvancedSlice;
      };
      view: {
        /** NA-*: the combat step, forced combats, starting units, captured leaders, manoeuvres made. */
        advanced?: AdvancedView;
      };
    };
  }
}
