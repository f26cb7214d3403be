// RULES.md §3: secret missions (seed 001, Risk 2000).
import { describe, expect, it } from 'vitest';
import { MISSIONS } from '../../src/engine/content.js';
import { eventsFor } from '../../src/engine/events.js';
import { effectiveMission, missionComplete } from '../../src/engine/missions/missions.js';
import { legalActions } from '../../src/engine/legal.js';
import { viewFor } from '../../src/engine/view.js';
import type { GameState, PlayerId } from '../../src/engine/types.js';
import { act, beginTurn, card, game, ofType, owned, refuse, scenario, WORLD, withDice } from './helpers.js';
import { armiesOn, occupy } from '../../src/engine/board.js';
import { boardSummary } from '../../src/engine/board-summary.js';
import { missionsPoolOf } from '../../src/engine/ext.js';

const missionsScenario = (spec: Parameters<typeof scenario>[0], missions: Record<PlayerId, number>): GameState => {
  const s = scenario({ ruleset: 'missions', ...spec });
  s.order = s.players.filter((p) => p.kind !== 'neutral').map((p) => p.id); // seat order, for readable turns
  for (const [p, m] of Object.entries(missions)) s.players[Number(p)].mission = m;
  return s;
};

/** Player `p` owns the first `n` territories of the map (1 army each), the rest go to `rest`. */
function countBoard(p: PlayerId, n: number, rest: PlayerId): Record<string, [PlayerId, number]> {
  return Object.fromEntries(WORLD.territoryIds.map((t, i) => [t, [i < n ? p : rest, 2]]));
}

