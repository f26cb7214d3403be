// Risk Napoléon, teams (ruleset `napoleon-teams`): one test per NT-* rule id. Seats 0 and 2
// (and 4) are one team, seats 1 and 3 (and 5) the other.
import { describe, expect, it } from 'vitest';
import { addArmies, controller } from '../../src/engine/board.js';
import { boardSummary, unitsSummary } from '../../src/engine/board-summary.js';
import { attackOdds, oddsRulesFor } from '../../src/engine/battle-odds.js';
import { odds } from '../../src/engine/odds.js';
import { deckOf } from '../../src/engine/cards.js';
import { eventsFor } from '../../src/engine/events.js';
import { legalActions } from '../../src/engine/legal.js';
import { getMap } from '../../src/engine/maps.js';
import { newGame } from '../../src/engine/setup.js';
import { reinforcementsFor } from '../../src/engine/turns.js';
import { viewFor } from '../../src/engine/view.js';
import type { GameState, PlayerId, TerritoryId } from '../../src/engine/types.js';
import { act, beginTurn, ctx, expectInvariants, game, ofType, refuse, scenario, withDice } from './helpers.js';

const EUROPE = getMap('europe-1811');
const deck = deckOf(EUROPE);

const teams = (spec: Parameters<typeof scenario>[0], extra: [TerritoryId, PlayerId, number][] = []): GameState => {
  // every seat keeps an army somewhere (Syria for seat 3 unless the test says otherwise)
  const s = scenario({ ruleset: 'napoleon-teams', players: 4, ...spec, board: { syrie: [3, 1], ...spec.board } });
  for (const [t, p, n] of extra) addArmies(s, t, n, p);
  return s;
};

