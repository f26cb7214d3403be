// NA-SET-4: the starting general and fortification are placed in the first reinforcement phase
// (by the player, or for them when they go on without); one that cannot be placed anywhere (no own territory without a fortification or an epidemic,
// an empty pool) is given up rather than blocking the turn.
import { armiesOn, territoriesControlledBy } from '../board.js';
import type { Draft } from '../draft.js';
import type { GameState, PlayerId } from '../types.js';
import { build, fortifiable, fortsLeft } from './build.js';
import { advancedOf, startingLeft } from './slice.js';

/**
 * NA-SET-4: a player who places, trades or ends the phase before placing their starting units
 * has them placed for them: the general on their strongest territory, the fortification on
 * their strongest territory that may have one (a seat that is away is never stuck on them).
 */
export function placeStartingFor(d: Draft, player: PlayerId): void {
  const s = d.s;
  const own = territoriesControlledBy(s, player).sort((a, b) => armiesOn(s, b) - armiesOn(s, a));
  if (own.length === 0) return;
  if (startingLeft(s, player).generals > 0) build(d, player, 'general', own[0], 1);
  const spot = own.find((t) => fortifiable(s, t, player));
  if (startingLeft(s, player).forts > 0 && spot) build(d, player, 'fort', spot, 1);
}

export function dropUnplaceableStarting(s: GameState, player: PlayerId): void {
  const left = s.ext.advanced?.starting[player];
  if (!left || left.forts === 0) return;
  if (fortsLeft(s) > 0 && territoriesControlledBy(s, player).some((t) => fortifiable(s, t, player))) return;
  advancedOf(s).starting[player] = { ...left, forts: 0 };
}
