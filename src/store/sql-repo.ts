// GameRepository over SQL (SQLite or PostgreSQL): one transaction per commit, the
// compare-and-set as `UPDATE … WHERE ver = ?`, the log and results as rows in the same
// transaction.
import type {
  Commit,
  CommitOutcome,
  GameMeta,
  GameRepository,
  GameResult,
  LogEntry,
  NewLogEntry,
  QuarantineEntry,
  StoredGame,
} from './repository.ts';
import { SqlPlayerGames, type PlayerGamesStore } from './player-games.ts';
import { SqlPrefs, type PrefsStore } from './prefs.ts';
import { SqlRatingStore, type RatingStore } from './ratings.ts';
import { SqlTournamentStore, type TournamentStore } from './tournaments.ts';
import { logOf, metaOf, resultsOf, type GameRow, type LogRow, type ResultRow, type SeatRow } from './sql-schema.ts';

/** Log rows per INSERT: 9 parameters each, under SQLite's oldest limit of 999 per statement. */
const LOG_ROWS_PER_INSERT = 100;
export interface SqlTx {
  all<T>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Rows changed. */
  run(sql: string, params?: unknown[]): Promise<number>;
  /** Serialises transactions on `key` until this one ends (no-op where every write is serialised). */
  lock(key: string): Promise<void>;
}

