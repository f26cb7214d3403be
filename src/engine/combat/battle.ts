// A roll that counts: the losses on both sides, the battle's event, and what follows an emptied
// territory (its conquest), then what the ruleset settles after a battle (NT-1: an emptied team player).
import { armiesAt, boardIndex, defenderAt, removeArmiesAt } from '../board.js';
import { emit, type Draft } from '../draft.js';
import { hooksOf, rulesOf } from '../state.js';
import { armyAt } from '../relations.js';
import type { PlayerId, TerritoryId } from '../types.js';
import { conquer } from './conquest.js';
import { compareDice } from './dice.js';

/** Applies a final roll: losses, the battle's event, then a conquest if the target is emptied. */
export function resolveRoll(
  d: Draft,
  player: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  attackDice: number[],
  defence: number[],
): void {
  const s = d.s;
  const i = boardIndex(s, from),
    j = boardIndex(s, to);
  const defender = defenderAt(s, j);
  const army = armyAt(s, from, player); // N2-A: an ally's units when attacking from its territory
  const { attackerLost, defenderLost } = compareDice(attackDice, defence);
  removeArmiesAt(s, i, attackerLost, army);
  removeArmiesAt(s, j, defenderLost);
  emit(d, {
    type: 'battleResolved',
    attacker: player,
    defender,
    from,
    to,
    attack: attackDice,
    defence,
    attackerLost,
    defenderLost,
  });
  s.lastMove = { kind: 'attack', player, from, to, attackerLost, defenderLost, conquered: false };
  // C-ATK-6 moves the dice rolled; N-ATK-2 the attackers that survived this battle.
  const mustMove = rulesOf(s).conquestMove === 'survivors' ? attackDice.length - attackerLost : attackDice.length;
  if (armiesAt(s, j) === 0) conquer(d, player, army, from, to, mustMove, defender);
  hooksOf(s).battleOver(d, player, defender); // NT-1, NT-5: the teams plugin's eliminations
}
