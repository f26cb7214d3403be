// The campaign AI's fleets (NA-NAV in the 1796 campaign): before any land offensive, ships spread
// one zone further into empty zones of a sea route the side already sails (a whole route pays its
// bonus in points every turn and in armies, NC-VP-1; each zone counts for reinforcements and for
// sea supremacy, NC-VP-2), leaving one ship behind in each. Three zones held in a row also carry a
// landing three zones away (NA-LAND-2): France's Toulon squadron opens the way to Égypte this way.
// The opponent's zones next to its own are attacked with a clear margin (a route broken, a landing
// cut, supremacy won), and a fleet facing the opponent's is built up first.
import { admiralsIn, seaController, seaZonesControlledBy, shipsIn } from '../engine/board-units.js';
import { controller, mapOf } from '../engine/board.js';
import { checkBuild } from '../engine/advanced/build.js';
import { checkSail } from '../engine/advanced/naval.js';
import { coastsOf, zonesNext } from '../engine/advanced/seas.js';
import { advancedTurn } from '../engine/advanced/slice.js';
import { opponentOf } from '../engine/campaign/slice.js';
import type { Action, GameState, PlayerId } from '../engine/types.js';

/** A fleet's strength: its ships, an admiral counting for one and a half (+1 to a die). */
const strength = (s: GameState, z: string, p: PlayerId): number => shipsIn(s, z, p) + 1.5 * admiralsIn(s, z, p);

/** No ships of anyone in zone `z`. */
const empty = (s: GameState, z: string): boolean => s.players.every((p) => shipsIn(s, z, p.id) === 0);

/** A naval invasion of an opponent's zone next to one of `player`'s, with a clear margin; null when none. */
function navalAttack(s: GameState, player: PlayerId): Action | null {
  const opp = opponentOf(s, player);
  for (const from of seaZonesControlledBy(s, player)) {
    const ships = shipsIn(s, from, player) - 1;
    if (ships < 1) continue;
    const mine = strength(s, from, player) - 1;
    for (const to of zonesNext(s, from)) {
      if (seaController(s, to) !== opp) continue;
      const theirs = strength(s, to, opp);
      if (mine >= theirs + 2 || mine >= 2 * theirs)
        if (checkSail(s, player, from, to, ships) === null) return { type: 'sail', from, to, ships };
    }
  }
  return null;
}

/**
 * NA-CONV-1 at the start of the reinforcements: ships into an own zone that faces the opponent's
 * fleet, until it outnumbers it by two (at most 3 a turn, from a reserve of 5 or more).
 */
export function fleetBuild(s: GameState, player: PlayerId): Action | null {
  const reserve = s.players[player].reserve;
  if (s.phase.kind !== 'reinforce' || reserve < 5 || reserve !== s.turn.received) return null;
  const opp = opponentOf(s, player);
  for (const z of seaZonesControlledBy(s, player)) {
    if (!coastsOf(s, z).some((t) => controller(s, t) === player)) continue;
    const facing = Math.max(0, ...zonesNext(s, z).map((x) => (seaController(s, x) === opp ? strength(s, x, opp) : 0)));
    if (facing === 0) continue;
    const need = Math.ceil(facing + 2 - strength(s, z, player));
    const count = Math.min(3, need, reserve - 3);
    if (count >= 1 && checkBuild(s, player, 'ship', z, count) === null)
      return { type: 'build', unit: 'ship', at: z, count };
  }
  return null;
}

/** Before any land offensive: a naval invasion worth making, else a sail into an empty zone of a route `player` already holds part of, one ship staying behind; null when none. */
export function fleetStep(s: GameState, player: PlayerId): Action | null {
  if (s.phase.kind !== 'attack' || s.phase.conquest || s.phase.pendingRoll || advancedTurn(s).land) return null;
  const attack = navalAttack(s, player);
  if (attack) return attack;
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
