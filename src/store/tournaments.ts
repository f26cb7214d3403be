// Tournaments in the store: one record per tournament (JSON text with a few indexed columns),
// written with a compare-and-set on its version like a game, an index from each table's game
// to its tournament (so the process that sees a game end finds its tournament), the live list
// (start-up and the sweep) and one open tournament per channel. SQLite and PostgreSQL share
// the SQL; Redis does the same in one Lua script per write.
import type { RedisClientType } from 'redis';
import { schemaOnFirstUse } from './lazy-schema.ts';
import type { SqlDriver } from './sql-repo.ts';

export interface TournamentMeta {
  id: string;
  guildId: string | null;
  channelId: string;
  status: string;
  /** Sign-up or running: listed by the sweep, and holds its channel. */
  live: boolean;
}

export interface StoredTournament {
  meta: TournamentMeta;
  ver: number;
  data: string;
}

export interface TournamentCommit {
  meta: TournamentMeta;
  /** 0 creates it (refused if it exists or the channel already has a live one). */
  expectedVer: number;
  data: string;
  /** Table games to index to this tournament (idempotent). */
  gameIds: string[];
}

export type TournamentCommitOutcome = { ok: true; ver: number } | { ok: false; reason: 'conflict' | 'channelTaken' };

export interface TournamentStore {
  loadTournament(id: string): Promise<StoredTournament | undefined>;
  /** The channel's live tournament, if any. */
  tournamentInChannel(channelId: string): Promise<string | undefined>;
  /** The channel's live tournament, else the last one opened there (over or cancelled). */
  lastTournamentInChannel(channelId: string): Promise<string | undefined>;
  tournamentOfGame(gameId: string): Promise<string | undefined>;
  commitTournament(c: TournamentCommit): Promise<TournamentCommitOutcome>;
  liveTournaments(): Promise<string[]>;
}

export function tournamentSchemaSql(dialect: 'sqlite' | 'postgres'): string[] {
  const big = dialect === 'postgres' ? 'BIGINT' : 'INTEGER';
  return [
    `CREATE TABLE IF NOT EXISTS risk_tournaments (
      tournament_id TEXT PRIMARY KEY, channel_id TEXT NOT NULL, guild_id TEXT, status TEXT NOT NULL,
      live ${big} NOT NULL, ver ${big} NOT NULL, data TEXT NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS risk_tournaments_channel ON risk_tournaments (channel_id) WHERE live = 1`,
    `CREATE TABLE IF NOT EXISTS risk_tournament_games (game_id TEXT PRIMARY KEY, tournament_id TEXT NOT NULL)`,
  ];
}

interface Row {
  tournament_id: string;
  channel_id: string;
  guild_id: string | null;
  status: string;
  live: number | string;
  ver: number | string;
  data: string;
}

export class SqlTournamentStore implements TournamentStore {
  /** The tables are made on first use (this store came after the games' schema). */
  private readonly schema: () => Promise<void>;

  constructor(
    dialect: 'sqlite' | 'postgres',
    private readonly db: SqlDriver,
  ) {
    this.schema = schemaOnFirstUse(dialect, db, tournamentSchemaSql(dialect));
  }

  async loadTournament(id: string): Promise<StoredTournament | undefined> {
    await this.schema();
    const [row] = await this.db.all<Row>('SELECT * FROM risk_tournaments WHERE tournament_id = ?', [id]);
    if (!row) return undefined;
    return {
      meta: {
        id: row.tournament_id,
        guildId: row.guild_id,
        channelId: row.channel_id,
        status: row.status,
        live: Number(row.live) === 1,
      },
      ver: Number(row.ver),
      data: row.data,
    };
  }

  async tournamentInChannel(channelId: string): Promise<string | undefined> {
    await this.schema();
    const [row] = await this.db.all<{ tournament_id: string }>(
      'SELECT tournament_id FROM risk_tournaments WHERE channel_id = ? AND live = 1',
      [channelId],
    );
    return row?.tournament_id;
  }

  async lastTournamentInChannel(channelId: string): Promise<string | undefined> {
    const live = await this.tournamentInChannel(channelId);
    if (live) return live;
    // Few per channel; the newest by its creation time (kept in the record, not a column).
    const rows = await this.db.all<{ tournament_id: string; data: string }>(
      'SELECT tournament_id, data FROM risk_tournaments WHERE channel_id = ?',
      [channelId],
    );
    const created = (r: { data: string }) => (JSON.parse(r.data) as { createdAt?: number }).createdAt ?? 0;
    return rows.sort((a, b) => created(b) - created(a))[0]?.tournament_id;
  }

  async tournamentOfGame(gameId: string): Promise<string | undefined> {
    await this.schema();
    const [row] = await this.db.all<{ tournament_id: string }>(
      'SELECT tournament_id FROM risk_tournament_games WHERE game_id = ?',
      [gameId],
    );
    return row?.tournament_id;
  }

