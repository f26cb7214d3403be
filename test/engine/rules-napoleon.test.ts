// Risk Napoléon, basic game (ruleset `napoleon`): one test per N-* rule id.
import { describe, expect, it } from 'vitest';
import { armiesOn } from '../../src/engine/board.js';
import { boardSummary } from '../../src/engine/board-summary.js';
import { deckOf } from '../../src/engine/cards.js';
import { goldenCavalierValue } from '../../src/rules/card-values.js';
import { compareDice } from '../../src/engine/combat.js';
import { legalActions } from '../../src/engine/legal.js';
import { getMap } from '../../src/engine/maps.js';
import { newGame } from '../../src/engine/setup.js';
import { viewFor } from '../../src/engine/view.js';
import type { CardSymbol, TerritoryId } from '../../src/engine/types.js';
import { getRuleset } from '../../src/rules/registry.js';
import {
  EGYPT_TO_WURTEMBERG,
  act,
  beginTurn,
  ctx,
  expectInvariants,
  game,
  ofType,
  refuse,
  scenario,
  withDice,
} from './helpers.js';

const EUROPE = getMap('europe-1811');
const deck = deckOf(EUROPE);

/** `n` territory cards of a symbol, read off the board's deck (the data may change). */
function cardsOf(symbol: CardSymbol, n: number, skip = 0): number[] {
  return deck
    .filter((c) => c.symbol === symbol)
    .slice(skip, skip + n)
    .map((c) => c.id);
}

const nap = (spec: Parameters<typeof scenario>[0]) => scenario({ ruleset: 'napoleon', ...spec });

const PATH = EGYPT_TO_WURTEMBERG;

