// SqlDriver over better-sqlite3 in a thread of its own (sqlite-worker.ts): the bot's event loop
// posts each statement and takes its answer, and nothing else of SQLite runs on it (the
// sqlite3 package's calls cost the main thread a quarter of its busy time in a burst); the
// game repository's hot calls (load, a whole commit…) go as one message each
// (SqliteThreadRepository: a message costs the loop more than the bytes it carries). One
// connection per process; statements run one at a time (a promise chain), each commit a
// BEGIN IMMEDIATE transaction, so writers in other processes wait on SQLite's file lock (busy
// timeout, in the thread) instead of interleaving.
import { mkdir } from 'node:fs/promises';
import { dirname } from 'node:path';
import { startWorker } from '../worker-boot.js';
import type { GameRepository } from './repository.ts';
import { SqlRepository, type SqlDriver, type SqlTx } from './sql-repo.ts';
import type { SqliteReply, SqliteRequest, ThreadCall, ThreadMethod } from './sqlite-worker.ts';

type Answer<K extends ThreadMethod> = Awaited<ReturnType<GameRepository[K]>>;

export interface SqliteThreadDriver extends SqlDriver {
  /** One repository call run whole in the thread, in turn with the statements. */
  call<K extends ThreadMethod>(method: K, args: Extract<ThreadCall, [K, unknown]>[1]): Promise<Answer<K>>;
}

const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './sqlite-worker.ts' : './sqlite-worker.js',
  import.meta.url,
);

export async function openSqliteWorkerDriver(path: string, busyTimeoutMs = 10_000): Promise<SqliteThreadDriver> {
  if (path !== ':memory:') await mkdir(dirname(path), { recursive: true });
  const worker = startWorker(WORKER_URL, { workerData: { path, busyTimeoutMs } });
  const pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  let broken: Error | null = null;
  let opened: (e: Error | null) => void = () => undefined;
  const open = new Promise<Error | null>((resolve) => (opened = resolve));
  const failAll = (e: Error) => {
    broken ??= e;
    opened(e);
    for (const p of pending.values()) p.reject(e);
    pending.clear();
  };
  worker.on('message', ([id, error, value]: SqliteReply) => {
    if (id === -1) return opened(error === null ? null : new Error(error));
    const p = pending.get(id);
    if (!p) return;
    pending.delete(id);
    if (pending.size === 0) worker.unref(); // idle: the process may exit
    if (error === null) p.resolve(value);
    else p.reject(Object.assign(new Error(error), value === null ? {} : { code: value }));
  });
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`SQLite thread exited with code ${code}`)));
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
      worker.postMessage(m);
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

  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(fn: () => Promise<T>): Promise<T> => {
    const p = chain.then(fn);
    chain = p.catch(() => undefined);
    return p;
  };
  const tx: SqlTx = {
    all: (sql, params = []) => inTx('all', sql, params),
    run: (sql, params = []) => inTx('run', sql, params),
    lock: async () => undefined,
  };
  return {
    all: (sql, params) => serial(() => all(sql, params)),
    run: (sql, params) => serial(() => run(sql, params)),
    lock: async () => undefined,
    call: (method, args) => serial(() => post([next++, 'repo', [method, args] as ThreadCall])),
    transaction: (fn) =>
      serial(async () => {
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
        }
      }),
    close: () =>
      serial(async () => {
        if (!broken) await post<null>([next++, 'close']);
        await worker.terminate();
      }),
  };
}

/**
 * The SQLite repository whose per-move calls each cross to the thread once: a commit's
 * transaction and statements run there by the same SqlRepository code (sqlite-worker.ts), the
 * rest (tournaments, ratings, prefs, results) statement by statement over the same connection.
 */
export class SqliteThreadRepository extends SqlRepository {
  constructor(private readonly thread: SqliteThreadDriver) {
    super('sqlite', thread);
  }
  override load(gameId: string) {
    return this.thread.call('load', [gameId]);
  }
  override currentGameId(channelId: string) {
    return this.thread.call('currentGameId', [channelId]);
  }
  override commit(c: Parameters<GameRepository['commit']>[0]) {
    return this.thread.call('commit', [c]);
  }
  override log(gameId: string, fromSeq?: number) {
    return this.thread.call('log', [gameId, fromSeq]);
  }
}
