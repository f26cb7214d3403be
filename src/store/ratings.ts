// Ratings in the store: one row per (server, scope, player) where scope is a ruleset or '*'
// (every ruleset), indexed by the shown rating for the leaderboard; a row per rated game so a
// game is rated once; each player's rating history. A game's updates are written together,
// each row compared on its version (two games ending at once with a player in common: the
// second is told to read again). SQL for SQLite and PostgreSQL; Redis with sorted sets.
import type { RedisClientType } from 'redis';
import { schemaOnFirstUse } from './lazy-schema.ts';
import type { SqlDriver } from './sql-repo.ts';

export interface RatingRow {
  userId: string;
  name: string;
  mu: number;
  sigma: number;
  ordinal: number;
  games: number;
  wins: number;
  ver: number;
}

export interface RatingUpdate {
  scope: string;
  userId: string;
  name: string;
  mu: number;
  sigma: number;
  ordinal: number;
  won: boolean;
  /** The row's version when it was read; 0 = no row yet. */
  expectedVer: number;
  /** Dice luck in this game (map games): armies lost in battle, and the average for the same rolls. */
  luck?: { lost: number; expected: number };
}

export type RatingApply = 'ok' | 'done' | 'conflict';

export interface RatingStore {
  current(guildId: string, scope: string, userIds: readonly string[]): Promise<Map<string, RatingRow>>;
  apply(gameId: string, guildId: string, at: number, updates: readonly RatingUpdate[]): Promise<RatingApply>;
  leaderboard(guildId: string, scope: string, offset: number, limit: number): Promise<RatingRow[]>;
  /** 1 + the players rated above; null when the player has no rating there. */
  rankOf(guildId: string, scope: string, userId: string): Promise<{ rank: number; row: RatingRow } | null>;
  count(guildId: string, scope: string): Promise<number>;
  history(guildId: string, scope: string, userId: string, limit: number): Promise<{ at: number; ordinal: number }[]>;
  /** Dice luck summed over the player's rated map games (null: none fought). */
  luck(guildId: string, userId: string): Promise<{ lost: number; expected: number } | null>;
}

export function ratingSchemaSql(dialect: 'sqlite' | 'postgres'): string[] {
  const big = dialect === 'postgres' ? 'BIGINT' : 'INTEGER';
  const real = dialect === 'postgres' ? 'DOUBLE PRECISION' : 'REAL';
  return [
    `CREATE TABLE IF NOT EXISTS risk_ratings (
      guild_id TEXT NOT NULL, scope TEXT NOT NULL, user_id TEXT NOT NULL, name TEXT NOT NULL,
      mu ${real} NOT NULL, sigma ${real} NOT NULL, ordinal ${big} NOT NULL, games ${big} NOT NULL,
      wins ${big} NOT NULL, ver ${big} NOT NULL, PRIMARY KEY (guild_id, scope, user_id))`,
    `CREATE INDEX IF NOT EXISTS risk_ratings_board ON risk_ratings (guild_id, scope, ordinal DESC, games DESC, user_id)`,
    `CREATE TABLE IF NOT EXISTS risk_rated_games (game_id TEXT PRIMARY KEY, at ${big} NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS risk_rating_history (
      guild_id TEXT NOT NULL, scope TEXT NOT NULL, user_id TEXT NOT NULL, at ${big} NOT NULL,
      game_id TEXT NOT NULL, ordinal ${big} NOT NULL, lost ${real}, expected ${real},
      PRIMARY KEY (guild_id, scope, user_id, game_id))`,
    `CREATE INDEX IF NOT EXISTS risk_rating_history_at ON risk_rating_history (guild_id, scope, user_id, at)`,
  ];
}

interface Row {
  user_id: string;
  name: string;
  mu: number | string;
  sigma: number | string;
  ordinal: number | string;
  games: number | string;
  wins: number | string;
  ver: number | string;
}

const rowOf = (r: Row): RatingRow => ({
  userId: r.user_id,
  name: r.name,
  mu: Number(r.mu),
  sigma: Number(r.sigma),
  ordinal: Number(r.ordinal),
  games: Number(r.games),
  wins: Number(r.wins),
  ver: Number(r.ver),
});

class Conflict extends Error {}

export class SqlRatingStore implements RatingStore {
  /** Made on first use: these tables came after the games' schema. */
  readonly schema: () => Promise<void>;

  constructor(
    dialect: 'sqlite' | 'postgres',
    private readonly db: SqlDriver,
  ) {
    this.schema = schemaOnFirstUse(dialect, db, ratingSchemaSql(dialect));
  }

  async current(guildId: string, scope: string, userIds: readonly string[]): Promise<Map<string, RatingRow>> {
    await this.schema();
    if (!userIds.length) return new Map();
    const rows = await this.db.all<Row>(
      `SELECT * FROM risk_ratings WHERE guild_id = ? AND scope = ? AND user_id IN (${userIds.map(() => '?').join(', ')})`,
      [guildId, scope, ...userIds],
    );
    return new Map(rows.map((r) => [r.user_id, rowOf(r)]));
  }

