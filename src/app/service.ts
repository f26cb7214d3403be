// Use cases: the lobby, dispatching a player's action (load, check who may act, apply,
// persist, return events), the AI playing its seats, and the persisted turn deadlines.
// Nothing here knows Discord: callers get records, steps and events back and present them.
import { getPolicy } from '../ai/registry.js';
import { seatState } from '../ai/seat-state.js';
import {
  applyAction, newGame, waitingFor, type Action, type GameEvent, type GameState, type PlayerId, type RuleError,
  type RuleOptions, type RulesetId,
} from '../engine/index.js';
import { seedRng } from '../engine/rng.js';
import type { Locale } from '../i18n/names.js';
import { getRuleset, resolveOptions } from '../rules/registry.js';
import type { GameStore } from '../store/index.js';
import { canUndo, popUndo, trackUndo } from './undo.js';
import { DEFAULT_SETTINGS, RECORD_SCHEMA_VERSION, type GameRecord, type GameSettings, type Seat } from './record.js';

export type AppError =
  | { code: 'rule'; rule: RuleError }
  | { code: 'noGame' }
  | { code: 'gameExists' }
  | { code: 'lobbyOnly' }
  | { code: 'notSeated' }
  | { code: 'alreadySeated' }
  | { code: 'lobbyFull'; max: number }
  | { code: 'notEnoughPlayers'; min: number }
  | { code: 'onlyHost' }
  | { code: 'stale' }
  | { code: 'nothingToUndo' }
  | { code: 'badOption'; option: string; allowed: readonly unknown[] };

export type AppResult<T> = { ok: true; value: T } | { ok: false; error: AppError };

/** One accepted action and what it caused. */
export interface Step {
  actor: PlayerId;
  action: Action;
  events: GameEvent[];
  by: 'human' | 'ai' | 'timer';
}

export interface Acted {
  record: GameRecord;
  steps: Step[];
}

export interface TimerOutcome {
  record: GameRecord;
  reminders: number[];
  expired: number[];
  takenOver: { player: number; how: 'ai' | 'passive' }[];
  steps: Step[];
}

export interface UserRef {
  id: string;
  name: string;
  locale: Locale;
}

export interface ServiceOptions {
  store: GameStore<GameRecord>;
  now?: () => number;
  /** Seeds new games; defaults to the clock. */
  seed?: () => number;
  /** AI policy for AI seats and autopilot. */
  aiPolicy?: string;
  /** Most AI actions in one call (then it returns; the caller may call again). */
  maxAiSteps?: number;
  /** Called with every record written, so timers can be (re)scheduled. */
  onSaved?: (record: GameRecord) => void;
}

const ok = <T>(value: T): AppResult<T> => ({ ok: true, value });
const fail = <T = never>(error: AppError): AppResult<T> => ({ ok: false, error });

const AI_NAMES = ['Ada', 'Bismarck', 'Cleopatra', 'Drake', 'Eleanor', 'Frederick'];

export class GameService {
  readonly store: GameStore<GameRecord>;
  readonly now: () => number;
  private readonly seed: () => number;
  private readonly aiPolicy: string;
  private readonly maxAiSteps: number;
  private readonly onSaved?: (record: GameRecord) => void;
  private counter = 0;

  constructor(opts: ServiceOptions) {
    this.store = opts.store;
    this.now = opts.now ?? Date.now;
    this.seed = opts.seed ?? (() => (Date.now() ^ (this.counter * 7919)) >>> 0);
    this.aiPolicy = opts.aiPolicy ?? 'baseline';
    this.maxAiSteps = opts.maxAiSteps ?? 20_000;
    this.onSaved = opts.onSaved;
  }

  get(channelId: string): Promise<GameRecord | undefined> {
    return this.store.get(channelId);
  }

