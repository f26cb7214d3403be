// Replays every recorded game (scripts/replay-record.ts) and reports those whose final state
// differs from the recording, apart from the games a rule fix changes (CHANGED_BY_RULE_FIX,
// CHANGED_BY_RULE_FIX_ALL), which must differ for that reason: M-7's refusal, or (NT-6, K-3)
// the recorded final state reached again with the fix reverted. Exit code 1 on any other difference.
import {
  CHANGED_BY_RULE_FIX,
  CHANGED_BY_RULE_FIX_ALL,
  FIXTURE,
  FIXTURE_ALL,
  changedByFix,
  loadRecorded,
  replayDigest,
  type RuleFix,
} from '../src/sim/recorded.js';

const differ: string[] = [];
const t0 = performance.now();
function check(fixture: URL, changed: Readonly<Record<number, RuleFix>>, name: string): void {
  const games = loadRecorded(fixture);
  let same = 0,
    fixed = 0;
  games.forEach((g, i) => {
    const label = `${name} #${i} ${g.input.ruleset} ${JSON.stringify(g.input.options)} seed ${g.input.seed}`;
    const fix = changed[i];
    if (fix) {
      if (changedByFix(g, fix)) fixed++;
      else differ.push(`${label}: expected to change by ${fix} only, and it does not`);
      return;
    }
    const r = replayDigest(g);
    if ('digest' in r && r.digest === g.digest) same++;
    else differ.push(`${label}: ${'digest' in r ? 'different final state' : r.refused}`);
  });
  const counts = Object.entries(
    Object.values(changed).reduce<Record<string, number>>((a, f) => ({ ...a, [f]: (a[f] ?? 0) + 1 }), {}),
  )
    .map(([f, n]) => `${f} ${n}`)
    .join(', ');
  console.log(
    `${name}: ${same}/${games.length - fixed} games replay to the recorded final state; ${fixed} changed by a rule fix as expected (${counts || 'none'})`,
  );
}
check(FIXTURE, CHANGED_BY_RULE_FIX, 'replay-games');
// The set recorded after issue 7 on every map ruleset and player count.
check(FIXTURE_ALL, CHANGED_BY_RULE_FIX_ALL, 'replay-games-all');
console.log(`(${((performance.now() - t0) / 1000).toFixed(1)} s)`);
for (const d of differ.slice(0, 20)) console.log(d);
process.exit(differ.length ? 1 : 0);
