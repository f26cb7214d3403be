// The lobby and the game's life cycle: create, join, leave, add an AI, start, cancel, kick,
// settings. Every change is one compare-and-set write with its log entry.
import { randomBytes } from 'node:crypto';
import type { SetupInput } from '../game/definition.js';
import { seedAiRng } from '../game/host.js';
import type { GameRulesetId } from '../game/registry.js';
import type { NewLogEntry } from '../store/repository.js';
import { dedupeKey, type Core, type UserRef } from './core.js';
import { fail, ok, type AppResult } from './errors.js';
import { defOf, hostOf, isOver } from './family.js';
import {
  DEFAULT_SETTINGS,
  RECORD_SCHEMA_VERSION,
  type GameRecord,
  type GameSettings,
  type Seat,
  type StartSchedule,
} from './record.js';
import { settle, settledEntries } from './ai-driver.js';
import { entryOf, type Step } from './steps.js';
import type { Change } from './games.js';

export interface Acted {
  record: GameRecord;
  steps: Step[];
}

const AI_NAMES = ['Ada', 'Bismarck', 'Cleopatra', 'Drake', 'Eleanor', 'Frederick'];

function humanSeat(u: UserRef): Seat {
  return { userId: u.id, name: u.name, kind: 'human', ai: 'baseline', locale: u.locale, autopilot: false, missed: 0 };
}

const lobbyEntry = (kind: string, user: UserRef, now: number, action: unknown = null): NewLogEntry => ({
  at: now,
  kind,
  actor: null,
  userId: user.id,
  interactionId: user.interactionId ?? null,
  action,
  events: [],
});

/** A new game id: time first (ids sort by age), then random, so processes never collide. */
function newGameId(now: number): string {
  return `${now.toString(36)}${randomBytes(3).toString('hex')}`;
}

export async function create(
  core: Core,
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
  const checked = hostOf({ ruleset }).checkOptions(ruleset, options);
  if (!checked.ok) {
    return fail(
      checked.code === 'optionNotInRuleset'
        ? { code: 'optionNotInRuleset', ruleset, option: checked.option, legal: checked.legal }
        : { code: 'badOption', option: checked.option, allowed: checked.allowed },
    );
  }
  const levels = hostOf({ ruleset }).levels ?? [];
  if (settings.aiLevel !== undefined && !levels.includes(settings.aiLevel))
    return fail({ code: 'badOption', option: 'ai_level', allowed: levels });
  const seed = core.seed();
  return core.games.mutate(
    channelId,
    (current) => {
      if (current && current.status !== 'over') return fail({ code: 'gameExists' });
      const now = core.now();
      const record: GameRecord = {
        schemaVersion: RECORD_SCHEMA_VERSION,
        gameId: newGameId(now),
        channelId,
        channelName,
        guildId,
        hostId: host.id,
        locale: publicLocale,
        status: 'lobby',
        rev: 0,
        ruleset,
        options,
        seed,
        seats: [humanSeat(host)],
        settings: { ...DEFAULT_SETTINGS, ...settings },
        state: null,
        aiRng: seedAiRng(seed ^ 0x5eed),
        timer: null,
        createdAt: now,
        updatedAt: now,
        logSeq: 0,
        presentedSeq: 0,
        handled: [],
        dmClosed: [],
        startedAt: null,
        endedAt: null,
        cancelledAt: null,
        ...(schedule && (schedule.at !== undefined || schedule.seats !== undefined) ? { schedule } : {}),
      };
      return ok({
        record,
        value: record,
        entries: [lobbyEntry('create', host, now, { ruleset, options, seed, settings: record.settings, schedule })],
        presented: true,
      });
    },
    { creating: true, dedupe: dedupeKey('create', host) },
  );
}

type Locale = GameRecord['locale'];

/** A lobby-only change by `user`; the record's presentation is the command's own reply. */
function lobbyChange(
  core: Core,
  channelId: string,
  user: UserRef,
  op: string,
  change: (r: GameRecord) => AppResult<unknown>,
): Promise<AppResult<GameRecord>> {
  return core.games.mutate(
    channelId,
    (r) => {
      if (!r) return fail({ code: 'noGame' });
      if (r.status !== 'lobby') return fail({ code: 'lobbyOnly' });
      const res = change(r);
      if (!res.ok) return res;
      return ok({ record: r, value: r, entries: [lobbyEntry(op, user, core.now(), res.value)], presented: true });
    },
    { dedupe: dedupeKey(op, user) },
  );
}

