// SqlDriver over node-postgres: a pool; a commit is BEGIN … COMMIT on one pooled client.
// READ COMMITTED is enough: `UPDATE … WHERE ver = $n` waits for a concurrent writer and
// then matches nothing, which is the conflict.
import pg from 'pg';
import type { SqlDriver, SqlTx } from './sql-repo.ts';

/** `?` placeholders (shared SQL text) → `$1, $2, …`. The shared SQL has no `?` in literals. */
function numbered(sql: string): string {
  let n = 0;
  return sql.replace(/\?/g, () => `$${++n}`);
}

function over(q: (text: string, values: unknown[]) => Promise<pg.QueryResult>): SqlTx {
  return {
    all: async <T>(sql: string, params: unknown[] = []) => (await q(numbered(sql), params)).rows as T[],
    run: async (sql, params = []) => (await q(numbered(sql), params)).rowCount ?? 0,
    // Transaction-scoped advisory lock: released at COMMIT/ROLLBACK.
    lock: async (key) => {
      await q('SELECT pg_advisory_xact_lock(hashtext($1))', [key]);
    },
  };
}

export async function openPostgresDriver(url: string): Promise<SqlDriver> {
  const pool = new pg.Pool({ connectionString: url, max: 5 });
  // An idle client's network error must not crash the process; the next query reports it.
  pool.on('error', () => undefined);
  const direct = over((text, values) => pool.query(text, values));
  return {
    ...direct,
    async transaction(fn) {
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const out = await fn(over((text, values) => client.query(text, values)));
        await client.query('COMMIT');
        return out;
      } catch (e) {
        await client.query('ROLLBACK').catch(() => undefined);
        throw e;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
