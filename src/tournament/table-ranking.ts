// A finished table's ranking for the tournament: the winners first, then the rulebook's order.
// C-TOUR-1/C-TOUR-2: the "strongest" is the one holding the most territories (armies after).
// R-SCO-1 (R-TOUR-1 qualifies by it): score; points held outside the objective; armies on the
// objective's territories; all armies; then dice — here a draw seeded by the tournament and the
// game, so every process computes the same ranking.
import { armiesOf, armiesOn, objectiveByNumber, territoriesControlledBy } from '../engine/index.js';
import { mapOf } from '../engine/board.js';
import { risikoScores } from '../engine/goals.js';
import { randInt, seedRng } from '../engine/rng.js';
import type { GameState } from '../engine/types.js';
import type { TableOutcome } from './machine.js';

export interface SeatFacts {
  /** Entrant id of seat i. */
  entrant: string;
  /** The seat was abandoned, or its turns were handed to the AI (an AI entrant never forfeits). */
  forfeited: boolean;
}

/** The numbers a table is ranked on after the winners, most important first. */
export function rankingKey(s: GameState, seat: number): number[] {
  const own = territoriesControlledBy(s, seat);
  if (s.ruleset !== 'risiko') return [own.length, armiesOf(s, seat)];
  const over = s.phase.kind === 'over' ? s.phase.scores : undefined;
  const score = over?.[seat] ?? risikoScores(s, null)[seat] ?? 0;
  const points = mapOf(s).points ?? {};
  const objective = s.players[seat].objective;
  const obj = new Set(objective !== null ? objectiveByNumber(objective).territories : []);
  return [
    score,
    own.filter((t) => !obj.has(t)).reduce((a, t) => a + (points[t] ?? 0), 0),
    own.filter((t) => obj.has(t)).reduce((a, t) => a + armiesOn(s, t), 0),
    armiesOf(s, seat),
  ];
}

export function rankTable(s: GameState, seats: readonly SeatFacts[], seed: number, endedAt: number): TableOutcome {
  const winners = new Set(s.phase.kind === 'over' ? s.phase.winners : []);
  const rng = seedRng(seed);
  const rows = seats.map((f, seat) => ({
    f,
    seat,
    win: winners.has(seat) ? 0 : 1,
    key: rankingKey(s, seat),
    dice: randInt(rng, 1 << 30),
  }));
  rows.sort((a, b) => {
    if (a.win !== b.win) return a.win - b.win;
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return b.key[i] - a.key[i];
    return a.dice - b.dice;
  });
  return {
    ranking: rows.map((r) => r.f.entrant),
    strength: Object.fromEntries(rows.map((r) => [r.f.entrant, r.key[0]])),
    forfeited: seats.filter((f, seat) => f.forfeited || s.players[seat]?.status === 'passive').map((f) => f.entrant),
    endedAt,
  };
}
