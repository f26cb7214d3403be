// What the advanced game's handlers share: its refusal, and the victory points with their source.
import { emit, type Draft } from '../draft.js';
import type { AdvancedRefusal, RuleError } from '../errors.js';
import type { PointsSource } from '../events.js';
import { addPoints } from '../ext.js';
import type { PlayerId } from '../types.js';

/** An NA-* refusal naming the territory or zone concerned and the limit, when there is one. */
export const refusal = (reason: AdvancedRefusal, at: string | null = null, max: number | null = null): RuleError => ({
  code: 'advanced',
  reason,
  at,
  max,
});

/** NA-WIN-4: `points` victory points (negative: lost) for `player`, with where they came from. */
export function scorePoints(
  d: Draft,
  player: PlayerId,
  points: number,
  source: PointsSource,
  detail: string | null,
): void {
  if (points === 0) return;
  addPoints(d.s, player, points);
  emit(d, { type: 'pointsScored', player, points, source, detail });
}
