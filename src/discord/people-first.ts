// People first: the timer loop's work for AI-only games (their next slice of AI steps and its
// presentation: the write, the panel edit, the board) runs in the background lane, one game at a
// time, and only once no interaction is being handled — an interaction's acknowledgement, its
// answer and its panel never queue behind an AI-only game. A background job waits at most
// MAX_WAIT_MS for a quiet moment, so under a steady stream of interactions AI-only games slow
// down instead of stopping. (Policy: docs/architecture.md, "People first".)
import { AsyncLocalStorage } from 'node:async_hooks';
import { inBackground, LaneQueue } from '../render/lane.js';

/** Longest a background job waits for the interactions in flight to finish. */
export const MAX_WAIT_MS = 5_000;

let inFlight = 0;
let quiet: (() => void)[] = [];

/** An interaction is being handled (the router); call the returned function when it is done. */
export function interactionStarted(): () => void {
  inFlight++;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    inFlight--;
    if (inFlight === 0) {
      const waiting = quiet;
      quiet = [];
      for (const w of waiting) w();
    }
  };
}

/** Interactions being handled now. */
export function interactionsInFlight(): number {
  return inFlight;
}

/** Background jobs waiting for the interactions in flight. */
export function waitingForQuiet(): number {
  return quiet.length;
}

/** Resolves when no interaction is being handled, or after `maxMs`. */
export function whenNoInteraction(maxMs = MAX_WAIT_MS): Promise<void> {
  if (inFlight === 0) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, maxMs);
    timer.unref?.();
    function done() {
      clearTimeout(timer);
      quiet = quiet.filter((w) => w !== done);
      resolve();
    }
    quiet.push(done);
  });
}

/**
 * Interactions whose answer is not out yet (counted from arrival to the end of their first
 * answer's request, or of their handler). Channel presentations — panel edits and the boards
 * they upload — start only once there are none (panel/live.ts), at most PANEL_WAIT_MS later:
 * in a burst every answer goes out before the panels it left behind, which then follow.
 */
let unanswered = 0;
let answeredWaiters: (() => void)[] = [];
const awaiting = new AsyncLocalStorage<{ answered: boolean }>();

/** Longest a presentation waits for the answers still pending. */
export const PANEL_WAIT_MS = 1_000;

/**
 * An interaction arrived: `run` its handler in its scope; `answered()` once its first answer has
 * gone out (or its handler ended without one). Work inside the scope while its own answer is
 * pending (a tap answered by its panel's update) never waits for answers.
 */
export function answerAwaited(): { run<T>(fn: () => Promise<T>): Promise<T>; answered(): void } {
  unanswered++;
  const mine = { answered: false };
  return {
    run: (fn) => awaiting.run(mine, fn),
    answered() {
      if (mine.answered) return;
      mine.answered = true;
      unanswered--;
      if (unanswered === 0) {
        const waiting = answeredWaiters;
        answeredWaiters = [];
        for (const w of waiting) w();
      }
    },
  };
}

/** Interactions whose answer is not out yet. */
export function answersPending(): number {
  return unanswered;
}

/** Presentations waiting for the answers pending. */
export function waitingForAnswers(): number {
  return answeredWaiters.length;
}

/**
 * Resolves when no interaction waits for its answer, or after `maxMs`; at once inside an
 * interaction whose own answer is still pending (its work is that answer's).
 */
export function whenAnswered(maxMs = PANEL_WAIT_MS): Promise<void> {
  const mine = awaiting.getStore();
  if (unanswered === 0 || (mine && !mine.answered)) return Promise.resolve();
  return new Promise<void>((resolve) => {
    const timer = setTimeout(done, maxMs);
    timer.unref?.();
    function done() {
      clearTimeout(timer);
      answeredWaiters = answeredWaiters.filter((w) => w !== done);
      resolve();
    }
    answeredWaiters.push(done);
  });
}

/** AI-only games' timer work: one game at a time. */
const background = new LaneQueue(1);

/**
 * Runs `fn` as background work: after the interactions in flight, one at a time, in the
 * background lane; and the next background job starts no sooner than this one took (AI-only
 * games get at most about half of one core, whatever their number).
 */
export function asBackground<T>(fn: () => Promise<T>): Promise<T> {
  return background.run(
    () =>
      inBackground(async () => {
        await whenNoInteraction();
        const t0 = performance.now();
        try {
          return await fn();
        } finally {
          const took = performance.now() - t0;
          void rest(took);
        }
      }),
    'background',
  );
}

/** Holds the background queue for `ms` (a job of its own, started before any other waiting one). */
function rest(ms: number): Promise<void> {
  return background.run(
    () =>
      new Promise<void>((res) => {
        setTimeout(res, Math.min(ms, MAX_WAIT_MS)).unref();
      }),
    'people',
  );
}
