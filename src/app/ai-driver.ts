// The AI seats (and autopilot humans): one decision at a time, applied to the record.
// The game never waits on an AI: the request that made it the AI's turn plays it, and the
// timer loop (timers.ts: wakeAt) plays it after a restart or a failed request.
import { hostOf, isOver, waitingSeats } from './family.js';
import type { GameRecord } from './record.js';
import { entryOf, type Step } from './steps.js';

export function aiControls(r: GameRecord, p: number): boolean {
  const seat = r.seats[p];
  return !!seat && (seat.kind === 'ai' || seat.autopilot);
}

/** One AI decision for `player`, applied to r (in place). Null if no move could be applied. */
export function aiStep(r: GameRecord, player: number, by: Step['by'], now: number, defaultAi: string): Step | null {
  const s = r.state;
  const host = hostOf(r);
  const seat = r.seats[player];
  // an autopilot or AFK take-over plays at the game's level
  const action = host.aiMove(s, player, seat?.kind === 'ai' ? seat.ai : (r.settings.aiLevel ?? defaultAi), r.aiRng);
  const res = host.def.apply(s, player, action, { now });
  if (!res.ok) {
    // A policy bug must not wedge a game: fall back to ending the phase or the turn.
    for (const fallback of host.fallbacks) {
      const fb = host.def.apply(s, player, fallback, { now });
      if (fb.ok) {
        r.state = fb.value.state;
        return { actor: player, action: fallback, events: fb.value.events, by, at: now };
      }
    }
    return null;
  }
  r.state = res.value.state;
  return { actor: player, action, events: res.value.events, by, at: now };
}

/** A forced move (no choice to make) for a human seat that keeps auto-fill on, applied to r (in place). */
function forcedStep(r: GameRecord, now: number): Step | null {
  const host = hostOf(r);
  for (const p of waitingSeats(r)) {
    const seat = r.seats[p];
    if (!seat || seat.kind !== 'human' || aiControls(r, p) || seat.autoFill === false) continue;
    const action = host.forced(r.state, p);
    if (action === null) continue;
    const res = host.def.apply(r.state, p, action, { now });
    if (!res.ok) continue;
    r.state = res.value.state;
    return { actor: p, action, events: res.value.events, by: 'auto', at: now };
  }
  return null;
}

/**
 * Every step that follows without a person (forced moves for seats that keep auto-fill on,
 * the AI seats) until a human must choose, the game ends, or `max` steps. With nobody left
 * to watch (every human taken over by the timer) the game pauses instead.
 */
export async function settle(r: GameRecord, now: number, defaultAi: string, max: number): Promise<Step[]> {
  if (r.status !== 'playing' || r.state === null) return [];
  if (allHumansAway(r)) {
    r.paused = true;
    return [];
  }
  return playAiSeats(r, now, defaultAi, max);
}

/** Plays forced moves and every AI-controlled seat until a human must act, the game ends, or `max` steps. */
export async function playAiSeats(r: GameRecord, now: number, defaultAi: string, max: number): Promise<Step[]> {
  const steps: Step[] = [];
  if (r.status !== 'playing' || r.state === null) return steps;
  for (let n = 0; n < max; n++) {
    if (isOver(r)) break;
    const forced = forcedStep(r, now);
    if (forced) {
      steps.push(forced);
      continue;
    }
    const who = waitingSeats(r).find((p) => aiControls(r, p));
    if (who === undefined) break;
    const step = aiStep(r, who, 'ai', now, defaultAi);
    if (!step) break;
    steps.push(step);
    // Long AI-only stretches yield so other games' requests are not starved.
    if ((n + 1) % 100 === 0) await new Promise((res) => setImmediate(res));
  }
  if (isOver(r)) r.status = 'over';
  return steps;
}

/** Every human still in the game was taken over by the timer (none chose autopilot themselves). */
export function allHumansAway(r: GameRecord): boolean {
  const s = r.state;
  const host = hostOf(r);
  const humans = r.seats
    .map((seat, p) => ({ seat, p }))
    .filter(({ seat, p }) => seat.kind === 'human' && (s === null || host.active(s, p)));
  return humans.length > 0 && humans.every(({ seat }) => seat.away === true && seat.autopilot);
}

/** The log entries of settled steps: a forced move is the seat's own (its user), an AI step nobody's. */
export function settledEntries(r: GameRecord, steps: Step[]): ReturnType<typeof entryOf>[] {
  return steps.map((s) => entryOf(s, s.by === 'auto' ? (r.seats[s.actor]?.userId ?? null) : null));
}
