// "A move was stored": every bot process publishes each write of a game (its id and log
// position) and the web server listens. With one process (SQLite) an in-process emitter is
// enough; when games are shared through Redis or PostgreSQL the message goes through that
// server (Redis pub/sub, PostgreSQL LISTEN/NOTIFY), so a move handled by one shard reaches a
// viewer connected to another; several shard processes on one SQLite file leave a note in a
// small table of that file, which the serving process watches. Publishing never throws and
// never waits for the web side: the bot goes on whatever happens here.
import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
// The clients are loaded when a feed of theirs opens: `redis` costs a process 0.2 CPU s to load,
// which a bot on SQLite never needs (src/store/open.ts loads its stores' clients the same way).
import type pg from 'pg';
import type { RedisClientType } from 'redis';
import type { Logger } from '../app/log.js';
import { schemeOf, sqlitePath } from '../store/adapters.js';
import type { SqlDriver } from '../store/sql-repo.js';
import { openSqliteConnection } from '../store/open.js';

export type FeedListener = (gameId: string, seq: number) => void;

export interface LiveFeed {
  readonly kind: 'memory' | 'sqlite' | 'redis' | 'postgres';
  /** Tells every listener (in every process sharing the store) that the game was written. */
  publish(gameId: string, seq: number): void;
  subscribe(listener: FeedListener): () => void;
  close(): Promise<void>;
}

const MAX_ID = 200;

/** `gameId seq` on the wire; anything else received is ignored. */
export function encodeUpdate(gameId: string, seq: number): string {
  return `${gameId} ${seq}`;
}

export function decodeUpdate(message: string): { gameId: string; seq: number } | null {
  const m = /^(\S{1,200}) (\d{1,12})$/.exec(message);
  return m && m[1].length <= MAX_ID ? { gameId: m[1], seq: Number(m[2]) } : null;
}

class LocalFanout {
  private readonly emitter = new EventEmitter();
  constructor() {
    this.emitter.setMaxListeners(0);
  }
  emit(gameId: string, seq: number): void {
    this.emitter.emit('update', gameId, seq);
  }
  on(listener: FeedListener): () => void {
    this.emitter.on('update', listener);
    return () => this.emitter.off('update', listener);
  }
}

/** One process: the bot and the web server share this emitter. */
export class MemoryFeed implements LiveFeed {
  readonly kind = 'memory';
  private readonly fan = new LocalFanout();
  publish(gameId: string, seq: number): void {
    this.fan.emit(gameId, seq);
  }
  subscribe(listener: FeedListener): () => void {
    return this.fan.on(listener);
  }
  async close(): Promise<void> {}
}

/** Redis pub/sub: one connection publishes, a second one (in subscriber mode) listens. */
export class RedisFeed implements LiveFeed {
  readonly kind = 'redis';
  private readonly fan = new LocalFanout();
  private constructor(
    private readonly pub: RedisClientType,
    private readonly sub: RedisClientType,
    private readonly channel: string,
    private readonly logger: Logger,
  ) {}

  static async open(url: string, namespace: string, logger: Logger): Promise<RedisFeed> {
    const { createClient } = await import('redis');
    const pub = createClient({ url }) as RedisClientType;
    const sub = pub.duplicate() as RedisClientType;
    // A dropped connection is retried by the client; an error event must not crash the bot.
    pub.on('error', (err: unknown) => logger.warn({ err }, 'live map feed: redis publisher'));
    sub.on('error', (err: unknown) => logger.warn({ err }, 'live map feed: redis subscriber'));
    await Promise.all([pub.connect(), sub.connect()]);
    const feed = new RedisFeed(pub, sub, `${namespace}:live-map`, logger);
    await sub.subscribe(feed.channel, (message: string) => {
      const u = decodeUpdate(message);
      if (u) feed.fan.emit(u.gameId, u.seq);
    });
    return feed;
  }

  publish(gameId: string, seq: number): void {
    this.pub.publish(this.channel, encodeUpdate(gameId, seq)).catch((err: unknown) => {
      this.logger.warn({ err, gameId }, 'live map feed: publish failed');
    });
  }
  subscribe(listener: FeedListener): () => void {
    return this.fan.on(listener);
  }
  async close(): Promise<void> {
    await Promise.allSettled([this.sub.quit(), this.pub.quit()]);
  }
}

/** PostgreSQL LISTEN/NOTIFY on one dedicated connection (it both listens and notifies). */
export class PostgresFeed implements LiveFeed {
  readonly kind = 'postgres';
  private readonly fan = new LocalFanout();
  private constructor(
    private readonly client: pg.Client,
    private readonly channel: string,
    private readonly logger: Logger,
  ) {}

  static async open(url: string, namespace: string, logger: Logger): Promise<PostgresFeed> {
    const { default: pgModule } = await import('pg');
    const client = new pgModule.Client({ connectionString: url });
    client.on('error', (err: unknown) => logger.warn({ err }, 'live map feed: postgres connection'));
    await client.connect();
    // A channel name is an identifier: keep it to safe characters.
    const channel = `${namespace.replace(/[^a-z0-9_]/gi, '_')}_live_map`.toLowerCase();
    const feed = new PostgresFeed(client, channel, logger);
    client.on('notification', (n) => {
      const u = n.channel === channel && n.payload ? decodeUpdate(n.payload) : null;
      if (u) feed.fan.emit(u.gameId, u.seq);
    });
    await client.query(`LISTEN ${channel}`);
    return feed;
  }

