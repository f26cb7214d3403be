// The use cases behind one facade: lobby (lobby.ts), a player's action (dispatch.ts), the AI
// seats (ai-driver.ts), deadlines (timers.ts), presentation marks (outbox.ts), all through the
// compare-and-set record store (games.ts). Nothing here knows Discord.
import type { GameRulesetId } from '../game/registry.js';
import type { Locale } from '../i18n/names.js';
import type { GameMeta, GameRepository } from '../store/repository.js';
import { allHumansAway, settle, settledEntries } from './ai-driver.js';
import type { AiThreads } from './ai-pool.js';
import { type Core, type UserRef } from './core.js';
import { act, play, undo, type Moved } from './dispatch.js';
import { ok, type AppResult } from './errors.js';
import { GameRecords, UnreadableGame } from './games.js';
import { verifyReplay } from './history.js';
import * as lobby from './lobby.js';
import type { Acted, SettingsChange } from './lobby.js';
import { rootLogger, type Logger } from './log.js';
import { markDmClosed, markPresented, unshown, type Unshown } from './outbox.js';
import type { GameRecord, GameSettings, StartSchedule } from './record.js';
import * as schedule from './schedule.js';
import { digestWake } from './digest.js';
import type { ScheduleChange, ScheduledStart } from './schedule.js';
import type { Step } from './steps.js';
import { AI_GRACE_MS, nextDeadline, playDue, type TimerOutcome } from './timers.js';

export type { AppError, AppResult } from './errors.js';
export type { Acted } from './lobby.js';
export type { Moved } from './dispatch.js';
export type { ScheduleChange, ScheduledStart } from './schedule.js';
export type { Step } from './steps.js';
export type { TimerOutcome } from './timers.js';
export type { UserRef } from './core.js';
export { aiControls, allHumansAway, hasPeople } from './ai-driver.js';
export { pingSilenced, pingWaits, refreshTimer, waitingHumans } from './timers.js';

export interface ServiceOptions {
  store: GameRepository;
  now?: () => number;
  /** Seeds new games; defaults to the clock. */
  seed?: () => number;
  /** AI policy for AI seats and autopilot. */
  aiPolicy?: string;
  /** Most AI actions in one call (then it returns; the timer loop calls again). */
  maxAiSteps?: number;
  /**
   * Most AI actions in one write of a game nobody sits at (AI-only; the timer loop plays the
   * next slice AI_PACE_MS later). Default: maxAiSteps (the whole game at once).
   */
  aiOnlySlice?: number;
  /** Where AI decisions are made: the AI threads (ai-pool.ts), or null/absent for this thread. */
  aiThreads?: AiThreads | null;
  /** Somebody waits for an answer: a paced AI-only slice ends early (ai-driver.ts, AiRun). */
  peopleWaiting?: () => boolean;
  /** Called with every record written, so timers can be (re)scheduled. */
  onSaved?: (record: GameRecord, meta: GameMeta) => void;
  logger?: Logger;
  /** Debug: replay each game's log on load and set aside one that disagrees (RISK_VERIFY_REPLAY=1). */
  verifyReplay?: boolean;
}

export class GameService {
  readonly store: GameRepository;
  readonly games: GameRecords;
  readonly now: () => number;
  readonly logger: Logger;
  private readonly core: Core;
  private readonly onSaved?: (record: GameRecord, meta: GameMeta) => void;

  constructor(opts: ServiceOptions) {
    this.store = opts.store;
    this.onSaved = opts.onSaved;
    this.now = opts.now ?? Date.now;
    this.logger = opts.logger ?? rootLogger;
    let counter = 0;
    const verify = opts.verifyReplay ?? process.env.RISK_VERIFY_REPLAY === '1';
    this.games = new GameRecords(opts.store, this.now, this.logger, opts.onSaved, verify ? verifyReplay : undefined);
    this.core = {
      games: this.games,
      now: this.now,
      seed: opts.seed ?? (() => (Date.now() ^ (++counter * 7919)) >>> 0),
      aiPolicy: opts.aiPolicy ?? 'normal',
      maxAiSteps: opts.maxAiSteps ?? 20_000,
      ai: {
        policy: opts.aiPolicy ?? 'baseline',
        max: opts.maxAiSteps ?? 20_000,
        aiOnlySlice: opts.aiOnlySlice ?? opts.maxAiSteps ?? 20_000,
        threads: opts.aiThreads ?? null,
        ...(opts.peopleWaiting ? { peopleWaiting: opts.peopleWaiting } : {}),
      },
    };
  }

