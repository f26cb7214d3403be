// Small documents kept beside the games, one per (kind, id): a server's settings and season
// (kind 'server', by guild id), a player's time zone, quiet hours and notices (kind 'player',
// by user id), the people following a game (kind 'follow', by game id). The app owns their
// shapes (zod, src/app/server-settings.ts, src/app/player-prefs.ts); the store keeps JSON text.
// SQL for SQLite and PostgreSQL; one hash per kind on Redis.
import type { RedisClientType } from 'redis';
import { schemaOnFirstUse } from './lazy-schema.ts';
import type { SqlDriver } from './sql-repo.ts';

export interface PrefsStore {
  /** The document's JSON text, or undefined when none was written. */
  get(kind: string, id: string): Promise<string | undefined>;
  /** Replaces the document (null deletes it). */
  put(kind: string, id: string, json: string | null): Promise<void>;
}

export class SqlPrefs implements PrefsStore {
  private readonly schema: () => Promise<void>;

  constructor(
    dialect: 'sqlite' | 'postgres',
    private readonly db: SqlDriver,
  ) {
    this.schema = schemaOnFirstUse(dialect, db, [
      'CREATE TABLE IF NOT EXISTS risk_prefs (kind TEXT NOT NULL, id TEXT NOT NULL, data TEXT NOT NULL, PRIMARY KEY (kind, id))',
    ]);
  }

  async get(kind: string, id: string): Promise<string | undefined> {
    await this.schema();
    const [row] = await this.db.all<{ data: string }>('SELECT data FROM risk_prefs WHERE kind = ? AND id = ?', [
      kind,
      id,
    ]);
    return row?.data;
  }

  async put(kind: string, id: string, json: string | null): Promise<void> {
    await this.schema();
    if (json === null) await this.db.run('DELETE FROM risk_prefs WHERE kind = ? AND id = ?', [kind, id]);
    else
      await this.db.run(
        'INSERT INTO risk_prefs (kind, id, data) VALUES (?, ?, ?) ON CONFLICT (kind, id) DO UPDATE SET data = excluded.data',
        [kind, id, json],
      );
  }
}

export class RedisPrefs implements PrefsStore {
  constructor(
    private readonly client: RedisClientType,
    private readonly ns: string,
  ) {}

  private key(kind: string): string {
    return `${this.ns}:prefs:${kind}`;
  }

  async get(kind: string, id: string): Promise<string | undefined> {
    return (await this.client.hGet(this.key(kind), id)) ?? undefined;
  }

  async put(kind: string, id: string, json: string | null): Promise<void> {
    if (json === null) await this.client.hDel(this.key(kind), id);
    else await this.client.hSet(this.key(kind), id, json);
  }
}
