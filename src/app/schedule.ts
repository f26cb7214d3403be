// A lobby's scheduled start: "start at <time>" and/or "start when N seats are filled". The
// record keeps the wish (`schedule`); the store's wake-up time for the lobby comes from it
// (timers.ts wakeAt), so the same timer loop that fires deadlines starts the game — after a
// restart, on whichever shard owns the guild. Times are read in the host's own time zone
// (/risk settings timezone) or given as a Discord timestamp (<t:1767225600:F>). Pure but for
// the records' writes.
import type { NewLogEntry } from '../store/repository.js';
import { type Core, type UserRef } from './core.js';
import { fail, ok, type AppResult } from './errors.js';
import { hostOf } from './family.js';
import { beginGame, type Acted } from './lobby.js';
import type { GameRecord, StartSchedule } from './record.js';

export type { StartSchedule } from './record.js';

/** A start more than this far ahead is refused (a typo more likely than a plan). */
export const MAX_AHEAD_DAYS = 30;
/** Once the seats are filled, the join's own request starts the game; the timer loop is the fallback. */
export const SEATS_GRACE_MS = 3_000;

const MINUTE = 60_000;

export function scheduleOf(r: GameRecord): StartSchedule | undefined {
  const s = r.schedule;
  return s && (s.at !== undefined || s.seats !== undefined) ? s : undefined;
}

/**
 * What the schedule asks at `now`: 'start'; 'drop' when the time came with too few players
 * for the game (the wish is cleared, the lobby told); null when nothing is due.
 */
export function scheduleDue(r: GameRecord, now: number): 'start' | 'drop' | null {
  const s = scheduleOf(r);
  if (r.status !== 'lobby' || !s) return null;
  if (s.at !== undefined && now < s.at) return null;
  if (s.seats !== undefined) return r.seats.length >= s.seats ? 'start' : null;
  return r.seats.length >= hostOf(r).seats(r.ruleset).min ? 'start' : 'drop';
}

/** When the lobby next needs the clock, or null (waiting for joins, or nothing scheduled). */
export function scheduleWake(r: GameRecord): number | null {
  const s = scheduleOf(r);
  if (r.status !== 'lobby' || !s) return null;
  if (s.seats !== undefined && r.seats.length < s.seats) return null;
  return s.at ?? r.updatedAt + SEATS_GRACE_MS;
}

/** The change /risk new or /risk settings asks for: a value sets, null clears, undefined keeps. */
export interface ScheduleChange {
  at?: number | null;
  seats?: number | null;
}

/** Refuses a time in the past or too far ahead, or a seat count outside the ruleset's. */
export function checkSchedule(
  ruleset: GameRecord['ruleset'],
  change: ScheduleChange,
  now: number,
): AppResult<StartSchedule> {
  if (typeof change.at === 'number') {
    if (change.at <= now) return fail({ code: 'startInPast' });
    if (change.at > now + MAX_AHEAD_DAYS * 1440 * MINUTE) return fail({ code: 'startTooFar', days: MAX_AHEAD_DAYS });
  }
  if (typeof change.seats === 'number') {
    const { min, max } = hostOf({ ruleset }).seats(ruleset);
    if (!Number.isInteger(change.seats) || change.seats < min || change.seats > max)
      return fail({ code: 'badStartSeats', min, max });
  }
  const out: StartSchedule = {};
  if (typeof change.at === 'number') out.at = change.at;
  if (typeof change.seats === 'number') out.seats = change.seats;
  return ok(out);
}

/** Host or manager, in the lobby: sets or clears the scheduled start. */
export function setSchedule(
  core: Core,
  channelId: string,
  user: UserRef,
  canManage: boolean,
  change: ScheduleChange,
): Promise<AppResult<GameRecord>> {
  return core.games.mutate(
    channelId,
    (cur) => {
      if (!cur) return fail({ code: 'noGame' });
      if (cur.status !== 'lobby') return fail({ code: 'lobbyOnly' });
      if (cur.hostId !== user.id && !canManage) return fail({ code: 'onlyHost' });
      const r = cur;
      const now = core.now();
      const checked = checkSchedule(r.ruleset, change, now);
      if (!checked.ok) return checked;
      const next: StartSchedule = { ...r.schedule };
      if (change.at !== undefined) next.at = change.at ?? undefined;
      if (change.seats !== undefined) next.seats = change.seats ?? undefined;
      if (next.at === undefined) delete next.at;
      if (next.seats === undefined) delete next.seats;
      if (next.at === undefined && next.seats === undefined) delete r.schedule;
      else r.schedule = next;
      return ok({ record: r, value: r, entries: [scheduleEntry(user.id, now, r.schedule ?? null)], presented: true });
    },
    { dedupe: user.interactionId ? `schedule:${user.interactionId}` : undefined },
  );
}

