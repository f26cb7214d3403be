// C-SET-7: after the deal every player places all their remaining starting armies at the same
// time. Plans live in the phase, hidden from everyone but their author (viewFor, eventsFor);
// reserves stay untouched until the last confirmation puts every plan on the board at once.
import { emit, type Draft } from './draft.js';
import { err, ok, type Result } from './errors.js';
import { randInt } from './rng.js';
import { addArmies, armiesOn, controller, hasTerritory, territoriesControlledBy } from './board.js';
import { activeOrder, featuresOf } from './state.js';
import type { GameState, PlayerId, TerritoryId } from './types.js';

type SimultaneousPhase = Extract<GameState['phase'], { kind: 'setupSimultaneous' }>;

export function beginSimultaneous(d: Draft, finish: (d: Draft) => void): void {
  const s = d.s;
  const seats = activeOrder(s);
  s.turn.player = seats[0];
  s.phase = { kind: 'setupSimultaneous', placements: {}, confirmed: [] };
  for (const p of seats) s.phase.placements[p] = {};
  const armies: Record<PlayerId, number> = {};
  for (const p of seats) armies[p] = s.players[p].reserve;
  emit(d, { type: 'simultaneousPlacementStarted', armies });
  settleIfAllConfirmed(d, finish);
}

const planned = (plan: Record<TerritoryId, number>): number => Object.values(plan).reduce((a, b) => a + b, 0);

/** Armies `player` has not planned yet (0 outside the phase). */
export function unplanned(s: GameState, player: PlayerId): number {
  if (s.phase.kind !== 'setupSimultaneous') return 0;
  return s.players[player].reserve - planned(s.phase.placements[player] ?? {});
}

/** Room left on `t` for `player`'s plan under C-OPT-3 (Infinity without a cap). */
export function plannedRoom(s: GameState, player: PlayerId, t: TerritoryId): number {
  const cap = featuresOf(s).territoryCap;
  if (cap === null) return Infinity;
  const plan = s.phase.kind === 'setupSimultaneous' ? (s.phase.placements[player] ?? {}) : {};
  return Math.max(0, cap - armiesOn(s, t) - (plan[t] ?? 0));
}

/** Whether `player` may still change their plan. */
export function isPlanning(s: GameState, player: PlayerId): boolean {
  return (
    s.phase.kind === 'setupSimultaneous' &&
    !s.phase.confirmed.includes(player) &&
    s.phase.placements[player] !== undefined
  );
}

function phaseOf(d: Draft): SimultaneousPhase {
  if (d.s.phase.kind !== 'setupSimultaneous') throw new Error('not in simultaneous placement');
  return d.s.phase;
}

export function planPlacement(d: Draft, player: PlayerId, t: TerritoryId, count: number): Result<void> {
  const s = d.s;
  if (!hasTerritory(s, t)) return err({ code: 'unknownTerritory', territory: t });
  if (!isPlanning(s, player)) return err({ code: 'placementConfirmed' });
  if (controller(s, t) !== player) return err({ code: 'notOwner', territory: t });
  const left = unplanned(s, player);
  if (left === 0) return err({ code: 'notEnoughReserve', reserve: 0 });
  const room = plannedRoom(s, player, t);
  if (room === 0) return err({ code: 'territoryCap', territory: t, cap: featuresOf(s).territoryCap ?? 0 });
  const max = Math.min(left, room);
  if (!Number.isInteger(count) || count < 1 || count > max) return err({ code: 'badCount', min: 1, max });
  const plan = phaseOf(d).placements[player];
  plan[t] = (plan[t] ?? 0) + count;
  emit(d, { type: 'placementPlanned', player, territory: t, count });
  return ok(undefined);
}

export function clearPlacement(d: Draft, player: PlayerId): Result<void> {
  if (!isPlanning(d.s, player)) return err({ code: 'placementConfirmed' });
  const phase = phaseOf(d);
  if (planned(phase.placements[player]) === 0) return err({ code: 'nothingPlanned' });
  phase.placements[player] = {};
  emit(d, { type: 'placementCleared', player });
  return ok(undefined);
}

/** Armies with nowhere to go under the cap are dropped from the plan's due (C-OPT-3). */
function canPlanMore(s: GameState, player: PlayerId): boolean {
  return unplanned(s, player) > 0 && territoriesControlledBy(s, player).some((t) => plannedRoom(s, player, t) > 0);
}

export function confirmPlacement(d: Draft, player: PlayerId, finish: (d: Draft) => void): Result<void> {
  const s = d.s;
  if (!isPlanning(s, player)) return err({ code: 'placementConfirmed' });
  if (canPlanMore(s, player)) return err({ code: 'mustPlaceAll', reserve: unplanned(s, player) });
  confirm(d, player, false, finish);
  return ok(undefined);
}

/** The rest of the plan at random, one army at a time, then confirmed (the deadline's forfeit too). */
export function autoPlace(d: Draft, player: PlayerId, finish: (d: Draft) => void): Result<void> {
  const s = d.s;
  if (!isPlanning(s, player)) return err({ code: 'placementConfirmed' });
  const plan = phaseOf(d).placements[player];
  const own = territoriesControlledBy(s, player);
  while (canPlanMore(s, player)) {
    const open = own.filter((t) => plannedRoom(s, player, t) > 0);
    const t = open[randInt(s.rng, open.length)];
    plan[t] = (plan[t] ?? 0) + 1;
  }
  confirm(d, player, true, finish);
  return ok(undefined);
}

function confirm(d: Draft, player: PlayerId, random: boolean, finish: (d: Draft) => void): void {
  phaseOf(d).confirmed.push(player);
  emit(d, { type: 'placementConfirmed', player, random });
  settleIfAllConfirmed(d, finish);
}

/** A seat that stops playing (abandon) drops its plan; the others may be all confirmed now. */
export function dropPlanner(d: Draft, player: PlayerId, finish: (d: Draft) => void): void {
  const phase = phaseOf(d);
  delete phase.placements[player];
  phase.confirmed = phase.confirmed.filter((p) => p !== player);
  // The phase has no turn, but the state always names an active seat as current.
  if (d.s.turn.player === player && activeOrder(d.s).length > 0) d.s.turn.player = activeOrder(d.s)[0];
  settleIfAllConfirmed(d, finish);
}

/** Seats the phase still waits for. */
export function stillPlanning(s: GameState): PlayerId[] {
  if (s.phase.kind !== 'setupSimultaneous') return [];
  const phase = s.phase;
  return activeOrder(s).filter((p) => !phase.confirmed.includes(p));
}

/** When every seat confirmed: all plans go on the board together, then setup ends. */
function settleIfAllConfirmed(d: Draft, finish: (d: Draft) => void): void {
  const s = d.s;
  if (stillPlanning(s).length > 0) return;
  const phase = phaseOf(d);
  const placements: Record<PlayerId, Record<TerritoryId, number>> = {};
  for (const p of activeOrder(s)) {
    const plan = phase.placements[p] ?? {};
    placements[p] = { ...plan };
    for (const [t, n] of Object.entries(plan)) {
      addArmies(s, t, n);
      s.players[p].reserve -= n;
    }
  }
  emit(d, { type: 'placementsRevealed', placements });
  for (const p of activeOrder(s)) {
    const lost = s.players[p].reserve;
    if (lost > 0) {
      s.players[p].reserve = 0;
      emit(d, { type: 'armiesPlaced', player: p, territory: '', count: 0, lost });
    }
  }
  finish(d);
}
