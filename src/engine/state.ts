// Reading a game state: small questions the rules ask again and again.
import { getRuleset } from '../rules/registry.js';
import type { Ruleset } from '../rules/ruleset.js';
import { deckOf, setsInHand } from './cards.js';
import { getMap, } from './maps.js';
import type { GameMap } from './map.js';
import type { Card, GameState, PlayerId, PlayerState, TerritoryId } from './types.js';
import { armiesOn, bordersEnemy, controller, copyBoard, mapOf } from './board.js';

export const rulesOf = (s: GameState): Ruleset => getRuleset(s.ruleset);
export { mapOf };
export const deckFor = (s: GameState): Card[] => deckOf(mapOf(s));

/**
 * The draft of one action. The handlers change the draft's own copies of the small mutable
 * parts (players, turn, phase, board, rng, clock) in place; arrays they never change in place
 * (hands, deck, discard, order, options, teams, missions) are shared with the caller's state
 * and replaced, not edited, when they change. The property tests deep-freeze every input
 * state, so an in-place edit of a shared part throws there.
 */
export function cloneState(s: GameState): GameState {
  return {
    ...s,
    rng: [...s.rng] as GameState['rng'],
    players: s.players.map((p) => ({ ...p })),
    board: copyBoard(s.board),
    teams: s.teams,
    turn: { ...s.turn },
    phase: structuredPhase(s.phase),
    clock: { ...s.clock, sdadata: s.clock.sdadata ? { ...s.clock.sdadata } : null },
    lastMove: s.lastMove ? { ...s.lastMove } : null,
  };
}

function structuredPhase(p: GameState['phase']): GameState['phase'] {
  if (p.kind === 'attack') {
    return {
      ...p,
      conquest: p.conquest ? { ...p.conquest } : null,
      pendingRoll: p.pendingRoll ? { ...p.pendingRoll, attack: [...p.pendingRoll.attack], defence: [...p.pendingRoll.defence] } : null,
    };
  }
  if (p.kind === 'over') return { ...p, winners: [...p.winners], scores: p.scores ? { ...p.scores } : undefined };
  if (p.kind === 'setupSimultaneous') {
    const placements: typeof p.placements = {};
    for (const id in p.placements) placements[id] = { ...p.placements[id] };
    return { ...p, placements, confirmed: [...p.confirmed] };
  }
  return { ...p };
}

export const isActive = (p: PlayerState): boolean => p.status === 'active' && p.kind !== 'neutral';

/** Seated players still playing, in turn order. */
export function activeOrder(s: GameState): PlayerId[] {
  return s.order.filter((id) => isActive(s.players[id]));
}

export function neutralPlayer(s: GameState): PlayerState | undefined {
  return s.players.find((p) => p.kind === 'neutral');
}

/** The room a territory has under C-OPT-3 (Infinity without a cap). */
export function roomOn(s: GameState, t: TerritoryId): number {
  const cap = s.options.territoryCap;
  return cap === null ? Infinity : Math.max(0, cap - armiesOn(s, t));
}

/** R-GAR-1: the fewest armies a territory must keep after a move. */
export function garrisonMin(s: GameState, t: TerritoryId): number {
  return rulesOf(s).minGarrison && bordersEnemy(s, t) ? 2 : 1;
}

/** C-OPT-6: whether the game plays with territory cards (older games lack the option: they do). */
export const playsCards = (s: GameState): boolean => s.options.cards !== 'none';

/** Whether the player holds at least one tradeable set under the game's card rule. */
export function setsAvailable(s: GameState, player: PlayerId): boolean {
  const hand = s.players[player].hand;
  if (hand.length < 3) return false;
  return setsInHand(hand, deckFor(s), s.options.cardValues, s.trades).length > 0;
}
