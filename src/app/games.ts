// Game records in the store: load a channel's current game (quarantining one that cannot be
// read), and the read-modify-write every use case goes through — the reducer runs on a fresh
// copy, the new state and its log entries are written in one compare-and-set, and on a
// conflict (another process wrote first) the reducer runs again on the newer state.
import { StoreError } from '../store/errors.js';
import { RecordCodec } from '../store/migrate.js';
import { KeyedQueue } from '../store/queue.js';
import type { GameMeta, GameRepository, NewLogEntry, StoredGame } from '../store/repository.js';
import { fail, ok, type AppResult } from './errors.js';
import { newErrorId, type Logger } from './log.js';
import {
  RECORD_MIGRATIONS,
  RECORD_SCHEMA_VERSION,
  validateRecord,
  type GameRecord,
  type HandledInteraction,
} from './record.js';
import { noteSaved } from './request-scope.js';
import { resultOf } from './results.js';
import { refreshTimer, wakeAt } from './timers.js';

/** How long a handled interaction id is remembered (Discord re-delivers within seconds). */
export const HANDLED_TTL_MS = 15 * 60_000;
const HANDLED_MAX = 200;
const MAX_ATTEMPTS = 50;
/** Records kept in the write-through cache (the most recently used live games). */
const CACHED = 2000;

/** A record as this process last wrote or read it: the JSON in the store and its version. */
interface Cached {
  ver: number;
  data: string;
}

/** What a reducer asks to write. */
export interface Change<T> {
  /** The record to store (mutated copy is fine), or null to write nothing. */
  record: GameRecord | null;
  value: T;
  entries?: NewLogEntry[];
  /** Bookkeeping writes (presentation marks) keep the revision, so buttons stay valid. */
  keepRev?: boolean;
  /** A cancelled game: archived, and the channel no longer points at it. */
  cancel?: boolean;
  /** The request's own reply shows this change: nothing to re-post from the log. */
  presented?: boolean;
}

export type Reducer<T> = (current: GameRecord | undefined) => AppResult<Change<T>> | Promise<AppResult<Change<T>>>;

export interface MutateOptions {
  /** `op:interactionId`: refused as a duplicate if the game already handled it. */
  dedupe?: string;
  /** Creating a game: an unreadable record in the channel does not block it. */
  creating?: boolean;
}

export interface Loaded {
  record: GameRecord;
  ver: number;
}

export class UnreadableGame extends Error {
  constructor(
    readonly gameId: string,
    readonly errorId: string,
    cause: unknown,
  ) {
    super(`game ${gameId} could not be read (error ${errorId})`, { cause });
  }
}

export class GameRecords {
  private readonly codec = new RecordCodec<GameRecord>({
    schemaVersion: RECORD_SCHEMA_VERSION,
    migrations: RECORD_MIGRATIONS,
    validate: validateRecord,
  });
  /** Compare-and-set conflicts resolved by running a reducer again (bench figure). */
  conflictsResolved = 0;
  private readonly queue = new KeyedQueue();
  /**
   * Write-through cache for writes: a change starts from the record this process last wrote
   * or read (no store trip) and the store's compare-and-set checks it is still current; if
   * another process wrote meanwhile, the write is refused, the entry dropped, and the change
   * runs again on the store's record. Plain reads (`get`) always ask the store.
   */
  private readonly recent = new Map<string, Cached>();
  private readonly channelGame = new Map<string, string>();

  constructor(
    readonly repo: GameRepository,
    private readonly now: () => number,
    private readonly logger: Logger,
    /** Called with every record written (timers re-arm from it). */
    private readonly onSaved?: (record: GameRecord, meta: GameMeta) => void,
    /** Debug mode: replays the log on every load and quarantines a game that disagrees. */
    private readonly verify?: (record: GameRecord, repo: GameRepository) => Promise<string | null>,
  ) {}

  decode(stored: StoredGame): GameRecord {
    let raw: unknown;
    try {
      raw = JSON.parse(stored.data);
    } catch (cause) {
      throw new StoreError('INVALID_RECORD', `store: game ${stored.meta.gameId} is not JSON`, { cause });
    }
    return this.codec.decode(raw, stored.meta.gameId);
  }

  /** Drops a game's cached record (the next change reads the store). */
  forget(gameId: string): void {
    this.recent.delete(gameId);
  }

