// The hard AI's search (issue 27): determinizations consistent with the seat's view, decisions
// deterministic from the seat's random stream, the budget's zero giving the heuristics alone,
// and a plan the heuristics miss found by simulating it: the attack at odds they refuse that
// eliminates the last opponent of a heads-up game.
import { afterEach, describe, expect, it } from 'vitest';
import { getPolicy } from '../../src/ai/registry.js';
import { seatState } from '../../src/ai/seat-state.js';
import { setBudgetMs } from '../../src/ai/search/budget.js';
import { determinize } from '../../src/ai/search/determinize.js';
import { deckOf } from '../../src/engine/cards.js';
import { getMap } from '../../src/engine/maps.js';
import { seedRng } from '../../src/engine/rng.js';
import type { GameState } from '../../src/engine/types.js';
import { scenario } from '../engine/helpers.js';

afterEach(() => setBudgetMs(null));

// Heads-up (players 0 and 1, the neutral 2): player 1 is down to Ukraine (4 armies), player 0's
// 6 armies in Scandinavia next to it; a conquest already made this turn (no card at stake).
function lastStand(): GameState {
  const s = scenario({
    players: 2,
    phase: 'attack',
    board: { scandinavia: [0, 6], ukraine: [1, 4] },
    fill: [2, 1],
    hands: { 0: [0, 1], 1: [2, 3, 4] },
  });
  // the rest of the board is player 0's, 1 army each, but for the neutral's territories next to Ukraine
  const map = getMap(s.map);
  const k = s.players.length;
  for (const t of map.territoryIds) {
    if (t === 'scandinavia' || t === 'ukraine') continue;
    const i = map.index[t];
    const neighbourOfUkraine = map.adj[map.index.ukraine].includes(i);
    const owner = neighbourOfUkraine ? 2 : 0;
    for (let p = 0; p < k; p++) s.board.armies[i * k + p] = p === owner ? (owner === 2 ? 9 : 1) : 0;
    (s.board.control as number[])[i] = owner;
  }
  s.turn.conquered = 1;
  return s;
}

describe('hard AI search', () => {
  it('deals the unseen cards consistently with the view: own hand kept, sizes kept, no card twice, none seen', () => {
    const s = lastStand();
    const view = seatState(s, 0);
    const world = determinize(view, 0, 12345);
    expect(world.players[0].hand).toEqual(s.players[0].hand);
    expect(world.players[1].hand).toHaveLength(3);
    expect(world.deck).toHaveLength(s.deck.length);
    const all = [...world.deck, ...world.players.flatMap((p) => p.hand), ...world.discard];
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((c) => c >= 0 && c < deckOf(getMap(s.map)).length)).toBe(true);
    // the real hidden cards play no part: the same view, whatever the secrets, deals the same
    const other = structuredClone(s);
    other.players[1].hand = other.deck.splice(0, 3, ...other.players[1].hand);
    expect(determinize(seatState(other, 0), 0, 12345)).toEqual(world);
  });

  it('takes the elimination that wins, at odds the heuristics and the normal AI refuse', () => {
    const s = lastStand();
    for (const ai of ['hard-heuristic', 'normal']) {
      const a = getPolicy(ai)(seatState(s, 0), 0, seedRng(1));
      expect(a.type === 'blitz' && a.to === 'ukraine', ai).toBe(false);
    }
    setBudgetMs(200);
    const a = getPolicy('hard')(seatState(s, 0), 0, seedRng(1));
    expect(a).toMatchObject({ type: 'blitz', from: 'scandinavia', to: 'ukraine' });
  });

  it('decides the same from the same view and stream, and advances the stream the same', () => {
    const s = lastStand();
    setBudgetMs(200);
    const r1 = seedRng(7),
      r2 = seedRng(7);
    expect(getPolicy('hard')(seatState(s, 0), 0, r1)).toEqual(getPolicy('hard')(seatState(s, 0), 0, r2));
    expect(r1).toEqual(r2);
  });

  it('with a zero budget plays as its heuristics alone', () => {
    const s = lastStand();
    setBudgetMs(0);
    expect(getPolicy('hard')(seatState(s, 0), 0, seedRng(3))).toEqual(
      getPolicy('hard-heuristic')(seatState(s, 0), 0, seedRng(3)),
    );
  });
});
