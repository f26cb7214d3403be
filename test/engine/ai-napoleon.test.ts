// The baseline AI in the Napoléon rulesets: legal whole games, missions claimed and pursued.
import { describe, expect, it } from 'vitest';
import { claimAction, missionWants } from '../../src/ai/napoleon-goals.js';
import { getMap } from '../../src/engine/maps.js';
import { NAPOLEON_MISSIONS } from '../../src/engine/napoleon-missions.js';
import { runGame } from '../../src/sim/run.js';
import { missionGame, ranksOrdered, tabulate } from '../../src/sim/napoleon-difficulty.js';
import { scenario } from './helpers.js';

describe('baseline AI in napoleon and napoleon-missions', () => {
  it('plays whole games legally for 3 to 6 players, every invariant holding after every action', () => {
    for (const ruleset of ['napoleon', 'napoleon-missions'] as const) {
      for (const players of [3, 6]) {
        const r = runGame({ ruleset, players, seed: 40 + players, ais: ['baseline'] });
        expect(r.breaks, `${ruleset} ${players}p`).toEqual([]);
        expect(r.finished, `${ruleset} ${players}p`).toBe(true);
      }
    }
  });

  it('claims its missions one a turn and wins napoleon-missions by its fourth claim', () => {
    const r = runGame({ ruleset: 'napoleon-missions', players: 4, seed: 3, ais: ['baseline'] });
    expect(r.reason).toBe('mission');
    const winner = r.winners[0];
    const mine = r.final.ext.ranked![winner];
    expect([...mine.claimed].sort()).toEqual([...mine.missions].sort());
  });

  it('claims the highest-ranked mission that holds, and wants what its open missions name', () => {
    const french = NAPOLEON_MISSIONS.find(
      (m) => m.rank === 'empereur' && m.conditions.some((c) => c.kind === 'empire' && c.empire === 'french_empire'),
    )!;
    const s = scenario({
      ruleset: 'napoleon-missions',
      fill: [1, 1],
      board: { castille: [0, 12], portugal: [0, 12], andalousie: [0, 12] },
    });
    s.ext.ranked![0].missions[3] = french.id;
    const w = missionWants(s, 0);
    for (const t of getMap('europe-1811').continents.find((c) => c.id === 'french_empire')!.territories)
      expect(w.get(t) ?? 0).toBeGreaterThan(0);
    // holding all but two territories: several missions hold, the Empereur one is claimed first
    const rich = scenario({
      ruleset: 'napoleon-missions',
      fill: [0, 30],
      board: { maroc_fes: [1, 1], portugal: [2, 1] },
    });
    rich.ext.ranked![0].missions[3] = french.id;
    expect(claimAction(rich, 0)).toEqual({ type: 'claimMission', mission: french.id });
    expect(claimAction(scenario({ ruleset: 'napoleon', fill: [0, 30], board: { maroc_fes: [1, 1] } }), 0)).toBeNull();
  });

  it('the difficulty measure tallies achieved missions by rank and round', () => {
    const games = [3, 4, 5, 6].map((n, i) => missionGame(n, 100 + i, ['baseline']));
    for (const g of games) {
      expect(g.breaks).toEqual([]);
      expect(g.dealt).toHaveLength(4 * g.players);
    }
    const t = tabulate(games, [5, 50]);
    for (const rank of ['caporal', 'capitaine', 'general', 'empereur'] as const) {
      expect(t.achieved[rank][0]).toBeLessThanOrEqual(t.achieved[rank][1]);
      expect(t.claimed[rank][1]).toBeLessThanOrEqual(t.achieved[rank][1]);
    }
    expect(games.filter((g) => g.reason === 'mission').length).toBeGreaterThan(0);
    // ordered means strictly falling from Caporal to Empereur at every round of the table
    const table = (shares: number[][]) => ({
      ...t,
      byRound: [5],
      achieved: { caporal: shares[0], capitaine: shares[1], general: shares[2], empereur: shares[3] },
    });
    expect(ranksOrdered(table([[0.9], [0.7], [0.4], [0.2]]))).toBe(true);
    expect(ranksOrdered(table([[0.9], [0.4], [0.4], [0.2]]))).toBe(false);
  });
});
