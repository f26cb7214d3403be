// NA-NAV, NA-LAND, NA-GEN: the napoleon-advanced AI's combat phase beyond the base policy's land
// attacks: forced naval combats, fleets spreading and invading at sea, empty territories taken,
// generals following a moving front and kept out of battles they could be captured in.
import { armiesOn, enemyNeighbours, mapOf, territoriesControlledBy } from '../../engine/board.js';
import { epidemicsOn, generalsOn, seaController, shipsIn } from '../../engine/board-units.js';
import { checkOccupy, followLimits } from '../../engine/advanced/land.js';
import { checkSail, forcedCombats } from '../../engine/advanced/naval.js';
import { zonesNext } from '../../engine/advanced/seas.js';
import { advancedTurn } from '../../engine/advanced/slice.js';
import type { Action, GameState, PlayerId } from '../../engine/types.js';
import { baselineAttack } from '../baseline.js';
import { byLand, type AdvancedAiOptions } from './options.js';

/** The strongest other fleet in `z`. */
const enemyShips = (s: GameState, z: string, player: PlayerId): number =>
  s.players.reduce((m, o) => (o.id === player ? m : Math.max(m, shipsIn(s, z, o.id))), 0);

/** NA-NAV-3: a fleet of 3 or more sends half into an empty zone next to it, or all but one against a fleet it outnumbers 2 to 1. */
function sailAction(s: GameState, player: PlayerId): Action | null {
  for (const { id: from } of mapOf(s).seas.zones) {
    const mine = shipsIn(s, from, player);
    if (seaController(s, from) !== player || mine < 3) continue;
    for (const to of zonesNext(s, from)) {
      const foe = enemyShips(s, to, player);
      const ships = foe === 0 ? Math.floor(mine / 2) : mine - 1;
      if (foe > 0 && ships < 2 * foe + 1) continue;
      if (checkSail(s, player, from, to, ships) === null) return { type: 'sail', from, to, ships };
    }
  }
  return null;
}

/** NA-LAND-3: an empty territory, taken from a stack that can spare half (and pay its epidemics). */
function occupyAction(s: GameState, player: PlayerId, o: AdvancedAiOptions): Action | null {
  for (const to of mapOf(s).territoryIds) {
    if (armiesOn(s, to) > 0) continue;
    for (const from of territoriesControlledBy(s, player)) {
      if (armiesOn(s, from) < 4 + epidemicsOn(s, to) || (!o.sea && !byLand(s, from, to))) continue;
      const count = Math.floor(armiesOn(s, from) / 2);
      if (checkOccupy(s, player, from, to, count) === null) return { type: 'occupy', from, to, count };
    }
  }
  return null;
}

/** The advanced game's own combat steps, before the base policy's attacks (null: none). */
export function combatStep(s: GameState, player: PlayerId, o: AdvancedAiOptions): Action | null {
  const phase = s.phase;
  if (phase.kind !== 'attack' || phase.conquest || phase.pendingRoll || phase.elimTrade) return null;
  const forced = forcedCombats(s);
  if (forced.length > 0) return { type: 'seaBattle', zone: forced[0] };
  // NA-GEN-2: generals follow a conquest that leaves their territory behind the front; admirals
  // stay with the ships left behind (a sea zone has no land neighbours to ask about)
  const f = followLimits(s, player);
  if (!('code' in f) && f.unit === 'general' && enemyNeighbours(s, f.from).length === 0)
    return { type: 'follow', leaders: f.max };
  if (o.sea && !advancedTurn(s).land) {
    const a = sailAction(s, player);
    if (a) return a;
  }
  return occupyAction(s, player, o);
}

/**
 * The base policy's attack made fit for this game: NA-LAND-4 another target than an epidemic's
 * territory when there is one, and a blitz that stops before the epidemic's cost leaves the
 * source unable to roll; the landlubber only across land borders; NA-GEN-3 a source with
 * generals attacks only while it rolls three dice (4 armies: two losses cannot take them).
 */
export function fitAttack(s: GameState, player: PlayerId, a: Action, o: AdvancedAiOptions): Action | null {
  if (a.type !== 'blitz' && a.type !== 'attack') return a;
  // the armies that fight once the epidemics' cost is paid
  const left = (from: string, to: string) => armiesOn(s, from) - epidemicsOn(s, to);
  const fit = (from: string, to: string) =>
    (o.sea || byLand(s, from, to)) && left(from, to) >= (generalsOn(s, from, player) > 0 ? 4 : 2);
  const clean = (from: string, to: string) => fit(from, to) && epidemicsOn(s, to) === 0;
  const out = clean(a.from, a.to) ? a : (baselineAttack(s, player, clean) ?? (fit(a.from, a.to) ? a : null));
  if (out?.type !== 'blitz') return out;
  const floor = generalsOn(s, out.from, player) > 0 ? 3 : 1;
  return { ...out, stopAt: Math.min(Math.max(floor, out.stopAt ?? 1), left(out.from, out.to) - 1) };
}
