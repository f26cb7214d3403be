// SqlDriver over better-sqlite3 in a thread of its own (sqlite-worker.ts): the bot's event loop
// posts each statement and takes its answer, and nothing else of SQLite runs on it (the
// sqlite3 package's calls cost the main thread a quarter of its busy time in a burst); a
// game's commit goes as one message (SqliteThreadRepository: a message costs the loop more
// than the bytes it carries). One
// connection per process; statements run one at a time (a promise chain), each commit a
// BEGIN IMMEDIATE transaction, so writers in other processes wait on SQLite's file lock (busy
// timeout, in the thread) instead of interleaving.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import type { Worker } from 'node:worker_threads';
import { startWorker } from '../worker-boot.js';
import type { CommitOutcome } from './repository.ts';
import { SqlRepository, type EncodedCommit, type SqlDriver, type SqlTx } from './sql-repo.ts';
import type { SqliteReply, SqliteRequest, ThreadCall } from './sqlite-worker.ts';

export interface SqliteThreadDriver extends SqlDriver {
  /** A commit run whole in the thread, in turn with the statements. */
  call(method: ThreadCall[0], args: ThreadCall[1]): Promise<CommitOutcome>;
}

const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './sqlite-worker.ts' : './sqlite-worker.js',
  import.meta.url,
);

/**
 * A thread whose store was closed, kept for the next store opened in this process (by the thread
 * module it runs: the build's, or through tsx): starting one costs about 60 ms of CPU (a V8
 * isolate, better-sqlite3 loaded), and the tests open and close hundreds of stores. A bot opens
 * its store once. One at most; unref'd, so it keeps no process alive.
 */
let idle: { key: string; worker: Worker; gone: () => void } | null = null;
/** Which thread module a new thread would run (src/worker-boot.ts reads RISK_WORKER_BUILD at each start). */
const threadKind = () => process.env.RISK_WORKER_BUILD ?? '';

function takeIdle(): Worker | null {
  const kept = idle;
  if (!kept || kept.key !== threadKind()) return null;
  idle = null;
  kept.worker.off('exit', kept.gone).off('error', kept.gone);
  return kept.worker;
}

/** Keeps `worker` (started for `key`), its database closed, for the next store; false when one is kept already. */
function keepIdle(worker: Worker, key: string): boolean {
  if (idle) return false;
  const kept = {
    key,
    worker,
    gone: () => {
      if (idle === kept) idle = null;
    },
  };
  worker.on('exit', kept.gone).on('error', kept.gone);
  worker.unref();
  idle = kept;
  return true;
}

