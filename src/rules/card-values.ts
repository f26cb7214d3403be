// The set values of rulesets with their own price list (their `setValue` hooks): the Golden
// Cavalier track of Risk Napoléon (N-CRD-1) and RisiKo!'s sets and fixed prices (R-CRD-2). Classic's
// tracks (C-CRD-2 escalating, C-OPT-1 linear, M-3 fixed) stay the engine's default answer.
import type { SetKind } from '../engine/cards.js';

/** N-CRD-1 Golden Cavalier track (reconstructed): 4, 6, 8, 10, then 15, 20, 25 … (+5 each). */
export function goldenCavalierValue(tradeIndex: number): number {
  if (tradeIndex < 4) return 4 + 2 * tradeIndex;
  return 10 + 5 * (tradeIndex - 3);
}

/** R-CRD-2 knows only three alike, three different, and two alike plus a wild. */
export const risikoSetAllowed = (set: { kind: SetKind; wilds: number }): boolean =>
  set.wilds === 0 || (set.wilds === 1 && set.kind !== 'mixed');

/** R-CRD-2: three alike 8, three different 10, two alike + a wild 12. */
export const risikoSetValue = (set: { kind: SetKind; wilds: number }): number =>
  set.wilds > 0 ? 12 : set.kind === 'mixed' ? 10 : 8;
