// The results record of a finished game: who sat where, their placement and score, rounds and
// duration — the row stats, ratings and tournaments read. Winners and scores come from the
// game definition's outcome.
import type { Outcome } from '../game/definition.js';
import type { GameResult } from '../store/repository.js';
import { defOf, hostOf } from './family.js';
import type { GameRecord } from './record.js';

function outcomeOf(r: GameRecord): Outcome | null {
  return r.state === null ? null : defOf(r).outcome(r.state);
}

/**
 * Places: the winners share 1st. Where the game counts points (RisiKo!, Risk Express) the
 * others are ranked by score (equal scores share a place); otherwise every other seat shares 2nd.
 */
export function placements(r: GameRecord): number[] {
  const out = outcomeOf(r);
  if (!out) return r.seats.map(() => 0);
  const winners = new Set(out.winners);
  const scores = out.scores;
  const others = r.seats.map((_, i) => i).filter((i) => !winners.has(i));
  const place: number[] = r.seats.map((_, i) => (winners.has(i) ? 1 : 0));
  const base = winners.size > 0 ? 2 : 1;
  if (scores) {
    const sorted = [...others].sort((a, b) => (scores[b] ?? 0) - (scores[a] ?? 0));
    sorted.forEach((p, k) => {
      const prev = sorted[k - 1];
      place[p] = k > 0 && (scores[prev] ?? 0) === (scores[p] ?? 0) ? place[prev] : base + k;
    });
  } else for (const p of others) place[p] = base;
  return place;
}

export function resultOf(r: GameRecord): GameResult {
  const places = placements(r);
  const scores = outcomeOf(r)?.scores;
  return {
    gameId: r.gameId,
    guildId: r.guildId,
    channelId: r.channelId,
    ruleset: r.ruleset,
    startedAt: r.startedAt ?? r.createdAt,
    endedAt: r.endedAt ?? r.updatedAt,
    rounds: r.state === null ? 0 : hostOf(r).round(r.state),
    seats: r.seats.map((s, i) => ({
      seat: i,
      userId: s.userId,
      name: s.name,
      kind: s.kind,
      place: places[i],
      score: scores ? (scores[i] ?? 0) : null,
    })),
  };
}
