// NA-SET (set-up), NA-MAT, NA-BRD-4 and NA-TURN-1: a new advanced game as the rulebook sets it up.
import { describe, expect, it } from 'vitest';
import { armiesOn, mapOf, territoriesControlledBy } from '../../../src/engine/board.js';
import { epidemicsOn, fortified, generalsOn, seaController, unitsOnBoard } from '../../../src/engine/board-units.js';
import { legalActions } from '../../../src/engine/legal.js';
import { startingLeft } from '../../../src/engine/advanced/slice.js';
import { getRuleset } from '../../../src/rules/registry.js';
import { act, expectInvariants, game, ofType, refuse } from '../helpers.js';
import { advMissionsFor } from '../../../src/engine/ext.js';
import { advancedMissionById, missionPoints } from '../../../src/engine/advanced/mission-cards.js';

describe('napoleon-advanced set-up (NA-SET)', () => {
  it('NA-SET-2, NA-SET-5, NA-SET-7: armies as the basic game, 4 epidemics in 4 empires, ⌊k/2⌋ cards by seat, zones empty', () => {
    for (const n of [3, 4, 5, 6]) {
      const s = game('napoleon-advanced', n, { setup: 'auto' }, 20 + n).state;
      expect(s.phase.kind).toBe('reinforce');
      const starting = { 3: 40, 4: 35, 5: 30, 6: 25 }[n]!;
      for (const p of s.order) {
        const placed = territoriesControlledBy(s, p).reduce((a, t) => a + armiesOn(s, t), 0);
        expect(placed).toBe(starting);
      }
      const map = mapOf(s);
      const struck = map.territoryIds.filter((t) => epidemicsOn(s, t) > 0);
      expect(struck).toHaveLength(4);
      expect(new Set(struck.map((t) => map.byId[t].continent)).size).toBe(4); // no empire twice
      expect(s.order.map((p) => s.players[p].hand.length)).toEqual(s.order.map((_, k) => Math.floor((k + 1) / 2)));
      for (const z of map.seas.zones) expect(seaController(s, z.id)).toBe(-1); // NA-BRD-4: zones start empty
      for (const p of s.order) expect(startingLeft(s, p)).toEqual({ generals: 1, forts: 1 });
      // no VP yet but missions the first player completed in phase 1 of the first turn (NA-START-1)
      for (const [p, v] of Object.entries(s.ext.points!))
        expect(v).toBe(
          advMissionsFor(s, Number(p))!.claimed.reduce(
            (a, c) => a + missionPoints(advancedMissionById(c.mission).rank),
            0,
          ),
        );
      expectInvariants(s);
    }
  });

  it('NA-SET-4: at most 10 armies on a territory during set-up, also when spread at random', () => {
    const auto = game('napoleon-advanced', 3, { setup: 'auto' }, 3).state;
    for (const t of mapOf(auto).territoryIds) expect(armiesOn(auto, t)).toBeLessThanOrEqual(10);
    let s = game('napoleon-advanced', 3, { setup: 'deal' }, 3).state;
    expect(s.phase.kind).toBe('setupPlace');
    const p = s.turn.player;
    const t = territoriesControlledBy(s, p)[0];
    s = structuredClone(s);
    s.board.armies[mapOf(s).index[t] * s.players.length + p] = 10;
    expect(refuse(s, p, { type: 'place', territory: t, count: 1 })).toEqual({
      code: 'territoryCap',
      territory: t,
      cap: 10,
    });
    expect(legalActions(s, p).some((a) => a.type === 'place' && a.territory === t)).toBe(false);
  });

  it('NA-SET-4: the starting general and fortification go first, free, on own territories', () => {
    const s = game('napoleon-advanced', 3, { setup: 'auto' }, 5).state;
    const p = s.turn.player;
    const reserve = s.players[p].reserve;
    const own = territoriesControlledBy(s, p).filter((t) => epidemicsOn(s, t) === 0);
    expect(refuse(s, p, { type: 'build', unit: 'ship', at: 'mer_du_nord', count: 1 })).toMatchObject({
      reason: 'startingUnits',
    });
    expect(
      legalActions(s, p)
        .filter((a) => a.type === 'build')
        .every((a) => a.type === 'build' && (a.unit === 'general' || a.unit === 'fort')),
    ).toBe(true);
    let next = act(s, p, { type: 'build', unit: 'general', at: own[0], count: 1 }).state;
    next = act(next, p, { type: 'build', unit: 'fort', at: own[1], count: 1 }).state;
    expect(next.players[p].reserve).toBe(reserve); // free
    expect([generalsOn(next, own[0], p), fortified(next, own[1])]).toEqual([1, true]);
    expect(startingLeft(next, p)).toEqual({ generals: 0, forts: 0 });
    expect(act(next, p, { type: 'place', territory: own[0], count: 1 }).state.players[p].reserve).toBe(reserve - 1);
  });

  it('NA-SET-4: a player who places before their starting units has them placed on their strongest territories', () => {
    const s = game('napoleon-advanced', 3, { setup: 'auto' }, 5).state;
    const p = s.turn.player;
    const own = territoriesControlledBy(s, p);
    const r = act(s, p, { type: 'place', territory: own[0], count: 1 });
    expect(ofType(r.events, 'unitsBuilt').map((e) => [e.unit, e.free])).toEqual([
      ['general', true],
      ['fort', true],
    ]);
    const strongest = Math.max(...own.map((t) => armiesOn(s, t)));
    const general = ofType(r.events, 'unitsBuilt')[0].at;
    expect(armiesOn(s, general)).toBe(strongest);
    expect(startingLeft(r.state, p)).toEqual({ generals: 0, forts: 0 });
    expect(unitsOnBoard(r.state, p, 'generals')).toBe(1);
  });

  it('C-OPT-6: without cards the deal leaves no card anywhere, the epidemics are still placed', () => {
    for (const setup of ['deal', 'auto', 'claim'] as const) {
      const s = game('napoleon-advanced', 4, { setup, cards: 'none' }, 9).state;
      expect([s.deck, s.discard, s.players.flatMap((p) => p.hand)]).toEqual([[], [], []]);
      expectInvariants(s);
    }
    const auto = game('napoleon-advanced', 4, { setup: 'auto', cards: 'none' }, 9).state;
    expect(mapOf(auto).territoryIds.filter((t) => epidemicsOn(auto, t) > 0)).toHaveLength(4);
  });

  it('NA-TURN-1, NA-MAT-1..3: five rounds; 26 ships, 3 generals, 2 admirals each; 12 forts; 4 epidemics', () => {
    const r = getRuleset('napoleon-advanced');
    expect([r.minPlayers, r.maxPlayers, r.roundLimit, r.map]).toEqual([3, 6, 5, 'europe-1811']);
    expect(r.units).toEqual({
      perPlayer: { ships: 26, generals: 3, admirals: 2 },
      forts: 12,
      epidemics: 4,
      emptiedIsNobodys: true,
    });
  });
});
