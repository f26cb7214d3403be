// Fortify phase handlers (C-FOR-1, C-OPT-2, R-FOR-1).
import { armiesOn, connectedControlled, controller, moveArmies } from '../board.js';
import { emit } from '../draft.js';
import type { Draft } from '../draft.js';
import { err, ok } from '../errors.js';
import type { Result, RuleError } from '../errors.js';
import { armyAt } from '../relations.js';
import { featuresOf, fortifyRule, garrisonMin, hooksOf, mapOf, roomOn } from '../state.js';
import { endTurn } from '../turns.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';
import { checkCount, territoryError, wrongPhase } from './common.js';

export function checkFortify(
  s: GameState,
  actor: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  count: number,
): RuleError | null {
  const e = territoryError(s, from) ?? territoryError(s, to);
  if (e) return e;
  const own = hooksOf(s).checkMove(s, actor, from, to, count); // N2-A (and N-FOR-1 when passive); NT-3
  if (own !== undefined) return own;
  if (controller(s, from) !== actor) return { code: 'notOwner', territory: from };
  if (controller(s, to) !== actor) return { code: 'notOwner', territory: to };
  if (from === to) return { code: 'notConnected', from, to };
  if (fortifyRule(s).connected) {
    if (!connectedControlled(s, from).has(to)) return { code: 'notConnected', from, to };
  } else if (!mapOf(s).adjacency[from].includes(to)) {
    return {
      code: 'notAdjacent',
      from,
      to,
      targets: mapOf(s).adjacency[from].filter((n) => controller(s, n) === actor),
    };
  }
  const keep = garrisonMin(s, from); // R-GAR-1
  const max = Math.min(armiesOn(s, from) - keep, roomOn(s, to));
  if (max < 1) {
    return armiesOn(s, from) - keep < 1
      ? { code: 'notEnoughArmies', territory: from, armies: armiesOn(s, from), needed: keep + 1 }
      : { code: 'territoryCap', territory: to, cap: featuresOf(s).territoryCap ?? 0 };
  }
  return checkCount(count, 1, max);
}

export function fortify(d: Draft, actor: PlayerId, from: TerritoryId, to: TerritoryId, count: number): Result<void> {
  const s = d.s;
  if (s.phase.kind !== 'fortify') return wrongPhase(s, []);
  const e = checkFortify(s, actor, from, to, count);
  if (e) return err(e);
  const mover = armyAt(s, from, actor); // N2-A: an ally's move
  moveArmies(s, from, to, count, mover);
  s.phase.moves++;
  emit(d, { type: 'armiesMoved', player: mover, from, to, count, reason: 'fortify' });
  s.lastMove = { kind: 'fortify', player: mover, from, to, armies: count };
  // C-FOR-1 / R-FOR-1 / N-FOR-1: one move ends the turn; C-OPT-2 allows more until /end;
  // N2-A: one strategic move for the player and one per ally, the last one ends the turn.
  if (hooksOf(s).moveMade(s, actor, mover)) endTurn(d);
  return ok(undefined);
}