describe('missions', () => {
  it('M-0: army colours are yellow, red, blue, black, violet and green', () => {
    expect(game('missions', 6).state.players.map((p) => p.colour)).toEqual([
      'yellow',
      'red',
      'blue',
      'black',
      'violet',
      'green',
    ]);
    expect(game('missions', 3).state.players.map((p) => p.colour)).toEqual(['yellow', 'red', 'blue']);
  });

  it('M-1: one mission each, secret; missions naming a colour not in play are removed', () => {
    const destroyOf = (c: string) => MISSIONS.find((m) => m.type === 'destroy' && m.colour === c)!.id;
    const absent = ['black', 'violet', 'green'].map(destroyOf);
    for (let seed = 1; seed <= 15; seed++) {
      const { state: s, events } = game('missions', 3, {}, seed);
      const dealt = s.players.map((p) => p.mission);
      expect(dealt.every((m) => m !== null)).toBe(true);
      expect(new Set(dealt).size).toBe(3);
      for (const m of [...dealt, ...missionsPoolOf(s)]) expect(absent).not.toContain(m);
      expect(missionsPoolOf(s)).toHaveLength(MISSIONS.length - 3 - 3);
      // nobody but the holder sees it
      expect(viewFor(s, null).secrets).toBeNull();
      for (const p of s.players) {
        expect(viewFor(s, p.id).secrets?.mission).toBe(p.mission);
        const others = JSON.stringify(viewFor(s, (p.id + 1) % 3));
        expect(others).not.toMatch(new RegExp(`"mission":${p.mission}\\b`));
      }
      expect(JSON.stringify(eventsFor(events, null))).not.toContain('mission');
    }
  });

  it('M-2: the default setup deals the territories, then one army at a time', () => {
    const { state: s } = game('missions', 4);
    expect(s.options.setup).toBe('deal');
    expect(s.phase).toMatchObject({ kind: 'setupPlace', perTurn: 1 });
    expect(Object.values(boardSummary(s)).every((t) => t.owner >= 0 && t.armies === 1)).toBe(true);
  });

  it('M-3: fixed set values (infantry 4, cavalry 6, artillery 8, one of each 10; a wild replaces any), +2 placed on each owned card territory', () => {
    const inf: [number, number, number] = [card('alaska'), card('alberta'), card('western_us')];
    const cav: [number, number, number] = [card('central_america'), card('greenland'), card('ontario')];
    const art: [number, number, number] = [card('northwest_territory'), card('quebec'), card('eastern_us')];
    const mixed: [number, number, number] = [card('alaska'), card('central_america'), card('quebec')];
    const wildCav: [number, number, number] = [card('central_america'), card('greenland'), 42];
    const wildMixed: [number, number, number] = [card('alaska'), card('greenland'), 42];
    for (const [set, value] of [
      [inf, 4],
      [cav, 6],
      [art, 8],
      [mixed, 10],
      [wildCav, 6],
      [wildMixed, 10],
    ] as const) {
      for (const trades of [0, 5]) {
        // no escalation
        const s = missionsScenario(
          { board: { kamchatka: [0, 2] }, phase: 'reinforce', reserve: 1, hands: { 0: [...set] } },
          {},
        );
        s.trades = trades;
        expect(ofType(act(s, 0, { type: 'trade', cards: set }).events, 'cardsTraded')[0].armies).toBe(value);
      }
    }
    // two owned cards: +2 on each (no 1992 limit of 2 per turn)
    const s = missionsScenario(
      { board: { alaska: [0, 1], alberta: [0, 1] }, phase: 'reinforce', reserve: 1, hands: { 0: inf } },
      {},
    );
    const r = act(s, 0, { type: 'trade', cards: inf });
    expect(ofType(r.events, 'cardsTraded')[0]).toMatchObject({
      armies: 4,
      territoryBonus: [
        { territory: 'alaska', armies: 2 },
        { territory: 'alberta', armies: 2 },
      ],
    });
    expect(armiesOn(r.state, 'alaska')).toBe(3);
    expect(armiesOn(r.state, 'alberta')).toBe(3);
    // must trade with 5 cards
    const five = missionsScenario(
      { board: { kamchatka: [0, 2] }, phase: 'reinforce', reserve: 1, hands: { 0: [...inf, ...cav.slice(0, 2)] } },
      {},
    );
    expect(refuse(five, 0, { type: 'place', territory: 'kamchatka', count: 1 }).code).toBe('mustTrade');
  });

  it("M-4: a completed mission wins at once during the owner's turn", () => {
    // mission 7: 24 territories; player 0 has 23 and conquers one more
    const board = countBoard(0, 23, 1);
    board.alaska = [0, 4];
    board.kamchatka = [1, 1];
    const s = missionsScenario({ board }, { 0: 7, 1: 1, 2: 2 });
    expect(owned(s, 0)).toHaveLength(23);
    const r = act(withDice(s, [6, 6, 6, 1]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(r.state.phase).toMatchObject({ kind: 'over', winners: [0], reason: 'mission' });
  });

  it("M-4: a mission completed on another player's turn wins at the start of the owner's next turn, if it still holds", () => {
    // player 1 (mission 7, 24 territories) already holds 24 while player 0 plays
    const board = countBoard(1, 24, 0);
    const s = missionsScenario({ board, player: 0, phase: 'fortify' }, { 0: 1, 1: 7, 2: 2 });
    occupy(s, 'madagascar', 2, 1);
    expect(missionComplete(s, 1)).toBe(true);
    const mid = act(s, 0, { type: 'fortify', from: WORLD.territoryIds[30], to: WORLD.territoryIds[29], count: 1 });
    expect(mid.state.turn.player).toBe(1);
    expect(mid.state.phase).toMatchObject({ kind: 'over', winners: [1], reason: 'mission' });
    // no win while it is not their turn, and none if it no longer holds
    const other = missionsScenario({ board, player: 0 }, { 0: 1, 1: 7, 2: 2 });
    occupy(other, 'madagascar', 2, 1);
    occupy(other, 'ukraine', 0, 4); // was player 1's (index 15 < 24)
    expect(missionComplete(other, 1)).toBe(false);
    const go = act(other, 0, { type: 'endTurn' });
    expect(go.state.phase.kind).not.toBe('over');
  });

  it("M-5: an eliminated player's cards go to the attacker; their mission goes back unseen", () => {
    const s = missionsScenario(
      { board: { alaska: [0, 5], kamchatka: [2, 1] }, hands: { 2: [card('peru'), card('congo')] } },
      { 0: 1, 1: 2, 2: 3 },
    );
    const r = act(withDice(s, [6, 6, 6, 1]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(r.state.players[2]).toMatchObject({ status: 'eliminated', mission: null, hand: [] });
    expect(r.state.players[0].hand.sort()).toEqual([card('peru'), card('congo')].sort());
    for (const viewer of [null, 0, 1]) {
      const seen = JSON.stringify([eventsFor(r.events, viewer), viewFor(r.state, viewer).players]);
      expect(seen).not.toContain('"mission"');
    }
  });

  it('M-6: "destroy colour X" becomes "conquer 24 territories" when X is your own colour or falls to someone else', () => {
    const destroy = (c: string) => MISSIONS.find((m) => m.type === 'destroy' && m.colour === c)!.id;
    // player 1 is red and holds "destroy red"
    const own = missionsScenario({}, { 0: 1, 1: destroy('red'), 2: 2 });
    expect(effectiveMission(own, 1)).toMatchObject({ type: 'territories', count: 24 });
    // player 0 (yellow) must destroy blue (player 2); player 1 eliminates blue
    const s = missionsScenario(
      { player: 1, board: { alaska: [1, 5], kamchatka: [2, 1] }, fill: [0, 1] },
      { 0: destroy('blue'), 1: 1, 2: 2 },
    );
    expect(effectiveMission(s, 0)).toMatchObject({ type: 'destroy', colour: 'blue' });
    const r = act(withDice(s, [6, 6, 6, 1]), 1, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(effectiveMission(r.state, 0)).toMatchObject({ type: 'territories', count: 24 });
    expect(eventsFor(r.events, 0).some((e) => e.type === 'missionChanged')).toBe(true);
    expect(eventsFor(r.events, 1).some((e) => e.type === 'missionChanged')).toBe(false);
    expect(eventsFor(r.events, null).some((e) => e.type === 'missionChanged')).toBe(false);
    // the holder destroying X themselves completes it
    const mine = missionsScenario({ board: { alaska: [0, 5], kamchatka: [2, 1] } }, { 0: destroy('blue'), 1: 1, 2: 2 });
    const w = act(withDice(mine, [6, 6, 6, 1]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(w.state.phase).toMatchObject({ kind: 'over', winners: [0], reason: 'mission' });
  });

  it('M-2P-1: two players: 40 armies each, a neutral of 28 with 2 on each of its 14 territories, no missions', () => {
    const { state: s } = game('missions', 2, { setup: 'auto' }, 8);
    expect(s.players.map((p) => p.mission)).toEqual([null, null, null]);
    const neutral = owned(s, 2);
    expect(neutral).toHaveLength(14);
    expect(neutral.every((t) => armiesOn(s, t) === 2)).toBe(true);
    for (const p of [0, 1])
      expect(owned(s, p).reduce((a, t) => a + armiesOn(s, t), 0) + s.players[p].reserve).toBe(
        40 + (p === s.turn.player ? s.turn.received : 0),
      );
  });

  it('M-2P-1: the neutral receives half of each reinforcement (rounded down), placed by the other player after the active one', () => {
    const s = missionsScenario(
      {
        players: 2,
        options: { twoPlayer: '2000' },
        phase: 'reinforce',
        reserve: 7,
        board: { alaska: [0, 3], kamchatka: [2, 2], japan: [1, 3] },
        fill: [2, 2],
      },
      {},
    );
    s.turn.received = 7;
    const r = act(s, 0, { type: 'place', territory: 'alaska', count: 7 });
    expect(ofType(r.events, 'neutralReinforcements')[0]).toEqual({
      type: 'neutralReinforcements',
      placer: 1,
      armies: 3,
    });
    expect(r.state.phase).toMatchObject({ kind: 'neutralReinforce', placer: 1, armies: 3 });
    expect(legalActions(r.state, 0)).toEqual([]);
    expect(refuse(r.state, 0, { type: 'placeNeutral', territory: 'kamchatka', count: 3 }).code).toBe('notYourTurn');
    expect(refuse(r.state, 1, { type: 'placeNeutral', territory: 'japan', count: 1 }).code).toBe('notNeutral');
    const n = act(r.state, 1, { type: 'placeNeutral', territory: 'kamchatka', count: 3 });
    expect(armiesOn(n.state, 'kamchatka')).toBe(5);
    expect(n.state.phase.kind).toBe('attack');
    expect(n.state.turn.player).toBe(0);
    // the other player's neutral defence is the maximum
    const a = act(n.state, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(ofType(a.events, 'diceRolled')[0].defence).toHaveLength(2);
  });

  it("M-2P-1: the neutral is paid once per turn: placing everything and then trading adds only the set's half", () => {
    const set: [number, number, number] = [card('alaska'), card('alberta'), card('western_us')]; // 3 infantry: 4 (M-3)
    const s = missionsScenario(
      {
        players: 2,
        options: { twoPlayer: '2000' },
        phase: 'reinforce',
        reserve: 4,
        board: { kamchatka: [0, 3], japan: [1, 3] },
        fill: [2, 2],
        hands: { 0: set },
      },
      {},
    );
    s.turn.received = 4;
    // received 4: the neutral gets 2 once everything is placed
    const placed = act(s, 0, { type: 'place', territory: 'kamchatka', count: 4 });
    expect(ofType(placed.events, 'neutralReinforcements')[0].armies).toBe(2);
    const n1 = act(placed.state, 1, { type: 'placeNeutral', territory: 'alaska', count: 2 }).state;
    expect(n1.phase.kind).toBe('reinforce'); // a set is still in hand
    // then a set of 4: the neutral gets 2 more (half of 8 in all), not 4
    const traded = act(n1, 0, { type: 'trade', cards: set });
    expect(ofType(traded.events, 'cardsTraded')[0].armies).toBe(4);
    const again = act(traded.state, 0, { type: 'place', territory: 'kamchatka', count: 4 });
    expect(ofType(again.events, 'neutralReinforcements')[0]).toEqual({
      type: 'neutralReinforcements',
      placer: 1,
      armies: 2,
    });
    const n2 = act(again.state, 1, { type: 'placeNeutral', territory: 'alaska', count: 2 }).state;
    expect(armiesOn(n2, 'alaska')).toBe(2 + 2 + 2);
    expect(n2.phase.kind).toBe('attack');
    // odd parts: 5 then a set of 5 give the neutral 2 then 3 (half of 10), never more
    const odd = missionsScenario(
      {
        players: 2,
        options: { twoPlayer: '2000' },
        phase: 'reinforce',
        reserve: 5,
        board: { kamchatka: [0, 3], japan: [1, 3], alaska: [0, 1] },
        fill: [2, 2],
        hands: { 0: set },
      },
      {},
    );
    odd.turn.received = 5;
    const o1 = act(odd, 0, { type: 'place', territory: 'kamchatka', count: 5 });
    expect(ofType(o1.events, 'neutralReinforcements')[0].armies).toBe(2);
    const o2 = act(act(o1.state, 1, { type: 'placeNeutral', territory: 'greenland', count: 2 }).state, 0, {
      type: 'trade',
      cards: set,
    });
    expect(o2.state.players[0].reserve).toBe(4); // Alaska's +2 went on Alaska: received too (M-3)
    expect(armiesOn(o2.state, 'alaska')).toBe(3);
    const o3 = act(o2.state, 0, { type: 'place', territory: 'kamchatka', count: 4 });
    expect(ofType(o3.events, 'neutralReinforcements')[0].armies).toBe(3); // half of 5 + 4 + 2 is 5, of which 2 were paid
  });

  it('M-7: an elimination that brings the hand to 5+ is traded in the next reinforce phase, not at once', () => {
    const mine = [card('argentina'), card('iceland'), card('western_europe')]; // three infantry
    const theirs = [card('peru'), card('congo'), card('ural')]; // three cavalry
    const s = withDice(
      missionsScenario(
        {
          board: { alaska: [0, 4], kamchatka: [2, 1], greenland: [0, 3], quebec: [1, 1] },
          hands: { 0: mine, 2: theirs },
        },
        { 0: 1, 1: 2, 2: 3 },
      ),
      [6, 6, 6, 1],
    );
    const r = act(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(ofType(r.events, 'playerEliminated')).toHaveLength(1);
    expect(r.state.players[0].hand).toHaveLength(6);
    expect(r.state.phase).toMatchObject({ kind: 'attack', elimTrade: false });
    // the attack goes on; no trade now
    expect(refuse(r.state, 0, { type: 'trade', cards: mine as [number, number, number] }).code).toBe('wrongPhase');
    expect(legalActions(r.state, 0).some((a) => a.type === 'trade')).toBe(false);
    act(withDice(r.state, [6, 6, 1]), 0, { type: 'attack', from: 'greenland', to: 'quebec', dice: 2 });
    // at the start of the next turn the trade is owed
    const next = beginTurn(r.state, 0).state;
    expect(next.phase).toMatchObject({ kind: 'reinforce', mustTrade: true });
    expect(refuse(next, 0, { type: 'place', territory: 'alaska', count: 1 }).code).toBe('mustTrade');
    // the 1992 classic rule (C-ELM-2) still trades at once
    const c = withDice(
      scenario({
        board: { alaska: [0, 4], kamchatka: [2, 1], greenland: [0, 3], quebec: [1, 1] },
        hands: { 0: mine, 2: theirs },
      }),
      [6, 6, 6, 1],
    );
    expect(act(c, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 }).state.phase).toMatchObject({
      elimTrade: true,
    });
  });

  it('M-VAR-1: "world conquest" variant: no missions, classic goal', () => {
    const { state: s } = game('missions', 3, { missionGoal: 'conquest' });
    expect(s.players.map((p) => p.mission)).toEqual([null, null, null]);
    const board = countBoard(0, 23, 1);
    board.alaska = [0, 4];
    board.kamchatka = [1, 1];
    const t = scenario({ ruleset: 'missions', options: { missionGoal: 'conquest' }, board });
    expect(
      act(withDice(t, [6, 6, 6, 1]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 }).state.phase.kind,
    ).toBe('attack');
  });

  it('M-VAR-2: "progressive" variant: escalating set values instead of fixed ones', () => {
    const cav: [number, number, number] = [card('central_america'), card('greenland'), card('ontario')];
    [4, 6, 8, 10, 12, 15, 20].forEach((v, k) => {
      const s = scenario({
        ruleset: 'missions',
        options: { cardValues: 'escalating' },
        board: { kamchatka: [0, 2] },
        phase: 'reinforce',
        reserve: 1,
        hands: { 0: cav },
      });
      s.trades = k;
      expect(ofType(act(s, 0, { type: 'trade', cards: cav }).events, 'cardsTraded')[0].armies).toBe(v);
    });
  });

  it('M-VAR-3: capitals variant in the 2000 form', () => {
    const { state: s } = game('missions', 3, { capitals: '2000' });
    expect(s.options.capitals).toBe('2000');
    expect(s.players.every((p) => p.mission === null)).toBe(true);
    expect(() => game('missions', 3, { capitals: '1992' })).toThrow(/"option":"capitals"/);
  });
});
