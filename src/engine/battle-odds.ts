// The odds of an attack under the game's own dice rules, for the panel, /risk odds and the AI.
// They come from the ruleset's dice hooks (attackDiceRange, defenderDice, modifyRoll): a ruleset
// that keeps classic's answers gets the fast tables of odds.ts (the classic hooks read the
// defenderMaxDice / attackerAtLeastDefender data, as those tables do); any other asks its hooks
// what each army count rolls, on a scratch copy of the board, and dice-odds.ts enumerates the
// modified rolls.
import { classicHooks } from './classic-hooks.js';
import { battleOdds, type DiceModel } from './dice-odds.js';
import { odds, type OddsResult, type OddsRules } from './odds.js';
import { hooksOf, rulesOf } from './state.js';
import type { GameState, TerritoryId } from './types.js';
import { armiesOn, copyBoard, defenderOf, occupy } from './board.js';
import { attackingArmies } from './combat/dice.js';

/** The fast tables' rules (classic dice hooks only: see standardDice). */
export function oddsRulesFor(s: GameState, defenderWithOne = false, stopAt?: number): OddsRules {
  const rules = rulesOf(s);
  return {
    defenderMaxDice: rules.defenderMaxDice,
    attackerAtLeastDefenderDice: rules.attackerAtLeastDefender,
    defendWithOne: rules.defenceChoice && defenderWithOne,
    stopAt,
  };
}

/** Whether the game's dice are classic's hooks (then the data fields say everything about them). */
export function standardDice(s: GameState): boolean {
  const h = hooksOf(s),
    c = classicHooks();
  return h.attackDiceRange === c.attackDiceRange && h.defenderDice === c.defenderDice && h.modifyRoll === c.modifyRoll;
}

/**
 * The dice of a battle from `from` to `to` as the ruleset's hooks answer them for any army
 * counts: each count is set on a scratch copy of the board (the game state is never touched)
 * and the hooks are asked, once per pair of counts. The modifier is asked on the scratch board
 * as it stands, so it may depend on what else is there (generals, forts), not on the counts.
 */
export function hookDiceModel(s: GameState, from: TerritoryId, to: TerritoryId): DiceModel {
  const h = hooksOf(s);
  const scratch: GameState = { ...s, board: copyBoard(s.board) };
  const attacker = s.turn.player,
    defender = defenderOf(s, to);
  const set = (a: number, d: number): void => {
    occupy(scratch, from, attacker, a);
    occupy(scratch, to, defender, d);
  };
  const memo = new Map<number, [number, number]>();
  const dice = (a: number, d: number): [number, number] => {
    const key = a * 100_003 + d;
    let v = memo.get(key);
    if (!v) {
      set(a, d);
      v = [h.attackDiceRange(scratch, from, to)?.max ?? 0, h.defenderDice(scratch, to)];
      memo.set(key, v);
    }
    return v;
  };
  const identity = h.modifyRoll === classicHooks().modifyRoll;
  const bonus = identity ? null : h.diceBonus(s, from, to); // a bonus per die: its tables are kept
  return {
    attackDice: (a, d) => dice(a, d)[0],
    defenceDice: (a, d) => dice(a, d)[1],
    ...(bonus ? { bonus } : {}),
    modify: identity
      ? undefined
      : (attack, defence) => {
          set(armiesOn(s, from), armiesOn(s, to));
          return h.modifyRoll(scratch, { from, to, attack, defence });
        },
  };
}

/**
 * Blitz odds of `attackers` on `from` against `defenders` on `to` (by default the armies there)
 * under the game's dice hooks, for the player on turn.
 */
export function oddsOfBattle(
  s: GameState,
  from: TerritoryId,
  to: TerritoryId,
  attackers: number,
  defenders: number,
  stopAt?: number,
): OddsResult {
  if (standardDice(s)) {
    const defender = s.players[defenderOf(s, to)];
    const withOne = defender.kind !== 'neutral' && defender.status === 'active' && defender.defendWithOne;
    return odds(attackers, defenders, oddsRulesFor(s, withOne, stopAt));
  }
  return battleOdds(attackers, defenders, hookDiceModel(s, from, to), stopAt);
}

/**
 * Blitz odds from one territory to another as the board stands, for the player on turn. A tied
 * territory (NT-1) has no controller but is defended like in battle (defenderOf), and from a
 * shared territory only the player's own units attack.
 */
export function attackOdds(s: GameState, from: TerritoryId, to: TerritoryId, stopAt?: number): OddsResult {
  return oddsOfBattle(s, from, to, attackingArmies(s, from, s.turn.player), armiesOn(s, to), stopAt);
}
