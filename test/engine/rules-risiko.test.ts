// RULES.md §4: the RisiKo! tournament regulation (seed 004), ruleset `risiko`.
import { describe, expect, it } from 'vitest';
import { OBJECTIVES, objectiveByNumber } from '../../src/engine/content.js';
import { legalActions } from '../../src/engine/legal.js';
import { viewFor } from '../../src/engine/view.js';
import type { Action, GameState, PlayerId } from '../../src/engine/types.js';
import {
  act,
  beginTurn,
  card,
  expectInvariants,
  firstByDice,
  game,
  NOW,
  ofType,
  owned,
  refuse,
  RISIKO_MAP,
  scenario,
  WILDS,
  withDice,
  WORLD,
} from './helpers.js';
import { armiesOn, controller, occupy, territoriesControlledBy } from '../../src/engine/board.js';
import { boardSummary } from '../../src/engine/board-summary.js';
import { getRuleset } from '../../src/rules/registry.js';

const MIN = 60_000;
const key = (a: string, b: string) => [a, b].sort().join('|');

/**
 * A RisiKo! position with 4 players in seat order 0..3, objectives 1..4. Territories not in
 * `board` go to `fill` when given, else round-robin to players 1..3 (so nobody holds an objective).
 */
function risiko(spec: Parameters<typeof scenario>[0] = {}): GameState {
  const s = scenario({ ruleset: 'risiko', players: 4, ...spec });
  if (!spec.fill)
    RISIKO_MAP.territoryIds
      .filter((t) => !spec.board?.[t])
      .forEach((t, i) => {
        occupy(s, t, 1 + (i % 3), 1);
      });
  s.order = [0, 1, 2, 3];
  s.players.forEach((p, i) => {
    p.objective = i + 1;
  });
  return s;
}

