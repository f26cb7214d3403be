// The odds of an attack under the game's own dice rules, for the panel, /risk odds and the AI.
// They come from the ruleset's dice hooks (attackDiceRange, defenderDice, modifyRoll): a ruleset
// that keeps classic's answers gets the fast tables of odds.ts (the classic hooks read the
// defenderMaxDice / attackerAtLeastDefender data, as those tables do); any other asks its hooks
// what each army count rolls, on a scratch copy of the board, and dice-odds.ts enumerates the
// modified rolls. Those answers are kept (a bounded memo) by what decides them: the ruleset, its
// `diceKey` and `diceBonus` for the battle, the army counts and where the attacker stops — the
// Napoléon AIs ask the same odds for candidate after candidate, move after move.
import { classicHooks } from './classic-hooks.js';
import { battleOdds, type DiceBonus, type DiceModel } from './dice-odds.js';
import { odds, type OddsResult, type OddsRules } from './odds.js';
import { hooksOf, rulesOf } from './state.js';
import type { GameState, TerritoryId } from './types.js';
import { armiesOn, defenderOf, occupy } from './board.js';
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
export function hookDiceModel(
  s: GameState,
  from: TerritoryId,
  to: TerritoryId,
  bonus: DiceBonus | null = diceBonusOf(s, from, to),
): DiceModel {
  const h = hooksOf(s);
  // Only the two territories' armies change on the scratch board: the units are shared, read only.
  const scratch: GameState = {
    ...s,
    board: { ...s.board, armies: s.board.armies.slice(), control: s.board.control.slice() },
  };
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

/** The roll modifier as a bonus per die (null: none, or not one); the kept tables go by it. */
function diceBonusOf(s: GameState, from: TerritoryId, to: TerritoryId): DiceBonus | null {
  const h = hooksOf(s);
  return h.modifyRoll === classicHooks().modifyRoll ? null : h.diceBonus(s, from, to);
}

/** Odds kept: enough for every battle a few AI games weigh at once, a few megabytes at most. */
const MEMO_ENTRIES = 4096;
let memoOn = true;
const memo = new Map<string, OddsResult>();
const memoCount = { hits: 0, misses: 0 };

/** The memo on (default) or off, emptied either way: for the bench that weighs what it saves. */
export function setBattleOddsMemo(on: boolean): void {
  memoOn = on;
  memo.clear();
}

/** Answers given from the memo and computed into it so far (tests, bench). */
export const battleOddsMemoCount = (): { hits: number; misses: number } => ({ ...memoCount });

/**
 * What decides a battle's odds under the hooks, or null when the hooks cannot say (no
 * `diceKey`, or a modifier that is not a bonus per die): the ruleset, the dice's key, the bonus.
 */
function battleKey(s: GameState, from: TerritoryId, to: TerritoryId, bonus: DiceBonus | null): string | null {
  const h = hooksOf(s);
  const dice = h.diceKey(s, from, to);
  if (dice === null || (!bonus && h.modifyRoll !== classicHooks().modifyRoll)) return null;
  return `${s.ruleset}|${dice}|${bonus ? `${bonus.attack.join(',')}/${bonus.defence.join(',')}` : ''}`;
}

/**
 * Blitz odds of `attackers` on `from` against `defenders` on `to` (by default the armies there)
 * under the game's dice hooks, for the player on turn. The answer may be shared with earlier
 * callers (the memo): read it, never change it.
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
  const bonus = diceBonusOf(s, from, to);
  const battle = memoOn ? battleKey(s, from, to, bonus) : null;
  if (battle === null) return battleOdds(attackers, defenders, hookDiceModel(s, from, to, bonus), stopAt);
  const key = `${battle}|${attackers}|${defenders}|${stopAt ?? 1}`;
  let out = memo.get(key);
  if (out) {
    memoCount.hits++;
    memo.delete(key); // most recently used last
  } else {
    memoCount.misses++;
    out = battleOdds(attackers, defenders, hookDiceModel(s, from, to, bonus), stopAt);
    // shared from now on: a caller that changed it would change every later answer, so none may
    Object.freeze(out.attackerLeft);
    Object.freeze(out.defenderLeft);
    Object.freeze(out.outcomes);
    Object.freeze(out);
    if (memo.size >= MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
  }
  memo.set(key, out);
  return out;
}

/**
 * Blitz odds from one territory to another as the board stands, for the player on turn. A tied
 * territory (NT-1) has no controller but is defended like in battle (defenderOf), and from a
 * shared territory only the player's own units attack.
 */
export function attackOdds(s: GameState, from: TerritoryId, to: TerritoryId, stopAt?: number): OddsResult {
  return oddsOfBattle(s, from, to, attackingArmies(s, from, s.turn.player), armiesOn(s, to), stopAt);
}
