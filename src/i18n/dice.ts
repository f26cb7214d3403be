// Dice as a message shows them: each side sorted high to low, then the pairs the rules compare
// (highest against highest, C-ATK-4), each marked with who it went to. Symbols, not words, so
// one form serves every language: ⚔️ the attacker won the pair, 🛡️ the defender (ties too).

import type { DieModifierSource, RolledDie, RolledDice } from '../engine/index.js';

const desc = (xs: readonly number[]) => [...xs].sort((a, b) => b - a);

/** "6 5 4 vs 6 1 → 6:6 🛡️ · 5:1 ⚔️" */
export function diceLine(attack: readonly number[], defence: readonly number[]): string {
  const a = desc(attack),
    d = desc(defence);
  const pairs = d.slice(0, a.length).map((x, i) => `${a[i]}:${x} ${a[i] > x ? '⚔️' : '🛡️'}`);
  return `${a.join(' ')} vs ${d.join(' ')} → ${pairs.join(' · ')}`;
}

/** One blitz roll, short: "654:61 (−1/−1)". */
export function rollShort(
  attack: readonly number[],
  defence: readonly number[],
  attackerLost: number,
  defenderLost: number,
): string {
  return `${desc(attack).join('')}:${desc(defence).join('')} (−${attackerLost}/−${defenderLost})`;
}

/** What raised a die, as the panel names the pieces (NA: 🎖️ general, 🏰 fortification, ⚓ admiral, 🃏 card effect). */
export const SOURCE_MARK: Record<DieModifierSource, string> = { general: '🎖️', fort: '🏰', admiral: '⚓', card: '🃏' };

/** A die as cast with what raised it: "5+1🎖️+1🏰" (a die nothing raised: "5"). */
export const dieWith = (d: RolledDie): string =>
  `${d.cast}${d.modifiers.map((m) => `+${m.bonus}${SOURCE_MARK[m.source]}`).join('')}`;

/**
 * A modified roll (NA-GEN-1, NA-FORT-1, NA-NAV-4, NA-EFF): each die as cast with its bonuses,
 * then the pairs compared with the raised values: "5+1🎖️ 4 3 vs 5+1🏰 2 → 6:6 🛡️ · 4:2 ⚔️".
 * `attack` / `defence` are the values compared, in the detail's order.
 */
export function diceLineWith(attack: readonly number[], defence: readonly number[], dice: RolledDice): string {
  const pairs = diceLine(attack, defence).split(' → ')[1];
  return `${dice.attack.map(dieWith).join(' ')} vs ${dice.defence.map(dieWith).join(' ')} → ${pairs}`;
}

/** One modified roll, short: "5+1⚓ 4 3:6 1 (−1/−1)" (NA-NAV-4: a naval combat's rolls in one line). */
export const rollShortWith = (dice: RolledDice, attackerLost: number, defenderLost: number): string =>
  `${dice.attack.map(dieWith).join(' ')}:${dice.defence.map(dieWith).join(' ')} (−${attackerLost}/−${defenderLost})`;
