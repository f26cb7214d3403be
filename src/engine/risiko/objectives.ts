// RisiKo!'s secret objectives (R-SET-3) and scores (R-SCO-1): the deal, the win on a completed
// objective, and the scores and ranking that end a timed game (R-END-1, src/engine/risiko/sdadata.ts)
// and qualify a tournament (R-TOUR-1).
import { armiesOf, armiesOn, controller, territoriesControlledBy } from '../board.js';
import { OBJECTIVES, objectiveByNumber } from '../content.js';
import type { Draft } from '../draft.js';
import { endGame, goalToCheck } from '../goals.js';
import { randInt, shuffle } from '../rng.js';
import { featuresOf, isActive, mapOf } from '../state.js';
import type { GameState, PlayerId } from '../types.js';

/** R-SET-3: one objective each, secretly, in a game whose goal is the objectives (the `dealGoals` layer). */
export function dealObjectives(d: Draft): void {
  const s = d.s;
  const seated = s.players.filter((p) => p.kind !== 'neutral');
  if (featuresOf(s).goal(seated.length) !== 'objective') return;
  const deck = shuffle(
    s.rng,
    OBJECTIVES.map((o) => o.number),
  );
  for (const p of seated) p.objective = deck.pop()!;
}

export function objectiveComplete(s: GameState, player: PlayerId): boolean {
  const n = s.players[player].objective;
  if (n === null) return false;
  return objectiveByNumber(n).territories.every((t) => controller(s, t) === player);
}

/** R-OBJ: the one who completes their objective wins, with 100 (the `victory` layer over the ones below). */
export function objectiveVictory(
  d: Draft,
  player: PlayerId | null,
  below: (d: Draft, player: PlayerId | null) => boolean,
): boolean {
  if (below(d, player)) return true;
  if (player === null || goalToCheck(d.s, player) !== 'objective' || !objectiveComplete(d.s, player)) return false;
  endGame(d, [player], 'objective', risikoScores(d.s, player));
  return true;
}

/** R-SCO-1: points of held objective territories; 100 for a completed objective. */
export function risikoScores(s: GameState, completedBy: PlayerId | null): Record<PlayerId, number> {
  const points = mapOf(s).points ?? {};
  const scores: Record<PlayerId, number> = {};
  for (const p of s.players) {
    if (p.kind === 'neutral') continue;
    if (p.id === completedBy) {
      scores[p.id] = 100;
      continue;
    }
    if (p.objective === null || p.status !== 'active') {
      scores[p.id] = 0;
      continue;
    }
    scores[p.id] = objectiveByNumber(p.objective)
      .territories.filter((t) => controller(s, t) === p.id)
      .reduce((a, t) => a + (points[t] ?? 0), 0);
  }
  return scores;
}

/**
 * R-SCO-1 ranking with its tie-breaks: score; points held outside the objective; armies on
 * objective territories; all armies; then dice (from the game's PRNG).
 */
export function risikoRanking(d: Draft): { ranking: PlayerId[]; scores: Record<PlayerId, number> } {
  const s = d.s;
  const scores = risikoScores(s, null);
  const points = mapOf(s).points ?? {};
  const eligible = s.players.filter((p) => isActive(p)).map((p) => p.id);
  const key = (id: PlayerId): number[] => {
    const obj = new Set(
      s.players[id].objective !== null ? objectiveByNumber(s.players[id].objective!).territories : [],
    );
    const own = territoriesControlledBy(s, id);
    return [
      scores[id],
      own.filter((t) => !obj.has(t)).reduce((a, t) => a + (points[t] ?? 0), 0),
      own.filter((t) => obj.has(t)).reduce((a, t) => a + armiesOn(s, t), 0),
      armiesOf(s, id),
    ];
  };
  const keys = new Map(eligible.map((id) => [id, key(id)]));
  const dice = new Map(eligible.map((id) => [id, 0]));
  const cmp = (a: PlayerId, b: PlayerId): number => {
    const ka = keys.get(a)!,
      kb = keys.get(b)!;
    for (let i = 0; i < ka.length; i++) if (ka[i] !== kb[i]) return kb[i] - ka[i];
    return dice.get(b)! - dice.get(a)!;
  };
  // Dice only settle players still tied after every count; re-roll until they differ.
  let ranking = [...eligible].sort(cmp);
  for (let guard = 0; guard < 20; guard++) {
    const tied = ranking.filter((id) => ranking.some((o) => o !== id && cmp(id, o) === 0));
    if (tied.length === 0) break;
    for (const id of tied) dice.set(id, dice.get(id)! * 10 + randInt(s.rng, 6) + 1);
    ranking = [...eligible].sort(cmp);
  }
  return { ranking, scores };
}