  /** Runs fn on the channel's record and writes what it returns (if anything) before resolving. */
  private async mutate<T>(channelId: string, fn: (r: GameRecord | undefined) => Promise<AppResult<{ record: GameRecord | null; value: T }>> | AppResult<{ record: GameRecord | null; value: T }>): Promise<AppResult<T>> {
    let saved: GameRecord | null = null;
    const out = await this.store.withGame(channelId, async (current, tx) => {
      const r = await fn(current);
      if (!r.ok) return r;
      if (r.value.record) {
        const rec = r.value.record;
        rec.rev = (current?.gameId === rec.gameId ? current.rev : rec.rev) + 1;
        rec.updatedAt = this.now();
        refreshTimer(rec, this.now());
        tx.set(rec);
        saved = rec;
      }
      return ok(r.value.value);
    });
    if (saved && this.onSaved) this.onSaved(saved);
    return out;
  }

  // ---- lobby ----

  async create(channelId: string, channelName: string, guildId: string | null, host: UserRef, ruleset: RulesetId, options: Partial<RuleOptions>, publicLocale: Locale, settings: Partial<GameSettings> = {}): Promise<AppResult<GameRecord>> {
    const rs = getRuleset(ruleset);
    const resolved = resolveOptions(rs, options);
    if (!resolved.ok) return fail({ code: 'badOption', option: resolved.option, allowed: resolved.allowed });
    return this.mutate(channelId, (current) => {
      if (current && current.status !== 'over') return fail({ code: 'gameExists' });
      const seed = this.seed();
      this.counter++;
      const now = this.now();
      const record: GameRecord = {
        schemaVersion: RECORD_SCHEMA_VERSION, gameId: `${now.toString(36)}${(seed % 1296).toString(36)}`, channelId, channelName, guildId,
        hostId: host.id, locale: publicLocale, status: 'lobby', rev: 0, ruleset, options, seed,
        seats: [humanSeat(host)], settings: { ...DEFAULT_SETTINGS, ...settings }, state: null,
        aiRng: seedRng(seed ^ 0x5eed), timer: null, createdAt: now, updatedAt: now,
      };
      return ok({ record, value: record });
    });
  }

  join(channelId: string, user: UserRef): Promise<AppResult<GameRecord>> {
    return this.mutate(channelId, (r) => {
      if (!r) return fail({ code: 'noGame' });
      if (r.status !== 'lobby') return fail({ code: 'lobbyOnly' });
      if (r.seats.some((s) => s.userId === user.id)) return fail({ code: 'alreadySeated' });
      const max = getRuleset(r.ruleset).maxPlayers;
      if (r.seats.length >= max) return fail({ code: 'lobbyFull', max });
      r.seats.push(humanSeat(user));
      return ok({ record: r, value: r });
    });
  }

  leave(channelId: string, user: UserRef): Promise<AppResult<GameRecord>> {
    return this.mutate(channelId, (r) => {
      if (!r) return fail({ code: 'noGame' });
      if (r.status !== 'lobby') return fail({ code: 'lobbyOnly' });
      const i = r.seats.findIndex((s) => s.userId === user.id);
      if (i < 0) return fail({ code: 'notSeated' });
      r.seats.splice(i, 1);
      if (r.hostId === user.id) r.hostId = r.seats.find((s) => s.userId)?.userId ?? user.id;
      return ok({ record: r, value: r });
    });
  }

  addAi(channelId: string, user: UserRef, canManage: boolean): Promise<AppResult<GameRecord>> {
    return this.mutate(channelId, (r) => {
      if (!r) return fail({ code: 'noGame' });
      if (r.status !== 'lobby') return fail({ code: 'lobbyOnly' });
      if (!r.seats.some((s) => s.userId === user.id) && r.hostId !== user.id && !canManage) return fail({ code: 'notSeated' });
      const max = getRuleset(r.ruleset).maxPlayers;
      if (r.seats.length >= max) return fail({ code: 'lobbyFull', max });
      const used = new Set(r.seats.map((s) => s.name));
      const name = `🤖 ${AI_NAMES.find((n) => !used.has(`🤖 ${n}`)) ?? `AI ${r.seats.length + 1}`}`;
      r.seats.push({ userId: null, name, kind: 'ai', ai: this.aiPolicy, locale: r.locale, autopilot: false, missed: 0 });
      return ok({ record: r, value: r });
    });
  }

