// Unit kinds on land and at sea (NA-MAT, NA-BRD-4, NA-GEN-2, NA-FORT-4, NA-LAND-3): a ruleset
// that declares them gets them on its board, with their limits as its data; every other
// ruleset's board stays armies only (stored games and replays unchanged).
import { describe, expect, it } from 'vitest';
import { armiesOn, controller, NOBODY, removeArmies } from '../../src/engine/board.js';
import {
  addAdmirals,
  addEpidemics,
  addGenerals,
  addShips,
  admiralsIn,
  epidemicsOn,
  fortified,
  generalsOn,
  hasUnitKinds,
  seaController,
  seaZonesControlledBy,
  setFort,
  shipsIn,
  unitsOnBoard,
} from '../../src/engine/board-units.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { cloneState } from '../../src/engine/state.js';
import type { RulesetId } from '../../src/engine/types.js';
import { viewFor } from '../../src/engine/view.js';
import { napoleon } from '../../src/rules/napoleon.js';
import type { Ruleset } from '../../src/rules/ruleset.js';
import { game, owned, scenario, useRuleset } from './helpers.js';

const VARIANT = 'napoleon-units' as RulesetId;

// The advanced game's components as ruleset data (NA-MAT-1..3, NA-LAND-3).
const withUnits: Ruleset = {
  ...napoleon,
  id: VARIANT,
  units: { perPlayer: { ships: 26, generals: 3, admirals: 2 }, forts: 12, epidemics: 4, emptiedIsNobodys: true },
};

describe('unit kinds on land and at sea', () => {
  useRuleset(withUnits);

  it('a ruleset without unit kinds keeps an armies-only board: none anywhere, nothing new in the view', () => {
    const s = game('napoleon', 3, { setup: 'auto' }, 1).state;
    expect(hasUnitKinds(s)).toBe(false);
    expect(s.board).not.toHaveProperty('units');
    expect(shipsIn(s, 'mer_du_nord', 0)).toBe(0);
    expect(seaController(s, 'mer_du_nord')).toBe(NOBODY);
    expect(viewFor(s, null)).not.toHaveProperty('forces');
  });

  it('NA-BRD-4: a sea zone is controlled by the one player whose ships are there; two players contest it', () => {
    const s = game(VARIANT, 3, { setup: 'auto' }, 1).state;
    expect(hasUnitKinds(s)).toBe(true);
    expect(seaController(s, 'mer_du_nord')).toBe(NOBODY); // zones start empty (NA-BRD-4)
    addShips(s, 'mer_du_nord', 1, 3);
    expect(seaController(s, 'mer_du_nord')).toBe(1);
    expect(seaZonesControlledBy(s, 1)).toEqual(['mer_du_nord']);
    addShips(s, 'mer_du_nord', 2, 1);
    expect(seaController(s, 'mer_du_nord')).toBe(NOBODY);
    addShips(s, 'mer_du_nord', 1, -3);
    expect(seaController(s, 'mer_du_nord')).toBe(2);
    expect(checkInvariants(s)).toEqual([]);
  });

  it('generals, admirals, forts and epidemics are counted where they stand, and the view shows them', () => {
    const s = game(VARIANT, 3, { setup: 'auto' }, 1).state;
    const territory = owned(s, 0)[0];
    addGenerals(s, territory, 0, 2);
    setFort(s, territory, true);
    addEpidemics(s, territory, 1);
    addShips(s, 'mer_baltique', 0, 2);
    addAdmirals(s, 'mer_baltique', 0, 1);
    expect(generalsOn(s, territory, 0)).toBe(2);
    expect(fortified(s, territory)).toBe(true);
    expect(epidemicsOn(s, territory)).toBe(1);
    expect(admiralsIn(s, 'mer_baltique', 0)).toBe(1);
    expect(unitsOnBoard(s, 0, 'generals')).toBe(2);
    expect(unitsOnBoard(s, 0, 'ships')).toBe(2);
    const v = viewFor(s, null);
    expect(v.forces!.land[territory]).toEqual({ generals: { 0: 2 }, fort: true, epidemics: 1 });
    expect(v.forces!.sea.mer_baltique).toEqual({ ships: { 0: 2 }, admirals: { 0: 1 }, controller: 0 });
    expect(checkInvariants(s)).toEqual([]);
  });

  it('a copy for an action carries the unit kinds, and editing it leaves the original alone', () => {
    const s = game(VARIANT, 3, { setup: 'auto' }, 1).state;
    const d = cloneState(s);
    addShips(d, 'mer_noire', 2, 4);
    expect(shipsIn(d, 'mer_noire', 2)).toBe(4);
    expect(shipsIn(s, 'mer_noire', 2)).toBe(0);
  });

  it('NA-MAT-1: the per-player limits are the ruleset data the invariants check', () => {
    const s = game(VARIANT, 3, { setup: 'auto' }, 1).state;
    addShips(s, 'atlantique_nord', 1, 27);
    expect(checkInvariants(s)).toContain('player 1 has 27 ships (limit 26)');
    const g = game(VARIANT, 3, { setup: 'auto' }, 1).state;
    addGenerals(g, owned(g, 2)[0], 2, 4);
    expect(checkInvariants(g)).toContain('player 2 has 4 generals (limit 3)');
  });

  it("NA-GEN-2: a general stands with its owner's armies, an admiral with its owner's ships", () => {
    const s = game(VARIANT, 3, { setup: 'auto' }, 1).state;
    const t = owned(s, 1)[0];
    addGenerals(s, t, 0, 1);
    addAdmirals(s, 'mer_noire', 2, 1);
    const breaks = checkInvariants(s);
    expect(breaks).toContain(`general of player 0 on ${t} without their armies`);
    expect(breaks).toContain('admiral of player 2 in mer_noire without their ships');
  });

  it('NA-FORT-4, NA-MAT-2/3: one fortification a territory, within the pool; epidemics within the tokens', () => {
    const s = game(VARIANT, 3, { setup: 'auto' }, 1).state;
    const ids = Object.keys(viewFor(s, null).territories);
    for (const t of ids.slice(0, 13)) setFort(s, t, true);
    addEpidemics(s, ids[20], 5);
    const breaks = checkInvariants(s);
    expect(breaks).toContain('13 fortifications (pool 12)');
    expect(breaks).toContain('5 epidemics (4 tokens)');
  });

  it("NA-LAND-3: an emptied territory is nobody's under the ruleset; elsewhere it keeps its controller", () => {
    const s = scenario({ ruleset: VARIANT, board: {}, fill: [1, 2] });
    const t = Object.keys(viewFor(s, null).territories)[0];
    removeArmies(s, t, 2);
    expect(armiesOn(s, t)).toBe(0);
    expect(controller(s, t)).toBe(NOBODY);
    const plain = scenario({ ruleset: 'napoleon', board: {}, fill: [1, 2] });
    removeArmies(plain, t, 2);
    expect(controller(plain, t)).toBe(1);
  });
});
