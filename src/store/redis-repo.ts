// GameRepository on Redis. Each commit is one Lua script, which Redis runs atomically: it
// compares the version, writes the state, appends the log entries, moves the indexes and
// records the result, or does nothing at all. Results are kept as JSON with per-guild and
// per-user sorted sets (by end time), the Redis form of the two result queries.
import { createClient, type RedisClientType } from 'redis';
import type {
  Commit,
  CommitOutcome,
  GameMeta,
  GameRepository,
  GameResult,
  LogEntry,
  QuarantineEntry,
  StoredGame,
} from './repository.ts';
import { RedisPlayerGames, type PlayerGamesStore } from './player-games.ts';
import { RedisPrefs, type PrefsStore } from './prefs.ts';
import { RedisRatingStore, type RatingStore } from './ratings.ts';
import { RedisTournamentStore, type TournamentStore } from './tournaments.ts';

// KEYS: 1 game hash, 2 log list, 3 channel key, 4 live set. ARGV: see commit().
const COMMIT = `
local expected = tonumber(ARGV[1])
local ver = tonumber(redis.call('HGET', KEYS[1], 'ver') or '0')
if ver ~= expected then return {0, 'conflict'} end
local ns = ARGV[11]
if ARGV[7] == '1' then
  local holder = redis.call('GET', KEYS[3])
  if holder and holder ~= ARGV[12] and redis.call('HGET', ns .. ':game:' .. holder, 'live') == '1' then
    return {0, 'channelTaken'}
  end
end
local entries = cjson.decode(ARGV[10])
local before = redis.call('LLEN', KEYS[2])
for i = 1, #entries do redis.call('RPUSH', KEYS[2], entries[i]) end
redis.call('HSET', KEYS[1], 'ver', ver + 1, 'data', ARGV[2], 'channel', ARGV[3], 'guild', ARGV[4],
  'status', ARGV[5], 'live', ARGV[6], 'wake', ARGV[9])
if ARGV[6] == '1' then redis.call('SADD', KEYS[4], ARGV[12]) else redis.call('SREM', KEYS[4], ARGV[12]) end
if ARGV[7] == '1' then redis.call('SET', KEYS[3], ARGV[12]) end
if ARGV[8] == '1' and redis.call('GET', KEYS[3]) == ARGV[12] then redis.call('DEL', KEYS[3]) end
if ARGV[13] ~= '' and redis.call('EXISTS', ns .. ':result:' .. ARGV[12]) == 0 then
  redis.call('SET', ns .. ':result:' .. ARGV[12], ARGV[13])
  local ended = tonumber(ARGV[14])
  if ARGV[15] ~= '' then redis.call('ZADD', ns .. ':results:guild:' .. ARGV[15], ended, ARGV[12]) end
  local users = cjson.decode(ARGV[16])
  for i = 1, #users do redis.call('ZADD', ns .. ':results:user:' .. users[i], ended, ARGV[12]) end
end
return {1, tostring(ver + 1), tostring(before + #entries)}
`;

const LEASE = `
local owner = redis.call('GET', KEYS[1])
if owner and owner ~= ARGV[1] then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2])
return 1
`;

type Client = RedisClientType;

/** The hash fields a game's index entry is made of (everything but the record). */
const META_FIELDS = ['channel', 'guild', 'status', 'live', 'wake'];
/** Games listed per pipelined round trip. */
const LIVE_BATCH = 500;

export class RedisRepository implements GameRepository {
  readonly kind = 'redis' as const;

  private constructor(
    private readonly client: Client,
    private readonly ns: string,
  ) {}

  static async open(url: string, namespace = 'risk'): Promise<RedisRepository> {
    const client = createClient({ url }) as unknown as Client;
    // Reconnection errors are reported to the caller of the failing command.
    client.on('error', () => undefined);
    await client.connect();
    return new RedisRepository(client, namespace);
  }

  private key(...parts: string[]): string {
    return [this.ns, ...parts].join(':');
  }

  async load(gameId: string): Promise<StoredGame | undefined> {
    const h = await this.client.hGetAll(this.key('game', gameId));
    if (!h || h.ver === undefined) return undefined;
    return { meta: this.meta(gameId, h), ver: Number(h.ver), data: h.data ?? '' };
  }

  private meta(gameId: string, h: Record<string, string>): GameMeta {
    return {
      gameId,
      channelId: h.channel ?? '',
      guildId: h.guild ? h.guild : null,
      status: h.status ?? '',
      live: h.live === '1',
      wakeAt: h.wake ? Number(h.wake) : null,
    };
  }

  async currentGameId(channelId: string): Promise<string | undefined> {
    return (await this.client.get(this.key('channel', channelId))) ?? undefined;
  }

