// N2-A strategic moves: the player and each ally make one move each, each along its own
// territories; the side's last possible move ends the turn.
import { armiesOn, connectedControlled, controller } from '../board.js';
import type { RuleError } from '../errors.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';
import { checkCount } from '../phases/common.js';
import { refuse } from './refusals.js';
import { onSide } from './sides.js';
import { alliesOf, duelOf } from './status.js';

/** N2-A strategic moves: own (N-FOR-1) and one per ally, each along its own territories. */
export function checkDuelMove(
  s: GameState,
  player: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  count: number,
): RuleError | null {
  const mover = controller(s, from);
  if (!onSide(s, player, mover)) return { code: 'notOwner', territory: from };
  if (controller(s, to) !== mover) return { code: 'notOwner', territory: to };
  if (duelOf(s)!.turn.moved.includes(mover)) return refuse('alreadyMoved', mover === player ? null : mover);
  if (from === to || !connectedControlled(s, from).has(to)) return { code: 'notConnected', from, to };
  if (armiesOn(s, from) < 2) return { code: 'notEnoughArmies', territory: from, armies: armiesOn(s, from), needed: 2 };
  return checkCount(count, 1, armiesOn(s, from) - 1);
}

/**
 * Notes a strategic move; true when every army of the side has moved (the turn ends). A side
 * whose remaining armies cannot move waits for End turn, as every fortify phase does: ending
 * the turn by itself there would change how logs recorded before replay.
 */
export function noteDuelMove(s: GameState, player: PlayerId, mover: PlayerId): boolean {
  const slice = duelOf(s)!;
  slice.turn.moved.push(mover);
  return [player, ...alliesOf(s, player)].every((a) => slice.turn.moved.includes(a));
}

/** The armies of `player`'s side that may still make their strategic move this turn. */
export function moversLeft(s: GameState, player: PlayerId): PlayerId[] {
  const slice = duelOf(s);
  if (!slice) return [player];
  return [player, ...alliesOf(s, player)].filter((a) => !slice.turn.moved.includes(a));
}
