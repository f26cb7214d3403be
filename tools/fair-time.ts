// Time as an idle machine would count it. The tests run on a 2-core machine shared by many
// processes: at load 30 a step takes fifteen times its idle wall time, so a limit written in
// wall milliseconds fails from load alone. Limits in the tests and in the Discord stand-in are
// therefore written as what the step needs on an idle machine and counted on this clock, which
// advances by wall time divided by the machine's slowdown at that moment (the run queue per
// core, and this process's niceness). Load alone never runs such a limit out; a step that hangs
// or loops still does, after the same amount of work as on an idle machine.
import { readFileSync } from 'node:fs';
import { availableParallelism, getPriority, loadavg } from 'node:os';

const CORES = availableParallelism();

/** Runnable tasks right now (the fourth field of /proc/loadavg, "running/total"); 0 where unknown. */
function runnableNow(): number {
  try {
    return Number(readFileSync('/proc/loadavg', 'utf8').split(' ')[3]?.split('/')[0]) || 0;
  } catch {
    return 0;
  }
}

/**
 * How many times slower than on an idle machine a runnable task runs now (≥ 1): the larger of the
 * one-minute load and the run queue this instant, per core; the others in the queue weigh 1.25
 * times more per step of this process's niceness (the kernel's weights), as a niced run yields.
 */
export function slowdown(): number {
  const load = Math.max(loadavg()[0] ?? 0, runnableNow());
  return Math.max(1, (1 + Math.max(0, load - 1) * 1.25 ** niceness()) / CORES);
}

function niceness(): number {
  try {
    return Math.max(0, getPriority());
  } catch {
    return 0;
  }
}

/** A clock of idle-machine milliseconds since it was made. */
export function fairClock(): () => number {
  let wall = performance.now();
  let fair = 0;
  return () => {
    const now = performance.now();
    fair += (now - wall) / slowdown();
    wall = now;
    return fair;
  };
}

/**
 * Calls `fn` once `ms` idle-machine milliseconds have passed (re-judging the load at least every
 * second of wall time). Returns the cancel function.
 */
export function fairTimeout(ms: number, fn: () => void): () => void {
  const elapsed = fairClock();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let cancelled = false;
  const check = () => {
    if (cancelled) return;
    const left = ms - elapsed();
    if (left <= 0) return fn();
    timer = setTimeout(check, Math.min(1000, Math.max(1, left * slowdown())));
  };
  timer = setTimeout(check, Math.min(1000, Math.max(1, ms)));
  return () => {
    cancelled = true;
    if (timer !== undefined) clearTimeout(timer);
  };
}

/**
 * Polls `probe` every `everyMs` until it returns something other than undefined/false/null and
 * resolves with it; rejects, naming `what`, once `needMs` idle-machine milliseconds have passed
 * without it (what the step needs on an idle machine, with room to spare).
 */
export async function until<T>(
  probe: () => T | undefined | null | false | Promise<T | undefined | null | false>,
  opts: { what: string; needMs: number; everyMs?: number },
): Promise<T> {
  const elapsed = fairClock();
  const started = performance.now();
  for (;;) {
    const got = await probe();
    if (got !== undefined && got !== null && got !== false) return got;
    if (elapsed() >= opts.needMs)
      throw new Error(
        `${opts.what}: not after ${opts.needMs} ms of idle-machine time (${Math.round(performance.now() - started)} ms of wall time)`,
      );
    await new Promise((res) => setTimeout(res, opts.everyMs ?? 25));
  }
}

/**
 * Polls `probe` until it holds or `needMs` idle-machine milliseconds have passed, and never
 * throws: for a wait followed by the assertion that says what is wrong when it did not hold.
 */
export async function pollUpTo(probe: () => boolean | Promise<boolean>, needMs: number, everyMs = 25): Promise<void> {
  await until(async () => (await probe()) || undefined, { what: 'poll', needMs, everyMs }).catch(() => undefined);
}

/**
 * Reads `read` until `ok` holds of its value or `needMs` idle-machine milliseconds have passed,
 * and returns the last value read: for an assertion on what a page or a bot shows once it has
 * caught up (a load-proof `expect.poll`, whose limit is wall time).
 */
export async function settled<T>(
  read: () => T | Promise<T>,
  ok: (value: T) => boolean,
  needMs: number,
  everyMs = 50,
): Promise<T> {
  let last!: T;
  await pollUpTo(async () => ok((last = await read())), needMs, everyMs);
  return last;
}
