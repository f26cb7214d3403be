// NA-GEN-3, NA-GEN-4: captured generals (on land) and admirals (at sea) go to the captor, who
// holds them until they are bought back (NA-CONV-4); each one is −1 VP to its owner, +1 VP to
// the captor.
import { addAdmirals, addGenerals, admiralsIn, generalsOn } from '../board-units.js';
import { emit, type Draft } from '../draft.js';
import type { PlayerId } from '../types.js';
import { scorePoints } from './common.js';
import { noteCapture } from './slice.js';

/** `owner`'s generals on territory `at` (or admirals in zone `at`) go to `captor`. */
export function captureLeaders(
  d: Draft,
  unit: 'general' | 'admiral',
  at: string,
  owner: PlayerId,
  captor: PlayerId,
): void {
  const land = unit === 'general';
  const n = land ? generalsOn(d.s, at, owner) : admiralsIn(d.s, at, owner);
  if (n === 0) return;
  (land ? addGenerals : addAdmirals)(d.s, at, owner, -n);
  noteCapture(d.s, owner, captor, land ? 'generals' : 'admirals', n);
  emit(d, { type: 'leadersCaptured', owner, captor, unit, count: n, at });
  scorePoints(d, owner, -n, 'captured', at);
  scorePoints(d, captor, n, 'capture', at);
}
