// N2-A sides: a player's side is their own armies and their allies; they command their allies'
// units as their own, and nobody on a side attacks the same side.
import { controller } from '../board.js';
import type { RuleError } from '../errors.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';
import { refuse } from './refusals.js';
import { allyOf, duelOf, isIndependent } from './status.js';

/** Whether `army`'s units fight for `player`: their own, or an ally's (N2-A). */
export function onSide(s: GameState, player: PlayerId, army: PlayerId): boolean {
  return army === player || (army >= 0 && isIndependent(s, army) && allyOf(s, army) === player);
}

/**
 * Whose units `player` commands from `from`: their own, or in the duel the ally holding it
 * (N2-A: "attack with the allies' troops as if they were yours").
 */
export function armyAt(s: GameState, from: TerritoryId, player: PlayerId): PlayerId {
  if (duelOf(s) === null) return player;
  const c = controller(s, from);
  return onSide(s, player, c) ? c : player;
}

/**
 * N2-A: the refusal of an attack on one's own side (own territory or an ally's), else null. An
 * ally's troops may attack "other allies (of a different colour)", the player's other allies
 * included (rules-notes); the player's own armies never attack their allies.
 */
export function checkDuelAttack(s: GameState, player: PlayerId, from: TerritoryId, to: TerritoryId): RuleError | null {
  const target = controller(s, to);
  if (target === player || !onSide(s, player, target)) return null;
  const army = armyAt(s, from, player);
  if (army !== player && army !== target) return null;
  return refuse('ownSide', target);
}
