// The results record of a finished game: who sat where, their placement and score, rounds and
// duration — the row stats, ratings and tournaments read.
import type { GameResult } from '../store/repository.js';
import type { GameRecord } from './record.js';

/**
 * Places: the winners share 1st. Where the game counts points (RisiKo!) the others are ranked
 * by score (equal scores share a place); otherwise every other seat shares 2nd.
 */
export function placements(r: GameRecord): number[] {
  const phase = r.state?.phase;
  if (!phase || phase.kind !== 'over') return r.seats.map(() => 0);
  const winners = new Set(phase.winners);
  const scores = phase.scores;
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
  const phase = r.state?.phase;
  const scores = phase?.kind === 'over' ? phase.scores : undefined;
  return {
    gameId: r.gameId, guildId: r.guildId, channelId: r.channelId, ruleset: r.ruleset,
    startedAt: r.startedAt ?? r.createdAt, endedAt: r.endedAt ?? r.updatedAt, rounds: r.state?.turn.round ?? 0,
    seats: r.seats.map((s, i) => ({
      seat: i, userId: s.userId, name: s.name, kind: s.kind, place: places[i], score: scores ? scores[i] ?? 0 : null,
    })),
  };
}
