import { defineConfig } from 'vitest/config';

// No limit in the suite is a speed check (docs/architecture.md, "The test suite"). What a test
// waits for (the stand-in's answers, a panel catching up, a page's update) is limited in
// idle-machine time (tools/fair-time.ts) and fails naming what never came. vitest's own limits
// count wall time, so they are only the guard against a test that hangs without waiting on
// anything: the slowest test's need on an idle machine (about a minute: a whole campaign through
// the stand-in, the store processes) times what a loaded machine makes of it (load 30 on
// 2 cores, or a niced run: fifteen times and more), with room.
const HANG_GUARD_MS = 30 * 60_000;

// Files that change what every later file in their process would see, run each in a process of
// their own: the coin family registers itself (its ruleset would be offered everywhere), the
// admin start-up tests set environment variables, and the stand-in's shut-down test counts the
// process's open sockets.
const ISOLATED = ['test/coin/**/*.test.ts', 'test/admin/startup.test.ts', 'test/bot/standin.test.ts'];

export default defineConfig({
  test: {
    testTimeout: HANG_GUARD_MS,
    hookTimeout: HANG_GUARD_MS,
    pool: 'forks',
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
