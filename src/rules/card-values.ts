// The set values of rulesets with their own price list (their `setValue` hooks): the Golden
// Cavalier track of Risk Napoléon (N-CRD-1) and RisiKo!'s sets and fixed prices (R-CRD-2). Classic's
// tracks (C-CRD-2 escalating, C-OPT-1 linear, M-3 fixed) stay the engine's default answer.
import { fixedSetValue, type SetKind } from '../engine/cards.js';
import type { RulePlugin } from '../engine/hooks.js';

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

/** N-CRD-1: the Golden Cavalier prices every set, whatever its cards. */
export const goldenCavalier: RulePlugin = {
  name: 'golden-cavalier',
  hooks: { setValue: (s) => goldenCavalierValue(s.trades) },
};

/** NM-2, NT-6: sets priced by their symbols, as in the missions game (M-3's fixed values). */
export const fixedSets: RulePlugin = {
  name: 'fixed-sets',
  hooks: { setValue: (_s, set) => fixedSetValue(set) },
};

/** R-CRD-2: three kinds of set only, at RisiKo!'s prices. */
export const risikoCards: RulePlugin = {
  name: 'risiko-cards',
  hooks: {
    setValue: (_s, set) => risikoSetValue(set),
    setAllowed: (_s, set) => risikoSetAllowed(set),
  },
};
