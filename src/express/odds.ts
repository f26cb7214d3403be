// Exact conquest odds by dynamic programming over the roll – fill – set-aside process (X-2..X-5):
// a position is (dice left in the tray, lines still unfilled); each roll is one of the
// multisets of faces, weighted by its multinomial probability; the player fills the line that
// leaves the best chance (exactly one line per roll), or sets a die aside when none fits.
import { DICE } from './faces.js';
import { diceNeeded, type Line } from './lines.js';

export interface RollOutcome {
  /** Dice showing each face, in FACES order. */
  counts: number[];
  p: number;
}

const outcomeCache: RollOutcome[][] = [];

/** Every distinct roll of `n` dice as face counts with its probability (792 for 7 dice). */
export function rollOutcomes(n: number): RollOutcome[] {
  const cached = outcomeCache[n];
  if (cached) return cached;
  const fact = [1];
  for (let i = 1; i <= n; i++) fact[i] = fact[i - 1] * i;
  const out: RollOutcome[] = [];
  const counts = [0, 0, 0, 0, 0, 0];
  const rec = (face: number, left: number): void => {
    if (face === 5) {
      counts[5] = left;
      let ways = fact[n];
      for (const c of counts) ways /= fact[c];
      out.push({ counts: counts.slice(), p: ways / 6 ** n });
      return;
    }
    for (let c = 0; c <= left; c++) {
      counts[face] = c;
      rec(face + 1, left - c);
    }
  };
  rec(0, n);
  outcomeCache[n] = out;
  return out;
}

/** A memoised solver for one card's lines: P(conquer | dice in tray, unfilled lines). */
export class CardOdds {
  private readonly memo = new Map<number, number>();
  constructor(readonly lines: readonly Line[]) {
    if (lines.length > 8) throw new Error('at most 8 lines');
  }

  /** `unfilled` is a bit mask over `lines`. */
  p(dice: number, unfilled: number): number {
    if (unfilled === 0) return 1;
    if (dice <= 0) return 0;
    const key = dice * 256 + unfilled;
    const hit = this.memo.get(key);
    if (hit !== undefined) return hit;
    let total = 0;
    for (const o of rollOutcomes(dice)) total += o.p * this.bestAfter(dice, unfilled, o.counts);
    this.memo.set(key, total);
    return total;
  }

  /** The chance after a roll showing `counts`, playing the best line (or setting a die aside). */
  bestAfter(dice: number, unfilled: number, counts: readonly number[]): number {
    let best = -1;
    for (let l = 0; l < this.lines.length; l++) {
      if (!(unfilled & (1 << l))) continue;
      const used = diceNeeded(this.lines[l], counts);
      if (used === null) continue;
      const v = this.p(dice - used, unfilled & ~(1 << l));
      if (v > best) best = v;
    }
    return best >= 0 ? best : this.p(dice - 1, unfilled);
  }

  /** The chance from a fresh tray of seven dice with every line unfilled. */
  fresh(): number {
    return this.p(DICE, (1 << this.lines.length) - 1);
  }
}
