// NA-MAN, phase 4: manoeuvres. One land manoeuvre (armies, with any generals, from one own
// territory to another connected through own territories) and one naval manoeuvre (ships, with
// any admirals, through controlled zones), plus one per general or admiral moving only units
// that stood with it when the phase began (NA-MAN-2, example 997). A territory keeps one army,
// a zone one ship (reconstructed, NA-MAN-1).
import { armiesOn, connectedControlled, controller, moveArmies, territoriesControlledBy } from '../board.js';
import {
  addAdmirals,
  addGenerals,
  addShips,
  admiralsIn,
  generalsOn,
  seaController,
  seaZonesControlledBy,
  shipsIn,
} from '../board-units.js';
import { emit, type Draft } from '../draft.js';
import { extraLandManoeuvres, spendForcedMarch } from './card-effects-in-force.js';
import { err, ok, type Result, type RuleError } from '../errors.js';
import type { Action, GameState, ManoeuvreKind, ManoeuvreState, PlayerId } from '../types.js';
import { refusal } from './common.js';
import { connectedZones, isTerritory, isZone } from './seas.js';
import { advancedTurn } from './slice.js';

/** What stands where for `player` as the manoeuvre phase begins (NA-MAN-2). */
export function manoeuvreSnapshot(s: GameState, player: PlayerId): ManoeuvreState {
  const armies: Record<string, number> = {},
    leaders: Record<string, number> = {};
  for (const t of territoriesControlledBy(s, player)) {
    armies[t] = armiesOn(s, t);
    const g = generalsOn(s, t, player);
    if (g > 0) leaders[t] = g;
  }
  for (const z of seaZonesControlledBy(s, player)) {
    armies[z] = shipsIn(s, z, player);
    const a = admiralsIn(s, z, player);
    if (a > 0) leaders[z] = a;
  }
  return { land: false, naval: false, armies, leaders, left: {}, used: {} };
}

/** The manoeuvres of this turn (taken when the phase began; from the board as it stands if it has not). */
export function manoeuvreOf(s: GameState): ManoeuvreState {
  return advancedTurn(s).manoeuvre ?? manoeuvreSnapshot(s, s.turn.player);
}

const atSea = (by: ManoeuvreKind): boolean => by === 'naval' || by === 'admiral';

/** Units (armies or ships) and leaders of `player` at a place. */
function unitsAt(s: GameState, place: string, player: PlayerId, sea: boolean): { units: number; leaders: number } {
  return sea
    ? { units: shipsIn(s, place, player), leaders: admiralsIn(s, place, player) }
    : { units: controller(s, place) === player ? armiesOn(s, place) : 0, leaders: generalsOn(s, place, player) };
}

/** Where a manoeuvre of this kind may go from `from` (connected through own territories or controlled zones). */
export function manoeuvreTargets(s: GameState, player: PlayerId, by: ManoeuvreKind, from: string): string[] {
  if (atSea(by)) return seaController(s, from) === player ? [...connectedZones(s, from, player)] : [];
  if (controller(s, from) !== player) return [];
  return [...connectedControlled(s, from)].filter((t) => t !== from);
}

/**
 * The most units and leaders this manoeuvre may move from `from`, or its refusal: the land and
 * naval ones once each; a leader's once per leader that stood there, with the units that stood
 * there and have not left since.
 */
export function manoeuvreLimits(
  s: GameState,
  player: PlayerId,
  by: ManoeuvreKind,
  from: string,
): { units: number; leaders: number } | RuleError {
  const sea = atSea(by);
  if (sea ? !isZone(s, from) : !isTerritory(s, from))
    return sea ? refusal('unknownZone', from) : { code: 'unknownTerritory', territory: from };
  if (sea ? seaController(s, from) !== player : controller(s, from) !== player)
    return sea ? refusal('zoneNotControlled', from) : { code: 'notOwner', territory: from };
  const m = manoeuvreOf(s);
  const here = unitsAt(s, from, player, sea);
  if (by === 'land' || by === 'naval') {
    // NA-EFF MARCHE FORCÉE: one more land manoeuvre per card played this turn
    if (by === 'land' ? m.land && extraLandManoeuvres(s, player) === 0 : m.naval) return refusal('manoeuvreUsed');
    return { units: here.units - 1, leaders: here.leaders };
  }
  if (here.leaders === 0) return refusal('noLeader', from);
  if ((m.used[from] ?? 0) >= (m.leaders[from] ?? 0)) return refusal('manoeuvreUsed', from);
  const stood = Math.max(0, (m.armies[from] ?? 0) - (m.left[from] ?? 0));
  return { units: Math.min(stood, here.units - 1), leaders: here.leaders };
}

/** A manoeuvre as the action asks it. */
export type ManoeuvreAction = Extract<Action, { type: 'manoeuvre' }>;

/** Checks a manoeuvre without making it. */
export function checkManoeuvre(s: GameState, player: PlayerId, m: ManoeuvreAction): RuleError | null {
  const { by, from, to, count, leaders } = m;
  if (s.phase.kind !== 'fortify') return { code: 'wrongPhase', phase: s.phase.kind, allowed: ['endPhase', 'endTurn'] };
  if (!['land', 'naval', 'general', 'admiral'].includes(by)) return refusal('manoeuvreUsed');
  const lim = manoeuvreLimits(s, player, by, from);
  if ('code' in lim) return lim;
  if (!manoeuvreTargets(s, player, by, from).includes(to)) return refusal('notConnected', to);
  if (!Number.isInteger(count) || count < 0 || count > lim.units)
    return by === 'general' || by === 'admiral'
      ? refusal('notFromStart', from, Math.max(0, lim.units))
      : { code: 'badCount', min: 0, max: Math.max(0, lim.units) };
  if (!Number.isInteger(leaders) || leaders < 0 || leaders > lim.leaders)
    return { code: 'badCount', min: 0, max: lim.leaders };
  if (count + leaders < 1) return { code: 'badCount', min: 1, max: Math.max(1, lim.units) };
  return null;
}

/** NA-MAN-1..3: makes a manoeuvre. */
export function manoeuvre(d: Draft, player: PlayerId, a: ManoeuvreAction): Result<void> {
  const s = d.s;
  const e = checkManoeuvre(s, player, a);
  if (e) return err(e);
  const { by, from, to, count, leaders } = a;
  const t = advancedTurn(s);
  const m = (t.manoeuvre ??= manoeuvreSnapshot(s, player));
  if (by === 'land') {
    if (m.land) spendForcedMarch(d, player);
    m.land = true;
  } else if (by === 'naval') m.naval = true;
  else m.used[from] = (m.used[from] ?? 0) + 1;
  m.left[from] = (m.left[from] ?? 0) + count;
  if (atSea(by)) {
    addAdmirals(s, from, player, -leaders);
    addShips(s, from, player, -count);
    addShips(s, to, player, count);
    addAdmirals(s, to, player, leaders);
  } else {
    if (count > 0) moveArmies(s, from, to, count, player);
    addGenerals(s, from, player, -leaders);
    addGenerals(s, to, player, leaders);
    s.lastMove = { kind: 'fortify', player, from, to, armies: count };
  }
  emit(d, { type: 'manoeuvred', player, by, from, to, count, leaders });
  return ok(undefined);
}