  async commit(c: Commit): Promise<CommitOutcome> {
    const m = c.meta;
    const r = c.result;
    const out = (await this.client.eval(COMMIT, {
      keys: [this.key('game', m.gameId), this.key('log', m.gameId), this.key('channel', m.channelId), this.key('live')],
      arguments: [
        String(c.expectedVer),
        c.data,
        m.channelId,
        m.guildId ?? '',
        m.status,
        m.live ? '1' : '0',
        c.claimChannel ? '1' : '0',
        c.releaseChannel ? '1' : '0',
        m.wakeAt === null ? '' : String(m.wakeAt),
        // cjson would turn an empty array into {}; an empty table decodes either way.
        JSON.stringify(c.log.map((e) => JSON.stringify(e))),
        this.ns,
        m.gameId,
        r ? JSON.stringify(r) : '',
        r ? String(r.endedAt) : '0',
        r?.guildId ?? '',
        JSON.stringify(r ? r.seats.flatMap((s) => (s.userId ? [s.userId] : [])) : []),
      ],
    })) as [number, string, string?];
    if (out[0] !== 1) return { ok: false, reason: out[1] === 'channelTaken' ? 'channelTaken' : 'conflict' };
    return { ok: true, ver: Number(out[1]), logLength: Number(out[2]) };
  }

  async log(gameId: string, fromSeq = 0): Promise<LogEntry[]> {
    const items = await this.client.lRange(this.key('log', gameId), fromSeq, -1);
    return items.map((text, i) => ({ ...(JSON.parse(text) as Omit<LogEntry, 'seq'>), seq: fromSeq + i }));
  }

  async liveGames(): Promise<GameMeta[]> {
    const ids = (await this.client.sMembers(this.key('live'))).sort();
    const out: GameMeta[] = [];
    // One round trip per batch, not per game; only the index fields, never the record itself.
    for (let i = 0; i < ids.length; i += LIVE_BATCH) {
      const batch = ids.slice(i, i + LIVE_BATCH);
      const multi = this.client.multi();
      for (const id of batch) multi.hmGet(this.key('game', id), META_FIELDS);
      const rows = (await multi.execAsPipeline()) as unknown as (string | null)[][];
      batch.forEach((id, k) => {
        const row = rows[k] ?? [];
        const h: Record<string, string> = {};
        META_FIELDS.forEach((f, j) => {
          if (row[j] != null) h[f] = row[j]!;
        });
        if (h.live === '1') out.push(this.meta(id, h));
      });
    }
    return out;
  }

  async quarantine(q: QuarantineEntry): Promise<void> {
    await this.client
      .multi()
      .hSetNX(this.key('quarantine'), q.gameId, JSON.stringify(q))
      .hSet(this.key('game', q.gameId), { live: '0', status: 'quarantined', wake: '' })
      .sRem(this.key('live'), q.gameId)
      .exec();
  }

  async quarantined(gameId: string): Promise<QuarantineEntry | undefined> {
    const text = await this.client.hGet(this.key('quarantine'), gameId);
    return text ? (JSON.parse(text) as QuarantineEntry) : undefined;
  }

  resultsByGuild(guildId: string, limit = 50): Promise<GameResult[]> {
    return this.results(this.key('results', 'guild', guildId), limit);
  }

  resultsByUser(userId: string, limit = 50): Promise<GameResult[]> {
    return this.results(this.key('results', 'user', userId), limit);
  }

  async gameIds(channelId?: string): Promise<string[]> {
    const prefix = this.key('game', '');
    const ids: string[] = [];
    // SCAN, not KEYS: a large store is walked in steps without blocking the server.
    for await (const keys of this.client.scanIterator({ MATCH: `${prefix}*`, COUNT: 500 })) {
      for (const k of Array.isArray(keys) ? keys : [keys]) ids.push(k.slice(prefix.length));
    }
    ids.sort();
    if (!channelId) return ids;
    const channels = await Promise.all(ids.map((id) => this.client.hGet(this.key('game', id), 'channel')));
    return ids.filter((_, k) => channels[k] === channelId);
  }

  async resultOf(gameId: string): Promise<GameResult | undefined> {
    const text = await this.client.get(this.key('result', gameId));
    return text ? (JSON.parse(text) as GameResult) : undefined;
  }

  private async results(index: string, limit: number): Promise<GameResult[]> {
    const ids = await this.client.zRange(index, 0, limit - 1, { REV: true });
    if (!ids.length) return [];
    const texts = await this.client.mGet(ids.map((id) => this.key('result', id)));
    return texts.flatMap((t) => (t ? [JSON.parse(t) as GameResult] : []));
  }

  async lease(key: string, owner: string, ttlMs: number): Promise<boolean> {
    const out = await this.client.eval(LEASE, {
      keys: [this.key('lease', key)],
      arguments: [owner, String(Math.max(1, Math.round(ttlMs)))],
    });
    return out === 1;
  }

  private tournamentStore: TournamentStore | null = null;
  /** The tournaments' records, on the same server (src/store/tournaments.ts). */
  tournaments(): TournamentStore {
    return (this.tournamentStore ??= new RedisTournamentStore(this.client, this.ns));
  }

  private playerGameStore: PlayerGamesStore | null = null;
  /** Which games each player sits in (src/store/player-games.ts). */
  playerGames(): PlayerGamesStore {
    return (this.playerGameStore ??= new RedisPlayerGames(this.client, this.ns));
  }

  private ratingStore: RatingStore | null = null;
  /** Players' ratings per server, on the same server (src/store/ratings.ts). */
  ratings(): RatingStore {
    return (this.ratingStore ??= new RedisRatingStore(this.client, this.ns));
  }

  private prefStore: PrefsStore | null = null;
  /** Server settings, players' preferences, follows (src/store/prefs.ts). */
  prefs(): PrefsStore {
    return (this.prefStore ??= new RedisPrefs(this.client, this.ns));
  }

  async close(): Promise<void> {
    await this.client.close();
  }
}