  /** The channel's current game (an unreadable one reads as none: it is quarantined and logged). */
  get(channelId: string): Promise<GameRecord | undefined> {
    return this.games.get(channelId);
  }

  /**
   * The channel's game as this process last wrote or read it (no store trip when it is cached),
   * else from the store. A refusal is decided on the store's record, which is then cached: the
   * refusal is worded from it without reading it again.
   */
  latest(channelId: string): Promise<GameRecord | undefined> {
    return this.games.latest(channelId);
  }

  /** The error id of the channel's game when it was set aside as unreadable, else null. */
  async setAside(channelId: string): Promise<string | null> {
    try {
      await this.games.loadChannel(channelId);
      return null;
    } catch (e) {
      if (e instanceof UnreadableGame) return e.errorId;
      throw e;
    }
  }

  create(
    channelId: string,
    channelName: string,
    guildId: string | null,
    host: UserRef,
    ruleset: GameRulesetId,
    options: Record<string, unknown>,
    publicLocale: Locale,
    settings: Partial<GameSettings> = {},
    schedule?: StartSchedule,
  ): Promise<AppResult<GameRecord>> {
    return lobby.create(
      this.core,
      channelId,
      channelName,
      guildId,
      host,
      ruleset,
      options,
      publicLocale,
      settings,
      schedule,
    );
  }

  /** Host or manager, in the lobby: sets (a value) or clears (null) the scheduled start. */
  setSchedule(
    channelId: string,
    user: UserRef,
    canManage: boolean,
    change: ScheduleChange,
  ): Promise<AppResult<GameRecord>> {
    return schedule.setSchedule(this.core, channelId, user, canManage, change);
  }

  /** The timer loop's step for a lobby: starts it (or drops a start time that found too few players) when due. */
  startDue(channelId: string): Promise<ScheduledStart | null> {
    return schedule.startDue(this.core, channelId);
  }

  join(channelId: string, user: UserRef): Promise<AppResult<GameRecord>> {
    return lobby.join(this.core, channelId, user);
  }
  leave(channelId: string, user: UserRef): Promise<AppResult<GameRecord>> {
    return lobby.leave(this.core, channelId, user);
  }
  /** An AI seat of `level` (one the game's family offers), else of the game's level. */
  addAi(channelId: string, user: UserRef, canManage: boolean, level?: string): Promise<AppResult<GameRecord>> {
    return lobby.addAi(this.core, channelId, user, canManage, level);
  }
  /** Host or manager, in the lobby: one game option (the setup mode). */
  setOption(
    channelId: string,
    user: UserRef,
    canManage: boolean,
    key: string,
    value: unknown,
  ): Promise<AppResult<GameRecord>> {
    return lobby.setOption(this.core, channelId, user, canManage, key, value);
  }
  start(channelId: string, user: UserRef, canManage: boolean): Promise<AppResult<Acted>> {
    return lobby.start(this.core, channelId, user, canManage);
  }
  cancel(channelId: string, user: UserRef, canManage: boolean): Promise<AppResult<GameRecord>> {
    return lobby.cancel(this.core, channelId, user, canManage);
  }
  kick(channelId: string, user: UserRef, canManage: boolean, targetUserId: string): Promise<AppResult<Acted>> {
    return lobby.kick(this.core, channelId, user, canManage, targetUserId);
  }
  settings(channelId: string, user: UserRef, canManage: boolean, change: SettingsChange): Promise<AppResult<Acted>> {
    return lobby.settings(this.core, channelId, user, canManage, change);
  }

  /**
   * An interaction's whole move: the action, then the forced moves and AI seats that follow
   * until a human must choose, then any deadline already past, in one atomic write. What to
   * present comes back in memory.
   */
  play(channelId: string, user: UserRef, action: unknown, expectedRev?: number): Promise<AppResult<Moved>> {
    return play(this.core, channelId, user, action, expectedRev);
  }

  /** One seated user's action alone (nothing played after it); persisted before it resolves. */
  act(channelId: string, user: UserRef, action: unknown, expectedRev?: number): Promise<AppResult<Acted>> {
    return act(this.core, channelId, user, action, expectedRev);
  }

  /** Takes back the user's last deterministic step of this turn (placement, conquest move, fortify). */
  undo(channelId: string, user: UserRef, expectedRev?: number): Promise<AppResult<Acted>> {
    return undo(this.core, channelId, user, expectedRev);
  }

