// SqlDriver over the sqlite3 package (already installed for @keyv/sqlite). One connection per
// process; its statements run one at a time (a promise chain), and each commit is a
// BEGIN IMMEDIATE transaction, so writers in other processes wait on SQLite's file lock
// (busy timeout) instead of interleaving.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import sqlite3 from 'sqlite3';
import type { SqlDriver, SqlTx } from './sql-repo.ts';

export async function openSqliteDriver(path: string, busyTimeoutMs = 10_000): Promise<SqlDriver> {
  if (path !== ':memory:') await mkdir(dirname(path), { recursive: true });
  const db = await new Promise<sqlite3.Database>((resolve, reject) => {
    const d = new sqlite3.Database(path, (err) => (err ? reject(err) : resolve(d)));
  });
  db.configure('busyTimeout', busyTimeoutMs);
  const all = <T>(sql: string, params: unknown[] = []) =>
    new Promise<T[]>((resolve, reject) =>
      db.all(sql, params, (err, rows) => (err ? reject(err) : resolve(rows as T[]))),
    );
  const run = (sql: string, params: unknown[] = []) =>
    new Promise<number>((resolve, reject) =>
      db.run(sql, params, function (this: sqlite3.RunResult, err: Error | null) {
        if (err) reject(err);
        else resolve(this.changes);
      }),
    );
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
      serial(() => new Promise<void>((resolve, reject) => db.close((err) => (err ? reject(err) : resolve())))),
  };
}