  async apply(gameId: string, guildId: string, at: number, updates: readonly RatingUpdate[]): Promise<RatingApply> {
    await this.schema();
    try {
      return await this.db.transaction(async (tx) => {
        await tx.lock(`ratings:${guildId}`);
        const added = await tx.run(
          'INSERT INTO risk_rated_games (game_id, at) VALUES (?, ?) ON CONFLICT (game_id) DO NOTHING',
          [gameId, at],
        );
        if (added === 0) return 'done' as const;
        for (const u of updates) {
          const win = u.won ? 1 : 0;
          const changed =
            u.expectedVer === 0
              ? await tx.run(
                  `INSERT INTO risk_ratings (guild_id, scope, user_id, name, mu, sigma, ordinal, games, wins, ver)
                   VALUES (?, ?, ?, ?, ?, ?, ?, 1, ?, 1) ON CONFLICT (guild_id, scope, user_id) DO NOTHING`,
                  [guildId, u.scope, u.userId, u.name, u.mu, u.sigma, u.ordinal, win],
                )
              : await tx.run(
                  `UPDATE risk_ratings SET name = ?, mu = ?, sigma = ?, ordinal = ?, games = games + 1, wins = wins + ?, ver = ver + 1
                   WHERE guild_id = ? AND scope = ? AND user_id = ? AND ver = ?`,
                  [u.name, u.mu, u.sigma, u.ordinal, win, guildId, u.scope, u.userId, u.expectedVer],
                );
          if (changed === 0) throw new Conflict();
          await tx.run(
            `INSERT INTO risk_rating_history (guild_id, scope, user_id, at, game_id, ordinal, lost, expected)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (guild_id, scope, user_id, game_id) DO NOTHING`,
            [guildId, u.scope, u.userId, at, gameId, u.ordinal, u.luck?.lost ?? null, u.luck?.expected ?? null],
          );
        }
        return 'ok' as const;
      });
    } catch (e) {
      if (e instanceof Conflict) return 'conflict';
      throw e;
    }
  }

  async leaderboard(guildId: string, scope: string, offset: number, limit: number): Promise<RatingRow[]> {
    await this.schema();
    const rows = await this.db.all<Row>(
      `SELECT * FROM risk_ratings WHERE guild_id = ? AND scope = ?
       ORDER BY ordinal DESC, games DESC, user_id LIMIT ? OFFSET ?`,
      [guildId, scope, limit, offset],
    );
    return rows.map(rowOf);
  }

  async rankOf(guildId: string, scope: string, userId: string): Promise<{ rank: number; row: RatingRow } | null> {
    const row = (await this.current(guildId, scope, [userId])).get(userId);
    if (!row) return null;
    const [above] = await this.db.all<{ n: number | string }>(
      'SELECT COUNT(*) AS n FROM risk_ratings WHERE guild_id = ? AND scope = ? AND ordinal > ?',
      [guildId, scope, row.ordinal],
    );
    return { rank: Number(above?.n ?? 0) + 1, row };
  }

  async count(guildId: string, scope: string): Promise<number> {
    await this.schema();
    const [r] = await this.db.all<{ n: number | string }>(
      'SELECT COUNT(*) AS n FROM risk_ratings WHERE guild_id = ? AND scope = ?',
      [guildId, scope],
    );
    return Number(r?.n ?? 0);
  }

  async history(
    guildId: string,
    scope: string,
    userId: string,
    limit: number,
  ): Promise<{ at: number; ordinal: number }[]> {
    await this.schema();
    const rows = await this.db.all<{ at: number | string; ordinal: number | string }>(
      `SELECT at, ordinal FROM risk_rating_history WHERE guild_id = ? AND scope = ? AND user_id = ?
       ORDER BY at DESC LIMIT ?`,
      [guildId, scope, userId, limit],
    );
    return rows.map((r) => ({ at: Number(r.at), ordinal: Number(r.ordinal) })).reverse();
  }

  async luck(guildId: string, userId: string): Promise<{ lost: number; expected: number } | null> {
    await this.schema();
    const [r] = await this.db.all<{ lost: number | string | null; expected: number | string | null }>(
      `SELECT SUM(lost) AS lost, SUM(expected) AS expected FROM risk_rating_history
       WHERE guild_id = ? AND scope = '*' AND user_id = ? AND lost IS NOT NULL`,
      [guildId, userId],
    );
    return r && r.lost !== null ? { lost: Number(r.lost), expected: Number(r.expected) } : null;
  }
}

