// NA-CONV, phase 2: converting reinforcements, 1 army each, into ships (in a zone on the player's
// coast, even beside another fleet: NA-NAV-2), generals, admirals (where the player has ships),
// fortifications (NA-FORT-4, from the common pool: NA-MAT-2), or buying back captured leaders
// (NA-CONV-4). The starting general and fortification (NA-SET-4) are placed the same way, free,
// before anything else of the first turn.
import { controller } from '../board.js';
import {
  addAdmirals,
  addGenerals,
  addShips,
  epidemicsOn,
  fortified,
  fortsOnBoard,
  seaController,
  setFort,
  shipsIn,
  unitsOnBoard,
} from '../board-units.js';
import { emit, type Draft } from '../draft.js';
import { err, ok, type Result, type RuleError } from '../errors.js';
import { rulesOf } from '../state.js';
import { maybeLeaveReinforce } from '../turns.js';
import type { BuildUnit, GameState, PlayerId } from '../types.js';
import { refusal } from './common.js';
import { coastsOf, isTerritory, isZone } from './seas.js';
import { advancedOf, capturedOf, startingLeft } from './slice.js';

/** NA-CONV: what reinforcements convert into. */
export const BUILD_UNITS: readonly BuildUnit[] = ['ship', 'general', 'admiral', 'fort', 'buyGeneral', 'buyAdmiral'];

const LEADER_LIMIT = { general: 'generals', admiral: 'admirals', ship: 'ships' } as const;

/**
 * NA-MAT-1: how many more of a unit kind `player` may put on the board: the box's tokens of their
 * colour, less those on the board and (generals, admirals) those a captor holds.
 */
export function roomFor(s: GameState, player: PlayerId, unit: 'ship' | 'general' | 'admiral'): number {
  const kind = LEADER_LIMIT[unit];
  const limit = rulesOf(s).units?.perPlayer[kind] ?? Infinity;
  const held = kind === 'ships' ? 0 : capturedOf(s, player, kind);
  return Math.max(0, limit - unitsOnBoard(s, player, kind) - held);
}

/** NA-MAT-2: fortifications left in the common pool. */
export const fortsLeft = (s: GameState): number => Math.max(0, (rulesOf(s).units?.forts ?? 0) - fortsOnBoard(s));

/** NA-SET-4: whether `player` still has starting units to place. */
export function owesStartingUnits(s: GameState, player: PlayerId): boolean {
  const left = startingLeft(s, player);
  return left.generals > 0 || left.forts > 0;
}

/** Whether a ship may be built in `z` by `player`: a zone bordering a territory they control (NA-CONV-1). */
export const coastalFor = (s: GameState, z: string, player: PlayerId): boolean =>
  coastsOf(s, z).some((t) => controller(s, t) === player);

/** NA-FORT-4 / NA-CONV-3: whether a fortification may go on `t` for `player`. */
export const fortifiable = (s: GameState, t: string, player: PlayerId): boolean =>
  controller(s, t) === player && !fortified(s, t) && epidemicsOn(s, t) === 0;

/** The most of `unit` one build may make at `at` (its place already checked), counting the free starting ones. */
function buildMax(s: GameState, player: PlayerId, unit: BuildUnit, free: number): number {
  const reserve = s.players[player].reserve + free;
  switch (unit) {
    case 'ship':
    case 'general':
    case 'admiral':
      return Math.min(reserve, roomFor(s, player, unit));
    case 'fort':
      return Math.min(1, reserve, fortsLeft(s));
    case 'buyGeneral':
      return unitsOnBoard(s, player, 'generals') > 0 ? 0 : Math.min(reserve, capturedOf(s, player, 'generals'));
    case 'buyAdmiral':
      return unitsOnBoard(s, player, 'admirals') > 0 ? 0 : Math.min(reserve, capturedOf(s, player, 'admirals'));
  }
}

/** The free starting units a build of `unit` uses (NA-SET-4). */
function freeFor(s: GameState, player: PlayerId, unit: BuildUnit): number {
  const left = startingLeft(s, player);
  return unit === 'general' ? left.generals : unit === 'fort' ? left.forts : 0;
}