  /** Starts the game (the caller then lets the AI seats play: runAi). */
  async start(channelId: string, user: UserRef, canManage: boolean): Promise<AppResult<Acted>> {
    const started = await this.mutate<Step[]>(channelId, (r) => {
      if (!r) return fail({ code: 'noGame' });
      if (r.status !== 'lobby') return fail({ code: 'lobbyOnly' });
      if (r.hostId !== user.id && !canManage && !r.seats.some((s) => s.userId === user.id)) return fail({ code: 'onlyHost' });
      const rs = getRuleset(r.ruleset);
      if (r.seats.length < rs.minPlayers) return fail({ code: 'notEnoughPlayers', min: rs.minPlayers });
      const created = newGame({
        ruleset: r.ruleset, options: r.options, seed: r.seed,
        seats: r.seats.map((s) => ({ name: s.name, kind: s.kind, ai: s.kind === 'ai' ? s.ai : undefined })),
      }, { now: this.now() });
      if (!created.ok) return fail({ code: 'rule', rule: created.error });
      r.state = created.value.state;
      r.status = r.state.phase.kind === 'over' ? 'over' : 'playing';
      return ok({ record: r, value: [{ actor: -1, action: { type: 'tick' }, events: created.value.events, by: 'human' }] });
    });
    if (!started.ok) return started;
    const record = (await this.store.get(channelId))!;
    return ok({ record, steps: started.value });
  }

  /** Host or manager: cancels the game (deletes it). */
  async cancel(channelId: string, user: UserRef, canManage: boolean): Promise<AppResult<GameRecord>> {
    let removed: GameRecord | undefined;
    const out = await this.store.withGame(channelId, (r, tx) => {
      if (!r) return fail<GameRecord>({ code: 'noGame' });
      if (r.hostId !== user.id && !canManage) return fail<GameRecord>({ code: 'onlyHost' });
      tx.delete();
      removed = r;
      return ok(r);
    });
    if (removed && this.onSaved) this.onSaved({ ...removed, status: 'over', timer: null });
    return out;
  }

  // ---- playing ----

  /**
   * A seated user's action: refused unless it is theirs to play; `expectedRev` (from a
   * button) refuses stale or double clicks. Persisted before it resolves.
   */
  act(channelId: string, user: UserRef, action: Action, expectedRev?: number): Promise<AppResult<Acted>> {
    return this.mutate(channelId, (r) => {
      if (!r) return fail({ code: 'noGame' });
      if (expectedRev !== undefined && r.rev !== expectedRev) return fail({ code: 'stale' });
      if (r.status === 'lobby' || !r.state) return fail({ code: 'lobbyOnly' });
      const seat = r.seats.findIndex((s) => s.userId === user.id);
      if (seat < 0) return fail({ code: 'notSeated' });
      r.seats[seat].locale = user.locale;
      const before = r.state;
      const res = applyAction(r.state, seat, action, { now: this.now() });
      if (!res.ok) return fail({ code: 'rule', rule: res.error });
      r.state = res.value.state;
      trackUndo(r, seat, action, before);
      r.seats[seat].missed = 0;
      if (r.state.phase.kind === 'over') r.status = 'over';
      return ok({ record: r, value: { record: r, steps: [{ actor: seat, action, events: res.value.events, by: 'human' }] } });
    });
  }

  /** Takes back the user's last placement, conquest move or fortify of this turn (never a roll or a draw). */
  undo(channelId: string, user: UserRef, expectedRev?: number): Promise<AppResult<Acted>> {
    return this.mutate(channelId, (r) => {
      if (!r) return fail({ code: 'noGame' });
      if (expectedRev !== undefined && r.rev !== expectedRev) return fail({ code: 'stale' });
      const seat = r.seats.findIndex((s) => s.userId === user.id);
      if (seat < 0) return fail({ code: 'notSeated' });
      if (!canUndo(r, seat)) return fail({ code: 'nothingToUndo' });
      r.state = popUndo(r);
      return ok({ record: r, value: { record: r, steps: [] } });
    });
  }

