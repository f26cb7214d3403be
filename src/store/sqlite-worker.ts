// The SQLite store's thread: better-sqlite3 (synchronous, the statements prepared once and
// kept) on one connection, answering the main thread's statements in order. The SQLite work,
// and a wait on another process's write lock (busy timeout), happen here, not on the bot's
// event loop, which only posts a statement and takes its answer (sqlite-worker-driver.ts).
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * [id, 'all' | 'run', sql, params, begin] or [id, 'close']; `begin`: a transaction's first
 * statement, which opens it (BEGIN IMMEDIATE) in the same message.
 */
export type SqliteRequest = [number, 'all' | 'run', string, unknown[], boolean] | [number, 'close'];
/** [id, null, rows | changes] or [id, error message, error code]; [-1, error or null] once open. */
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

port.on('message', (m: SqliteRequest) => {
  const id = m[0];
  try {
    if (m[1] === 'close') {
      kept.clear();
      db.close();
      port.postMessage([id, null, null] satisfies SqliteReply);
      port.close();
      return;
    }
    const [, op, sql, params, begin] = m;
    if (begin) statement('BEGIN IMMEDIATE').run();
    const st = statement(sql);
    const values = bindable(params);
    let out: unknown;
    if (op === 'all') out = st.reader ? st.all(values) : (st.run(values), []);
    else out = st.reader ? (st.all(values), 0) : st.run(values).changes;
    port.postMessage([id, null, out] satisfies SqliteReply);
  } catch (e) {
    const err = e as Error & { code?: string };
    port.postMessage([id, err.message ?? String(e), err.code ?? null] satisfies SqliteReply);
  }
});
