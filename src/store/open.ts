// STORE_URL → a GameRepository: sqlite://path (default), redis://…, postgres://….
import { StoreError } from './errors.ts';
import { schemeOf, sqlitePath } from './adapters.ts';
import type { GameRepository } from './repository.ts';
import { openSqliteDriver } from './sqlite-driver.ts';
import { openSqliteWorkerDriver, SqliteThreadRepository, type SqliteThreadDriver } from './sqlite-worker-driver.ts';
import { SqlRepository, type SqlDriver } from './sql-repo.ts';
import { schemaSql } from './sql-schema.ts';

export interface RepositoryOptions {
  /** Redis key prefix (default 'risk'), so several bots or test runs share one server. */
  namespace?: string;
}

/**
 * A connection to a SQLite store file, through the SQLite library the repository uses
 * (better-sqlite3 in its thread; sqlite3 with RISK_SQLITE_DRIVER=sqlite3). Everything else in
 * the process that opens the store's file (the live map feed's notes, the legacy import) opens
 * it here: the two packages each carry their own copy of SQLite, and two copies in one process
 * do not see each other's locks on the file (POSIX locks belong to the process, and each copy
 * keeps its own table of them), so both would write the journal at once and corrupt the file.
 */
export async function openSqliteConnection(path: string): Promise<SqlDriver | SqliteThreadDriver> {
  return process.env.RISK_SQLITE_DRIVER === 'sqlite3' ? openSqliteDriver(path) : openSqliteWorkerDriver(path);
}

/**
 * The Redis and PostgreSQL clients are loaded only for their stores: `redis` alone costs a
 * process 0.2 CPU s to load (hundreds of command modules) and `pg` 0.08, which a bot, a worker
 * or a test process on SQLite never needs.
 */
export async function openRepository(url: string, options: RepositoryOptions = {}): Promise<GameRepository> {
  const scheme = schemeOf(url);
  try {
    if (scheme === 'sqlite') {
      // RISK_SQLITE_DRIVER (the bench compares them): sqlite3 = the former driver on the event
      // loop; statements = the thread, every statement a message; default: the thread, a
      // move's read or write one message.
      const db = await openSqliteConnection(sqlitePath(url));
      await db.transaction(async (tx) => {
        for (const sql of schemaSql('sqlite')) await tx.run(sql);
      });
      return 'call' in db && process.env.RISK_SQLITE_DRIVER !== 'statements'
        ? new SqliteThreadRepository(db)
        : new SqlRepository('sqlite', db);
    }
    if (scheme === 'redis' || scheme === 'rediss') {
      const { RedisRepository } = await import('./redis-repo.ts');
      return await RedisRepository.open(url, options.namespace);
    }
    if (scheme === 'postgres' || scheme === 'postgresql') {
      const { openPostgresDriver } = await import('./postgres-driver.ts');
      const db = await openPostgresDriver(url);
      // Two processes starting together would race on CREATE TABLE IF NOT EXISTS.
      await db.transaction(async (tx) => {
        await tx.lock('risk-schema');
        for (const sql of schemaSql('postgres')) await tx.run(sql);
      });
      return new SqlRepository('postgres', db);
    }
  } catch (cause) {
    if (cause instanceof StoreError) throw cause;
    const detail = cause instanceof Error ? cause.message : String(cause);
    throw new StoreError('IO', `store: opening ${scheme} store failed: ${detail}`, { cause });
  }
  throw new StoreError('BAD_URL', `store: unsupported STORE_URL scheme "${scheme}" (sqlite://, redis://, postgres://)`);
}
