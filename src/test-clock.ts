// A clock the tests can move in another process: when RISK_TEST_CLOCK_FILE names a file, the
// bot's time is the wall clock plus the milliseconds written in that file, re-read whenever the
// file changes (then every timer is re-armed, as after a clock change). Only the tests set it
// (test/bot/sharded-processes.test.ts, so a turn deadline passes without a real minute's wait);
// without it the bot uses the wall clock.
import { readFileSync, watch } from 'node:fs';

export interface MovableClock {
  now: () => number;
  /** Calls `moved` after each change of the offset. */
  onMove(moved: () => void): void;
}

export function clockFromEnv(env: NodeJS.ProcessEnv = process.env): MovableClock | null {
  const file = env.RISK_TEST_CLOCK_FILE?.trim();
  if (!file) return null;
  const read = (): number => {
    const ms = Number(readFileSync(file, 'utf8').trim() || '0');
    return Number.isFinite(ms) ? ms : 0;
  };
  let offset = read();
  return {
    now: () => Date.now() + offset,
    onMove(moved) {
      watch(file, { persistent: false }, () => {
        const next = read();
        if (next === offset) return;
        offset = next;
        moved();
      });
    },
  };
}
