// Whether an attack is legal, without rolling: whose territory, whose target, reach (C-ATK-1,
// NT-3, N2-A sides), armies and dice (C-ATK-2), and R-ELM-1's early-elimination guard.
import { controlledCount, defenderOf } from '../board.js';
import type { RuleError } from '../errors.js';
import { canCommand, isOwnGround, isTeamMates } from '../relations.js';
import { hooksOf, mapOf, rulesOf } from '../state.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';
import { attackDiceRange, attackingArmies, defenderDice } from './dice.js';

/** Checks an attack without rolling. */
export function checkAttack(
  s: GameState,
  player: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  dice: number | null,
): RuleError | null {
  const map = mapOf(s);
  if (!map.byId[from]) return { code: 'unknownTerritory', territory: from };
  if (!map.byId[to]) return { code: 'unknownTerritory', territory: to };
  // N2-A: an ally's territory is commanded as one's own; NT-1: one's own units on a shared one.
  if (!canCommand(s, player, from)) return { code: 'notOwner', territory: from };
  if (isOwnGround(s, to, player)) return { code: 'ownTerritory', territory: to };
  const h = hooksOf(s);
  const side = h.attackRefusal(s, player, from, to); // N2-A: not one's own side
  if (side) return side;
  const reach = h.canReach;
  if (map.adjacency[from].includes(to) && isTeamMates(s, to, player))
    return { code: 'team', reason: 'teamMate', territory: to }; // NT-3
  if (!reach(s, from, to, player)) {
    return {
      code: 'notAdjacent',
      from,
      to,
      targets: map.territoryIds.filter((n) => n !== from && reach(s, from, n, player)).sort(),
    };
  }
  const own = attackingArmies(s, from, player);
  if (own < 2) return { code: 'notEnoughArmies', territory: from, armies: own, needed: 2 };
  const range = attackDiceRange(s, from, to);
  if (!range) {
    return { code: 'notEnoughArmies', territory: from, armies: own, needed: defenderDice(s, to) + 1 };
  }
  if (dice !== null && (!Number.isInteger(dice) || dice < range.min || dice > range.max))
    return { code: 'badDice', min: range.min, max: range.max };
  // R-ELM-1: nobody may lose their last territory before the end of round N.
  const defender = s.players[defenderOf(s, to)];
  const limit = rulesOf(s).noEliminationBeforeEndOfRound;
  if (
    limit > 0 &&
    s.turn.round <= limit &&
    defender.kind !== 'neutral' &&
    defender.status === 'active' &&
    controlledCount(s, defender.id) === 1
  ) {
    return { code: 'eliminationTooEarly', round: limit, territory: to };
  }
  return null;
}
