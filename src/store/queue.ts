// A keyed mutex: tasks for one key run one after another, tasks for different keys run
// freely. A read-modify-write of a game must not interleave with another one on the same
// game (two concurrent increment loops on keyv were measured to lose updates).
import { AsyncLocalStorage } from 'node:async_hooks';
import { StoreError } from './errors.ts';

/** A key of a queue held by a running task; released when the task settles. */
interface Hold {
  queue: KeyedQueue;
  key: string;
  running: boolean;
}

/**
 * Keys held by the current async context, to refuse a deadlocking nested run. Work a task starts
 * without awaiting it (a timer armed while saving) inherits this context and may run after the
 * task has finished: by then its holds are released, so it queues like any caller. One storage
 * for every queue of the process, each hold naming its queue: Node 20 copies every live storage
 * onto every promise made, and a storage is never freed, so one per queue (a store's, a game
 * service's) made each promise of a process that had opened many cost more (the test worker
 * opens hundreds: a fifth of its CPU).
 */
const held = new AsyncLocalStorage<readonly Hold[]>();

export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();

  run<T>(key: string, task: () => Promise<T> | T): Promise<T> {
    const heldHere = held.getStore()?.filter((h) => h.running);
    if (heldHere?.some((h) => h.queue === this && h.key === key)) {
      return Promise.reject(new StoreError('REENTRANT', `queue: nested run for "${key}" would deadlock`));
    }
    const previous = this.tails.get(key) ?? Promise.resolve();
    const hold: Hold = { queue: this, key, running: true };
    const result = previous
      .then(() => held.run([...(heldHere ?? []), hold], task))
      .finally(() => {
        hold.running = false;
      });
    // The chain continues whatever the task's fate; the caller sees the failure.
    const tail = result.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    void tail.then(() => {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    });
    return result;
  }

  /** Keys with queued or running work (idle keys are forgotten, so this stays small). */
  get busyKeys(): number {
    return this.tails.size;
  }

  /** Resolves when everything queued so far has finished. */
  async drain(): Promise<void> {
    while (this.tails.size > 0) await Promise.all([...this.tails.values()]);
  }
}
