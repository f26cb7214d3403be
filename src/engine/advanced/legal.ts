// The advanced game's legal actions (the `ownLegalActions` hook): the capped set-up placements,
// the starting units and conversions, forced naval combats, naval invasions, moves into empty
// territories and the manoeuvres. Counts are listed at their ends (1 and the most), as the
// engine's own lists do; the engine appends attacks, trades, placements and ends.
import { armiesOn, controller, mapOf, territoriesControlledBy } from '../board.js';
import { seaController, seaZonesControlledBy, shipsIn } from '../board-units.js';
import type { Action, BuildUnit, GameState, ManoeuvreKind, PlayerId } from '../types.js';
import { checkBuild, fortifiable } from './build.js';
import { forcedCombats, checkSail } from './naval.js';
import { checkOccupy, followLimits } from './land.js';
import { manoeuvreLimits, manoeuvreTargets } from './manoeuvre.js';
import { zonesNext } from './seas.js';
import { setupRoom } from './setup.js';
import { advancedTurn } from './slice.js';
import { pushCardActions } from './card-legal.js';

const ends = (min: number, max: number): number[] => (max < min ? [] : min === max ? [min] : [min, max]);

function pushBuilds(s: GameState, player: PlayerId, out: Action[]): void {
  const own = territoriesControlledBy(s, player);
  const zones = mapOf(s).seas.zones.map((z) => z.id);
  const places: Record<BuildUnit, readonly string[]> = {
    ship: zones,
    general: own,
    admiral: zones.filter((z) => shipsIn(s, z, player) > 0),
    fort: own.filter((t) => fortifiable(s, t, player)),
    buyGeneral: own,
    buyAdmiral: zones.filter((z) => shipsIn(s, z, player) > 0),
  };
  for (const unit of Object.keys(places) as BuildUnit[])
    for (const at of places[unit]) {
      const c = checkBuild(s, player, unit, at, 1);
      if ('code' in c) continue;
      for (const count of ends(1, c.max)) out.push({ type: 'build', unit, at, count });
    }
}

function pushManoeuvres(s: GameState, player: PlayerId, out: Action[]): void {
  const own = territoriesControlledBy(s, player);
  const zones = seaZonesControlledBy(s, player);
  for (const by of ['land', 'general', 'naval', 'admiral'] as ManoeuvreKind[])
    for (const from of by === 'land' || by === 'general' ? own : zones) {
      const lim = manoeuvreLimits(s, player, by, from);
      if ('code' in lim || lim.units + lim.leaders < 1) continue;
      for (const to of manoeuvreTargets(s, player, by, from)) {
        for (const count of ends(1, lim.units)) out.push({ type: 'manoeuvre', by, from, to, count, leaders: 0 });
        if (lim.leaders > 0) {
          out.push({ type: 'manoeuvre', by, from, to, count: 0, leaders: lim.leaders });
          if (lim.units > 0) out.push({ type: 'manoeuvre', by, from, to, count: lim.units, leaders: lim.leaders });
        }
      }
    }
}

/** The `ownLegalActions` hook; true when the listed actions are the only legal ones. */
export function advancedLegalActions(s: GameState, player: PlayerId, out: Action[]): boolean {
  const phase = s.phase;
  if (phase.kind === 'setupPlace') {
    // NA-SET-4: the engine's list without the territories at the cap
    for (const t of territoriesControlledBy(s, player))
      for (const count of ends(1, Math.min(phase.perTurn - phase.placed, setupRoom(s, t))))
        out.push({ type: 'place', territory: t, count });
    return true;
  }
  if (phase.kind === 'reinforce') {
    if (phase.mustTrade) return false;
    pushBuilds(s, player, out); // NA-SET-4: while the starting units are owed, only they (then the rest is as usual)
    pushCardActions(s, player, out); // NA-CRD: R cards, arming
    return false;
  }
  if (phase.kind === 'attack') {
    if (phase.conquest || phase.pendingRoll || phase.elimTrade) return false;
    const follows = followLimits(s, player);
    if (!('code' in follows)) for (const leaders of ends(1, follows.max)) out.push({ type: 'follow', leaders });
    const forced = forcedCombats(s);
    if (forced.length > 0) {
      for (const zone of forced) out.push({ type: 'seaBattle', zone });
      return true;
    }
    pushCardActions(s, player, out); // NA-CRD: A and AD cards, arming
    if (!advancedTurn(s).land)
      for (const from of seaZonesControlledBy(s, player))
        for (const to of zonesNext(s, from)) {
          if (seaController(s, to) === player) continue;
          for (const ships of ends(1, shipsIn(s, from, player) - 1))
            if (checkSail(s, player, from, to, ships) === null) out.push({ type: 'sail', from, to, ships });
        }
    for (const to of mapOf(s).territoryIds) {
      if (armiesOn(s, to) > 0 || controller(s, to) === player) continue;
      for (const from of territoriesControlledBy(s, player)) {
        if (checkOccupy(s, player, from, to, 1) !== null) continue;
        const max = armiesOn(s, from) - 1 - (s.board.units?.epidemics[mapOf(s).index[to]] ?? 0);
        for (const count of ends(1, max)) out.push({ type: 'occupy', from, to, count });
      }
    }
    return false;
  }
  if (phase.kind === 'fortify') {
    pushManoeuvres(s, player, out);
    pushCardActions(s, player, out); // NA-CRD: M cards, arming
  }
  return false;
}
