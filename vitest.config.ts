import { defineConfig } from 'vitest/config';
import { HANG_GUARD_MS } from './tools/fair-time.ts';

// No limit in the suite is a speed check (docs/architecture.md, "The test suite"). What a test
// waits for (the stand-in's answers, a panel catching up, a page's update) is limited in
// idle-machine time (tools/fair-time.ts) and fails naming what never came. vitest's own limits
// count wall time, so they are only the guard against a test that hangs (HANG_GUARD_MS).

// Files that change what every later file in their process would see, run each in a process of
// their own: the coin family registers itself (its ruleset would be offered everywhere). (The
// admin start-up tests run shared: the two environment variables of their .env test are removed
// however it ends; the stand-in's shut-down test counts only the sockets on its own port.)
const ISOLATED = ['test/coin/**/*.test.ts'];

export default defineConfig({
  test: {
    testTimeout: HANG_GUARD_MS,
    hookTimeout: HANG_GUARD_MS,
    pool: 'forks',
    // A larger young generation for the test worker: the tests make many short-lived objects
    // (states cloned, records parsed, messages built), and with V8's default 16 MB semi-space the
    // scavenger ran often enough to be ~7 % of the worker's CPU (test/engine: 5 % less CPU in all).
    execArgv: ['--max-semi-space-size=32'],
    setupFiles: ['test/setup-rulesets.ts', 'test/setup-cpu.ts'],
    projects: [
      {
        extends: true,
        // The rest share their worker's modules: importing the bot, the engine and the renderer
        // once per worker instead of once per file is most of what the suite's CPU time was.
        test: { name: 'shared', include: ['test/**/*.test.ts'], exclude: ISOLATED, isolate: false },
      },
      { extends: true, test: { name: 'isolated', include: ISOLATED, isolate: true } },
    ],
  },
});
