// The SQLite thread's batches (src/store/sqlite-worker-driver.ts): of the requests asked while
// a batch was in the thread, the reads go first, in a message of their own, so an answer that
// only reads (`/risk status`) never waits for the commits asked at the same moment.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openSqliteWorkerDriver } from '../../src/store/sqlite-worker-driver.ts';

describe('the SQLite thread: reads before writes', () => {
  it('a read asked together with a write, behind a batch in the thread, is answered first', async () => {
    const db = await openSqliteWorkerDriver(join(mkdtempSync(join(tmpdir(), 'reads-first-')), 'g.sqlite'));
    try {
      await db.run('CREATE TABLE t (k INTEGER PRIMARY KEY, v TEXT)');
      // A batch in the thread: what is asked now waits for its answers, in the outbox.
      const inThread = db.all('SELECT 1 AS one');
      const order: string[] = [];
      const write = db.run('INSERT INTO t (k, v) VALUES (1, ?)', ['a']).then(() => order.push('write'));
      const read = db
        .all<{ n: number }>('SELECT count(*) AS n FROM t')
        .then((rows) => order.push(`read saw ${rows[0]!.n} rows`));
      await Promise.all([inThread, write, read]);
      expect(order).toEqual(['read saw 0 rows', 'write']);
      // The write was made all the same.
      expect(await db.all('SELECT v FROM t')).toEqual([{ v: 'a' }]);
    } finally {
      await db.close();
    }
  });
});