  /**
   * Plays every seat the AI controls until a human must act or the game ends (bounded by
   * maxAiSteps). Stored in one write; on a conflict the AI plays again from the newer state.
   */
  async runAi(channelId: string): Promise<{ record: GameRecord | undefined; steps: Step[] }> {
    let last: GameRecord | undefined;
    const res = await this.games.mutate<Step[]>(channelId, async (r) => {
      last = r;
      if (!r || r.status !== 'playing' || !r.state) return ok({ record: null, value: [] });
      // Nobody left to watch: pause rather than let the AI play the whole game at once.
      if (allHumansAway(r)) {
        if (r.paused) return ok({ record: null, value: [] });
        r.paused = true;
        return ok({ record: r, value: [] });
      }
      const steps = await settle(r, this.now(), this.core.ai);
      return ok({ record: steps.length ? r : null, value: steps, entries: settledEntries(r, steps) });
    });
    return { record: last, steps: res.ok ? res.value : [] };
  }

  /** When the game next needs the clock for a deadline (reminder, turn, time limit), its scheduled start or a digest, or null. */
  static nextWake(r: GameRecord): number | null {
    const times = [nextDeadline(r), schedule.scheduleWake(r), digestWake(r)].filter((t): t is number => t !== null);
    return times.length ? Math.min(...times) : null;
  }

  /** Applies whatever is due at `now`: the time limit tick, reminders, expired turns (AFK rule). */
  async runTimers(channelId: string): Promise<AppResult<TimerOutcome>> {
    const now = this.now();
    return this.games.mutate<TimerOutcome>(channelId, async (r) => {
      if (!r || r.status !== 'playing' || !r.state)
        return ok({ record: null, value: { record: r!, reminders: [], expired: [], takenOver: [], steps: [] } });
      // The deadline, then what follows it without a person (the AI seats, forced moves), in one write.
      const { out, entries } = await playDue(r, now, this.core.ai);
      const changed = out.steps.length > 0 || out.reminders.length > 0 || out.expired.length > 0;
      return ok({ record: changed ? r : null, value: out, entries, presented: out.steps.length === 0 });
    });
  }

  /**
   * Presentation-only fields (the live panel, what each player last saw): no revision bump.
   * With `shownUpTo`, the log up to there is also marked shown (one write for both marks).
   */
  async savePresentation(
    channelId: string,
    gameId: string,
    patch: Partial<Pick<GameRecord, 'panel' | 'seen' | 'tradeLog'>>,
    shownUpTo?: number,
  ): Promise<void> {
    await this.games.mutate(channelId, (cur) => {
      if (!cur || cur.gameId !== gameId) return ok({ record: null, value: undefined });
      const next = { ...cur, ...patch };
      if (shownUpTo !== undefined && (cur.presentedSeq ?? 0) < shownUpTo)
        next.presentedSeq = Math.min(shownUpTo, cur.logSeq ?? shownUpTo);
      return ok({ record: next, value: undefined, keepRev: true });
    });
  }

  /**
   * The presentation marks (panel, boards seen, trade log) as last saved for this game: a
   * move's record can be older than the marks the moves presented before it wrote.
   */
  async presentation(
    channelId: string,
    gameId: string,
  ): Promise<Pick<GameRecord, 'panel' | 'seen' | 'tradeLog'> | null> {
    const r = await this.latest(channelId);
    return r && r.gameId === gameId ? { panel: r.panel, seen: r.seen, tradeLog: r.tradeLog } : null;
  }

  /**
   * Presenting a stored move failed here: this process's timer loop re-posts it from the log
   * shortly (the store's wake-up time, 30 s later, still covers a restart or another process).
   */
  presentSoon(r: GameRecord): void {
    this.onSaved?.(r, {
      gameId: r.gameId,
      channelId: r.channelId,
      guildId: r.guildId,
      status: r.status,
      live: r.status !== 'over',
      wakeAt: this.now() + AI_GRACE_MS,
    });
  }

  /** Steps stored but not shown yet (see outbox.ts). */
  unshown(channelId: string): Promise<Unshown | null> {
    return unshown(this.core, channelId);
  }
  markPresented(channelId: string, gameId: string, upTo: number): Promise<void> {
    return markPresented(this.core, channelId, gameId, upTo);
  }
  markDmClosed(channelId: string, gameId: string, userId: string): Promise<boolean> {
    return markDmClosed(this.core, channelId, gameId, userId);
  }
}
