// NA-LAND, phase 3b: land offensives. Landings through 1–3 consecutive controlled sea zones
// (NA-LAND-2), empty territories taken without combat (NA-LAND-3), the epidemic cost paid once
// per invasion (NA-LAND-4), and what a conquest does to the defender's generals and fortification
// (NA-GEN-3, NA-FORT-3); an attacker whose every rolling army fell loses the generals with it.
import { armiesOn, controller, mapOf, moveArmies, removeArmies } from '../board.js';
import {
  addAdmirals,
  addGenerals,
  admiralsIn,
  epidemicsOn,
  fortified,
  generalsOn,
  seaController,
  setFort,
} from '../board-units.js';
import { classicDiceKey } from '../combat/dice.js';
import { emit, type Draft } from '../draft.js';
import { err, ok, type Result, type RuleError } from '../errors.js';
import type { GameEvent } from '../events.js';
import type { Action, GameState, PlayerId, TerritoryId } from '../types.js';
import { invasionDeclared } from './call-points.js';
import { captureLeaders } from './captures.js';
import { refusal } from './common.js';
import { forcedCombats } from './naval.js';
import { isTerritory, landingReach } from './seas.js';
import { advancedTurn } from './slice.js';

/** NA-LAND-2: the territories beyond `from`'s neighbours that a landing reaches (the `reachBeyond` hook). */
export function landingBeyond(s: GameState, from: TerritoryId): TerritoryId[] {
  const player = controller(s, from);
  if (player < 0 || !s.board.units) return [];
  const near = new Set(mapOf(s).adjacency[from]);
  return [...landingReach(s, from, player)].filter((t) => !near.has(t));
}

/** Whether `from` reaches `to` by a border, a sea line or a landing (whoever holds `to`). */
export function reaches(s: GameState, from: TerritoryId, to: TerritoryId, player: PlayerId): boolean {
  if (from === to) return false;
  return mapOf(s).adjacency[from].includes(to) || landingReach(s, from, player).has(to);
}

/** The `canReach` hook: an occupied territory of another player, reached by land, sea line or landing. */
export function advancedCanReach(s: GameState, from: TerritoryId, to: TerritoryId, player: PlayerId): boolean {
  return controller(s, to) !== player && armiesOn(s, to) > 0 && reaches(s, from, to, player);
}

/** NA-LAND-4: the armies `from` needs to declare an invasion of `to` (its epidemics are paid first), or 0 when paid already. */
export function epidemicNeed(s: GameState, to: TerritoryId): number {
  const e = epidemicsOn(s, to);
  return e === 0 || advancedTurn(s).invading === to ? 0 : e + 2;
}

/**
 * The `attackDiceRange` hook: N-ATK-1 counted on the armies left once the epidemic cost of a new
 * invasion is paid (NA-LAND-4), so the dice declared are still there to roll.
 */
export function advancedAttackDiceRange(
  s: GameState,
  from: TerritoryId,
  to: TerritoryId,
): { min: number; max: number } | null {
  const need = epidemicNeed(s, to);
  const max = Math.min(3, armiesOn(s, from) - (need > 0 ? need - 2 : 0) - 1);
  return max >= 1 ? { min: 1, max } : null;
}

/** The `diceKey` hook: classic's defender dice, and the epidemic cost the attacker's dice count on. */
export const advancedDiceKey = (s: GameState, from: TerritoryId, to: TerritoryId): string =>
  `${classicDiceKey(s, from, to)}e${epidemicNeed(s, to)}`;

/** The `attackRefusal` hook: forced naval combats first (NA-NAV-2), then the epidemic cost must be payable (NA-LAND-4). */
export function advancedAttackRefusal(
  s: GameState,
  _player: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
): RuleError | null {
  const forced = forcedCombats(s);
  if (forced.length > 0) return refusal('forcedCombat', forced[0]);
  if (armiesOn(s, to) === 0) return refusal('empty', to);
  const need = epidemicNeed(s, to);
  if (need > 0 && armiesOn(s, from) < need) return refusal('epidemicCost', to, need);
  return null;
}

/** NA-LAND-4: an invasion of `to` is declared: its epidemics cost the source 1 army each, once. */
export function openInvasion(d: Draft, player: PlayerId, from: TerritoryId, to: TerritoryId): void {
  const s = d.s;
  const t = advancedTurn(s);
  t.land = true;
  if (t.invading === to || !isTerritory(s, to) || !isTerritory(s, from)) return;
  const e = epidemicsOn(s, to);
  // an invasion the source cannot pay for is left to the attack's check to refuse
  if (e > 0 && (controller(s, from) !== player || armiesOn(s, from) < e + 2)) return;
  t.invading = to;
  if (e > 0) {
    removeArmies(s, from, e, player);
    emit(d, { type: 'armiesRemoved', player, territory: from, count: e, cause: 'epidemicCost' });
  }
  invasionDeclared(d, player, from, to); // NA-EFF: armed defence cards
}

