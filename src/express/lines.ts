// Battle lines and which dice of a roll fill them: a symbol line takes exactly its
// symbols; a soldier line takes soldier dice adding up to at least its number.
import { soldiers, type Face } from './faces.js';

export type SymbolFace = 'general' | 'cavalry' | 'cannon';
export type Line = { kind: 'symbols'; faces: SymbolFace[] } | { kind: 'soldiers'; count: number };

export const GENERAL_LINE: Line = { kind: 'symbols', faces: ['general'] };

/**
 * Indices into `tray` of the dice that fill `line`, or null if this roll cannot fill it.
 * A soldier line takes the fewest dice (the rest are re-rolled, so fewer is never worse),
 * and among those the least overshoot, so the dice left on the card read naturally.
 */
export function diceFor(line: Line, tray: readonly Face[]): number[] | null {
  if (line.kind === 'symbols') {
    const used: number[] = [];
    for (const f of line.faces) {
      const i = tray.findIndex((t, k) => t === f && !used.includes(k));
      if (i < 0) return null;
      used.push(i);
    }
    return used.sort((a, b) => a - b);
  }
  const idx = tray.map((f, i) => i).filter((i) => soldiers(tray[i]) > 0);
  let best: number[] | null = null;
  let bestSum = 0;
  for (let mask = 1; mask < 1 << idx.length; mask++) {
    const pick = idx.filter((_, b) => mask & (1 << b));
    const sum = pick.reduce((s, i) => s + soldiers(tray[i]), 0);
    if (sum < line.count) continue;
    if (!best || pick.length < best.length || (pick.length === best.length && sum < bestSum)) {
      best = pick;
      bestSum = sum;
    }
  }
  return best;
}

/** How many dice `line` takes from a roll shown as face counts, or null (fast path for the odds). */
export function diceNeeded(line: Line, counts: readonly number[]): number | null {
  if (line.kind === 'symbols') {
    const need = [0, 0, 0];
    for (const f of line.faces) need[f === 'general' ? 0 : f === 'cavalry' ? 1 : 2]++;
    for (let k = 0; k < 3; k++) if (counts[k] < need[k]) return null;
    return line.faces.length;
  }
  // Fewest soldier dice: take the largest values first.
  let left = line.count,
    used = 0;
  for (const [k, v] of [
    [5, 3],
    [4, 2],
    [3, 1],
  ] as const) {
    for (let c = 0; c < counts[k] && left > 0; c++) {
      left -= v;
      used++;
    }
  }
  return left <= 0 ? used : null;
}
