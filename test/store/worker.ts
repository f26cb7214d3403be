// A separate bot process for the multi-process tests. `worker.js MODE URL NAMESPACE …` does one
// job of test/store/jobs.ts; `worker.js serve` does one job per line of its standard input
// (`["MODE","URL","NAMESPACE",…]`, one after another, each on a store connection of its own,
// opened for it and closed after it), so a file's tests start one process instead of one a job
// (test/store/spawn-worker.ts, `jobWorker`). For each job it prints `{"ready":true}` once that
// job's store is open and a JSON line with what it did at the end (`{"error":…}` if it threw);
// after `crash` it SIGKILLs itself, the store left as a crash leaves it.
import { createInterface } from 'node:readline';
import { runJob } from './jobs.ts';

const ready = () => process.stdout.write('{"ready":true}\n');

async function one(mode: string, url: string, namespace: string, args: string[]): Promise<void> {
  const out = await runJob(mode, url, namespace, args, ready);
  // (`ending`: what serves this job waits for the process's end, not for this line)
  process.stdout.write(`${JSON.stringify(mode === 'crash' ? { ...out, ending: true } : out)}\n`);
  if (mode === 'crash') process.kill(process.pid, 'SIGKILL');
}

const [first, ...rest] = process.argv.slice(2);
if (first === 'serve') {
  for await (const line of createInterface({ input: process.stdin })) {
    const [mode, url, namespace, ...args] = JSON.parse(line) as string[];
    try {
      await one(mode!, url!, namespace ?? '', args);
    } catch (e) {
      process.stdout.write(`${JSON.stringify({ error: String((e as Error)?.stack ?? e) })}\n`);
    }
  }
} else {
  const [url, namespace, ...args] = rest;
  await one(first!, url!, namespace ?? '', args);
}
