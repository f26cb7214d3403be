// Risk Napoléon for two players (ruleset `napoleon-duel`): one test per N2-* rule id. Seats 0
// and 1 play; players 2..5 are the four independents. N2-A's bullets are numbered in order:
// N2-A-1 influence, N2-A-2 ally reinforcements, N2-A-3 attacks with allies and the status
// roll, N2-A-4 an eliminated independent's cards and the allies' strategic moves.
import { describe, expect, it } from 'vitest';
import { getPolicy } from '../../src/ai/registry.js';
import { seatState } from '../../src/ai/seat-state.js';
import { applyAction } from '../../src/engine/apply.js';
import { armiesOf, armiesOn, controller, territoriesControlledBy } from '../../src/engine/board.js';
import { deckOf } from '../../src/engine/cards.js';
import { duelOf } from '../../src/engine/duel.js';
import { eventsFor, type GameEvent } from '../../src/engine/events.js';
import { legalActions, waitingFor } from '../../src/engine/legal.js';
import { getMap } from '../../src/engine/maps.js';
import { seedRng } from '../../src/engine/rng.js';
import { newGame } from '../../src/engine/setup.js';
import { reinforcementsFor } from '../../src/engine/turns.js';
import { viewFor } from '../../src/engine/view.js';
import { mapRisk } from '../../src/game/map-risk.js';
import type { GameState, PlayerId, RuleOptions, TerritoryId } from '../../src/engine/types.js';
import { act, beginTurn, card, ctx, expectInvariants, game, ofType, refuse, scenario, withDice } from './helpers.js';

const EUROPE = getMap('europe-1811');
const c = (t: TerritoryId) => card(t, EUROPE);

/** A duel position: board as given (the rest to seat 1), each independent somewhere, statuses as given. */
function duel(spec: {
  board?: Record<TerritoryId, [PlayerId, number]>;
  ally?: Record<PlayerId, PlayerId>;
  phase?: 'reinforce' | 'attack' | 'fortify';
  player?: PlayerId;
  reserve?: number;
  hands?: Record<PlayerId, number[]>;
  independents?: 'passive' | 'active';
}): GameState {
  const board = { russie_du_nord: [2, 1], finlande: [3, 1], laponie: [4, 1], norvege: [5, 1], ...spec.board } as Record<
    TerritoryId,
    [PlayerId, number]
  >;
  const s = scenario({
    ruleset: 'napoleon-duel',
    players: 2,
    options: { independents: spec.independents ?? 'active' },
    board,
    phase: spec.phase,
    player: spec.player,
    reserve: spec.reserve,
    hands: spec.hands,
  });
  const slice = duelOf(s)!;
  slice.ally = spec.independents === 'passive' ? {} : { 2: -1, 3: -1, 4: -1, 5: -1, ...spec.ally };
  slice.turn = { influence: spec.phase === 'reinforce', reinforced: [], moved: [], combat: false };
  slice.invasion = null;
  return s;
}

