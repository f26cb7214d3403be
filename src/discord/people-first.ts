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

/** Longest a presentation waits for the answers still pending. */
export const PANEL_WAIT_MS = 1_000;

/** A count of things pending, and waits (each bounded) for it to fall to zero. */
class Pending {
  count = 0;
  private waiters: (() => void)[] = [];

  /** One more pending; the returned function (idempotent) ends it. */
  open(): () => void {
    this.count++;
    let done = false;
    return () => {
      if (done) return;
      done = true;
      this.count--;
      if (this.count === 0) for (const w of this.waiters.splice(0)) w();
    };
  }

  get waiting(): number {
    return this.waiters.length;
  }

  /** Resolves when none is pending, or after `maxMs`. */
  none(maxMs: number): Promise<void> {
    if (this.count === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== done);
        resolve();
      };
      const timer = setTimeout(done, maxMs);
      timer.unref?.();
      this.waiters.push(done);
    });
  }
}

/** Interactions being handled (from arrival to the end of their handler). */
const handling = new Pending();

/** An interaction is being handled (the router); call the returned function when it is done. */
export function interactionStarted(): () => void {
  return handling.open();
}

/** Interactions being handled now. */
export function interactionsInFlight(): number {
  return handling.count;
}

/** Background jobs waiting for the interactions in flight. */
export function waitingForQuiet(): number {
  return handling.waiting;
}

/** Resolves when no interaction is being handled, or after `maxMs`. */
export function whenNoInteraction(maxMs = MAX_WAIT_MS): Promise<void> {
  return handling.none(maxMs);
}

/**
 * Interactions whose answer is not out yet (counted from arrival to the end of their first
 * answer's request, or of their handler). Channel presentations — panel edits and the boards
 * they upload — start only once there are none (panel/live.ts), at most PANEL_WAIT_MS later:
 * in a burst every answer goes out before the panels it left behind, which then follow.
 */
const unanswered = new Pending();
const awaiting = new AsyncLocalStorage<{ answered: boolean }>();

/**
 * An interaction arrived: `run` its handler in its scope; `answered()` once its first answer has
 * gone out (or its handler ended without one). Work inside the scope while its own answer is
 * pending (a tap answered by its panel's update) never waits for answers.
 */
export function answerAwaited(): { run<T>(fn: () => Promise<T>): Promise<T>; answered(): void } {
  const close = unanswered.open();
  const mine = { answered: false };
  return {
    run: (fn) => awaiting.run(mine, fn),
    answered() {
      mine.answered = true;
      close();
    },
  };
}

/** Interactions whose answer is not out yet. */
export function answersPending(): number {
  return unanswered.count;
}

/** Presentations waiting for the answers pending. */
export function waitingForAnswers(): number {
  return unanswered.waiting;
}

/**
 * Resolves when no interaction waits for its answer, or after `maxMs`; at once inside an
 * interaction whose own answer is still pending (its work is that answer's).
 */
export function whenAnswered(maxMs = PANEL_WAIT_MS): Promise<void> {
  const mine = awaiting.getStore();
  if (mine && !mine.answered) return Promise.resolve();
  return unanswered.none(maxMs);
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
