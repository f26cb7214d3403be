// A separate bot process for the tournament's multi-process test: `worker.js MODE URL NAMESPACE …`
// does one job of test/tournament/jobs.ts, printing `{"ready":true}` once its table is set and a
// JSON line with what it did at the end.
import { runTournamentJob } from './jobs.ts';

const [mode, url, namespace, ...rest] = process.argv.slice(2);
const out = await runTournamentJob(mode!, url!, namespace ?? '', rest, () => console.log('{"ready":true}'));
console.log(JSON.stringify(out));
