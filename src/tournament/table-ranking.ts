// A finished table's ranking for the tournament: the winners first, then the rulebook's order.
// C-TOUR-1/C-TOUR-2: the "strongest" is the one holding the most territories (armies after);
// of those eliminated (none held), the one who lasted longer (out in a later game round).
// R-SCO-1 (R-TOUR-1 qualifies by it): score; points held outside the objective; armies on the
// objective's territories; all armies; then dice — here a draw seeded by the tournament and the
// game, so every process computes the same ranking.
import { armiesOf, armiesOn, objectiveByNumber, territoriesControlledBy } from '../engine/index.js';
import { mapOf } from '../engine/board.js';
import { risikoScores } from '../engine/risiko/objectives.js';
import { randInt, seedRng } from '../engine/rng.js';
import type { GameState } from '../engine/types.js';
import type { TableOutcome } from './machine.js';
import { endsOnScores } from '../rules/registry.js';

export interface SeatFacts {
  /** Entrant id of seat i. */
  entrant: string;
  /** The seat was abandoned, or its turns were handed to the AI (an AI entrant never forfeits). */
  forfeited: boolean;
  /** The game round in which the seat was eliminated (absent: still on the board at the end). */
  outRound?: number;
}

/** The numbers a table is ranked on after the winners, most important first. */
export function rankingKey(s: GameState, seat: number): number[] {
  const own = territoriesControlledBy(s, seat);
  if (!endsOnScores(s.ruleset)) return [own.length, armiesOf(s, seat)];
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

/** The game round in which each seat was eliminated, from the game's log (turnStarted, playerEliminated). */
export function eliminationRounds(log: readonly { events: readonly unknown[] }[]): Map<number, number> {
  const out = new Map<number, number>();
  let round = 0;
  for (const e of log)
    for (const ev of e.events as { type?: string; round?: number; player?: number }[]) {
      if (ev.type === 'turnStarted' && typeof ev.round === 'number') round = ev.round;
      if (ev.type === 'playerEliminated' && typeof ev.player === 'number' && !out.has(ev.player))
        out.set(ev.player, round);
    }
  return out;
}

export function rankTable(s: GameState, seats: readonly SeatFacts[], seed: number, endedAt: number): TableOutcome {
  const winners = new Set(s.phase.kind === 'over' ? s.phase.winners : []);
  const rng = seedRng(seed);
  const rows = seats.map((f, seat) => ({
    f,
    seat,
    win: winners.has(seat) ? 0 : 1,
    key: rankingKey(s, seat),
    lasted: f.outRound ?? Infinity,
    dice: randInt(rng, 1 << 30),
  }));
  rows.sort((a, b) => {
    if (a.win !== b.win) return a.win - b.win;
    for (let i = 0; i < a.key.length; i++) if (a.key[i] !== b.key[i]) return b.key[i] - a.key[i];
    if (a.lasted !== b.lasted) return a.lasted > b.lasted ? -1 : 1;
    return a.dice - b.dice;
  });
  const out = rows.filter((r) => r.f.outRound !== undefined);
  return {
    ranking: rows.map((r) => r.f.entrant),
    strength: Object.fromEntries(rows.map((r) => [r.f.entrant, r.key[0]])),
    ...(out.length ? { outRound: Object.fromEntries(out.map((r) => [r.f.entrant, r.f.outRound!])) } : {}),
    forfeited: seats.filter((f, seat) => f.forfeited || s.players[seat]?.status === 'passive').map((f) => f.entrant),
    endedAt,
  };
}