describe('RisiKo! board and setup', () => {
  it('R-MAP-1: 82 borders: no East Africa–Middle East nor Afghanistan–India, plus Middle East–China', () => {
    const borders = new Set(RISIKO_MAP.borders.map(([a, b]) => key(a, b)));
    expect(borders.size).toBe(82);
    expect(new Set(WORLD.borders.map(([a, b]) => key(a, b))).size).toBe(83);
    expect(borders.has(key('east_africa', 'middle_east'))).toBe(false);
    expect(borders.has(key('afghanistan', 'india'))).toBe(false);
    expect(borders.has(key('china', 'middle_east'))).toBe(true);
    const s = game('risiko', 4).state;
    expect(s.map).toBe('world-risiko');
    expect(RISIKO_MAP.territories.every((t) => t.name.it.length > 0)).toBe(true);
    // in play: the removed border cannot be attacked across, the added one can
    const pos = risiko({
      board: { middle_east: [0, 5], east_africa: [1, 1], china: [1, 1], india: [0, 5], afghanistan: [1, 1] },
    });
    expect(refuse(pos, 0, { type: 'attack', from: 'middle_east', to: 'east_africa', dice: 3 }).code).toBe(
      'notAdjacent',
    );
    expect(refuse(pos, 0, { type: 'attack', from: 'india', to: 'afghanistan', dice: 3 }).code).toBe('notAdjacent');
    act(pos, 0, { type: 'attack', from: 'middle_east', to: 'china', dice: 3 });
  });

  it('R-REI-1: floor(territories / 3) with no minimum, plus continent bonuses', () => {
    for (const [k, expected] of [
      [2, 0],
      [5, 1],
      [9, 3],
      [13, 4],
    ] as const) {
      const ids = WORLD.continents.flatMap((c) => c.territories.slice(1)).slice(0, k);
      const s = risiko({ board: Object.fromEntries(ids.map((t) => [t, [0, 1]])) });
      const { state, events } = beginTurn(s, 0);
      expect(ofType(events, 'turnStarted')[0].reinforcements).toBe(expected);
      expect(state.players[0].reserve).toBe(expected);
      if (expected === 0) expect(state.phase.kind).toBe('attack');
    }
    const aus = risiko({
      board: { new_guinea: [0, 1], indonesia: [0, 1], western_australia: [0, 1], eastern_australia: [0, 1] },
    });
    expect(ofType(beginTurn(aus, 0).events, 'turnStarted')[0].reinforcements).toBe(1 + 2);
  });

  it('R-SET-1: a channel game seats 3 to 6 (the regulation’s tables of 4 or 5 are for tournaments, which may correct them)', () => {
    for (const players of [3, 4, 5, 6]) {
      const s = game('risiko', players).state;
      expect(s.players).toHaveLength(players);
      expect(new Set(s.players.map((p) => p.objective)).size).toBe(players); // one secret objective each (R-SET-3)
      expect(Object.values(boardSummary(s)).every((t) => t.owner >= 0 && t.owner < players)).toBe(true);
    }
    expect(getRuleset('risiko')).toMatchObject({ minPlayers: 3, maxPlayers: 6 });
  });

  it('R-SET-1: turn order by a die each, ties re-rolled among the tied', () => {
    for (let seed = 1; seed <= 30; seed++) {
      const n = 4 + (seed % 2);
      expect(game('risiko', n, {}, seed).state.order[0]).toBe(firstByDice(seed, n));
    }
  });

  it('R-SET-2: the deal goes against the order of play: the extra territories go to the last players', () => {
    for (let n = 4; n <= 5; n++) {
      for (let seed = 1; seed <= 20; seed++) {
        const { state: s, events } = game('risiko', n, {}, seed);
        const counts = ofType(events, 'territoriesDealt')[0].counts;
        // 42 cards: 4 players get 10 or 11, 5 players 8 or 9; more often the last ones than the first
        const first = counts[s.order[0]],
          last = counts[s.order[n - 1]];
        expect(first).toBeLessThanOrEqual(last + 1);
        if (first > last) expect(first - last).toBe(1); // only where the 50% rule moved a card
      }
      // over many deals the last seat is dealt more than the first
      let firstTotal = 0,
        lastTotal = 0;
      for (let seed = 1; seed <= 40; seed++) {
        const { state: s, events } = game('risiko', n, {}, seed);
        const counts = ofType(events, 'territoriesDealt')[0].counts;
        firstTotal += counts[s.order[0]];
        lastTotal += counts[s.order[n - 1]];
      }
      expect(lastTotal).toBeGreaterThan(firstTotal);
    }
    // classic deals with the order of play: the first players get the extra territories
    const { state: c, events: ce } = game('classic', 4, { setup: 'deal' }, 3);
    const cc = ofType(ce, 'territoriesDealt')[0].counts;
    expect(c.order.map((p) => cc[p])).toEqual([11, 11, 10, 10]);
  });

  it('R-SET-2: deal without wilds and the 50% rule: nobody is dealt more than half of a continent', () => {
    let exactRoundRobin = 0,
      deals = 0;
    for (let n = 3; n <= 6; n++) {
      for (let seed = 1; seed <= 25; seed++) {
        const { state: s, events } = game('risiko', n, {}, seed);
        deals++;
        for (const c of RISIKO_MAP.continents) {
          for (const p of s.order)
            expect(c.territories.filter((t) => controller(s, t) === p).length * 2).toBeLessThanOrEqual(
              c.territories.length,
            );
        }
        const counts = ofType(events, 'territoriesDealt')[0].counts;
        // against the order of play: the last seat is dealt first
        const share = s.order.map((_, i) => Math.floor(42 / n) + (n - 1 - i < 42 % n ? 1 : 0));
        s.order.forEach((p, i) => expect(Math.abs(counts[p] - share[i])).toBeLessThanOrEqual(1));
        if (s.order.every((p, i) => counts[p] === share[i])) exactRoundRobin++;
        expect(Object.values(boardSummary(s)).every((t) => t.armies === 1)).toBe(true);
        expect(s.deck).toHaveLength(44);
        expect(s.deck).toEqual(expect.arrayContaining(WILDS));
      }
    }
    expect(exactRoundRobin).toBeGreaterThan(deals * 0.8);
  });

  it('R-SET-3: each player gets a secret territorial objective', () => {
    for (let seed = 1; seed <= 10; seed++) {
      const s = game('risiko', 5, {}, seed).state;
      const objs = s.players.map((p) => p.objective);
      expect(new Set(objs).size).toBe(5);
      expect(objs.every((o) => OBJECTIVES.some((x) => x.number === o))).toBe(true);
      expect(JSON.stringify(viewFor(s, null))).not.toMatch(/"objective":\d/);
      for (const p of s.players) {
        expect(viewFor(s, p.id).secrets?.objective).toBe(p.objective);
        const other = viewFor(s, (p.id + 1) % 5);
        expect(JSON.stringify(other.players)).not.toContain('objective');
      }
    }
  });

  it('R-SET-4: initial placement in rounds of 3 armies each, fewer in the last round', () => {
    let s = game('risiko', 4, { setup: 'deal' }, 12).state;
    const perTurn = new Map<PlayerId, number[]>();
    let guard = 0;
    while (s.phase.kind === 'setupPlace' && guard++ < 500) {
      const p = s.turn.player;
      expect(s.phase.perTurn).toBe(Math.min(3, s.players[p].reserve));
      const t = owned(s, p)[0];
      const r = act(s, p, { type: 'place', territory: t, count: s.phase.perTurn });
      perTurn.set(p, [...(perTurn.get(p) ?? []), ofType(r.events, 'armiesPlaced')[0].count]);
      s = r.state;
    }
    for (const [p, counts] of perTurn) {
      const dealt = counts.reduce((a, b) => a + b, 0);
      expect(dealt + owned(s, p).length).toBe(30);
      expect(counts.slice(0, -1).every((c) => c === 3)).toBe(true);
      expect(counts[counts.length - 1]).toBeLessThanOrEqual(3);
    }
    expect([...perTurn.values()].some((c) => c[c.length - 1] < 3)).toBe(true);
    expect(s.phase.kind).not.toBe('setupPlace');
  });
});

