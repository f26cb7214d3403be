// SqlDriver over the sqlite3 package (already installed for @keyv/sqlite). One connection per
// process; its statements run one at a time (a promise chain), and each commit is a
// BEGIN IMMEDIATE transaction, so writers in other processes wait on SQLite's file lock
// (busy timeout) instead of interleaving.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import sqlite3 from 'sqlite3';
import type { SqlDriver, SqlTx } from './sql-repo.ts';

/** Prepared statements kept per connection (the store uses a few dozen distinct ones). */
const KEPT_STATEMENTS = 100;

/** Statements that may yield rows: `run` does not keep them prepared. */
const YIELDS_ROWS = /^\s*(PRAGMA|SELECT|WITH|VALUES)\b|\bRETURNING\b/i;

export async function openSqliteDriver(path: string, busyTimeoutMs = 10_000): Promise<SqlDriver> {
  if (path !== ':memory:') await mkdir(dirname(path), { recursive: true });
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const d = new sqlite3.Database(path, (err) => (err ? reject(err) : resolve(d)));
  });
  db.configure('busyTimeout', busyTimeoutMs);
  // Prepared once, run many times: sqlite3's db.run/db.all prepare, run and finalize a new
  // statement on every call (three trips to the thread pool, each waiting for the event loop
  // to take its answer); a kept statement runs in one. The most used ones are kept.
  const prepared = new Map<string, Promise<sqlite3.Statement>>();
  const statement = (sql: string): Promise<sqlite3.Statement> => {
    const kept = prepared.get(sql);
    if (kept) {
      prepared.delete(sql);
      prepared.set(sql, kept);
      return kept;
    }
    const made = new Promise<sqlite3.Statement>((resolve, reject) => {
      const st = db.prepare(sql, (err) => (err ? reject(err) : resolve(st)));
    });
    prepared.set(sql, made);
    made.catch(() => prepared.delete(sql));
    if (prepared.size > KEPT_STATEMENTS) {
      const [oldest, old] = prepared.entries().next().value!;
      prepared.delete(oldest);
      void old.then((st) => st.finalize()).catch(() => undefined);
    }
    return made;
  };
  const all = async <T>(sql: string, params: unknown[] = []) => {
    const st = await statement(sql);
    return new Promise<T[]>((resolve, reject) =>
      st.all(params, (err: Error | null, rows: T[]) => (err ? reject(err) : resolve(rows))),
    );
  };
  const run = async (sql: string, params: unknown[] = []) => {
    // A kept statement's run steps once: one that yields rows (a pragma) would stay open and
    // hold the transaction, so those are prepared, run and finalized each time.
    const st = YIELDS_ROWS.test(sql) ? null : await statement(sql);
    return new Promise<number>((resolve, reject) => {
      function done(this: sqlite3.RunResult, err: Error | null) {
        if (err) reject(err);
        else resolve(this.changes);
      }
      if (st) st.run(params, done);
      else db.run(sql, params, done);
    });
  };
  const finalizeAll = async () => {
    const kept = [...prepared.values()];
    prepared.clear();
    for (const p of kept) {
      const st = await p.catch(() => null);
      if (st) await new Promise<void>((resolve) => st.finalize(() => resolve()));
    }
  };
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const p = chain.then(fn);
    chain = p.catch(() => undefined);
    return p;
  };
  const tx: SqlTx = { all, run, lock: async () => undefined };
  await serial(() => run('PRAGMA journal_mode = WAL').catch(() => 0));
  await serial(() => run('PRAGMA synchronous = NORMAL'));
  return {
    all: (sql, params) => serial(() => all(sql, params)),
    run: (sql, params) => serial(() => run(sql, params)),
    lock: async () => undefined,
    transaction: (fn) =>
      serial(async () => {
        await run('BEGIN IMMEDIATE');
        try {
          const out = await fn(tx);
          await run('COMMIT');
          return out;
        } catch (e) {
          await run('ROLLBACK').catch(() => 0);
          throw e;
        }
      }),
    close: () =>
      serial(async () => {
        // SQLite refuses to close a connection with statements still prepared.
        await finalizeAll();
        await new Promise<void>((resolve, reject) => db.close((err) => (err ? reject(err) : resolve())));
      }),
  };
}
