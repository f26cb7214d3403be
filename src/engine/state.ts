// Reading a game state: small questions the rules ask again and again.
import { getRuleset } from '../rules/registry.js';
import type { Ruleset } from '../rules/ruleset.js';
import { deckOf, setsInHand } from './cards.js';
import { getMap, } from './maps.js';
import type { GameMap } from './map.js';
import type { Card, GameState, PlayerId, PlayerState, TerritoryId } from './types.js';

export const rulesOf = (s: GameState): Ruleset => getRuleset(s.ruleset);
export const mapOf = (s: GameState): GameMap => getMap(s.map);
export const deckFor = (s: GameState): Card[] => deckOf(mapOf(s));

/** A copy the handlers may change freely; the caller's state is never touched. */
export function cloneState(s: GameState): GameState {
  const territories: GameState['territories'] = {};
  for (const id in s.territories) territories[id] = { ...s.territories[id] };
  return {
    ...s,
    options: { ...s.options },
    rng: [...s.rng] as GameState['rng'],
    players: s.players.map((p) => ({ ...p, hand: [...p.hand], hqCards: [...p.hqCards] })),
    order: [...s.order],
    territories,
    deck: [...s.deck],
    discard: [...s.discard],
    turn: { ...s.turn, cardsFaceUp: [...s.turn.cardsFaceUp], faceUpFor: s.turn.faceUpFor ? { ...s.turn.faceUpFor } : null },
    phase: structuredPhase(s.phase),
    clock: { ...s.clock, sdadata: s.clock.sdadata ? { ...s.clock.sdadata } : null },
    lastMove: s.lastMove ? { ...s.lastMove } : null,
    missionsPool: [...s.missionsPool],
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

export function territoriesOf(s: GameState, player: PlayerId): TerritoryId[] {
  const out: TerritoryId[] = [];
  for (const id in s.territories) if (s.territories[id].owner === player) out.push(id);
  return out;
}

export function territoryCount(s: GameState, player: PlayerId): number {
  let n = 0;
  for (const id in s.territories) if (s.territories[id].owner === player) n++;
  return n;
}

export function armiesOnBoard(s: GameState, player: PlayerId): number {
  let n = 0;
  for (const id in s.territories) if (s.territories[id].owner === player) n += s.territories[id].armies;
  return n;
}

export function continentsHeld(s: GameState, player: PlayerId): string[] {
  return mapOf(s).continents.filter((c) => c.territories.every((t) => s.territories[t].owner === player)).map((c) => c.id);
}

export const isActive = (p: PlayerState): boolean => p.status === 'active' && p.kind !== 'neutral';

/** Seated players still playing, in turn order. */
export function activeOrder(s: GameState): PlayerId[] {
  return s.order.filter((id) => isActive(s.players[id]));
}

export function neutralPlayer(s: GameState): PlayerState | undefined {
  return s.players.find((p) => p.kind === 'neutral');
}

/** Enemy neighbours of a territory (any other owner, neutrals and passive armies included). */
export function enemyNeighbours(s: GameState, t: TerritoryId): TerritoryId[] {
  const owner = s.territories[t].owner;
  return mapOf(s).adjacency[t].filter((n) => s.territories[n].owner !== owner);
}

export function bordersEnemy(s: GameState, t: TerritoryId): boolean {
  const owner = s.territories[t].owner;
  return mapOf(s).adjacency[t].some((n) => s.territories[n].owner !== owner);
}

/** Own territories reachable from `from` through own territories (C-OPT-2). */
export function connectedOwn(s: GameState, from: TerritoryId): Set<TerritoryId> {
  const owner = s.territories[from].owner;
  const adj = mapOf(s).adjacency;
  const seen = new Set<TerritoryId>([from]);
  const stack = [from];
  while (stack.length) {
    const t = stack.pop()!;
    for (const n of adj[t]) if (!seen.has(n) && s.territories[n].owner === owner) { seen.add(n); stack.push(n); }
  }
  return seen;
}

/** The room a territory has under C-OPT-3 (Infinity without a cap). */
export function roomOn(s: GameState, t: TerritoryId): number {
  const cap = s.options.territoryCap;
  return cap === null ? Infinity : Math.max(0, cap - s.territories[t].armies);
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
