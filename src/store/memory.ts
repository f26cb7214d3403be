// For unit tests only: a Map of JSON strings, so a test sees the same copy-on-read and
// JSON-only semantics as a real store (no shared references, no Dates surviving).
import { RecordStore, type Backend } from './record-store.ts';
import type { RecordCodecOptions, VersionedRecord } from './types.ts';

class MapBackend implements Backend {
  readonly data = new Map<string, string>();

  async get(key: string): Promise<unknown> {
    const text = this.data.get(key);
    return text === undefined ? undefined : (JSON.parse(text) as unknown);
  }

  async set(key: string, value: unknown): Promise<void> {
    this.data.set(key, JSON.stringify(value));
  }

  async delete(key: string): Promise<boolean> {
    return this.data.delete(key);
  }

  async entries(): Promise<[string, unknown][]> {
    return [...this.data].map(([key, text]) => [key, JSON.parse(text) as unknown]);
  }

  async close(): Promise<void> {}
}

export class MemoryStore<R extends VersionedRecord> extends RecordStore<R> {
  private readonly map: MapBackend;

  constructor(options: RecordCodecOptions<R>) {
    const backend = new MapBackend();
    super(backend, options);
    this.map = backend;
  }

  /** Puts a raw record in as if an older bot had written it (for migration tests). */
  seedRaw(gameId: string, raw: unknown): void {
    this.map.data.set(gameId, JSON.stringify(raw));
  }
}