export interface SqlDriver extends SqlTx {
  /** Runs fn in one transaction that takes the write lock up front; rolls back if fn throws. */
  transaction<T>(fn: (tx: SqlTx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const live = (m: GameMeta) => (m.live ? 1 : 0);

/** A log entry with its action and events as the JSON text stored. */
export interface EncodedLogEntry extends Omit<NewLogEntry, 'action' | 'events'> {
  action: string | null;
  events: string;
}
/** A commit whose log entries are encoded (what the SQLite thread is sent: text crosses threads as a copy). */
export interface EncodedCommit extends Omit<Commit, 'log'> {
  log: EncodedLogEntry[];
}
export const encodeCommit = (c: Commit): EncodedCommit => ({
  ...c,
  log: c.log.map((e) => ({
    ...e,
    action: e.action === undefined ? null : JSON.stringify(e.action),
    events: JSON.stringify(e.events),
  })),
});

export class SqlRepository implements GameRepository {
  constructor(
    readonly kind: 'sqlite' | 'postgres',
    private readonly db: SqlDriver,
  ) {}

  async load(gameId: string): Promise<StoredGame | undefined> {
    const [row] = await this.db.all<GameRow>('SELECT * FROM risk_games WHERE game_id = ?', [gameId]);
    return row ? { meta: metaOf(row), ver: Number(row.ver), data: row.data } : undefined;
  }

  async currentGameId(channelId: string): Promise<string | undefined> {
    const [row] = await this.db.all<{ game_id: string }>('SELECT game_id FROM risk_channels WHERE channel_id = ?', [
      channelId,
    ]);
    return row?.game_id;
  }

  async loadChannel(channelId: string): Promise<StoredGame | undefined> {
    const [row] = await this.db.all<GameRow>(
      'SELECT g.* FROM risk_channels c JOIN risk_games g ON g.game_id = c.game_id WHERE c.channel_id = ?',
      [channelId],
    );
    return row ? { meta: metaOf(row), ver: Number(row.ver), data: row.data } : undefined;
  }

  commit(c: Commit): Promise<CommitOutcome> {
    return this.commitEncoded(encodeCommit(c));
  }

  /** `commit` with the log entries encoded already. */
  commitEncoded(c: EncodedCommit): Promise<CommitOutcome> {
    const m = c.meta;
    return this.db.transaction(async (tx) => {
      if (c.claimChannel) {
        // Two new games racing for one channel: the second waits here, then sees the first.
        await tx.lock(`channel:${m.channelId}`);
        const [holder] = await tx.all<{ game_id: string; live: number | string }>(
          'SELECT g.game_id, g.live FROM risk_channels c JOIN risk_games g ON g.game_id = c.game_id WHERE c.channel_id = ?',
          [m.channelId],
        );
        if (holder && holder.game_id !== m.gameId && Number(holder.live) === 1)
          return { ok: false, reason: 'channelTaken' } as const;
      }
      let logLength: number;
      if (c.expectedVer === 0) {
        const inserted = await tx.run(
          `INSERT INTO risk_games (game_id, channel_id, guild_id, status, live, wake_at, ver, log_length, data)
           VALUES (?, ?, ?, ?, ?, ?, 1, ?, ?) ON CONFLICT (game_id) DO NOTHING`,
          [m.gameId, m.channelId, m.guildId, m.status, live(m), m.wakeAt, c.log.length, c.data],
        );
        if (inserted === 0) return { ok: false, reason: 'conflict' } as const;
        logLength = 0;
      } else {
        // The compare-and-set and the log position in one statement (RETURNING: SQLite 3.35+, PostgreSQL).
        const [row] = await tx.all<{ log_length: number | string }>(
          `UPDATE risk_games SET status = ?, live = ?, wake_at = ?, ver = ver + 1, log_length = log_length + ?, data = ?
           WHERE game_id = ? AND ver = ? RETURNING log_length`,
          [m.status, live(m), m.wakeAt, c.log.length, c.data, m.gameId, c.expectedVer],
        );
        if (!row) return { ok: false, reason: 'conflict' } as const;
        logLength = Number(row.log_length) - c.log.length;
      }
      // The log entries in as few statements as the drivers allow (a whole AI stretch can be hundreds).
      for (let from = 0; from < c.log.length; from += LOG_ROWS_PER_INSERT) {
        const rows = c.log.slice(from, from + LOG_ROWS_PER_INSERT);
        await tx.run(
          `INSERT INTO risk_log (game_id, seq, at, kind, actor, user_id, interaction_id, action, events) VALUES ${rows
            .map(() => '(?, ?, ?, ?, ?, ?, ?, ?, ?)')
            .join(', ')}`,
          rows.flatMap((e, i) => [
            m.gameId,
            logLength + from + i,
            e.at,
            e.kind,
            e.actor,
            e.userId,
            e.interactionId,
            e.action,
            e.events,
          ]),
        );
      }
      if (c.claimChannel) {
        await tx.run(
          'INSERT INTO risk_channels (channel_id, game_id) VALUES (?, ?) ON CONFLICT (channel_id) DO UPDATE SET game_id = excluded.game_id',
          [m.channelId, m.gameId],
        );
      }
      if (c.releaseChannel)
        await tx.run('DELETE FROM risk_channels WHERE channel_id = ? AND game_id = ?', [m.channelId, m.gameId]);
      if (c.result) await this.insertResult(tx, c.result);
      return { ok: true, ver: c.expectedVer + 1, logLength: logLength + c.log.length } as const;
    });
  }

  private async insertResult(tx: SqlTx, r: GameResult): Promise<void> {
    const added = await tx.run(
      `INSERT INTO risk_results (game_id, guild_id, channel_id, ruleset, started_at, ended_at, duration_ms, rounds)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (game_id) DO NOTHING`,
      [r.gameId, r.guildId, r.channelId, r.ruleset, r.startedAt, r.endedAt, r.endedAt - r.startedAt, r.rounds],
    );
    if (added === 0) return;
    for (const s of r.seats) {
      await tx.run(
        'INSERT INTO risk_result_seats (game_id, seat, user_id, name, kind, place, score) VALUES (?, ?, ?, ?, ?, ?, ?)',
        [r.gameId, s.seat, s.userId, s.name, s.kind, s.place, s.score],
      );
    }
  }

  async log(gameId: string, fromSeq = 0): Promise<LogEntry[]> {
    const rows = await this.db.all<LogRow>('SELECT * FROM risk_log WHERE game_id = ? AND seq >= ? ORDER BY seq', [
      gameId,
      fromSeq,
    ]);
    return rows.map(logOf);
  }

  async liveGames(): Promise<GameMeta[]> {
    const rows = await this.db.all<GameRow>(
      "SELECT game_id, channel_id, guild_id, status, live, wake_at, ver, log_length, '' AS data FROM risk_games WHERE live = 1 ORDER BY game_id",
    );
    return rows.map(metaOf);
  }

  async quarantine(q: QuarantineEntry): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.run(
        'INSERT INTO risk_quarantine (game_id, error_id, reason, at) VALUES (?, ?, ?, ?) ON CONFLICT (game_id) DO NOTHING',
        [q.gameId, q.errorId, q.reason, q.at],
      );
      await tx.run("UPDATE risk_games SET live = 0, status = 'quarantined', wake_at = NULL WHERE game_id = ?", [
        q.gameId,
      ]);
    });
  }

  async quarantined(gameId: string): Promise<QuarantineEntry | undefined> {
    const [row] = await this.db.all<{ game_id: string; error_id: string; reason: string; at: number | string }>(
      'SELECT * FROM risk_quarantine WHERE game_id = ?',
      [gameId],
    );
    return row ? { gameId: row.game_id, errorId: row.error_id, reason: row.reason, at: Number(row.at) } : undefined;
  }