export function join(core: Core, channelId: string, user: UserRef): Promise<AppResult<GameRecord>> {
  return lobbyChange(core, channelId, user, 'join', (r) => {
    if (r.seats.some((s) => s.userId === user.id)) return fail({ code: 'alreadySeated' });
    const { max } = hostOf(r).seats(r.ruleset);
    if (r.seats.length >= max) return fail({ code: 'lobbyFull', max });
    r.seats.push(humanSeat(user));
    return ok({ name: user.name });
  });
}

export function leave(core: Core, channelId: string, user: UserRef): Promise<AppResult<GameRecord>> {
  return lobbyChange(core, channelId, user, 'leave', (r) => {
    const i = r.seats.findIndex((s) => s.userId === user.id);
    if (i < 0) return fail({ code: 'notSeated' });
    r.seats.splice(i, 1);
    if (r.hostId === user.id) r.hostId = r.seats.find((s) => s.userId)?.userId ?? user.id;
    return ok(null);
  });
}

/** An AI seat of `level` (one the family offers), else of the game's level. */
export function addAi(
  core: Core,
  channelId: string,
  user: UserRef,
  canManage: boolean,
  level?: string,
): Promise<AppResult<GameRecord>> {
  return lobbyChange(core, channelId, user, 'addAi', (r) => {
    if (!r.seats.some((s) => s.userId === user.id) && r.hostId !== user.id && !canManage)
      return fail({ code: 'notSeated' });
    const levels = hostOf(r).levels ?? [];
    if (level !== undefined && !levels.includes(level))
      return fail({ code: 'badOption', option: 'ai_level', allowed: levels });
    const { max } = hostOf(r).seats(r.ruleset);
    if (r.seats.length >= max) return fail({ code: 'lobbyFull', max });
    const used = new Set(r.seats.map((s) => s.name));
    const name = `🤖 ${AI_NAMES.find((n) => !used.has(`🤖 ${n}`)) ?? `AI ${r.seats.length + 1}`}`;
    const policy = level ?? gameAi(core, r);
    r.seats.push({ userId: null, name, kind: 'ai', ai: policy, locale: r.locale, autopilot: false, missed: 0 });
    return ok({ name, ai: policy });
  });
}

/** The game's AI: its level when set, else the service's policy if the family has it, else the family's default. */
export function gameAi(core: Pick<Core, 'aiPolicy'>, r: GameRecord): string {
  const host = hostOf(r);
  if (r.settings.aiLevel !== undefined && host.def.ai[r.settings.aiLevel]) return r.settings.aiLevel;
  return host.def.ai[core.aiPolicy] ? core.aiPolicy : host.defaultAi;
}

/**
 * Host or manager, in the lobby: one of the game's options changes (the setup mode select);
 * the ruleset's own check refuses a value it does not offer.
 */
export function setOption(
  core: Core,
  channelId: string,
  user: UserRef,
  canManage: boolean,
  key: string,
  value: unknown,
): Promise<AppResult<GameRecord>> {
  return lobbyChange(core, channelId, user, `option:${key}`, (r) => {
    if (r.hostId !== user.id && !canManage) return fail({ code: 'onlyHost' });
    const options = { ...r.options, [key]: value };
    const checked = hostOf(r).checkOptions(r.ruleset, options);
    if (!checked.ok)
      return fail(
        checked.code === 'optionNotInRuleset'
          ? { code: 'optionNotInRuleset', ruleset: r.ruleset, option: checked.option, legal: checked.legal }
          : { code: 'badOption', option: checked.option, allowed: checked.allowed },
      );
    r.options = options;
    return ok({ [key]: value });
  });
}

/** The inputs that start a game: replay begins from exactly these. */
export function startInput(r: GameRecord): SetupInput<Record<string, unknown>> {
  return {
    ruleset: r.ruleset,
    options: r.options,
    seed: r.seed,
    seats: r.seats.map((s) => ({ name: s.name, kind: s.kind, ai: s.kind === 'ai' ? s.ai : undefined })),
    ...(defOf(r).setupEdition !== undefined ? { edition: defOf(r).setupEdition } : {}),
  };
}

