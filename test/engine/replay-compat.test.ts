// Games recorded before the foundation rework (issue 7) replay to the same final states.
// The full 1,000 run in `npm run replay-check`; the suite replays every tenth one.
import { describe, expect, it } from 'vitest';
import { loadRecorded, replayDigest } from '../../src/sim/recorded.js';

describe('replay compatibility', () => {
  const games = loadRecorded();
  it('holds at least 1,000 recorded games', () => {
    expect(games.length).toBeGreaterThanOrEqual(1000);
  });
  it('every tenth recorded game reaches its recorded final state', () => {
    const mismatches: string[] = [];
    for (let i = 0; i < games.length; i += 10) {
      const r = replayDigest(games[i]);
      if (!('digest' in r) || r.digest !== games[i].digest) mismatches.push(`#${i}: ${'digest' in r ? r.digest : r.refused}`);
    }
    expect(mismatches).toEqual([]);
  });
});
