// Whom the work in progress is for: people (an interaction, a game with someone at the table)
// or the background (an AI-only game or tournament table, played by the timer loop). The
// drawing thread, the AI threads and the panel queue serve people first; AI-only games get
// what is left. The lane travels with the async context, so a picture drawn deep inside an
// AI-only game's presentation is queued behind the pictures of games with people in them.
// (Here, the lowest layer that both the drawing pool and the app's AI pool may import.)
import { AsyncLocalStorage } from 'node:async_hooks';

export type Lane = 'people' | 'background';

const lane = new AsyncLocalStorage<Lane>();

/** Runs `fn` (and everything it awaits) in the background lane. */
export function inBackground<T>(fn: () => Promise<T>): Promise<T> {
  return lane.run('background', fn);
}

/** Runs `fn` in the people lane (an interaction; the default outside any lane). */
export function forPeople<T>(fn: () => Promise<T>): Promise<T> {
  return lane.run('people', fn);
}

/** The lane of the work running now. */
export function currentLane(): Lane {
  return lane.getStore() ?? 'people';
}

interface Job {
  run: () => Promise<void>;
}

/**
 * A queue of jobs with at most `concurrency` running; a waiting job of the people lane always
 * starts before any waiting background job (first come, first served within a lane).
 */
export class LaneQueue {
  private readonly waiting: Record<Lane, Job[]> = { people: [], background: [] };
  private running = 0;
  /** Lanes in the order jobs started (tests read it). */
  readonly started: Lane[] = [];
  private readonly keep: number;

  constructor(
    private readonly concurrency: number,
    /** How many start lanes to remember (0: none). */
    keep = 0,
  ) {
    this.keep = keep;
  }

  /** Runs `fn` when its turn comes, in `which` lane (the current one by default). */
  run<T>(fn: () => Promise<T>, which: Lane = currentLane()): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      this.waiting[which].push({
        run: () => {
          if (this.keep) {
            this.started.push(which);
            if (this.started.length > this.keep) this.started.shift();
          }
          return fn().then(resolve, reject);
        },
      });
      this.pump();
    });
  }

  /** Jobs waiting to start, per lane. */
  get pending(): Record<Lane, number> {
    return { people: this.waiting.people.length, background: this.waiting.background.length };
  }

  private pump(): void {
    while (this.running < this.concurrency) {
      const job = this.waiting.people.shift() ?? this.waiting.background.shift();
      if (!job) return;
      this.running++;
      void job.run().finally(() => {
        this.running--;
        this.pump();
      });
    }
  }
}
