// The worker threads the tests' bots start (the SQLite store's, the AI's, the drawing's) run the
// compiled build of the sources (scripts/build.mjs, reused while no source changed) instead of
// each loading the TypeScript through tsx: 0.2 instead of 0.35 CPU s a store opened, 0.33
// instead of 1.2 an AI thread (src/worker-boot.ts, RISK_WORKER_BUILD). The code the threads run
// is what `npm start` runs; test/store/worker-boot.test.ts starts one through tsx.
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

interface Build {
  buildBot(extra?: string[]): Promise<string>;
}

if (!process.env.RISK_WORKER_BUILD) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const { buildBot } = (await import(join(root, 'scripts/build.mjs'))) as Build;
  process.env.RISK_WORKER_BUILD = await buildBot();
}
