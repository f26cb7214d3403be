// Time: persisted turn deadlines (reminder, AFK rule, take-over) and the game's time limit,
// and when a game next needs waking — which also covers an AI seat left waiting and a move
// that was stored but not yet shown, so neither can stall a game.
import type { NewLogEntry } from '../store/repository.js';
import { aiControls, aiStep, hasPeople, settle, settledEntries, type AiRun } from './ai-driver.js';
import { defOf, hostOf, isOver, waitingSeats } from './family.js';
import { inQuiet, outOfQuiet, quietEnd } from './quiet-hours.js';
import { scheduleWake } from './schedule.js';
import { digestWake } from './digest.js';
import type { GameRecord } from './record.js';
import { entryOf, type Step } from './steps.js';

/** A pending AI turn is normally played by the request that caused it; the timer loop is the fallback. */
export const AI_GRACE_MS = 3_000;
/** An AI-only game's next slice of steps (ai-driver.ts) is played this long after the last one. */
export const AI_PACE_MS = 1_000;
/** A stored move not shown after this long is posted again from the log. */
export const PRESENT_GRACE_MS = 30_000;

export interface TimerOutcome {
  record: GameRecord;
  reminders: number[];
  expired: number[];
  takenOver: { player: number; how: 'ai' | 'passive' }[];
  steps: Step[];
  /** Nobody is left to watch (every human taken over): the game paused instead of letting the AI play on. */
  paused?: boolean;
}

/** When the game next needs the clock (reminder, deadline, time limit), or null. */
export function nextDeadline(r: GameRecord): number | null {
  if (r.status !== 'playing' || r.state === null) return null;
  const times: number[] = [];
  if (r.timer) times.push(r.timer.reminded ? r.timer.expiresAt : r.timer.remindAt);
  const clock = hostOf(r).clock(r.state);
  if (clock) times.push(clock.at);
  return times.length ? Math.min(...times) : null;
}

export function aiPending(r: GameRecord): boolean {
  return (
    !r.paused &&
    r.status === 'playing' &&
    r.state !== null &&
    !isOver(r) &&
    waitingSeats(r).some((p) => aiControls(r, p))
  );
}

export function unpresented(r: GameRecord): boolean {
  return (r.presentedSeq ?? r.logSeq ?? 0) < (r.logSeq ?? 0);
}

/** The store's wake-up time for the game: deadlines, a pending AI turn, an unshown move, a lobby's scheduled start, a daily digest. */
export function wakeAt(r: GameRecord): number | null {
  const times: number[] = [];
  const d = nextDeadline(r);
  if (d !== null) times.push(d);
  if (aiPending(r)) times.push(r.updatedAt + (hasPeople(r) ? AI_GRACE_MS : AI_PACE_MS));
  if (unpresented(r)) times.push(r.updatedAt + PRESENT_GRACE_MS);
  const start = scheduleWake(r);
  if (start !== null) times.push(start);
  const digest = digestWake(r);
  if (digest !== null) times.push(digest);
  return times.length ? Math.min(...times) : null;
}

/** Human seats the game waits for (the ones a deadline applies to). */
export function waitingHumans(r: GameRecord): number[] {
  if (r.state === null || isOver(r)) return [];
  const host = hostOf(r);
  return waitingSeats(r).filter((p) => !aiControls(r, p) && host.active(r.state, p));
}

/** (Re)arms the turn deadline when the wait changed; clears it when there is nothing to wait for. */
export function refreshTimer(r: GameRecord, now: number): void {
  const minutes = r.settings.deadlineMinutes;
  const waiting = waitingHumans(r);
  if (r.status !== 'playing' || r.state === null || minutes === null || waiting.length === 0) {
    r.timer = null;
    return;
  }
  // The definition's deadline key changes when the wait does (C-SET-7: not as seats confirm).
  const key = defOf(r).deadlineKey(r.state);
  if (r.timer && r.timer.key === key) return;
  const ms = minutes * 60_000;
  // Quiet hours: a turn that starts in a waiting player's night starts for them at its end (the
  // ping waits until then: the reminder tells them), and the deadline never expires in anyone's
  // night (it moves to its end).
  const asleep = waiting.flatMap((p) => {
    const q = r.seats[p]?.quiet;
    return q && !r.seats[p].quietPing && inQuiet(now, q) ? [quietEnd(now, q)] : [];
  });
  // /risk vacation: a waiting seat on vacation starts its deadline when the vacation ends.
  const from = Math.max(now, ...asleep, ...waiting.map((p) => r.seats[p]?.vacationUntil ?? 0));
  const quiets = waiting.flatMap((p) => r.seats[p]?.quiet ?? []);
  const expiresAt = outOfQuiet(from + ms, quiets);
  const remindAt = asleep.length ? from : Math.min(expiresAt, outOfQuiet(from + Math.floor(ms * 0.75), quiets));
  r.timer = { key, players: waiting, remindAt, expiresAt, reminded: false };
}

/**
 * A seat asleep now (quiet hours, no ping asked for) whose turn has a reminder coming: its
 * turn's ping is silent and the reminder, at the end of its night, tells it. (A game without a
 * deadline has no reminder: its ping comes at once.)
 */
