// Tables that came after the games' schema are made on first use, once per process (two
// PostgreSQL processes starting together take the schema lock, as open.ts does).
import type { SqlDriver } from './sql-repo.ts';

export function schemaOnFirstUse(
  dialect: 'sqlite' | 'postgres',
  db: SqlDriver,
  sql: readonly string[],
): () => Promise<void> {
  let ready: Promise<void> | null = null;
  return () =>
    (ready ??= db.transaction(async (tx) => {
      if (dialect === 'postgres') await tx.lock('risk-schema');
      for (const s of sql) await tx.run(s);
    }));
}