/** What moving `count` armies from `from` into the empty `to` needs, or its refusal (NA-LAND-3). */
export function checkOccupy(
  s: GameState,
  player: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  count: number,
): RuleError | null {
  if (!isTerritory(s, from)) return { code: 'unknownTerritory', territory: from };
  if (!isTerritory(s, to)) return { code: 'unknownTerritory', territory: to };
  if (controller(s, from) !== player) return { code: 'notOwner', territory: from };
  const forced = forcedCombats(s);
  if (forced.length > 0) return refusal('forcedCombat', forced[0]);
  if (armiesOn(s, to) > 0) return refusal('notEmpty', to);
  if (!reaches(s, from, to, player)) return refusal('unreachable', to);
  const cost = epidemicsOn(s, to);
  const max = armiesOn(s, from) - 1 - cost;
  if (max < 1) return { code: 'notEnoughArmies', territory: from, armies: armiesOn(s, from), needed: cost + 2 };
  if (!Number.isInteger(count) || count < 1 || count > max) return { code: 'badCount', min: 1, max };
  return null;
}

/**
 * NA-LAND-3: armies move into an empty territory without combat: it counts as invaded but earns
 * no card, and its fortification stays for the new holder (NA-FORT-3).
 */
export function occupyEmpty(
  d: Draft,
  player: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  count: number,
): Result<void> {
  const s = d.s;
  const e = checkOccupy(s, player, from, to, count);
  if (e) return err(e);
  openInvasion(d, player, from, to);
  moveArmies(s, from, to, count, player);
  s.lastMove = { kind: 'fortify', player, from, to, armies: count };
  emit(d, { type: 'territoryOccupied', player, from, to, count });
  return ok(undefined);
}

/** The `onConquer` hook: the defender's generals are captured (NA-GEN-3), the fortification destroyed (NA-FORT-3). */
export function advancedOnConquer(d: Draft, player: PlayerId, to: TerritoryId, previousOwner: PlayerId): void {
  if (previousOwner >= 0) captureLeaders(d, 'general', to, previousOwner, player);
  if (fortified(d.s, to)) {
    setFort(d.s, to, false);
    emit(d, { type: 'fortDestroyed', territory: to });
  }
}

/**
 * NA-GEN-3 (reconstructed for attack): a battle in which every attacking army that rolled was
 * destroyed gives the attacking generals (those on the source) to the defender.
 */
export function captureBeatenAttackers(d: Draft, events: readonly GameEvent[]): void {
  for (const e of events) {
    if (e.type !== 'battleResolved' || e.attackerLost < e.attack.length || e.attackerLost === 0) continue;
    if (controller(d.s, e.from) !== e.attacker) continue;
    captureLeaders(d, 'general', e.from, e.attacker, e.defender);
  }
}

/** NA-GEN-2: where the leaders of the last conquest (invasion) may follow it, with how many; or the refusal. */
export function followLimits(
  s: GameState,
  player: PlayerId,
): { unit: 'general' | 'admiral'; from: string; to: string; max: number } | RuleError {
  const phase = s.phase;
  if (phase.kind !== 'attack' || phase.conquest || phase.pendingRoll)
    return { code: 'wrongPhase', phase: phase.kind, allowed: [] };
  const f = s.ext.advanced?.turn.followable;
  if (!f) return { code: 'noConquest' };
  const held =
    f.unit === 'general'
      ? controller(s, f.from) === player && controller(s, f.to) === player
      : seaController(s, f.from) === player && seaController(s, f.to) === player;
  if (!held) return { code: 'noConquest' };
  const max = f.unit === 'general' ? generalsOn(s, f.from, player) : admiralsIn(s, f.from, player);
  if (max === 0) return refusal('noLeader', f.from);
  return { ...f, max };
}

/** NA-GEN-2: generals (admirals) go with the armies (ships) that moved into a conquered territory (zone). */
export function follow(d: Draft, player: PlayerId, leaders: number): Result<void> {
  const lim = followLimits(d.s, player);
  if ('code' in lim) return err(lim);
  if (!Number.isInteger(leaders) || leaders < 1 || leaders > lim.max)
    return err({ code: 'badCount', min: 1, max: lim.max });
  const add = lim.unit === 'general' ? addGenerals : addAdmirals;
  add(d.s, lim.from, player, -leaders);
  add(d.s, lim.to, player, leaders);
  emit(d, { type: 'manoeuvred', player, by: lim.unit, from: lim.from, to: lim.to, count: 0, leaders, followed: true });
  return ok(undefined);
}

/** NA-GEN-2: what the leaders may follow after this action: its conquest or invasion, kept through the move-in. */
export function noteFollowable(d: Draft, action: Action, events: readonly GameEvent[]): void {
  const t = advancedTurn(d.s);
  if (action.type === 'follow' || action.type === 'move') return;
  t.followable = null;
  for (const e of events) {
    if (e.type === 'territoryConquered') t.followable = { unit: 'general', from: e.from, to: e.to };
    if (e.type === 'zoneTaken') t.followable = { unit: 'admiral', from: e.from, to: e.to };
  }
}
