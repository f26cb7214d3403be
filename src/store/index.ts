// src/store: persistence of games. The bot uses the GameRepository contract (repository.ts:
// games by id, action log, compare-and-set, results) opened by openRepository (open.ts);
// GameStore (types.ts, over keyv) is the generic blob store the earlier build used.
import { storeUrlFromEnv } from './config.ts';
import { KeyvStore, type KeyvStoreOptions } from './keyv.ts';
import type { GameStore, VersionedRecord } from './types.ts';

export { StoreError, type StoreErrorCode } from './errors.ts';
export { KeyedQueue } from './queue.ts';
export { migrate, RecordCodec } from './migrate.ts';
export { MemoryStore } from './memory.ts';
export { KeyvStore, DEFAULT_NAMESPACE, type KeyvStoreOptions } from './keyv.ts';
export { ADAPTER_PACKAGES } from './adapters.ts';
export { storeUrlFromEnv } from './config.ts';
export type {
  GameStore,
  GameTx,
  Migration,
  RawRecord,
  RecordCodecOptions,
  StoredGame,
  VersionedRecord,
} from './types.ts';

/** Opens the configured store (STORE_URL or the SQLite file under data/). */
export function openGameStore<R extends VersionedRecord>(
  options: Omit<KeyvStoreOptions<R>, 'url'> & { url?: string },
): Promise<GameStore<R>> {
  return KeyvStore.open({ ...options, url: options.url ?? storeUrlFromEnv() });
}

export { openRepository, type RepositoryOptions } from './open.ts';
export type {
  Commit,
  CommitOutcome,
  GameMeta,
  GameRepository,
  GameResult,
  LogEntry,
  NewLogEntry,
  QuarantineEntry,
  ResultSeat,
  StoredGame as StoredGameRow,
} from './repository.ts';
