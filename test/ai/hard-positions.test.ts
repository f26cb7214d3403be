// The hard AI's heuristics on positions (issue 27): its reserve split defends a threatened
// continent border where the normal AI stacks everything on its attack; a sweep leaves no
// 1-army trail facing an active opponent; a claim draft goes for a continent.
import { describe, expect, it } from 'vitest';
import { getPolicy } from '../../src/ai/registry.js';
import { seatState } from '../../src/ai/seat-state.js';
import { applyAction } from '../../src/engine/apply.js';
import { armiesOn, controller, territoriesControlledBy } from '../../src/engine/board.js';
import { getMap } from '../../src/engine/maps.js';
import { seedRng } from '../../src/engine/rng.js';
import { newGame } from '../../src/engine/setup.js';
import type { GameState, TerritoryId } from '../../src/engine/types.js';
import { scenario } from '../engine/helpers.js';

/** Plays `ai`'s decisions for player 0 until its turn ends (or `stop` says so); returns the state. */
function playTurn(s: GameState, ai: string, stop: (s: GameState) => boolean = () => false): GameState {
  const rng = seedRng(5);
  for (let i = 0; i < 300 && s.turn.player === 0 && s.phase.kind !== 'over' && !stop(s); i++) {
    const a = getPolicy(ai)(seatState(s, 0), 0, rng);
    const r = applyAction(s, 0, a, { now: 1_700_000_000_000 + i });
    if (!r.ok) throw new Error(`${ai}: ${JSON.stringify(a)} refused: ${r.error.code}`);
    s = r.value.state;
  }
  return s;
}

const AUSTRALIA = ['indonesia', 'new_guinea', 'western_australia', 'eastern_australia'];

describe('hard AI positions', () => {
  // Player 0 holds Australia; player 1's 8 armies in Siam face Indonesia; a 1-army target sits
  // next to player 0's Brazil, the easy attack the normal AI stacks its whole reserve for.
  const threatened = () =>
    scenario({
      players: 3,
      phase: 'reinforce',
      reserve: 10,
      board: {
        ...Object.fromEntries(AUSTRALIA.map((t) => [t, [0, 1] as [number, number]])),
        siam: [1, 8],
        brazil: [0, 3],
        argentina: [0, 1],
        peru: [0, 1],
      },
      fill: [2, 1],
    });

  it('splits its reserve to defend the threatened continent border (the normal AI does not)', () => {
    const placed = (ai: string) => {
      const after = playTurn(threatened(), ai, (s) => s.phase.kind !== 'reinforce');
      return { indonesia: armiesOn(after, 'indonesia') - 1, brazil: armiesOn(after, 'brazil') - 3 };
    };
    const hard = placed('hard'),
      normal = placed('normal');
    expect(normal.indonesia).toBe(0);
    expect(normal.brazil).toBe(10);
    expect(hard.indonesia).toBeGreaterThanOrEqual(5);
  });

  it('a sweep leaves no 1-army trail facing an active opponent', () => {
    // Player 0's 14 armies in Brazil; Africa held thinly by player 2; player 1's stacks in
    // Europe and the Middle East face North Africa, Egypt and East Africa.
    const s = scenario({
      seed: 3,
      players: 3,
      phase: 'attack',
      board: {
        brazil: [0, 14],
        southern_europe: [1, 6],
        western_europe: [1, 3],
        middle_east: [1, 4],
        north_africa: [2, 1],
        egypt: [2, 1],
        east_africa: [2, 1],
        congo: [2, 1],
        south_africa: [2, 1],
        madagascar: [2, 1],
      },
      fill: [2, 1],
    });
    const trails = (end: GameState) =>
      territoriesControlledBy(end, 0).filter(
        (t) => armiesOn(end, t) === 1 && getMap('world').adjacency[t].some((n) => controller(end, n) === 1),
      );
    const hard = playTurn(structuredClone(s), 'hard');
    expect(territoriesControlledBy(hard, 0).length).toBeGreaterThan(2); // it did sweep
    expect(trails(hard)).toEqual([]);
    const normal = playTurn(structuredClone(s), 'normal');
    expect(trails(normal).length).toBeGreaterThan(0);
  });

  it('drafts claims toward a continent (setup: claim), where the normal AI claims at random', () => {
    const count = (ai: string, seed: number): number => {
      const created = newGame(
        {
          ruleset: 'classic',
          options: { setup: 'claim' },
          seed,
          seats: [0, 1, 2, 3].map((i) => ({ name: `p${i}`, kind: 'ai' as const, ai: i === 0 ? ai : 'normal' })),
        },
        { now: 0 },
      );
      if (!created.ok) throw new Error(created.error.code);
      let s = created.value.state;
      const rngs = [0, 1, 2, 3].map((i) => seedRng(seed * 7 + i));
      while (s.phase.kind === 'setupClaim') {
        const p = s.turn.player;
        const r = applyAction(s, p, getPolicy(p === 0 ? ai : 'normal')(seatState(s, p), p, rngs[p]), { now: 0 });
        if (!r.ok) throw new Error(r.error.code);
        s = r.value.state;
      }
      const map = getMap('world');
      return map.continents.filter((c) => c.territories.every((t: TerritoryId) => controller(s, t) === 0)).length;
    };
    const seeds = [1, 2, 3, 4, 5, 6, 7, 8];
    const hard = seeds.filter((k) => count('hard', k) > 0).length;
    const normal = seeds.filter((k) => count('normal', k) > 0).length;
    expect(hard).toBeGreaterThanOrEqual(4);
    expect(normal).toBe(0);
  });
});
