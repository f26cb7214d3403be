// The dice of a battle: how many each side rolls (C-ATK-2, C-ATK-3, R-ATK-1, N-ATK-1 through the
// rule hooks), with how many armies the attacker attacks, and how a roll compares (C-ATK-4).
import { armiesOn, defenderOf } from '../board.js';
import { commandedArmies } from '../relations.js';
import { hooksOf, rulesOf } from '../state.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';

/** C-ATK-3 / R-ATK-1: the dice the defender rolls. */
export function defenderDice(s: GameState, to: TerritoryId): number {
  return hooksOf(s).defenderDice(s, to);
}

export function classicDefenderDice(s: GameState, to: TerritoryId): number {
  const rules = rulesOf(s);
  const max = Math.min(rules.defenderMaxDice, armiesOn(s, to));
  const owner = s.players[defenderOf(s, to)];
  if (rules.defenceChoice && owner.defendWithOne && owner.kind !== 'neutral' && owner.status === 'active') return 1;
  return max;
}

/**
 * The `diceKey` of classic's dice hooks: the rules data they read and the defender's choice of
 * one die (C-ATK-3); the rest is the armies on the two territories.
 */
export function classicDiceKey(s: GameState, _from: TerritoryId, to: TerritoryId): string {
  const rules = rulesOf(s);
  const owner = s.players[defenderOf(s, to)];
  const one = rules.defenceChoice && owner?.defendWithOne && owner.kind !== 'neutral' && owner.status === 'active';
  return `${rules.defenderMaxDice}${rules.attackerAtLeastDefender ? 'm' : ''}${one ? '1' : ''}`;
}

/** The range of dice the attacker may roll from `from` at `to`: null when no attack is legal. */
export function attackDiceRange(s: GameState, from: TerritoryId, to: TerritoryId): { min: number; max: number } | null {
  return hooksOf(s).attackDiceRange(s, from, to);
}

export function classicAttackDiceRange(
  s: GameState,
  from: TerritoryId,
  to: TerritoryId,
): { min: number; max: number } | null {
  const max = Math.min(3, attackingArmies(s, from, s.turn.player) - 1);
  const min = rulesOf(s).attackerAtLeastDefender ? defenderDice(s, to) : 1;
  return max >= min && max >= 1 ? { min, max } : null;
}

/**
 * The armies `player` may attack with from `from`: all there, or under NT-1 their own units
 * only (a team-mate's stack on the same territory is not theirs to command).
 */
export function attackingArmies(s: GameState, from: TerritoryId, player: PlayerId): number {
  return commandedArmies(s, from, player);
}

/** C-ATK-4: sort, compare pairwise, ties to the defender. The rolls themselves are left as cast. */
export function compareDice(attack: number[], defence: number[]): { attackerLost: number; defenderLost: number } {
  sortDown(attack, highA);
  sortDown(defence, highB);
  const n = Math.min(attack.length, defence.length);
  let attackerLost = 0,
    defenderLost = 0;
  for (let i = 0; i < n; i++) {
    if (highA[i] > highB[i]) defenderLost++;
    else attackerLost++;
  }
  return { attackerLost, defenderLost };
}

// Scratch copies for compareDice (called for every roll: a handful of dice, sorted by insertion).
// Their first dice.length entries are the sorted dice; the rest is stale and never read (a
// length reset would be a runtime call on every roll).
const highA: number[] = [0, 0, 0, 0];
const highB: number[] = [0, 0, 0, 0];
function sortDown(dice: readonly number[], into: number[]): void {
  for (let k = 0; k < dice.length; k++) {
    const x = dice[k];
    let i = k; // into[k] is written (appended past the end) before it is read
    while (i > 0 && into[i - 1] < x) {
      into[i] = into[i - 1];
      i--;
    }
    into[i] = x;
  }
}
