// The two tournament formats of the rulebooks (C-TOUR-2, R-TOUR-1): table sizes, seating, who
// goes through from a round, and which round is the final. Pure: the tournament state machine
// (machine.ts) calls these with the results of its tables.
import { randInt, seedRng, shuffle } from '../engine/rng.js';

export type TournamentFormat = 'classic' | 'risiko';

export interface TableResult {
  /** Entrants at the table, ranked best first (winner first; by score under RisiKo!). */
  ranking: string[];
  /** Entrants of the table who cannot go through (withdrew or forfeited); skipped. */
  out?: string[];
  /** Score (RisiKo!) or territories held: compares equal places of different tables. */
  strength?: Record<string, number>;
}

/** Table sizes allowed: C-TOUR-2 tables of 3–6; R-TOUR-1 (seed 004) tables of 4 or 5. */
export function tableSizes(format: TournamentFormat): { min: number; max: number } {
  return format === 'risiko' ? { min: 4, max: 5 } : { min: 3, max: 6 };
}

/**
 * Splits entrants into as few tables as the size limits allow (`max` at most, default the
 * format's), as even as possible, in an order drawn from `seed`. Null when they cannot be seated.
 */
export function seatTables(
  entrants: readonly string[],
  format: TournamentFormat,
  seed: number,
  maxSize?: number,
): string[][] | null {
  const { min } = tableSizes(format);
  const max = Math.max(min, Math.min(maxSize ?? tableSizes(format).max, tableSizes(format).max));
  const n = entrants.length;
  if (n < min) return null;
  let tables = Math.ceil(n / max);
  while (tables * min > n) tables--;
  if (tables < 1 || Math.ceil(n / tables) > max) return null;
  const order = shuffle(seedRng(seed), entrants);
  const out: string[][] = Array.from({ length: tables }, () => []);
  order.forEach((e, i) => out[i % tables].push(e));
  return out;
}

/** The smallest number of entrants ≥ n that seats (for topping a field up with AI entrants). */
export function seatableCount(n: number, format: TournamentFormat, maxSize?: number): number {
  for (let m = Math.max(n, tableSizes(format).min); ; m++) if (seatTables(range(m), format, 1, maxSize)) return m;
}

const range = (n: number) => Array.from({ length: n }, (_, i) => String(i));

/** Who may go through from a table: its ranking without those who withdrew or forfeited. */
function eligible(r: TableResult): string[] {
  const out = new Set(r.out ?? []);
  return r.ranking.filter((x) => !out.has(x));
}

/**
 * Who goes through from one round. C-TOUR-2: each table's winner. R-TOUR-1: round 1 the top 2
 * of each table (the top 1 when there are few entrants, i.e. the qualifiers would fit one
 * table), round 2 the top 1. A player who withdrew or forfeited is skipped: the next one goes.
 */
export function qualifiers(results: readonly TableResult[], format: TournamentFormat, round: number): string[] {
  const top = (k: number) => results.flatMap((r) => eligible(r).slice(0, k));
  if (format === 'risiko' && round === 1) {
    const two = top(2);
    return two.length <= tableSizes(format).max ? top(1) : two;
  }
  return top(1);
}

/** R-TOUR-1: three rounds, the last being the final. C-TOUR-2: until one table remains. */
export function isFinal(format: TournamentFormat, round: number, tables: number): boolean {
  return format === 'risiko' ? round >= 3 || tables === 1 : tables === 1;
}

/**
 * The next round's field: the qualifiers, topped up to a table's minimum with the best of the
 * others (best place at their table first, then the table's order; a seeded draw between
 * equals), and cut to one table when the next round is the final (R-TOUR-1: round 3).
 */
export function nextField(
  results: readonly TableResult[],
  format: TournamentFormat,
  round: number,
  seed: number,
): { field: string[]; final: boolean } {
  const qualified = qualifiers(results, format, round);
  const { min, max } = tableSizes(format);
  const finalByRound = format === 'risiko' && round + 1 >= 3;
  // Everyone else who may go on: best place first, then the higher score (or more territories,
  // C-TOUR-1's "strongest"); between equals a seeded draw (the dice).
  const rng = seedRng(seed ^ (round * 0x9e3779b1));
  const others = results
    .flatMap((r) =>
      eligible(r).map((id, place) => ({ id, place, strength: r.strength?.[id] ?? 0, draw: randInt(rng, 1 << 30) })),
    )
    .filter((x) => !qualified.includes(x.id))
    .sort((a, b) => a.place - b.place || b.strength - a.strength || a.draw - b.draw);
  const field = [...qualified];
  const seatable = (n: number) => n <= max || seatTables(range(n), format, 1) !== null;
  // Up to a table's minimum, and on to a number that seats (6 RisiKo! qualifiers: 2 tables of 4).
  for (const o of others) if (field.length < min || !seatable(field.length)) field.push(o.id);
  if (!seatable(field.length)) field.length = max;
  if (finalByRound && field.length > max) {
    // Best place first (all are table leaders or runners-up), the order of the tables after.
    const rank = new Map(results.flatMap((r) => eligible(r).map((id, place) => [id, place] as const)));
    field.sort((a, b) => rank.get(a)! - rank.get(b)!);
    field.length = max;
  }
  const final = finalByRound || field.length <= max;
  return { field, final };
}
