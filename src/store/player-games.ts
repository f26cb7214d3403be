// Which games a player sits in (for /risk games): a row per (player, game) added when a game's
// lobby changes or it starts; a row whose game is over or that the player left is dropped when
// it is next read. SQL for SQLite and PostgreSQL; a set per player on Redis.
import type { RedisClientType } from 'redis';
import { schemaOnFirstUse } from './lazy-schema.ts';
import type { SqlDriver } from './sql-repo.ts';

export interface PlayerGamesStore {
  add(gameId: string, userIds: readonly string[]): Promise<void>;
  gamesOf(userId: string): Promise<string[]>;
  remove(userId: string, gameIds: readonly string[]): Promise<void>;
}

export class SqlPlayerGames implements PlayerGamesStore {
  private readonly schema: () => Promise<void>;

  constructor(
    dialect: 'sqlite' | 'postgres',
    private readonly db: SqlDriver,
  ) {
    this.schema = schemaOnFirstUse(dialect, db, [
      'CREATE TABLE IF NOT EXISTS risk_player_games (user_id TEXT NOT NULL, game_id TEXT NOT NULL, PRIMARY KEY (user_id, game_id))',
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
}
