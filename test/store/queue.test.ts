import { describe, expect, it } from 'vitest';
import { KeyedQueue, StoreError } from '../../src/store/index.ts';

/** A promise plus its resolver, to order steps without timers. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('KeyedQueue', () => {
  it('runs tasks of one key one after another, in call order', async () => {
    const queue = new KeyedQueue();
    const log: string[] = [];
    const gate = deferred();
    const first = queue.run('g1', async () => {
      log.push('first:start');
      await gate.promise;
      log.push('first:end');
    });
    const second = queue.run('g1', () => {
      log.push('second');
    });
    // Let the loop turn: the second task must still be waiting for the first.
    await new Promise((resolve) => setImmediate(resolve));
    expect(log).toEqual(['first:start']);
    gate.resolve();
    await Promise.all([first, second]);
    expect(log).toEqual(['first:start', 'first:end', 'second']);
  });

  it('lets different keys run at the same time', async () => {
    const queue = new KeyedQueue();
    const other = deferred();
    // If keys shared one lane this would wait for itself forever.
    const a = queue.run('a', async () => {
      await other.promise;
      return 'a';
    });
    const b = queue.run('b', () => {
      other.resolve();
      return 'b';
    });
    expect(await Promise.all([a, b])).toEqual(['a', 'b']);
  });

  it('a failing task rejects its caller and does not block the next', async () => {
    const queue = new KeyedQueue();
    const failed = queue.run('g', () => {
      throw new Error('boom');
    });
    const next = queue.run('g', () => 42);
    await expect(failed).rejects.toThrow('boom');
    await expect(next).resolves.toBe(42);
    await queue.drain();
    expect(queue.busyKeys).toBe(0);
  });

  it('refuses a nested run for the key it already holds instead of deadlocking', async () => {
    const queue = new KeyedQueue();
    const outcome = queue.run('g', () => queue.run('g', () => 'inner'));
    await expect(outcome).rejects.toMatchObject({ code: 'REENTRANT' });
    await expect(outcome).rejects.toBeInstanceOf(StoreError);
    // Another key inside is fine.
    await expect(queue.run('g', () => queue.run('h', () => 'ok'))).resolves.toBe('ok');
  });

  it('work a task left behind (a timer armed while saving) runs on the same key once the task is done', async () => {
    const queue = new KeyedQueue();
    const later = deferred();
    let fired: Promise<string> | undefined;
    await queue.run('g', () => {
      // The timer inherits the task's async context; it fires after the task has finished.
      setTimeout(() => {
        fired = queue.run('g', () => 'timer ran');
        later.resolve();
      }, 0);
    });
    await later.promise;
    await expect(fired).resolves.toBe('timer ran');
  });

  it("a key held in one queue is not held in another (a store's game and its service's)", async () => {
    const store = new KeyedQueue();
    const service = new KeyedQueue();
    await expect(service.run('g', () => store.run('g', () => 'both'))).resolves.toBe('both');
    // …while each still refuses its own nested run, however deep.
    const nested = service.run('g', () => store.run('g', () => service.run('g', () => 'never')));
    await expect(nested).rejects.toMatchObject({ code: 'REENTRANT' });
  });
});
