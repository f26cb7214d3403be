// RULES.md §1 (seed 000, Risk 1992): one test or more per rule id, named by the id.
import { describe, expect, it } from 'vitest';
import { deckOf } from '../../src/engine/cards.js';
import { legalActions } from '../../src/engine/legal.js';
import { reinforcementsFor } from '../../src/engine/turns.js';
import type { Action, GameState, PlayerId, TerritoryId } from '../../src/engine/types.js';
import { newGame } from '../../src/engine/setup.js';
import {
  act,
  beginTurn,
  card,
  ctx,
  expectInvariants,
  firstByDice,
  game,
  ofType,
  owned,
  refuse,
  scenario,
  seats,
  WILDS,
  withDice,
  WORLD,
} from './helpers.js';
import { armiesOn, controller, occupy } from '../../src/engine/board.js';
import { boardSummary, territorySummary } from '../../src/engine/board-summary.js';

const armiesOf = (s: GameState, p: PlayerId) => owned(s, p).reduce((a, t) => a + armiesOn(s, t), 0);

/** Plays the setup through the engine, always choosing the first legal action. */
function playSetup(s: GameState, pick: (acts: Action[]) => Action = (a) => a[0]): GameState {
  let guard = 0;
  while ((s.phase.kind === 'setupClaim' || s.phase.kind === 'setupPlace') && guard++ < 1000) {
    const p = s.turn.player;
    s = act(s, p, pick(legalActions(s, p))).state;
  }
  return s;
}

/** 36 territories, one short of every continent: owning any prefix of it completes none. */
const NO_CONTINENT: TerritoryId[] = WORLD.continents.flatMap((c) => c.territories.slice(1));

describe('classic setup', () => {
  it('C-SET-1: starting armies are 35, 30, 25, 20 for 3 to 6 players', () => {
    for (const [n, armies] of [
      [3, 35],
      [4, 30],
      [5, 25],
      [6, 20],
    ] as const) {
      const { state } = game('classic', n, { setup: 'claim' });
      expect(state.players.map((p) => p.reserve)).toEqual(Array(n).fill(armies));
      // the deal takes them from the same stock: board + reserve is still the starting count
      const dealt = game('classic', n, { setup: 'deal' }).state;
      for (const p of dealt.players) expect(armiesOf(dealt, p.id) + p.reserve).toBe(armies);
    }
  });

  it('C-SET-1: a seat count or option value the ruleset does not offer is refused with what is legal', () => {
    const make = (ruleset: 'classic' | 'risiko', n: number, options = {}) =>
      newGame({ ruleset, options, seed: 1, seats: seats(n) }, ctx);
    expect(make('classic', 7)).toEqual({ ok: false, error: { code: 'playerCount', min: 2, max: 6, given: 7 } });
    expect(make('risiko', 2)).toEqual({ ok: false, error: { code: 'playerCount', min: 3, max: 6, given: 2 } });
    expect(make('risiko', 4, { territoryCap: 12 })).toEqual({
      ok: false,
      error: { code: 'optionNotOffered', option: 'territoryCap', allowed: ['none'] },
    });
    expect(make('classic', 3, { setup: 'random' as never })).toEqual({
      ok: false,
      error: { code: 'optionNotOffered', option: 'setup', allowed: ['auto', 'deal', 'claim', 'simultaneous'] },
    });
  });

  it('C-SET-2: the highest die starts (ties re-rolled), then play follows the seat order', () => {
    const firsts = new Set<number>();
    for (let seed = 1; seed <= 40; seed++) {
      const n = 3 + (seed % 4);
      const first = firstByDice(seed, n);
      const { state, events } = game('classic', n, {}, seed);
      expect(state.order[0]).toBe(first);
      expect(state.order).toEqual(Array.from({ length: n }, (_, i) => (first + i) % n));
      expect(ofType(events, 'gameStarted')[0]).toMatchObject({ order: state.order, firstPlayer: first });
      firsts.add(state.order[0] % 3);
    }
    expect(firsts.size).toBe(3); // not always the same seat
  });

  it('C-SET-3: claim mode: one army on an unclaimed territory in turn, then one army at a time on own territories', () => {
    let s = game('classic', 3, { setup: 'claim' }, 5).state;
    expect(s.phase.kind).toBe('setupClaim');
    expect(Object.values(boardSummary(s)).every((t) => t.owner === -1)).toBe(true);
    const [a, b, c] = s.order;
    expect(s.turn.player).toBe(a);
    expect(refuse(s, b, { type: 'claim', territory: 'alaska' }).code).toBe('notYourTurn');
    s = act(s, a, { type: 'claim', territory: 'alaska' }).state;
    expect(territorySummary(s, 'alaska')).toEqual({ owner: a, armies: 1 });
    expect(s.turn.player).toBe(b);
    expect(refuse(s, b, { type: 'claim', territory: 'alaska' }).code).toBe('alreadyClaimed');
    expect(refuse(s, b, { type: 'place', territory: 'alaska', count: 1 }).code).toBe('wrongPhase');
    // claims go on round the table until all 42 are taken
    let claims = 1;
    while (s.phase.kind === 'setupClaim') {
      const p = s.turn.player;
      expect(p).toBe(s.order[claims % 3]);
      const t = WORLD.territoryIds.find((x) => controller(s, x) === -1)!;
      s = act(s, p, { type: 'claim', territory: t }).state;
      claims++;
    }
    expect(claims).toBe(42);
    for (const p of [a, b, c]) expect(owned(s, p)).toHaveLength(14);
    expect(s.phase).toMatchObject({ kind: 'setupPlace', perTurn: 1 });
    expect(s.turn.player).toBe(a);
    const mine = owned(s, a)[0];
    expect(refuse(s, a, { type: 'place', territory: mine, count: 2 }).code).toBe('badCount');
    expect(refuse(s, a, { type: 'place', territory: owned(s, b)[0], count: 1 }).code).toBe('notOwner');
    s = act(s, a, { type: 'place', territory: mine, count: 1 }).state;
    expect(s.turn.player).toBe(b);
    s = playSetup(s);
    expect(s.phase.kind).toBe('reinforce');
    for (const p of [a, b, c]) expect(armiesOf(s, p)).toBe(35);
  });

  it('C-SET-4: deal mode: territory cards dealt round-robin, 1 army each, then 1 army a turn; wilds back in the deck', () => {
    const { state: s, events } = game('classic', 4, { setup: 'deal' }, 9);
    const counts = ofType(events, 'territoriesDealt')[0].counts;
    // 42 cards over 4 players in dealing order: the first two get 11, the others 10
    expect(s.order.map((p) => counts[p])).toEqual([11, 11, 10, 10]);
    for (const t of WORLD.territoryIds) expect(armiesOn(s, t)).toBe(1);
    expect(s.phase).toMatchObject({ kind: 'setupPlace', perTurn: 1 });
    expect(s.turn.player).toBe(s.order[0]);
    expect(s.deck.sort((x, y) => x - y)).toEqual(deckOf(WORLD).map((c) => c.id)); // 44 cards, wilds included
    expect(s.players.every((p) => p.hand.length === 0)).toBe(true);
    const done = playSetup(s);
    for (const p of s.order) expect(armiesOf(done, p)).toBe(30);
  });

  it('C-SET-5: auto mode deals, spreads the rest at random and starts the game at once', () => {
    const { state: s, events } = game('classic', 3, { setup: 'auto' }, 3);
    expect(s.phase.kind).toBe('reinforce');
    expect(ofType(events, 'setupFinished')).toHaveLength(1);
    for (const p of s.order) expect(armiesOf(s, p)).toBe(35);
    expect(Object.values(boardSummary(s)).every((t) => t.owner >= 0 && t.armies >= 1)).toBe(true);
    // the other two setup modes are offered too
    expect(game('classic', 3, { setup: 'claim' }).state.phase.kind).toBe('setupClaim');
    expect(game('classic', 3, { setup: 'deal' }).state.phase.kind).toBe('setupPlace');
  });

  it('C-SET-6: the player who placed first plays the first turn', () => {
    for (const mode of ['claim', 'deal'] as const) {
      const s = game('classic', 3, { setup: mode }, 11).state;
      const first = s.turn.player;
      expect(first).toBe(s.order[0]);
      const done = playSetup(s);
      expect(done.phase.kind).toBe('reinforce');
      expect(done.turn).toMatchObject({ player: first, round: 1, number: 1 });
    }
    const auto = game('classic', 4, { setup: 'auto' }, 11);
    expect(ofType(auto.events, 'turnStarted')[0].player).toBe(auto.state.order[0]);
  });
});

