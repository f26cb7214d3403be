// NC-DEF-1 as a check on the actions that take armies off a territory: a manoeuvre (land or a
// general's), the manoeuvre phase's `fortify`, a move into an empty territory (NA-LAND-3) and the
// TRANSPORT card's move (NA-EFF).
// Attacks are bounded by the dice range and the conquest's move-in by its bounds (hooks.ts).
import { epidemicsOn } from '../board-units.js';
import type { RuleError } from '../errors.js';
import type { Action, GameState, PlayerId } from '../types.js';
import { homeFloor, spareArmies, HOME_DEFENCE } from './defence.js';
import { refuse } from './refusals.js';

/** The refusal NC-DEF-1 gives `action` by `player`, or null. */
export function homeRefusal(s: GameState, player: PlayerId, a: Action): RuleError | null {
  let from: string,
    count: number,
    extra = 0;
  if (a.type === 'fortify') [from, count] = [a.from, a.count];
  else if (a.type === 'manoeuvre' && (a.by === 'land' || a.by === 'general')) [from, count] = [a.from, a.count];
  else if (a.type === 'occupy') [from, count, extra] = [a.from, a.count, epidemicsOn(s, a.to)];
  else if (a.type === 'playCard' && typeof a.from === 'string' && typeof a.count === 'number')
    [from, count] = [a.from, a.count]; // NA-EFF TRANSPORT
  else return null;
  if (typeof from !== 'string' || s.turn.player !== player || homeFloor(s, from) === 0) return null;
  const max = spareArmies(s, from) - extra;
  if (Number.isInteger(count) && count > max)
    return refuse('homeDefence', from, { max: Math.max(0, max), legal: [String(HOME_DEFENCE)] });
  return null;
}
