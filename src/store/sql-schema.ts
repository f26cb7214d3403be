// The relational shape shared by SQLite and PostgreSQL (types differ only in spelling).
// Games are blobs with a few indexed columns; the log and the results are real rows, so
// "games of this server" and "this user's results" are indexed queries.

export function schemaSql(dialect: 'sqlite' | 'postgres'): string[] {
  const big = dialect === 'postgres' ? 'BIGINT' : 'INTEGER';
  const real = dialect === 'postgres' ? 'DOUBLE PRECISION' : 'REAL';
  return [
    `CREATE TABLE IF NOT EXISTS risk_games (
      game_id TEXT PRIMARY KEY, channel_id TEXT NOT NULL, guild_id TEXT, status TEXT NOT NULL,
      live ${big} NOT NULL, wake_at ${big}, ver ${big} NOT NULL, log_length ${big} NOT NULL, data TEXT NOT NULL)`,
    // Start-up reads live games only: a partial index keeps that independent of the archive.
    `CREATE INDEX IF NOT EXISTS risk_games_live ON risk_games (game_id) WHERE live = 1`,
    `CREATE TABLE IF NOT EXISTS risk_channels (channel_id TEXT PRIMARY KEY, game_id TEXT NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS risk_log (
      game_id TEXT NOT NULL, seq ${big} NOT NULL, at ${big} NOT NULL, kind TEXT NOT NULL, actor ${big},
      user_id TEXT, interaction_id TEXT, action TEXT, events TEXT NOT NULL, PRIMARY KEY (game_id, seq))`,
    `CREATE TABLE IF NOT EXISTS risk_results (
      game_id TEXT PRIMARY KEY, guild_id TEXT, channel_id TEXT NOT NULL, ruleset TEXT NOT NULL,
      started_at ${big} NOT NULL, ended_at ${big} NOT NULL, duration_ms ${big} NOT NULL, rounds ${big} NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS risk_results_guild ON risk_results (guild_id, ended_at)`,
    `CREATE TABLE IF NOT EXISTS risk_result_seats (
      game_id TEXT NOT NULL, seat ${big} NOT NULL, user_id TEXT, name TEXT NOT NULL, kind TEXT NOT NULL,
      place ${big} NOT NULL, score ${real}, PRIMARY KEY (game_id, seat))`,
    `CREATE INDEX IF NOT EXISTS risk_result_seats_user ON risk_result_seats (user_id)`,
    `CREATE TABLE IF NOT EXISTS risk_quarantine (game_id TEXT PRIMARY KEY, error_id TEXT NOT NULL, reason TEXT NOT NULL, at ${big} NOT NULL)`,
    `CREATE TABLE IF NOT EXISTS risk_leases (lease_key TEXT PRIMARY KEY, owner TEXT NOT NULL, until_ms ${big} NOT NULL)`,
  ];
}

export interface GameRow {
  game_id: string;
  channel_id: string;
  guild_id: string | null;
  status: string;
  live: number | string;
  wake_at: number | string | null;
  ver: number | string;
  log_length: number | string;
  data: string;
}

export interface LogRow {
  seq: number | string;
  at: number | string;
  kind: string;
  actor: number | string | null;
  user_id: string | null;
  interaction_id: string | null;
  action: string | null;
  events: string;
}

export interface ResultRow {
  game_id: string;
  guild_id: string | null;
  channel_id: string;
  ruleset: string;
  started_at: number | string;
  ended_at: number | string;
  rounds: number | string;
}

export interface SeatRow {
  game_id: string;
  seat: number | string;
  user_id: string | null;
  name: string;
  kind: string;
  place: number | string;
  score: number | null;
}

const num = (v: number | string | null): number | null => (v === null ? null : Number(v));

export function metaOf(row: GameRow) {
  return {
    gameId: row.game_id,
    channelId: row.channel_id,
    guildId: row.guild_id,
    status: row.status,
    live: Number(row.live) === 1,
    wakeAt: num(row.wake_at),
  };
}

export function logOf(row: LogRow) {
  return {
    seq: Number(row.seq),
    at: Number(row.at),
    kind: row.kind,
    actor: num(row.actor),
    userId: row.user_id,
    interactionId: row.interaction_id,
    action: row.action === null ? null : (JSON.parse(row.action) as unknown),
    events: JSON.parse(row.events) as unknown[],
  };
}

export function resultsOf(rows: ResultRow[], seats: SeatRow[]) {
  return rows.map((r) => ({
    gameId: r.game_id,
    guildId: r.guild_id,
    channelId: r.channel_id,
    ruleset: r.ruleset,
    startedAt: Number(r.started_at),
    endedAt: Number(r.ended_at),
    rounds: Number(r.rounds),
    seats: seats
      .filter((s) => s.game_id === r.game_id)
      .sort((a, b) => Number(a.seat) - Number(b.seat))
      .map((s) => ({
        seat: Number(s.seat),
        userId: s.user_id,
        name: s.name,
        kind: s.kind,
        place: Number(s.place),
        score: s.score === null ? null : Number(s.score),
      })),
  }));
}
