// A keyed mutex: tasks for one key run one after another, tasks for different keys run
// freely. A read-modify-write of a game must not interleave with another one on the same
// game (two concurrent increment loops on keyv were measured to lose updates).
import { AsyncLocalStorage } from 'node:async_hooks';
import { StoreError } from './errors.ts';

/** A key held by a running task; released when the task settles. */
interface Hold {
  key: string;
  running: boolean;
}

export class KeyedQueue {
  private readonly tails = new Map<string, Promise<void>>();
  /**
   * Keys held by the current async context, to refuse a deadlocking nested run. Work a task
   * starts without awaiting it (a timer armed while saving) inherits this context and may run
   * after the task has finished: by then its holds are released, so it queues like any caller.
   */
  private readonly held = new AsyncLocalStorage<readonly Hold[]>();

  run<T>(key: string, task: () => Promise<T> | T): Promise<T> {
    const heldHere = this.held.getStore()?.filter((h) => h.running);
    if (heldHere?.some((h) => h.key === key)) {
      return Promise.reject(new StoreError('REENTRANT', `queue: nested run for "${key}" would deadlock`));
    }
    const previous = this.tails.get(key) ?? Promise.resolve();
    const hold: Hold = { key, running: true };
    const result = previous
      .then(() => this.held.run([...(heldHere ?? []), hold], task))
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
