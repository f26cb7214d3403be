// The state slices and view of Napoléon's advanced game (NA-*, napoleon-advanced): its missions,
// card effects, units to place, captured leaders and the steps of the turn in progress. Kept
// beside types.ts, which re-exports them, so the core types stay one concern.
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
