// Games recorded before the foundation rework (issue 7) replay to the same final states.
// The full 1,000 run in `npm run replay-check`; the suite replays every tenth one. A second set,
// recorded after issue 7 on every map ruleset (duel and teams included), replays whole.
import { describe, expect, it } from 'vitest';
import {
  CHANGED_BY_RULE_FIX,
  FIXTURE_ALL,
  explainedByFix,
  loadRecorded,
  replayDigest,
} from '../../src/sim/recorded.js';

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
  it('every recorded game of every map ruleset and player count replays to its recorded final state', () => {
    const all = loadRecorded(FIXTURE_ALL);
    const rulesets = new Set(all.map((g) => g.input.ruleset));
    expect([...rulesets].sort()).toEqual([
      'capitals',
      'classic',
      'missions',
      'napoleon',
      'napoleon-duel',
      'napoleon-missions',
      'napoleon-teams',
      'risiko',
    ]);
    const mismatches: string[] = [];
    all.forEach((g, i) => {
      const r = replayDigest(g);
      if (!('digest' in r) || r.digest !== g.digest)
        mismatches.push(`#${i} ${g.input.ruleset}: ${'digest' in r ? r.digest : r.refused}`);
    });
    expect(mismatches).toEqual([]);
  });
});
