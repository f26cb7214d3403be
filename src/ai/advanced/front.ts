// Where the napoleon-advanced AI stands: its front, strongest first.
import { armiesOn, enemyNeighbours, territoriesControlledBy } from '../../engine/board.js';
import type { GameState, PlayerId, TerritoryId } from '../../engine/types.js';

/** Own territories facing an enemy, strongest first (all own territories when none does). */
export function front(s: GameState, player: PlayerId): TerritoryId[] {
  const own = territoriesControlledBy(s, player);
  const facing = own.filter((t) => enemyNeighbours(s, t).length > 0);
  return (facing.length > 0 ? facing : own).sort((a, b) => armiesOn(s, b) - armiesOn(s, a));
}
