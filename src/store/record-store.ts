// The GameStore behaviour shared by every backend: migration on load, the per-game queue,
// staged writes for withGame. Backends only move JSON in and out.
import { StoreError, ioError } from './errors.ts';
import { RecordCodec } from './migrate.ts';
import { KeyedQueue } from './queue.ts';
import type { GameStore, GameTx, RecordCodecOptions, StoredGame, VersionedRecord } from './types.ts';

/** Raw storage: values are JSON-compatible objects, keys are game ids (no namespace). */
export interface Backend {
  get(key: string): Promise<unknown>;
  set(key: string, value: unknown): Promise<void>;
  delete(key: string): Promise<boolean>;
  entries(): Promise<[string, unknown][]>;
  close(): Promise<void>;
}

type Staged<R> = { kind: 'set'; record: R } | { kind: 'delete' } | null;

export class RecordStore<R extends VersionedRecord> implements GameStore<R> {
  private readonly codec: RecordCodec<R>;
  private readonly queue = new KeyedQueue();
  private closed = false;

  constructor(
    private readonly backend: Backend,
    options: RecordCodecOptions<R>,
  ) {
    this.codec = new RecordCodec(options);
  }

  async get(gameId: string): Promise<R | undefined> {
    this.assertOpen();
    const raw = await this.io(`get ${gameId}`, () => this.backend.get(gameId));
    return raw === undefined || raw === null ? undefined : this.codec.decode(raw, gameId);
  }

  set(gameId: string, record: R): Promise<void> {
    return this.queue.run(gameId, () => this.write(gameId, record));
  }

  delete(gameId: string): Promise<boolean> {
    return this.queue.run(gameId, () => this.remove(gameId));
  }

  async list(): Promise<StoredGame<R>[]> {
    this.assertOpen();
    const entries = await this.io('list', () => this.backend.entries());
    return entries
      .filter(([, raw]) => raw !== undefined && raw !== null)
      .map(([id, raw]) => ({ id, record: this.codec.decode(raw, id) }))
      .sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  }

  withGame<T>(gameId: string, fn: (current: R | undefined, tx: GameTx<R>) => Promise<T> | T): Promise<T> {
    return this.queue.run(gameId, async () => {
      const current = await this.get(gameId);
      let staged: Staged<R> = null;
      let open = true;
      const tx: GameTx<R> = {
        set: (record) => {
          if (!open) throw new Error('store: tx.set after withGame finished');
          staged = { kind: 'set', record };
        },
        delete: () => {
          if (!open) throw new Error('store: tx.delete after withGame finished');
          staged = { kind: 'delete' };
        },
      };
      let result: T;
      try {
        result = await fn(current, tx);
      } finally {
        open = false;
      }
      // TypeScript cannot see the closures' assignments; read it through a typed local.
      const change = staged as Staged<R>;
      if (change?.kind === 'set') await this.write(gameId, change.record);
      else if (change?.kind === 'delete') await this.remove(gameId);
      return result;
    });
  }

  async close(): Promise<void> {
    if (this.closed) return;
    await this.queue.drain();
    this.closed = true;
    await this.io('close', () => this.backend.close());
  }

  private async write(gameId: string, record: R): Promise<void> {
    this.assertOpen();
    const value = this.codec.encode(record, gameId);
    await this.io(`set ${gameId}`, () => this.backend.set(gameId, value));
  }

  private async remove(gameId: string): Promise<boolean> {
    this.assertOpen();
    return this.io(`delete ${gameId}`, () => this.backend.delete(gameId));
  }

  private assertOpen(): void {
    if (this.closed) throw new StoreError('CLOSED', 'store: used after close()');
  }

  private async io<T>(action: string, op: () => Promise<T>): Promise<T> {
    try {
      return await op();
    } catch (cause) {
      throw ioError(action, cause);
    }
  }
}
