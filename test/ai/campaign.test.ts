// The campaign AI (napoleon-campaign, src/ai/campaign*.ts) as a player would see it: whole legal
// games on either side, the campaign's own tools used (influence, annexation, allies), England's
// home kept, objectives chased, neutral powers left alone, the last round played for points.
import { describe, expect, it } from 'vitest';
import { getPolicy } from '../../src/ai/registry.js';
import { wholeStateAsView } from '../../src/ai/seat-state.js';
import { influenceGain } from '../../src/ai/campaign-influence.js';
import { applyAction } from '../../src/engine/apply.js';
import { armiesOn, controller, territoriesControlledBy } from '../../src/engine/board.js';
import { addShips, shipsIn } from '../../src/engine/board-units.js';
import { duelOf } from '../../src/engine/duel/status.js';
import { seedRng } from '../../src/engine/rng.js';
import type { Action, GameState, PlayerId } from '../../src/engine/types.js';
import { campaignGames } from '../../src/sim/campaign-balance.js';
import { ctx } from '../engine/helpers.js';
import { campaignGame, setBoard, turnOf, who } from '../engine/campaign/helpers.js';

const baseline = getPolicy('baseline');
const decide = (s: GameState, p: PlayerId): Action => baseline(wholeStateAsView(s), p, seedRng(7));

/** Plays `player`'s actions while it is their turn: every action taken, the state after each, and the last. */
function playTurn(
  s: GameState,
  player: PlayerId,
  limit = 200,
): { actions: Action[]; after: GameState[]; state: GameState } {
  const actions: Action[] = [];
  const after: GameState[] = [];
  const turn = s.turn.number;
  for (let i = 0; i < limit && s.turn.number === turn && s.phase.kind !== 'over'; i++) {
    const a = decide(s, player);
    const r = applyAction(s, player, a, ctx);
    if (!r.ok) throw new Error(`illegal ${JSON.stringify(a)}: ${JSON.stringify(r.error)}`);
    actions.push(a);
    s = r.value.state;
    after.push(s);
  }
  return { actions, after, state: s };
}

type Seats = ReturnType<typeof who>;

/**
 * A quiet board (France's territories down to one army, every yellow and power territory at
 * `others`) with `board` set on it, and `side`'s turn in `phase` of `round`: only the position
 * under test offers an attack.
 */
function position(
  side: 'france' | 'england',
  phase: 'reinforce' | 'attack' | 'fortify',
  round: number,
  board: (w: Seats) => Record<string, [PlayerId, number]>,
  others = 1,
): { s: GameState; w: Seats } {
  const s = campaignGame();
  const w = who(s);
  for (const p of [w.austria, w.prussia, w.russia, w.yellow])
    for (const t of territoriesControlledBy(s, p)) setBoard(s, { [t]: [p, others] });
  for (const t of territoriesControlledBy(s, w.france)) setBoard(s, { [t]: [w.france, 1] });
  setBoard(s, board(w));
  turnOf(s, w[side], phase, round);
  return { s, w };
}