describe('classic reinforcements', () => {
  it('C-REI-1: floor(territories / 3), never fewer than 3', () => {
    for (const [k, expected] of [
      [1, 3],
      [8, 3],
      [11, 3],
      [12, 4],
      [14, 4],
      [17, 5],
      [27, 9],
      [36, 12],
    ] as const) {
      const board = Object.fromEntries(NO_CONTINENT.slice(0, k).map((t) => [t, [0, 1]])) as Record<
        string,
        [number, number]
      >;
      const s = scenario({ board, phase: 'reinforce' });
      const { state, events } = beginTurn(s, 0);
      expect(ofType(events, 'turnStarted')[0]).toMatchObject({
        reinforcements: expected,
        breakdown: { territories: expected, continents: [] },
      });
      expect(state.players[0].reserve).toBe(expected);
    }
  });

  it('C-REI-2: the bonus of each continent owned entirely at the start of the turn', () => {
    const board: Record<string, [number, number]> = {};
    for (const t of [
      ...WORLD.continents.find((c) => c.id === 'australia')!.territories,
      ...WORLD.continents.find((c) => c.id === 'south_america')!.territories,
      'alaska',
      'iceland',
      'egypt',
      'japan',
    ])
      board[t] = [0, 2];
    const s = scenario({ board, phase: 'reinforce' });
    const { state, events } = beginTurn(s, 0);
    // 12 territories → 4, plus South America 2 and Australia 2
    expect(ofType(events, 'turnStarted')[0]).toMatchObject({
      reinforcements: 8,
      breakdown: { territories: 4, continentArmies: 4 },
    });
    expect(state.players[0].reserve).toBe(8);
    const asia = WORLD.continents.find((c) => c.id === 'asia')!.territories;
    const big = scenario({ board: Object.fromEntries(asia.map((t) => [t, [0, 1]])) });
    expect(reinforcementsFor(big, 0)).toMatchObject({ total: 4 + 7, continents: ['asia'] });
    const world = scenario({ fill: [0, 1], board: { alaska: [1, 1] } });
    // 41 territories: 13 + every continent but North America: 2 + 5 + 3 + 7 + 2
    expect(reinforcementsFor(world, 0).total).toBe(13 + 19);

    // completing a continent during the attack gives nothing until the next turn starts
    let a = scenario({
      board: {
        new_guinea: [0, 1],
        western_australia: [0, 1],
        indonesia: [0, 4],
        eastern_australia: [0, 1],
        siam: [1, 1],
      },
    });
    occupy(a, 'eastern_australia', 1, 1);
    occupy(a, 'new_guinea', 0, 4);
    a = withDice(a, [6, 6, 6, 1]);
    const after = act(a, 0, { type: 'attack', from: 'new_guinea', to: 'eastern_australia', dice: 3 }).state;
    expect(controller(after, 'eastern_australia')).toBe(0);
    expect(after.players[0].reserve).toBe(0);
    expect(ofType(beginTurn(after, 0).events, 'turnStarted')[0].breakdown.continents).toEqual(['australia']);
  });

  it('C-REI-3: every reinforcement is placed before attacking, as many as wished on one territory', () => {
    const s = scenario({
      board: { alaska: [0, 3], kamchatka: [2, 1], japan: [2, 1] },
      fill: [1, 1],
      phase: 'reinforce',
      reserve: 5,
    });
    expect(refuse(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 2 }).code).toBe('wrongPhase');
    expect(refuse(s, 0, { type: 'endPhase' })).toEqual({ code: 'mustPlaceAll', reserve: 5 });
    expect(refuse(s, 0, { type: 'place', territory: 'alaska', count: 6 }).code).toBe('badCount');
    const r = act(s, 0, { type: 'place', territory: 'alaska', count: 5 });
    expect(armiesOn(r.state, 'alaska')).toBe(8);
    expect(r.state.phase.kind).toBe('attack');
    act(r.state, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
  });
});