describe('napoleon-duel: two players and four independent armies', () => {
  it('N2-1: 36 armies a seat, four independents of 21 on 7 dealt territories each; 10 dealt to a seat; 3 own and 2 per independent placed in turn', () => {
    for (const n of [1, 3, 4]) {
      const r = newGame(
        { ruleset: 'napoleon-duel', seed: 1, seats: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })) },
        ctx,
      );
      expect(r.ok ? 'accepted' : r.error.code).toBe('playerCount');
    }
    let s = game('napoleon-duel', 2, { setup: 'deal' }).state;
    expect(s.players.map((p) => p.kind)).toEqual(['human', 'human', 'neutral', 'neutral', 'neutral', 'neutral']);
    expect(new Set(s.players.map((p) => p.colour)).size).toBe(6); // colours not in play
    expect([...s.order].sort()).toEqual([0, 1]); // independents never take turns
    for (const p of [0, 1])
      expect([territoriesControlledBy(s, p).length, armiesOf(s, p), s.players[p].reserve]).toEqual([10, 10, 26]);
    for (const p of [2, 3, 4, 5])
      expect([territoriesControlledBy(s, p).length, armiesOf(s, p), s.players[p].reserve]).toEqual([7, 7, 14]);
    // wilds back and every card reshuffled into the pile; nobody holds a card
    expect([...s.deck].sort((a, b) => a - b)).toEqual(deckOf(EUROPE).map((x) => x.id));
    expect(s.players.every((p) => p.hand.length === 0)).toBe(true);
    const first = s.turn.player;
    expect(s.phase).toEqual({ kind: 'setupPlace', perTurn: 3, placed: 0, neutralPerTurn: 8, neutralPlaced: 0 });
    // at most 2 a turn on each independent
    const indep2 = territoriesControlledBy(s, 2)[0];
    expect(refuse(s, first, { type: 'placeNeutral', territory: indep2, count: 3 })).toEqual({
      code: 'badCount',
      min: 1,
      max: 2,
    });
    s = act(s, first, { type: 'placeNeutral', territory: indep2, count: 2 }).state;
    expect(refuse(s, first, { type: 'placeNeutral', territory: territoriesControlledBy(s, 2)[1], count: 1 })).toEqual({
      code: 'badCount',
      min: 1,
      max: 0,
    });
    expect(
      refuse(s, first, { type: 'placeNeutral', territory: territoriesControlledBy(s, first)[0], count: 1 }),
    ).toEqual({ code: 'notNeutral', territory: territoriesControlledBy(s, first)[0] });
    // the whole setup through the listed actions: every army lands, then the first placer plays
    for (let guard = 0; guard < 500 && s.phase.kind === 'setupPlace'; guard++) {
      const p = waitingFor(s)[0];
      const r = act(s, p, legalActions(s, p).find((a) => a.type === 'place' || a.type === 'placeNeutral')!);
      expectInvariants(r.state, s, r.events);
      s = r.state;
    }
    expect(s.phase.kind).toBe('reinforce');
    expect(s.turn.player).toBe(first);
    for (const p of [0, 1]) expect(armiesOf(s, p)).toBe(36);
    for (const p of [2, 3, 4, 5]) expect([armiesOf(s, p), s.players[p].reserve]).toEqual([21, 0]);
  });

  it('N2-P: passive independents only defend — with the most dice, whatever the opponent prefers — and never move, attack, get reinforcements or cards', () => {
    const s = duel({ independents: 'passive', board: { castille: [0, 5], portugal: [2, 3] } });
    s.players[1].defendWithOne = true; // the opponent's own preference does not reach the independents
    const r = act(withDice(s, [6, 6, 6, 1, 1]), 0, { type: 'attack', from: 'castille', to: 'portugal', dice: 3 });
    expect(ofType(r.events, 'battleResolved')[0]).toMatchObject({ defender: 2, defence: [1, 1], defenderLost: 2 });
    expect(r.events.some((e) => e.type === 'allyStatusRolled')).toBe(false); // no status track
    expect(viewFor(s, null).duel).toEqual({ independents: 'passive', status: { 2: -1, 3: -1, 4: -1, 5: -1 } });
    const reinforce = duel({ independents: 'passive', phase: 'reinforce', reserve: 3, hands: { 0: [c('castille')] } });
    expect(refuse(reinforce, 0, { type: 'influence', independent: 2, card: c('castille') })).toEqual({
      code: 'duel',
      reason: 'passive',
      independent: null,
    });
    expect(refuse(reinforce, 0, { type: 'reinforceAlly', independent: 2 })).toEqual({
      code: 'duel',
      reason: 'passive',
      independent: null,
    });
    expect(legalActions(reinforce, 0).some((a) => a.type === 'influence' || a.type === 'reinforceAlly')).toBe(false);
    // a whole AI game: after the setup no independent's army is placed, attacks or moves
    const { events } = playAi({ independents: 'passive' }, 7);
    const after = events.slice(events.findIndex((e) => e.type === 'setupFinished'));
    const independent = (p: number) => p >= 2;
    expect(after.filter((e) => e.type === 'armiesPlaced' && independent(e.player))).toEqual([]);
    expect(
      after.filter(
        (e) =>
          (e.type === 'battleResolved' && independent(e.attacker)) ||
          (e.type === 'armiesMoved' && independent(e.player)),
      ),
    ).toEqual([]);
    expect(after.some((e) => e.type === 'battleResolved' && independent(e.defender))).toBe(true);
    expect(after.some((e) => e.type === 'gameOver')).toBe(true);
  });

  it('N2-A: active independents start neutral; each has a public status: neutral, ally of seat 0 or ally of seat 1', () => {
    const s = game('napoleon-duel', 2, { independents: 'active' }).state;
    expect(duelOf(s)!.ally).toEqual({});
    expect(viewFor(s, null).duel).toEqual({ independents: 'active', status: { 2: -1, 3: -1, 4: -1, 5: -1 } });
    const later = duel({ ally: { 2: 0, 3: 1 } });
    expect(viewFor(later, 1).duel!.status).toEqual({ 2: 0, 3: 1, 4: -1, 5: -1 });
    later.ext!.duel!.ally[4] = 7;
    expect(() => expectInvariants(later)).toThrow(); // a status names a seat or -1
  });

  it('N2-A-1: at the start of the turn a card given to an independent moves it one step toward the giver; several allowed; never to one holding 3', () => {
    const hand = [c('castille'), c('portugal'), c('andalousie'), c('maroc_fes'), c('egypte')];
    const s = duel({
      phase: 'reinforce',
      reserve: 3,
      ally: { 3: 1 },
      board: { castille: [0, 2] },
      hands: { 0: hand.slice(0, 4), 4: [c('syrie'), c('anatolie'), c('crimee_caucase')] },
    });
    const one = act(s, 0, { type: 'influence', independent: 2, card: hand[0] });
    expect(duelOf(one.state)!.ally[2]).toBe(0); // neutral → ally of 0
    expect(one.state.players[2].hand).toEqual([hand[0]]); // it keeps the card
    expect(one.state.players[0].hand).not.toContain(hand[0]);
    const gift = ofType(one.events, 'independentInfluenced')[0];
    expect(gift).toEqual({
      type: 'independentInfluenced',
      player: 0,
      independent: 2,
      card: hand[0],
      cards: 1,
      ally: 0,
    });
    expect(ofType(eventsFor(one.events, 1), 'independentInfluenced')[0].card).toBeNull(); // face down
    expect(ofType(eventsFor(one.events, null), 'independentInfluenced')[0].card).toBeNull();
    expect(JSON.stringify(viewFor(one.state, 1))).not.toContain(`"id":${hand[0]},`);
    // two cards turn the opponent's ally into one's own
    const two = act(act(one.state, 0, { type: 'influence', independent: 3, card: hand[1] }).state, 0, {
      type: 'influence',
      independent: 3,
      card: hand[2],
    });
    expect(duelOf(two.state)!.ally[3]).toBe(0);
    expect(refuse(two.state, 0, { type: 'influence', independent: 3, card: hand[3] })).toEqual({
      code: 'duel',
      reason: 'alreadyAlly',
      independent: 3,
    });
    expect(refuse(s, 0, { type: 'influence', independent: 4, card: hand[3] })).toEqual({
      code: 'duel',
      reason: 'full',
      independent: 4,
    });
    expect(refuse(s, 0, { type: 'influence', independent: 2, card: c('syrie') })).toEqual({
      code: 'cardNotInHand',
      card: c('syrie'),
    });
    expect(refuse(s, 0, { type: 'influence', independent: 1, card: hand[0] })).toEqual({
      code: 'duel',
      reason: 'notIndependent',
      independent: 1,
    });
    expect(refuse(s, 1, { type: 'influence', independent: 2, card: hand[0] })).toMatchObject({ code: 'notYourTurn' });
    // the start of the turn only: not once anything else was done
    const placed = act(s, 0, { type: 'place', territory: 'castille', count: 1 });
    expect(refuse(placed.state, 0, { type: 'influence', independent: 2, card: hand[0] })).toEqual({
      code: 'duel',
      reason: 'notStartOfTurn',
      independent: 2,
    });
    // five cards owe a trade (N-CRD-2); giving one away first lifts it
    const owed = beginTurn(duel({ hands: { 0: hand } }), 0).state;
    expect(owed.phase).toEqual({ kind: 'reinforce', mustTrade: true });
    const lighter = act(owed, 0, { type: 'influence', independent: 2, card: hand[4] });
    expect(lighter.state.phase).toEqual({ kind: 'reinforce', mustTrade: false });
    // a given card is the independent's: never traded by anyone
    expect(refuse(lighter.state, 0, { type: 'trade', cards: [hand[4], hand[0], hand[1]] })).toEqual({
      code: 'cardNotInHand',
      card: hand[4],
    });
    expect(legalActions(s, 0).filter((a) => a.type === 'influence')).toHaveLength(4 * 3); // 4 cards × the 3 independents that may take one
    expectInvariants(two.state);
  });

  it('N2-A-2: an ally may get one die of reinforcements, placed on its territories; none from territories, empires or cards', () => {
    const s = duel({
      phase: 'attack',
      ally: { 2: 0, 3: 1 },
      board: { castille: [2, 2], portugal: [2, 1], andalousie: [0, 4], maroc_fes: [1, 2] },
    });
    const rolled = act(withDice(s, [4]), 0, { type: 'reinforceAlly', independent: 2 });
    expect(ofType(rolled.events, 'allyReinforced')).toEqual([
      { type: 'allyReinforced', player: 0, independent: 2, die: 4 },
    ]);
    expect(rolled.state.players[2].reserve).toBe(4);
    expect(refuse(rolled.state, 0, { type: 'attack', from: 'andalousie', to: 'maroc_fes', dice: 1 })).toEqual({
      code: 'duel',
      reason: 'allyToPlace',
      independent: 2,
    });
    expect(legalActions(rolled.state, 0).every((a) => a.type === 'placeNeutral')).toBe(true);
    expect(refuse(rolled.state, 0, { type: 'placeNeutral', territory: 'andalousie', count: 1 })).toEqual({
      code: 'notNeutral',
      territory: 'andalousie',
    });
    const part = act(rolled.state, 0, { type: 'placeNeutral', territory: 'castille', count: 3 });
    expectInvariants(part.state, rolled.state, part.events);
    const placed = act(part.state, 0, { type: 'placeNeutral', territory: 'portugal', count: 1 });
    expect([
      controller(placed.state, 'castille'),
      armiesOf(placed.state, 2) - armiesOf(s, 2),
      placed.state.players[2].reserve,
    ]).toEqual([2, 4, 0]);
    expectInvariants(placed.state, part.state, placed.events);
    expect(refuse(placed.state, 0, { type: 'reinforceAlly', independent: 2 })).toEqual({
      code: 'duel',
      reason: 'alreadyReinforced',
      independent: 2,
    });
    expect(refuse(s, 0, { type: 'reinforceAlly', independent: 3 })).toEqual({
      code: 'duel',
      reason: 'notAlly',
      independent: 3,
    });
    expect(refuse(s, 0, { type: 'reinforceAlly', independent: 4 })).toEqual({
      code: 'duel',
      reason: 'notAlly',
      independent: 4,
    });
    // before the combat only
    const fought = act(withDice(s, [1, 6, 6]), 0, { type: 'attack', from: 'andalousie', to: 'maroc_fes', dice: 1 });
    expect(refuse(fought.state, 0, { type: 'reinforceAlly', independent: 2 })).toEqual({
      code: 'duel',
      reason: 'tooLate',
      independent: 2,
    });
    // the player's own reinforcements ignore the allies' territories
    const allied = duel({
      ally: { 2: 0 },
      board: Object.fromEntries(EUROPE.continents.find((x) => x.id === 'iberia')!.territories.map((t) => [t, [2, 1]])),
    });
    expect(reinforcementsFor(allied, 0)).toMatchObject({ continents: [], continentArmies: 0 });
  });

  it('N2-A-2: an absent player’s forfeited turn (the deadline) places the rolled ally armies first, then ends', () => {
    const s = duel({ phase: 'attack', ally: { 2: 0 }, board: { castille: [2, 2], andalousie: [0, 4] } });
    let g = act(withDice(s, [3]), 0, { type: 'reinforceAlly', independent: 2 }).state;
    for (let guard = 0; guard < 5 && g.turn.player === 0; guard++) {
      const [a] = mapRisk.forfeitTurn(g, 0);
      g = act(g, 0, a).state;
    }
    expect([g.turn.player, g.players[2].reserve, armiesOf(g, 2)]).toEqual([1, 0, 2 + 1 + 3]);
  });

  it('N2-A-3: allies attack as one’s own (not one’s side), no card for their conquests; each invasion involving an independent ends with a status roll, 1–4 one step away', () => {
    // an ally takes the opponent's territory; its units move in; a 2 makes it neutral
    const s = duel({
      ally: { 2: 0 },
      board: { castille: [2, 5], andalousie: [1, 1], portugal: [0, 3], maroc_fes: [3, 2] },
    });
    expect(refuse(s, 0, { type: 'attack', from: 'castille', to: 'portugal', dice: 1 })).toEqual({
      code: 'ownTerritory',
      territory: 'portugal',
    });
    expect(refuse(s, 0, { type: 'attack', from: 'portugal', to: 'castille', dice: 1 })).toEqual({
      code: 'duel',
      reason: 'ownSide',
      independent: 2,
    });
    expect(legalActions(s, 0).some((a) => a.type === 'attack' && a.from === 'castille' && a.to === 'andalousie')).toBe(
      true,
    );
    const won = act(withDice(s, [6, 6, 6, 1, 2]), 0, { type: 'attack', from: 'castille', to: 'andalousie', dice: 3 });
    expect(ofType(won.events, 'territoryConquered')[0]).toMatchObject({ player: 0, to: 'andalousie', min: 3, max: 4 });
    expect(won.events.some((e) => e.type === 'allyStatusRolled')).toBe(false); // after the move-in
    const moved = act(won.state, 0, { type: 'move', count: 3 });
    expect([controller(moved.state, 'andalousie'), armiesOf(moved.state, 2)]).toEqual([2, 5 + 1]);
    expect(ofType(moved.events, 'allyStatusRolled')).toEqual([
      { type: 'allyStatusRolled', player: 0, independent: 2, die: 2, ally: -1, changed: true },
    ]);
    expect(moved.state.turn.conquered).toBe(0);
    expect(act(moved.state, 0, { type: 'endTurn' }).events.some((e) => e.type === 'cardDrawn')).toBe(false); // no card
    const kept = act(
      act(withDice(s, [6, 6, 6, 1, 5]), 0, { type: 'attack', from: 'castille', to: 'andalousie', dice: 3 }).state,
      0,
      { type: 'move', count: 3 },
    );
    expect(ofType(kept.events, 'allyStatusRolled')).toEqual([
      { type: 'allyStatusRolled', player: 0, independent: 2, die: 5, ally: 0, changed: false },
    ]);
    // own armies on a neutral independent, beaten back: the invasion ends with the next action, a 3 makes it the opponent's ally
    const raid = duel({ board: { portugal: [0, 5], andalousie: [3, 3] } });
    const lost = act(withDice(raid, [1, 1, 1, 6, 6]), 0, {
      type: 'attack',
      from: 'portugal',
      to: 'andalousie',
      dice: 3,
    });
    const again = act(withDice(lost.state, [1, 1, 6, 6]), 0, {
      type: 'attack',
      from: 'portugal',
      to: 'andalousie',
      dice: 2,
    });
    expect(again.events.some((e) => e.type === 'allyStatusRolled')).toBe(false); // the same invasion goes on
    const ended = act(withDice(again.state, [3]), 0, { type: 'endPhase' });
    expect(ended.events.map((e) => e.type)).toEqual(['allyStatusRolled', 'phaseChanged']);
    expect(duelOf(ended.state)!.ally[3]).toBe(1);
    // an ally against another independent: a roll for each
    const both = duel({ ally: { 2: 0 }, board: { castille: [2, 5], andalousie: [3, 1], maroc_fes: [3, 1] } });
    const taken = act(
      act(withDice(both, [6, 6, 6, 1, 1, 6]), 0, { type: 'attack', from: 'castille', to: 'andalousie', dice: 3 }).state,
      0,
      { type: 'move', count: 4 },
    );
    expect(ofType(taken.events, 'allyStatusRolled').map((e) => [e.independent, e.die, e.ally])).toEqual([
      [2, 1, -1],
      [3, 6, -1],
    ]);
    // the roll that ends an invasion comes first: if it takes the ally away, the next order to it is void
    const twice = duel({ ally: { 2: 0 }, board: { castille: [2, 6], andalousie: [1, 4], catalogne_aragon: [1, 1] } });
    const first = act(withDice(twice, [1, 1, 1, 6, 6]), 0, {
      type: 'attack',
      from: 'castille',
      to: 'andalousie',
      dice: 3,
    });
    const voided = act(withDice(first.state, [4]), 0, {
      type: 'attack',
      from: 'castille',
      to: 'catalogne_aragon',
      dice: 3,
    });
    expect(voided.events.map((e) => e.type)).toEqual(['allyStatusRolled']);
    expect([duelOf(voided.state)!.ally[2], controller(voided.state, 'catalogne_aragon')]).toEqual([-1, 1]);
    expect(refuse(voided.state, 0, { type: 'attack', from: 'castille', to: 'catalogne_aragon', dice: 3 })).toEqual({
      code: 'notOwner',
      territory: 'castille',
    });
    expectInvariants(voided.state, first.state, voided.events);
  });

  it('N2-A-3: an ally’s troops may attack another ally of the same player (a different colour), with a roll for each; the player’s own armies may not', () => {
    const s = duel({
      ally: { 2: 0, 3: 0 },
      board: { castille: [2, 5], andalousie: [3, 1], portugal: [0, 4], maroc_fes: [3, 2] },
    });
    // own armies never attack an ally; an ally never attacks its own colour
    expect(refuse(s, 0, { type: 'attack', from: 'portugal', to: 'andalousie', dice: 1 })).toEqual({
      code: 'duel',
      reason: 'ownSide',
      independent: 3,
    });
    const attacks = legalActions(s, 0).filter((a) => a.type === 'attack');
    expect(attacks.some((a) => a.type === 'attack' && a.from === 'castille' && a.to === 'andalousie')).toBe(true);
    expect(attacks.some((a) => a.type === 'attack' && a.from === 'portugal' && a.to === 'andalousie')).toBe(false);
    const taken = act(
      act(withDice(s, [6, 6, 6, 1, 5, 2]), 0, { type: 'attack', from: 'castille', to: 'andalousie', dice: 3 }).state,
      0,
      { type: 'move', count: 3 },
    );
    expect([controller(taken.state, 'andalousie'), armiesOn(taken.state, 'andalousie')]).toEqual([2, 3]);
    expect(ofType(taken.events, 'allyStatusRolled').map((e) => [e.independent, e.die, e.ally])).toEqual([
      [2, 5, 0],
      [3, 2, -1],
    ]);
    expectInvariants(taken.state);
  });

  it('N2-A-4: eliminating an independent gives its cards; the player and each ally make one strategic move, the last one ends the turn', () => {
    const held = [c('syrie'), c('anatolie')];
    const s = duel({ board: { portugal: [0, 5], andalousie: [3, 1], finlande: [4, 1] }, hands: { 3: held } });
    const won = act(withDice(s, [6, 1]), 0, { type: 'attack', from: 'portugal', to: 'andalousie', dice: 1 });
    expect(ofType(won.events, 'playerEliminated')[0]).toMatchObject({ player: 3, by: 0, cardsTaken: 2 });
    expect(won.state.players[0].hand).toEqual(held);
    expect(won.state.players[3].hand).toEqual([]);
    const settled = act(won.state, 0, { type: 'move', count: 4 });
    expect(settled.events.some((e) => e.type === 'allyStatusRolled')).toBe(false); // nothing left to roll for
    expectInvariants(settled.state, won.state, settled.events);
    // strategic moves: own, then each ally's along its own territories
    const m = duel({
      phase: 'fortify',
      ally: { 2: 0, 4: 0 },
      board: {
        portugal: [0, 5],
        andalousie: [0, 1],
        castille: [2, 4],
        catalogne_aragon: [2, 1],
        aquitaine: [1, 3],
        laponie: [4, 3],
        suede: [4, 1],
      },
    });
    expect(refuse(m, 0, { type: 'fortify', from: 'castille', to: 'andalousie', count: 1 })).toEqual({
      code: 'notOwner',
      territory: 'andalousie',
    });
    expect(refuse(m, 0, { type: 'fortify', from: 'aquitaine', to: 'languedoc_provence', count: 1 })).toEqual({
      code: 'notOwner',
      territory: 'aquitaine',
    });
    const ally = act(m, 0, { type: 'fortify', from: 'castille', to: 'catalogne_aragon', count: 3 });
    expect(ofType(ally.events, 'armiesMoved')[0]).toMatchObject({
      player: 2,
      from: 'castille',
      to: 'catalogne_aragon',
      count: 3,
    });
    expect(ally.state.phase.kind).toBe('fortify');
    expect(refuse(ally.state, 0, { type: 'fortify', from: 'catalogne_aragon', to: 'castille', count: 1 })).toEqual({
      code: 'duel',
      reason: 'alreadyMoved',
      independent: 2,
    });
    const own = act(ally.state, 0, { type: 'fortify', from: 'portugal', to: 'andalousie', count: 4 });
    expect(refuse(own.state, 0, { type: 'fortify', from: 'andalousie', to: 'portugal', count: 1 })).toEqual({
      code: 'duel',
      reason: 'alreadyMoved',
      independent: null,
    });
    expect(own.events.some((e) => e.type === 'turnEnded')).toBe(false); // ally 4 may still move
    const last = act(own.state, 0, { type: 'endTurn' });
    expect(last.events.some((e) => e.type === 'turnEnded')).toBe(true);
    // with passive independents the one move ends the turn at once (N-FOR-1)
    const passive = duel({
      independents: 'passive',
      phase: 'fortify',
      board: { portugal: [0, 5], andalousie: [0, 1] },
    });
    expect(
      act(passive, 0, { type: 'fortify', from: 'portugal', to: 'andalousie', count: 2 }).events.some(
        (e) => e.type === 'turnEnded',
      ),
    ).toBe(true);
    const lone = duel({
      phase: 'fortify',
      ally: { 2: 0 },
      board: { portugal: [0, 5], andalousie: [0, 1], castille: [2, 4], catalogne_aragon: [2, 1] },
    });
    const a1 = act(lone, 0, { type: 'fortify', from: 'portugal', to: 'andalousie', count: 2 });
    expect(
      act(a1.state, 0, { type: 'fortify', from: 'castille', to: 'catalogne_aragon', count: 1 }).events.some(
        (e) => e.type === 'turnEnded',
      ),
    ).toBe(true);
  });

  it('N2-A: when the armies still to move cannot move, End turn is the only action left (the turn waits for it)', () => {
    // Ally 2 can move (4 armies, a neighbour of its own); ally 4 holds single armies only.
    const m = duel({
      phase: 'fortify',
      ally: { 2: 0, 4: 0 },
      board: { portugal: [0, 5], andalousie: [0, 1], castille: [2, 4], catalogne_aragon: [2, 1], suede: [4, 1] },
    });
    const movers = (st: GameState) =>
      new Set(legalActions(st, 0).flatMap((a) => (a.type === 'fortify' ? [controller(st, a.from)] : [])));
    expect(movers(m)).toEqual(new Set([0, 2]));
    const own = act(m, 0, { type: 'fortify', from: 'portugal', to: 'andalousie', count: 2 });
    expect(own.events.some((e) => e.type === 'turnEnded')).toBe(false); // ally 2 may still move
    const ally = act(own.state, 0, { type: 'fortify', from: 'castille', to: 'catalogne_aragon', count: 1 });
    // Ally 4 never could move: the turn is still the player's, with End turn the one action.
    expect(ally.events.some((e) => e.type === 'turnEnded')).toBe(false);
    expect([ally.state.phase.kind, ally.state.turn.player]).toEqual(['fortify', 0]);
    expect(legalActions(ally.state, 0)).toEqual([{ type: 'endTurn' }]);
    expectInvariants(ally.state, own.state, ally.events);
    const ended = act(ally.state, 0, { type: 'endTurn' });
    expect(ended.state.turn.player).toBe(1);
    // Ending the attack with nothing to move at all: the same, End turn only.
    const none = duel({ phase: 'attack', ally: { 4: 0 }, board: { portugal: [0, 1], andalousie: [0, 1] } });
    const entered = act(none, 0, { type: 'endPhase' });
    expect([entered.state.phase.kind, entered.state.turn.player]).toEqual(['fortify', 0]);
    expect(legalActions(entered.state, 0)).toEqual([{ type: 'endTurn' }]);
  });

  it('N2-A: the baseline AI plays the allies — influence, ally reinforcements, ally attacks — and beats the random player', () => {
    const used = { influence: 0, reinforceAlly: 0, allyAttack: 0, statusRoll: 0 };
    let baselineWins = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const game = playAi({ independents: 'active' }, seed, ['baseline', 'random']);
      for (const e of game.events) {
        if (e.type === 'independentInfluenced' && e.player === 0) used.influence++;
        if (e.type === 'allyReinforced' && e.player === 0) used.reinforceAlly++;
        if (e.type === 'allyStatusRolled') used.statusRoll++;
      }
      used.allyAttack += game.allyAttacks[0];
      const over = game.events.find((e) => e.type === 'gameOver');
      if (over?.type === 'gameOver' && over.winners.includes(0)) baselineWins++;
    }
    for (const n of Object.values(used)) expect(n).toBeGreaterThan(0);
    expect(baselineWins).toBe(6);
  });
});

