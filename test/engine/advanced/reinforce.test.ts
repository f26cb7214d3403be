// NA-START, NA-REI and NA-CONV: what a turn brings (victory points, reinforcements, card sets,
// fortifications) and what reinforcements may be converted into.
import { describe, expect, it } from 'vitest';
import { armiesOn } from '../../../src/engine/board.js';
import { admiralsIn, fortified, generalsOn, shipsIn, unitsOnBoard } from '../../../src/engine/board-units.js';
import { getMap } from '../../../src/engine/maps.js';
import { pointsOf } from '../../../src/engine/ext.js';
import { reinforcementsFor } from '../../../src/engine/turns.js';
import { advancedOf } from '../../../src/engine/advanced/slice.js';
import { act, beginTurn, card, expectInvariants, ofType, refuse } from '../helpers.js';
import { advanced, AMERICAS, UK } from './helpers.js';

const EUROPE = getMap('europe-1811');
const c = (t: string) => card(t, EUROPE);

describe('napoleon-advanced reinforcements (NA-REI, NA-START)', () => {
  it('NA-REI-1: (territories + sea zones) / 3, rounded down, at least 3', () => {
    const board = Object.fromEntries(
      [
        'england',
        'scotland',
        'portugal',
        'castille',
        'andalousie',
        'egypte',
        'syrie',
        'anatolie',
        'crimee_caucase',
        'finlande',
        'laponie',
        'norvege',
        'suede',
        'danemark',
      ].map((t) => [t, [0, 2] as [number, number]]),
    );
    const s = advanced({ board, ships: [['mer_noire', 0, 1]] }); // 14 territories + 1 zone = 15
    expect(reinforcementsFor(s, 0).territories).toBe(5);
    const small = advanced({ board: { egypte: [0, 3], syrie: [0, 3] } });
    expect(reinforcementsFor(small, 0).territories).toBe(3);
  });

  it('NA-REI-2, NA-START-2, NA-START-3: each empire and route held pays its bonus in armies and, at the start of the turn, in VP', () => {
    const board = Object.fromEntries(UK.map((t) => [t, [0, 2] as [number, number]]));
    const s = advanced({ board, ships: AMERICAS.map((z) => [z, 0, 1] as [string, number, number]) });
    const r = reinforcementsFor(s, 0);
    expect([r.territories, r.continentArmies, r.continents]).toEqual([3, 4, ['united_kingdom']]); // UK 2 + Americas 2
    const { state, events } = beginTurn(s, 0);
    expect(pointsOf(state, 0)).toBe(4);
    expect(ofType(events, 'pointsScored').map((e) => [e.source, e.detail, e.points])).toEqual([
      ['empire', 'united_kingdom', 2],
      ['route', 'route_des_ameriques', 2],
    ]);
    expect(state.players[0].reserve).toBe(7);
  });

  it('NA-REI-3, NA-REI-4: a set at its fixed value, and 2 armies on every card territory held, no cap', () => {
    const board = Object.fromEntries(UK.map((t) => [t, [0, 2] as [number, number]]));
    const s = advanced({ board, phase: 'reinforce', reserve: 3, hands: { 0: UK.map(c) } });
    const r = act(s, 0, { type: 'trade', cards: UK.map(c) as [number, number, number] });
    // one of each: 10 (M-3's table), and England's card is a RENFORT: +4 in a set (NA-REI-5)
    expect(r.state.players[0].reserve).toBe(3 + 10 + 4);
    for (const t of UK) expect(armiesOn(r.state, t)).toBe(4);
    expectInvariants(r.state, s, r.events);
  });

  it('NA-REI-3: five cards or more at the start of the phase must be traded', () => {
    const hand = ['england', 'scotland', 'ireland', 'portugal', 'castille'].map(c);
    const { state } = beginTurn(advanced({ board: { england: [0, 3] }, hands: { 0: hand } }), 0);
    expect(state.phase).toEqual({ kind: 'reinforce', mustTrade: true });
    expect(refuse(state, 0, { type: 'place', territory: 'england', count: 1 })).toEqual({ code: 'mustTrade', hand: 5 });
  });

  it('NA-REI-6: each fortification held gives 1 army there when the turn begins; one built this turn gives none yet', () => {
    const s = advanced({
      board: { england: [0, 3], scotland: [0, 3], ireland: [1, 3] },
      forts: ['england', 'ireland'],
    });
    const { state, events } = beginTurn(s, 0);
    expect(armiesOn(state, 'england')).toBe(4);
    expect(armiesOn(state, 'ireland')).toBe(3); // another player's fort
    expect(ofType(events, 'armiesPlaced')).toEqual([
      { type: 'armiesPlaced', player: 0, territory: 'england', count: 1 },
    ]);
    const built = act(state, 0, { type: 'build', unit: 'fort', at: 'scotland', count: 1 }).state;
    expect(advancedOf(built).turn.fortsBuilt).toEqual(['scotland']);
    expect(armiesOn(built, 'scotland')).toBe(3);
  });
});

