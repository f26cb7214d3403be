// Replays every recorded game (scripts/replay-record.ts) and reports those whose final state
// differs from the recording. Exit code 1 on any difference.
import { loadRecorded, replayDigest } from '../src/sim/recorded.js';

const games = loadRecorded();
let same = 0;
const differ: string[] = [];
const t0 = performance.now();
games.forEach((g, i) => {
  const r = replayDigest(g);
  if ('digest' in r && r.digest === g.digest) same++;
  else differ.push(`#${i} ${g.input.ruleset} ${JSON.stringify(g.input.options)} seed ${g.input.seed}: ${'digest' in r ? 'different final state' : r.refused}`);
});
console.log(`${same}/${games.length} games replay to the recorded final state (${((performance.now() - t0) / 1000).toFixed(1)} s)`);
for (const d of differ.slice(0, 20)) console.log(d);
process.exit(differ.length ? 1 : 0);