  publish(gameId: string, seq: number): void {
    this.client.query('SELECT pg_notify($1, $2)', [this.channel, encodeUpdate(gameId, seq)]).catch((err: unknown) => {
      this.logger.warn({ err, gameId }, 'live map feed: notify failed');
    });
  }
  subscribe(listener: FeedListener): () => void {
    return this.fan.on(listener);
  }
  async close(): Promise<void> {
    await this.client.end().catch(() => undefined);
  }
}

/** How often the serving process looks at the SQLite file for other processes' writes. */
export const SQLITE_POLL_MS = 150;
/** Notes kept in the table (older ones are deleted as new ones come). */
const SQLITE_KEEP = 1000;

/**
 * Several processes on one SQLite file (`npm run start:sharded` with the default store): each
 * write's note goes into a small table of that file (`<namespace>_live_map`), on a connection
 * of the feed's own. The serving process asks the file's `PRAGMA data_version` (which changes
 * when another connection commits; a read of one page header, no table) every SQLITE_POLL_MS,
 * and reads the new notes only then. Notes from this process are passed on at once, in memory.
 */
export class SqliteFeed implements LiveFeed {
  readonly kind = 'sqlite';
  private readonly fan = new LocalFanout();
  private readonly origin = randomUUID();
  private last = 0;
  private version = -1;
  private written = 0;
  private timer: NodeJS.Timeout | null = null;
  private polling = false;
  private closed = false;
  private constructor(
    private readonly db: SqlDriver,
    private readonly table: string,
    private readonly logger: Logger,
    private readonly pollMs: number,
  ) {}

  static async open(path: string, namespace: string, logger: Logger, pollMs = SQLITE_POLL_MS): Promise<SqliteFeed> {
    const db = await openSqliteConnection(path);
    const table = `${namespace.replace(/[^a-z0-9_]/gi, '_')}_live_map`.toLowerCase();
    try {
      await db.run(
        `CREATE TABLE IF NOT EXISTS ${table} (id INTEGER PRIMARY KEY AUTOINCREMENT, origin TEXT NOT NULL, game TEXT NOT NULL, seq INTEGER NOT NULL)`,
      );
      const feed = new SqliteFeed(db, table, logger, pollMs);
      const [top] = await db.all<{ id: number | null }>(`SELECT MAX(id) AS id FROM ${table}`);
      feed.last = top?.id ?? 0;
      feed.version = await feed.dataVersion();
      return feed;
    } catch (err) {
      await db.close().catch(() => undefined);
      throw err;
    }
  }

  publish(gameId: string, seq: number): void {
    this.fan.emit(gameId, seq);
    if (this.closed) return;
    const prune = ++this.written % 100 === 0;
    void (async () => {
      await this.db.run(`INSERT INTO ${this.table} (origin, game, seq) VALUES (?, ?, ?)`, [this.origin, gameId, seq]);
      if (prune)
        await this.db.run(`DELETE FROM ${this.table} WHERE id <= (SELECT MAX(id) FROM ${this.table}) - ?`, [
          SQLITE_KEEP,
        ]);
    })().catch((err: unknown) => this.logger.warn({ err, gameId }, 'live map feed: sqlite note not written'));
  }

  /** The first listener (the web server) starts the watch; a process that only publishes never reads. */
  subscribe(listener: FeedListener): () => void {
    if (!this.timer && !this.closed) {
      this.timer = setInterval(() => void this.poll(), this.pollMs);
      this.timer.unref();
    }
    return this.fan.on(listener);
  }

  /** Reads the notes other processes wrote since the last look, when the file changed. */
  private async poll(): Promise<void> {
    if (this.polling || this.closed) return;
    this.polling = true;
    try {
      const v = await this.dataVersion();
      if (v === this.version) return;
      this.version = v;
      const rows = await this.db.all<{ id: number; origin: string; game: string; seq: number }>(
        `SELECT id, origin, game, seq FROM ${this.table} WHERE id > ? ORDER BY id LIMIT ${SQLITE_KEEP}`,
        [this.last],
      );
      for (const r of rows) {
        this.last = Math.max(this.last, r.id);
        if (r.origin !== this.origin) this.fan.emit(r.game, r.seq);
      }
      // More than one read's worth: look again without waiting for another commit.
      if (rows.length === SQLITE_KEEP) this.version = -1;
    } catch (err) {
      this.logger.warn({ err }, 'live map feed: sqlite watch failed');
    } finally {
      this.polling = false;
    }
  }

  private async dataVersion(): Promise<number> {
    const [row] = await this.db.all<{ data_version: number }>('PRAGMA data_version');
    return Number(row?.data_version ?? 0);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.timer) clearInterval(this.timer);
    await this.db.close().catch(() => undefined);
  }
}

/**
 * The feed for a store: through its server when games are shared; through the SQLite file
 * when `shared` says several processes use it; else in this process.
 */
export async function openFeed(
  storeUrl: string,
  namespace: string,
  logger: Logger,
  opts: { shared?: boolean } = {},
): Promise<LiveFeed> {
  const scheme = schemeOf(storeUrl);
  if (scheme === 'redis' || scheme === 'rediss') return RedisFeed.open(storeUrl, namespace, logger);
  if (scheme === 'postgres' || scheme === 'postgresql') return PostgresFeed.open(storeUrl, namespace, logger);
  if (scheme === 'sqlite' && opts.shared && sqlitePath(storeUrl) !== ':memory:')
    return SqliteFeed.open(sqlitePath(storeUrl), namespace, logger);
  return new MemoryFeed();
}
