// The AI seats (and autopilot humans): one decision at a time, applied to the record.
// The game never waits on an AI: the request that made it the AI's turn plays it, and the
// timer loop (timers.ts: wakeAt) plays it after a restart or a failed request.
import { getPolicy } from '../ai/registry.js';
import { seatState } from '../ai/seat-state.js';
import { applyAction, waitingFor, type Action, type PlayerId } from '../engine/index.js';
import type { GameRecord } from './record.js';
import type { Step } from './steps.js';

export function aiControls(r: GameRecord, p: PlayerId): boolean {
  const seat = r.seats[p];
  return !!seat && (seat.kind === 'ai' || seat.autopilot);
}

/** One AI decision for `player`, applied to r (in place). Null if no move could be applied. */
export function aiStep(r: GameRecord, player: PlayerId, by: Step['by'], now: number, defaultAi: string): Step | null {
  const s = r.state!;
  const seat = r.seats[player];
  const policy = getPolicy(seat?.kind === 'ai' ? seat.ai : defaultAi);
  // The policy sees what its seat may know: other seats' secrets are removed first.
  const action = policy(seatState(s, player), player, r.aiRng);
  const res = applyAction(s, player, action, { now });
  if (!res.ok) {
    // A policy bug must not wedge a game: fall back to ending the phase or the turn.
    for (const fallback of [{ type: 'endPhase' }, { type: 'endTurn' }] as Action[]) {
      const fb = applyAction(s, player, fallback, { now });
      if (fb.ok) { r.state = fb.value.state; return { actor: player, action: fallback, events: fb.value.events, by, at: now }; }
    }
    return null;
  }
  r.state = res.value.state;
  return { actor: player, action, events: res.value.events, by, at: now };
}

/** Plays every AI-controlled seat until a human must act, the game ends, or `max` steps. */
export async function playAiSeats(r: GameRecord, now: number, defaultAi: string, max: number): Promise<Step[]> {
  const steps: Step[] = [];
  if (r.status !== 'playing' || !r.state) return steps;
  for (let n = 0; n < max; n++) {
    const s = r.state!;
    if (s.phase.kind === 'over') break;
    const who = waitingFor(s).find((p) => aiControls(r, p));
    if (who === undefined) break;
    const step = aiStep(r, who, 'ai', now, defaultAi);
    if (!step) break;
    steps.push(step);
    // Long AI-only stretches yield so other games' requests are not starved.
    if ((n + 1) % 100 === 0) await new Promise((res) => setImmediate(res));
  }
  if (r.state!.phase.kind === 'over') r.status = 'over';
  return steps;
}

/** Every human still in the game was taken over by the timer (none chose autopilot themselves). */
export function allHumansAway(r: GameRecord): boolean {
  const s = r.state;
  const humans = r.seats.map((seat, p) => ({ seat, p })).filter(({ seat, p }) => seat.kind === 'human' && (!s || s.players[p]?.status === 'active'));
  return humans.length > 0 && humans.every(({ seat }) => seat.away === true && seat.autopilot);
}
