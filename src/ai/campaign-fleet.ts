// The campaign AI's fleets (NA-NAV in the 1796 campaign): before any land offensive, ships spread
// one zone further into empty zones of a sea route the side already sails (a whole route pays its
// bonus in points every turn and in armies, NC-VP-1; each zone counts for reinforcements and for
// sea supremacy, NC-VP-2), leaving one ship behind in each. Three zones held in a row also carry a
// landing three zones away (NA-LAND-2): France's Toulon squadron opens the way to Égypte this way.
import { seaController, shipsIn } from '../engine/board-units.js';
import { mapOf } from '../engine/board.js';
import { checkSail } from '../engine/advanced/naval.js';
import { zonesNext } from '../engine/advanced/seas.js';
import { advancedTurn } from '../engine/advanced/slice.js';
import type { Action, GameState, PlayerId } from '../engine/types.js';

/** No ships of anyone in zone `z`. */
const empty = (s: GameState, z: string): boolean => s.players.every((p) => shipsIn(s, z, p.id) === 0);

/** A sail into an empty zone of a route `player` already holds part of, one ship staying behind; null when none. */
export function fleetStep(s: GameState, player: PlayerId): Action | null {
  if (s.phase.kind !== 'attack' || s.phase.conquest || s.phase.pendingRoll || advancedTurn(s).land) return null;
  for (const route of mapOf(s).seas.routes)
    for (const from of route.zones) {
      const ships = shipsIn(s, from, player);
      if (seaController(s, from) !== player || ships < 2) continue;
      for (const to of zonesNext(s, from)) {
        if (!route.zones.includes(to) || !empty(s, to)) continue;
        if (checkSail(s, player, from, to, ships - 1) === null) return { type: 'sail', from, to, ships: ships - 1 };
      }
    }
  return null;
}