/** Starts the game; the AI seats play up to the first human decision in the same write. */
export function start(core: Core, channelId: string, user: UserRef, canManage: boolean): Promise<AppResult<Acted>> {
  return core.games.mutate(
    channelId,
    async (r) => {
      if (!r) return fail({ code: 'noGame' });
      if (r.status !== 'lobby') return fail({ code: 'lobbyOnly' });
      if (r.hostId !== user.id && !canManage) return fail({ code: 'onlyHost' });
      const started = await beginGame(core, r, user, core.now());
      // A manual start ends the wait for the scheduled one (a refused start leaves it: the record is the store's).
      if (started.ok) delete r.schedule;
      return started;
    },
    { dedupe: dedupeKey('start', user) },
  );
}

/**
 * The lobby becomes the game (by `user`: its host, or the schedule on the host's behalf): the
 * definition's setup from the lobby's inputs, then the AI seats and forced moves before the
 * first human decision, as one change to store. `more` goes into the start's log entry.
 */
export async function beginGame(
  core: Core,
  r: GameRecord,
  user: UserRef,
  now: number,
  more: Record<string, unknown> = {},
): Promise<AppResult<Change<Acted>>> {
  const { min } = hostOf(r).seats(r.ruleset);
  if (r.seats.length < min) return fail({ code: 'notEnoughPlayers', min });
  const input = startInput(r);
  const created = defOf(r).setup(input, { now });
  if (!created.ok) return fail({ code: 'rule', rule: created.error });
  r.state = created.value.state;
  r.status = isOver(r) ? 'over' : 'playing';
  const step: Step = { actor: -1, action: null, events: created.value.events, by: 'human', at: now };
  const entry: NewLogEntry = {
    ...lobbyEntry('start', user, now, { input, ...more }),
    actor: -1,
    events: created.value.events,
  };
  // The AI seats (and forced moves) before the first human decision, in the same write.
  const settled = await settle(r, now, core.ai);
  return ok({
    record: r,
    value: { record: r, steps: [step, ...settled] },
    entries: [entry, ...settledEntries(r, settled)],
  });
}

/** Host or manager: cancels the game. It is archived with its log, and the channel is free. */
export function cancel(
  core: Core,
  channelId: string,
  user: UserRef,
  canManage: boolean,
): Promise<AppResult<GameRecord>> {
  return core.games.mutate(
    channelId,
    (r) => {
      if (!r) return fail({ code: 'noGame' });
      if (r.status === 'over') return fail({ code: 'noGame' });
      if (r.hostId !== user.id && !canManage) return fail({ code: 'onlyHost' });
      r.timer = null;
      return ok({
        record: r,
        value: r,
        entries: [lobbyEntry('cancel', user, core.now())],
        cancel: true,
        presented: true,
      });
    },
    { dedupe: dedupeKey('cancel', user) },
  );
}

/** Host or manager removes a seated player: their armies become passive (R-ABN-1). */
export function kick(
  core: Core,
  channelId: string,
  user: UserRef,
  canManage: boolean,
  targetUserId: string,
): Promise<AppResult<Acted>> {
  return core.games.mutate(
    channelId,
    async (r) => {
      if (!r) return fail({ code: 'noGame' });
      if (r.hostId !== user.id && !canManage) return fail({ code: 'onlyHost' });
      const seat = r.seats.findIndex((s) => s.userId === targetUserId);
      if (seat < 0) return fail({ code: 'notSeated' });
      const now = core.now();
      if (r.status === 'lobby' || !r.state) {
        r.seats.splice(seat, 1);
        return ok({
          record: r,
          value: { record: r, steps: [] },
          entries: [lobbyEntry('kick', user, now, { userId: targetUserId })],
          presented: true,
        });
      }
      const host = hostOf(r);
      const abandon = host.abandon(seat);
      if (!abandon) {
        // A game without passive seats (Risk Express): the AI takes the seat over.
        r.seats[seat] = {
          ...r.seats[seat],
          userId: null,
          kind: 'ai',
          ai: host.defaultAi,
          autopilot: false,
          away: false,
        };
        const more = await settle(r, now, core.ai);
        return ok({
          record: r,
          value: { record: r, steps: more },
          entries: [lobbyEntry('kick', user, now, { userId: targetUserId }), ...settledEntries(r, more)],
        });
      }
      const res = host.def.apply(r.state, seat, abandon, { now });
      if (!res.ok) return fail({ code: 'rule', rule: res.error });
      r.state = res.value.state;
      if (isOver(r)) r.status = 'over';
      const step: Step = { actor: seat, action: abandon, events: res.value.events, by: 'human', at: now };
      const more = await settle(r, now, core.ai);
      return ok({
        record: r,
        value: { record: r, steps: [step, ...more] },
        entries: [entryOf(step, user.id, user.interactionId ?? null), ...settledEntries(r, more)],
      });
    },
    { dedupe: dedupeKey('kick', user) },
  );
}