  /** Host or manager removes a seated player: their armies become passive (R-ABN-1). */
  kick(channelId: string, user: UserRef, canManage: boolean, targetUserId: string): Promise<AppResult<Acted>> {
    return this.mutate(channelId, (r) => {
      if (!r) return fail({ code: 'noGame' });
      if (r.hostId !== user.id && !canManage) return fail({ code: 'onlyHost' });
      const seat = r.seats.findIndex((s) => s.userId === targetUserId);
      if (seat < 0) return fail({ code: 'notSeated' });
      if (r.status === 'lobby' || !r.state) {
        r.seats.splice(seat, 1);
        return ok({ record: r, value: { record: r, steps: [] } });
      }
      const res = applyAction(r.state, seat, { type: 'abandon' }, { now: this.now() });
      if (!res.ok) return fail({ code: 'rule', rule: res.error });
      r.state = res.value.state;
      if (r.state.phase.kind === 'over') r.status = 'over';
      return ok({ record: r, value: { record: r, steps: [{ actor: seat, action: { type: 'abandon' }, events: res.value.events, by: 'human' }] } });
    });
  }

  /** Game settings (host or manager) and personal ones (any seated player). */
  settings(channelId: string, user: UserRef, canManage: boolean, change: { game?: Partial<GameSettings>; autopilot?: boolean; defendWithOne?: boolean; notify?: Seat['notify'] }): Promise<AppResult<Acted>> {
    return this.mutate(channelId, (r) => {
      if (!r) return fail({ code: 'noGame' });
      const seat = r.seats.findIndex((s) => s.userId === user.id);
      const steps: Step[] = [];
      if (change.game && Object.keys(change.game).length) {
        if (r.hostId !== user.id && !canManage) return fail({ code: 'onlyHost' });
        r.settings = { ...r.settings, ...change.game };
        if (r.timer) r.timer = null; // recomputed with the new deadline
      }
      if (change.autopilot !== undefined || change.defendWithOne !== undefined || change.notify !== undefined) {
        if (seat < 0) return fail({ code: 'notSeated' });
        if (change.notify !== undefined) r.seats[seat].notify = change.notify;
        if (change.autopilot !== undefined) {
          r.seats[seat].autopilot = change.autopilot;
          r.seats[seat].away = false;
          if (!change.autopilot) { r.seats[seat].missed = 0; r.paused = false; }
        }
        if (change.defendWithOne !== undefined) {
          if (!r.state) return fail({ code: 'lobbyOnly' });
          const res = applyAction(r.state, seat, { type: 'setDefence', withOne: change.defendWithOne }, { now: this.now() });
          if (!res.ok) return fail({ code: 'rule', rule: res.error });
          r.state = res.value.state;
          steps.push({ actor: seat, action: { type: 'setDefence', withOne: change.defendWithOne }, events: res.value.events, by: 'human' });
        }
      }
      return ok({ record: r, value: { record: r, steps } });
    });
  }

  /**
   * Plays every seat the AI controls until a human must act or the game ends (bounded:
   * maxAiSteps, yielding to the event loop every 100 actions). Persisted once at the end.
   */
  async runAi(channelId: string): Promise<{ record: GameRecord | undefined; steps: Step[] }> {
    const steps: Step[] = [];
    let last: GameRecord | undefined;
    await this.mutate(channelId, async (r) => {
      last = r;
      if (!r || r.status !== 'playing' || !r.state) return ok({ record: null, value: undefined });
      // Nobody left to watch: pause rather than let the AI play the whole game at once.
      if (allHumansAway(r)) {
        if (r.paused) return ok({ record: null, value: undefined });
        r.paused = true;
        return ok({ record: r, value: undefined });
      }
      let n = 0;
      for (;;) {
        const s: GameState = r.state!;
        if (s.phase.kind === 'over' || n >= this.maxAiSteps) break;
        const who = waitingFor(s).find((p) => aiControls(r, p));
        if (who === undefined) break;
        const step = this.aiStep(r, who, 'ai');
        if (!step) break;
        steps.push(step);
        n++;
        if (n % 100 === 0) await new Promise((res) => setImmediate(res));
      }
      if (r.state!.phase.kind === 'over') r.status = 'over';
      return ok({ record: steps.length ? r : null, value: undefined });
    });
    return { record: last, steps };
  }