describe('campaign AI', () => {
  const games = campaignGames(4, 21, 'baseline');

  it('plays whole campaigns legally on either side, to round 8 and the final scoring or an elimination', () => {
    expect(games.map((g) => g.firstSide)).toEqual(['france', 'england', 'france', 'england']);
    for (const g of games) {
      expect(g.breaks, `seed ${g.seed}`).toEqual([]);
      expect(g.winner, `seed ${g.seed}`).not.toBeNull();
      if (g.reason === 'roundLimit') expect(g.rounds).toBe(8);
    }
    for (const ai of ['aggressive', 'random'])
      for (const g of campaignGames(2, 31, ai)) {
        expect(g.breaks, `${ai} seed ${g.seed}`).toEqual([]);
        expect(g.winner, `${ai} seed ${g.seed}`).not.toBeNull();
      }
  });

  it('uses the campaign: ally reinforcements placed, allies manoeuvred, territories annexed, cards given', () => {
    const sum = (side: 'france' | 'england', k: keyof (typeof games)[0]['use']['france']) =>
      games.reduce((a, g) => a + g.use[side][k], 0);
    expect(sum('england', 'allyReinforcements')).toBeGreaterThan(0);
    expect(sum('england', 'allyPlacements')).toBeGreaterThanOrEqual(sum('england', 'allyReinforcements'));
    expect(sum('england', 'allyManoeuvres')).toBeGreaterThan(0);
    expect(sum('france', 'annexCard') + sum('england', 'annexCard')).toBeGreaterThan(0);
    expect(sum('france', 'influence') + sum('england', 'influence')).toBeGreaterThan(0);
    // an ally's reinforcements always go onto that ally's own territories (the engine would refuse otherwise)
  });

  it('NC-DEF-1: England sends its first reinforcements to Angleterre when it is down to 3 and France could land', () => {
    const s = campaignGame();
    const w = who(s);
    setBoard(s, { england: [w.england, 3], ile_de_france: [w.france, 10], nord_picardie: [w.france, 6] });
    turnOf(s, w.england, 'reinforce', 2);
    s.players[w.england].reserve = 5;
    s.players[w.england].hand = [];
    s.turn.received = 0; // no conversions: the reserve is only placed
    const { actions } = playTurn(s, w.england);
    const own = actions.filter((a) => a.type === 'place');
    // every army England places goes home (a ship may be built first: NA-CONV)
    expect(own.length).toBeGreaterThan(0);
    expect(own.map((a) => a.territory)).toEqual(own.map(() => 'england'));
  });

  it('NC-DEF-1: England manoeuvres idle armies out of Ireland but leaves its defence force of 5 there', () => {
    const { s, w } = position('england', 'fortify', 2, (w) => ({
      ireland: [w.england, 9],
      scotland: [w.england, 5],
      england: [w.england, 5],
      ile_de_france: [w.france, 9],
    }));
    const { actions, state } = playTurn(s, w.england);
    expect(actions.some((a) => (a.type === 'manoeuvre' || a.type === 'fortify') && a.from === 'ireland')).toBe(true);
    expect(armiesOn(state, 'ireland')).toBe(5);
    expect(armiesOn(state, 'england')).toBeGreaterThan(5);
  });

  it('NC-VP-3: France lands on Angleterre (10 points) rather than take a yellow territory next door', () => {
    const { s, w } = position('france', 'attack', 3, (w) => ({
      nord_picardie: [w.france, 14],
      england: [w.england, 4],
      hollande_belgique: [w.france, 14],
      westphalie_saxe: [w.yellow, 2],
    }));
    const { actions } = playTurn(s, w.france);
    expect(actions.find((a) => a.type === 'blitz')).toMatchObject({ from: 'nord_picardie', to: 'england' });
  });

  it('NC-ALLY-1: France does not invade a neutral power (two times in three it would turn English)', () => {
    const { s, w } = position('france', 'attack', 3, (w) => ({
      varsovie: [w.france, 12],
      russie_occidentale: [w.russia, 2],
    }));
    duelOf(s)!.ally[w.russia] = -1;
    const { actions } = playTurn(s, w.france);
    expect(actions.some((a) => a.type === 'blitz' && a.to === 'russie_occidentale')).toBe(false);
  });

  it('NC-ALLY-3: France takes an English ally’s capital and buys the power with a card', () => {
    const { s, w } = position('france', 'attack', 3, (w) => ({
      wurtemberg_baviere: [w.france, 16],
      pays_austro_boheme: [w.austria, 2],
    }));
    s.players[w.france].hand = [s.deck.pop()!];
    const { actions, after } = playTurn(s, w.france);
    expect(actions.find((a) => a.type === 'blitz')).toMatchObject({ to: 'pays_austro_boheme' });
    const bought = actions.findIndex((a) => a.type === 'allyCard');
    expect(bought).toBeGreaterThan(0);
    expect(duelOf(after[bought])!.ally[w.austria]).toBe(w.france);
    expect([controller(after[bought], 'pays_austro_boheme'), armiesOn(after[bought], 'pays_austro_boheme')]).toEqual([
      w.austria,
      3,
    ]);
  });

  it('NC-ANX-2: France spends a card on the richest yellow territory it reaches', () => {
    const s = campaignGame();
    const w = who(s);
    turnOf(s, w.france, 'fortify', 2);
    s.players[w.france].hand = [s.deck.pop()!];
    const { actions, state } = playTurn(s, w.france);
    const annex = actions.find((a) => a.type === 'annex');
    expect(annex).toMatchObject({ territory: 'piemont_savoie' });
    expect([controller(state, 'piemont_savoie'), armiesOn(state, 'piemont_savoie')]).toEqual([w.france, 3]);
  });

  it('N2-A: no lone card on an English ally that England would settle with the third; two cards win it', () => {
    const s = campaignGame();
    const w = who(s);
    turnOf(s, w.france, 'reinforce', 2);
    s.players[w.france].hand = [s.deck.pop()!];
    expect(influenceGain(s, w.france, w.austria)).toBe(0);
    s.players[w.france].hand.push(s.deck.pop()!);
    expect(influenceGain(s, w.france, w.austria)).toBe(2);
  });

  it('knows the campaign ends after round 8: a thin attack it refuses in round 3 it makes in its last turn', () => {
    const at = (round: number) => {
      const { s, w } = position('france', 'attack', round, (w) => ({ languedoc_provence: [w.france, 5] }), 4);
      // no fleet: the Toulon squadron would open a landing on Égypte, a rich target
      addShips(s, 'mediterranee_occidentale', w.france, -shipsIn(s, 'mediterranee_occidentale', w.france));
      return playTurn(s, w.france).actions.filter((a) => a.type === 'blitz');
    };
    expect(at(3)).toEqual([]);
    expect(at(8)[0]).toMatchObject({ from: 'languedoc_provence' });
  });
  it('NA-NAV-3: France spreads the Toulon squadron over the Route des Indes before its first land attack; England sinks a lone ship beside its fleet', () => {
    const s = campaignGame();
    const w = who(s);
    turnOf(s, w.france, 'attack', 1);
    const { actions, state } = playTurn(s, w.france);
    const sails = actions.filter((a) => a.type === 'sail');
    expect(sails.length).toBeGreaterThan(0);
    expect(actions.indexOf(sails[sails.length - 1])).toBeLessThan(actions.findIndex((a) => a.type === 'blitz'));
    for (const z of ['mediterranee_occidentale', 'mer_adriatique', 'mediterranee_orientale'])
      expect(shipsIn(state, z, w.france), z).toBeGreaterThan(0);
    // England's Atlantic fleet (3 ships, an admiral) beside one French ship: it attacks with all but one
    const t = campaignGame();
    addShips(t, 'mediterranee_occidentale', w.france, 1 - shipsIn(t, 'mediterranee_occidentale', w.france));
    turnOf(t, w.england, 'attack', 2);
    expect(playTurn(t, w.england).actions).toContainEqual({
      type: 'sail',
      from: 'atlantique_ouest',
      to: 'mediterranee_occidentale',
      ships: 2,
    });
  });
});