/** A whole AI game (seat 0 the first AI, seat 1 the second): its events, and the attacks each seat ordered from an ally's territory. */
function playAi(
  options: Partial<RuleOptions>,
  seed: number,
  ais: [string, string] = ['baseline', 'baseline'],
): { events: GameEvent[]; allyAttacks: [number, number] } {
  const r = newGame(
    {
      ruleset: 'napoleon-duel',
      options,
      seed,
      seats: ais.map((ai, i) => ({ name: `${ai}${i}`, kind: 'ai' as const, ai })),
    },
    ctx,
  );
  if (!r.ok) throw new Error(r.error.code);
  let s = r.value.state;
  const events = [...r.value.events];
  const allyAttacks: [number, number] = [0, 0];
  const rng = seedRng(seed);
  for (let i = 0; i < 20_000 && s.phase.kind !== 'over'; i++) {
    const p = waitingFor(s)[0];
    const action = getPolicy(ais[p])(seatState(s, p), p, rng);
    const out = applyAction(s, p, action, ctx);
    if (!out.ok) throw new Error(`${JSON.stringify(action)}: ${JSON.stringify(out.error)}`);
    if (
      (action.type === 'attack' || action.type === 'blitz') &&
      controller(s, action.from) >= 2 &&
      out.value.events.some((e) => e.type === 'battleResolved')
    )
      allyAttacks[p]++;
    expectInvariants(out.value.state, s, out.value.events);
    events.push(...out.value.events);
    s = out.value.state;
  }
  return { events, allyAttacks };
}
