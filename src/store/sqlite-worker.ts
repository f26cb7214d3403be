// The SQLite store's thread: better-sqlite3 (synchronous, the statements prepared once and
// kept) on one connection, answering the main thread in order. The SQLite work, and a wait on
// another process's write lock (busy timeout), happen here, not on the bot's event loop, which
// only posts a request and takes its answer (sqlite-worker-driver.ts). A request is one
// statement, or a game's whole commit (its transaction and every statement in it) run here by
// the same SqlRepository code over this connection: one message each way per write instead of
// one per statement (a message costs the main thread more than the bytes it carries), the log
// entries sent as JSON text (text is copied across, an object graph cloned piece by piece).
import Database from 'better-sqlite3';
import { parentPort, workerData } from 'node:worker_threads';
import { SqlRepository, type EncodedCommit, type SqlDriver, type SqlTx } from './sql-repo.ts';

/** The repository calls the thread runs whole: a commit, its transaction and every statement in it. */
export type ThreadCall = ['commitEncoded', [EncodedCommit]];

/**
 * [id, 'all' | 'run', sql, params, begin], [id, 'repo', call] or [id, 'close']; `begin`: a
 * transaction's first statement, which opens it (BEGIN IMMEDIATE) in the same request. The main
 * thread posts them in batches (an array a message), answered as one array.
 */
export type SqliteRequest =
  | [number, 'all' | 'run', string, unknown[], boolean]
  | [number, 'repo', ThreadCall]
  | [number, 'close'];
/** [id, null, rows | changes | the call's answer] or [id, error message, error code]; [[-1, error or null]] once open. */
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
  port.postMessage([[-1, null, null]] satisfies SqliteReply[]);
} catch (e) {
  port.postMessage([[-1, e instanceof Error ? e.message : String(e), null]] satisfies SqliteReply[]);
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
// else runs on the connection meanwhile (requests are answered one at a time, and the main
// thread sends none while a transaction of its own is open), so a transaction here is the only one.
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

/** One request's answer (a failure is an answer too: the rest of the batch goes on). */
async function answer(m: SqliteRequest): Promise<SqliteReply> {
  const id = m[0];
  try {
    if (m[1] === 'close') {
      kept.clear();
      db.close();
      return [id, null, null];
    }
    if (m[1] === 'repo') {
      const [method, args] = m[2];
      return [id, null, await repo[method](...args)];
    }
    const [, op, sql, params, begin] = m;
    if (begin) run('BEGIN IMMEDIATE');
    return [id, null, op === 'all' ? all(sql, params) : run(sql, params)];
  } catch (e) {
    const err = e as Error & { code?: string };
    return [id, err.message ?? String(e), err.code ?? null];
  }
}

// A batch's requests in order, one message back with their answers; batches one after another.
let work: Promise<void> = Promise.resolve();
port.on('message', (batch: SqliteRequest[]) => {
  work = work.then(async () => {
    const replies: SqliteReply[] = [];
    for (const m of batch) replies.push(await answer(m));
    port.postMessage(replies);
    if (batch.some((m) => m[1] === 'close')) port.close();
  });
});
