// The AI levels (issue 27): registered under their names, normal the very baseline, and the hard
// and easy AIs legal over whole games of every map ruleset, deterministic from the seed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBudgetMs } from '../../src/ai/search/budget.js';
import { searchStats } from '../../src/ai/search/search.js';
import { AI_LEVELS, getPolicy, policies } from '../../src/ai/registry.js';
import { getRuleset, rulesetIds } from '../../src/rules/registry.js';
import type { RulesetId } from '../../src/engine/types.js';
import { runGame } from '../../src/sim/run.js';
import { mapRisk } from '../../src/game/map-risk.js';

describe('AI levels', () => {
  // hard's search at the least budget that still searches: every candidate meets MIN_SAMPLES
  // worlds (src/ai/search/search.ts), the same kind of decisions for a fraction of the CPU (its
  // cost at the production budget is the bench's, `npm run bench -- --only ai`)
  beforeAll(() => setBudgetMs(1));
  afterAll(() => setBudgetMs(null));

  it('easy, normal and hard are registered, normal is the baseline itself (stored games replay)', () => {
    expect(AI_LEVELS).toEqual(['easy', 'normal', 'hard']);
    for (const l of AI_LEVELS) expect(typeof getPolicy(l)).toBe('function');
    expect(policies.normal).toBe(policies.baseline);
    for (const l of AI_LEVELS) expect(Object.keys(mapRisk.ai)).toContain(l);
  });

  /** A whole game of `ruleset`, hard beside normal, and how many decisions the search weighed in it. */
  function hardGame(ruleset: RulesetId, seed = 11, maxActions?: number) {
    const rs = getRuleset(ruleset);
    const players = Math.min(rs.maxPlayers, Math.max(rs.minPlayers, ruleset === 'napoleon-teams' ? 4 : 3));
    const searched = searchStats.searched;
    const r = runGame({ ruleset, players, seed, ais: ['hard', 'normal'], maxActions });
    return { ...r, searched: searchStats.searched - searched };
  }

  it.each(rulesetIds.filter((id) => id !== 'classic').map((id) => [id] as const))(
    '%s: hard (beside normal) plays a whole game with no illegal move and every invariant holding',
    (ruleset) => {
      const r = hardGame(ruleset);
      expect(r.breaks).toEqual([]);
      expect(r.finished).toBe(true);
      // the search weighs the classic map's decisions (napoleon's here; classic's below)
      if (ruleset === 'napoleon') expect(r.searched).toBeGreaterThan(0);
    },
  );

  it('easy plays whole classic games against normal, legally', () => {
    for (const seed of [3, 4]) {
      const r = runGame({ ruleset: 'classic', players: 4, seed, ais: ['easy', 'normal'] });
      expect(r.breaks).toEqual([]);
      expect(r.finished).toBe(true);
    }
  });

  it('classic: hard (beside normal) plays a whole game legally, and deterministically: the same seed plays the same game', () => {
    const a = hardGame('classic');
    expect(a.breaks).toEqual([]);
    expect(a.finished).toBe(true);
    expect(a.searched).toBeGreaterThan(0); // the searched decisions are among those replayed
    const b = hardGame('classic');
    expect(b.actions).toBe(a.actions);
    expect(b.final).toEqual(a.final);
    // another seed, another game (compared over their first 400 actions: a whole game is not needed to differ)
    expect(hardGame('classic', 12, 400).final).not.toEqual(hardGame('classic', 11, 400).final);
  });
});