describe('classic cards', () => {
  // Player 0 owns only Alaska-side territories listed; the cards traded below show player 1's.
  const reinforcing = (hand: number[], extra: Partial<Parameters<typeof scenario>[0]> = {}) =>
    scenario({
      board: { kamchatka: [0, 2], japan: [0, 2], mongolia: [0, 2] },
      phase: 'reinforce',
      reserve: 3,
      hands: { 0: hand },
      ...extra,
    });

  it('C-CRD-1: three alike, one of each, or any two plus a wild make a set; nothing else does', () => {
    const inf = [card('alaska'), card('alberta'), card('western_us')];
    expect(
      deckOf(WORLD)
        .filter((c) => inf.includes(c.id))
        .every((c) => c.symbol === 'infantry'),
    ).toBe(true);
    const oneEach: [number, number, number] = [card('alaska'), card('northwest_territory'), card('central_america')];
    const withWild: [number, number, number] = [card('alaska'), card('central_america'), WILDS[0]];
    const pairPlusOther: [number, number, number] = [card('alaska'), card('alberta'), card('central_america')];
    const s = reinforcing([...inf, card('northwest_territory'), card('central_america'), WILDS[0]].slice(0, 6));
    expect(
      act(s, 0, { type: 'trade', cards: inf as [number, number, number] }).events.find((e) => e.type === 'cardsTraded'),
    ).toBeTruthy();
    act(reinforcing(oneEach), 0, { type: 'trade', cards: oneEach });
    act(reinforcing(withWild), 0, { type: 'trade', cards: withWild });
    const two = reinforcing([card('alaska'), card('alberta'), WILDS[0], WILDS[1]]);
    act(two, 0, { type: 'trade', cards: [card('alaska'), WILDS[0], WILDS[1]] });
    expect(refuse(reinforcing(pairPlusOther), 0, { type: 'trade', cards: pairPlusOther })).toEqual({ code: 'notASet' });
    expect(refuse(reinforcing(inf.slice(0, 2)), 0, { type: 'trade', cards: inf as [number, number, number] })).toEqual({
      code: 'cardNotInHand',
      card: inf[2],
    });
  });

  it("C-CRD-2: set values escalate over all players' trades: 4, 6, 8, 10, 12, 15, 20, 25, …", () => {
    const set: [number, number, number] = [card('alaska'), card('alberta'), card('western_us')];
    const values = [4, 6, 8, 10, 12, 15, 20, 25, 30];
    values.forEach((v, k) => {
      const s = reinforcing(set);
      s.trades = k;
      const r = act(s, 0, { type: 'trade', cards: set });
      expect(ofType(r.events, 'cardsTraded')[0].armies).toBe(v);
      expect(r.state.players[0].reserve).toBe(3 + v);
    });
    // player 0 trades the first set (4); player 1's next set is the second one (6)
    const s0 = reinforcing(set, { hands: { 0: set, 1: [card('greenland'), card('ontario'), card('peru')] } });
    let s1 = act(s0, 0, { type: 'trade', cards: set }).state;
    s1 = structuredClone(s1);
    s1.turn.player = 1;
    s1.phase = { kind: 'reinforce', mustTrade: false };
    occupy(s1, 'greenland', 2, 1);
    occupy(s1, 'ontario', 2, 1);
    occupy(s1, 'peru', 2, 1);
    const r1 = act(s1, 1, { type: 'trade', cards: [card('greenland'), card('ontario'), card('peru')] });
    expect(ofType(r1.events, 'cardsTraded')[0].armies).toBe(6);
  });

  it('C-CRD-3: with 5+ cards at the start of the turn a set must be traded, only while reinforcing; several sets may be traded', () => {
    const five = [card('alaska'), card('alberta'), card('western_us'), card('greenland'), card('ontario')];
    const s = scenario({ board: { kamchatka: [0, 2], japan: [0, 2] }, hands: { 0: five } });
    const { state } = beginTurn(s, 0);
    expect(state.phase).toEqual({ kind: 'reinforce', mustTrade: true });
    expect(refuse(state, 0, { type: 'place', territory: 'japan', count: 1 }).code).toBe('mustTrade');
    expect(refuse(state, 0, { type: 'endPhase' }).code).toMatch(/^(mustTrade|mustPlaceAll)$/);
    const traded = act(state, 0, { type: 'trade', cards: [five[0], five[1], five[2]] }).state;
    act(traded, 0, { type: 'place', territory: 'japan', count: 1 });
    // four cards: no obligation
    const four = beginTurn(
      scenario({ board: { kamchatka: [0, 2], japan: [0, 2] }, hands: { 0: five.slice(0, 4) } }),
      0,
    ).state;
    expect(four.phase).toEqual({ kind: 'reinforce', mustTrade: false });
    act(four, 0, { type: 'place', territory: 'japan', count: 1 });
    // two sets in one turn
    const six = [...five, card('peru')];
    let t = beginTurn(scenario({ board: { kamchatka: [0, 2], japan: [0, 2] }, hands: { 0: six } }), 0).state;
    t = act(t, 0, { type: 'trade', cards: [six[0], six[1], six[2]] }).state;
    const second = act(t, 0, { type: 'trade', cards: [six[3], six[4], six[5]] });
    expect(second.state.players[0].hand).toEqual([]);
    expect(second.state.players[0].reserve).toBe(3 + 4 + 6);
    // not in the attack phase
    const attacking = scenario({ board: { kamchatka: [0, 2], japan: [0, 2] }, hands: { 0: five.slice(0, 3) } });
    expect(refuse(attacking, 0, { type: 'trade', cards: [five[0], five[1], five[2]] }).code).toBe('wrongPhase');
  });

  it('C-CRD-4: a traded card of an owned territory puts +2 on it, at most 2 such armies per turn', () => {
    // player 0 owns Alaska and Alberta; the set is Alaska, Alberta, Western US (all infantry)
    const set: [number, number, number] = [card('alaska'), card('alberta'), card('western_us')];
    const s = scenario({
      board: { alaska: [0, 2], alberta: [0, 2] },
      phase: 'reinforce',
      reserve: 3,
      hands: { 0: [...set, card('greenland'), card('ontario'), card('peru')] },
    });
    const r = act(s, 0, { type: 'trade', cards: set });
    const ev = ofType(r.events, 'cardsTraded')[0];
    expect(ev.armies).toBe(4);
    expect(ev.territoryBonus).toEqual([{ territory: 'alaska', armies: 2 }]);
    expect(armiesOn(r.state, 'alaska')).toBe(4);
    expect(armiesOn(r.state, 'alberta')).toBe(2);
    expect(r.state.players[0].reserve).toBe(3 + 4);
    // a second set with an owned card the same turn: no more bonus
    const s2 = structuredClone(r.state);
    occupy(s2, 'greenland', 0, 1);
    const r2 = act(s2, 0, { type: 'trade', cards: [card('greenland'), card('ontario'), card('peru')] });
    expect(ofType(r2.events, 'cardsTraded')[0].territoryBonus).toEqual([]);
    expect(armiesOn(r2.state, 'greenland')).toBe(1);
  });

  it('C-CRD-5: one card at the end of a turn with a conquest, never more; none without; the discard is reshuffled when the deck runs out', () => {
    let s = scenario({ board: { alaska: [0, 4], kamchatka: [1, 1], greenland: [0, 4], iceland: [2, 1] } });
    s = withDice(s, [6, 6, 6, 1]);
    s = act(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 }).state;
    s = withDice(s, [6, 6, 6, 1]);
    s = act(s, 0, { type: 'attack', from: 'greenland', to: 'iceland', dice: 3 }).state;
    expect(s.turn.conquered).toBe(2);
    expect(s.players[0].hand).toEqual([]);
    const top = s.deck[s.deck.length - 1];
    const end = act(s, 0, { type: 'endTurn' });
    expect(ofType(end.events, 'cardDrawn')).toEqual([{ type: 'cardDrawn', player: 0, card: top }]);
    expect(end.state.players[0].hand).toEqual([top]);

    const quiet = scenario({ board: { alaska: [0, 4], kamchatka: [1, 1] } });
    const q = act(quiet, 0, { type: 'endTurn' });
    expect(ofType(q.events, 'cardDrawn')).toEqual([]);

    // traded cards go to the discard pile, which becomes the deck when it is empty
    const set: [number, number, number] = [card('alaska'), card('alberta'), card('western_us')];
    let t = scenario({ board: { kamchatka: [0, 2] }, phase: 'reinforce', reserve: 1, hands: { 0: set } });
    t = act(t, 0, { type: 'trade', cards: set }).state;
    expect(t.discard).toEqual(set);
    t = structuredClone(t);
    const rest = t.deck.splice(0); // the pile runs out: everything else is in player 2's hand
    t.players[2].hand.push(...rest);
    t.phase = { kind: 'attack', conquest: null, pendingRoll: null, elimTrade: false };
    t.players[0].reserve = 0;
    t.turn.conquered = 1;
    const drawn = act(t, 0, { type: 'endTurn' });
    expect(set).toContain(drawn.state.players[0].hand[0]);
    expect(drawn.state.discard).toEqual([]);
    expect(drawn.state.deck).toHaveLength(2);
    expectInvariants(drawn.state);
  });
});

