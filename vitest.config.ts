import { defineConfig } from 'vitest/config';

// No limit in the suite is a speed check (docs/architecture.md, "The test suite"). What a test
// waits for (the stand-in's answers, a panel catching up, a page's update) is limited in
// idle-machine time (tools/fair-time.ts) and fails naming what never came. vitest's own limits
// count wall time, so they are only the guard against a test that hangs without waiting on
// anything: the slowest test's need on an idle machine (about a minute: a whole campaign through
// the stand-in, the store processes) times what a loaded machine makes of it (load 30 on
// 2 cores, or a niced run: fifteen times and more), with room.
const HANG_GUARD_MS = 30 * 60_000;

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: HANG_GUARD_MS,
    hookTimeout: HANG_GUARD_MS,
    pool: 'forks',
    setupFiles: ['test/setup-rulesets.ts'],
  },
});
