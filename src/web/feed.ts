// "A move was stored": every bot process publishes each write of a game (its id and log
// position) and the web server listens. With one process (SQLite) an in-process emitter is
// enough; when games are shared through Redis or PostgreSQL the message goes through that
// server (Redis pub/sub, PostgreSQL LISTEN/NOTIFY), so a move handled by one shard reaches a
// viewer connected to another. Publishing never throws and never waits for the web side: the
// bot goes on whatever happens here.
import { EventEmitter } from 'node:events';
import pg from 'pg';
import { createClient, type RedisClientType } from 'redis';
import type { Logger } from '../app/log.js';
import { schemeOf } from '../store/adapters.js';

export type FeedListener = (gameId: string, seq: number) => void;

export interface LiveFeed {
  readonly kind: 'memory' | 'redis' | 'postgres';
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
    const client = new pg.Client({ connectionString: url });
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

/** The feed for a store: through its server when games are shared, else in this process. */
export async function openFeed(storeUrl: string, namespace: string, logger: Logger): Promise<LiveFeed> {
  const scheme = schemeOf(storeUrl);
  if (scheme === 'redis' || scheme === 'rediss') return RedisFeed.open(storeUrl, namespace, logger);
  if (scheme === 'postgres' || scheme === 'postgresql') return PostgresFeed.open(storeUrl, namespace, logger);
  return new MemoryFeed();
}