/** What the timer loop did to a scheduled lobby. */
export type ScheduledStart = { kind: 'started'; acted: Acted } | { kind: 'dropped'; record: GameRecord };

/**
 * The timer loop's step for a lobby: starts it when its schedule says so (on behalf of its
 * host, from the same inputs as a manual start), or drops a start time that came with too few
 * players. Null when nothing was due (another process, or the host, came first).
 */
export async function startDue(core: Core, channelId: string): Promise<ScheduledStart | null> {
  const res = await core.games.mutate<ScheduledStart | null>(channelId, async (cur) => {
    if (!cur) return ok({ record: null, value: null });
    const r = cur;
    const now = core.now();
    const due = scheduleDue(r, now);
    if (due === null) return ok({ record: null, value: null });
    const schedule = r.schedule ?? null;
    if (due === 'drop') {
      delete r.schedule;
      return ok({
        record: r,
        value: { kind: 'dropped', record: r },
        entries: [scheduleEntry(null, now, null)],
        presented: true,
      });
    }
    const host = r.seats.find((s) => s.userId === r.hostId);
    const started = await beginGame(
      core,
      r,
      { id: r.hostId, name: host?.name ?? r.hostId, locale: host?.locale ?? r.locale },
      now,
      { scheduled: schedule },
    );
    if (!started.ok) return started;
    delete r.schedule;
    return ok({ ...started.value, value: { kind: 'started', acted: started.value.value } });
  });
  return res.ok ? res.value : null;
}

function scheduleEntry(userId: string | null, now: number, schedule: StartSchedule | null): NewLogEntry {
  return { at: now, kind: 'schedule', actor: null, userId, interactionId: null, action: schedule, events: [] };
}

// ---- Reading a time the host typed ----

const formats = new Map<string, Intl.DateTimeFormat>();

/** The wall clock in `tz` at `at`: [year, month (1–12), day, hour, minute]. */
export function wallClock(at: number, tz: string): [number, number, number, number, number] {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    formats.set(tz, f);
  }
  const parts = f.formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return [n('year'), n('month'), n('day'), n('hour'), n('minute')];
}

/** The instant when the wall clock in `tz` reads this date and time (the later one on a repeated hour). */
export function zonedInstant(y: number, mo: number, d: number, h: number, mi: number, tz: string): number {
  const wanted = Date.UTC(y, mo - 1, d, h, mi);
  let at = wanted;
  // The zone's offset at the guess, twice: a guess across a daylight-saving change settles on the second.
  for (let i = 0; i < 3; i++) {
    const [yy, mm, dd, hh, mn] = wallClock(at, tz);
    const shown = Date.UTC(yy, mm - 1, dd, hh, mn);
    if (shown === wanted) return at;
    at += wanted - shown;
  }
  return at;
}

/**
 * A start time as typed: `off` (none), a Discord timestamp (`<t:1767225600>` or with a style),
 * `20:00` (the next time the host's clock reads it), or `2026-12-24 20:00` (in the host's zone).
 * Undefined when unreadable; the range is checked by checkSchedule.
 */
export function parseStartTime(text: string, now: number, tz: string): number | null | undefined {
  const t = text.trim().toLowerCase();
  if (['off', 'none', 'no', 'aucune', 'aucun', 'nessuna', 'nessuno'].includes(t)) return null;
  const stamp = /^<t:(-?\d{1,12})(?::[tdfr])?>$/.exec(t);
  if (stamp) return Number(stamp[1]) * 1000;
  const clock = /^(\d{1,2})[:h.](\d{2})$/.exec(t) ?? /^(\d{1,2})h$/.exec(t);
  if (clock) {
    const h = Number(clock[1]);
    const mi = Number(clock[2] ?? 0);
    if (h > 23 || mi > 59) return undefined;
    const [y, mo, d] = wallClock(now, tz);
    const today = zonedInstant(y, mo, d, h, mi, tz);
    if (today > now) return today;
    // Already past today: the same time tomorrow (a day later on the host's calendar).
    const next = new Date(Date.UTC(y, mo - 1, d + 1));
    return zonedInstant(next.getUTCFullYear(), next.getUTCMonth() + 1, next.getUTCDate(), h, mi, tz);
  }
  const date = /^(\d{4})-(\d{1,2})-(\d{1,2})[ t](\d{1,2})[:h.](\d{2})$/.exec(t);
  if (date) {
    const [y, mo, d, h, mi] = date.slice(1).map(Number);
    if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return undefined;
    return zonedInstant(y, mo, d, h, mi, tz);
  }
  return undefined;
}
