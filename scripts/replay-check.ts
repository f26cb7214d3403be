// Replays every recorded game (scripts/replay-record.ts) and reports those whose final state
// differs from the recording, apart from the games a rule fix changes (CHANGED_BY_RULE_FIX),
// which must differ for that reason. Exit code 1 on any other difference.
import { CHANGED_BY_RULE_FIX, FIXTURE_ALL, explainedByFix, loadRecorded, replayDigest } from '../src/sim/recorded.js';

const games = loadRecorded();
let same = 0,
  fixed = 0;
const differ: string[] = [];
const t0 = performance.now();
games.forEach((g, i) => {
  const r = replayDigest(g);
  const label = `#${i} ${g.input.ruleset} ${JSON.stringify(g.input.options)} seed ${g.input.seed}`;
  if (CHANGED_BY_RULE_FIX[i]) {
    if ('refused' in r && explainedByFix(g, r.refused)) fixed++;
    else
      differ.push(
        `${label}: expected to change by ${CHANGED_BY_RULE_FIX[i]}, got ${'digest' in r ? r.digest : r.refused}`,
      );
    return;
  }
  if ('digest' in r && r.digest === g.digest) same++;
  else differ.push(`${label}: ${'digest' in r ? 'different final state' : r.refused}`);
});
console.log(
  `${same}/${games.length - fixed} games replay to the recorded final state; ${fixed} changed by a rule fix as expected (${((performance.now() - t0) / 1000).toFixed(1)} s)`,
);
// The set recorded after issue 7 on every map ruleset: every game must replay unchanged.
const all = loadRecorded(FIXTURE_ALL);
let allSame = 0;
all.forEach((g, i) => {
  const r = replayDigest(g);
  if ('digest' in r && r.digest === g.digest) allSame++;
  else
    differ.push(
      `all #${i} ${g.input.ruleset} seed ${g.input.seed}: ${'digest' in r ? 'different final state' : r.refused}`,
    );
});
console.log(`${allSame}/${all.length} games of every map ruleset replay to the recorded final state`);
for (const d of differ.slice(0, 20)) console.log(d);
process.exit(differ.length ? 1 : 0);
