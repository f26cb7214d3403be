// A separate bot process for the multi-process tests: `worker.js MODE URL NAMESPACE …` does one
// job of test/store/jobs.ts, printing `{"ready":true}` once its store is open and a JSON line
// with what it did at the end; after `crash` it SIGKILLs
// itself, the store left as a crash leaves it.
import { runJob } from './jobs.ts';

const [mode, url, namespace, ...args] = process.argv.slice(2);
const out = await runJob(mode!, url!, namespace ?? '', args, () => process.stdout.write('{"ready":true}\n'));
process.stdout.write(`${JSON.stringify(out)}\n`);
if (mode === 'crash') process.kill(process.pid, 'SIGKILL');
