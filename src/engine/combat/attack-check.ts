// Whether an attack is legal, without rolling: whose territory, whose target, reach (C-ATK-1,
// NT-3, N2-A sides), armies and dice (C-ATK-2), and R-ELM-1's early-elimination guard.
import { controlledCount, controller, defenderOf, isFriendly, unitsOf } from '../board.js';
import type { RuleError } from '../errors.js';
import { hooksOf, mapOf, rulesOf } from '../state.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';
import { armyAt, checkDuelAttack } from '../duel/sides.js';
import { attackDiceRange, attackingArmies, defenderDice } from './dice.js';

/** C-ATK-1: an attack goes to an adjacent territory another player controls (NT-3: no team-mate's). */
export function classicCanReach(s: GameState, from: TerritoryId, to: TerritoryId, player: PlayerId): boolean {
  if (!mapOf(s).adjacency[from].includes(to)) return false;
  return rulesOf(s).teamPlay ? !isFriendly(s, to, player) : controller(s, to) !== player;
}

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
  const team = rulesOf(s).teamPlay === true;
  // N2-A: an ally's territory is commanded as one's own.
  if (team ? unitsOf(s, from, player) === 0 : controller(s, from) !== armyAt(s, from, player))
    return { code: 'notOwner', territory: from };
  if (team ? unitsOf(s, to, player) > 0 : controller(s, to) === player) return { code: 'ownTerritory', territory: to };
  const side = checkDuelAttack(s, player, from, to);
  if (side) return side;
  const reach = hooksOf(s).canReach;
  if (team && map.adjacency[from].includes(to) && isFriendly(s, to, player))
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
