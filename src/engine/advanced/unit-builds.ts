// Where a ship, a general, an admiral or a fortification may appear for free (an Empire
// mission's bonus, NA-EMP; the ARSENAL card, NA-EFF), under the same places and limits as a
// paid conversion (NA-CONV-1..3, NA-MAT-1/2).
import { controller, mapOf } from '../board.js';
import {
  addAdmirals,
  addGenerals,
  addShips,
  epidemicsOn,
  fortified,
  fortsOnBoard,
  setFort,
  shipsIn,
  unitsOnBoard,
} from '../board-units.js';
import { rulesetFor } from '../ruleset-source.js';
import type { GameState, PlayerId, UnitKind } from '../types.js';

export type BuildKind = 'ship' | 'general' | 'admiral' | 'fort';

/** Why a unit cannot appear there. */
export type BuildRefusal =
  /** not a territory (general, fort) or not a sea zone (ship, admiral) */
  | 'unknownPlace'
  /** a general or fortification goes on a territory the player controls */
  | 'notOwn'
  /** a ship goes into a zone on the coast of a territory the player controls */
  | 'notCoastal'
  /** an admiral goes where the player has ships */
  | 'noShips'
  /** NA-MAT-1: 26 ships, 3 generals, 2 admirals */
  | 'limit'
  /** NA-FORT-4: one fortification a territory */
  | 'fortThere'
  /** NA-CONV-3: never where an epidemic is */
  | 'epidemic'
  /** NA-MAT-2: the pool is empty */
  | 'poolEmpty'
  /** a free bonus never starts a forced fight (rules-notes: Empire mission bonuses) */
  | 'enemyShips';

const PER_PLAYER: Record<BuildKind, UnitKind | null> = {
  ship: 'ships',
  general: 'generals',
  admiral: 'admirals',
  fort: null,
};

const isZone = (s: GameState, at: string): boolean => mapOf(s).seas.zones.some((z) => z.id === at);

/** Why `count` units of `kind` may not appear at `at` for `player`, or null when they may. */
export function buildRefusal(
  s: GameState,
  player: PlayerId,
  kind: BuildKind,
  at: string,
  count = 1,
  peaceful = false,
): BuildRefusal | null {
  const map = mapOf(s);
  const rules = rulesetFor(s.ruleset).units;
  if (!rules || !s.board.units) return 'unknownPlace';
  const sea = kind === 'ship' || kind === 'admiral';
  if (sea ? !isZone(s, at) : map.index[at] === undefined) return 'unknownPlace';
  const unit = PER_PLAYER[kind];
  const limit = unit ? rules.perPlayer[unit] : undefined;
  const tooMany = limit !== undefined && unitsOnBoard(s, player, unit!) + count > limit;
  switch (kind) {
    case 'ship': {
      const coasts = map.seas.zones.find((z) => z.id === at)!.coasts;
      if (!coasts.some((t) => controller(s, t) === player)) return 'notCoastal';
      if (tooMany) return 'limit';
      if (peaceful && s.players.some((p) => p.id !== player && shipsIn(s, at, p.id) > 0)) return 'enemyShips';
      return null;
    }
    case 'admiral':
      if (shipsIn(s, at, player) === 0) return 'noShips';
      return tooMany ? 'limit' : null;
    case 'general':
      if (controller(s, at) !== player) return 'notOwn';
      return tooMany ? 'limit' : null;
    case 'fort':
      if (controller(s, at) !== player) return 'notOwn';
      if (fortified(s, at)) return 'fortThere';
      if (epidemicsOn(s, at) > 0) return 'epidemic';
      return fortsOnBoard(s) >= rules.forts ? 'poolEmpty' : null;
  }
}

/** Puts the units on the board (the caller checked `buildRefusal`). */
export function placeBuilt(s: GameState, player: PlayerId, kind: BuildKind, at: string, count = 1): void {
  switch (kind) {
    case 'ship':
      return addShips(s, at, player, count);
    case 'admiral':
      return addAdmirals(s, at, player, count);
    case 'general':
      return addGenerals(s, at, player, count);
    case 'fort':
      return setFort(s, at, true);
  }
}