describe('napoleon: the basic game on the Europe 1811 board', () => {
  it('N-SET-1: 3–6 players with 40/35/30/25 armies; claim in turn by default; deal, auto and simultaneous are options', () => {
    const r = getRuleset('napoleon');
    expect(r.map).toBe('europe-1811');
    expect([3, 4, 5, 6].map((n) => r.startingArmies(n))).toEqual([40, 35, 30, 25]);
    for (const n of [2, 7]) {
      const refused = newGame(
        { ruleset: 'napoleon', seed: 1, seats: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })) },
        ctx,
      );
      expect(refused.ok).toBe(false);
    }
    const claim = game('napoleon', 4).state;
    expect(claim.options.setup).toBe('claim');
    expect(claim.phase).toEqual({ kind: 'setupClaim' });
    expect(claim.players.map((p) => p.reserve)).toEqual([35, 35, 35, 35]);
    expect(Object.values(boardSummary(claim)).every((t) => t.owner === -1)).toBe(true);
    // the first claim takes one army of the reserve
    const first = claim.turn.player;
    const claimed = act(claim, first, { type: 'claim', territory: 'ile_de_france' }).state;
    expect(boardSummary(claimed).ile_de_france).toEqual({ owner: first, armies: 1 });
    expect(claimed.players[first].reserve).toBe(34);
    // deal: all 48 dealt, then placement one army at a time; auto: straight to the first turn
    const dealt = game('napoleon', 5, { setup: 'deal' }).state;
    expect(dealt.phase).toMatchObject({ kind: 'setupPlace', perTurn: 1 });
    expect(Object.values(boardSummary(dealt)).every((t) => t.owner >= 0)).toBe(true);
    expect(game('napoleon', 4, { setup: 'simultaneous' }).state.phase.kind).toBe('setupSimultaneous');
    expect(r.choices.setup).toEqual(['claim', 'deal', 'auto', 'simultaneous']);
    const auto = game('napoleon', 6, { setup: 'auto' }).state;
    expect(auto.phase.kind).toBe('reinforce');
    for (const p of auto.players) {
      const armies = Object.values(boardSummary(auto))
        .filter((t) => t.owner === p.id)
        .reduce((a, t) => a + t.armies, 0);
      expect(armies).toBe(25);
    }
  });

  it('N-CRD-1: the Golden Cavalier track 4, 6, 8, 10, 15, 20, 25, 30, 35, 40, 45, 50, then +5, shared by all players', () => {
    expect(Array.from({ length: 14 }, (_, i) => goldenCavalierValue(i))).toEqual([
      4, 6, 8, 10, 15, 20, 25, 30, 35, 40, 45, 50, 55, 60,
    ]);
    const hand = cardsOf('infantry', 3);
    const s = nap({ board: { castille: [0, 3] }, hands: { 0: hand }, phase: 'reinforce', reserve: 3 });
    s.trades = 4; // four sets traded before, by anyone: the cavalier stands on 15
    expect(viewFor(s, null).nextTradeValue).toBe(15);
    const r = act(s, 0, { type: 'trade', cards: hand as [number, number, number] });
    expect(ofType(r.events, 'cardsTraded')[0].armies).toBe(15);
    // no +2 for a card showing an own territory in the basic game
    expect(ofType(r.events, 'cardsTraded')[0].territoryBonus).toEqual([]);
    expect(r.state.players[0].reserve).toBe(18);
    expect(r.state.trades).toBe(5);
    expect(viewFor(r.state, null).nextTradeValue).toBe(20);
  });

  it('N-CRD-1: a traded card showing an owned territory gives nothing extra in the basic game (the +2 is the advanced rules’)', () => {
    const hand = cardsOf('artillery', 3);
    const owned = Object.fromEntries(hand.map((c) => [deck[c].territory!, [0, 2] as [number, number]]));
    const s = nap({ board: owned, hands: { 0: hand }, phase: 'reinforce', reserve: 3 });
    const r = act(s, 0, { type: 'trade', cards: hand as [number, number, number] });
    const traded = ofType(r.events, 'cardsTraded')[0];
    expect([traded.armies, traded.territoryBonus]).toEqual([4, []]);
    expect(r.state.players[0].reserve).toBe(3 + 4);
    for (const t of Object.keys(owned)) expect(armiesOn(r.state, t)).toBe(2);
  });

  it('N-CRD-2: a trade is owed with 5 or more cards, not 4; an elimination bringing 6+ cards forces trades down to 4 at once', () => {
    const five = [...cardsOf('infantry', 3), ...cardsOf('cavalry', 2)];
    const owed = beginTurn(nap({ board: { castille: [0, 3] }, hands: { 0: five } }), 0).state;
    expect(owed.phase).toEqual({ kind: 'reinforce', mustTrade: true });
    expect(refuse(owed, 0, { type: 'place', territory: 'castille', count: 1 }).code).toBe('mustTrade');
    const four = beginTurn(nap({ board: { castille: [0, 3] }, hands: { 0: five.slice(0, 4) } }), 0).state;
    expect(four.phase).toEqual({ kind: 'reinforce', mustTrade: false });
    // elimination: 3 own + 3 taken = 6 cards → trade at once, down to 3
    const mine = cardsOf('artillery', 3);
    const theirs = cardsOf('cavalry', 3);
    const s = withDice(
      nap({ board: { andalousie: [0, 5], maroc_fes: [2, 1] }, hands: { 0: mine, 2: theirs } }),
      [6, 6, 6, 1],
    );
    const r = act(s, 0, { type: 'attack', from: 'andalousie', to: 'maroc_fes', dice: 3 });
    expect(ofType(r.events, 'playerEliminated')[0]).toMatchObject({ player: 2, by: 0, cardsTaken: 3 });
    let e = r.state;
    if (e.phase.kind === 'attack' && e.phase.conquest)
      e = act(e, 0, { type: 'move', count: e.phase.conquest.min }).state;
    expect(e.phase).toMatchObject({ kind: 'attack', elimTrade: true });
    expect(refuse(e, 0, { type: 'endTurn' }).code).toBe('mustTrade');
    const t = act(e, 0, { type: 'trade', cards: mine as [number, number, number] }).state;
    expect(t.players[0].hand).toHaveLength(3);
    // five cards after an elimination: nothing forced
    const s5 = withDice(
      nap({ board: { andalousie: [0, 5], maroc_fes: [2, 1] }, hands: { 0: mine.slice(0, 2), 2: theirs } }),
      [6, 6, 6, 1],
    );
    const r5 = act(s5, 0, { type: 'attack', from: 'andalousie', to: 'maroc_fes', dice: 3 }).state;
    expect(r5.phase).toMatchObject({ kind: 'attack', elimTrade: false });
  });

  it('N-ATK-1: 1 army cannot attack, 2 → 1 die, 3 → 1–2, 4+ → 1–3; the defender rolls 1–2 and wins ties', () => {
    const dice = (armies: number) =>
      legalActions(nap({ board: { castille: [0, armies], portugal: [1, 5] } }), 0)
        .filter((a) => a.type === 'attack' && a.from === 'castille' && a.to === 'portugal')
        .map((a) => (a.type === 'attack' ? a.dice : 0));
    expect(dice(1)).toEqual([]);
    expect(dice(2)).toEqual([1]);
    expect(dice(3)).toEqual([1, 2]);
    expect(dice(4)).toEqual([1, 2, 3]);
    expect(dice(20)).toEqual([1, 2, 3]);
    const one = nap({ board: { castille: [0, 1], portugal: [1, 5] } });
    expect(refuse(one, 0, { type: 'attack', from: 'castille', to: 'portugal', dice: 1 }).code).toBe('notEnoughArmies');
    expect(
      refuse(nap({ board: { castille: [0, 3], portugal: [1, 5] } }), 0, {
        type: 'attack',
        from: 'castille',
        to: 'portugal',
        dice: 3,
      }),
    ).toEqual({ code: 'badDice', min: 1, max: 2 });
    // two defence dice against three; ties go to the defender
    const r = act(withDice(nap({ board: { castille: [0, 10], portugal: [1, 5] } }), [5, 4, 1, 5, 3]), 0, {
      type: 'attack',
      from: 'castille',
      to: 'portugal',
      dice: 3,
    });
    const battle = ofType(r.events, 'battleResolved')[0];
    expect(battle.defence).toHaveLength(2);
    expect(battle).toMatchObject({ attackerLost: 1, defenderLost: 1 });
    expect(compareDice([3], [3])).toEqual({ attackerLost: 1, defenderLost: 0 });
  });

  it('N-ATK-2: the survivors of the last battle move in, then as many more as wished (one stays); settled before the next attack', () => {
    const s = withDice(
      nap({ board: { castille: [0, 9], portugal: [1, 1], andalousie: [0, 4], maroc_fes: [2, 1] } }),
      [6, 6, 6, 1],
    );
    const r = act(s, 0, { type: 'attack', from: 'castille', to: 'portugal', dice: 3 });
    const battle = ofType(r.events, 'battleResolved')[0];
    const survivors = battle.attack.length - battle.attackerLost;
    expect(survivors).toBe(3);
    expect(ofType(r.events, 'territoryConquered')[0]).toMatchObject({ min: survivors, max: 8 });
    const pending = { code: 'pendingConquest', from: 'castille', to: 'portugal', min: 3, max: 8 };
    expect(refuse(r.state, 0, { type: 'attack', from: 'andalousie', to: 'maroc_fes', dice: 1 })).toEqual(pending);
    expect(refuse(r.state, 0, { type: 'move', count: 2 })).toEqual({ code: 'badCount', min: 3, max: 8 });
    const all = act(r.state, 0, { type: 'move', count: 8 }).state;
    expect(boardSummary(all).castille).toEqual({ owner: 0, armies: 1 });
    expect(boardSummary(all).portugal).toEqual({ owner: 0, armies: 8 });
    act(all, 0, { type: 'attack', from: 'andalousie', to: 'maroc_fes', dice: 3 });
    // one die won: one survivor must move, up to all but one
    const single = act(withDice(nap({ board: { castille: [0, 5], portugal: [1, 1] } }), [4, 2]), 0, {
      type: 'attack',
      from: 'castille',
      to: 'portugal',
      dice: 1,
    });
    expect(ofType(single.events, 'territoryConquered')[0]).toMatchObject({ min: 1, max: 4 });
  });

  it('N-FOR-1: one strategic move, any number of armies, along own territories only; it ends the turn', () => {
    const board: Record<TerritoryId, [number, number]> = {};
    for (const t of PATH) board[t] = [0, 2];
    board.egypte = [0, 9];
    const s = nap({ board, phase: 'fortify' });
    const r = act(s, 0, { type: 'fortify', from: 'egypte', to: 'wurtemberg_baviere', count: 8 });
    expect(boardSummary(r.state).egypte.armies).toBe(1);
    expect(boardSummary(r.state).wurtemberg_baviere.armies).toBe(10);
    expect(ofType(r.events, 'turnEnded')).toHaveLength(1);
    expect(r.state.turn.player).not.toBe(0);
    expectInvariants(r.state, s, r.events);
    // the same move straight from the attack phase also ends the turn
    expect(
      act(nap({ board }), 0, { type: 'fortify', from: 'egypte', to: 'wurtemberg_baviere', count: 1 }).state.turn.player,
    ).not.toBe(0);
    // an enemy territory on the way cuts the line
    const cut = nap({ board: { ...board, bosnie_serbie_albanie: [1, 2] }, phase: 'fortify' });
    expect(refuse(cut, 0, { type: 'fortify', from: 'egypte', to: 'wurtemberg_baviere', count: 1 })).toEqual({
      code: 'notConnected',
      from: 'egypte',
      to: 'wurtemberg_baviere',
    });
    expect(refuse(s, 0, { type: 'fortify', from: 'egypte', to: 'wurtemberg_baviere', count: 9 })).toEqual({
      code: 'badCount',
      min: 1,
      max: 8,
    });
  });

  it('N-WIN-1: the player who owns all 48 territories wins', () => {
    const board: Record<TerritoryId, [number, number]> = { maroc_fes: [1, 1], andalousie: [0, 6] };
    const s = withDice(nap({ players: 3, fill: [0, 2], board: { ...board, portugal: [2, 1] } }), [6, 6, 6, 1]);
    // player 2 holds Portugal, player 1 Maroc & Fès: two conquests end the game
    const a = act(s, 0, { type: 'attack', from: 'andalousie', to: 'portugal', dice: 3 }).state;
    expect(a.phase.kind).toBe('attack');
    const settled =
      a.phase.kind === 'attack' && a.phase.conquest
        ? act(a, 0, { type: 'move', count: a.phase.conquest.min }).state
        : a;
    const b = act(withDice(settled, [6, 6, 1]), 0, { type: 'attack', from: 'andalousie', to: 'maroc_fes', dice: 2 });
    expect(b.state.phase).toMatchObject({ kind: 'over', winners: [0], reason: 'conquest' });
    expect(EUROPE.territoryIds.every((t) => boardSummary(b.state)[t].owner === 0)).toBe(true);
  });
});
