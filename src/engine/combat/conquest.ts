// A conquest (C-ATK-6, N-ATK-2, R-GAR-1): the territory changes hands, the player is credited,
// the beaten player may be out, and the armies that move in (bounds, then the move itself).
import { armiesOn, bordersEnemy, controlledCount, controller, moveArmies, occupy } from '../board.js';
import { emit, type Draft } from '../draft.js';
import { err, ok, type Result } from '../errors.js';
import { checkVictory } from '../goals.js';
import { featuresOf, hooksOf, mapOf, rulesOf } from '../state.js';
import { returnFaceUpCards } from '../turns.js';
import { armyAt, sharesGround } from '../relations.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';
import { attackingArmies } from './dice.js';
import { eliminate } from './elimination.js';

/** `army` takes `to` (the player's own, or an ally's under N2-A); `player` is credited with it. */
export function conquer(
  d: Draft,
  player: PlayerId,
  army: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  diceRolled: number,
  previousOwner: PlayerId,
): void {
  const s = d.s;
  occupy(s, to, army, 0);
  if (army === player) s.turn.conquered++; // N2-A: no card for an ally's conquests
  if (s.lastMove) s.lastMove.conquered = true;
  returnFaceUpCards(s);
  const { min, max } = conquestBounds(s, from, to, diceRolled);
  emit(d, { type: 'territoryConquered', player, from, to, previousOwner, min, max });
  if (s.phase.kind === 'attack') s.phase.conquest = { from, to, min, max };
  // NT-1: eliminations (and NT-5) are settled by resolveRoll once the battle is over.
  if (!sharesGround(s)) {
    hooksOf(s).onConquer(d, player, to, previousOwner);
    const loser = s.players[previousOwner];
    if (loser.status !== 'eliminated' && controlledCount(s, previousOwner) === 0) eliminate(d, previousOwner, player);
  }
  if (checkVictory(d, player)) return;
  if (s.phase.kind === 'attack' && s.phase.conquest && s.phase.conquest.min === s.phase.conquest.max) {
    moveIn(d, player, s.phase.conquest.min); // nothing to choose
  }
}

/**
 * C-ATK-6: at least the dice of the last roll move in, at most all but one (and the C-OPT-3
 * cap). R-GAR-1 (after the conquest changed hands): a conquered territory facing an enemy gets
 * at least 2 when the source can spare them while keeping its own garrison; beyond the dice,
 * a source still facing an enemy keeps 2. The one exception: the dice alone may leave it 1.
 */
export function conquestBounds(
  s: GameState,
  from: TerritoryId,
  to: TerritoryId,
  diceRolled: number,
): { min: number; max: number } {
  return hooksOf(s).conquestBounds(s, from, to, diceRolled);
}

export function classicConquestBounds(
  s: GameState,
  from: TerritoryId,
  to: TerritoryId,
  diceRolled: number,
): { min: number; max: number } {
  const armies = attackingArmies(s, from, s.turn.player);
  const cap = featuresOf(s).territoryCap ?? Infinity;
  let max = Math.min(armies - 1, cap);
  let min = Math.min(diceRolled, max);
  if (rulesOf(s).minGarrison) {
    const sourceKeeps = bordersEnemy(s, from) ? 2 : 1;
    if (bordersEnemy(s, to)) min = Math.max(min, Math.min(2, armies - sourceKeeps, max));
    max = Math.max(min, Math.min(max, armies - sourceKeeps));
  }
  return { min, max };
}

/** C-ATK-6 / R-GAR-1: settle the move after a conquest. */
export function moveIn(d: Draft, player: PlayerId, count: number): Result<void> {
  const s = d.s;
  if (s.phase.kind !== 'attack' || !s.phase.conquest) return err({ code: 'noConquest' });
  const { from, to, min, max } = s.phase.conquest;
  if (!Number.isInteger(count) || count < min || count > max) return err({ code: 'badCount', min, max });
  if (rulesOf(s).minGarrison && count > min) {
    const left = armiesOn(s, from) - count;
    const borders = mapOf(s).adjacency[from].some((n) => controller(s, n) !== player);
    if (borders && left < 2) return err({ code: 'garrison', territory: from, min: 2 });
  }
  moveArmies(s, from, to, count, armyAt(s, from, player));
  s.phase.conquest = null;
  emit(d, { type: 'armiesMoved', player, from, to, count, reason: 'conquest' });
  return ok(undefined);
}
