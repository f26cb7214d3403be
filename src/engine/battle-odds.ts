// The odds of an attack under the game's own dice rules (C-ATK-3, R-ATK-1), for /risk odds and the AI.
import { odds, type OddsResult, type OddsRules } from './odds.js';
import { rulesOf } from './state.js';
import type { GameState, TerritoryId } from './types.js';
import { controller, armiesOn } from './board.js';

export function oddsRulesFor(s: GameState, defenderWithOne = false, stopAt?: number): OddsRules {
  const rules = rulesOf(s);
  return {
    defenderMaxDice: rules.defenderMaxDice,
    attackerAtLeastDefenderDice: rules.attackerAtLeastDefender,
    defendWithOne: rules.defenceChoice && defenderWithOne,
    stopAt,
  };
}

/** Blitz odds from one territory to another as the board stands. */
export function attackOdds(s: GameState, from: TerritoryId, to: TerritoryId, stopAt?: number): OddsResult {
  const defender = s.players[controller(s, to)];
  const withOne = defender.kind !== 'neutral' && defender.status === 'active' && defender.defendWithOne;
  return odds(armiesOn(s, from), armiesOn(s, to), oddsRulesFor(s, withOne, stopAt));
}
