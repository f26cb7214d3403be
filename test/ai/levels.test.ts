// The AI levels (issue 27): registered under their names, normal the very baseline, and the hard
// and easy AIs legal over whole games of every map ruleset, deterministic from the seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBudgetMs } from '../../src/ai/search/budget.js';
import { AI_LEVELS, getPolicy, policies } from '../../src/ai/registry.js';
import { getRuleset, rulesetIds } from '../../src/rules/registry.js';
import { runGame } from '../../src/sim/run.js';
import { mapRisk } from '../../src/game/map-risk.js';

describe('AI levels', () => {
  // hard's search at a small budget: the same kind of decisions, a fraction of the CPU (its
  // cost at the production budget is the bench's, `npm run bench -- --only ai`)
  beforeAll(() => setBudgetMs(20));
  afterAll(() => setBudgetMs(null));

  it('easy, normal and hard are registered, normal is the baseline itself (stored games replay)', () => {
    expect(AI_LEVELS).toEqual(['easy', 'normal', 'hard']);
    for (const l of AI_LEVELS) expect(typeof getPolicy(l)).toBe('function');
    expect(policies.normal).toBe(policies.baseline);
    for (const l of AI_LEVELS) expect(Object.keys(mapRisk.ai)).toContain(l);
  });

  // Seed 11, but classic's 14: its whole game searches 6 thousand simulated actions instead of 25
  // (the same decisions searched, on a shorter game)
  const seedOf = (ruleset: string) => (ruleset === 'classic' ? 14 : 11);

  it.each(rulesetIds.map((id) => [id] as const))(
    '%s: hard (beside normal) plays a whole game with no illegal move and every invariant holding',
    (ruleset) => {
      const rs = getRuleset(ruleset);
      const players = Math.min(rs.maxPlayers, Math.max(rs.minPlayers, ruleset === 'napoleon-teams' ? 4 : 3));
      const r = runGame({ ruleset, players, seed: seedOf(ruleset), ais: ['hard', 'normal'] });
      expect(r.breaks).toEqual([]);
      expect(r.finished).toBe(true);
    },
  );

  it('easy plays whole classic games against normal, legally', () => {
    for (const seed of [3, 4]) {
      const r = runGame({ ruleset: 'classic', players: 4, seed, ais: ['easy', 'normal'] });
      expect(r.breaks).toEqual([]);
      expect(r.finished).toBe(true);
    }
  });

  it('hard is deterministic: the same seed plays the same game', () => {
    const a = runGame({ ruleset: 'classic', players: 4, seed: 21, ais: ['hard'] });
    const b = runGame({ ruleset: 'classic', players: 4, seed: 21, ais: ['hard'] });
    expect(b.actions).toBe(a.actions);
    expect(b.final).toEqual(a.final);
    // (seed 18: a whole game of 663 actions, 3 thousand simulated, where 22's searched 12)
    const c = runGame({ ruleset: 'classic', players: 4, seed: 18, ais: ['hard'] });
    expect(c.final).not.toEqual(a.final);
  });
});