describe('RisiKo! turns', () => {
  it('R-ATK-1: the defender always rolls the most dice, up to 3; the attacker never rolls fewer than the defender', () => {
    const s = risiko({
      board: {
        alaska: [0, 9],
        kamchatka: [1, 3],
        alberta: [0, 3],
        ontario: [1, 2],
        greenland: [0, 9],
        iceland: [1, 1],
      },
    });
    const r = act(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(ofType(r.events, 'diceRolled')[0].defence).toHaveLength(3);
    expect(refuse(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 2 })).toEqual({
      code: 'badDice',
      min: 3,
      max: 3,
    });
    expect(refuse(s, 0, { type: 'attack', from: 'alberta', to: 'ontario', dice: 1 })).toEqual({
      code: 'badDice',
      min: 2,
      max: 2,
    });
    expect(
      ofType(act(s, 0, { type: 'attack', from: 'greenland', to: 'iceland', dice: 1 }).events, 'diceRolled')[0].defence,
    ).toHaveLength(1);
    // 3 armies (2 dice at most) cannot attack 3 defenders at all
    const weak = risiko({ board: { alaska: [0, 3], kamchatka: [1, 3] } });
    expect(refuse(weak, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 2 }).code).toBe('notEnoughArmies');
    expect(
      legalActions(weak, 0).filter((a) => a.type === 'attack' && a.from === 'alaska' && a.to === 'kamchatka'),
    ).toEqual([]);
    expect(refuse(s, 1, { type: 'setDefence', withOne: true }).code).toBe('defencePreferenceLocked');
    // three pairs compared, ties to the defender
    const three = act(withDice(s, [6, 5, 2, 5, 5, 2]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(ofType(three.events, 'battleResolved')[0]).toMatchObject({ attackerLost: 2, defenderLost: 1 });
  });

  it('R-GAR-1: a territory bordering an enemy keeps 2 armies after any move, except the required move-in after a conquest', () => {
    // fortify: Alaska borders enemy Kamchatka, Alberta is interior (Ontario, NWT, W. US own)
    const f = risiko({
      phase: 'fortify',
      board: {
        alaska: [0, 5],
        kamchatka: [1, 1],
        northwest_territory: [0, 1],
        alberta: [0, 5],
        ontario: [0, 1],
        western_us: [0, 1],
      },
    });
    expect(refuse(f, 0, { type: 'fortify', from: 'alaska', to: 'alberta', count: 4 })).toEqual({
      code: 'badCount',
      min: 1,
      max: 3,
    });
    expect(armiesOn(act(f, 0, { type: 'fortify', from: 'alberta', to: 'alaska', count: 4 }).state, 'alberta')).toBe(1);
    act(f, 0, { type: 'fortify', from: 'alaska', to: 'alberta', count: 3 });
    // conquest from 4 armies with 3 dice: the 3 that must move leave 1 behind
    const c4 = act(withDice(risiko({ board: { alaska: [0, 4], kamchatka: [1, 1], japan: [1, 1] } }), [6, 6, 6, 1]), 0, {
      type: 'attack',
      from: 'alaska',
      to: 'kamchatka',
      dice: 3,
    });
    expect(armiesOn(c4.state, 'alaska')).toBe(1);
    expect(armiesOn(c4.state, 'kamchatka')).toBe(3);
    // from 6 armies still bordering an enemy: at most 4 move (2 stay), and the choices say so
    const s6 = act(withDice(risiko({ board: { alaska: [0, 6], kamchatka: [1, 1], japan: [1, 1] } }), [6, 6, 6, 1]), 0, {
      type: 'attack',
      from: 'alaska',
      to: 'kamchatka',
      dice: 3,
    }).state;
    expect(refuse(s6, 0, { type: 'move', count: 5 }).code).toMatch(/^(garrison|badCount)$/);
    expect(legalActions(s6, 0)).toEqual([
      { type: 'move', count: 3 },
      { type: 'move', count: 4 },
    ]);
    expect(armiesOn(act(s6, 0, { type: 'move', count: 4 }).state, 'alaska')).toBe(2);
    // a source left with no enemy neighbour may empty down to 1
    const inner = act(
      withDice(
        risiko({
          board: { alaska: [0, 6], kamchatka: [1, 1], japan: [1, 1], alberta: [0, 1], northwest_territory: [0, 1] },
        }),
        [6, 6, 6, 1],
      ),
      0,
      { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 },
    ).state;
    expect(legalActions(inner, 0)).toEqual([
      { type: 'move', count: 3 },
      { type: 'move', count: 5 },
    ]);
  });

  it('R-GAR-1: the conquered territory also keeps 2 when it faces an enemy: a 1-die conquest from 6 moves at least 2', () => {
    // Kamchatka, once taken, still faces Japan (enemy): 2 must move in
    const front = act(
      withDice(risiko({ board: { alaska: [0, 6], kamchatka: [1, 1], japan: [1, 1], irkutsk: [1, 1] } }), [6, 1]),
      0,
      { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 1 },
    );
    expect(ofType(front.events, 'territoryConquered')[0]).toMatchObject({ min: 2, max: 4 });
    expect(refuse(front.state, 0, { type: 'move', count: 1 })).toEqual({ code: 'badCount', min: 2, max: 4 });
    expect(legalActions(front.state, 0)).toEqual([
      { type: 'move', count: 2 },
      { type: 'move', count: 4 },
    ]);
    expect(armiesOn(act(front.state, 0, { type: 'move', count: 2 }).state, 'kamchatka')).toBe(2);
    // a conquered territory with no enemy around may take just the dice
    const around: Record<string, [PlayerId, number]> = {
      alaska: [0, 6],
      kamchatka: [1, 1],
      japan: [0, 1],
      irkutsk: [0, 1],
      yakutsk: [0, 1],
      mongolia: [0, 1],
    };
    const inner = act(withDice(risiko({ board: around }), [6, 1]), 0, {
      type: 'attack',
      from: 'alaska',
      to: 'kamchatka',
      dice: 1,
    });
    expect(ofType(inner.events, 'territoryConquered')[0]).toMatchObject({ min: 1 });
    // the exception stays: a source that cannot spare 2 while keeping its own 2 moves the dice only
    const thin = act(
      withDice(risiko({ board: { alaska: [0, 3], kamchatka: [1, 1], japan: [1, 1], alberta: [1, 1] } }), [6, 1]),
      0,
      { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 1 },
    );
    expect(ofType(thin.events, 'territoryConquered')[0]).toMatchObject({ min: 1, max: 1 });
    expect(armiesOn(thin.state, 'alaska')).toBe(2);
    // outside RisiKo! no garrison: the dice are enough
    const classic = act(
      withDice(scenario({ board: { alaska: [0, 6], kamchatka: [1, 1], japan: [1, 1] } }), [6, 1]),
      0,
      { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 1 },
    );
    expect(ofType(classic.events, 'territoryConquered')[0]).toMatchObject({ min: 1, max: 5 });
  });

  it('R-CRD-1: trading is voluntary: no forced trade at 5 cards, none after an elimination', () => {
    const five = [card('peru'), card('congo'), card('ural'), card('argentina'), card('iceland')];
    const mine: Record<string, [PlayerId, number]> = {
      alaska: [0, 4],
      kamchatka: [0, 2],
      alberta: [0, 1],
      ontario: [0, 1],
      quebec: [0, 1],
      greenland: [0, 1],
    };
    const s = risiko({ board: mine, hands: { 0: [...five] } });
    const { state } = beginTurn(s, 0);
    expect(state.phase).toMatchObject({ kind: 'reinforce', mustTrade: false });
    const placed = act(state, 0, { type: 'place', territory: 'alaska', count: state.players[0].reserve });
    expect(placed.state.phase.kind).toBe('reinforce'); // a set is there: they may still trade
    expect(act(placed.state, 0, { type: 'endPhase' }).state.phase.kind).toBe('attack');
    // taking 4 cards by an elimination (after round 4) brings 8: no immediate trade
    const theirs = [card('egypt'), card('siam'), card('japan'), card('brazil')];
    const e = withDice(
      risiko({
        round: 5,
        board: { alaska: [0, 4], kamchatka: [2, 1], greenland: [0, 4], iceland: [1, 1] },
        hands: { 0: five.slice(0, 4), 2: theirs },
      }),
      [6, 6, 6, 1, 1, 1],
    );
    for (const t of territoriesControlledBy(e, 2)) if (t !== 'kamchatka') occupy(e, t, 3, armiesOn(e, t));
    const r = act(e, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(ofType(r.events, 'playerEliminated')).toHaveLength(1);
    expect(r.state.players[0].hand).toHaveLength(8);
    expect(r.state.phase).toMatchObject({ kind: 'attack', elimTrade: false });
    const moved = r.state; // 3 dice from 4: the move-in was automatic
    expect(legalActions(moved, 0).some((a) => a.type === 'attack')).toBe(true);
    expect(refuse(moved, 0, { type: 'trade', cards: [five[0], five[1], five[2]] }).code).toBe('wrongPhase');
    // no draw above 7 either
    const end = act(moved, 0, { type: 'endTurn' });
    expect(ofType(end.events, 'cardDrawn')).toHaveLength(0);
    expectInvariants(end.state);
  });

  it('R-FOR-1: one strategic move between adjacent own territories, which ends the turn', () => {
    const s = risiko({
      phase: 'fortify',
      board: {
        alberta: [0, 5],
        ontario: [0, 1],
        western_us: [0, 1],
        alaska: [0, 1],
        northwest_territory: [0, 1],
        quebec: [0, 1],
      },
    });
    expect(refuse(s, 0, { type: 'fortify', from: 'alberta', to: 'quebec', count: 1 }).code).toBe('notAdjacent');
    const r = act(s, 0, { type: 'fortify', from: 'alberta', to: 'ontario', count: 2 });
    expect(ofType(r.events, 'turnEnded')).toHaveLength(1);
    expect(r.state.turn.player).toBe(1);
    expect(() => game('risiko', 4, { fortify: 'connected' })).toThrow(/"option":"fortify"/);
  });

  it('R-CRD-1: one card per turn with a conquest; at 7 cards no more are drawn; the deck is rebuilt from traded sets', () => {
    const seven = [
      card('peru'),
      card('congo'),
      card('ural'),
      card('argentina'),
      card('iceland'),
      card('egypt'),
      card('siam'),
    ];
    for (const [hand, drawn] of [
      [seven.slice(0, 6), 1],
      [seven, 0],
    ] as const) {
      let s = withDice(
        risiko({
          board: { alaska: [0, 4], kamchatka: [1, 1], greenland: [0, 4], iceland: [1, 1] },
          hands: { 0: [...hand] },
        }),
        [6, 6, 6, 1],
      );
      s = act(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 }).state;
      s = act(withDice(s, [6, 6, 6, 1]), 0, { type: 'attack', from: 'greenland', to: 'iceland', dice: 3 }).state;
      const end = act(s, 0, { type: 'endTurn' });
      expect(ofType(end.events, 'cardDrawn')).toHaveLength(drawn);
      expect(end.state.players[0].hand).toHaveLength(Math.min(7, hand.length + 1));
    }
    // traded sets refill the empty deck
    const set: [number, number, number] = [card('alaska'), card('alberta'), card('western_us')];
    let t = risiko({ board: { kamchatka: [0, 2] }, phase: 'reinforce', reserve: 1, hands: { 0: set } });
    t = act(t, 0, { type: 'trade', cards: set }).state;
    t = structuredClone(t);
    t.players[2].hand.push(...t.deck.splice(0));
    t.phase = { kind: 'attack', conquest: null, pendingRoll: null, elimTrade: false };
    t.players[0].reserve = 0;
    t.turn.conquered = 1;
    const d = act(t, 0, { type: 'endTurn' });
    expect(set).toContain(d.state.players[0].hand[0]);
    expectInvariants(d.state);
  });

  it('R-CRD-2: three alike 8, three different 10, two alike + wild 12, +2 per owned-territory card', () => {
    const inf: [number, number, number] = [card('alaska'), card('alberta'), card('western_us')];
    const mixed: [number, number, number] = [card('alaska'), card('central_america'), card('quebec')];
    const wild: [number, number, number] = [card('central_america'), card('greenland'), WILDS[0]];
    for (const [set, value] of [
      [inf, 8],
      [mixed, 10],
      [wild, 12],
    ] as const) {
      for (const trades of [0, 4]) {
        const s = risiko({ board: { kamchatka: [0, 2] }, phase: 'reinforce', reserve: 1, hands: { 0: [...set] } });
        s.trades = trades;
        expect(ofType(act(s, 0, { type: 'trade', cards: set }).events, 'cardsTraded')[0].armies).toBe(value);
      }
    }
    // +2 for each owned card, placed on that card's territory (no per-turn cap)
    const own = risiko({
      board: { alaska: [0, 1], alberta: [0, 1], kamchatka: [0, 2] },
      phase: 'reinforce',
      reserve: 1,
      hands: { 0: inf },
    });
    const r = act(own, 0, { type: 'trade', cards: inf });
    expect(ofType(r.events, 'cardsTraded')[0]).toMatchObject({
      armies: 8,
      territoryBonus: [
        { territory: 'alaska', armies: 2 },
        { territory: 'alberta', armies: 2 },
      ],
    });
    expect(r.state.players[0].reserve).toBe(9);
    expect(armiesOn(r.state, 'alaska')).toBe(3);
    expect(armiesOn(r.state, 'alberta')).toBe(3);
    expect(armiesOn(r.state, 'western_us')).toBe(1); // not owned: no bonus
    const again = structuredClone(r.state);
    const mixedOwned: [number, number, number] = [card('iceland'), card('ontario'), card('quebec')];
    for (const t of ['iceland', 'ontario', 'quebec']) occupy(again, t, 0, 1);
    again.players[0].hand.push(...mixedOwned);
    again.deck = again.deck.filter((c) => !mixedOwned.includes(c));
    const r2 = act(again, 0, { type: 'trade', cards: mixedOwned });
    expect(ofType(r2.events, 'cardsTraded')[0].territoryBonus).toHaveLength(3);
    expect(armiesOn(r2.state, 'ontario')).toBe(3);
    expectInvariants(r2.state, again, r2.events);
    // a wild with two different symbols, or two wilds, is no RisiKo! set
    const odd: [number, number, number] = [card('alaska'), card('central_america'), WILDS[0]];
    expect(
      refuse(risiko({ board: { kamchatka: [0, 2] }, phase: 'reinforce', reserve: 1, hands: { 0: odd } }), 0, {
        type: 'trade',
        cards: odd,
      }),
    ).toEqual({ code: 'notASet' });
    const twoWilds: [number, number, number] = [card('alaska'), WILDS[0], WILDS[1]];
    expect(
      refuse(risiko({ board: { kamchatka: [0, 2] }, phase: 'reinforce', reserve: 1, hands: { 0: twoWilds } }), 0, {
        type: 'trade',
        cards: twoWilds,
      }),
    ).toEqual({ code: 'notASet' });
  });

  it('R-ELM-1: nobody may be eliminated before the end of the 4th round', () => {
    const pos = (round: number) => risiko({ round, fill: [1, 1], board: { alaska: [0, 6], kamchatka: [2, 1] } });
    for (const round of [1, 4]) {
      expect(refuse(pos(round), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 })).toEqual({
        code: 'eliminationTooEarly',
        round: 4,
        territory: 'kamchatka',
      });
      expect(refuse(pos(round), 0, { type: 'blitz', from: 'alaska', to: 'kamchatka' }).code).toBe(
        'eliminationTooEarly',
      );
      expect(legalActions(pos(round), 0).some((a) => a.type === 'attack' && a.to === 'kamchatka')).toBe(false);
    }
    const r = act(withDice(pos(5), [6, 6, 6, 1]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(r.state.players[2].status).toBe('eliminated');
    // a player with two territories may lose one in round 1
    act(risiko({ round: 1, board: { alaska: [0, 6], kamchatka: [2, 1], japan: [2, 1] } }), 0, {
      type: 'attack',
      from: 'alaska',
      to: 'kamchatka',
      dice: 3,
    });
  });

  it('R-ABN-1: a player who abandons stays as a passive army: defends (max dice), never attacks, never reinforced', () => {
    const s = risiko({ board: { alaska: [0, 9], kamchatka: [2, 4], japan: [2, 1] } });
    const a = act(s, 2, { type: 'abandon' });
    expect(a.state.players[2].status).toBe('passive');
    expect(owned(a.state, 2)).toEqual(expect.arrayContaining(['kamchatka', 'japan']));
    expect(
      ofType(act(a.state, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 }).events, 'diceRolled')[0]
        .defence,
    ).toHaveLength(3);
    expect(refuse(a.state, 2, { type: 'endTurn' })).toEqual({ code: 'notPlaying' });
    // the turns skip them and they receive nothing
    let t = a.state;
    const seen = new Set<number>();
    for (let i = 0; i < 6; i++) {
      const p = t.turn.player;
      seen.add(p);
      const acts = legalActions(t, p);
      const next =
        acts.find((x) => x.type === 'place') ?? acts.find((x) => x.type === 'endTurn') ?? acts[acts.length - 1];
      t = act(t, p, next as Action).state;
      while (t.turn.player === p && t.phase.kind !== 'over') {
        const more = legalActions(t, p);
        t = act(
          t,
          p,
          (more.find((x) => x.type === 'place') ??
            more.find((x) => x.type === 'endTurn') ??
            more[more.length - 1]) as Action,
        ).state;
      }
    }
    expect(seen.has(2)).toBe(false);
    expect(armiesOn(t, 'japan')).toBe(1);
    expect(t.players[2].reserve).toBe(0);
  });

  it('R-CAP-1: at most 130 armies on the board per player; reinforcements beyond are not received', () => {
    // 12 territories (4 reinforcements) with 90 + 28 + 10 = 128 armies: only 2 more may come
    const board: Record<string, [number, number]> = { alaska: [0, 90], kamchatka: [0, 28] };
    for (const t of ['argentina', 'peru', 'iceland', 'egypt', 'japan', 'siam', 'ural', 'congo', 'quebec', 'greenland'])
      board[t] = [0, 1];
    const s = risiko({ board });
    const armies = owned(s, 0).reduce((a, t) => a + armiesOn(s, t), 0);
    expect(armies).toBe(128);
    const { state, events } = beginTurn(s, 0);
    expect(ofType(events, 'turnStarted')[0]).toMatchObject({
      reinforcements: 2,
      breakdown: { territories: 4, capped: 2 },
    });
    expect(state.players[0].reserve).toBe(2);
    // a traded set is capped too
    const set: [number, number, number] = [card('alaska'), card('alberta'), card('western_us')];
    const full = structuredClone(state);
    full.players[0].hand = [];
    full.deck = full.deck.filter((c) => !set.includes(c));
    full.players[0].hand.push(...set);
    const r = act(full, 0, { type: 'trade', cards: set });
    expect(r.state.players[0].reserve).toBe(2);
  });
});

describe('RisiKo! end of game and scores', () => {
  /** Last round is L = 5; players 0..3 in order; player `p` ends a turn in round `round`. */
  const ending = (p: PlayerId, round: number, conquered = 0) => {
    const s = risiko({
      player: p,
      round,
      board: { alaska: [0, 3], kamchatka: [1, 3], iceland: [2, 3], japan: [3, 3] },
    });
    s.clock.lastRound = 5;
    s.turn.conquered = conquered;
    return s;
  };
  const endTurn = (s: GameState, dice: [number, number]) => act(withDice(s, dice), s.turn.player, { type: 'endTurn' });

  it('R-END-1: when the time limit expires the round in progress is the last', () => {
    const s = risiko({ options: { timeLimitMinutes: 60 }, player: 1, round: 3 });
    s.clock.endsAt = NOW + 60 * MIN;
    const r = act(s, 1, { type: 'endTurn' }, NOW + 61 * MIN);
    expect(ofType(r.events, 'timeLimitReached')[0]).toMatchObject({ lastRound: 3 });
    expect(r.state.clock.lastRound).toBe(3);
    expect(ofType(r.events, 'sdadataRolled')).toEqual([]); // player 1 is not the last of the round
    expect(r.state.phase.kind).not.toBe('over');
    expect(game('risiko', 4, { timeLimitMinutes: 90, setup: 'auto' }).state.clock.endsAt).toBe(NOW + 90 * MIN); // the clock starts with the first turn
  });

  it('R-END-1: sdadata from the last player of the last round: 2 dice, the game ends at ≤ 5', () => {
    expect(ofType(endTurn(ending(2, 5), [1, 1]).events, 'sdadataRolled')).toEqual([]); // not yet the last player
    const lose = endTurn(ending(3, 5), [3, 3]);
    expect(ofType(lose.events, 'sdadataRolled')[0]).toEqual({
      type: 'sdadataRolled',
      player: 3,
      dice: [3, 3],
      threshold: 5,
      ended: false,
    });
    expect(lose.state.phase.kind).not.toBe('over');
    const end = endTurn(ending(3, 5), [2, 3]);
    expect(ofType(end.events, 'sdadataRolled')[0]).toMatchObject({ threshold: 5, ended: true });
    expect(end.state.phase).toMatchObject({ kind: 'over', reason: 'sdadata' });
  });

  it('R-END-1: a full round at ≤ 5, then a round at ≤ 6, then at ≤ 7; after the ≤ 7 round the game ends anyway', () => {
    for (const [round, threshold] of [
      [6, 5],
      [7, 6],
      [8, 7],
    ] as const) {
      for (const p of [0, 3]) {
        const high = endTurn(ending(p, round), [6, 6]);
        expect(ofType(high.events, 'sdadataRolled')[0]).toMatchObject({ threshold });
        expect(high.state.phase.kind === 'over').toBe(round === 8 && p === 3);
        const low = endTurn(ending(p, round), threshold === 5 ? [2, 3] : threshold === 6 ? [3, 3] : [3, 4]);
        expect(low.state.phase).toMatchObject({ kind: 'over', reason: 'sdadata' });
      }
    }
  });

  it('R-END-1: a player who conquered more than 2 territories in their turn does not roll', () => {
    const r = endTurn(ending(3, 6, 3), [1, 1]);
    expect(ofType(r.events, 'sdadataRolled')).toEqual([]);
    expect(r.state.phase.kind).not.toBe('over');
    expect(ofType(endTurn(ending(3, 6, 2), [1, 1]).events, 'sdadataRolled')).toHaveLength(1);
    // at the very end of the ≤ 7 round too (docs/rules-notes.md): the game goes on, and ends at
    // the next turn end without such conquests, without a roll
    const last = endTurn(ending(3, 8, 3), [6, 6]);
    expect(ofType(last.events, 'sdadataRolled')).toEqual([]);
    expect(last.state.phase.kind).not.toBe('over');
    const after = endTurn(ending(0, 9, 0), [1, 1]);
    expect(ofType(after.events, 'sdadataRolled')).toEqual([]);
    expect(after.state.phase).toMatchObject({ kind: 'over', reason: 'sdadata' });
  });

  it('R-SCO-1: territory values are the borders on the RisiKo! board (164 in all); objectives are worth 86 (no. 12: 89)', () => {
    const points = RISIKO_MAP.points!;
    for (const t of RISIKO_MAP.territoryIds) expect(points[t]).toBe(RISIKO_MAP.adjacency[t].length);
    expect(Object.values(points).reduce((a, b) => a + b, 0)).toBe(164);
    for (const o of OBJECTIVES) {
      const sum = o.territories.reduce((a, t) => a + points[t], 0);
      expect(sum).toBe(o.number === 12 ? 89 : 86);
      expect(o.points).toBe(sum);
    }
  });

  it('R-SCO-1: an objective reached before the end scores 100 and ends the game', () => {
    const obj = objectiveByNumber(1).territories;
    const board: Record<string, [number, number]> = Object.fromEntries(obj.map((t) => [t, [0, 2]]));
    // all of objective 1 but Alaska, which player 0 attacks from Kamchatka
    board.alaska = [1, 1];
    board.kamchatka = [0, 4];
    const s = risiko({ board, round: 5 });
    const r = act(withDice(s, [6, 6, 6, 1]), 0, { type: 'attack', from: 'kamchatka', to: 'alaska', dice: 3 });
    expect(r.state.phase).toMatchObject({ kind: 'over', winners: [0], reason: 'objective' });
    expect((r.state.phase as { scores: Record<number, number> }).scores[0]).toBe(100);
  });

  it('R-SCO-1: at the end each player scores the values of the territories held inside their objective; ties broken by values outside, then armies on the objective, then all armies', () => {
    // players 2 and 3 left (passive); 0 has objective 1, 1 has objective 2
    const base = (extra: Record<string, [number, number]>, alaska = 3, iceland = 3) => {
      const s = risiko({
        player: 1,
        round: 5,
        fill: [2, 1],
        board: { alaska: [0, alaska], iceland: [1, iceland], ...extra },
      });
      s.players[2].status = 'passive';
      s.players[3].status = 'passive';
      s.clock.lastRound = 5;
      return s;
    };
    const points = RISIKO_MAP.points!;
    expect(objectiveByNumber(1).territories).toContain('alaska');
    expect(objectiveByNumber(2).territories).toContain('iceland');
    expect(points.alaska).toBe(points.iceland);
    const finish = (s: GameState) => endTurn(s, [1, 1]).state.phase as Extract<GameState['phase'], { kind: 'over' }>;
    // scores tie (3 each); Japan (outside both objectives) decides
    const a = finish(base({ japan: [0, 1] }));
    expect(a).toMatchObject({ reason: 'sdadata', winners: [0] });
    expect(a.scores).toMatchObject({ 0: points.alaska, 1: points.iceland });
    expect(finish(base({ japan: [1, 1] })).winners).toEqual([1]);
    // same values everywhere: armies on objective territories
    expect(finish(base({}, 5, 3)).winners).toEqual([0]);
    expect(finish(base({}, 3, 5)).winners).toEqual([1]);
    // same again: all armies on the board
    expect(points.japan).toBe(points.eastern_australia);
    expect(finish(base({ japan: [1, 1], eastern_australia: [0, 9] })).winners).toEqual([0]);
    // a higher score wins outright
    expect(finish(base({ ontario: [1, 1], egypt: [1, 1] })).winners).toEqual([1]);
  });
});

describe('legal action counts (perft) on the RisiKo! board', () => {
  // Player 0: Middle East 5, India 4. Player 1: Afghanistan 3, China 2, the rest 1.
  const position = () => risiko({ board: { middle_east: [0, 5], india: [0, 4], afghanistan: [1, 3], china: [1, 2] } });

  it('R-MAP-1: attacks from the Middle East and India follow the RisiKo! borders', () => {
    const attacks = legalActions(position(), 0).filter((a) => a.type === 'attack') as Extract<
      Action,
      { type: 'attack' }
    >[];
    const by = (from: string, to: string) => attacks.filter((a) => a.from === from && a.to === to).map((a) => a.dice);
    // Middle East (3 dice at most): Afghanistan defends with 3 → only 3; China with 2 → 2..3;
    // Egypt, Southern Europe, Ukraine with 1 → 1..3; no East Africa
    expect(by('middle_east', 'afghanistan')).toEqual([3]);
    expect(by('middle_east', 'china')).toEqual([2, 3]);
    for (const to of ['egypt', 'southern_europe', 'ukraine']) expect(by('middle_east', to)).toEqual([1, 2, 3]);
    expect(by('middle_east', 'east_africa')).toEqual([]);
    // India: China 2..3, Siam 1..3; no Afghanistan
    expect(by('india', 'china')).toEqual([2, 3]);
    expect(by('india', 'siam')).toEqual([1, 2, 3]);
    expect(by('india', 'afghanistan')).toEqual([]);
    expect(attacks).toHaveLength(1 + 2 + 9 + 2 + 3);
    expect(legalActions(position(), 0).filter((a) => a.type === 'blitz')).toHaveLength(7);
  });

  it('R-GAR-1: fortify counts from the same position keep 2 on each front territory', () => {
    const fort = legalActions(position(), 0).filter((a) => a.type === 'fortify') as Extract<
      Action,
      { type: 'fortify' }
    >[];
    expect(fort.map((f) => `${f.from}>${f.to}:${f.count}`).sort()).toEqual([
      'india>middle_east:1',
      'india>middle_east:2',
      'middle_east>india:1',
      'middle_east>india:3',
    ]);
  });
});