describe('classic attack', () => {
  const base = () =>
    scenario({
      board: {
        alaska: [0, 5],
        northwest_territory: [0, 1],
        kamchatka: [1, 1],
        brazil: [0, 3],
        north_africa: [2, 2],
        ontario: [1, 1],
      },
    });

  it('C-ATK-1: from an own territory with 2+ armies to an adjacent territory of another player (sea lines included)', () => {
    const s = base();
    act(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 1 }); // Alaska–Kamchatka
    act(s, 0, { type: 'attack', from: 'brazil', to: 'north_africa', dice: 1 }); // Brazil–North Africa
    expect(refuse(s, 0, { type: 'attack', from: 'alaska', to: 'ontario', dice: 1 }).code).toBe('notAdjacent');
    expect(refuse(s, 0, { type: 'attack', from: 'alaska', to: 'northwest_territory', dice: 1 }).code).toBe(
      'ownTerritory',
    );
    expect(refuse(s, 0, { type: 'attack', from: 'northwest_territory', to: 'ontario', dice: 1 })).toMatchObject({
      code: 'notEnoughArmies',
      needed: 2,
    });
    expect(refuse(s, 0, { type: 'attack', from: 'kamchatka', to: 'alaska', dice: 1 }).code).toBe('notOwner');
    expect(refuse(s, 1, { type: 'attack', from: 'kamchatka', to: 'alaska', dice: 1 }).code).toBe('notYourTurn');
  });

  it('C-ATK-2: the attacker rolls 1 to 3 dice, at most armies − 1', () => {
    const s = base();
    expect(refuse(s, 0, { type: 'attack', from: 'brazil', to: 'north_africa', dice: 3 })).toEqual({
      code: 'badDice',
      min: 1,
      max: 2,
    });
    expect(refuse(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 4 })).toEqual({
      code: 'badDice',
      min: 1,
      max: 3,
    });
    expect(refuse(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 0 }).code).toBe('badDice');
    for (const dice of [1, 2, 3]) {
      const r = act(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice });
      expect(ofType(r.events, 'diceRolled')[0].attack).toHaveLength(dice);
    }
    const fromBrazil = legalActions(s, 0).filter(
      (a) => a.type === 'attack' && a.from === 'brazil' && a.to === 'north_africa',
    );
    expect(fromBrazil.map((a) => (a as { dice: number }).dice)).toEqual([1, 2]);
  });

  it('C-ATK-3: the defender rolls 2 with 2+ armies, else 1; a standing preference may make it 1', () => {
    const s = scenario({ board: { alaska: [0, 9], kamchatka: [1, 5], alberta: [0, 5], ontario: [2, 1] } });
    expect(
      ofType(act(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 }).events, 'diceRolled')[0].defence,
    ).toHaveLength(2);
    expect(
      ofType(act(s, 0, { type: 'attack', from: 'alberta', to: 'ontario', dice: 3 }).events, 'diceRolled')[0].defence,
    ).toHaveLength(1);
    expect(s.players[1].defendWithOne).toBe(false); // the default is the maximum
    const pref = act(s, 1, { type: 'setDefence', withOne: true }); // outside their turn
    expect(pref.state.players[1].defendWithOne).toBe(true);
    expect(
      ofType(act(pref.state, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 }).events, 'diceRolled')[0]
        .defence,
    ).toHaveLength(1);
  });

  it('C-ATK-4: dice compared highest to highest, then second to second; ties go to the defender', () => {
    const s = scenario({ board: { alaska: [0, 9], kamchatka: [1, 5] } });
    const roll = (a: number[], d: number[]) => {
      const r = act(withDice(s, [...a, ...d]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: a.length });
      const b = ofType(r.events, 'battleResolved')[0];
      expect(b.attack).toEqual(a);
      expect(b.defence).toEqual(d);
      expect(armiesOn(r.state, 'alaska')).toBe(9 - b.attackerLost);
      expect(armiesOn(r.state, 'kamchatka')).toBe(5 - b.defenderLost);
      return [b.attackerLost, b.defenderLost];
    };
    expect(roll([5, 4, 1], [5, 4])).toEqual([2, 0]); // both ties: defender wins both
    expect(roll([6, 6, 1], [5, 5])).toEqual([0, 2]);
    expect(roll([1, 6, 2], [5, 3])).toEqual([1, 1]); // sorted: 6>5, 2<3
    expect(roll([3], [3, 1])).toEqual([1, 0]); // one pair only
    expect(roll([4, 4], [4, 3])).toEqual([1, 1]);
    expect(roll([2, 2, 2], [6, 6])).toEqual([2, 0]); // never more than 2 per roll
  });

  it('C-ATK-5: attacks may be repeated and switched between territories freely', () => {
    let s = scenario({ board: { alaska: [0, 9], kamchatka: [1, 9], greenland: [0, 9], iceland: [2, 9] } });
    for (const [from, to] of [
      ['alaska', 'kamchatka'],
      ['greenland', 'iceland'],
      ['alaska', 'kamchatka'],
      ['alaska', 'kamchatka'],
      ['greenland', 'iceland'],
    ]) {
      const r = act(s, 0, { type: 'attack', from, to, dice: 3 });
      expect(ofType(r.events, 'battleResolved')).toHaveLength(1);
      s = r.state;
    }
    expect(s.phase.kind).toBe('attack');
    expect(armiesOn(s, 'alaska') + armiesOn(s, 'kamchatka')).toBe(18 - 2 * 3);
  });

  it('C-ATK-6: after a conquest at least the dice of the last roll move in, at most all but one, before anything else', () => {
    const s = withDice(
      scenario({ board: { alaska: [0, 6], kamchatka: [1, 1], greenland: [0, 5], iceland: [2, 1] } }),
      [6, 6, 6, 1],
    );
    const r = act(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(ofType(r.events, 'territoryConquered')[0]).toMatchObject({
      from: 'alaska',
      to: 'kamchatka',
      min: 3,
      max: 5,
    });
    const c = r.state;
    expect(territorySummary(c, 'kamchatka')).toEqual({ owner: 0, armies: 0 });
    const pending = { code: 'pendingConquest', from: 'alaska', to: 'kamchatka', min: 3, max: 5 };
    expect(refuse(c, 0, { type: 'attack', from: 'greenland', to: 'iceland', dice: 1 })).toEqual(pending);
    expect(refuse(c, 0, { type: 'endTurn' })).toEqual(pending);
    expect(refuse(c, 0, { type: 'fortify', from: 'greenland', to: 'iceland', count: 1 })).toEqual(pending);
    expect(refuse(c, 0, { type: 'move', count: 2 })).toEqual({ code: 'badCount', min: 3, max: 5 });
    expect(refuse(c, 0, { type: 'move', count: 6 })).toEqual({ code: 'badCount', min: 3, max: 5 });
    expect(legalActions(c, 0)).toEqual([
      { type: 'move', count: 3 },
      { type: 'move', count: 5 },
    ]);
    const m = act(c, 0, { type: 'move', count: 4 }).state;
    expect(territorySummary(m, 'alaska')).toEqual({ owner: 0, armies: 2 });
    expect(territorySummary(m, 'kamchatka')).toEqual({ owner: 0, armies: 4 });
    act(m, 0, { type: 'attack', from: 'greenland', to: 'iceland', dice: 1 });
    // won with 2 dice: at least 2 move; with 3 armies left only 2 can: settled at once
    const two = act(withDice(scenario({ board: { alaska: [0, 3], kamchatka: [1, 1] } }), [5, 5, 1]), 0, {
      type: 'attack',
      from: 'alaska',
      to: 'kamchatka',
      dice: 2,
    }).state;
    expect(territorySummary(two, 'kamchatka')).toEqual({ owner: 0, armies: 2 });
    expect(armiesOn(two, 'alaska')).toBe(1);
    expect(two.phase).toMatchObject({ kind: 'attack', conquest: null });
  });

  it('C-ATK-7: blitz rolls the maximum dice each time until conquest, the stop level, or no attack left; every roll is logged', () => {
    let conquered = 0,
      stopped = 0;
    for (let seed = 1; seed <= 12; seed++) {
      const s = scenario({ seed, board: { alaska: [0, 12], kamchatka: [1, 4] } });
      const stopAt = seed % 2 === 0 ? 1 : 7;
      const r = act(s, 0, { type: 'blitz', from: 'alaska', to: 'kamchatka', stopAt });
      const rolls = ofType(r.events, 'diceRolled');
      const battles = ofType(r.events, 'battleResolved');
      const stop = ofType(r.events, 'blitzStopped')[0];
      expect(battles).toHaveLength(rolls.length);
      expect(stop.rolls).toBe(rolls.length);
      // replay the armies roll by roll: each roll used the maximum dice of C-ATK-2/3
      let att = 12,
        def = 4;
      for (const b of battles) {
        expect(b.attack).toHaveLength(Math.min(3, att - 1));
        expect(b.defence).toHaveLength(Math.min(2, def));
        expect(att).toBeGreaterThan(stopAt);
        att -= b.attackerLost;
        def -= b.defenderLost;
      }
      if (stop.reason === 'conquered') {
        conquered++;
        expect(def).toBe(0);
        expect(controller(r.state, 'kamchatka')).toBe(0);
      } else {
        stopped++;
        expect(stop.reason).toBe(stopAt === 1 ? 'cannotAttack' : 'stopAt');
        expect(att).toBeLessThanOrEqual(stopAt);
        expect(territorySummary(r.state, 'kamchatka')).toEqual({ owner: 1, armies: def });
      }
    }
    expect(conquered).toBeGreaterThan(0);
    expect(stopped).toBeGreaterThan(0);
    const s = scenario({ board: { alaska: [0, 3], kamchatka: [1, 4] } });
    expect(refuse(s, 0, { type: 'blitz', from: 'alaska', to: 'kamchatka', stopAt: 3 }).code).toBe('notEnoughArmies');
  });
});