/** Checks a build; its most when legal. */
export function checkBuild(
  s: GameState,
  player: PlayerId,
  unit: BuildUnit,
  at: string,
  count: number,
): RuleError | { max: number } {
  if (s.phase.kind !== 'reinforce') return { code: 'wrongPhase', phase: s.phase.kind, allowed: [] };
  if (s.phase.mustTrade) return { code: 'mustTrade', hand: s.players[player].hand.length };
  if (!BUILD_UNITS.includes(unit)) return refusal('unknownUnit');
  const free = freeFor(s, player, unit);
  if (owesStartingUnits(s, player) && free === 0) return refusal('startingUnits');
  const sea = unit === 'ship' || unit === 'admiral' || unit === 'buyAdmiral';
  if (sea && !isZone(s, at)) return refusal('unknownZone', at);
  if (!sea && !isTerritory(s, at)) return { code: 'unknownTerritory', territory: at };
  if (unit === 'ship' && !coastalFor(s, at, player)) return refusal('notCoastal', at);
  if ((unit === 'admiral' || unit === 'buyAdmiral') && shipsIn(s, at, player) === 0) return refusal('noShips', at);
  if ((unit === 'general' || unit === 'buyGeneral') && controller(s, at) !== player)
    return { code: 'notOwner', territory: at };
  if (unit === 'fort') {
    if (epidemicsOn(s, at) > 0) return refusal('epidemic', at);
    if (!fortifiable(s, at, player)) return refusal('alreadyFortified', at);
    if (fortsLeft(s) === 0) return refusal('noFortLeft');
  }
  const max = buildMax(s, player, unit, free);
  if (max < 1) {
    if (unit === 'buyGeneral' || unit === 'buyAdmiral') return refusal('nothingToBuyBack');
    if (unit !== 'fort' && roomFor(s, player, unit) === 0) return refusal('unitLimit', at, 0);
    return { code: 'notEnoughReserve', reserve: s.players[player].reserve };
  }
  if (!Number.isInteger(count) || count < 1 || count > max) return { code: 'badCount', min: 1, max };
  return { max };
}

/** NA-CONV-4: the bought-back leaders leave their captors, each owed 1 army (placed when their turn begins). */
function buyBack(s: GameState, player: PlayerId, unit: 'generals' | 'admirals', count: number): void {
  const a = advancedOf(s);
  let left = count;
  for (const c of a.captured) {
    if (c.owner !== player || left === 0) continue;
    const n = Math.min(left, c[unit]);
    c[unit] -= n;
    left -= n;
    a.owed[c.captor] = (a.owed[c.captor] ?? 0) + n;
  }
  a.captured = a.captured.filter((c) => c.generals > 0 || c.admirals > 0);
}

/** NA-CONV-1..4: converts `count` reinforcements into `unit` at `at`. */
export function build(d: Draft, player: PlayerId, unit: BuildUnit, at: string, count: number): Result<void> {
  const s = d.s;
  const c = checkBuild(s, player, unit, at, count);
  if ('code' in c) return err(c);
  const a = advancedOf(s);
  const free = Math.min(count, freeFor(s, player, unit));
  if (free > 0) {
    const left = a.starting[player];
    if (unit === 'general') left.generals -= free;
    else left.forts -= free;
  }
  s.players[player].reserve -= count - free;
  switch (unit) {
    case 'ship': {
      const before = seaController(s, at);
      addShips(s, at, player, count);
      // NA-NAV-2: built beside another player's ships, they must attack them this turn
      if (before !== player && seaController(s, at) === -1 && !a.turn.forced.includes(at)) a.turn.forced.push(at);
      break;
    }
    case 'general':
    case 'buyGeneral':
      addGenerals(s, at, player, count);
      if (unit === 'buyGeneral') buyBack(s, player, 'generals', count);
      break;
    case 'admiral':
    case 'buyAdmiral':
      addAdmirals(s, at, player, count);
      if (unit === 'buyAdmiral') buyBack(s, player, 'admirals', count);
      break;
    case 'fort':
      setFort(s, at, true);
      a.turn.fortsBuilt.push(at);
      break;
  }
  emit(d, { type: 'unitsBuilt', player, unit, at, count, free: free > 0 });
  if (!owesStartingUnits(s, player)) maybeLeaveReinforce(d);
  return ok(undefined);
}