  private remember(channelId: string, gameId: string, entry: Cached): void {
    this.recent.delete(gameId);
    this.recent.set(gameId, entry);
    this.channelGame.set(channelId, gameId);
    if (this.recent.size > CACHED) this.recent.delete(this.recent.keys().next().value!);
    if (this.channelGame.size > CACHED * 2) this.channelGame.delete(this.channelGame.keys().next().value!);
  }

  /** The channel's game from the cache (a fresh copy to change), or undefined. */
  private cachedChannel(channelId: string): Loaded | undefined {
    if (this.verify) return undefined;
    const id = this.channelGame.get(channelId);
    const c = id ? this.recent.get(id) : undefined;
    if (!c) return undefined;
    // Written (or re-encoded after migration) by this process: already valid and current.
    return { record: JSON.parse(c.data) as GameRecord, ver: c.ver };
  }

  /** Sets an unreadable game aside (logged with an error id) so every other game goes on. */
  async quarantine(gameId: string, cause: unknown): Promise<string> {
    this.recent.delete(gameId);
    const errorId = newErrorId();
    const reason = cause instanceof Error ? cause.message : String(cause);
    this.logger.error({ errorId, gameId, err: cause }, 'game record quarantined');
    await this.repo.quarantine({ gameId, errorId, reason: reason.slice(0, 500), at: this.now() });
    // Another load may have set it aside first (start-up checks and indexing read live games
    // concurrently): the kept entry's id is the one the channel hears.
    return (await this.repo.quarantined(gameId))?.errorId ?? errorId;
  }

  /** The game by id; throws UnreadableGame after quarantining it. */
  async loadGame(gameId: string): Promise<Loaded | undefined> {
    const stored = await this.repo.load(gameId);
    return stored ? this.loaded(gameId, stored) : undefined;
  }

  /** A stored game as a record: the cached copy when its version is current, else decoded (and checked). */
  private async loaded(gameId: string, stored: StoredGame): Promise<Loaded> {
    if (stored.meta.status === 'quarantined') {
      const q = await this.repo.quarantined(gameId);
      throw new UnreadableGame(gameId, q?.errorId ?? 'unknown', null);
    }
    const known = this.recent.get(gameId);
    if (known && known.ver === stored.ver && !this.verify)
      return { record: JSON.parse(known.data) as GameRecord, ver: stored.ver };
    let record: GameRecord;
    try {
      record = this.decode(stored);
    } catch (cause) {
      throw new UnreadableGame(gameId, await this.quarantine(gameId, cause), cause);
    }
    if (this.verify) {
      const problem = await this.verify(record, this.repo);
      if (problem) throw new UnreadableGame(gameId, await this.quarantine(gameId, new Error(problem)), null);
    }
    // Re-encoded: the stored JSON may be of an older schema, the cache holds the migrated record.
    else if (stored.meta.live)
      this.remember(stored.meta.channelId, gameId, { ver: stored.ver, data: JSON.stringify(record) });
    return { record, ver: stored.ver };
  }

  /** The channel's current game (a cancelled one is gone from the channel): one trip where the store joins them. */
  async loadChannel(channelId: string): Promise<Loaded | undefined> {
    if (this.repo.loadChannel) {
      const stored = await this.repo.loadChannel(channelId);
      return stored ? this.loaded(stored.meta.gameId, stored) : undefined;
    }
    const id = await this.repo.currentGameId(channelId);
    return id ? this.loadGame(id) : undefined;
  }

  /**
   * The channel's game as this process last wrote or read it (the cache, no store trip), else
   * from the store. For presentation: a move's record may predate the panel marks saved by the
   * moves presented just before it, so the presenters read the marks from here.
   */
  async latest(channelId: string): Promise<GameRecord | undefined> {
    return this.cachedChannel(channelId)?.record ?? (await this.get(channelId));
  }

  /** Reads without throwing: an unreadable game reads as none (it is quarantined and logged). */
  async get(channelId: string): Promise<GameRecord | undefined> {
    try {
      return (await this.loadChannel(channelId))?.record;
    } catch (e) {
      if (e instanceof UnreadableGame) return undefined;
      throw e;
    }
  }

