// NA-SET-4: the starting general and fortification are placed in the first reinforcement phase;
// one that cannot be placed anywhere (no own territory without a fortification or an epidemic,
// an empty pool) is given up rather than blocking the turn.
import { territoriesControlledBy } from '../board.js';
import type { GameState, PlayerId } from '../types.js';
import { fortifiable, fortsLeft } from './build.js';
import { advancedOf } from './slice.js';

export function dropUnplaceableStarting(s: GameState, player: PlayerId): void {
  const left = s.ext.advanced?.starting[player];
  if (!left || left.forts === 0) return;
  if (fortsLeft(s) > 0 && territoriesControlledBy(s, player).some((t) => fortifiable(s, t, player))) return;
  advancedOf(s).starting[player] = { ...left, forts: 0 };
}
