// The default GameStore: keyv over any adapter, SQLite unless STORE_URL says otherwise.
import Keyv from 'keyv';
import { openAdapter, type Importer, type OpenedAdapter } from './adapters.ts';
import { StoreError, ioError } from './errors.ts';
import { RecordStore, type Backend } from './record-store.ts';
import type { RecordCodecOptions, VersionedRecord } from './types.ts';

export interface KeyvStoreOptions<R extends VersionedRecord> extends RecordCodecOptions<R> {
  /** sqlite://path (default backend), redis://…, postgres://…, mysql://…, mongodb://… */
  url: string;
  /**
   * Prefix of every key, so games never clash with other data in a shared database.
   * Letters, digits and dashes only: keyv splits keys on ':' and the sqlite adapter lists
   * keys with LIKE, where '_' and '%' are wildcards.
   */
  namespace?: string;
  busyTimeoutMs?: number;
  /** For tests: how adapter packages are imported. */
  importer?: Importer;
}

export const DEFAULT_NAMESPACE = 'risk-games';

class KeyvBackend implements Backend {
  constructor(private readonly keyv: Keyv<unknown>) {}

  async get(key: string): Promise<unknown> {
    return this.keyv.get(key);
  }

  async set(key: string, value: unknown): Promise<void> {
    // With throwOnErrors keyv rethrows; a false return is the remaining failure signal.
    const ok = await this.keyv.set(key, value);
    if (!ok) throw new Error(`keyv refused to store ${key}`);
  }

  async delete(key: string): Promise<boolean> {
    return this.keyv.delete(key);
  }

  async entries(): Promise<[string, unknown][]> {
    if (!this.keyv.iterator)
      throw new StoreError(
        'NO_ITERATOR',
        'store: this keyv adapter cannot list keys, so games cannot be resumed at start',
      );
    const out: [string, unknown][] = [];
    // Collected before use: the sqlite iterator pages with OFFSET, so writes during the
    // walk could shift pages.
    // keyv's generated iterator ignores its argument and uses the store's namespace.
    const entries = this.keyv.iterator(undefined) as AsyncGenerator<[string, unknown]>;
    for await (const entry of entries) out.push(entry);
    return out;
  }

  async close(): Promise<void> {
    await this.keyv.disconnect();
  }
}

export class KeyvStore<R extends VersionedRecord> extends RecordStore<R> {
  private constructor(
    backend: Backend,
    options: RecordCodecOptions<R>,
    private readonly opened: OpenedAdapter,
  ) {
    super(backend, options);
  }

  static async open<R extends VersionedRecord>(options: KeyvStoreOptions<R>): Promise<KeyvStore<R>> {
    const namespace = options.namespace ?? DEFAULT_NAMESPACE;
    if (!/^[A-Za-z0-9-]+$/.test(namespace)) {
      throw new StoreError('BAD_URL', `store: namespace "${namespace}" must be letters, digits and dashes`);
    }
    const opened = await openAdapter(options.url, { busyTimeoutMs: options.busyTimeoutMs ?? 5_000 }, options.importer);
    // keyv 5 swallows adapter errors unless told otherwise (it only emits 'error');
    // throwOnErrors makes get/set/delete reject instead of answering undefined/false.
    const keyv = new Keyv<unknown>({ store: opened.adapter, namespace, throwOnErrors: true });
    // Errors are thrown to the caller; an 'error' listener keeps a stray emit from being
    // an unhandled EventEmitter error in the adapter.
    keyv.on('error', () => {});
    const backend = new KeyvBackend(keyv);
    return new KeyvStore(backend, options, opened);
  }

  /** SQLite only: the connection's journal mode and busy timeout, as SQLite reports them. */
  async sqliteSettings(): Promise<{ journalMode: string; busyTimeoutMs: number } | null> {
    const query = this.opened.sqliteQuery;
    if (!query) return null;
    try {
      const [journal] = await query('PRAGMA journal_mode');
      const [busy] = await query('PRAGMA busy_timeout');
      return { journalMode: String(journal?.journal_mode), busyTimeoutMs: Number(Object.values(busy ?? {})[0]) };
    } catch (cause) {
      throw ioError('reading sqlite settings', cause);
    }
  }
}