  /** One AI decision for `player`, applied to r (in place). Null if the policy's move is refused. */
  private aiStep(r: GameRecord, player: PlayerId, by: Step['by']): Step | null {
    const s = r.state!;
    const seat = r.seats[player];
    const policy = getPolicy(seat?.kind === 'ai' ? seat.ai : this.aiPolicy);
    // The policy sees what its seat may know: other seats' secrets are removed first.
    const action = policy(seatState(s, player), player, r.aiRng);
    const res = applyAction(s, player, action, { now: this.now() });
    if (!res.ok) {
      // A policy bug must not wedge a game: fall back to ending the phase or the turn.
      for (const fallback of [{ type: 'endPhase' }, { type: 'endTurn' }] as Action[]) {
        const fb = applyAction(s, player, fallback, { now: this.now() });
        if (fb.ok) { r.state = fb.value.state; return { actor: player, action: fallback, events: fb.value.events, by }; }
      }
      return null;
    }
    r.state = res.value.state;
    return { actor: player, action, events: res.value.events, by };
  }

  // ---- time ----

  /** When the game next needs the clock (reminder, deadline, time limit), or null. */
  static nextWake(r: GameRecord): number | null {
    if (r.status !== 'playing' || !r.state) return null;
    const times: number[] = [];
    if (r.timer) times.push(r.timer.reminded ? r.timer.expiresAt : r.timer.remindAt);
    const c = r.state.clock;
    if (c.endsAt !== null && c.lastRound === null) times.push(c.endsAt);
    return times.length ? Math.min(...times) : null;
  }

  /** Applies whatever is due at `now`: the time limit tick, reminders, expired turns (AFK rule). */
  async runTimers(channelId: string): Promise<AppResult<TimerOutcome>> {
    const now = this.now();
    return this.mutate(channelId, (r) => {
      if (!r || r.status !== 'playing' || !r.state) return ok({ record: null, value: { record: r!, reminders: [], expired: [], takenOver: [], steps: [] } });
      const out: TimerOutcome = { record: r, reminders: [], expired: [], takenOver: [], steps: [] };
      const c = r.state.clock;
      if (c.endsAt !== null && c.lastRound === null && now >= c.endsAt) {
        const res = applyAction(r.state, -1, { type: 'tick' }, { now });
        if (res.ok) {
          r.state = res.value.state;
          out.steps.push({ actor: -1, action: { type: 'tick' }, events: res.value.events, by: 'timer' });
        }
      }
      const t = r.timer;
      if (t && r.state.phase.kind !== 'over') {
        if (!t.reminded && now >= t.remindAt && now < t.expiresAt) {
          t.reminded = true;
          out.reminders.push(...t.players);
        }
        if (now >= t.expiresAt) {
          for (const p of t.players) {
            if ((r.state.phase.kind as string) === 'over' || !waitingFor(r.state).includes(p)) continue;
            out.expired.push(p);
            this.playAfk(r, p, out.steps);
            const seat = r.seats[p];
            seat.missed++;
            if (seat.missed >= r.settings.maxMissed && (r.state.phase.kind as string) !== 'over') {
              if (r.settings.takeover === 'ai') {
                seat.autopilot = true;
                seat.away = true;
                out.takenOver.push({ player: p, how: 'ai' });
              } else {
                const res = applyAction(r.state, p, { type: 'abandon' }, { now });
                if (res.ok) {
                  r.state = res.value.state;
                  out.steps.push({ actor: p, action: { type: 'abandon' }, events: res.value.events, by: 'timer' });
                  out.takenOver.push({ player: p, how: 'passive' });
                }
              }
            }
          }
          r.timer = null;
        }
      }
      if ((r.state.phase.kind as string) === 'over') r.status = 'over';
      const changed = out.steps.length > 0 || out.reminders.length > 0 || out.expired.length > 0;
      return ok({ record: changed ? r : null, value: out });
    });
  }

