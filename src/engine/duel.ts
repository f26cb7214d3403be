// Risk Napoléon for two players (napoleon-duel, N2-*): the four independent armies. They are
// players of kind 'neutral' (ids 2..5, never in the turn order); what the duel adds around them
// lives in the `ext.duel` slice, read and written only through the modules of src/engine/duel/.
// This module is their public face for the ruleset (src/rules/napoleon-duel.ts: its plugins), the
// AI and the presenters; the core engine reaches the duel only through the rule hooks.
//
// N2-1 setup: the deal (10, 10, 7 × 4) and the placement turns (3 own + 2 per independent).
// N2-P passive: they only defend (with the most dice; the opponent "rolls" them).
// N2-A active: a status track each (neutral / ally of a seat), influence with cards at the
// start of a turn, ally reinforcements by a die, attacks and one strategic move per ally, and
// the status roll when an invasion involving an independent ends.
export {
  activeIndependents,
  alliesOf,
  allyOf,
  duelOf,
  isIndependent,
  liveIndependents,
  NEUTRAL_STATUS,
} from './duel/status.js';
export { armyAt, checkDuelAttack, onSide } from './duel/sides.js';
export {
  clearIndependentReserves,
  dealDuel,
  duelPlacementQuotas,
  independentPlayers,
  INDEPENDENT_ARMIES,
  newDuelSlice,
  noteSetupPlacement,
  setupQuotaLeft,
} from './duel/setup.js';
export { checkInfluence, influence, INFLUENCE_LIMIT } from './duel/influence.js';
export { allyToPlace, checkReinforceAlly, placeAlly, reinforceAlly } from './duel/ally-reinforcements.js';
export { checkDuelMove, moversLeft, noteDuelMove } from './duel/moves.js';
export { afterDuelAction, beforeDuelAction, beginDuelTurn, endsInvasion } from './duel/turn-flow.js';
export { settleInvasion } from './duel/status-roll.js';
export { duelBreaks } from './duel/invariants.js';
export { duelIndependentsPlugin, duelMovesPlugin, duelSetupPlugin } from './duel/hooks.js';
