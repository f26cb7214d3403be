// An accepted action and what it caused, and its form in the game's log.
import type { Action, GameEvent, PlayerId } from '../engine/index.js';
import type { NewLogEntry } from '../store/repository.js';

/** One accepted action and what it caused. */
export interface Step {
  actor: PlayerId;
  action: Action;
  events: GameEvent[];
  by: 'human' | 'ai' | 'timer';
  /** The clock the engine was given (ctx.now): the log keeps it so replay is exact. */
  at?: number;
}

/** Log kinds that carry an engine action (replay applies them in order). */
export const ENGINE_KINDS: ReadonlySet<string> = new Set(['act', 'ai', 'timer']);

export function entryOf(step: Step, userId: string | null = null, interactionId: string | null = null): NewLogEntry {
  return {
    at: step.at ?? 0, kind: step.by === 'human' ? 'act' : step.by, actor: step.actor, userId, interactionId,
    action: step.action, events: step.events,
  };
}

/** A logged engine action back as a step (for re-presenting what was not shown). */
export function stepOf(entry: { kind: string; actor: number | null; action: unknown; events: unknown[]; at: number }): Step | null {
  if (!ENGINE_KINDS.has(entry.kind) && entry.kind !== 'start') return null;
  const by = entry.kind === 'act' || entry.kind === 'start' ? 'human' : (entry.kind as 'ai' | 'timer');
  const action = entry.kind === 'start' ? ({ type: 'tick' } as Action) : (entry.action as Action);
  return { actor: entry.actor ?? -1, action, events: entry.events as GameEvent[], by, at: entry.at };
}
