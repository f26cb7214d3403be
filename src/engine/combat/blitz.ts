// Blitz (C-ATK-7): attacks with the most dice, again and again, in one action.
import { armiesAt, boardIndex, controller, defenderAt } from '../board.js';
import { emit, type Draft } from '../draft.js';
import { err, ok, type Result } from '../errors.js';
import { armyAt } from '../relations.js';
import type { PlayerId, TerritoryId } from '../types.js';
import { attackStaysOpen, checkAttack } from './attack-check.js';
import { attackDiceRange, attackingArmies } from './dice.js';
import { rulesOf } from '../state.js';
import type { GameState } from '../types.js';
import { attack, castDice } from './roll.js';

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
  const army = armyAt(s, from, player);
  if (attackStaysOpen(s)) return plainBlitz(d, player, from, to, stopAt);
  let rolls = 0;
  let reason: 'conquered' | 'stopAt' | 'cannotAttack' = 'cannotAttack';
  for (;;) {
    if (controller(s, to) === army) {
      reason = 'conquered';
      break;
    }
    if (attackingArmies(s, from, player) <= stopAt) {
      reason = 'stopAt';
      break;
    }
    const range = checkAttack(s, player, from, to, null) ? null : attackDiceRange(s, from, to);
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

/**
 * The blitz under classic's rules of attack (`attackStaysOpen`: the classic reach, dice and
 * sides, no shared ground): the attack was checked once and a roll cannot close it, so each
 * roll asks only the armies on the two territories, by index, for the dice of C-ATK-2/3
 * (classicAttackDiceRange and classicDefenderDice read without the hooks; the attacker's
 * armies are all on its territory). The same rolls, events and end as the loop above.
 */
function plainBlitz(d: Draft, player: PlayerId, from: TerritoryId, to: TerritoryId, stopAt: number): Result<void> {
  const s = d.s;
  const i = boardIndex(s, from),
    j = boardIndex(s, to),
    rules = rulesOf(s);
  let rolls = 0;
  let reason: 'conquered' | 'stopAt' | 'cannotAttack' = 'cannotAttack';
  for (;;) {
    const holder = s.board.control[j];
    if (holder === player) {
      reason = 'conquered';
      break;
    }
    const own = armiesAt(s, i);
    if (own <= stopAt) {
      reason = 'stopAt';
      break;
    }
    const defending = oneDie(s, defenderAt(s, j)) ? 1 : Math.min(rules.defenderMaxDice, armiesAt(s, j));
    const max = Math.min(3, own - 1);
    if (max < (rules.attackerAtLeastDefender ? defending : 1) || max < 1) {
      reason = 'cannotAttack';
      break;
    }
    castDice(d, player, from, to, max, defending, true);
    rolls++;
    if (s.phase.kind === 'over') break;
  }
  emit(d, { type: 'blitzStopped', from, to, rolls, reason });
  return ok(undefined);
}

/** C-ATK-3: the defender rolls one die by its own choice (an active seat's, where the rules give it). */
function oneDie(s: GameState, defender: PlayerId): boolean {
  const owner = s.players[defender];
  return rulesOf(s).defenceChoice && owner.defendWithOne && owner.kind !== 'neutral' && owner.status === 'active';
}
