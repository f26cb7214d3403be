// Blitz (C-ATK-7): attacks with the most dice, again and again, in one action.
import { controller } from '../board.js';
import { emit, type Draft } from '../draft.js';
import { err, ok, type Result } from '../errors.js';
import { armyAt } from '../relations.js';
import type { PlayerId, TerritoryId } from '../types.js';
import { attackStaysOpen, checkAttack } from './attack-check.js';
import { attackDiceRange, attackingArmies } from './dice.js';
import { attack } from './roll.js';

/** C-ATK-7: max dice until conquest, until the source is down to stopAt, or until it cannot attack. */
export function blitz(d: Draft, player: PlayerId, from: TerritoryId, to: TerritoryId, stopAt: number): Result<void> {
  const s = d.s;
  const first = checkAttack(s, player, from, to, null);
  if (first) return err(first);
  if (!Number.isInteger(stopAt) || stopAt < 1)
    return err({ code: 'badCount', min: 1, max: attackingArmies(s, from, player) - 1 });
  if (attackingArmies(s, from, player) <= stopAt)
    return err({
      code: 'notEnoughArmies',
      territory: from,
      armies: attackingArmies(s, from, player),
      needed: stopAt + 1,
    });
  let rolls = 0;
  let reason: 'conquered' | 'stopAt' | 'cannotAttack' = 'cannotAttack';
  const army = armyAt(s, from, player);
  // the attack was checked above; where a roll cannot close it, each roll needs only its dice
  const recheck = !attackStaysOpen(s);
  for (;;) {
    if (controller(s, to) === army) {
      reason = 'conquered';
      break;
    }
    if (attackingArmies(s, from, player) <= stopAt) {
      reason = 'stopAt';
      break;
    }
    const range = recheck && checkAttack(s, player, from, to, null) ? null : attackDiceRange(s, from, to);
    if (!range) {
      reason = 'cannotAttack';
      break;
    }
    attack(d, player, from, to, range.max, true);
    rolls++;
    if (s.phase.kind === 'over') break;
  }
  emit(d, { type: 'blitzStopped', from, to, rolls, reason });
  return ok(undefined);
}
