// AI decisions off the event loop: a few threads (ai-worker.ts) beside the bot's loop and the
// drawing thread. Jobs are queued people first (src/render/lane.ts): the AI seats of a game
// with someone at the table decide before those of AI-only games. A thread that dies fails its
// jobs over to the event loop (the same decision: the policy is a pure function of what is
// sent), and the next job starts a new one. Threads are unref'd while idle. Until a thread has
// loaded its modules (a second or more on a busy machine), decisions are made on the event loop:
// a move never waits for a thread to boot.
import { availableParallelism } from 'node:os';
import type { Worker } from 'node:worker_threads';
import { LaneQueue } from '../render/lane.js';
import { startWorker } from '../render/worker-boot.js';
import type { AiJob, AiReply } from './ai-worker.js';

const WORKER_URL = new URL(import.meta.url.endsWith('.ts') ? './ai-worker.ts' : './ai-worker.js', import.meta.url);

type Rng = AiJob['rng'];
/** A decision made in a thread, or null: make it on this thread (unknown game, thread gone). */
export type Decision = { action: unknown; rng: Rng } | null;

export interface AiThreads {
  decide(ruleset: string, state: unknown, seat: number, policy: string, rng: Rng): Promise<Decision>;
}

interface Thread {
  worker: Worker;
  ready: boolean;
  busy: boolean;
  pending: Map<number, (d: Decision | Error) => void>;
}

/** Threads to start: one per core beyond the event loop's, at least one, at most `max`. */
export function defaultAiThreads(max = 2): number {
  const env = Number(process.env.RISK_AI_THREADS);
  if (Number.isInteger(env) && env >= 0) return env;
  return Math.max(1, Math.min(max, availableParallelism() - 1));
}

export class AiPool implements AiThreads {
  private readonly threads: (Thread | null)[];
  private readonly queue: LaneQueue;
  private nextId = 1;
  /** Decisions made in a thread and on this thread (tests read where). */
  readonly made = { inThread: 0, here: 0 };
  /** Milliseconds the threads spent on decisions, sent to answered (a thread decides one at a time): /metrics. */
  busyMs = 0;

  constructor(readonly size: number) {
    this.threads = Array.from({ length: size }, () => null);
    this.queue = new LaneQueue(size, 64);
  }

  /** The lanes in the order their decisions started (the latest 64). */
  get started(): readonly string[] {
    return this.queue.started;
  }

  /** Starts the threads (the bot calls it at start-up, so the first decisions do not wait for one). */
  warm(): void {
    for (let i = 0; i < this.size; i++) this.thread(i);
  }

  /** Resolves when a thread is ready (tests, benches). */
  async whenReady(): Promise<void> {
    this.warm();
    while (!this.threads.some((t) => t?.ready)) await new Promise((res) => setTimeout(res, 10));
  }

  decide(ruleset: string, state: unknown, seat: number, policy: string, rng: Rng): Promise<Decision> {
    this.warm();
    if (!this.threads.some((t) => t?.ready)) {
      this.made.here++;
      return Promise.resolve(null);
    }
    return this.queue.run(async () => {
      const i = this.threads.findIndex((t) => t?.ready && !t.busy);
      if (i < 0) {
        // Every ready thread died while this waited: decide here.
        this.made.here++;
        return null;
      }
      const t = this.thread(i);
      t.busy = true;
      t.worker.ref();
      const sent = performance.now();
      try {
        const id = this.nextId++;
        const reply = await new Promise<Decision | Error>((resolve) => {
          t.pending.set(id, resolve);
          t.worker.postMessage({ id, ruleset, state, seat, policy, rng } satisfies AiJob);
        });
        if (reply instanceof Error) throw reply;
        if (reply) this.made.inThread++;
        else this.made.here++;
        return reply;
      } catch (e) {
        // A policy that throws throws here too (as it would on this thread); a dead thread does not.
        if (e instanceof Error && e.message.startsWith('ai: ')) throw new Error(e.message.slice(4), { cause: e });
        this.made.here++;
        return null;
      } finally {
        this.busyMs += performance.now() - sent;
        t.busy = false;
        if (t.pending.size === 0) t.worker.unref();
      }
    });
  }

  private thread(i: number): Thread {
    const existing = this.threads[i];
    if (existing) return existing;
    const t: Thread = { worker: startWorker(WORKER_URL), ready: false, busy: false, pending: new Map() };
    const fail = (err: Error) => {
      if (this.threads[i] === t) this.threads[i] = null;
      for (const p of t.pending.values()) p(err);
      t.pending.clear();
    };
    t.worker.unref();
    t.worker.on('message', (reply: AiReply) => {
      if ('ready' in reply) {
        t.ready = true;
        return;
      }
      const p = t.pending.get(reply.id);
      if (!p) return;
      t.pending.delete(reply.id);
      if ('error' in reply) p(new Error(`ai: ${reply.error}`));
      else p('unknown' in reply ? null : { action: reply.action, rng: reply.rng });
    });
    t.worker.on('error', fail);
    t.worker.on('exit', (code) => fail(new Error(`AI thread exited with code ${code}`)));
    this.threads[i] = t;
    return t;
  }

  /** Stops the threads (a new call starts them again). */
  async close(): Promise<void> {
    const ts = this.threads.splice(0, this.threads.length, ...this.threads.map(() => null));
    await Promise.all(ts.map((t) => t?.worker.terminate()));
  }
}

let shared: AiPool | null = null;

/**
 * The process's AI threads (defaultAiThreads of them), started on first call and shared by every
 * service in the process, like the drawing thread; null when there are to be none.
 */
export function sharedAiPool(): AiPool | null {
  const n = defaultAiThreads();
  if (n === 0) return null;
  shared ??= new AiPool(n);
  return shared;
}
