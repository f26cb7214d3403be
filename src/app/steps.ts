// An accepted action and what it caused, and its form in the game's log. Actions and events are
// the game family's own (opaque here); a family's presenters read them with their own types.
import type { NewLogEntry } from '../store/repository.js';

/** One accepted action and what it caused. */
export interface Step<A = unknown, E = unknown> {
  /** The seat that acted; -1 for the game itself (the start, a time-limit tick). */
  actor: number;
  /** The action; null for the start of the game (its events are the setup's). */
  action: A | null;
  events: E[];
  /**
   * Who decided it: a person, an AI seat (or autopilot), the clock (deadlines, the time limit),
   * or nobody — 'auto', a forced move played for a player who keeps auto-fill on.
   */
  by: 'human' | 'ai' | 'timer' | 'auto';
  /** The clock the engine was given (ctx.now): the log keeps it so replay is exact. */
  at?: number;
}

/** Log kinds that carry a game action (replay applies them in order). */
export const ENGINE_KINDS: ReadonlySet<string> = new Set(['act', 'ai', 'timer', 'auto']);

export function entryOf(step: Step, userId: string | null = null, interactionId: string | null = null): NewLogEntry {
  return {
    at: step.at ?? 0,
    kind: step.by === 'human' ? 'act' : step.by,
    actor: step.actor,
    userId,
    interactionId,
    action: step.action,
    events: step.events,
  };
}

/** A logged game action back as a step (for re-presenting what was not shown). */
export function stepOf(entry: {
  kind: string;
  actor: number | null;
  action: unknown;
  events: unknown[];
  at: number;
}): Step | null {
  if (!ENGINE_KINDS.has(entry.kind) && entry.kind !== 'start') return null;
  const by = entry.kind === 'act' || entry.kind === 'start' ? 'human' : (entry.kind as 'ai' | 'timer' | 'auto');
  const action = entry.kind === 'start' ? null : entry.action;
  return { actor: entry.actor ?? -1, action, events: entry.events, by, at: entry.at };
}
