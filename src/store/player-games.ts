// Which games a player sits in (for /risk games): a row per (player, game) added when a game's
// lobby changes or it starts; a row whose game is over or that the player left is dropped when
// it is next read. Beside it, each player's vacation (/risk vacation): the date it ends, kept so a
// game they join or that starts later is covered too. SQL for SQLite and PostgreSQL; a set per
// player and one hash of vacations on Redis.
import type { RedisClientType } from 'redis';
import { schemaOnFirstUse } from './lazy-schema.ts';
import type { SqlDriver } from './sql-repo.ts';

export interface PlayerGamesStore {
  add(gameId: string, userIds: readonly string[]): Promise<void>;
  gamesOf(userId: string): Promise<string[]>;
  remove(userId: string, gameIds: readonly string[]): Promise<void>;
  /** A player's vacation until `until` (ms), or none (null). */
  setVacation(userId: string, until: number | null): Promise<void>;
  /** The vacations of these players still running at `now`. */
  vacations(userIds: readonly string[], now: number): Promise<Map<string, number>>;
}

export class SqlPlayerGames implements PlayerGamesStore {
  private readonly schema: () => Promise<void>;

  constructor(
    dialect: 'sqlite' | 'postgres',
    private readonly db: SqlDriver,
  ) {
    this.schema = schemaOnFirstUse(dialect, db, [
      'CREATE TABLE IF NOT EXISTS risk_player_games (user_id TEXT NOT NULL, game_id TEXT NOT NULL, PRIMARY KEY (user_id, game_id))',
      `CREATE TABLE IF NOT EXISTS risk_vacations (user_id TEXT PRIMARY KEY, until_at ${dialect === 'postgres' ? 'BIGINT' : 'INTEGER'} NOT NULL)`,
    ]);
  }

  async add(gameId: string, userIds: readonly string[]): Promise<void> {
    await this.schema();
    if (!userIds.length) return;
    await this.db.run(
      `INSERT INTO risk_player_games (user_id, game_id) VALUES ${userIds.map(() => '(?, ?)').join(', ')}
       ON CONFLICT (user_id, game_id) DO NOTHING`,
      userIds.flatMap((u) => [u, gameId]),
    );
  }

  async gamesOf(userId: string): Promise<string[]> {
    await this.schema();
    const rows = await this.db.all<{ game_id: string }>(
      'SELECT game_id FROM risk_player_games WHERE user_id = ? ORDER BY game_id LIMIT 200',
      [userId],
    );
    return rows.map((r) => r.game_id);
  }

  async remove(userId: string, gameIds: readonly string[]): Promise<void> {
    await this.schema();
    for (const g of gameIds)
      await this.db.run('DELETE FROM risk_player_games WHERE user_id = ? AND game_id = ?', [userId, g]);
  }

  async setVacation(userId: string, until: number | null): Promise<void> {
    await this.schema();
    if (until === null) await this.db.run('DELETE FROM risk_vacations WHERE user_id = ?', [userId]);
    else
      await this.db.run(
        'INSERT INTO risk_vacations (user_id, until_at) VALUES (?, ?) ON CONFLICT (user_id) DO UPDATE SET until_at = excluded.until_at',
        [userId, until],
      );
  }

  async vacations(userIds: readonly string[], now: number): Promise<Map<string, number>> {
    await this.schema();
    if (!userIds.length) return new Map();
    const rows = await this.db.all<{ user_id: string; until_at: number | string }>(
      `SELECT user_id, until_at FROM risk_vacations WHERE user_id IN (${userIds.map(() => '?').join(', ')}) AND until_at > ?`,
      [...userIds, now],
    );
    return new Map(rows.map((r) => [r.user_id, Number(r.until_at)]));
  }
}

export class RedisPlayerGames implements PlayerGamesStore {
  constructor(
    private readonly client: RedisClientType,
    private readonly ns: string,
  ) {}

  async add(gameId: string, userIds: readonly string[]): Promise<void> {
    const multi = this.client.multi();
    for (const u of userIds) multi.sAdd(`${this.ns}:player-games:${u}`, gameId);
    await multi.exec();
  }

  async gamesOf(userId: string): Promise<string[]> {
    return (await this.client.sMembers(`${this.ns}:player-games:${userId}`)).sort().slice(0, 200);
  }

  async remove(userId: string, gameIds: readonly string[]): Promise<void> {
    if (gameIds.length) await this.client.sRem(`${this.ns}:player-games:${userId}`, [...gameIds]);
  }

  async setVacation(userId: string, until: number | null): Promise<void> {
    if (until === null) await this.client.hDel(`${this.ns}:vacations`, userId);
    else await this.client.hSet(`${this.ns}:vacations`, userId, String(until));
  }

  async vacations(userIds: readonly string[], now: number): Promise<Map<string, number>> {
    if (!userIds.length) return new Map();
    const got = await this.client.hmGet(`${this.ns}:vacations`, [...userIds]);
    return new Map(
      userIds.flatMap((u, i) => (got[i] !== null && Number(got[i]) > now ? [[u, Number(got[i])] as const] : [])),
    );
  }
}
