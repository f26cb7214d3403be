// NA-NAV: naval combat — forced fights, naval invasions, admirals — before any land offensive.
import { describe, expect, it } from 'vitest';
import { admiralsIn, seaController, shipsIn } from '../../../src/engine/board-units.js';
import { pointsOf } from '../../../src/engine/ext.js';
import { legalActions } from '../../../src/engine/legal.js';
import { viewFor } from '../../../src/engine/view.js';
import { act, expectInvariants, ofType, refuse, withDice } from '../helpers.js';
import { advanced } from './helpers.js';

const board = { england: [0, 5], scotland: [0, 3], hollande_belgique: [0, 4] } as Record<string, [number, number]>;

describe('napoleon-advanced naval combat (NA-NAV)', () => {
  it('NA-NAV-2: ships built beside another fleet must fight it first, to the end; nothing else is legal until then', () => {
    const s = advanced({ board, phase: 'reinforce', reserve: 3, ships: [['mer_du_nord', 1, 1]] });
    let t = act(s, 0, { type: 'build', unit: 'ship', at: 'mer_du_nord', count: 3 }).state;
    expect(t.phase.kind).toBe('attack'); // the reserve is spent: the phase moves on
    expect(legalActions(t, 0)).toEqual([{ type: 'seaBattle', zone: 'mer_du_nord' }]);
    expect(refuse(t, 0, { type: 'attack', from: 'england', to: 'ireland', dice: 1 })).toMatchObject({
      reason: 'forcedCombat',
      at: 'mer_du_nord',
    });
    expect(refuse(t, 0, { type: 'endTurn' })).toMatchObject({ reason: 'forcedCombat' });
    // the builder rolls min(3, own ships), the defender min(2, theirs): 6 6 6 against 1
    const r = act(withDice(t, [6, 6, 6, 1]), 0, { type: 'seaBattle', zone: 'mer_du_nord' });
    t = r.state;
    expect([shipsIn(t, 'mer_du_nord', 0), shipsIn(t, 'mer_du_nord', 1), seaController(t, 'mer_du_nord')]).toEqual([
      3, 0, 0,
    ]);
    expect(ofType(r.events, 'seaBattleRolled')).toHaveLength(1);
    expect(legalActions(t, 0).some((a) => a.type === 'attack')).toBe(true);
    expectInvariants(t);
  });

  it('NA-NAV-3: a fleet invades an adjacent zone leaving one ship behind; into an empty zone it just sails', () => {
    const s = advanced({ board, ships: [['mer_du_nord', 0, 4]] });
    expect(refuse(s, 0, { type: 'sail', from: 'mer_du_nord', to: 'mer_baltique', ships: 4 })).toEqual({
      code: 'badCount',
      min: 1,
      max: 3,
    });
    expect(refuse(s, 0, { type: 'sail', from: 'mer_du_nord', to: 'mer_noire', ships: 1 })).toMatchObject({
      reason: 'zonesNotAdjacent',
    });
    const t = act(s, 0, { type: 'sail', from: 'mer_du_nord', to: 'mer_baltique', ships: 3 }).state;
    expect([shipsIn(t, 'mer_du_nord', 0), shipsIn(t, 'mer_baltique', 0)]).toEqual([1, 3]);
  });

  it('NA-NAV-3, NA-GEN-3: an invasion fought to the end; the beaten zone’s admirals are captured (−1 / +1 VP)', () => {
    const s = advanced({
      board,
      ships: [
        ['mer_du_nord', 0, 4],
        ['mer_baltique', 1, 1],
      ],
      admirals: [['mer_baltique', 1, 1]],
    });
    // 3 ships against 1 ship with an admiral: 5 5 5 against 4 (+1 → 5): a tie to the defender; then 6 6 against 1 (+1)
    const r = act(withDice(s, [5, 5, 5, 4, 6, 6, 1]), 0, {
      type: 'sail',
      from: 'mer_du_nord',
      to: 'mer_baltique',
      ships: 3,
    });
    const rolls = ofType(r.events, 'seaBattleRolled');
    expect(rolls.map((e) => [e.attack, e.defence, e.attackerLost, e.defenderLost])).toEqual([
      [[5, 5, 5], [5], 1, 0],
      [[6, 6], [2], 0, 1],
    ]);
    expect([shipsIn(r.state, 'mer_baltique', 0), admiralsIn(r.state, 'mer_baltique', 1)]).toEqual([2, 0]);
    expect([pointsOf(r.state, 0), pointsOf(r.state, 1)]).toEqual([1, -1]);
    expectInvariants(r.state, s, r.events);
  });

  it('NA-GEN-2: admirals may follow the ships of a naval invasion into the zone taken', () => {
    const s = advanced({ board, ships: [['mer_du_nord', 0, 4]], admirals: [['mer_du_nord', 0, 2]] });
    const t = act(s, 0, { type: 'sail', from: 'mer_du_nord', to: 'mer_baltique', ships: 2 }).state;
    expect(legalActions(t, 0)).toEqual(expect.arrayContaining([{ type: 'follow', leaders: 2 }]));
    const u = act(t, 0, { type: 'follow', leaders: 1 }).state;
    expect([admiralsIn(u, 'mer_du_nord', 0), admiralsIn(u, 'mer_baltique', 0)]).toEqual([1, 1]);
    expectInvariants(u);
  });

  it('NA-NAV-4, NA-GEN-3: two admirals add 1 to the two highest dice; ties go to the defender after it; a fleet lost whole gives up its admirals', () => {
    const s = advanced({
      board,
      ships: [
        ['mer_du_nord', 0, 3],
        ['mer_baltique', 1, 2],
      ],
      admirals: [['mer_du_nord', 0, 2]],
    });
    const r = act(withDice(s, [5, 5, 6, 5, 3, 4]), 0, {
      type: 'sail',
      from: 'mer_du_nord',
      to: 'mer_baltique',
      ships: 2,
    });
    expect(
      ofType(r.events, 'seaBattleRolled').map((e) => [e.attack, e.defence, e.attackerLost, e.defenderLost]),
    ).toEqual([
      [[6, 6], [6, 5], 1, 1],
      [[4], [4], 1, 0],
    ]);
    expect(ofType(r.events, 'leadersCaptured')).toEqual([
      { type: 'leadersCaptured', owner: 0, captor: 1, unit: 'admiral', count: 2, at: 'mer_du_nord' },
    ]);
    expect([shipsIn(r.state, 'mer_du_nord', 0), shipsIn(r.state, 'mer_baltique', 1)]).toEqual([1, 1]);
    expectInvariants(r.state, s, r.events);
  });

  it('NA-TURN-2: naval combat comes before land offensives; after the first land attack no fleet may invade', () => {
    const s = advanced({ board: { ...board, ireland: [1, 1] }, ships: [['mer_du_nord', 0, 3]] });
    const won = act(withDice(s, [6, 1]), 0, { type: 'attack', from: 'england', to: 'ireland', dice: 1 }).state;
    const t = act(won, 0, { type: 'move', count: 1 }).state;
    expect(refuse(t, 0, { type: 'sail', from: 'mer_du_nord', to: 'mer_baltique', ships: 1 })).toMatchObject({
      reason: 'landBegun',
    });
    expect(legalActions(t, 0).some((a) => a.type === 'sail')).toBe(false);
  });

  it('NA-NAV-5: invading sea zones only earns no card', () => {
    const s = advanced({ board, ships: [['mer_du_nord', 0, 3]] });
    const t = act(s, 0, { type: 'sail', from: 'mer_du_nord', to: 'mer_baltique', ships: 1 }).state;
    const end = act(t, 0, { type: 'endTurn' });
    expect(ofType(end.events, 'cardDrawn').filter((e) => e.player === 0)).toEqual([]);
  });
});

describe('napoleon-advanced public view', () => {
  it('NA-TURN-2: the view says the combat step and the forced combats owed, for the panel and the board', () => {
    const s = advanced({ board, phase: 'reinforce', reserve: 1, ships: [['mer_du_nord', 1, 1]] });
    const t = act(s, 0, { type: 'build', unit: 'ship', at: 'mer_du_nord', count: 1 }).state;
    expect(viewFor(t, null).advanced).toMatchObject({
      lastRound: 5,
      combatStep: 'naval',
      forced: ['mer_du_nord'],
      fortsLeft: 12,
    });
    expect(viewFor(s, null).advanced).toMatchObject({ combatStep: null, forced: [] });
  });
});