  /** The AFK rule for one expired seat: end the turn (placing what must be placed) or let the AI play it. */
  private playAfk(r: GameRecord, p: PlayerId, steps: Step[]): void {
    const startTurn = r.state!.turn.number;
    for (let i = 0; i < 2000; i++) {
      const s = r.state!;
      if (s.phase.kind === 'over' || !waitingFor(s).includes(p)) return;
      if (s.phase.kind === 'chooseHQ' && s.players[p].hq) return;
      if (s.turn.number !== startTurn && s.turn.player === p && s.phase.kind === 'reinforce') return;
      if (r.settings.afk === 'end' && s.phase.kind === 'setupSimultaneous') {
        // C-SET-7: at the deadline the armies not yet planned are spread at random.
        const res = applyAction(s, p, { type: 'autoPlace' }, { now: this.now() });
        if (res.ok) { r.state = res.value.state; steps.push({ actor: p, action: { type: 'autoPlace' }, events: res.value.events, by: 'timer' }); continue; }
      }
      if (r.settings.afk === 'end' && s.turn.player === p) {
        let forced: Action | null = null;
        if (s.phase.kind === 'attack') {
          forced = s.phase.conquest ? { type: 'move', count: s.phase.conquest.min } : s.phase.pendingRoll ? { type: 'acceptRoll' } : s.phase.elimTrade ? null : { type: 'endTurn' };
        } else if (s.phase.kind === 'fortify') forced = { type: 'endTurn' };
        if (forced) {
          const res = applyAction(s, p, forced, { now: this.now() });
          if (res.ok) { r.state = res.value.state; steps.push({ actor: p, action: forced, events: res.value.events, by: 'timer' }); continue; }
        }
      }
      const step = this.aiStep(r, p, 'timer');
      if (!step) return;
      steps.push(step);
    }
  }
}

function humanSeat(u: UserRef): Seat {
  return { userId: u.id, name: u.name, kind: 'human', ai: 'baseline', locale: u.locale, autopilot: false, missed: 0 };
}

/** Every human still in the game was taken over by the timer (none chose autopilot themselves). */
export function allHumansAway(r: GameRecord): boolean {
  const s = r.state;
  const humans = r.seats.map((seat, p) => ({ seat, p })).filter(({ seat, p }) => seat.kind === 'human' && (!s || s.players[p]?.status === 'active'));
  return humans.length > 0 && humans.every(({ seat }) => seat.away === true && seat.autopilot);
}

export function aiControls(r: GameRecord, p: PlayerId): boolean {
  const seat = r.seats[p];
  return !!seat && (seat.kind === 'ai' || seat.autopilot);
}

/** Human seats the game waits for (the ones a deadline applies to). */
export function waitingHumans(r: GameRecord): PlayerId[] {
  if (!r.state || r.state.phase.kind === 'over') return [];
  return waitingFor(r.state).filter((p) => !aiControls(r, p) && r.state!.players[p].status === 'active');
}

/** (Re)arms the turn deadline when the wait changed; clears it when there is nothing to wait for. */
export function refreshTimer(r: GameRecord, now: number): void {
  const minutes = r.settings.deadlineMinutes;
  const waiting = waitingHumans(r);
  if (r.status !== 'playing' || !r.state || minutes === null || waiting.length === 0) { r.timer = null; return; }
  const s = r.state;
  // C-SET-7: one deadline for the whole simultaneous placement, not re-armed as seats confirm.
  const key = s.phase.kind === 'setupSimultaneous' ? `${s.turn.number}:simultaneous`
    : `${s.turn.number}:${s.phase.kind === 'chooseHQ' ? 'hq' : s.phase.kind.startsWith('setup') ? `setup${s.turn.player}` : 'turn'}:${waiting.join(',')}`;
  if (r.timer && r.timer.key === key) return;
  const ms = minutes * 60_000;
  r.timer = { key, players: waiting, remindAt: now + Math.floor(ms * 0.75), expiresAt: now + ms, reminded: false };
}
