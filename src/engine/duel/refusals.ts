// The duel's refusals (code 'duel', with a reason and the independent concerned), and the one
// check every action on an independent starts with.
import type { DuelRefusal, RuleError } from '../errors.js';
import type { GameState, PlayerId } from '../types.js';
import { activeIndependents, isIndependent } from './status.js';

export const refuse = (reason: DuelRefusal, independent: PlayerId | null = null): RuleError => ({
  code: 'duel',
  reason,
  independent,
});

/** The refusal of an action on `independent` when it is none (or gone), or independents are passive. */
export function checkIndependent(s: GameState, independent: PlayerId): RuleError | null {
  if (!activeIndependents(s)) return refuse('passive');
  if (
    !Number.isInteger(independent) ||
    !isIndependent(s, independent) ||
    s.players[independent].status === 'eliminated'
  )
    return refuse('notIndependent', Number.isInteger(independent) ? independent : null);
  return null;
}
