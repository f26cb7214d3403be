// The AI seats (and autopilot humans): one decision at a time, applied to the record.
// The game never waits on an AI: the request that made it the AI's turn plays it, and the
// timer loop (timers.ts: wakeAt) plays it after a restart or a failed request. Decisions are
// made in the AI threads when the service has them (ai-pool.ts), applied here.
//
// Pacing (docs/architecture.md, "People first"): a game nobody sits at (every seat an AI, or
// every human taken over) plays at most `aiOnlySlice` steps per write, only in the background
// lane; the timer loop plays the next slice AI_PACE_MS later.
import { currentLane } from '../render/lane.js';
import type { AiThreads } from './ai-pool.js';
import { hostOf, isOver, waitingSeats } from './family.js';
import type { GameRecord } from './record.js';
import { entryOf, type Step } from './steps.js';

export function aiControls(r: GameRecord, p: number): boolean {
  const seat = r.seats[p];
  return !!seat && (seat.kind === 'ai' || seat.autopilot);
}

/** How the AI seats play: the default policy, the step bounds, where decisions are made. */
export interface AiRun {
  /** The policy of autopilot seats (and of AI seats whose own policy is not this game's). */
  policy: string;
  /** Most steps in one write for a game with people at it. */
  max: number;
  /** Most steps in one write for a game with nobody at it (AI-only). */
  aiOnlySlice: number;
  /** The AI threads, or null: decide on this thread. */
  threads: AiThreads | null;
  /**
   * Somebody is waiting for an answer (the bot: an interaction is being handled). A paced
   * AI-only slice then ends at the step it is on, so its write, panel edit and board — and
   * the rest of its decisions — come after the answers, not between them.
   */
  peopleWaiting?: () => boolean;
}

/** Somebody sits at the game: a human seat not taken over by the timer. */
export function hasPeople(r: GameRecord): boolean {
  return r.seats.some((s) => s.kind === 'human' && !(s.away && s.autopilot));
}

/** One decision: in an AI thread when there are threads, else here; the record's AI stream advances either way. */
async function decide(r: GameRecord, player: number, policy: string, threads: AiThreads | null): Promise<unknown> {
  const made = threads ? await threads.decide(r.ruleset, r.state, player, policy, r.aiRng) : null;
  if (!made) return hostOf(r).aiMove(r.state, player, policy, r.aiRng);
  for (let i = 0; i < r.aiRng.length; i++) r.aiRng[i] = made.rng[i]!;
  return made.action;
}

/** One AI decision for `player`, applied to r (in place). Null if no move could be applied. */
export async function aiStep(
  r: GameRecord,
  player: number,
  by: Step['by'],
  now: number,
  ai: AiRun,
): Promise<Step | null> {
  const host = hostOf(r);
  const seat = r.seats[player];
  // an autopilot or AFK take-over plays at the game's level
  const action = await decide(r, player, seat?.kind === 'ai' ? seat.ai : (r.settings.aiLevel ?? ai.policy), ai.threads);
  const s = r.state;
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
export async function settle(r: GameRecord, now: number, ai: AiRun): Promise<Step[]> {
  if (r.status !== 'playing' || r.state === null) return [];
  if (allHumansAway(r)) {
    r.paused = true;
    return [];
  }
  const paced = !hasPeople(r) && ai.aiOnlySlice < ai.max;
  return playAiSeats(r, now, ai, stepsNow(r, ai), paced ? ai.peopleWaiting : undefined);
}

/**
 * How many steps the AI may play in this write: a game with people, up to `max`; an AI-only
 * game, when it is paced (`aiOnlySlice` below `max`), one slice in the background lane (the
 * timer loop) and none in the people lane (the command that started it answers at once).
 */
function stepsNow(r: GameRecord, ai: AiRun): number {
  if (hasPeople(r) || ai.aiOnlySlice >= ai.max) return ai.max;
  return currentLane() === 'background' ? ai.aiOnlySlice : 0;
}

/**
 * Plays forced moves and every AI-controlled seat until a human must act, the game ends, `max`
 * steps, or (after one step at least) `yieldTo` says somebody is waiting.
 */
export async function playAiSeats(
  r: GameRecord,
  now: number,
  ai: AiRun,
  max: number,
  yieldTo?: () => boolean,
): Promise<Step[]> {
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
    const step = await aiStep(r, who, 'ai', now, ai);
    if (!step) break;
    steps.push(step);
    if (yieldTo?.()) break;
    // Long AI stretches decided here yield so other games' requests are not starved.
    if (!ai.threads && (n + 1) % 100 === 0) await new Promise((res) => setImmediate(res));
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
