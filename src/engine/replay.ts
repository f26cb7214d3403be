// A game is its inputs: { ruleset, options, seats, seed } and the list of accepted actions.
import { applyAction } from './apply.js';
import type { GameEvent } from './events.js';
import { newGame } from './setup.js';
import type { Action, Ctx, GameState, NewGameInput, PlayerId } from './types.js';

export interface LoggedAction {
  actor: PlayerId;
  action: Action;
  ctx: Ctx;
}

export function replay(
  input: NewGameInput,
  startCtx: Ctx,
  actions: readonly LoggedAction[],
): { state: GameState; events: GameEvent[] } {
  const created = newGame(input, startCtx);
  if (!created.ok) throw new Error(`replay: the game cannot start: ${created.error.code}`);
  let state = created.value.state;
  const events = [...created.value.events];
  actions.forEach((a, i) => {
    const r = applyAction(state, a.actor, a.action, a.ctx);
    if (!r.ok) throw new Error(`replay: action ${i} (${a.action.type}) was refused: ${r.error.code}`);
    state = r.value.state;
    events.push(...r.value.events);
  });
  return { state, events };
}
