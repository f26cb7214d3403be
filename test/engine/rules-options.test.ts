// RULES.md §1 optional rules (C-OPT-*) and the time-limited game (C-TOUR-*).
import { describe, expect, it } from 'vitest';
import { legalActions } from '../../src/engine/legal.js';
import { viewFor } from '../../src/engine/view.js';
import { newGame } from '../../src/engine/setup.js';
import { getRuleset, rulesetIds } from '../../src/rules/registry.js';
import {
  act,
  beginTurn,
  card,
  expectInvariants,
  game,
  NOW,
  ofType,
  owned,
  refuse,
  scenario,
  seats,
  withDice,
} from './helpers.js';
import { armiesOn, occupy } from '../../src/engine/board.js';
import { boardSummary } from '../../src/engine/board-summary.js';
import { hqCardsOf } from '../../src/engine/ext.js';

const MIN = 60_000;

describe('optional rules', () => {
  it('C-OPT-1: linear card values: 4, 5, 6, 7, … (+1 each)', () => {
    const set: [number, number, number] = [card('alaska'), card('alberta'), card('western_us')];
    for (let k = 0; k < 8; k++) {
      const s = scenario({
        options: { cardValues: 'linear' },
        board: { kamchatka: [0, 2] },
        phase: 'reinforce',
        reserve: 1,
        hands: { 0: set },
      });
      s.trades = k;
      expect(viewFor(s, null).nextTradeValue).toBe(4 + k);
      expect(ofType(act(s, 0, { type: 'trade', cards: set }).events, 'cardsTraded')[0].armies).toBe(4 + k);
    }
  });

  it('C-OPT-2: connected fortify: several moves along chains of own territories, until the turn is ended', () => {
    // Alaska–Alberta–Ontario–Quebec are own; Greenland is an enemy in between for Iceland
    const s = scenario({
      options: { fortify: 'connected' },
      phase: 'fortify',
      board: {
        alaska: [0, 6],
        alberta: [0, 1],
        ontario: [0, 1],
        quebec: [0, 1],
        iceland: [0, 1],
        greenland: [1, 3],
        northwest_territory: [1, 1],
      },
    });
    const r = act(s, 0, { type: 'fortify', from: 'alaska', to: 'quebec', count: 3 });
    expect(armiesOn(r.state, 'quebec')).toBe(4);
    expect(r.state.turn.player).toBe(0); // the turn goes on
    expect(ofType(r.events, 'turnEnded')).toEqual([]);
    const r2 = act(r.state, 0, { type: 'fortify', from: 'alaska', to: 'ontario', count: 2 });
    expect(armiesOn(r2.state, 'alaska')).toBe(1);
    expect(refuse(r2.state, 0, { type: 'fortify', from: 'quebec', to: 'iceland', count: 1 })).toEqual({
      code: 'notConnected',
      from: 'quebec',
      to: 'iceland',
    });
    const end = act(r2.state, 0, { type: 'endTurn' });
    expect(end.state.turn.player).not.toBe(0);
    // without the option: one adjacent move only
    const plain = scenario({ phase: 'fortify', board: { alaska: [0, 6], alberta: [0, 1], ontario: [0, 1] } });
    expect(refuse(plain, 0, { type: 'fortify', from: 'alaska', to: 'ontario', count: 1 }).code).toBe('notAdjacent');
  });

  it('C-OPT-3: never more than 12 armies on a territory; armies that cannot be placed are lost', () => {
    const s = scenario({
      options: { territoryCap: 12 },
      phase: 'reinforce',
      reserve: 5,
      board: { alaska: [0, 12], kamchatka: [0, 11], japan: [1, 1] },
    });
    expect(refuse(s, 0, { type: 'place', territory: 'alaska', count: 1 }).code).toBe('territoryCap');
    expect(refuse(s, 0, { type: 'place', territory: 'kamchatka', count: 2 }).code).toBe('badCount');
    const r = act(s, 0, { type: 'place', territory: 'kamchatka', count: 1 });
    expect(armiesOn(r.state, 'kamchatka')).toBe(12);
    expect(r.state.players[0].reserve).toBe(0);
    expect(ofType(r.events, 'armiesPlaced').find((e) => e.lost)).toMatchObject({ player: 0, lost: 4 });
    expect(r.state.phase.kind).toBe('attack');
    // conquest and fortify respect the cap too
    const c = withDice(
      scenario({ options: { territoryCap: 12 }, board: { alaska: [0, 12], kamchatka: [1, 1], alberta: [0, 12] } }),
      [6, 6, 6, 1],
    );
    const won = act(c, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(ofType(won.events, 'territoryConquered')[0]).toMatchObject({ min: 3, max: 11 });
    const f = scenario({
      options: { territoryCap: 12 },
      phase: 'fortify',
      board: { alaska: [0, 12], alberta: [0, 12], ontario: [0, 10] },
    });
    expect(refuse(f, 0, { type: 'fortify', from: 'alaska', to: 'alberta', count: 1 }).code).toBe('territoryCap');
    expect(refuse(f, 0, { type: 'fortify', from: 'alberta', to: 'ontario', count: 3 })).toEqual({
      code: 'badCount',
      min: 1,
      max: 2,
    });
    // an auto setup never goes over the cap
    const g = game('classic', 3, { territoryCap: 12 }, 2).state;
    expect(Object.values(boardSummary(g)).every((t) => t.armies <= 12)).toBe(true);
  });

  it('C-OPT-3: reinforcements that find every own territory full at the start of the turn are lost, and the turn goes on', () => {
    const s = scenario({
      options: { territoryCap: 12 },
      board: { alaska: [0, 12], kamchatka: [0, 12], japan: [0, 12] },
    });
    const { state, events } = beginTurn(s, 0);
    expect(ofType(events, 'turnStarted')[0].reinforcements).toBe(3);
    expect(state.players[0].reserve).toBe(0);
    expect(ofType(events, 'armiesPlaced').find((e) => e.lost)).toMatchObject({ player: 0, lost: 3 });
    expect(legalActions(state, 0).length).toBeGreaterThan(0);
  });

  it("C-OPT-3: the 2000 neutral's reinforcements (M-2P-1) respect the cap too; what does not fit is lost", () => {
    const s = scenario({
      ruleset: 'missions',
      players: 2,
      options: { twoPlayer: '2000', territoryCap: 12 },
      phase: 'reinforce',
      reserve: 7,
      fill: [2, 12],
      board: { alaska: [0, 3], kamchatka: [2, 11], japan: [1, 3] },
    });
    s.turn.received = 7;
    const r = act(s, 0, { type: 'place', territory: 'alaska', count: 7 });
    expect(r.state.phase).toMatchObject({ kind: 'neutralReinforce', placer: 1 });
    const acts = legalActions(r.state, 1);
    expect(acts).toEqual([{ type: 'placeNeutral', territory: 'kamchatka', count: 1 }]);
    expect(refuse(r.state, 1, { type: 'placeNeutral', territory: 'kamchatka', count: 2 }).code).toBe('badCount');
    const n = act(r.state, 1, acts[0]);
    expect(armiesOn(n.state, 'kamchatka')).toBe(12);
    expect(n.state.players[2].reserve).toBe(0);
    expect(n.state.phase.kind).toBe('attack');
    expectInvariants(n.state, r.state, n.events);
  });

  it('C-OPT-4: a card of the source or target laid face up gives one re-roll in every roll of that attack; it returns when that attack ends', () => {
    const opts = { cardReroll: true };
    const base = scenario({
      options: opts,
      board: { alaska: [0, 12], kamchatka: [1, 9], greenland: [0, 9], iceland: [2, 5] },
      hands: { 0: [card('kamchatka')], 1: [card('iceland')] },
    });
    const s = withDice(base, [1, 1, 1, 6, 6, 5]);
    const r = act(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(ofType(r.events, 'diceRolled')[0]).toMatchObject({ attack: [1, 1, 1], defence: [6, 6], pending: true });
    expect(refuse(r.state, 0, { type: 'attack', from: 'greenland', to: 'iceland', dice: 1 }).code).toBe('pendingRoll');
    expect(refuse(r.state, 0, { type: 'reroll', die: 0, card: card('iceland') }).code).toBe('noRerollCard');
    const rr = act(r.state, 0, { type: 'reroll', die: 0, card: card('kamchatka') });
    expect(ofType(rr.events, 'dieRerolled')[0]).toMatchObject({ die: 0, card: card('kamchatka'), value: 5 });
    // one re-roll per roll: the roll settles at once with the new die
    expect(ofType(rr.events, 'battleResolved')[0]).toMatchObject({
      attack: [5, 1, 1],
      defence: [6, 6],
      attackerLost: 2,
    });
    expect(rr.state.players[0].hand).toEqual([]);
    expect(rr.state.turn.cardsFaceUp).toEqual([card('kamchatka')]);
    // the face-up card serves the next roll of the same attack, and the one after
    let t = rr.state;
    for (let roll = 0; roll < 2; roll++) {
      const next = act(t, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
      expect(ofType(next.events, 'diceRolled')[0].pending).toBe(true);
      expect(legalActions(next.state, 0)).toContainEqual({ type: 'reroll', die: 1, card: card('kamchatka') });
      const again = act(next.state, 0, { type: 'reroll', die: 1, card: card('kamchatka') });
      expect(ofType(again.events, 'dieRerolled')).toHaveLength(1);
      expect(ofType(again.events, 'battleResolved')).toHaveLength(1);
      expect(again.state.turn.cardsFaceUp).toEqual([card('kamchatka')]);
      expect(refuse(again.state, 0, { type: 'reroll', die: 0, card: card('kamchatka') }).code).toBe('noPendingRoll');
      t = again.state;
    }
    // the attack moves elsewhere: the card is back in the hand
    const elsewhere = act(t, 0, { type: 'attack', from: 'greenland', to: 'iceland', dice: 3 });
    expect(elsewhere.state.players[0].hand).toEqual([card('kamchatka')]);
    expect(elsewhere.state.turn.cardsFaceUp).toEqual([]);
    expectInvariants(elsewhere.state);
    // ending the attack phase returns it too
    const ended = act(t, 0, { type: 'endPhase' });
    expect(ended.state.players[0].hand).toEqual([card('kamchatka')]);
    // never in defence: player 1 holds Alaska's card when attacked from Alaska — nothing to decide
    const def = scenario({
      options: opts,
      board: { alaska: [0, 9], kamchatka: [1, 5] },
      hands: { 1: [card('alaska'), card('kamchatka')] },
    });
    expect(
      ofType(act(def, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 }).events, 'diceRolled')[0].pending,
    ).toBe(false);
    // and without the option no decision either
    const off = scenario({ board: { alaska: [0, 9], kamchatka: [1, 5] }, hands: { 0: [card('kamchatka')] } });
    expect(
      ofType(act(off, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 }).events, 'diceRolled')[0].pending,
    ).toBe(false);
  });

  it('C-OPT-6: cards none: no territory cards at all — no draws, no sets, no card bonuses; offered by every ruleset', () => {
    for (const id of rulesetIds) expect(getRuleset(id).choices.cards).toContain('none');
    const { state: g } = game('classic', 3, { cards: 'none' }, 4);
    expect(g.deck).toEqual([]);
    expect(viewFor(g, null).deckCount).toBe(0);
    expect(viewFor(g, null).nextTradeValue).toBeNull();
    expectInvariants(g);
    // a conquest earns no card
    const s = withDice(
      scenario({ options: { cards: 'none' }, board: { alaska: [0, 5], kamchatka: [1, 1] } }),
      [6, 6, 6, 1],
    );
    s.deck = [];
    let t = act(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 }).state;
    t = act(t, 0, { type: 'move', count: 3 }).state;
    const end = act(t, 0, { type: 'endTurn' });
    expect(ofType(end.events, 'cardDrawn')).toEqual([]);
    expect(end.state.players[0].hand).toEqual([]);
    expectInvariants(end.state);
    // no trade is ever legal, and one sent anyway says why
    const r = scenario({ options: { cards: 'none' }, board: { alaska: [0, 2] }, phase: 'reinforce', reserve: 3 });
    r.deck = [];
    expect(legalActions(r, 0).some((a) => a.type === 'trade')).toBe(false);
    expect(refuse(r, 0, { type: 'trade', cards: [0, 1, 2] })).toEqual({ code: 'noCardsInGame' });
    // a whole game plays without a card changing hands, HQ cards included
    const cap = game('capitals', 3, { cards: 'none', capitals: '1992' }, 2).state;
    let c = cap;
    for (const p of c.order) c = act(c, p, { type: 'chooseHQ', territory: owned(c, p)[0] }).state;
    expect(c.players.every((p) => hqCardsOf(c, p.id).length === 0)).toBe(true);
    // C-OPT-4 needs cards: the pair is refused with the allowed value
    const refused = newGame(
      { ruleset: 'classic', options: { cards: 'none', cardReroll: true }, seed: 1, seats: seats(3) },
      { now: NOW },
    );
    expect(refused).toEqual({
      ok: false,
      error: { code: 'optionNotOffered', option: 'cardReroll', allowed: ['false'] },
    });
  });

  it('C-OPT-5: once per turn the attacker may turn one rolled die into a 6', () => {
    const s = withDice(
      scenario({ options: { commanders: true }, board: { alaska: [0, 9], kamchatka: [1, 5] } }),
      [2, 1, 1, 5, 4],
    );
    const r = act(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(ofType(r.events, 'diceRolled')[0].pending).toBe(true);
    expect(refuse(r.state, 0, { type: 'commander', die: 3 }).code).toBe('badDie');
    const c = act(r.state, 0, { type: 'commander', die: 1 });
    expect(ofType(c.events, 'battleResolved')[0]).toMatchObject({
      attack: [2, 6, 1],
      defence: [5, 4],
      attackerLost: 1,
      defenderLost: 1,
    });
    // used: later rolls this turn resolve at once
    const again = act(c.state, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(ofType(again.events, 'diceRolled')[0].pending).toBe(false);
    // declining keeps it for a later roll
    const declined = act(r.state, 0, { type: 'acceptRoll' });
    expect(ofType(declined.events, 'battleResolved')[0].attack).toEqual([2, 1, 1]);
    expect(
      ofType(
        act(declined.state, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 }).events,
        'diceRolled',
      )[0].pending,
    ).toBe(true);
    // a new turn gives a new commander
    expect(beginTurn(c.state, 0).state.turn.commanderUsed).toBe(false);
  });
});

describe('time-limited game', () => {
  it('C-TOUR-1: when the time limit expires the player with most territories wins', () => {
    const { state } = game('classic', 3, { timeLimitMinutes: 120 }, 3);
    expect(state.clock).toMatchObject({ startedAt: NOW, endsAt: NOW + 120 * MIN });
    expect(refuse(state, 0, { type: 'tick' }, NOW + 119 * MIN)).toEqual({ code: 'nothingToDo' });
    const s = scenario({ options: { timeLimitMinutes: 120 }, fill: [1, 1], board: { alaska: [0, 3], japan: [2, 1] } });
    s.clock.endsAt = NOW + 120 * MIN;
    act(s, 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 1 }, NOW + 119 * MIN);
    // any action after the deadline (the app's tick included) settles the game first
    const over = act(s, 2, { type: 'tick' }, NOW + 121 * MIN);
    expect(over.state.phase).toMatchObject({ kind: 'over', winners: [1], reason: 'timeLimit' });
    const late = act(s, 0, { type: 'endTurn' }, NOW + 121 * MIN);
    expect(late.state.phase).toMatchObject({ kind: 'over', winners: [1] });
  });

  it('C-TOUR-1: a tie for most territories extends the game by 30 minutes', () => {
    const ids = Object.keys(boardSummary(scenario({})));
    const board: Record<string, [number, number]> = {};
    ids.forEach((t, i) => {
      board[t] = [i < 20 ? 0 : i < 40 ? 1 : 2, 1];
    });
    const s = scenario({ options: { timeLimitMinutes: 60 }, board });
    s.clock.endsAt = NOW + 60 * MIN;
    const r = act(s, 0, { type: 'tick' }, NOW + 61 * MIN);
    expect(ofType(r.events, 'timeLimitReached')[0]).toMatchObject({ extendedTo: NOW + 90 * MIN, extension: 1 });
    expect(r.state.phase.kind).toBe('attack');
    expect(r.state.clock.endsAt).toBe(NOW + 90 * MIN);
    // still tied at the new deadline: extended again; broken: the leader wins
    const tied = act(r.state, 0, { type: 'tick' }, NOW + 91 * MIN);
    expect(tied.state.clock.endsAt).toBe(NOW + 120 * MIN);
    // the event counts the extensions (the channel is told at the first only)
    expect(ofType(tied.events, 'timeLimitReached')[0]).toMatchObject({ extendedTo: NOW + 120 * MIN, extension: 2 });
    const broken = structuredClone(tied.state);
    occupy(broken, ids[25], 0, armiesOn(broken, ids[25]));
    expect(act(broken, 1, { type: 'tick' }, NOW + 121 * MIN).state.phase).toMatchObject({
      kind: 'over',
      winners: [0],
      reason: 'timeLimit',
    });
  });
});