export function pingWaits(r: GameRecord, seat: number, now: number): boolean {
  const s = r.seats[seat];
  const t = r.timer;
  return (
    !!s?.quiet &&
    !s.quietPing &&
    inQuiet(now, s.quiet) &&
    !!t &&
    t.players.includes(seat) &&
    !t.reminded &&
    t.remindAt > now
  );
}

/** No ping now for this seat: muted in this game, or asleep with a reminder coming (pingWaits). */
export function pingSilenced(r: GameRecord, seat: number, now: number): boolean {
  return !!r.seats[seat]?.muted || pingWaits(r, seat, now);
}

/** Applies whatever is due at `now` to r (in place): the time-limit tick, reminders, expired turns. */
export async function applyDue(r: GameRecord, now: number, ai: AiRun): Promise<TimerOutcome> {
  const out: TimerOutcome = { record: r, reminders: [], expired: [], takenOver: [], steps: [] };
  if (r.status !== 'playing' || r.state === null) return out;
  const host = hostOf(r);
  const clock = host.clock(r.state);
  if (clock && now >= clock.at) {
    const res = host.def.apply(r.state, -1, clock.tick, { now });
    if (res.ok) {
      r.state = res.value.state;
      out.steps.push({ actor: -1, action: clock.tick, events: res.value.events, by: 'timer', at: now });
    }
  }
  const t = r.timer;
  if (t && !isOver(r)) {
    if (!t.reminded && now >= t.remindAt && now < t.expiresAt) {
      t.reminded = true;
      out.reminders.push(...t.players);
    }
    if (now >= t.expiresAt) {
      for (const p of t.players) {
        if (isOver(r) || !waitingSeats(r).includes(p)) continue;
        out.expired.push(p);
        await playAfk(r, p, out.steps, now, ai);
        const seat = r.seats[p];
        seat.missed++;
        if (seat.missed >= r.settings.maxMissed && !isOver(r)) {
          const abandon = r.settings.takeover === 'passive' ? host.abandon(p) : null;
          const res = abandon ? host.def.apply(r.state, p, abandon, { now }) : null;
          if (res?.ok) {
            r.state = res.value.state;
            out.steps.push({ actor: p, action: abandon, events: res.value.events, by: 'timer', at: now });
            out.takenOver.push({ player: p, how: 'passive' });
          } else if (r.settings.takeover === 'ai' || !abandon) {
            // A game without passive seats (Risk Express) hands the seat to the AI instead.
            seat.autopilot = true;
            seat.away = true;
            out.takenOver.push({ player: p, how: 'ai' });
          }
        }
      }
      r.timer = null;
    }
  }
  if (isOver(r)) r.status = 'over';
  return out;
}

/**
 * What is due at `now` (applyDue), then what follows it without a person (the AI seats, forced
 * moves), in place: the outcome and the log entries — 'timer' for the clock's own steps, then
 * the settled ones with their actors. The timer loop and a move that finds a deadline past both
 * play it this way.
 */
export async function playDue(
  r: GameRecord,
  now: number,
  ai: AiRun,
): Promise<{ out: TimerOutcome; entries: NewLogEntry[] }> {
  const out = await applyDue(r, now, ai);
  const entries = out.steps.map((s) => entryOf({ ...s, at: s.at ?? now }));
  if (out.steps.length || out.takenOver.length) {
    const wasPaused = !!r.paused;
    const more = await settle(r, now, ai);
    out.paused = !wasPaused && !!r.paused;
    out.steps.push(...more);
    entries.push(...settledEntries(r, more));
  }
  return { out, entries };
}

/**
 * A move's own deadlines: after the move (and the AI seats it woke), the turn deadline is
 * re-armed if the wait changed; whatever is still due at `now` — the same wait's deadline, the
 * other seats' in a simultaneous wait, the game's time limit — is played now, in the move's
 * write, rather than left for the timer loop (a restart or a slow burst delays it). Null when
 * nothing is due.
 */
export async function playDueAfterMove(
  r: GameRecord,
  now: number,
  ai: AiRun,
): Promise<{ out: TimerOutcome; entries: NewLogEntry[] } | null> {
  refreshTimer(r, now);
  const at = nextDeadline(r);
  if (at === null || at > now) return null;
  const due = await playDue(r, now, ai);
  const { out } = due;
  return out.steps.length || out.reminders.length || out.expired.length ? due : null;
}

/**
 * The AFK rule for one expired seat: 'end' forfeits what the definition says an absent player
 * forfeits (forfeitTurn: the forced step, else the AI's move), 'ai' lets the AI play the turn.
 */
async function playAfk(r: GameRecord, p: number, steps: Step[], now: number, ai: AiRun): Promise<void> {
  const host = hostOf(r);
  const startTurn = host.turn(r.state);
  for (let i = 0; i < 2000; i++) {
    const s = r.state;
    if (isOver(r) || !waitingSeats(r).includes(p) || host.afkDone(s, p, startTurn)) return;
    if (r.settings.afk === 'end') {
      const forced = host.def.forfeitTurn(s, p);
      let applied = false;
      for (const action of forced) {
        const res = host.def.apply(r.state, p, action, { now });
        if (!res.ok) break;
        r.state = res.value.state;
        steps.push({ actor: p, action, events: res.value.events, by: 'timer', at: now });
        applied = true;
      }
      if (applied) continue;
    }
    const step = await aiStep(r, p, 'timer', now, ai);
    if (!step) return;
    steps.push(step);
  }
}
