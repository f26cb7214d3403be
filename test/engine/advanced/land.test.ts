// NA-LAND, NA-GEN, NA-FORT: land offensives — landings, empty territories, the epidemic cost,
// generals and fortifications on the dice, captures and their victory points.
import { describe, expect, it } from 'vitest';
import { armiesOn, controller, mapOf, NOBODY } from '../../../src/engine/board.js';
import { fortified, generalsOn } from '../../../src/engine/board-units.js';
import { pointsOf } from '../../../src/engine/ext.js';
import { attacksFrom, legalActions } from '../../../src/engine/legal.js';
import { act, expectInvariants, ofType, refuse, withDice } from '../helpers.js';
import { advanced, INDIES } from './helpers.js';

const ships = (zones: string[], player = 0) => zones.map((z) => [z, player, 1] as [string, number, number]);

describe('napoleon-advanced land offensives (NA-LAND)', () => {
  it('NA-LAND-2: Andalousie attacks Égypte holding the three Mediterranean zones; not with two, not when one is not controlled', () => {
    const board = { andalousie: [0, 5], egypte: [1, 2] } as Record<string, [number, number]>;
    const three = advanced({ board, ships: ships(INDIES) });
    expect(attacksFrom(three, 0, 'andalousie')).toContain('egypte');
    const r = act(withDice(three, [6, 6, 6, 1, 1]), 0, { type: 'attack', from: 'andalousie', to: 'egypte', dice: 3 });
    expect(controller(r.state, 'egypte')).toBe(0);
    const two = advanced({ board, ships: ships(INDIES.slice(0, 2)) });
    expect(attacksFrom(two, 0, 'andalousie')).not.toContain('egypte');
    expect(refuse(two, 0, { type: 'attack', from: 'andalousie', to: 'egypte', dice: 3 })).toMatchObject({
      code: 'notAdjacent',
    });
    const contested = advanced({ board, ships: [...ships(INDIES), ['mer_adriatique', 2, 1]] });
    expect(attacksFrom(contested, 0, 'andalousie')).not.toContain('egypte');
    const theirs = advanced({ board, ships: [...ships(INDIES.slice(0, 2)), ['mediterranee_orientale', 1, 1]] });
    expect(attacksFrom(theirs, 0, 'andalousie')).not.toContain('egypte');
  });

  it('NA-LAND-3, NA-FORT-3: an emptied territory is nobody’s; armies move in without combat, its fortification kept, no card for it', () => {
    const s = advanced({ board: { england: [0, 5], ireland: [NOBODY, 0] }, forts: ['ireland'] });
    expect(refuse(s, 0, { type: 'attack', from: 'england', to: 'ireland', dice: 1 })).toMatchObject({
      code: 'advanced',
      reason: 'empty',
    });
    const r = act(s, 0, { type: 'occupy', from: 'england', to: 'ireland', count: 3 });
    expect([controller(r.state, 'ireland'), armiesOn(r.state, 'ireland'), fortified(r.state, 'ireland')]).toEqual([
      0,
      3,
      true,
    ]);
    expect(ofType(r.events, 'territoryOccupied')).toHaveLength(1);
    expectInvariants(r.state, s, r.events);
    const end = act(r.state, 0, { type: 'endTurn' });
    expect(ofType(end.events, 'cardDrawn').filter((e) => e.player === 0)).toEqual([]);
  });

  it('NA-LAND-4, NA-EPI-6: declaring an invasion costs the source 1 army per epidemic, once per invasion, and needs epidemics + 2 armies', () => {
    const s = advanced({ board: { england: [0, 5], ireland: [1, 3] }, epidemics: [['ireland', 1]] });
    const first = act(withDice(s, [1, 1, 1, 6, 6]), 0, { type: 'attack', from: 'england', to: 'ireland', dice: 3 });
    expect(ofType(first.events, 'armiesRemoved')).toEqual([
      { type: 'armiesRemoved', player: 0, territory: 'england', count: 1, cause: 'epidemicCost' },
    ]);
    expect(armiesOn(first.state, 'england')).toBe(2); // 5 − 1 paid − 2 lost
    expectInvariants(first.state, s, first.events);
    const again = act(withDice(first.state, [1, 6, 6]), 0, { type: 'attack', from: 'england', to: 'ireland', dice: 1 });
    expect(ofType(again.events, 'armiesRemoved')).toEqual([]);
    const poor = advanced({ board: { england: [0, 2], ireland: [1, 3] }, epidemics: [['ireland', 1]] });
    expect(refuse(poor, 0, { type: 'attack', from: 'england', to: 'ireland', dice: 1 })).toMatchObject({
      reason: 'epidemicCost',
      max: 3,
    });
  });
});

