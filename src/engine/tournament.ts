// Tournaments across tables (C-TOUR-2, R-TOUR-1): seating and who goes through. Pure: the bot
// runs each table as a game in its own channel or thread and feeds the results back here.
import { shuffle, seedRng } from './rng.js';

export type TournamentFormat = 'classic' | 'risiko';

export interface TableResult {
  /** Entrants at the table, ranked best first (winner first; by score under RisiKo!). */
  ranking: string[];
}

/** Table sizes allowed: C-TOUR-2 tables of 3–6; R-TOUR-1 (seed 004) tables of 4 or 5. */
export function tableSizes(format: TournamentFormat): { min: number; max: number } {
  return format === 'risiko' ? { min: 4, max: 5 } : { min: 3, max: 6 };
}

/**
 * Splits entrants into as few tables as the size limits allow, as even as possible, in an
 * order drawn from `seed`. Returns null when the entrants cannot be seated (too few).
 */
export function seatTables(entrants: readonly string[], format: TournamentFormat, seed: number): string[][] | null {
  const { min, max } = tableSizes(format);
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

/**
 * Who goes through from one round. C-TOUR-2: each table's winner. R-TOUR-1: round 1 the top 2
 * of each table (the top 1 when there are few entrants, i.e. the qualifiers would fit one
 * table), round 2 the top 1; the final's first is the champion.
 */
export function qualifiers(results: readonly TableResult[], format: TournamentFormat, round: number): string[] {
  if (format === 'classic') return results.map((r) => r.ranking[0]).filter((x): x is string => !!x);
  if (round === 1) {
    const two = results.flatMap((r) => r.ranking.slice(0, 2));
    const { max } = tableSizes(format);
    return two.length <= max ? results.map((r) => r.ranking[0]) : two;
  }
  return results.map((r) => r.ranking[0]).filter((x): x is string => !!x);
}

/** R-TOUR-1: three rounds, the last being the final. C-TOUR-2: until one table remains. */
export function isFinal(format: TournamentFormat, round: number, tables: number): boolean {
  return format === 'risiko' ? round >= 3 || tables === 1 : tables === 1;
}
