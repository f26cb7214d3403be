// The persistence contract the app layer codes against. Records are plain JSON objects
// carrying their own schemaVersion (the engine's GameState is one).

/** What every stored record has; the rest is the owner's business. */
export interface VersionedRecord {
  schemaVersion: number;
}

/** A record as read from storage, before migration and validation. */
export type RawRecord = { schemaVersion: number } & Record<string, unknown>;

/** Upgrades a record from schemaVersion n to n + 1 (the chain sets the new version). */
export type Migration = (record: RawRecord) => Record<string, unknown>;

export interface RecordCodecOptions<R extends VersionedRecord> {
  /** The version this build writes; older records are migrated on load. */
  schemaVersion: number;
  /** migrations[n] upgrades a record from version n to n + 1. */
  migrations?: Readonly<Record<number, Migration>>;
  /** Checks (and may narrow) a migrated record, e.g. a zod schema's parse. Throw to refuse it. */
  validate?: (record: RawRecord) => R;
}

/** Writes staged by a withGame() callback, applied only if the callback succeeds. */
export interface GameTx<R> {
  set(record: R): void;
  delete(): void;
}

export interface StoredGame<R> {
  id: string;
  record: R;
}

export interface GameStore<R extends VersionedRecord> {
  /** The record, migrated to the current schema; undefined if there is none. */
  get(gameId: string): Promise<R | undefined>;
  /** Writes a record at the current schemaVersion (serialised with withGame on the same id). */
  set(gameId: string, record: R): Promise<void>;
  delete(gameId: string): Promise<boolean>;
  /** Every game, migrated, sorted by id: the bot resumes timers from this at start. */
  list(): Promise<StoredGame<R>[]>;
  /**
   * Read-modify-write for one game, serialised against every other withGame/set/delete of
   * the same id in this process. `fn` sees the current record and stages writes on `tx`;
   * they are applied after it resolves, none if it throws. Do not nest for the same id.
   */
  withGame<T>(gameId: string, fn: (current: R | undefined, tx: GameTx<R>) => Promise<T> | T): Promise<T>;
  close(): Promise<void>;
}
