// The store primitives the app codes against: games keyed by game id, a channel → current game
// index, an append-only log per game written in the same atomic write as the new state, a
// compare-and-set on the stored version, results for finished games, and quarantine.
// Three backends implement it (sqlite-repo, redis-repo, postgres-repo) and one contract test
// suite runs against all of them (test/store/contract.test.ts).
import type { PlayerGamesStore } from './player-games.ts';
import type { PrefsStore } from './prefs.ts';
import type { RatingStore } from './ratings.ts';
import type { TournamentStore } from './tournaments.ts';

/** Where a game stands, as the store sees it (for indexes; the record itself is opaque JSON). */
export interface GameMeta {
  gameId: string;
  channelId: string;
  guildId: string | null;
  /** The record's status ('lobby' | 'playing' | 'over'), 'cancelled' or 'quarantined'. */
  status: string;
  /** Lobby or playing: listed at start-up and blocks a new game in its channel. */
  live: boolean;
  /** When the game next needs the clock (deadline, pending AI, unposted move); null = never. */
  wakeAt: number | null;
}

export interface StoredGame {
  meta: GameMeta;
  /** Store version: +1 on every write; the compare-and-set is on it. */
  ver: number;
  /** The record as stored (JSON text); the caller parses, migrates and validates it. */
  data: string;
}

/** One accepted change. `seq` is its position in the game's log (0, 1, 2, …). */
export interface LogEntry {
  seq: number;
  at: number;
  /** create, join, start, act, ai, timer, kick, settings, cancel, … */
  kind: string;
  /** Seat that acted (-1 the game itself, e.g. a time-limit tick); null for lobby changes. */
  actor: number | null;
  userId: string | null;
  interactionId: string | null;
  /** The engine action, or a lobby change's details. */
  action: unknown;
  events: unknown[];
}

export type NewLogEntry = Omit<LogEntry, 'seq'>;

export interface ResultSeat {
  seat: number;
  userId: string | null;
  name: string;
  kind: string;
  /** 1 = winner; equal places for a shared result. */
  place: number;
  score: number | null;
}

export interface GameResult {
  gameId: string;
  guildId: string | null;
  channelId: string;
  ruleset: string;
  startedAt: number;
  endedAt: number;
  rounds: number;
  seats: ResultSeat[];
}

export interface Commit {
  meta: GameMeta;
  /** 0 creates the game (refused if it exists); otherwise the version that was read. */
  expectedVer: number;
  data: string;
  /** Appended in the same atomic write (possibly none, e.g. a presentation mark). */
  log: NewLogEntry[];
  /** Make this game the channel's current one (refused while another live game holds it). */
  claimChannel?: boolean;
  /** Drop the channel's pointer to this game (cancel): the channel has no game any more. */
  releaseChannel?: boolean;
  /** Recorded once when the game finishes. */
  result?: GameResult;
}

export type CommitOutcome =
  | { ok: true; ver: number; logLength: number }
  | { ok: false; reason: 'conflict' | 'channelTaken' };

export interface QuarantineEntry {
  gameId: string;
  errorId: string;
  reason: string;
  at: number;
}

export interface GameRepository {
  readonly kind: 'sqlite' | 'redis' | 'postgres';
  load(gameId: string): Promise<StoredGame | undefined>;
  /** The channel's current game id (live or the last finished one). */
  currentGameId(channelId: string): Promise<string | undefined>;
  /**
   * The channel's current game in one trip (what `currentGameId` then `load` return), where the
   * store can join them: every command's read is then one request, not two in turn.
   */
  loadChannel?(channelId: string): Promise<StoredGame | undefined>;
  /** Atomic: compare-and-set on `expectedVer`, state + log entries + indexes + result. */
  commit(c: Commit): Promise<CommitOutcome>;
  /** The game's log from `fromSeq` on. */
  log(gameId: string, fromSeq?: number): Promise<LogEntry[]>;
  /** Live games only (never the archive), for start-up and the timer loop. */
  liveGames(): Promise<GameMeta[]>;
  /** Marks a game unreadable: no longer live, its data kept for a human to look at. */
  /**
   * Sets a game aside. The first entry for a game is kept (its error id is the one its channel was
   * told), so two loads that fail at once, in one process or two, report one id.
   */
  quarantine(entry: QuarantineEntry): Promise<void>;
  quarantined(gameId: string): Promise<QuarantineEntry | undefined>;
  resultsByGuild(guildId: string, limit?: number): Promise<GameResult[]>;
  resultsByUser(userId: string, limit?: number): Promise<GameResult[]>;
  /** A time-bounded claim on `key` for `owner` (renewable by the same owner). */
  lease(key: string, owner: string, ttlMs: number, now: number): Promise<boolean>;
  close(): Promise<void>;
  /** Every game's id, archive included (or the channel's games), for export (src/store/export.ts). */
  gameIds?(channelId?: string): Promise<string[]>;
  /** A finished game's recorded result, for export. */
  resultOf?(gameId: string): Promise<GameResult | undefined>;
  /** SQLite only: a consistent copy of the whole store written to `path` while it runs (backups). */
  backupTo?(path: string): Promise<void>;
  /** Tournaments kept beside the games (src/store/tournaments.ts); absent on a store without them. */
  tournaments?(): TournamentStore;
  /** Players' ratings per server (src/store/ratings.ts). */
  ratings?(): RatingStore;
  /** Which games each player sits in (src/store/player-games.ts). */
  playerGames?(): PlayerGamesStore;
  /** Server settings, players' preferences, follows (src/store/prefs.ts). */
  prefs?(): PrefsStore;
}
