// The odds of an attack under the game's own dice rules (C-ATK-3, R-ATK-1), for /risk odds and the AI.
import { odds, type OddsResult, type OddsRules } from './odds.js';
import { rulesOf } from './state.js';
import type { GameState, TerritoryId } from './types.js';
import { armiesOn, defenderOf } from './board.js';
import { attackingArmies } from './combat/dice.js';

export function oddsRulesFor(s: GameState, defenderWithOne = false, stopAt?: number): OddsRules {
  const rules = rulesOf(s);
  return {
    defenderMaxDice: rules.defenderMaxDice,
    attackerAtLeastDefenderDice: rules.attackerAtLeastDefender,
    defendWithOne: rules.defenceChoice && defenderWithOne,
    stopAt,
  };
}

/**
 * Blitz odds from one territory to another as the board stands, for the player on turn. A tied
 * territory (NT-1) has no controller but is defended like in battle (defenderOf), and from a
 * shared territory only the player's own units attack.
 */
export function attackOdds(s: GameState, from: TerritoryId, to: TerritoryId, stopAt?: number): OddsResult {
  const defender = s.players[defenderOf(s, to)];
  const withOne = defender.kind !== 'neutral' && defender.status === 'active' && defender.defendWithOne;
  return odds(attackingArmies(s, from, s.turn.player), armiesOn(s, to), oddsRulesFor(s, withOne, stopAt));
}
