// The AI's side of Risk Napoléon's advanced game (napoleon-advanced, NA-*): a simple, sane policy
// for what the advanced rules add, wrapped around a policy that plays the armies (the baseline).
// It places its starting general and fortification at the front, builds a few ships where a
// sea route can be taken, a fortification and a general where the front is thickest, fights its
// forced naval combats, takes empty territories, and turns the base policy's strategic move into
// the land manoeuvre. Outside the advanced game it is the policy unchanged.
import { armiesOn, controller, enemyNeighbours, mapOf, territoriesControlledBy } from '../engine/board.js';
import { epidemicsOn, generalsOn, seaController, shipsIn, unitsOnBoard } from '../engine/board-units.js';
import { checkBuild, fortifiable, owesStartingUnits } from '../engine/advanced/build.js';
import { checkOccupy, followLimits } from '../engine/advanced/land.js';
import { checkManoeuvre, manoeuvreOf, type ManoeuvreAction } from '../engine/advanced/manoeuvre.js';
import { checkSail, forcedCombats } from '../engine/advanced/naval.js';
import { coastsOf, zonesNext } from '../engine/advanced/seas.js';
import { setupRoom } from '../engine/advanced/setup.js';
import { advancedTurn, capturedOf, startingLeft } from '../engine/advanced/slice.js';
import type { Action, BuildUnit, GameState, PlayerId, TerritoryId } from '../engine/types.js';
import { baselineAttack } from './baseline.js';
import type { Policy } from './types.js';

/** `base` plays the armies; the advanced game's own decisions come first, and its strategic move becomes a manoeuvre. */
export function advancedAware(base: Policy): Policy {
  return (view, player, rng, legal) => {
    if (!view.ext.advanced) return base(view, player, rng, legal);
    return advancedAction(view, player) ?? adapt(view, player, base(view, player, rng, legal));
  };
}

/** Own territories facing an enemy, strongest first. */
function front(s: GameState, player: PlayerId): TerritoryId[] {
  const own = territoriesControlledBy(s, player);
  const facing = own.filter((t) => enemyNeighbours(s, t).length > 0);
  return (facing.length > 0 ? facing : own).sort((a, b) => armiesOn(s, b) - armiesOn(s, a));
}

function tryBuild(s: GameState, player: PlayerId, unit: BuildUnit, at: string, count: number): Action | null {
  const c = checkBuild(s, player, unit, at, count);
  return 'code' in c ? null : { type: 'build', unit, at, count };
}

/** NA-CONV: the starting units, then a few conversions at the start of the reinforcement phase. */
function buildAction(s: GameState, player: PlayerId): Action | null {
  const p = s.players[player];
  const lines = front(s, player);
  if (owesStartingUnits(s, player)) {
    const left = startingLeft(s, player);
    if (left.generals > 0) return tryBuild(s, player, 'general', lines[0], 1);
    const spot = lines.find((t) => fortifiable(s, t, player));
    return spot ? tryBuild(s, player, 'fort', spot, 1) : null;
  }
  // conversions only before any army of this turn is placed, once each
  if (p.reserve < 5 || p.reserve !== s.turn.received) return null;
  if (unitsOnBoard(s, player, 'generals') === 0 && capturedOf(s, player, 'generals') > 0)
    return tryBuild(s, player, 'buyGeneral', lines[0], 1);
  // ships into an empty zone of a sea route washing an own territory (routes pay VP and armies)
  for (const route of mapOf(s).seas.routes)
    for (const z of route.zones) {
      if (seaController(s, z) !== -1 || shipsIn(s, z, player) > 0) continue;
      if (mapOf(s).seas.zones.length === 0 || !coastsOf(s, z).some((t) => controller(s, t) === player)) continue;
      if (s.players.some((o) => o.id !== player && shipsIn(s, z, o.id) > 0)) continue;
      const a = tryBuild(s, player, 'ship', z, 2);
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

/** NA-NAV, NA-LAND-3: forced combats, sailing into empty zones next to own fleets, empty territories. */
function attackStep(s: GameState, player: PlayerId): Action | null {
  const phase = s.phase;
  if (phase.kind !== 'attack' || phase.conquest || phase.pendingRoll || phase.elimTrade) return null;
  const forced = forcedCombats(s);
  if (forced.length > 0) return { type: 'seaBattle', zone: forced[0] };
  // generals follow a conquest that leaves their territory behind the front; admirals stay with
  // the ships left behind (a sea zone has no land neighbours to ask about)
  const f = followLimits(s, player);
  if (!('code' in f) && f.unit === 'general' && enemyNeighbours(s, f.from).length === 0)
    return { type: 'follow', leaders: f.max };
  if (!advancedTurn(s).land)
    for (const { id: from } of mapOf(s).seas.zones) {
      if (seaController(s, from) !== player || shipsIn(s, from, player) < 3) continue;
      for (const to of zonesNext(s, from)) {
        const empty = s.players.every((o) => shipsIn(s, to, o.id) === 0);
        const ships = Math.floor(shipsIn(s, from, player) / 2);
        if (empty && checkSail(s, player, from, to, ships) === null) return { type: 'sail', from, to, ships };
      }
    }
  for (const to of mapOf(s).territoryIds) {
    if (armiesOn(s, to) > 0) continue;
    for (const from of territoriesControlledBy(s, player)) {
      if (armiesOn(s, from) < 4 + epidemicsOn(s, to)) continue;
      const count = Math.floor(armiesOn(s, from) / 2);
      if (checkOccupy(s, player, from, to, count) === null) return { type: 'occupy', from, to, count };
    }
  }
  return null;
}

function advancedAction(s: GameState, player: PlayerId): Action | null {
  if (s.turn.player !== player) return null;
  if (s.phase.kind === 'reinforce' && !s.phase.mustTrade) return buildAction(s, player);
  if (s.phase.kind === 'attack') return attackStep(s, player);
  return null;
}

/** The base policy's action made legal here: capped set-up placements, its strategic move as the land manoeuvre. */
function adapt(s: GameState, player: PlayerId, a: Action): Action {
  if (s.phase.kind === 'setupPlace' && a.type === 'place' && setupRoom(s, a.territory) < a.count) {
    const room = territoriesControlledBy(s, player).filter((t) => setupRoom(s, t) > 0);
    return { type: 'place', territory: room[0] ?? a.territory, count: 1 };
  }
  // NA-LAND-4: an invasion of an epidemic's territory costs armies: another target first
  if ((a.type === 'blitz' || a.type === 'attack') && epidemicsOn(s, a.to) > 0)
    return baselineAttack(s, player, (_from, to) => epidemicsOn(s, to) === 0) ?? a;
  if (a.type !== 'fortify') return a;
  if (s.phase.kind === 'attack') return { type: 'endPhase' }; // to the manoeuvre phase
  const m = manoeuvreOf(s);
  if (m.land) return { type: 'endTurn' };
  const leaders = generalsOn(s, a.from, player);
  const move: ManoeuvreAction = { type: 'manoeuvre', by: 'land', from: a.from, to: a.to, count: a.count, leaders };
  return checkManoeuvre(s, player, move) === null ? move : { type: 'endTurn' };
}