describe('classic elimination, fortify, victory', () => {
  it('C-ELM-1: eliminating a player gives the attacker all of their cards', () => {
    const theirs = [card('argentina'), card('peru'), card('congo')];
    const s = withDice(
      scenario({ board: { alaska: [0, 5], kamchatka: [2, 1] }, hands: { 0: [card('japan')], 2: theirs } }),
      [6, 6, 6, 1],
    );
    const r = act(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(ofType(r.events, 'playerEliminated')[0]).toMatchObject({ player: 2, by: 0, cardsTaken: 3 });
    expect(r.state.players[2]).toMatchObject({ status: 'eliminated', hand: [] });
    expect(r.state.players[0].hand.sort()).toEqual([card('japan'), ...theirs].sort());
    expectInvariants(r.state, s, r.events);
  });

  it('C-ELM-2: with 6+ cards after an elimination the attacker trades down to 4 or fewer and places at once, then goes on', () => {
    const mine = [card('argentina'), card('iceland'), card('western_europe')]; // three infantry
    const theirs = [card('peru'), card('congo'), card('ural')]; // three cavalry
    const s = withDice(
      scenario({
        board: { alaska: [0, 4], kamchatka: [2, 1], greenland: [0, 3], quebec: [1, 1] },
        hands: { 0: mine, 2: theirs },
      }),
      [6, 6, 6, 1],
    );
    const r = act(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 }).state;
    expect(r.players[0].hand).toHaveLength(6);
    expect(r.phase).toMatchObject({ kind: 'attack', elimTrade: true });
    expect(refuse(r, 0, { type: 'attack', from: 'greenland', to: 'quebec', dice: 2 })).toEqual({
      code: 'mustTrade',
      hand: 6,
    });
    expect(refuse(r, 0, { type: 'endTurn' }).code).toBe('mustTrade');
    const t = act(r, 0, { type: 'trade', cards: mine as [number, number, number] });
    expect(t.state.players[0].hand).toHaveLength(3);
    expect(t.state.players[0].reserve).toBe(4);
    expect(refuse(t.state, 0, { type: 'trade', cards: theirs as [number, number, number] }).code).toBe(
      'cannotTradeNow',
    );
    expect(refuse(t.state, 0, { type: 'attack', from: 'greenland', to: 'quebec', dice: 2 })).toEqual({
      code: 'mustPlaceAll',
      reserve: 4,
    });
    const p = act(t.state, 0, { type: 'place', territory: 'greenland', count: 4 }).state;
    expect(p.phase).toMatchObject({ kind: 'attack', elimTrade: false });
    act(p, 0, { type: 'attack', from: 'greenland', to: 'quebec', dice: 3 });
    // with 5 cards after the elimination there is no forced trade
    const five = withDice(
      scenario({
        board: { alaska: [0, 4], kamchatka: [2, 1], greenland: [0, 3], quebec: [1, 1] },
        hands: { 0: mine.slice(0, 2), 2: theirs },
      }),
      [6, 6, 6, 1],
    );
    const f = act(five, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 }).state;
    expect(f.phase).toMatchObject({ kind: 'attack', elimTrade: false });
  });

  it('C-FOR-1: one move at the end of the turn between adjacent own territories, leaving 1; the turn then ends', () => {
    const s = scenario({
      phase: 'fortify',
      board: { alaska: [0, 5], alberta: [0, 1], ontario: [0, 1], kamchatka: [1, 2] },
    });
    expect(refuse(s, 0, { type: 'fortify', from: 'alaska', to: 'alberta', count: 5 })).toEqual({
      code: 'badCount',
      min: 1,
      max: 4,
    });
    expect(refuse(s, 0, { type: 'fortify', from: 'alaska', to: 'ontario', count: 1 }).code).toBe('notAdjacent');
    expect(refuse(s, 0, { type: 'fortify', from: 'alaska', to: 'kamchatka', count: 1 }).code).toBe('notOwner');
    expect(refuse(s, 0, { type: 'fortify', from: 'alberta', to: 'alaska', count: 1 }).code).toBe('notEnoughArmies');
    const r = act(s, 0, { type: 'fortify', from: 'alaska', to: 'alberta', count: 4 });
    expect(armiesOn(r.state, 'alaska')).toBe(1);
    expect(armiesOn(r.state, 'alberta')).toBe(5);
    expect(ofType(r.events, 'turnEnded')).toEqual([{ type: 'turnEnded', player: 0 }]);
    expect(r.state.turn.player).not.toBe(0);
    expect(refuse(r.state, 0, { type: 'fortify', from: 'alberta', to: 'alaska', count: 1 }).code).toBe('notYourTurn');
    // straight from the attack phase too
    const fromAttack = act(scenario({ board: { alaska: [0, 5], alberta: [0, 1] } }), 0, {
      type: 'fortify',
      from: 'alaska',
      to: 'alberta',
      count: 2,
    });
    expect(ofType(fromAttack.events, 'turnEnded')).toHaveLength(1);
  });

  it('C-WIN-1: the first player to own all 42 territories wins', () => {
    const s = structuredClone(scenario({ fill: [0, 2], board: { alaska: [0, 4], kamchatka: [1, 1] } }));
    s.players[2].status = 'eliminated';
    const r = act(withDice(s, [6, 6, 6, 1]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(r.state.phase).toMatchObject({ kind: 'over', winners: [0], reason: 'conquest' });
    expect(ofType(r.events, 'gameOver')[0]).toMatchObject({ winners: [0], reason: 'conquest' });
    expect(WORLD.territoryIds.every((t) => controller(r.state, t) === 0)).toBe(true);
    expect(refuse(r.state, 0, { type: 'endTurn' }).code).toBe('gameOver');
    // 41 of 42 is not a win
    const almost = structuredClone(scenario({ fill: [0, 2], board: { alaska: [0, 4], kamchatka: [1, 3] } }));
    almost.players[2].status = 'eliminated';
    const a = act(withDice(almost, [6, 6, 6, 1, 1]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(a.state.phase.kind).toBe('attack');
  });
});

describe('classic two players (1992 neutral)', () => {
  it('C-2P-1: 40 armies each and a neutral army; the 42 territory cards split in three piles of 14, 1 army each', () => {
    const { state: s, events } = game('classic', 2, { setup: 'deal', twoPlayer: '1992' }, 4);
    expect(s.players).toHaveLength(3);
    expect(s.players[2]).toMatchObject({ kind: 'neutral', colour: 'neutral' });
    expect(ofType(events, 'territoriesDealt')[0].counts).toEqual({ 0: 14, 1: 14, 2: 14 });
    for (const p of s.players) expect(p.reserve + armiesOf(s, p.id)).toBe(40);
    expect(Object.values(boardSummary(s)).every((t) => t.armies === 1)).toBe(true);
    expect(s.order).not.toContain(2);
  });

  it('C-2P-2: in turn each places 2 own armies and 1 neutral army until their 40 are placed', () => {
    let s = game('classic', 2, { setup: 'deal', twoPlayer: '1992' }, 4).state;
    const [a, b] = s.order;
    expect(s.phase).toMatchObject({ kind: 'setupPlace', perTurn: 2, neutralPerTurn: 1 });
    const mine = owned(s, a)[0],
      neutralT = owned(s, 2)[0];
    expect(refuse(s, a, { type: 'placeNeutral', territory: mine, count: 1 }).code).toBe('notNeutral');
    expect(refuse(s, a, { type: 'placeNeutral', territory: neutralT, count: 2 }).code).toBe('badCount');
    s = act(s, a, { type: 'place', territory: mine, count: 2 }).state;
    expect(s.turn.player).toBe(a); // the neutral army is still owed
    s = act(s, a, { type: 'placeNeutral', territory: neutralT, count: 1 }).state;
    expect(s.turn.player).toBe(b);
    s = playSetup(s);
    expect(s.phase.kind).toBe('reinforce');
    expect(armiesOf(s, 0)).toBe(40);
    expect(armiesOf(s, 1)).toBe(40);
    expect(armiesOf(s, 2)).toBe(40);
    expect(s.deck).toHaveLength(44); // C-2P-3: wilds back
  });

  it('C-2P-3: the neutral defends with the most dice and never attacks, moves or gets reinforcements', () => {
    const s = scenario({ players: 2, board: { alaska: [0, 9], kamchatka: [2, 5], ontario: [1, 3] }, fill: [2, 1] });
    occupy(s, 'greenland', 1, 1);
    occupy(s, 'iceland', 0, 1);
    const r = act(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(ofType(r.events, 'diceRolled')[0].defence).toHaveLength(2);
    // the neutral is no seat: it cannot act, and the turn goes 0 → 1 → 0 without it
    expect(refuse(s, 2, { type: 'endTurn' }).code).toBe('notSeated');
    let t = act(r.state, 0, { type: 'endTurn' }).state;
    expect(t.turn.player).toBe(1);
    const neutralBefore = armiesOf(t, 2);
    // player 1 reinforces and ends; the neutral gets nothing
    while (t.turn.player === 1) {
      const acts = legalActions(t, 1);
      const place = acts.find((x) => x.type === 'place' && x.territory === 'ontario');
      t = act(t, 1, place ?? acts.find((x) => x.type === 'endTurn') ?? acts[acts.length - 1]).state;
    }
    expect(t.turn.player).toBe(0);
    expect(armiesOf(t, 2)).toBe(neutralBefore);
    expect(t.players[2].reserve).toBe(0);
  });

  it('C-2P-4: eliminating the opponent wins, neutral territories left or not', () => {
    const s = withDice(
      scenario({ players: 2, fill: [2, 1], board: { alaska: [0, 4], kamchatka: [1, 1], greenland: [0, 1] } }),
      [6, 6, 6, 1],
    );
    const r = act(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(r.state.phase).toMatchObject({ kind: 'over', winners: [0] });
    expect(owned(r.state, 2).length).toBeGreaterThan(0);
  });
});

describe('legal action counts (perft) on the world map', () => {
  // Player 0 holds North America: Alaska 4 armies, the other eight 3 each; everything else
  // is player 1's with 1 army. Enemy borders: Alaska–Kamchatka, Central America–Venezuela,
  // Greenland–Iceland. North America has 16 inner borders.
  const na = WORLD.continents.find((c) => c.id === 'north_america')!.territories;
  const position = () => scenario({ board: Object.fromEntries(na.map((t) => [t, [0, t === 'alaska' ? 4 : 3]])) });

  it('C-ATK-1: attack pairs and dice options from a fixed position match the map', () => {
    const acts = legalActions(position(), 0);
    const attacks = acts.filter((a) => a.type === 'attack') as Extract<Action, { type: 'attack' }>[];
    // Alaska (4 armies) 3 dice options; Central America and Greenland (3 armies) 2 each
    expect(attacks).toHaveLength(3 + 2 + 2);
    expect(new Set(attacks.map((a) => `${a.from}>${a.to}`))).toEqual(
      new Set(['alaska>kamchatka', 'central_america>venezuela', 'greenland>iceland']),
    );
    expect(acts.filter((a) => a.type === 'blitz')).toHaveLength(3);
  });

  it('C-FOR-1: fortify options from a fixed position match the map', () => {
    const s = position();
    const fort = legalActions(s, 0).filter((a) => a.type === 'fortify') as Extract<Action, { type: 'fortify' }>[];
    const inner = WORLD.borders.filter(([x, y]) => na.includes(x) && na.includes(y));
    expect(inner).toHaveLength(16);
    // 16 borders × 2 directions, each listed with count 1 and the most (armies − 1 = 2 or 3)
    expect(fort).toHaveLength(16 * 2 * 2);
    expect(
      fort
        .filter((f) => f.from === 'alaska')
        .map((f) => `${f.to}:${f.count}`)
        .sort(),
    ).toEqual(['alberta:1', 'alberta:3', 'northwest_territory:1', 'northwest_territory:3']);
    expect(
      legalActions({ ...s, phase: { kind: 'fortify', moves: 0 } }, 0).filter((a) => a.type === 'attack'),
    ).toHaveLength(0);
  });

  it('C-ATK-1: classic board counts around the Middle East (6 neighbours incl. East Africa and India–Afghanistan)', () => {
    const s = scenario({
      players: 4,
      board: { middle_east: [0, 5], india: [0, 4], afghanistan: [1, 3], china: [1, 2] },
    });
    const attacks = legalActions(s, 0).filter((a) => a.type === 'attack') as Extract<Action, { type: 'attack' }>[];
    // Middle East: afghanistan, east_africa, egypt, southern_europe, ukraine × 3 dice;
    // India: afghanistan, china, siam × 3 dice
    expect(attacks).toHaveLength(15 + 9);
    expect(
      attacks
        .filter((a) => a.from === 'india')
        .map((a) => a.to)
        .sort(),
    ).toEqual(['afghanistan', 'afghanistan', 'afghanistan', 'china', 'china', 'china', 'siam', 'siam', 'siam']);
    const fort = legalActions(s, 0).filter((a) => a.type === 'fortify') as Extract<Action, { type: 'fortify' }>[];
    expect(fort.map((f) => `${f.from}>${f.to}:${f.count}`).sort()).toEqual([
      'india>middle_east:1',
      'india>middle_east:3',
      'middle_east>india:1',
      'middle_east>india:4',
    ]);
  });
});