describe('napoleon-teams: two teams seated alternately on the Europe 1811 board', () => {
  it('NT-1: 4 or 6 players in two alternate teams; team-mates share territories, the most armies control, a tie is nobody’s', () => {
    for (const n of [3, 5, 7]) {
      const r = newGame(
        { ruleset: 'napoleon-teams', seed: 1, seats: Array.from({ length: n }, (_, i) => ({ name: `P${i}` })) },
        ctx,
      );
      expect(r.ok ? 'accepted' : r.error.code).toBe('playerCount');
    }
    for (const n of [4, 6]) {
      const s = game('napoleon-teams', n).state;
      expect(s.teams).toEqual(Array.from({ length: n }, (_, i) => i % 2));
      // seated alternately: turns go from one team to the other
      for (let i = 0; i < n; i++) expect(s.teams[s.order[i]]).not.toBe(s.teams[s.order[(i + 1) % n]]);
    }
    const s = teams({ board: { castille: [0, 3] } }, [['castille', 2, 2]]);
    expect(unitsSummary(s).castille).toEqual({ 0: 3, 2: 2 });
    expect(boardSummary(s).castille).toEqual({ owner: 0, armies: 5 });
    addArmies(s, 'castille', 1, 2);
    expect(controller(s, 'castille')).toBe(-1); // 3 against 3: nobody controls it
    expect(boardSummary(s).castille).toEqual({ owner: -1, armies: 6 });
    expectInvariants(s);
    // a strategic move onto a team-mate's territory makes it shared, and its majority decides
    const move = act(teams({ player: 2, phase: 'fortify', board: { castille: [0, 3], portugal: [2, 6] } }), 2, {
      type: 'fortify',
      from: 'portugal',
      to: 'castille',
      count: 4,
    });
    expect(unitsSummary(move.state).castille).toEqual({ 0: 3, 2: 4 });
    expect(controller(move.state, 'castille')).toBe(2);
    expectInvariants(move.state, undefined, move.events);
    // a shared territory defends with all its armies; losses fall on the largest stack first
    const attacked = withDice(
      teams({ player: 1, board: { castille: [0, 3], andalousie: [1, 6] } }, [['castille', 2, 2]]),
      [6, 6, 6, 1, 1],
    );
    const r = act(attacked, 1, { type: 'attack', from: 'andalousie', to: 'castille', dice: 3 });
    expect(ofType(r.events, 'battleResolved')[0]).toMatchObject({ defender: 0, defence: [1, 1], defenderLost: 2 });
    expect(unitsSummary(r.state).castille).toEqual({ 0: 1, 2: 2 });
    expect(controller(r.state, 'castille')).toBe(2);
    expectInvariants(r.state, attacked, r.events);
  });

  it('NT-1: the odds of an attack on a tied territory (nobody controls it) are those of the battle, all its armies defending', () => {
    // Castille: 3 of seat 0 and 3 of seat 2, nobody's; seat 1 attacks from Andalusia with 6.
    const s = teams({ player: 1, board: { castille: [0, 3], andalousie: [1, 6] } }, [['castille', 2, 3]]);
    expect(controller(s, 'castille')).toBe(-1);
    const o = attackOdds(s, 'andalousie', 'castille');
    expect(o).toEqual(odds(6, 6, oddsRulesFor(s)));
    // From a shared territory only the attacker's own units count: 4 of seat 2's, not seat 0's 2.
    const shared = teams({ player: 2, board: { castille: [2, 4], andalousie: [1, 3] } }, [['castille', 0, 2]]);
    expect(attackOdds(shared, 'castille', 'andalousie')).toEqual(odds(4, 3, oddsRulesFor(shared)));
  });

  it('NT-2: reinforcements and empire bonuses count controlled territories only; armies go where the player has units', () => {
    // eight of the French Empire's nine, three of Iberia's four, and Morocco: no empire whole
    const own = [
      'castille',
      'portugal',
      'andalousie',
      'maroc_fes',
      'aquitaine',
      'languedoc_provence',
      'ile_de_france',
      'nord_picardie',
      'bretagne_normandie',
      'bourgogne_lyonnais',
      'hollande_belgique',
      'piemont_savoie',
    ];
    const board: Record<TerritoryId, [PlayerId, number]> = {};
    for (const t of own) board[t] = [0, 2];
    for (const t of ['england', 'scotland', 'ireland']) board[t] = [2, 3];
    const s = teams({ board, phase: 'reinforce' }, [
      ['england', 0, 1],
      ['scotland', 0, 1],
      ['ireland', 0, 1],
    ]);
    // player 0: 12 controlled (the three UK stacks are minorities) → 4, no UK bonus
    expect(reinforcementsFor(s, 0)).toMatchObject({ total: 4, territories: 4, continents: [] });
    // player 2 controls the three UK territories: 3 (minimum) + 2 for the empire
    expect(reinforcementsFor(s, 2)).toMatchObject({ total: 5, continents: ['united_kingdom'], continentArmies: 2 });
    // a tie in Ireland leaves it to nobody: the empire bonus is gone
    addArmies(s, 'ireland', 2, 0);
    expect(reinforcementsFor(s, 2)).toMatchObject({ total: 3, continents: [] });
    expect(reinforcementsFor(s, 0).total).toBe(4);
    // placing: on a shared territory where the player has units (even a minority), not on a team-mate's alone
    s.players[0].reserve = 4;
    const placed = act(s, 0, { type: 'place', territory: 'england', count: 1 });
    expect(unitsSummary(placed.state).england).toEqual({ 0: 2, 2: 3 });
    const mateOnly = teams({ board: { castille: [0, 2], portugal: [2, 2] }, phase: 'reinforce', reserve: 3 });
    expect(refuse(mateOnly, 0, { type: 'place', territory: 'portugal', count: 1 })).toEqual({
      code: 'notOwner',
      territory: 'portugal',
    });
  });

  it('NT-3: no attack on a team-mate; attacks with one’s own units; strategic moves into and through friendly territories only', () => {
    const s = teams({ board: { castille: [0, 5], portugal: [2, 3], andalousie: [1, 2] } });
    expect(refuse(s, 0, { type: 'attack', from: 'castille', to: 'portugal', dice: 1 })).toEqual({
      code: 'team',
      reason: 'teamMate',
      territory: 'portugal',
    });
    const attacks = legalActions(s, 0).filter((a) => a.type === 'attack' || a.type === 'blitz');
    expect(attacks.some((a) => 'to' in a && a.to === 'portugal')).toBe(false);
    expect(attacks.some((a) => 'to' in a && a.to === 'andalousie')).toBe(true);
    // from a shared territory a player commands only their own stack
    const shared = teams({ board: { castille: [2, 5], andalousie: [1, 2] } }, [['castille', 0, 1]]);
    expect(refuse(shared, 0, { type: 'attack', from: 'castille', to: 'andalousie', dice: 1 })).toMatchObject({
      code: 'notEnoughArmies',
      armies: 1,
    });
    addArmies(shared, 'castille', 2, 0); // 3 own beside the team-mate's 5: at most 2 dice
    expect(refuse(shared, 0, { type: 'attack', from: 'castille', to: 'andalousie', dice: 3 })).toEqual({
      code: 'badDice',
      min: 1,
      max: 2,
    });
    const won = act(withDice(shared, [6, 6, 1, 1]), 0, { type: 'attack', from: 'castille', to: 'andalousie', dice: 2 });
    expect(ofType(won.events, 'territoryConquered')[0]).toMatchObject({ min: 2, max: 2 });
    expect(unitsSummary(won.state).castille).toEqual({ 0: 1, 2: 5 }); // the team-mate's stack stayed
    expect(unitsSummary(won.state).andalousie).toEqual({ 0: 2 });
    // strategic move: through own and team-mate territories to a team-mate's, own units only, one stays
    const path = teams({
      phase: 'fortify',
      board: { maroc_fes: [0, 6], andalousie: [2, 1], catalogne_aragon: [0, 1], languedoc_provence: [2, 2] },
    });
    const moved = act(path, 0, { type: 'fortify', from: 'maroc_fes', to: 'languedoc_provence', count: 5 });
    expect(unitsSummary(moved.state).languedoc_provence).toEqual({ 0: 5, 2: 2 });
    expect(unitsSummary(moved.state).maroc_fes).toEqual({ 0: 1 });
    expect(refuse(path, 0, { type: 'fortify', from: 'maroc_fes', to: 'languedoc_provence', count: 6 })).toEqual({
      code: 'badCount',
      min: 1,
      max: 5,
    });
    expect(refuse(path, 0, { type: 'fortify', from: 'maroc_fes', to: 'aquitaine', count: 1 })).toEqual({
      code: 'team',
      reason: 'notFriendly',
      territory: 'aquitaine',
    });
    // the same target behind an enemy territory is out of reach
    const cut = teams({
      phase: 'fortify',
      board: { maroc_fes: [0, 6], andalousie: [1, 1], languedoc_provence: [2, 2] },
    });
    expect(refuse(cut, 0, { type: 'fortify', from: 'maroc_fes', to: 'languedoc_provence', count: 1 })).toEqual({
      code: 'notConnected',
      from: 'maroc_fes',
      to: 'languedoc_provence',
    });
  });

  it('NT-4: one hand per team, passed to the member whose turn begins; the other team never sees its cards', () => {
    const hand = deck
      .filter((c) => c.territory !== null)
      .slice(0, 5)
      .map((c) => c.id);
    const s = teams({
      board: { castille: [0, 3], portugal: [2, 3] },
      hands: { 0: hand.slice(0, 2), 1: hand.slice(2, 3) },
    });
    // the team-mate sees the team's cards; the other team and the channel see only a count
    expect(viewFor(s, 2).secrets?.teamHand?.map((c) => c.id)).toEqual(hand.slice(0, 2));
    for (const viewer of [1, 3, null]) {
      const v = viewFor(s, viewer);
      const seen = JSON.stringify({ secrets: v.secrets });
      for (const c of hand.slice(0, 2)) expect(v.secrets?.hand.some((x) => x.id === c) ?? false).toBe(false);
      expect(v.secrets?.teamHand?.some((x) => hand.slice(0, 2).includes(x.id)) ?? false).toBe(false);
      expect(seen).not.toContain(`"territory":"${deck[hand[0]].territory}"`);
      expect(v.players[0].cards).toBe(2);
    }
    // player 2's turn: the hand passes to them; the cards show to the two team-mates only
    const passed = beginTurn(s, 2);
    expect(passed.state.players[2].hand).toEqual(hand.slice(0, 2));
    expect(passed.state.players[0].hand).toEqual([]);
    expect(passed.state.players[1].hand).toEqual(hand.slice(2, 3)); // the other team's hand stays
    const ev = ofType(passed.events, 'cardReceived')[0];
    expect(ev).toMatchObject({ player: 2, from: 0, count: 2, cards: hand.slice(0, 2) });
    for (const viewer of [1, 3, null])
      expect(ofType(eventsFor(passed.events, viewer), 'cardReceived')[0].cards).toBeNull();
    for (const viewer of [0, 2])
      expect(ofType(eventsFor(passed.events, viewer), 'cardReceived')[0].cards).toEqual(hand.slice(0, 2));
    expect(viewFor(passed.state, 0).secrets?.teamHand?.map((c) => c.id)).toEqual(hand.slice(0, 2));
    // five cards for the team: the member whose turn it is must trade (N-CRD-2)
    const five = teams({
      board: { castille: [0, 3], portugal: [2, 3] },
      hands: { 0: hand.slice(0, 3), 2: hand.slice(3, 5) },
    });
    const owed = beginTurn(five, 2).state;
    expect(owed.players[2].hand).toHaveLength(5);
    expect(owed.phase).toEqual({ kind: 'reinforce', mustTrade: true });
    expectInvariants(owed);
  });

  it('NT-5: the first team to eliminate any one player of the other team wins, however strong the rest of it is', () => {
    // player 1 has one army left, in Portugal; player 3 holds the rest of the board
    const s = withDice(
      teams({ fill: [3, 3], board: { castille: [0, 6], portugal: [1, 1], andalousie: [2, 4] } }),
      [6, 5, 4, 1],
    );
    const r = act(s, 0, { type: 'attack', from: 'castille', to: 'portugal', dice: 3 });
    expect(ofType(r.events, 'playerEliminated')[0]).toMatchObject({ player: 1, by: 0 });
    expect(r.state.phase).toMatchObject({ kind: 'over', winners: [0, 2], reason: 'teamElimination' });
    expect(unitsSummary(r.state).portugal).toEqual({ 0: 3 }); // the conquest settled with the least
    expectInvariants(r.state, s, r.events);
    // a player whose last armies stand in a shared territory is out when they fall, without a conquest
    const shared = withDice(
      teams({ player: 1, fill: [1, 3], board: { castille: [0, 1], andalousie: [1, 6], portugal: [2, 4] } }, [
        ['castille', 2, 1],
      ]),
      [6, 6, 1, 1],
    );
    const out = act(shared, 1, { type: 'attack', from: 'andalousie', to: 'castille', dice: 2 });
    expect(out.state.phase).toMatchObject({ kind: 'over', winners: [1, 3], reason: 'teamElimination' });
    expect(ofType(out.events, 'playerEliminated').map((e) => e.player)).toEqual([0]);
  });

  it('NT-6: sets are priced by their symbols (3 infantry 4, 3 cavalry 6, 3 artillery 8, one of each 10), never on the Golden Cavalier track', () => {
    const of = (symbol: string, n: number): number[] =>
      deck
        .filter((c) => c.symbol === symbol)
        .slice(0, n)
        .map((c) => c.id);
    const wild = of('wild', 1)[0];
    const [i, c, a] = [of('infantry', 3), of('cavalry', 3), of('artillery', 3)];
    const cases: [number[], number, number][] = [
      // [cards, sets traded before, armies]: the first trade of three artillery gives 8 (the track gave 4)
      [a, 0, 8],
      [i, 0, 4],
      [c, 3, 6],
      [[i[0], c[0], a[0]], 0, 10],
      [[a[0], a[1], wild], 9, 8],
      [i, 9, 4], // the track would give 40 by now
    ];
    for (const [cards, trades, armies] of cases) {
      const s = teams({ board: { castille: [0, 3] }, hands: { 0: cards }, phase: 'reinforce', reserve: 3 });
      s.trades = trades;
      const r = act(s, 0, { type: 'trade', cards: cards as [number, number, number] });
      expect(ofType(r.events, 'cardsTraded')[0].armies).toBe(armies);
      expect(r.state.players[0].reserve).toBe(3 + armies);
    }
    // the channel is not told of a rising track that does not exist
    expect(viewFor(teams({ board: { castille: [0, 3] } }), null).nextTradeValue).toBeNull();
  });
});
