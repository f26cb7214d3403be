// Who has won: conquest and the last one standing; each plugin's own goal stacks on
// `classicVictory` as a `victory` layer (the capitals: src/engine/capitals/; the secret missions:
// src/engine/missions/; RisiKo!'s objectives: src/engine/risiko/).
import type { Goal } from '../rules/ruleset.js';
import { emit, type Draft } from './draft.js';
import { activeOrder, featuresOf, hooksOf, isActive, rulesOf } from './state.js';
import type { GameOverReason, GameState, PlayerId, PlayerState } from './types.js';
import { controller, moveArmies, territoriesControlledBy } from './board.js';
import { pointsOf } from './ext.js';

/**
 * The round limit (`Ruleset.roundLimit`) after round `round`: the most victory points win, ties
 * broken by the `pointsTieBreak` hook; every seat's points are the scores (an eliminated player
 * keeps theirs and may still win, NA-TURN-3). Returns true when the game ended.
 */
export function checkRoundLimit(d: Draft, round: number): boolean {
  const s = d.s;
  const limit = rulesOf(s).roundLimit;
  if (limit === undefined || round < limit || s.phase.kind === 'over') return false;
  const seats = s.players.filter((p) => p.kind !== 'neutral').map((p) => p.id);
  const scores: Record<PlayerId, number> = {};
  for (const p of seats) scores[p] = pointsOf(s, p);
  const best = Math.max(...seats.map((p) => scores[p]));
  const tied = seats.filter((p) => scores[p] === best);
  endGame(d, tied.length > 1 ? hooksOf(s).pointsTieBreak(s, tied) : tied, 'roundLimit', scores);
  return true;
}

export function endGame(
  d: Draft,
  winners: PlayerId[],
  reason: GameOverReason,
  scores?: Record<PlayerId, number>,
): void {
  // A conquest still waiting for its move settles with the least, so no territory stays empty.
  const phase = d.s.phase;
  if (phase.kind === 'attack' && phase.conquest) {
    const { from, to, min } = phase.conquest;
    moveArmies(d.s, from, to, min, controller(d.s, to));
    emit(d, { type: 'armiesMoved', player: controller(d.s, to), from, to, count: min, reason: 'conquest' });
  }
  d.s.phase = scores ? { kind: 'over', winners, reason, scores } : { kind: 'over', winners, reason };
  emit(d, scores ? { type: 'gameOver', winners, reason, scores } : { type: 'gameOver', winners, reason });
}

/**
 * Checks the goal for `player` (the one who just acted, M-4) and the last-player-standing end.
 * Returns true when the game is over.
 */
export function checkVictory(d: Draft, player: PlayerId | null): boolean {
  return hooksOf(d.s).victory(d, player);
}

export function classicVictory(d: Draft, _player: PlayerId | null): boolean {
  const s = d.s;
  if (s.phase.kind === 'over') return true;
  // checked after every action: counted without lists
  let active = 0,
    last: PlayerId = -1;
  for (const id of s.order)
    if (isActive(s.players[id])) {
      active++;
      last = id;
    }
  if (active === 1) {
    const all = s.board.control.every((c) => c === last);
    endGame(d, [last], all ? 'conquest' : 'lastStanding');
    return true;
  }
  if (active === 0) {
    endGame(d, [], 'abandoned');
    return true;
  }
  // conquest is the last one standing, settled above; the plugins' goals are their own layers
  return false;
}

/**
 * The game's goal when `player` just acted and may have reached it (M-4: the one who acted), or
 * null when no goal is checked now (no such player, out of the game, or still setting up). The
 * plugins' `victory` layers ask it before checking their own goal.
 */
export function goalToCheck(s: GameState, player: PlayerId | null): Goal | null {
  if (player === null || !isActive(s.players[player])) return null;
  if (s.phase.kind === 'setupClaim' || s.phase.kind === 'setupPlace' || s.phase.kind === 'chooseHQ') return null;
  return featuresOf(s).goal(seatedCount(s.players));
}

// The seats of the last players array counted: a game played in place asks after every action,
// of one array whose seats are set at its creation (a seat's kind never becomes or stops being neutral).
let countedPlayers: readonly PlayerState[] | null = null;
let countedLength = 0;
let countedSeated = 0;
function seatedCount(players: readonly PlayerState[]): number {
  if (players === countedPlayers && players.length === countedLength) return countedSeated;
  let seated = 0;
  for (const p of players) if (p.kind !== 'neutral') seated++;
  countedPlayers = players;
  countedLength = players.length;
  countedSeated = seated;
  return seated;
}

/** C-TOUR-1: most territories wins when time runs out; null = a tie (the game is extended). */
export function mostTerritories(s: GameState): PlayerId | null {
  const counts = activeOrder(s)
    .map((id) => ({ id, n: territoriesControlledBy(s, id).length }))
    .sort((a, b) => b.n - a.n);
  if (counts.length === 0) return null;
  if (counts.length > 1 && counts[0].n === counts[1].n) return null;
  return counts[0].id;
}