  async commitTournament(c: TournamentCommit): Promise<TournamentCommitOutcome> {
    await this.schema();
    const m = c.meta;
    return this.db.transaction(async (tx) => {
      if (c.expectedVer === 0) {
        await tx.lock(`tournament-channel:${m.channelId}`);
        const [holder] = await tx.all<{ tournament_id: string }>(
          'SELECT tournament_id FROM risk_tournaments WHERE channel_id = ? AND live = 1',
          [m.channelId],
        );
        if (holder) return { ok: false, reason: 'channelTaken' } as const;
        const inserted = await tx.run(
          `INSERT INTO risk_tournaments (tournament_id, channel_id, guild_id, status, live, ver, data)
           VALUES (?, ?, ?, ?, ?, 1, ?) ON CONFLICT (tournament_id) DO NOTHING`,
          [m.id, m.channelId, m.guildId, m.status, m.live ? 1 : 0, c.data],
        );
        if (inserted === 0) return { ok: false, reason: 'conflict' } as const;
      } else {
        const updated = await tx.run(
          'UPDATE risk_tournaments SET status = ?, live = ?, ver = ver + 1, data = ? WHERE tournament_id = ? AND ver = ?',
          [m.status, m.live ? 1 : 0, c.data, m.id, c.expectedVer],
        );
        if (updated === 0) return { ok: false, reason: 'conflict' } as const;
      }
      for (const g of c.gameIds)
        await tx.run(
          'INSERT INTO risk_tournament_games (game_id, tournament_id) VALUES (?, ?) ON CONFLICT (game_id) DO NOTHING',
          [g, m.id],
        );
      return { ok: true, ver: c.expectedVer + 1 } as const;
    });
  }

  async liveTournaments(): Promise<string[]> {
    await this.schema();
    const rows = await this.db.all<{ tournament_id: string }>(
      'SELECT tournament_id FROM risk_tournaments WHERE live = 1 ORDER BY tournament_id',
    );
    return rows.map((r) => r.tournament_id);
  }
}

// KEYS: 1 record hash, 2 channel key, 3 live set. ARGV: expected ver, data, channel, guild,
// status, live, id, namespace, game ids (JSON).
const COMMIT = `
local ver = tonumber(redis.call('HGET', KEYS[1], 'ver') or '0')
if ver ~= tonumber(ARGV[1]) then return {0, 'conflict'} end
if ver == 0 then
  local holder = redis.call('GET', KEYS[2])
  if holder and redis.call('HGET', ARGV[8] .. ':tournament:' .. holder, 'live') == '1' then return {0, 'channelTaken'} end
  redis.call('SET', ARGV[8] .. ':tournament-last:' .. ARGV[3], ARGV[7])
end
redis.call('HSET', KEYS[1], 'ver', ver + 1, 'data', ARGV[2], 'channel', ARGV[3], 'guild', ARGV[4],
  'status', ARGV[5], 'live', ARGV[6])
if ARGV[6] == '1' then
  redis.call('SADD', KEYS[3], ARGV[7])
  redis.call('SET', KEYS[2], ARGV[7])
else
  redis.call('SREM', KEYS[3], ARGV[7])
  if redis.call('GET', KEYS[2]) == ARGV[7] then redis.call('DEL', KEYS[2]) end
end
local games = cjson.decode(ARGV[9])
for i = 1, #games do redis.call('SET', ARGV[8] .. ':tournament-game:' .. games[i], ARGV[7], 'NX') end
return {1, tostring(ver + 1)}
`;

export class RedisTournamentStore implements TournamentStore {
  constructor(
    private readonly client: RedisClientType,
    private readonly ns: string,
  ) {}

  private key(...parts: string[]): string {
    return [this.ns, ...parts].join(':');
  }

  async loadTournament(id: string): Promise<StoredTournament | undefined> {
    const h = await this.client.hGetAll(this.key('tournament', id));
    if (!h || h.ver === undefined) return undefined;
    return {
      meta: {
        id,
        guildId: h.guild ? h.guild : null,
        channelId: h.channel ?? '',
        status: h.status ?? '',
        live: h.live === '1',
      },
      ver: Number(h.ver),
      data: h.data ?? '',
    };
  }

  async tournamentInChannel(channelId: string): Promise<string | undefined> {
    const id = await this.client.get(this.key('tournament-channel', channelId));
    if (!id) return undefined;
    return (await this.client.hGet(this.key('tournament', id), 'live')) === '1' ? id : undefined;
  }

  async lastTournamentInChannel(channelId: string): Promise<string | undefined> {
    return (
      (await this.tournamentInChannel(channelId)) ??
      (await this.client.get(this.key('tournament-last', channelId))) ??
      undefined
    );
  }

  async tournamentOfGame(gameId: string): Promise<string | undefined> {
    return (await this.client.get(this.key('tournament-game', gameId))) ?? undefined;
  }

  async commitTournament(c: TournamentCommit): Promise<TournamentCommitOutcome> {
    const m = c.meta;
    const out = (await this.client.eval(COMMIT, {
      keys: [this.key('tournament', m.id), this.key('tournament-channel', m.channelId), this.key('tournaments-live')],
      arguments: [
        String(c.expectedVer),
        c.data,
        m.channelId,
        m.guildId ?? '',
        m.status,
        m.live ? '1' : '0',
        m.id,
        this.ns,
        JSON.stringify(c.gameIds),
      ],
    })) as [number, string];
    if (out[0] !== 1) return { ok: false, reason: out[1] === 'channelTaken' ? 'channelTaken' : 'conflict' };
    return { ok: true, ver: Number(out[1]) };
  }

  async liveTournaments(): Promise<string[]> {
    return (await this.client.sMembers(this.key('tournaments-live'))).sort();
  }
}
