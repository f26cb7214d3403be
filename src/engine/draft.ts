// A handler's working copy: the cloned state, the events it emits, the caller's inputs.
import type { GameEvent } from './events.js';
import type { Ctx, GameState } from './types.js';

export interface Draft {
  s: GameState;
  events: GameEvent[];
  ctx: Ctx;
}

export const emit = (d: Draft, e: GameEvent): void => {
  d.events.push(e);
};
