// A separate bot process for the tournament's multi-process test, started once per test file and
// given one job per store (test/tournament/job-process.ts): each line on stdin is a JSON array
// `[MODE, URL, NAMESPACE, …]` for a job of test/tournament/jobs.ts, on its own connection. For
// each it prints `{"ready":true}` once its table is set, then a JSON line with what it did (or
// `{"failed": …}`). It ends when stdin closes.
import { createInterface } from 'node:readline';
import { runTournamentJob } from './jobs.ts';

for await (const line of createInterface({ input: process.stdin })) {
  const [mode, url, namespace, ...rest] = JSON.parse(line) as string[];
  const out = await runTournamentJob(mode!, url!, namespace ?? '', rest, () => console.log('{"ready":true}')).catch(
    (e: unknown) => ({ failed: e instanceof Error ? (e.stack ?? e.message) : String(e) }),
  );
  console.log(JSON.stringify(out));
}
