// RULES.md §2: capitals / headquarters, 1992 (K-2) and 2000 (K-3) forms.
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../src/engine/events.js';
import type { GameEvent } from '../../src/engine/events.js';
import { legalActions, waitingFor } from '../../src/engine/legal.js';
import { viewFor } from '../../src/engine/view.js';
import type { GameState, PlayerId } from '../../src/engine/types.js';
import { act, card, expectInvariants, game, ofType, owned, refuse, scenario, withDice } from './helpers.js';
import { armiesOn, occupy } from '../../src/engine/board.js';
import { territorySummary } from '../../src/engine/board-summary.js';
import { hqCardsOf, revealHq, setHq, setHqCards } from '../../src/engine/ext.js';

/** Everyone picks their first territory as HQ; returns the state and all events. */
function chooseAll(s: GameState): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const p of [...s.order].reverse()) {
    // out of turn order: choices are simultaneous
    const r = act(s, p, { type: 'chooseHQ', territory: owned(s, p)[0] });
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

/** A capitals position: HQs set, revealed per the form; player 0 to attack. */
function hqPosition(
  form: '1992' | '2000',
  players: number,
  board: Record<string, [PlayerId, number]>,
  hqs: Record<PlayerId, string>,
  hands: Record<PlayerId, number[]> = {},
): GameState {
  const s = scenario({
    ruleset: 'capitals',
    players,
    options: { capitals: form },
    board,
    hands,
    fill: [players - 1, 1],
  });
  for (const [p, t] of Object.entries(hqs)) {
    setHq(s, Number(p), t);
    if (form === '1992') revealHq(s, Number(p));
  }
  return s;
}

// HQ pairs for K-2/K-3: players 1..3 each hold an HQ next to 9 of player 0's armies, one step
// each; players 4 and 5 (if seated) sit far away on Madagascar and Japan.
const HQ_PAIRS: [string, string][] = [
  ['alaska', 'kamchatka'],
  ['greenland', 'iceland'],
  ['brazil', 'north_africa'],
];
function hqsInReach(form: '1992' | '2000', players: number): GameState {
  const board: Record<string, [PlayerId, number]> = { eastern_australia: [0, 1] };
  const hqs: Record<PlayerId, string> = { 0: 'eastern_australia' };
  HQ_PAIRS.forEach(([from, to], i) => {
    if (i + 1 < players) {
      board[from] = [0, 9];
      board[to] = [i + 1, 1];
      hqs[i + 1] = to;
    }
  });
  for (let p = 4; p < players; p++) {
    board[['madagascar', 'japan'][p - 4]] = [p, 1];
    hqs[p] = ['madagascar', 'japan'][p - 4];
  }
  return hqPosition(form, players, board, hqs);
}

describe('capitals', () => {
  it('K-1: after deployment each player secretly picks an own territory as HQ; 1992 reveals them when all have picked', () => {
    const s = game('capitals', 3, { capitals: '1992' }, 6).state;
    expect(s.phase.kind).toBe('chooseHQ');
    expect(legalActions(s, s.order[2]).every((a) => a.type === 'chooseHQ')).toBe(true);
    const other = owned(s, s.order[1])[0];
    expect(refuse(s, s.order[0], { type: 'chooseHQ', territory: other })).toEqual({
      code: 'notOwner',
      territory: other,
    });
    const first = act(s, s.order[2], { type: 'chooseHQ', territory: owned(s, s.order[2])[0] });
    expect(refuse(first.state, s.order[2], { type: 'chooseHQ', territory: owned(s, s.order[2])[1] }).code).toBe(
      'hqAlreadyChosen',
    );
    // the choice is secret while others pick
    expect(eventsFor(first.events, null)).toEqual([{ type: 'hqChosen', player: s.order[2], territory: null }]);
    expect(eventsFor(first.events, s.order[0])[0]).toMatchObject({ territory: null });
    expect(eventsFor(first.events, s.order[2])[0]).toMatchObject({ territory: owned(s, s.order[2])[0] });
    expect(viewFor(first.state, null).players.every((p) => p.hq === null)).toBe(true);
    expect(viewFor(first.state, s.order[0]).players.every((p) => p.hq === null)).toBe(true);
    const { state, events } = chooseAll(s);
    const revealed = ofType(events, 'hqsRevealed')[0].hqs;
    for (const p of s.order) expect(revealed[p]).toBe(owned(s, p)[0]);
    expect(viewFor(state, null).players.map((p) => p.hq)).toEqual(s.players.map((p) => owned(s, p.id)[0]));
    expect(state.phase.kind).toBe('reinforce');
    expect(state.turn.player).toBe(s.order[0]);
  });

  it('K-1: a seat that leaves during the HQ choice is not waited for; the last choice of those still playing starts the game', () => {
    const s = game('capitals', 4, { capitals: '1992' }, 6).state;
    const [a, b, c, leaver] = s.order;
    let x = act(s, a, { type: 'chooseHQ', territory: owned(s, a)[0] }).state;
    x = act(x, leaver, { type: 'abandon' }).state;
    expect(x.phase.kind).toBe('chooseHQ');
    expect(waitingFor(x)).toEqual([b, c]);
    expect(legalActions(x, leaver)).toEqual([]);
    x = act(x, b, { type: 'chooseHQ', territory: owned(x, b)[0] }).state;
    const last = act(x, c, { type: 'chooseHQ', territory: owned(x, c)[0] });
    expect(ofType(last.events, 'hqsRevealed')[0].hqs).toEqual({
      [a]: owned(s, a)[0],
      [b]: owned(s, b)[0],
      [c]: owned(s, c)[0],
    });
    expect(last.state.phase.kind).toBe('reinforce');
    // and when the leaver is the last one the others wait for, leaving starts the game
    let y = s;
    for (const p of [a, b, c]) y = act(y, p, { type: 'chooseHQ', territory: owned(y, p)[0] }).state;
    expect(waitingFor(y)).toEqual([leaver]);
    const left = act(y, leaver, { type: 'abandon' });
    expect(ofType(left.events, 'hqsRevealed')).toHaveLength(1);
    expect(left.state.phase.kind).toBe('reinforce');
    expect(left.state.turn.player).toBe(a);
  });

  it('K-1: in the 2000 form HQs stay secret until invaded', () => {
    const s = game('capitals', 3, { capitals: '2000' }, 6).state;
    const { state, events } = chooseAll(s);
    expect(ofType(events, 'hqsRevealed')).toEqual([]);
    expect(viewFor(state, null).players.every((p) => p.hq === null)).toBe(true);
    const me = s.order[0];
    expect(viewFor(state, me).secrets?.hq).toBe(owned(s, me)[0]);
    expect(
      viewFor(state, me)
        .players.filter((p) => p.id !== me)
        .every((p) => p.hq === null),
    ).toBe(true);
    // invaded: the owner's HQ is announced
    const pos = hqPosition(
      '2000',
      3,
      { alaska: [0, 5], kamchatka: [1, 1], japan: [1, 2], iceland: [0, 1] },
      { 0: 'iceland', 1: 'kamchatka', 2: 'peru' },
    );
    expect(viewFor(pos, null).players[1].hq).toBeNull();
    const r = act(withDice(pos, [6, 6, 6, 1]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(ofType(r.events, 'hqCaptured')[0]).toMatchObject({ player: 0, hq: 'kamchatka', owner: 1 });
    expect(viewFor(r.state, null).players[1].hq).toBe('kamchatka');
  });

  it('K-2: (1992) a captured HQ does not eliminate its owner, its card goes to the captor; win holding your HQ and all others (2–3 players)', () => {
    const board: Record<string, [PlayerId, number]> = {
      alaska: [0, 9],
      kamchatka: [1, 1],
      japan: [1, 3],
      greenland: [0, 9],
      iceland: [2, 1],
      scandinavia: [2, 3],
      brazil: [0, 2],
    };
    const s = hqPosition('1992', 3, board, { 0: 'brazil', 1: 'kamchatka', 2: 'iceland' }, { 0: [card('peru')] });
    const r = act(withDice(s, [6, 6, 6, 1]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(ofType(r.events, 'hqCaptured')[0]).toMatchObject({ player: 0, hq: 'kamchatka', owner: 1 });
    expect(r.state.players[1].status).toBe('active');
    expect(hqCardsOf(r.state, 0)).toEqual(['kamchatka']);
    expect(r.state.players[0].hand).toEqual([card('peru')]); // HQ cards are not set cards
    expect(r.state.phase.kind).toBe('attack'); // one of two other HQs: not yet
    const m = act(r.state, 0, { type: 'move', count: 3 }).state;
    const w = act(withDice(m, [6, 6, 6, 1]), 0, { type: 'attack', from: 'greenland', to: 'iceland', dice: 3 });
    expect(w.state.phase).toMatchObject({ kind: 'over', winners: [0], reason: 'capitals' });
    // without your own HQ, the others are not enough
    const lost = hqPosition('1992', 3, { ...board, brazil: [1, 2] }, { 0: 'brazil', 1: 'kamchatka', 2: 'iceland' });
    setHqCards(lost, 0, []);
    let l = act(withDice(lost, [6, 6, 6, 1]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 }).state;
    l = act(l, 0, { type: 'move', count: 3 }).state;
    l = act(withDice(l, [6, 6, 6, 1]), 0, { type: 'attack', from: 'greenland', to: 'iceland', dice: 3 }).state;
    expect(l.phase.kind).toBe('attack');
  });

  it('K-2: HQ cards leave the deck when the HQs are chosen and lie before their owner: never drawn, never in a set; captured with the HQ', () => {
    const s = game('capitals', 3, { capitals: '1992' }, 6).state;
    const { state } = chooseAll(s);
    for (const p of s.order) {
      const hq = owned(s, p)[0];
      expect(hqCardsOf(state, p)).toEqual([hq]);
      expect(state.deck).not.toContain(card(hq));
      expect(viewFor(state, null).players[p].hqCards).toEqual([hq]); // revealed with the HQs (1992)
    }
    expect(state.deck).toHaveLength(44 - 3);
    expectInvariants(state);
    // the whole deck drawn: HQ cards never come up
    let t = structuredClone(state);
    const drawn: number[] = [];
    for (let i = 0; i < 41; i++) {
      t.phase = { kind: 'attack', conquest: null, pendingRoll: null, elimTrade: false };
      t.turn.conquered = 1;
      const p = t.turn.player;
      const r = act(t, p, { type: 'endTurn' });
      drawn.push(...ofType(r.events, 'cardDrawn').map((e) => e.card!));
      t = structuredClone(r.state);
      t.discard.push(...t.players[p].hand.splice(0)); // keep hands small: no forced trades
    }
    for (const p of s.order) expect(drawn).not.toContain(card(owned(s, p)[0]));
    // an HQ card cannot be traded, even if it were in a hand; on capture it goes to the captor
    const board: Record<string, [PlayerId, number]> = {
      alaska: [0, 9],
      kamchatka: [1, 1],
      japan: [1, 3],
      brazil: [0, 2],
      iceland: [2, 1],
    };
    const pos = hqPosition('1992', 3, board, { 0: 'brazil', 1: 'kamchatka', 2: 'iceland' });
    for (const [p, hq] of [
      [0, 'brazil'],
      [1, 'kamchatka'],
      [2, 'iceland'],
    ] as const) {
      setHqCards(pos, p, [hq]);
      pos.deck = pos.deck.filter((c) => c !== card(hq));
    }
    const r = act(withDice(pos, [6, 6, 6, 1]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(hqCardsOf(r.state, 0)).toEqual(['brazil', 'kamchatka']);
    expect(hqCardsOf(r.state, 1)).toEqual([]);
    expectInvariants(r.state);
    // retaken by its owner, then captured by a third player: the card moves on from the first captor
    const back = structuredClone(r.state);
    back.phase = { kind: 'attack', conquest: null, pendingRoll: null, elimTrade: false };
    occupy(back, 'kamchatka', 1, 1);
    occupy(back, 'japan', 2, 9);
    back.turn.player = 2;
    const third = act(withDice(back, [6, 6, 6, 1]), 2, { type: 'attack', from: 'japan', to: 'kamchatka', dice: 3 });
    expect(hqCardsOf(third.state, 0)).toEqual(['brazil']);
    expect(hqCardsOf(third.state, 2)).toEqual(['iceland', 'kamchatka']);
    expectInvariants(third.state);
  });

  it('K-3: (2000) each HQ card leaves the deck when the HQs are chosen and lies face down before its owner: never drawn, never in a set, seen by its owner only', () => {
    const s = game('capitals', 3, { capitals: '2000' }, 6).state;
    expect(s.deck).toHaveLength(44);
    const { state } = chooseAll(s);
    expect(state.deck).toHaveLength(44 - 3);
    for (const p of s.order) {
      const hq = owned(s, p)[0];
      expect(hqCardsOf(state, p)).toEqual([hq]);
      expect(state.deck).not.toContain(card(hq));
      expect(state.players.some((q) => q.hand.includes(card(hq)))).toBe(false);
      // face down: the owner sees it, nobody else (it would name the secret HQ)
      expect(viewFor(state, p).players[p].hqCards).toEqual([hq]);
      for (const viewer of [null, ...s.order.filter((q) => q !== p)])
        expect(viewFor(state, viewer).players[p].hqCards).toEqual([]);
    }
    expectInvariants(state);
    // the whole deck drawn: no HQ card comes up
    let t = structuredClone(state);
    const drawn: number[] = [];
    for (let i = 0; i < 41; i++) {
      t.phase = { kind: 'attack', conquest: null, pendingRoll: null, elimTrade: false };
      t.turn.conquered = 1;
      const p = t.turn.player;
      const r = act(t, p, { type: 'endTurn' });
      drawn.push(...ofType(r.events, 'cardDrawn').map((e) => e.card!));
      t = structuredClone(r.state);
      t.discard.push(...t.players[p].hand.splice(0));
    }
    expect(drawn).toHaveLength(41);
    for (const p of s.order) expect(drawn).not.toContain(card(owned(s, p)[0]));
    // invaded: the HQ is revealed and its card goes to the invader, with the beaten player's hand
    const pos = hqPosition(
      '2000',
      3,
      { alaska: [0, 5], kamchatka: [1, 1], japan: [1, 2], iceland: [0, 1] },
      { 0: 'iceland', 1: 'kamchatka', 2: 'peru' },
    );
    for (const [p, hq] of [
      [0, 'iceland'],
      [1, 'kamchatka'],
      [2, 'peru'],
    ] as const) {
      setHqCards(pos, p, [hq]);
      pos.deck = pos.deck.filter((c) => c !== card(hq));
    }
    expect(viewFor(pos, 2).players[1].hqCards).toEqual([]);
    const r = act(withDice(pos, [6, 6, 6, 1]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(hqCardsOf(r.state, 0)).toEqual(['iceland', 'kamchatka']);
    expect(viewFor(r.state, 2).players[0].hqCards).toEqual(['kamchatka']); // Iceland is still secret
    expect(r.state.players[0].hand).not.toContain(card('kamchatka'));
    expectInvariants(r.state);
  });

  it('K-2: 4 players need 2 other HQs, 5–6 players need 3', () => {
    for (const [players, needed] of [
      [4, 2],
      [5, 3],
      [6, 3],
    ] as const) {
      let s = hqsInReach('1992', players);
      for (let i = 0; i < needed; i++) {
        const [from, to] = HQ_PAIRS[i];
        const r = act(withDice(s, [6, 6, 6, 1]), 0, { type: 'attack', from, to, dice: 3 });
        s = r.state;
        if (i < needed - 1) {
          expect(s.phase.kind).toBe('attack');
          s = act(s, 0, { type: 'move', count: 3 }).state;
        }
      }
      expect(s.phase).toMatchObject({ kind: 'over', winners: [0], reason: 'capitals' });
    }
  });

  it("K-3: (2000) an invaded HQ gives the invader the owner's cards and every army of theirs becomes one of the invader's: the owner is out", () => {
    const theirs = [card('congo'), card('peru')];
    const s = hqPosition(
      '2000',
      4,
      {
        alaska: [0, 5],
        kamchatka: [1, 1],
        japan: [1, 7],
        siam: [1, 4],
        iceland: [0, 1],
        greenland: [2, 1],
        madagascar: [3, 1],
      },
      { 0: 'iceland', 1: 'kamchatka', 2: 'greenland', 3: 'madagascar' },
      { 1: theirs },
    );
    const r = act(withDice(s, [6, 6, 6, 1]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(r.state.players[1].status).toBe('eliminated');
    expect(ofType(r.events, 'playerEliminated')[0]).toMatchObject({ player: 1, by: 0, cardsTaken: 2 });
    expect(r.state.players[0].hand.sort()).toEqual([...theirs].sort());
    expect(territorySummary(r.state, 'japan')).toEqual({ owner: 0, armies: 1 });
    expect(territorySummary(r.state, 'siam')).toEqual({ owner: 0, armies: 1 });
    expect(armiesOn(r.state, 'alaska')).toBe(5); // nothing taken from the board
    expect(owned(r.state, 1)).toEqual([]);
    expectInvariants(r.state);
    // 4 players: 3 HQs own included; one more capture wins
    expect(r.state.phase.kind).toBe('attack');
  });

  it('K-3: HQs needed, own included: 2–3 players all, 4 → 3, 5–6 → 4', () => {
    for (const [players, needed] of [
      [3, 3],
      [4, 3],
      [5, 4],
      [6, 4],
    ] as const) {
      let s = hqsInReach('2000', players);
      for (let i = 0; i < needed - 1; i++) {
        const [from, to] = HQ_PAIRS[i];
        s = act(withDice(s, [6, 6, 6, 1]), 0, { type: 'attack', from, to, dice: 3 }).state;
        if (i < needed - 2) {
          expect(s.phase.kind).toBe('attack');
          s = act(s, 0, { type: 'move', count: 3 }).state;
        }
      }
      // with 3 players the last capture hands over the last opponent's territories: the whole board
      expect(s.phase).toMatchObject({ kind: 'over', winners: [0], reason: players > needed ? 'capitals' : 'conquest' });
    }
  });
});
