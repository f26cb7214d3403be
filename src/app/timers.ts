// Time: persisted turn deadlines (reminder, AFK rule, take-over) and the game's time limit,
// and when a game next needs waking — which also covers an AI seat left waiting and a move
// that was stored but not yet shown, so neither can stall a game.
import { applyAction, hqOf, waitingFor, type Action, type PlayerId } from '../engine/index.js';
import { aiControls, aiStep } from './ai-driver.js';
import type { GameRecord } from './record.js';
import type { Step } from './steps.js';

/** A pending AI turn is normally played by the request that caused it; the timer loop is the fallback. */
export const AI_GRACE_MS = 3_000;
/** A stored move not shown after this long is posted again from the log. */
export const PRESENT_GRACE_MS = 30_000;

export interface TimerOutcome {
  record: GameRecord;
  reminders: number[];
  expired: number[];
  takenOver: { player: number; how: 'ai' | 'passive' }[];
  steps: Step[];
}

/** When the game next needs the clock (reminder, deadline, time limit), or null. */
export function nextDeadline(r: GameRecord): number | null {
  if (r.status !== 'playing' || !r.state) return null;
  const times: number[] = [];
  if (r.timer) times.push(r.timer.reminded ? r.timer.expiresAt : r.timer.remindAt);
  const c = r.state.clock;
  if (c.endsAt !== null && c.lastRound === null) times.push(c.endsAt);
  return times.length ? Math.min(...times) : null;
}

export function aiPending(r: GameRecord): boolean {
  return !r.paused && r.status === 'playing' && !!r.state && r.state.phase.kind !== 'over' && waitingFor(r.state).some((p) => aiControls(r, p));
}

export function unpresented(r: GameRecord): boolean {
  return (r.presentedSeq ?? r.logSeq ?? 0) < (r.logSeq ?? 0);
}

/** The store's wake-up time for the game: deadlines, a pending AI turn, an unshown move. */
export function wakeAt(r: GameRecord): number | null {
  const times: number[] = [];
  const d = nextDeadline(r);
  if (d !== null) times.push(d);
  if (aiPending(r)) times.push(r.updatedAt + AI_GRACE_MS);
  if (unpresented(r)) times.push(r.updatedAt + PRESENT_GRACE_MS);
  return times.length ? Math.min(...times) : null;
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

/** Applies whatever is due at `now` to r (in place): the time-limit tick, reminders, expired turns. */
export function applyDue(r: GameRecord, now: number, defaultAi: string): TimerOutcome {
  const out: TimerOutcome = { record: r, reminders: [], expired: [], takenOver: [], steps: [] };
  if (r.status !== 'playing' || !r.state) return out;
  const c = r.state.clock;
  if (c.endsAt !== null && c.lastRound === null && now >= c.endsAt) {
    const res = applyAction(r.state, -1, { type: 'tick' }, { now });
    if (res.ok) {
      r.state = res.value.state;
      out.steps.push({ actor: -1, action: { type: 'tick' }, events: res.value.events, by: 'timer', at: now });
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
        playAfk(r, p, out.steps, now, defaultAi);
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
              out.steps.push({ actor: p, action: { type: 'abandon' }, events: res.value.events, by: 'timer', at: now });
              out.takenOver.push({ player: p, how: 'passive' });
            }
          }
        }
      }
      r.timer = null;
    }
  }
  if ((r.state.phase.kind as string) === 'over') r.status = 'over';
  return out;
}

/** The AFK rule for one expired seat: end the turn (placing what must be placed) or let the AI play it. */
function playAfk(r: GameRecord, p: PlayerId, steps: Step[], now: number, defaultAi: string): void {
  const startTurn = r.state!.turn.number;
  for (let i = 0; i < 2000; i++) {
    const s = r.state!;
    if (s.phase.kind === 'over' || !waitingFor(s).includes(p)) return;
    if (s.phase.kind === 'chooseHQ' && hqOf(s, p)) return;
    if (s.turn.number !== startTurn && s.turn.player === p && s.phase.kind === 'reinforce') return;
    if (r.settings.afk === 'end' && s.phase.kind === 'setupSimultaneous') {
      // C-SET-7: at the deadline the armies not yet planned are spread at random.
      const res = applyAction(s, p, { type: 'autoPlace' }, { now });
      if (res.ok) { r.state = res.value.state; steps.push({ actor: p, action: { type: 'autoPlace' }, events: res.value.events, by: 'timer', at: now }); continue; }
    }
    if (r.settings.afk === 'end' && s.turn.player === p) {
      let forced: Action | null = null;
      if (s.phase.kind === 'attack') {
        forced = s.phase.conquest ? { type: 'move', count: s.phase.conquest.min } : s.phase.pendingRoll ? { type: 'acceptRoll' } : s.phase.elimTrade ? null : { type: 'endTurn' };
      } else if (s.phase.kind === 'fortify') forced = { type: 'endTurn' };
      if (forced) {
        const res = applyAction(s, p, forced, { now });
        if (res.ok) { r.state = res.value.state; steps.push({ actor: p, action: forced, events: res.value.events, by: 'timer', at: now }); continue; }
      }
    }
    const step = aiStep(r, p, 'timer', now, defaultAi);
    if (!step) return;
    steps.push(step);
  }
}