describe('napoleon-advanced conversions (NA-CONV)', () => {
  const base = {
    board: { england: [0, 3], scotland: [0, 3], egypte: [1, 3] } as Record<string, [number, number]>,
    phase: 'reinforce' as const,
    reserve: 6,
  };

  it('NA-CONV-1: a ship costs 1 army, in a zone on the player’s coast, even beside another fleet (then the fight is forced)', () => {
    const s = advanced({ ...base, ships: [['mer_du_nord', 1, 2]] });
    const r = act(s, 0, { type: 'build', unit: 'ship', at: 'mer_du_nord', count: 2 });
    expect([shipsIn(r.state, 'mer_du_nord', 0), r.state.players[0].reserve]).toEqual([2, 4]);
    expect(advancedOf(r.state).turn.forced).toEqual(['mer_du_nord']);
    expect(refuse(s, 0, { type: 'build', unit: 'ship', at: 'mer_noire', count: 1 })).toMatchObject({
      reason: 'notCoastal',
      at: 'mer_noire',
    });
    const full = advanced({ ...base, ships: [['atlantique_nord', 0, 26]] });
    expect(refuse(full, 0, { type: 'build', unit: 'ship', at: 'mer_du_nord', count: 1 })).toMatchObject({
      reason: 'unitLimit',
    });
  });

  it('NA-CONV-2: generals on own territories (3 at most, captured ones included), admirals where the player has ships (2 at most)', () => {
    const s = advanced({ ...base, generals: [['england', 0, 2]], ships: [['mer_du_nord', 0, 1]] });
    expect(act(s, 0, { type: 'build', unit: 'general', at: 'scotland', count: 1 }).state.players[0].reserve).toBe(5);
    expect(refuse(s, 0, { type: 'build', unit: 'general', at: 'scotland', count: 2 })).toEqual({
      code: 'badCount',
      min: 1,
      max: 1,
    });
    expect(refuse(s, 0, { type: 'build', unit: 'general', at: 'egypte', count: 1 })).toEqual({
      code: 'notOwner',
      territory: 'egypte',
    });
    advancedOf(s).captured.push({ owner: 0, captor: 1, generals: 1, admirals: 0 });
    expect(refuse(s, 0, { type: 'build', unit: 'general', at: 'scotland', count: 1 })).toMatchObject({
      reason: 'unitLimit',
    });
    const a = act(s, 0, { type: 'build', unit: 'admiral', at: 'mer_du_nord', count: 2 }).state;
    expect(admiralsIn(a, 'mer_du_nord', 0)).toBe(2);
    expect(refuse(s, 0, { type: 'build', unit: 'admiral', at: 'atlantique_ouest', count: 1 })).toMatchObject({
      reason: 'noShips',
    });
  });

  it('NA-CONV-3, NA-FORT-4, NA-MAT-2: a fortification on an own territory without one and without an epidemic, while the pool of 12 lasts', () => {
    const s = advanced({ ...base, epidemics: [['scotland', 1]], forts: ['egypte'] });
    expect(fortified(act(s, 0, { type: 'build', unit: 'fort', at: 'england', count: 1 }).state, 'england')).toBe(true);
    expect(refuse(s, 0, { type: 'build', unit: 'fort', at: 'scotland', count: 1 })).toMatchObject({
      reason: 'epidemic',
    });
    const pool = advanced({
      ...base,
      forts: [
        'egypte',
        'syrie',
        'anatolie',
        'portugal',
        'castille',
        'andalousie',
        'suede',
        'norvege',
        'laponie',
        'danemark',
        'finlande',
        'prusse',
      ],
    });
    expect(refuse(pool, 0, { type: 'build', unit: 'fort', at: 'england', count: 1 })).toMatchObject({
      reason: 'noFortLeft',
    });
  });

  it('NA-CONV-4: captured generals are bought back for 1 army each when none is on the board; the captor gets the army next turn', () => {
    const s = advanced({ ...base, generals: [['egypte', 1, 1]] });
    advancedOf(s).captured.push({ owner: 0, captor: 1, generals: 2, admirals: 0 });
    const r = act(s, 0, { type: 'build', unit: 'buyGeneral', at: 'england', count: 2 });
    expect([generalsOn(r.state, 'england', 0), r.state.players[0].reserve]).toEqual([2, 4]);
    expect(advancedOf(r.state).captured).toEqual([]);
    expect(advancedOf(r.state).owed).toEqual({ 1: 2 });
    expect(refuse(r.state, 0, { type: 'build', unit: 'buyGeneral', at: 'england', count: 1 })).toMatchObject({
      reason: 'nothingToBuyBack',
    });
    const next = beginTurn(r.state, 1).state;
    expect(next.players[1].reserve).toBe(reinforcementsFor(r.state, 1).total + 2); // the two owed on top
    expect(unitsOnBoard(next, 0, 'generals')).toBe(2);
  });
});

describe('napoleon-advanced capitals option (NA-CAP)', () => {
  const board = { england: [0, 3], scotland: [0, 3] } as Record<string, [number, number]>;

  it('NA-CAP-1..3: a capital and the majority of its empire pay the capital bonus in armies and VP, from round 2, with the option only', () => {
    const on = advanced({ board, round: 2, options: { empireCapitals: true } });
    expect(reinforcementsFor(on, 0).continentArmies).toBe(1); // United Kingdom: England + Scotland, 2 of 3
    const { state, events } = beginTurn(on, 0, 2);
    expect(ofType(events, 'pointsScored').map((e) => [e.source, e.detail, e.points])).toEqual([
      ['capital', 'united_kingdom', 1],
    ]);
    expect(pointsOf(state, 0)).toBe(1);
    expect(reinforcementsFor(advanced({ board, round: 1, options: { empireCapitals: true } }), 0).continentArmies).toBe(
      0,
    );
    expect(reinforcementsFor(advanced({ board, round: 2 }), 0).continentArmies).toBe(0);
    const whole = advanced({ board: { ...board, ireland: [0, 2] }, round: 2, options: { empireCapitals: true } });
    expect(reinforcementsFor(whole, 0).continentArmies).toBe(2); // the empire's own bonus, not both
  });
});
