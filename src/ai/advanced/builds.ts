// NA-CONV: what the napoleon-advanced AI converts its reinforcements into, one build a decision,
// before it places its armies. Each rule's condition turns false once built (a zone no longer
// empty, a fort built this turn, a general there) or the reserve drops below its floor, so a
// turn's builds end by themselves.
import { armiesOn, controller, mapOf } from '../../engine/board.js';
import { generalsOn, seaController, shipsIn, unitsOnBoard } from '../../engine/board-units.js';
import { checkBuild, fortifiable, owesStartingUnits } from '../../engine/advanced/build.js';
import { coastsOf } from '../../engine/advanced/seas.js';
import { advancedTurn, capturedOf, startingLeft } from '../../engine/advanced/slice.js';
import type { Action, BuildUnit, GameState, PlayerId } from '../../engine/types.js';
import { front } from './front.js';
import type { AdvancedAiOptions } from './options.js';

export function tryBuild(s: GameState, player: PlayerId, unit: BuildUnit, at: string, count: number): Action | null {
  const c = checkBuild(s, player, unit, at, count);
  return 'code' in c ? null : { type: 'build', unit, at, count };
}

/**
 * NA-CONV-1, NA-REI-1: a ship in an empty zone on an own coast counts as a controlled zone in the
 * reinforcements, the census and the zone missions, for one army; two in a route's zone (routes
 * pay armies and VP). Never beside another player's fleet (a forced combat), and never more
 * than half of what the turn brought.
 */
function shipAction(s: GameState, player: PlayerId, spend: number): Action | null {
  const seas = mapOf(s).seas;
  const onRoute = new Set(seas.routes.flatMap((r) => r.zones));
  for (const route of [true, false])
    for (const { id: z } of seas.zones) {
      if (onRoute.has(z) !== route || seaController(s, z) !== -1) continue;
      if (s.players.some((o) => shipsIn(s, z, o.id) > 0)) continue;
      if (!coastsOf(s, z).some((t) => controller(s, t) === player)) continue;
      const count = route ? 2 : 1;
      if (count > spend) continue;
      const a = tryBuild(s, player, 'ship', z, count);
      if (a) return a;
    }
  return null;
}

/** NA-SET-4, NA-CONV: the starting units, then the conversions worth making this turn. */
export function buildAction(s: GameState, player: PlayerId, o: AdvancedAiOptions): Action | null {
  const p = s.players[player];
  const lines = front(s, player);
  if (owesStartingUnits(s, player)) {
    const left = startingLeft(s, player);
    if (left.generals > 0) return tryBuild(s, player, 'general', lines[0], 1);
    const spot = lines.find((t) => fortifiable(s, t, player));
    return spot ? tryBuild(s, player, 'fort', spot, 1) : null;
  }
  // what may be spent on units: the reserve above half of what this turn brought
  const spend = p.reserve - Math.ceil(s.turn.received / 2);
  if (spend < 1) return null;
  if (unitsOnBoard(s, player, 'generals') === 0 && capturedOf(s, player, 'generals') > 0)
    return tryBuild(s, player, 'buyGeneral', lines[0], 1);
  if (o.sea) {
    const a = shipAction(s, player, spend);
    if (a) return a;
  }
  if (p.reserve >= 7 && advancedTurn(s).fortsBuilt.length === 0) {
    const spot = lines.find((t) => fortifiable(s, t, player) && armiesOn(s, t) >= 3);
    const a = spot ? tryBuild(s, player, 'fort', spot, 1) : null;
    if (a) return a;
  }
  if (p.reserve >= 8 && unitsOnBoard(s, player, 'generals') < 2 && generalsOn(s, lines[0], player) === 0)
    return tryBuild(s, player, 'general', lines[0], 1);
  return null;
}
