// The `ext.advanced` slice of napoleon-advanced (types.ts `AdvancedSlice`): read and written only
// through this module and the advanced game's handlers beside it (src/engine/advanced/).
import type { AdvancedSlice, AdvancedTurn, GameState, PlayerId } from '../types.js';

/** A turn as it begins: nothing built, no forced combat, naval step, no invasion, no manoeuvre. */
export const freshAdvancedTurn = (): AdvancedTurn => ({
  fortsBuilt: [],
  forced: [],
  land: false,
  invading: null,
  manoeuvre: null,
  followable: null,
});

/** The slice a new game starts with (the starting units are granted when setup ends). */
export const newAdvancedSlice = (): AdvancedSlice => ({
  starting: {},
  captured: [],
  owed: {},
  missionTurn: {},
  turn: freshAdvancedTurn(),
});

/** The advanced game's slice (a game of this ruleset always has one). */
export function advancedOf(s: GameState): AdvancedSlice {
  const a = s.ext.advanced;
  if (!a) throw new Error('napoleon-advanced: the game has no advanced slice');
  return a;
}

/** The steps of the turn in progress. */
export const advancedTurn = (s: GameState): AdvancedTurn => advancedOf(s).turn;

/** NA-SET-4: the starting general and fortification `player` still has to place. */
export const startingLeft = (s: GameState, player: PlayerId): { generals: number; forts: number } =>
  s.ext.advanced?.starting[player] ?? { generals: 0, forts: 0 };

/** NA-GEN-3: how many of `owner`'s leaders of a kind captors hold. */
export function capturedOf(s: GameState, owner: PlayerId, unit: 'generals' | 'admirals'): number {
  return (s.ext.advanced?.captured ?? []).filter((c) => c.owner === owner).reduce((a, c) => a + c[unit], 0);
}

/** NA-GEN-3: `captor` now holds `count` more of `owner`'s leaders of a kind. */
export function noteCapture(
  s: GameState,
  owner: PlayerId,
  captor: PlayerId,
  unit: 'generals' | 'admirals',
  count: number,
): void {
  const list = advancedOf(s).captured;
  let entry = list.find((c) => c.owner === owner && c.captor === captor);
  if (!entry) {
    entry = { owner, captor, generals: 0, admirals: 0 };
    list.push(entry);
  }
  entry[unit] += count;
}

/** NA-END-2: whether `player` completed a mission since their last turn began (the missions' call point notes it). */
export const missionSinceLastTurn = (s: GameState, player: PlayerId, sinceTurn: number): boolean =>
  (s.ext.advanced?.missionTurn[player] ?? -1) >= sinceTurn;

/** NA-END-2: the missions' call point notes a completed mission on this turn. */
export function noteMissionCompleted(s: GameState, player: PlayerId): void {
  advancedOf(s).missionTurn[player] = s.turn.number;
}
