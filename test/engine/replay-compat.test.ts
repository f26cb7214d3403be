// Games recorded before the foundation rework (issue 7) replay to the same final states.
// The full 1,000 run in `npm run replay-check`; the suite replays every tenth one.
import { describe, expect, it } from 'vitest';
import { CHANGED_BY_RULE_FIX, explainedByFix, loadRecorded, replayDigest } from '../../src/sim/recorded.js';

describe('replay compatibility', () => {
  const games = loadRecorded();
  it('holds at least 1,000 recorded games', () => {
    expect(games.length).toBeGreaterThanOrEqual(1000);
  });
  it('every tenth recorded game reaches its recorded final state', () => {
    const mismatches: string[] = [];
    for (let i = 0; i < games.length; i += 10) {
      const r = replayDigest(games[i]);
      if (CHANGED_BY_RULE_FIX[i]) continue;
      if (!('digest' in r) || r.digest !== games[i].digest)
        mismatches.push(`#${i}: ${'digest' in r ? r.digest : r.refused}`);
    }
    expect(mismatches).toEqual([]);
  });
  it('M-7: the recorded games with an immediate trade after an elimination now refuse it', () => {
    for (const [i, rule] of Object.entries(CHANGED_BY_RULE_FIX)) {
      const r = replayDigest(games[Number(i)]);
      expect([rule, 'refused' in r && explainedByFix(games[Number(i)], r.refused)]).toEqual([rule, true]);
    }
  });
});