describe('napoleon-advanced generals and fortifications (NA-GEN, NA-FORT)', () => {
  it('NA-GEN-1: a general adds 1 to the attacker’s highest die; two add 1 to the two highest', () => {
    const one = advanced({ board: { england: [0, 5], ireland: [1, 3] }, generals: [['england', 0, 1]] });
    const r1 = act(withDice(one, [5, 4, 2, 6, 3]), 0, { type: 'attack', from: 'england', to: 'ireland', dice: 3 });
    expect(ofType(r1.events, 'diceRolled')[0]).toMatchObject({ attack: [6, 4, 2], defence: [6, 3] });
    const two = advanced({ board: { england: [0, 5], ireland: [1, 3] }, generals: [['england', 0, 2]] });
    const r2 = act(withDice(two, [5, 4, 2, 6, 3]), 0, { type: 'attack', from: 'england', to: 'ireland', dice: 3 });
    expect(ofType(r2.events, 'battleResolved')[0]).toMatchObject({
      attack: [6, 5, 2],
      defence: [6, 3],
      attackerLost: 1,
      defenderLost: 1,
    });
  });

  it('NA-FORT-1: a fortification and two defending generals give +2 to the highest die and +1 to the second; ties to the defender', () => {
    const s = advanced({
      board: { england: [0, 5], ireland: [1, 3] },
      generals: [['ireland', 1, 2]],
      forts: ['ireland'],
    });
    const r = act(withDice(s, [6, 6, 6, 5, 5]), 0, { type: 'attack', from: 'england', to: 'ireland', dice: 3 });
    expect(ofType(r.events, 'battleResolved')[0]).toMatchObject({ defence: [7, 6], attackerLost: 2, defenderLost: 0 });
  });

  it('NA-GEN-3, NA-GEN-4: an attacker rolling 1 die and losing it gives its generals to the defender (−1 / +1 VP); 3 dice against 2 never can', () => {
    const s = advanced({ board: { england: [0, 2], ireland: [1, 3] }, generals: [['england', 0, 1]] });
    const r = act(withDice(s, [1, 6, 6]), 0, { type: 'attack', from: 'england', to: 'ireland', dice: 1 });
    expect(generalsOn(r.state, 'england', 0)).toBe(0);
    expect([pointsOf(r.state, 0), pointsOf(r.state, 1)]).toEqual([-1, 1]);
    expect(ofType(r.events, 'leadersCaptured')).toEqual([
      { type: 'leadersCaptured', owner: 0, captor: 1, unit: 'general', count: 1, at: 'england' },
    ]);
    expectInvariants(r.state);
    const big = advanced({ board: { england: [0, 6], ireland: [1, 3] }, generals: [['england', 0, 1]] });
    const lost = act(withDice(big, [1, 1, 1, 6, 6]), 0, { type: 'attack', from: 'england', to: 'ireland', dice: 3 });
    expect(ofType(lost.events, 'battleResolved')[0]).toMatchObject({ attackerLost: 2 });
    expect(generalsOn(lost.state, 'england', 0)).toBe(1);
  });

  it('NA-GEN-3, NA-FORT-3: a territory conquered by combat loses its fortification and its generals to the conqueror', () => {
    const s = advanced({
      board: { england: [0, 6], ireland: [1, 1] },
      generals: [['ireland', 1, 1]],
      forts: ['ireland'],
    });
    const r = act(withDice(s, [6, 6, 6, 1]), 0, { type: 'attack', from: 'england', to: 'ireland', dice: 3 });
    expect([controller(r.state, 'ireland'), fortified(r.state, 'ireland'), generalsOn(r.state, 'ireland', 1)]).toEqual([
      0,
      false,
      0,
    ]);
    expect(ofType(r.events, 'fortDestroyed')).toEqual([{ type: 'fortDestroyed', territory: 'ireland' }]);
    expect([pointsOf(r.state, 0), pointsOf(r.state, 1)]).toEqual([1, -1]);
    expect(mapOf(r.state).territoryIds.length).toBe(48);
  });

  it('NA-GEN-2: generals follow the armies of a conquest into the conquered territory; never without armies of their own', () => {
    const s = advanced({ board: { england: [0, 6], ireland: [1, 1] }, generals: [['england', 0, 2]] });
    const attacked = act(withDice(s, [6, 6, 6, 1]), 0, {
      type: 'attack',
      from: 'england',
      to: 'ireland',
      dice: 3,
    }).state;
    const won = act(attacked, 0, { type: 'move', count: 3 });
    expect(legalActions(won.state, 0)).toEqual(
      expect.arrayContaining([
        { type: 'follow', leaders: 1 },
        { type: 'follow', leaders: 2 },
      ]),
    );
    expect(refuse(won.state, 0, { type: 'follow', leaders: 3 })).toEqual({ code: 'badCount', min: 1, max: 2 });
    const t = act(won.state, 0, { type: 'follow', leaders: 1 }).state;
    expect([generalsOn(t, 'england', 0), generalsOn(t, 'ireland', 0)]).toEqual([1, 1]);
    expectInvariants(t);
    expect(refuse(s, 0, { type: 'follow', leaders: 1 })).toEqual({ code: 'noConquest' });
  });

  it('NA-NAV-4: admirals act at sea only: an admiral beside a land battle adds nothing to its dice', () => {
    const s = advanced({
      board: { england: [0, 5], ireland: [1, 3] },
      ships: [['atlantique_ouest', 0, 1]],
      admirals: [['atlantique_ouest', 0, 1]],
    });
    const r = act(withDice(s, [5, 4, 2, 6, 3]), 0, { type: 'attack', from: 'england', to: 'ireland', dice: 3 });
    expect(ofType(r.events, 'diceRolled')[0]).toMatchObject({ attack: [5, 4, 2], defence: [6, 3] });
  });
});

describe('napoleon-advanced eliminations (NA-LAND-5)', () => {
  it('NA-LAND-5: taking a player’s last territory gives their cards; with 5 or more, trade at once down to 4', () => {
    const cards = [0, 1, 2, 3, 4, 5];
    const s = advanced({
      board: { england: [0, 6], ireland: [2, 1] },
      hands: { 0: cards.slice(0, 3), 2: cards.slice(3) },
      ships: [['mer_du_nord', 2, 2]],
    });
    const r = act(withDice(s, [6, 6, 6, 1]), 0, { type: 'attack', from: 'england', to: 'ireland', dice: 3 });
    expect(r.state.players[2].status).toBe('eliminated');
    expect(r.state.players[0].hand).toHaveLength(6);
    expect(ofType(r.events, 'fleetRemoved')).toEqual([{ type: 'fleetRemoved', player: 2, ships: 2, admirals: 0 }]); // NA-NAV-6
    const after = act(r.state, 0, { type: 'move', count: 3 }).state;
    expect(after.phase).toMatchObject({ kind: 'attack', elimTrade: true });
    expectInvariants(after);
  });
});
