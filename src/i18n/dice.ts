// Dice as a message shows them: each side sorted high to low, then the pairs the rules compare
// (highest against highest, C-ATK-4), each marked with who it went to. Symbols, not words, so
// one form serves every language: ⚔️ the attacker won the pair, 🛡️ the defender (ties too).

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
