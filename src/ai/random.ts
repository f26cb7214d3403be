// Uniform over legal actions: the yardstick the baseline must beat.
import { legalActions } from '../engine/legal.js';
import { randInt } from '../engine/rng.js';
import type { Policy } from './types.js';

export const randomPolicy: Policy = (s, player, rng, legal) => {
  const actions = legal ?? legalActions(s, player);
  if (actions.length === 0) throw new Error(`random AI: no legal action for player ${player} in ${s.phase.kind}`);
  return actions[randInt(rng, actions.length)];
};
