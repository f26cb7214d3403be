// The board's relation functions: who controls a territory, whose units stand on it, who is
// hostile to whom, where a player may attack or move. Every reader outside this module asks
// these questions; none reads the representation, so a territory holding several players'
// units (Napoléon's NT-1) or seas and ships changes this file, not its callers.
import { getMap } from './maps.js';
import type { GameMap } from './map.js';
import type { GameState, PlayerId, TerritoryId } from './types.js';

/** No controller: an unclaimed territory, or a tie of armies (NT-1). */
export const NOBODY: PlayerId = -1;

const mapOf = (s: GameState): GameMap => getMap(s.map);

/** The player who controls `t` (NOBODY when unclaimed or tied). */
export function controller(s: GameState, t: TerritoryId): PlayerId {
  return s.territories[t]?.owner ?? NOBODY;
}

/** Whether `player` controls `t`. */
export function controls(s: GameState, t: TerritoryId, player: PlayerId): boolean {
  return s.territories[t].owner === player;
}

/** All armies standing on `t`, whoever's they are. */
export function armiesOn(s: GameState, t: TerritoryId): number {
  return s.territories[t].armies;
}

/** The armies `player` has on `t`. */
export function unitsOf(s: GameState, t: TerritoryId, player: PlayerId): number {
  const ts = s.territories[t];
  return ts.owner === player ? ts.armies : 0;
}

/** Whether `a` and `b` are enemies: different players, not on one team. */
export function isHostile(s: GameState, a: PlayerId, b: PlayerId): boolean {
  if (a === b) return false;
  const teams = s.teams;
  return !teams || teams[a] === undefined || teams[a] !== teams[b];
}

/** Whether `player` may give orders to the units on `t` (place, attack from, move from). */
export function canCommand(s: GameState, player: PlayerId, t: TerritoryId): boolean {
  return s.territories[t].owner === player;
}

/** Territories `player` controls, in map order. */
export function territoriesControlledBy(s: GameState, player: PlayerId): TerritoryId[] {
  const out: TerritoryId[] = [];
  for (const id of mapOf(s).territoryIds) if (s.territories[id].owner === player) out.push(id);
  return out;
}

export function controlledCount(s: GameState, player: PlayerId): number {
  let n = 0;
  for (const id of mapOf(s).territoryIds) if (s.territories[id].owner === player) n++;
  return n;
}

/** The armies `player` has on the board. */
export function armiesOf(s: GameState, player: PlayerId): number {
  let n = 0;
  for (const id of mapOf(s).territoryIds) if (s.territories[id].owner === player) n += s.territories[id].armies;
  return n;
}

/** Every army on the board. */
export function totalArmies(s: GameState): number {
  let n = 0;
  for (const id of mapOf(s).territoryIds) n += s.territories[id].armies;
  return n;
}

/** Whether `t` names a territory of this game's map. */
export function hasTerritory(s: GameState, t: TerritoryId): boolean {
  return Object.prototype.hasOwnProperty.call(mapOf(s).byId, t);
}

export function isUnclaimed(s: GameState, t: TerritoryId): boolean {
  return s.territories[t].owner === NOBODY;
}

export function unclaimed(s: GameState): TerritoryId[] {
  return mapOf(s).territoryIds.filter((t) => s.territories[t].owner === NOBODY);
}

/** Neighbours of `t` whose controller is not `t`'s (neutral and passive armies included). */
export function enemyNeighbours(s: GameState, t: TerritoryId): TerritoryId[] {
  const owner = s.territories[t].owner;
  return mapOf(s).adjacency[t].filter((n) => s.territories[n].owner !== owner);
}

export function bordersEnemy(s: GameState, t: TerritoryId): boolean {
  const owner = s.territories[t].owner;
  for (const n of mapOf(s).adjacency[t]) if (s.territories[n].owner !== owner) return true;
  return false;
}

/** Whether `t` touches a territory `player` does not control. */
export function facesOtherThan(s: GameState, t: TerritoryId, player: PlayerId): boolean {
  for (const n of mapOf(s).adjacency[t]) if (s.territories[n].owner !== player) return true;
  return false;
}

/** Neighbours of `from` that `player` may attack (controlled by someone else). */
export function attackTargets(s: GameState, from: TerritoryId, player: PlayerId = controller(s, from)): TerritoryId[] {
  return mapOf(s).adjacency[from].filter((n) => s.territories[n].owner !== player);
}

/** Neighbours of `from` that `player` also controls (one-step moves). */
export function moveTargets(s: GameState, from: TerritoryId, player: PlayerId = controller(s, from)): TerritoryId[] {
  return mapOf(s).adjacency[from].filter((n) => s.territories[n].owner === player);
}

/** Territories reachable from `from` through territories its controller holds (C-OPT-2). */
export function connectedControlled(s: GameState, from: TerritoryId): Set<TerritoryId> {
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

/** Continents whose every territory `player` controls. */
export function continentsControlledBy(s: GameState, player: PlayerId): string[] {
  return mapOf(s).continents.filter((c) => c.territories.every((t) => s.territories[t].owner === player)).map((c) => c.id);
}

/** The territories of `ts` that `player` controls. */
export function heldAmong(s: GameState, ts: readonly TerritoryId[], player: PlayerId): TerritoryId[] {
  return ts.filter((t) => s.territories[t].owner === player);
}

/** The public picture of one territory: its controller and the armies on it. */
export function territorySummary(s: GameState, t: TerritoryId): { owner: PlayerId; armies: number } {
  return { owner: controller(s, t), armies: armiesOn(s, t) };
}

/** The whole board as `{id: {owner, armies}}` (the local table's `--json`, views, tests). */
export function boardSummary(s: GameState): Record<TerritoryId, { owner: PlayerId; armies: number }> {
  const out: Record<TerritoryId, { owner: PlayerId; armies: number }> = {};
  for (const id of mapOf(s).territoryIds) out[id] = territorySummary(s, id);
  return out;
}

// ---- the representation's life cycle ----

/** The board of a new game: nobody anywhere. */
export function emptyBoard(map: GameMap): GameState['territories'] {
  const out: GameState['territories'] = {};
  for (const t of map.territoryIds) out[t] = { owner: NOBODY, armies: 0 };
  return out;
}

/** A copy a draft may change without touching the caller's state. */
export function copyBoard(b: GameState['territories']): GameState['territories'] {
  const out: GameState['territories'] = {};
  for (const id in b) out[id] = { ...b[id] };
  return out;
}

// ---- writes (on a draft's own copy of the state) ----

/** `player` alone stands on `t` with `armies` (claims, deals, conquests, HQ captures). */
export function occupy(s: GameState, t: TerritoryId, player: PlayerId, armies: number): void {
  s.territories[t] = { owner: player, armies };
}

/** Adds `count` armies to the controller's on `t` (placement, card bonus). */
export function addArmies(s: GameState, t: TerritoryId, count: number): void {
  s.territories[t].armies += count;
}

/** Removes `count` armies from `t` (battle losses). */
export function removeArmies(s: GameState, t: TerritoryId, count: number): void {
  s.territories[t].armies -= count;
}

/** Moves `count` armies between two territories of one controller (conquest move-in, fortify). */
export function moveArmies(s: GameState, from: TerritoryId, to: TerritoryId, count: number): void {
  s.territories[from].armies -= count;
  s.territories[to].armies += count;
}
