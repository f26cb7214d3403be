// Attacks: who may attack what with how many dice (C-ATK-1..3, R-ATK-1, R-ELM-1), the roll
// (C-ATK-4), optional re-rolls and commanders (C-OPT-4/5), conquest (C-ATK-6), elimination
// (C-ELM-*), HQ capture (K-2, K-3) and blitz (C-ATK-7). The rules live in src/engine/combat/,
// one module each; this module is their public face for the rest of the engine and the AIs.
export {
  attackDiceRange,
  attackingArmies,
  classicAttackDiceRange,
  classicDefenderDice,
  classicDiceKey,
  compareDice,
  defenderDice,
} from './combat/dice.js';
export { checkAttack, forEachLegalAttack } from './combat/attack-check.js';
export { acceptRoll, attack, commander, reroll, rerollCards } from './combat/roll.js';
export { classicConquestBounds, conquestBounds, moveIn } from './combat/conquest.js';
export { eliminationTradeDownTo } from './combat/elimination.js';
export { blitz } from './combat/blitz.js';
