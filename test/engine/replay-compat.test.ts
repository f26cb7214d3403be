// Games recorded before the foundation rework (issue 7) replay to the same final states.
// The full 1,000 run in `npm run replay-check`; `npm test` replays every twentieth one, `npm run
// test:full` every tenth (test/sizes.ts). A second set, recorded after issue 7 on every map
// ruleset (duel and teams included): every third game under `npm test` (each ruleset and player
// count still met: each has six games or more), all of them under test:full. The games a rule fix
// changes are listed (src/sim/recorded.ts) and must change for that reason only: each listed game
// is checked to replay differently now and exactly with the rule as it was; K-3's and NT-6's lists
// (replayed twice each) every fourth under `npm test` (each list's first included), whole under test:full.
import { describe, expect, it } from 'vitest';
import {
  CHANGED_BY_RULE_FIX,
  CHANGED_BY_RULE_FIX_ALL,
  FIXTURE_ALL,
  changedByFix,
  loadRecorded,
  replayDigest,
  type RuleFix,
} from '../../src/sim/recorded.js';
import { sized } from '../sizes.ts';

const EVERY = sized(20, 10);
/** Of the second set, every EVERY_ALL-th game replays (every one under test:full). */
const EVERY_ALL = sized(3, 1);
/** Of K-3's and NT-6's lists, every FIX_EVERY-th game is checked (every one under test:full). */
const FIX_EVERY = sized(4, 1);
const sample = (indices: number[]): number[] => indices.filter((_, k) => k % FIX_EVERY === 0);

const listedFor = (changed: Readonly<Record<number, RuleFix>>, fix: RuleFix): number[] =>
  Object.entries(changed)
    .filter(([, f]) => f === fix)
    .map(([i]) => Number(i));

/** The listed games that do not change as the fix predicts (empty when all do). */
function unexplained(games: ReturnType<typeof loadRecorded>, indices: number[], fix: RuleFix): number[] {
  return indices.filter((i) => !changedByFix(games[i], fix));
}

describe('replay compatibility', () => {
  const games = loadRecorded();
  const all = loadRecorded(FIXTURE_ALL);
  it('holds at least 1,000 recorded games', () => {
    expect(games.length).toBeGreaterThanOrEqual(1000);
  });
  it('every twentieth (tenth under test:full) recorded game reaches its recorded final state', () => {
    const mismatches: string[] = [];
    let replayed = 0;
    for (let i = 0; i < games.length; i += EVERY) {
      replayed++;
      if (CHANGED_BY_RULE_FIX[i]) continue;
      const r = replayDigest(games[i]);
      if (!('digest' in r) || r.digest !== games[i].digest)
        mismatches.push(`#${i}: ${'digest' in r ? r.digest : r.refused}`);
    }
    expect(mismatches).toEqual([]);
    expect(replayed).toBeGreaterThanOrEqual(games.length / EVERY);
  });
  it('M-7: the recorded games with an immediate trade after an elimination now refuse it', () => {
    const listed = listedFor(CHANGED_BY_RULE_FIX, 'M-7');
    expect(listed).toEqual([307, 419, 643, 699, 929]);
    expect(unexplained(games, listed, 'M-7')).toEqual([]);
  });
  it('K-3: every recorded capitals 2000 game differs (HQ cards out of the deck), and replays exactly with the HQ cards left in', () => {
    const listed = [...listedFor(CHANGED_BY_RULE_FIX, 'K-3')];
    expect(
      listed.every((i) => games[i].input.ruleset === 'capitals' && games[i].input.options?.capitals === '2000'),
    ).toBe(true);
    expect(games.filter((g) => g.input.options?.capitals === '2000').length).toBe(listed.length);
    expect(unexplained(games, sample(listed), 'K-3')).toEqual([]);
    const listedAll = listedFor(CHANGED_BY_RULE_FIX_ALL, 'K-3');
    expect(listedAll.length).toBe(all.filter((g) => g.input.options?.capitals === '2000').length);
    expect(unexplained(all, sample(listedAll), 'K-3')).toEqual([]);
  });
  it('NT-6: the recorded team games with a trade differ (sets by their symbols), and replay exactly on the Golden Cavalier track', () => {
    const listed = listedFor(CHANGED_BY_RULE_FIX_ALL, 'NT-6');
    expect(listed.length).toBe(17);
    expect(listed.every((i) => all[i].input.ruleset === 'napoleon-teams')).toBe(true);
    expect(unexplained(all, sample(listed), 'NT-6')).toEqual([]);
  });
  it('every other recorded game of every map ruleset and player count replays to its recorded final state (every third under npm test)', () => {
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
    const met = new Set<string>();
    all.forEach((g, i) => {
      if (CHANGED_BY_RULE_FIX_ALL[i] || i % EVERY_ALL !== 0) return;
      met.add(`${g.input.ruleset}/${g.input.seats.length}`);
      const r = replayDigest(g);
      if (!('digest' in r) || r.digest !== g.digest)
        mismatches.push(`#${i} ${g.input.ruleset}: ${'digest' in r ? r.digest : r.refused}`);
    });
    expect(mismatches).toEqual([]);
    // every ruleset and player count of the set was replayed
    expect([...met].sort()).toEqual([...new Set(all.map((g) => `${g.input.ruleset}/${g.input.seats.length}`))].sort());
  });
});
