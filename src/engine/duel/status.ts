// The duel's slice and the independents' status track (N2-A: neutral / ally of a seat): who
// the independents are, whom each stands with, and one step along the track. The `ext.duel`
// slice is read and written only through src/engine/duel/ (`duelOf`).
import { featuresOf } from '../ruleset-source.js';
import type { DuelSlice, GameState, PlayerId } from '../types.js';

/** No ally: the independent is neutral. */
export const NEUTRAL_STATUS: PlayerId = -1;

/** The duel slice of a game (null outside napoleon-duel). */
export function duelOf(s: GameState): DuelSlice | null {
  return s.ext.duel ?? null;
}

/** Whether the game plays active independents (N2-A). */
export function activeIndependents(s: GameState): boolean {
  return duelOf(s) !== null && featuresOf(s).independents === 'active';
}

/** Whether `p` is one of the duel's independents (eliminated or not). */
export function isIndependent(s: GameState, p: PlayerId): boolean {
  return duelOf(s) !== null && s.players[p]?.kind === 'neutral';
}

/** The independents still on the board. */
export function liveIndependents(s: GameState): PlayerId[] {
  return duelOf(s) === null
    ? []
    : s.players.filter((p) => p.kind === 'neutral' && p.status !== 'eliminated').map((p) => p.id);
}

/** N2-A: the seat an independent is allied with, or NEUTRAL_STATUS (always neutral when passive). */
export function allyOf(s: GameState, independent: PlayerId): PlayerId {
  const d = duelOf(s);
  if (!d || featuresOf(s).independents !== 'active') return NEUTRAL_STATUS;
  return d.ally[independent] ?? NEUTRAL_STATUS;
}

/** N2-A: the live independents allied with `player`. */
export function alliesOf(s: GameState, player: PlayerId): PlayerId[] {
  return liveIndependents(s).filter((i) => allyOf(s, i) === player);
}

/** The status one step toward `player` (influence) or away from them (the status roll). */
export function statusStep(s: GameState, independent: PlayerId, player: PlayerId, toward: boolean): PlayerId {
  const other = s.order.find((p) => p !== player) ?? NEUTRAL_STATUS;
  const now = allyOf(s, independent);
  if (toward) return now === other ? NEUTRAL_STATUS : player;
  return now === player ? NEUTRAL_STATUS : other;
}