export interface SettingsChange {
  game?: Partial<GameSettings>;
  autopilot?: boolean;
  defendWithOne?: boolean;
  notify?: Seat['notify'];
  /** Risk Express: play a roll with only one choice automatically. */
  autoFill?: boolean;
}

/** Game settings (host or manager) and personal ones (any seated player). No change asked: a read, nothing written. */
export function settings(
  core: Core,
  channelId: string,
  user: UserRef,
  canManage: boolean,
  change: SettingsChange,
): Promise<AppResult<Acted>> {
  const gameChange = change.game && Object.values(change.game).some((v) => v !== undefined) ? change.game : undefined;
  return core.games.mutate(
    channelId,
    async (r) => {
      if (!r) return fail({ code: 'noGame' });
      if (
        !gameChange &&
        change.autopilot === undefined &&
        change.defendWithOne === undefined &&
        change.notify === undefined &&
        change.autoFill === undefined
      )
        return ok({ record: null, value: { record: r, steps: [] } });
      const seat = r.seats.findIndex((s) => s.userId === user.id);
      const now = core.now();
      const steps: Step[] = [];
      const entries: NewLogEntry[] = [];
      if (gameChange) {
        if (r.hostId !== user.id && !canManage) return fail({ code: 'onlyHost' });
        if (gameChange.aiLevel !== undefined) {
          const levels = hostOf(r).levels ?? [];
          if (!levels.includes(gameChange.aiLevel))
            return fail({ code: 'badOption', option: 'ai_level', allowed: [...levels] });
          // The AI seats at the game's level follow it (a seat added at another level keeps its own).
          const before = gameAi(core, r);
          const same = (ai: string) => ai === before || (before === 'normal' && ai === 'baseline');
          for (const s of r.seats) if (s.kind === 'ai' && same(s.ai)) s.ai = gameChange.aiLevel;
        }
        r.settings = { ...r.settings, ...gameChange };
        if (r.timer) r.timer = null; // recomputed with the new deadline
        entries.push(lobbyEntry('settings', user, now, gameChange));
      }
      if (
        change.autopilot !== undefined ||
        change.defendWithOne !== undefined ||
        change.notify !== undefined ||
        change.autoFill !== undefined
      ) {
        if (seat < 0) return fail({ code: 'notSeated' });
        if (change.autoFill !== undefined) {
          r.seats[seat].autoFill = change.autoFill;
          entries.push({ ...lobbyEntry('autoFill', user, now, { on: change.autoFill }), actor: seat });
        }
        if (change.notify !== undefined) {
          r.seats[seat].notify = change.notify;
          if (change.notify !== 'digest') delete r.seats[seat].digestAt;
          // Asked again: their DMs are tried again (they may have opened them).
          if (r.dmClosed?.includes(user.id)) r.dmClosed = r.dmClosed.filter((id) => id !== user.id);
          entries.push({ ...lobbyEntry('notify', user, now, { notify: change.notify }), actor: seat });
        }
        if (change.autopilot !== undefined) {
          r.seats[seat].autopilot = change.autopilot;
          r.seats[seat].away = false;
          if (!change.autopilot) {
            r.seats[seat].missed = 0;
            r.paused = false;
          }
          entries.push({ ...lobbyEntry('autopilot', user, now, { on: change.autopilot }), actor: seat });
        }
        if (change.defendWithOne !== undefined) {
          if (!r.state) return fail({ code: 'lobbyOnly' });
          const action = hostOf(r).defence(change.defendWithOne);
          if (action === null) return fail({ code: 'badOption', option: 'defend_with_one', allowed: [] });
          const res = defOf(r).apply(r.state, seat, action, { now });
          if (!res.ok) return fail({ code: 'rule', rule: res.error });
          r.state = res.value.state;
          const step: Step = { actor: seat, action, events: res.value.events, by: 'human', at: now };
          steps.push(step);
          entries.push(entryOf(step, user.id, user.interactionId ?? null));
        }
      }
      // Autopilot (or auto-fill) switched on: what follows without a person, in the same write.
      const more = await settle(r, now, core.ai);
      steps.push(...more);
      entries.push(...settledEntries(r, more));
      return ok({ record: r, value: { record: r, steps }, entries, presented: more.length === 0 });
    },
    { dedupe: dedupeKey('settings', user) },
  );
}