// KEYS: none (built from ARGV[1] namespace). ARGV: ns, guild, gameId, at, updates (JSON).
const APPLY = `
local ns, guild, game, at = ARGV[1], ARGV[2], ARGV[3], ARGV[4]
if redis.call('EXISTS', ns .. ':rated:' .. game) == 1 then return 'done' end
local updates = cjson.decode(ARGV[5])
for i = 1, #updates do
  local u = updates[i]
  local key = ns .. ':rating:' .. guild .. ':' .. u.scope .. ':' .. u.userId
  local ver = tonumber(redis.call('HGET', key, 'ver') or '0')
  if ver ~= u.expectedVer then return 'conflict' end
end
redis.call('SET', ns .. ':rated:' .. game, at)
for i = 1, #updates do
  local u = updates[i]
  local key = ns .. ':rating:' .. guild .. ':' .. u.scope .. ':' .. u.userId
  local win = 0
  if u.won then win = 1 end
  redis.call('HSET', key, 'name', u.name, 'mu', u.mu, 'sigma', u.sigma, 'ordinal', u.ordinal, 'ver', u.expectedVer + 1)
  redis.call('HINCRBY', key, 'games', 1)
  redis.call('HINCRBY', key, 'wins', win)
  redis.call('ZADD', ns .. ':ratings:' .. guild .. ':' .. u.scope, u.ordinal, u.userId)
  local hist = ns .. ':rating-history:' .. guild .. ':' .. u.scope .. ':' .. u.userId
  local luck = ''
  if u.luck then luck = ':' .. u.luck.lost .. ':' .. u.luck.expected end
  redis.call('RPUSH', hist, at .. ':' .. u.ordinal .. luck)
  redis.call('LTRIM', hist, -500, -1)
end
return 'ok'
`;

const FIELDS = ['name', 'mu', 'sigma', 'ordinal', 'games', 'wins', 'ver'];

export class RedisRatingStore implements RatingStore {
  constructor(
    private readonly client: RedisClientType,
    private readonly ns: string,
  ) {}

  private rowKey(guildId: string, scope: string, userId: string): string {
    return `${this.ns}:rating:${guildId}:${scope}:${userId}`;
  }

  private async rows(guildId: string, scope: string, userIds: readonly string[]): Promise<RatingRow[]> {
    const multi = this.client.multi();
    for (const id of userIds) multi.hmGet(this.rowKey(guildId, scope, id), FIELDS);
    const got = (await multi.exec()) as unknown as (string | null)[][];
    return userIds.flatMap((userId, i) => {
      const v = got[i];
      if (!v || v[6] === null) return [];
      return [
        rowOf({
          user_id: userId,
          name: v[0] ?? '',
          mu: v[1]!,
          sigma: v[2]!,
          ordinal: v[3]!,
          games: v[4]!,
          wins: v[5]!,
          ver: v[6]!,
        }),
      ];
    });
  }

  async current(guildId: string, scope: string, userIds: readonly string[]): Promise<Map<string, RatingRow>> {
    return new Map((await this.rows(guildId, scope, userIds)).map((r) => [r.userId, r]));
  }

  async apply(gameId: string, guildId: string, at: number, updates: readonly RatingUpdate[]): Promise<RatingApply> {
    const out = await this.client.eval(APPLY, {
      keys: [],
      arguments: [this.ns, guildId, gameId, String(at), JSON.stringify(updates)],
    });
    return out as RatingApply;
  }

  async leaderboard(guildId: string, scope: string, offset: number, limit: number): Promise<RatingRow[]> {
    const ids = await this.client.zRange(`${this.ns}:ratings:${guildId}:${scope}`, offset, offset + limit - 1, {
      REV: true,
    });
    return this.rows(guildId, scope, ids);
  }

  async rankOf(guildId: string, scope: string, userId: string): Promise<{ rank: number; row: RatingRow } | null> {
    const row = (await this.current(guildId, scope, [userId])).get(userId);
    if (!row) return null;
    const above = await this.client.zCount(`${this.ns}:ratings:${guildId}:${scope}`, `(${row.ordinal}`, '+inf');
    return { rank: above + 1, row };
  }

  count(guildId: string, scope: string): Promise<number> {
    return this.client.zCard(`${this.ns}:ratings:${guildId}:${scope}`);
  }

  async history(
    guildId: string,
    scope: string,
    userId: string,
    limit: number,
  ): Promise<{ at: number; ordinal: number }[]> {
    const items = await this.client.lRange(`${this.ns}:rating-history:${guildId}:${scope}:${userId}`, -limit, -1);
    return items.map((s) => {
      const [at, ord] = s.split(':');
      return { at: Number(at), ordinal: Number(ord) };
    });
  }

  async luck(guildId: string, userId: string): Promise<{ lost: number; expected: number } | null> {
    const items = await this.client.lRange(`${this.ns}:rating-history:${guildId}:*:${userId}`, 0, -1);
    const fought = items.map((s) => s.split(':')).filter((p) => p.length === 4);
    if (!fought.length) return null;
    return {
      lost: fought.reduce((a, p) => a + Number(p[2]), 0),
      expected: fought.reduce((a, p) => a + Number(p[3]), 0),
    };
  }
}