export async function openSqliteWorkerDriver(path: string, busyTimeoutMs = 10_000): Promise<SqliteThreadDriver> {
  if (path !== ':memory:') await mkdir(dirname(path), { recursive: true });
  const kind = threadKind();
  const reused = takeIdle();
  const worker = reused ?? startWorker(WORKER_URL, { workerData: { path, busyTimeoutMs } });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let broken: Error | null = null;
  /** Closed and its thread kept for another store: this driver never touches it again. */
  let released = false;
  let opened: (e: Error | null) => void = () => undefined;
  const open = new Promise<Error | null>((resolve) => (opened = resolve));
  const failAll = (e: Error) => {
    broken ??= e;
    opened(e);
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  };
  // Requests go in batches: whatever was asked while the thread worked on the last batch leaves
  // when its answers come back (in a burst, many moves' statements a message). The reads of a
  // batch go first, in a message of their own, the rest (commits, writes, a transaction's first
  // statement, closing) in a second: an answer that only reads (`/risk status`, a move's read of
  // its game) never waits for the writes asked at the same moment. Requests asked together are
  // independent (a caller awaits its write before reading it back; transactions hold the rest).
  const outbox: SqliteRequest[] = [];
  let inFlight = 0;
  const isRead = (m: SqliteRequest) => m[1] === 'all' && !m[4];
  const flush = () => {
    if (inFlight > 0 || outbox.length === 0 || broken) return;
    const batch = outbox.splice(0);
    const reads = batch.filter(isRead);
    if (reads.length === 0 || reads.length === batch.length) {
      inFlight = 1;
      worker.postMessage(batch);
      return;
    }
    inFlight = 2;
    worker.postMessage(reads);
    worker.postMessage(batch.filter((m) => !isRead(m)));
  };
  const onMessage = (replies: SqliteReply[]) => {
    if (replies[0]?.[0] === -1) return opened(replies[0][1] === null ? null : new Error(replies[0][1]));
    inFlight--;
    for (const [id, error, value] of replies) {
      const p = pending.get(id);
      if (!p) continue;
      pending.delete(id);
      if (error === null) p.resolve(value);
      else p.reject(Object.assign(new Error(error), value === null ? {} : { code: value }));
    }
    if (pending.size === 0) worker.unref(); // idle: the process may exit
    flush();
  };
  const onExit = (code: number) => failAll(new Error(`SQLite thread exited with code ${code}`));
  worker.on('message', onMessage).on('error', failAll).on('exit', onExit);
  if (reused) {
    worker.ref();
    worker.postMessage([[-1, 'open', path, busyTimeoutMs]] satisfies SqliteRequest[]);
  }
  const failed = await open;
  if (failed) {
    await worker.terminate();
    throw failed;
  }
  worker.unref();

  let next = 0;
  const post = <T>(m: SqliteRequest): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      if (broken) return reject(broken);
      if (pending.size === 0) worker.ref();
      pending.set(m[0], { resolve: resolve as (v: unknown) => void, reject });
      outbox.push(m);
      flush();
    });
  const all = <T>(sql: string, params: unknown[] = []) => post<T[]>([next++, 'all', sql, params, false]);
  const run = (sql: string, params: unknown[] = []) => post<number>([next++, 'run', sql, params, false]);
  // A transaction opens with its first statement, in that statement's message: one message less
  // per commit (each costs the loop more than the bytes it carries).
  let opening = false,
    inTransaction = false;
  const inTx = <T>(op: 'all' | 'run', sql: string, params: unknown[]): Promise<T> => {
    const begin = opening;
    opening = false;
    const p = post<T>([next++, op, sql, params, begin]);
    if (begin) inTransaction = true; // sent: the thread opens it (a failed BEGIN is this statement's refusal)
    return p;
  };

  // The thread runs requests in the order they are posted. A statement or a whole commit is one
  // request and goes at once; a transaction of several statements (tournaments, ratings…) holds
  // the others back until it ends, so none lands inside it. Transactions, and closing, take turns.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const p = chain.then(fn);
    chain = p.catch(() => undefined);
    return p;
  };
  let holding = false;
  const held: (() => void)[] = [];
  const single = <T>(send: () => Promise<T>): Promise<T> =>
    holding ? new Promise<void>((go) => held.push(go)).then(() => single(send)) : send();
  const release = () => {
    holding = false;
    for (const go of held.splice(0)) go();
  };
  const tx: SqlTx = {
    all: (sql, params = []) => inTx('all', sql, params),
    run: (sql, params = []) => inTx('run', sql, params),
    lock: async () => undefined,
  };
  return {
    all: (sql, params) => single(() => all(sql, params)),
    run: (sql, params) => single(() => run(sql, params)),
    lock: async () => undefined,
    call: (method, args) => single(() => post([next++, 'repo', [method, args]])),
    transaction: (fn) =>
      serial(async () => {
        holding = true;
        opening = true;
        inTransaction = false;
        try {
          const out = await fn(tx);
          if (inTransaction) await run('COMMIT');
          return out;
        } catch (e) {
          if (inTransaction) await run('ROLLBACK').catch(() => 0);
          throw e;
        } finally {
          opening = false;
          inTransaction = false;
          release();
        }
      }),
    close: () =>
      serial(async () => {
        if (released) return; // the thread serves another store now
        if (!broken) {
          await post<null>([next++, 'close']);
          // Its database closed, the thread may serve the next store opened (keepIdle).
          worker.off('message', onMessage).off('error', failAll).off('exit', onExit);
          broken = new Error('SQLite store closed');
          released = keepIdle(worker, kind);
          if (released) return;
        }
        await worker.terminate();
      }),
  };
}

/**
 * The SQLite repository whose commits each cross to the thread once: the transaction and its
 * statements run there by the same SqlRepository code (sqlite-worker.ts); the reads and the
 * rest (tournaments, ratings, prefs) go statement by statement over the same connection.
 */
export class SqliteThreadRepository extends SqlRepository {
  constructor(private readonly thread: SqliteThreadDriver) {
    super('sqlite', thread);
  }
  override commitEncoded(c: EncodedCommit): Promise<CommitOutcome> {
    return this.thread.call('commitEncoded', [c]);
  }
}
