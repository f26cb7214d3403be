// People first: the timer loop's work for AI-only games (their next slice of AI steps and its
// presentation: the write, the panel edit, the board) runs in the background lane, one game at a
// time, and only once no interaction is being handled — an interaction's acknowledgement, its
// answer and its panel never queue behind an AI-only game. A background job waits at most
// MAX_WAIT_MS for a quiet moment, so under a steady stream of interactions AI-only games slow
// down instead of stopping. (Policy: docs/architecture.md, "People first".)
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
