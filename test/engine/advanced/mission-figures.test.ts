// The NA-MIS-1 / NA-EMP measure (npm run napoleon-advanced-missions) counts what a game did.
import { describe, expect, it } from 'vitest';
import { advancedMissionGame, tabulateAdvanced } from '../../../src/sim/advanced-missions.js';

describe('NA-MIS-1: the missions measure', () => {
  it('NA-MIS-1: counts every mission held and completed by rank, and the missions’ share of the winner’s VP', () => {
    const g = advancedMissionGame(3, 7, ['random']);
    expect(g.breaks).toEqual([]);
    for (const r of ['caporal', 'capitaine', 'general', 'empereur'] as const) {
      // one each at the deal, then at most one more drawn per completion (NA-MIS-2)
      expect(g.held[r]).toBeGreaterThanOrEqual(3);
      expect(g.held[r]).toBeLessThanOrEqual(3 + g.done[r]);
      expect(g.done[r]).toBeLessThanOrEqual(g.held[r]);
    }
    expect(g.winnerPoints).not.toBeNull();
    const t = tabulateAdvanced([g]);
    expect(t.missionShare).toBe(g.winnerPoints! > 0 ? g.winnerMissionPoints! / g.winnerPoints! : 0);
  });
});
