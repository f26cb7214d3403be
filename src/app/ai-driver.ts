// The AI seats (and autopilot humans): one decision at a time, applied to the record.
// The game never waits on an AI: the request that made it the AI's turn plays it, and the
// timer loop (timers.ts: wakeAt) plays it after a restart or a failed request.
import { hostOf, isOver, waitingSeats } from './family.js';
import type { GameRecord } from './record.js';
import type { Step } from './steps.js';

export function aiControls(r: GameRecord, p: number): boolean {
  const seat = r.seats[p];
  return !!seat && (seat.kind === 'ai' || seat.autopilot);
}

/** One AI decision for `player`, applied to r (in place). Null if no move could be applied. */
export function aiStep(r: GameRecord, player: number, by: Step['by'], now: number, defaultAi: string): Step | null {
  const s = r.state;
  const host = hostOf(r);
  const seat = r.seats[player];
  const action = host.aiMove(s, player, seat?.kind === 'ai' ? seat.ai : defaultAi, r.aiRng);
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

/** Plays every AI-controlled seat until a human must act, the game ends, or `max` steps. */
export async function playAiSeats(r: GameRecord, now: number, defaultAi: string, max: number): Promise<Step[]> {
  const steps: Step[] = [];
  if (r.status !== 'playing' || r.state === null) return steps;
  for (let n = 0; n < max; n++) {
    if (isOver(r)) break;
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
