// Preloaded (node --import) into the compiled bot by test/build/compiled.test.ts: reports on
// stderr every worker thread the process starts, when it comes online and when it fails, so
// the test sees that the drawing threads ran from the build and did not fall back.
import module from 'node:module';
import { isMainThread } from 'node:worker_threads';
import threads from 'node:worker_threads';

if (isMainThread) {
  const Base = threads.Worker;
  threads.Worker = class extends Base {
    constructor(what, options) {
      super(what, options);
      const name = typeof what === 'string' || what instanceof URL ? String(what) : 'worker';
      this.once('online', () => process.stderr.write(`worker online: ${name}\n`));
      this.once('error', (err) => process.stderr.write(`worker error: ${name}: ${err.message}\n`));
    }
  };
  module.syncBuiltinESMExports();
}
