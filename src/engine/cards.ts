// The territory deck and the value of a traded set under each card rule.
import type { GameMap } from './map.js';
import type { Card, CardSymbol, RuleOptions } from './types.js';

/** Card ids 0..n-1 are the map's territories in order, then the wilds. */
export function buildDeck(map: GameMap): Card[] {
  const cards: Card[] = map.territories.map((t, i) => ({ id: i, territory: t.id, symbol: t.card }));
  for (let w = 0; w < map.wildCards; w++) cards.push({ id: cards.length, territory: null, symbol: 'wild' });
  return cards;
}

const deckCache = new WeakMap<GameMap, Card[]>();
export function deckOf(map: GameMap): Card[] {
  let deck = deckCache.get(map);
  if (!deck) {
    deck = buildDeck(map);
    deckCache.set(map, deck);
  }
  return deck;
}

export type SetKind = 'infantry' | 'cavalry' | 'artillery' | 'mixed';

/**
 * C-CRD-1: three of a kind, one of each, or any two plus a wild. Returns what the set counts
 * as (M-3 and R-CRD-2 price them by kind), or null when the three cards are no set.
 */
export function setKind(symbols: CardSymbol[]): { kind: SetKind; wilds: number } | null {
  if (symbols.length !== 3) return null;
  const wilds = symbols.filter((s) => s === 'wild').length;
  const plain = symbols.filter((s): s is Exclude<CardSymbol, 'wild'> => s !== 'wild');
  const distinct = new Set(plain);
  if (wilds === 0) {
    if (distinct.size === 1) return { kind: plain[0], wilds };
    if (distinct.size === 3) return { kind: 'mixed', wilds };
    return null;
  }
  if (wilds >= 2) return { kind: 'mixed', wilds }; // wilds stand for any symbol: the dearest kind (M-3)
  // one wild: two alike make three of a kind, two different make one of each
  if (distinct.size === 1) return { kind: plain[0], wilds };
  return { kind: 'mixed', wilds };
}

/** C-CRD-2 escalating track. */
export function escalatingValue(tradeIndex: number): number {
  const start = [4, 6, 8, 10, 12, 15];
  if (tradeIndex < start.length) return start[tradeIndex];
  return 15 + 5 * (tradeIndex - start.length + 1);
}

/** M-3 / NM-2 fixed values: three infantry 4, cavalry 6, artillery 8, one of each 10. */
export const fixedSetValue = (set: { kind: SetKind }): number =>
  ({ infantry: 4, cavalry: 6, artillery: 8, mixed: 10 })[set.kind];

/** The armies a set is worth, before territory bonuses (classic's `setValue` hook, by the cardValues option). tradeIndex = sets traded before it. */
export function classicSetValue(
  rule: RuleOptions['cardValues'],
  set: { kind: SetKind; wilds: number },
  tradeIndex: number,
): number {
  switch (rule) {
    case 'escalating':
      return escalatingValue(tradeIndex);
    case 'linear':
      return 4 + tradeIndex; // C-OPT-1
    case 'fixed':
      return fixedSetValue(set); // M-3
    case 'goldenCavalier': // N-CRD-1 and R-CRD-2: priced by their rulesets' own setValue hooks
    case 'risiko': // (src/rules/card-values.ts); a ruleset playing them without the hook is miswired
      throw new Error(`engine: cardValues "${rule}" is priced by its ruleset's setValue hook`);
  }
}

/** A set a hand could trade, and the armies it brings (before territory bonuses). */
export interface HandSet {
  cards: [number, number, number];
  value: number;
}

/**
 * Every 3-card combination of a hand that is a set, best value first, priced by `valueOf` (the
 * ruleset's `setValue` hook: use `setsFor` in src/engine/state.ts, which passes it).
 */
export function setsInHand(
  hand: number[],
  deck: Card[],
  allowed: (set: { kind: SetKind; wilds: number }) => boolean,
  valueOf: (set: { kind: SetKind; wilds: number; cards: readonly [number, number, number] }) => number,
): HandSet[] {
  const out: HandSet[] = [];
  for (let i = 0; i < hand.length; i++)
    for (let j = i + 1; j < hand.length; j++)
      for (let k = j + 1; k < hand.length; k++) {
        const kind = setKind([deck[hand[i]].symbol, deck[hand[j]].symbol, deck[hand[k]].symbol]);
        if (!kind || !allowed(kind)) continue;
        const cards: [number, number, number] = [hand[i], hand[j], hand[k]];
        out.push({ cards, value: valueOf({ ...kind, cards }) });
      }
  out.sort((a, b) => b.value - a.value);
  return out;
}