  /**
   * Within a process, writes to one channel queue up (no point racing ourselves); across
   * processes the compare-and-set decides, and the loser runs its reducer again.
   */
  mutate<T>(channelId: string, reduce: Reducer<T>, options: MutateOptions = {}): Promise<AppResult<T>> {
    return this.queue.run(channelId, () => this.mutateNow(channelId, reduce, options));
  }

  private async mutateNow<T>(channelId: string, reduce: Reducer<T>, options: MutateOptions): Promise<AppResult<T>> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
      let loaded: Loaded | undefined;
      const cached = attempt === 0 ? this.cachedChannel(channelId) : undefined;
      try {
        loaded = cached ?? (await this.loadChannel(channelId));
      } catch (e) {
        if (!(e instanceof UnreadableGame)) throw e;
        if (!options.creating) return fail({ code: 'unreadable', errorId: e.errorId });
      }
      const current = loaded?.record;
      const now = this.now();
      if (current && options.dedupe && current.handled?.some((h) => h.key === options.dedupe)) {
        if (cached) continue;
        return fail({ code: 'duplicate' });
      }
      // Reducers change the record in place: keep what the write compares against.
      const before = current
        ? { gameId: current.gameId, rev: current.rev, logSeq: current.logSeq ?? 0, status: current.status }
        : null;
      const res = await reduce(current);
      // A refusal, or nothing to do, is only given from the store's record (never a cached one
      // another process may have overtaken); a write needs no such care: the compare-and-set checks it.
      if (cached && (!res.ok || !res.value.record)) continue;
      if (!res.ok) return res;
      const change = res.value;
      const rec = change.record;
      if (!rec) return ok(change.value);
      const same = !!before && before.gameId === rec.gameId && !!loaded;
      const entries = change.entries ?? [];
      if (!change.keepRev) rec.rev = (same ? before!.rev : rec.rev) + 1;
      rec.updatedAt = now;
      rec.logSeq = (same ? before!.logSeq : 0) + entries.length;
      if (change.presented) rec.presentedSeq = rec.logSeq;
      if (options.dedupe) rec.handled = remember(rec.handled, options.dedupe, now);
      if (rec.status === 'playing' && !rec.startedAt) rec.startedAt = now;
      const finished = rec.status === 'over' && (!same || before!.status !== 'over');
      if (finished) rec.endedAt = now;
      if (change.cancel) rec.cancelledAt = now;
      refreshTimer(rec, now);
      const meta: GameMeta = {
        gameId: rec.gameId,
        channelId: rec.channelId,
        guildId: rec.guildId,
        status: change.cancel ? 'cancelled' : rec.status,
        live: !change.cancel && rec.status !== 'over',
        wakeAt: change.cancel ? null : wakeAt(rec),
      };
      const data = JSON.stringify(rec);
      const out = await this.repo.commit({
        meta,
        expectedVer: same ? loaded!.ver : 0,
        data,
        log: entries,
        claimChannel: !same,
        releaseChannel: change.cancel,
        result: finished && rec.state ? resultOf(rec) : undefined,
      });
      if (out.ok) {
        // A game that just ended stays cached too: its result is presented next.
        if (change.cancel) {
          this.recent.delete(rec.gameId);
          this.channelGame.delete(channelId);
        } else this.remember(channelId, rec.gameId, { ver: out.ver, data });
        if (!change.keepRev) noteSaved();
        this.onSaved?.(rec, meta);
        return ok(change.value);
      }
      // Someone else wrote first: read the store again.
      if (loaded) this.recent.delete(loaded.record.gameId);
      this.channelGame.delete(channelId);
      if (out.reason === 'channelTaken') return fail({ code: 'gameExists' });
      this.conflictsResolved++;
      // Several processes on one game: back off a little so the winner's write lands.
      if (attempt > 2) await new Promise((r) => setTimeout(r, Math.min(50, attempt * 5) * Math.random()));
    }
    throw new StoreError('IO', `store: game in channel ${channelId} kept changing under ${MAX_ATTEMPTS} attempts`);
  }
}

function remember(list: HandledInteraction[] | undefined, key: string, now: number): HandledInteraction[] {
  const kept = (list ?? []).filter((h) => now - h.at < HANDLED_TTL_MS);
  kept.push({ key, at: now });
  return kept.slice(-HANDLED_MAX);
}