  async gameIds(channelId?: string): Promise<string[]> {
    const rows = channelId
      ? await this.db.all<{ game_id: string }>('SELECT game_id FROM risk_games WHERE channel_id = ? ORDER BY game_id', [
          channelId,
        ])
      : await this.db.all<{ game_id: string }>('SELECT game_id FROM risk_games ORDER BY game_id');
    return rows.map((r) => r.game_id);
  }

  async resultOf(gameId: string): Promise<GameResult | undefined> {
    const rows = await this.db.all<ResultRow>('SELECT * FROM risk_results WHERE game_id = ?', [gameId]);
    return (await this.withSeats(rows))[0];
  }

  async backupTo(path: string): Promise<void> {
    if (this.kind !== 'sqlite') throw new Error('backupTo: SQLite only (PostgreSQL: pg_dump; see docs/operations.md)');
    // VACUUM INTO writes a consistent, compact copy from one read transaction: the bot keeps
    // writing meanwhile (WAL), and the copy is a whole SQLite file, ready to be opened as is.
    await this.db.run('VACUUM INTO ?', [path]);
  }

  async resultsByGuild(guildId: string, limit = 50): Promise<GameResult[]> {
    const rows = await this.db.all<ResultRow>(
      'SELECT * FROM risk_results WHERE guild_id = ? ORDER BY ended_at DESC LIMIT ?',
      [guildId, limit],
    );
    return this.withSeats(rows);
  }

  async resultsByUser(userId: string, limit = 50): Promise<GameResult[]> {
    const rows = await this.db.all<ResultRow>(
      'SELECT r.* FROM risk_results r WHERE r.game_id IN (SELECT game_id FROM risk_result_seats WHERE user_id = ?) ORDER BY r.ended_at DESC LIMIT ?',
      [userId, limit],
    );
    return this.withSeats(rows);
  }

  private async withSeats(rows: ResultRow[]): Promise<GameResult[]> {
    if (!rows.length) return [];
    const marks = rows.map(() => '?').join(', ');
    const seats = await this.db.all<SeatRow>(
      `SELECT * FROM risk_result_seats WHERE game_id IN (${marks})`,
      rows.map((r) => r.game_id),
    );
    return resultsOf(rows, seats);
  }

  async lease(key: string, owner: string, ttlMs: number, now: number): Promise<boolean> {
    const changed = await this.db.run(
      `INSERT INTO risk_leases (lease_key, owner, until_ms) VALUES (?, ?, ?)
       ON CONFLICT (lease_key) DO UPDATE SET owner = excluded.owner, until_ms = excluded.until_ms
       WHERE risk_leases.until_ms < ? OR risk_leases.owner = excluded.owner`,
      [key, owner, now + ttlMs, now],
    );
    return changed > 0;
  }

  private tournamentStore: TournamentStore | null = null;
  /** The tournaments' records, in the same database (src/store/tournaments.ts). */
  tournaments(): TournamentStore {
    return (this.tournamentStore ??= new SqlTournamentStore(this.kind, this.db));
  }

  private playerGameStore: PlayerGamesStore | null = null;
  /** Which games each player sits in (src/store/player-games.ts). */
  playerGames(): PlayerGamesStore {
    return (this.playerGameStore ??= new SqlPlayerGames(this.kind, this.db));
  }

  private ratingStore: RatingStore | null = null;
  /** Players' ratings per server, in the same database (src/store/ratings.ts). */
  ratings(): RatingStore {
    return (this.ratingStore ??= new SqlRatingStore(this.kind, this.db));
  }

  private prefStore: PrefsStore | null = null;
  /** Server settings, players' preferences, follows (src/store/prefs.ts). */
  prefs(): PrefsStore {
    return (this.prefStore ??= new SqlPrefs(this.kind, this.db));
  }

  /**
   * SQLite: the earlier build's keyv rows whose key starts with `prefix:`, from this store's own
   * file on this connection (src/store/legacy.ts); none without its table.
   */
  async legacyKeyvRows(prefix: string): Promise<{ key: string; value: string }[]> {
    if (this.kind !== 'sqlite') return [];
    const tables = await this.db.all("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'keyv'");
    if (!tables.length) return [];
    return this.db.all<{ key: string; value: string }>('SELECT key, value FROM keyv WHERE key LIKE ?', [`${prefix}:%`]);
  }

  close(): Promise<void> {
    return this.db.close();
  }
}
