// Who holds a sea route: read by the band's figures and the sea drawing alike, so it lives in
// neither (they import each other's neighbours).
import type { PlayerId } from '../engine/types.js';
import type { BoardView } from './board-view.js';

type Forces = NonNullable<BoardView['forces']>;

/** NA-BRD-2/3: the player who controls every zone of the route, or null. */
export function routeHolder(forces: Forces, zones: readonly string[]): PlayerId | null {
  const first = forces.sea[zones[0]]?.controller;
  if (first === undefined || first < 0) return null;
  return zones.every((z) => forces.sea[z]?.controller === first) ? first : null;
}
