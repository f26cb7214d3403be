// The SQLite store's thread: better-sqlite3 (synchronous, the statements prepared once and
// kept) on one connection, answering the main thread in order. The SQLite work, and a wait on
// another process's write lock (busy timeout), happen here, not on the bot's event loop, which
// only posts a request and takes its answer (sqlite-worker-driver.ts). A request is one
// statement, or one of the game repository's hot calls (a whole commit: its transaction and
// every statement in it) run here by the same SqlRepository code over this connection: one
// message each way per move's write instead of one per statement.
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import type { GameRepository } from './repository.ts';
import { SqlRepository, type SqlDriver, type SqlTx } from './sql-repo.ts';

/** The repository calls the thread runs whole (the ones every move makes). */
export type ThreadMethod = 'load' | 'currentGameId' | 'commit' | 'log';
export type ThreadCall = { [K in ThreadMethod]: [K, Parameters<GameRepository[K]>] }[ThreadMethod];

/**
 * [id, 'all' | 'run', sql, params, begin], [id, 'repo', call] or [id, 'close']; `begin`: a
 * transaction's first statement, which opens it (BEGIN IMMEDIATE) in the same message.
 */
export type SqliteRequest =
  [number, 'all' | 'run', string, unknown[], boolean] | [number, 'repo', ThreadCall] | [number, 'close'];
/** [id, null, rows | changes | the call's answer] or [id, error message, error code]; [-1, error or null] once open. */
export type SqliteReply = [number, string | null, unknown];

const { path, busyTimeoutMs } = workerData as { path: string; busyTimeoutMs: number };
const port = parentPort!;

/** Prepared statements kept (the store uses a few dozen distinct ones). */
const KEPT_STATEMENTS = 100;

let db: Database.Database;
try {
  db = new Database(path, { timeout: busyTimeoutMs });
  try {
    db.pragma('journal_mode = WAL');
  } catch {
    // a database another process holds in another mode keeps it
  }
  db.pragma('synchronous = NORMAL');
  port.postMessage([-1, null, null] satisfies SqliteReply);
} catch (e) {
  port.postMessage([-1, e instanceof Error ? e.message : String(e), null] satisfies SqliteReply);
  process.exit(0);
}

const kept = new Map<string, Database.Statement>();
function statement(sql: string): Database.Statement {
  let st = kept.get(sql);
  if (st) {
    kept.delete(sql); // most recently used last
  } else {
    st = db.prepare(sql);
    if (kept.size >= KEPT_STATEMENTS) kept.delete(kept.keys().next().value!);
  }
  kept.set(sql, st);
  return st;
}

/** The values node-sqlite3 accepted: booleans as 0/1, undefined as NULL. */
const bindable = (params: unknown[]): unknown[] =>
  params.map((v) => (v === undefined ? null : typeof v === 'boolean' ? (v ? 1 : 0) : v));

function all<T>(sql: string, params: unknown[] = []): T[] {
  const st = statement(sql);
  const values = bindable(params);
  return st.reader ? (st.all(values) as T[]) : (st.run(values), []);
}
function run(sql: string, params: unknown[] = []): number {
  const st = statement(sql);
  const values = bindable(params);
  return st.reader ? (st.all(values), 0) : st.run(values).changes;
}

// The repository's calls over this connection: every statement answers at once, and nothing
// else runs on the connection meanwhile (the main thread sends its next request only after
// this one's answer), so a transaction here is the only one open.
const local: SqlTx = {
  all: async (sql, params) => all(sql, params),
  run: async (sql, params) => run(sql, params),
  lock: async () => undefined,
};
const localDriver: SqlDriver = {
  ...local,
  transaction: async (fn) => {
    run('BEGIN IMMEDIATE');
    try {
      const out = await fn(local);
      run('COMMIT');
      return out;
    } catch (e) {
      if (db.inTransaction) run('ROLLBACK');
      throw e;
    }
  },
  close: async () => undefined,
};
const repo = new SqlRepository('sqlite', localDriver);

function answer(id: number, work: () => unknown): void {
  try {
    port.postMessage([id, null, work()] satisfies SqliteReply);
  } catch (e) {
    fail(id, e);
  }
}
function fail(id: number, e: unknown): void {
  const err = e as Error & { code?: string };
  port.postMessage([id, err.message ?? String(e), err.code ?? null] satisfies SqliteReply);
}

port.on('message', (m: SqliteRequest) => {
  const id = m[0];
  if (m[1] === 'close') {
    answer(id, () => {
      kept.clear();
      db.close();
      return null;
    });
    port.close();
    return;
  }
  if (m[1] === 'repo') {
    const [method, args] = m[2];
    const call = (repo[method] as (...a: unknown[]) => Promise<unknown>).apply(repo, args);
    call.then(
      (out) => port.postMessage([id, null, out] satisfies SqliteReply),
      (e: unknown) => fail(id, e),
    );
    return;
  }
  const [, op, sql, params, begin] = m;
  answer(id, () => {
    if (begin) run('BEGIN IMMEDIATE');
    return op === 'all' ? all(sql, params) : run(sql, params);
  });
});
