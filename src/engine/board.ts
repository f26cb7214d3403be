// The board's relation functions: who controls a territory, whose units stand on it, who is
// hostile to whom, where a player may attack or move. Every reader outside this module asks
// these questions; none reads the representation (`GameState.board`), so a territory holding
// several players' units (Napoléon's NT-1) or new unit kinds change this file, not its callers.
//
// The representation is chosen for speed: flat number arrays indexed by the map's territory
// index (copying a board is two array slices; no per-territory objects), and a cached
// controller per territory, because nearly every question starts with "who holds it".
import { getMap } from './maps.js';
import type { GameMap } from './map.js';
import type { BoardState, GameState, PlayerId, TerritoryId, UnitBoard } from './types.js';
import { continentsByIndex, retally, tallyOf, trackBoard } from './board-tally.js';

/** No controller: an unclaimed territory, or a tie of armies (NT-1). */
export const NOBODY: PlayerId = -1;

let lastMapId = '';
let lastMap: GameMap | null = null;
/** The game's map; the last one is kept at hand since a process nearly always plays one map at a time. */
export function mapOf(s: GameState): GameMap {
  if (s.map === lastMapId && lastMap) return lastMap;
  lastMap = getMap(s.map);
  lastMapId = s.map;
  return lastMap;
}

const idx = (s: GameState, t: TerritoryId): number => {
  const i = mapOf(s).index[t];
  if (i === undefined) throw new Error(`board: unknown territory "${t}"`);
  return i;
};

/** The board index of `t` (a territory of the game's map): for a hot path that asks several questions of one territory. */
export const boardIndex = idx;

/** Whether `t` names a territory of this game's map. */
export function hasTerritory(s: GameState, t: TerritoryId): boolean {
  return mapOf(s).index[t] !== undefined;
}

/** The player who controls `t` (NOBODY when unclaimed, tied, or not a territory). */
export function controller(s: GameState, t: TerritoryId): PlayerId {
  const i = mapOf(s).index[t];
  return i === undefined ? NOBODY : s.board.control[i];
}

/** Whether `player` controls `t`. */
export function controls(s: GameState, t: TerritoryId, player: PlayerId): boolean {
  return controller(s, t) === player;
}

/** All armies standing on `t`, whoever's they are. */
export function armiesOn(s: GameState, t: TerritoryId): number {
  return armiesAt(s, idx(s, t));
}

/** All armies on the territory at board index `i` (hot loops that walk the board by index). */
export function armiesAt(s: GameState, i: number): number {
  const t = tallyOf(s.board);
  if (t) return t.armies[i];
  const n = s.players.length,
    a = s.board.armies;
  let sum = 0;
  for (let p = i * n, end = p + n; p < end; p++) sum += a[p];
  return sum;
}

/** The armies `player` has on `t`. */
export function unitsOf(s: GameState, t: TerritoryId, player: PlayerId): number {
  return s.board.armies[idx(s, t) * s.players.length + player];
}

// ---- NT-1 shared territories: several team-mates' units on one territory ----

/** Whether `player` or a team-mate has units on `t` (NT-3: a friendly territory). */
export function isFriendly(s: GameState, t: TerritoryId, player: PlayerId): boolean {
  const i = idx(s, t),
    n = s.players.length,
    a = s.board.armies,
    team = s.teams[player];
  for (let p = 0; p < n; p++) if (a[i * n + p] > 0 && s.teams[p] === team) return true;
  return false;
}

/** Territories where `player` has units, controlled or not, in map order. */
export function territoriesWithUnitsOf(s: GameState, player: PlayerId): TerritoryId[] {
  const ids = mapOf(s).territoryIds,
    n = s.players.length,
    a = s.board.armies,
    out: TerritoryId[] = [];
  for (let i = 0; i < ids.length; i++) if (a[i * n + player] > 0) out.push(ids[i]);
  return out;
}

/** Who defends `t`: its controller, or on a tie (NT-1) the lower seat among the largest stacks. */
export function defenderOf(s: GameState, t: TerritoryId): PlayerId {
  return defenderAt(s, idx(s, t));
}

/** `defenderOf` the territory at board index `i`. */
export function defenderAt(s: GameState, i: number): PlayerId {
  const c = s.board.control[i];
  if (c !== NOBODY) return c;
  const n = s.players.length,
    a = s.board.armies;
  let best = NOBODY;
  for (let p = 0; p < n; p++) if (a[i * n + p] > 0 && (best === NOBODY || a[i * n + p] > a[i * n + best])) best = p;
  return best;
}

/** The players with units on `t`, in seat order. */
export function stacksOn(s: GameState, t: TerritoryId): PlayerId[] {
  const i = idx(s, t),
    n = s.players.length,
    a = s.board.armies,
    out: PlayerId[] = [];
  for (let p = 0; p < n; p++) if (a[i * n + p] > 0) out.push(p);
  return out;
}

/** NT-3: territories reachable from `from` through territories friendly to `player`. */
export function connectedFriendly(s: GameState, from: TerritoryId, player: PlayerId): Set<TerritoryId> {
  const map = mapOf(s),
    start = idx(s, from);
  const seen = new Set<number>([start]);
  const stack = [start];
  while (stack.length) {
    const t = stack.pop()!;
    for (const n of map.adj[t])
      if (!seen.has(n) && isFriendly(s, map.territoryIds[n], player)) {
        seen.add(n);
        stack.push(n);
      }
  }
  seen.delete(start);
  return new Set([...seen].map((i) => map.territoryIds[i]));
}

/** Territories `player` controls, in map order. */
export function territoriesControlledBy(s: GameState, player: PlayerId): TerritoryId[] {
  const ids = mapOf(s).territoryIds,
    control = s.board.control;
  const out: TerritoryId[] = [];
  for (let i = 0; i < control.length; i++) if (control[i] === player) out.push(ids[i]);
  return out;
}

export function controlledCount(s: GameState, player: PlayerId): number {
  const t = tallyOf(s.board);
  if (t) return t.owned[player < 0 ? t.players : player];
  const control = s.board.control;
  let n = 0;
  for (let i = 0; i < control.length; i++) if (control[i] === player) n++;
  return n;
}

/** The armies `player` has on the board. */
export function armiesOf(s: GameState, player: PlayerId): number {
  const n = s.players.length,
    a = s.board.armies;
  let sum = 0;
  for (let p = player; p < a.length; p += n) sum += a[p];
  return sum;
}

/** Every army on the board. */
export function totalArmies(s: GameState): number {
  let sum = 0;
  for (const x of s.board.armies) sum += x;
  return sum;
}

export function isUnclaimed(s: GameState, t: TerritoryId): boolean {
  return controller(s, t) === NOBODY;
}

export function unclaimed(s: GameState): TerritoryId[] {
  return territoriesControlledBy(s, NOBODY);
}

export function anyUnclaimed(s: GameState): boolean {
  return s.board.control.includes(NOBODY);
}

/** Neighbours of `t` whose controller is not `t`'s (neutral and passive armies included). */
export function enemyNeighbours(s: GameState, t: TerritoryId): TerritoryId[] {
  const map = mapOf(s),
    control = s.board.control,
    owner = control[idx(s, t)],
    out: TerritoryId[] = [];
  for (const n of map.adj[idx(s, t)]) if (control[n] !== owner) out.push(map.territoryIds[n]);
  return out;
}

export function bordersEnemy(s: GameState, t: TerritoryId): boolean {
  const map = mapOf(s),
    i = idx(s, t),
    tally = tallyOf(s.board);
  if (tally) return tally.foreign[i] > 0;
  const control = s.board.control,
    owner = control[i];
  for (const n of map.adj[i]) if (control[n] !== owner) return true;
  return false;
}

/** Whether `t` touches a territory `player` does not control. */
export function facesOtherThan(s: GameState, t: TerritoryId, player: PlayerId): boolean {
  const map = mapOf(s),
    control = s.board.control;
  for (const n of map.adj[idx(s, t)]) if (control[n] !== player) return true;
  return false;
}

/** Territories `player` controls that touch one someone else controls, in map order. */
export function frontOf(s: GameState, player: PlayerId): TerritoryId[] {
  const map = mapOf(s),
    control = s.board.control,
    out: TerritoryId[] = [];
  const tally = tallyOf(s.board);
  if (tally) {
    const ids = map.territoryIds;
    for (const i of frontCandidates(s, player)) out.push(ids[i]);
    return out;
  }
  for (let i = 0; i < control.length; i++) {
    if (control[i] !== player) continue;
    for (const n of map.adj[i])
      if (control[n] !== player) {
        out.push(map.territoryIds[i]);
        break;
      }
  }
  return out;
}

/**
 * The board indexes of the territories `player` controls that may face another, in map order:
 * on a tracked board its front alone (kept up to date: board-tally.ts), otherwise all it holds.
 * The walks of attacks and foreign neighbours start from these instead of scanning the board.
 */
export function frontCandidates(s: GameState, player: PlayerId): number[] {
  const out: number[] = [];
  const tally = tallyOf(s.board);
  if (tally) {
    const words = tally.words,
      base = (player < 0 ? tally.players : player) * words,
      front = tally.front;
    for (let w = 0; w < words; w++) {
      let m = front[base + w];
      while (m !== 0) {
        const low = m & -m;
        m ^= low;
        out.push((w << 5) + 31 - Math.clz32(low));
      }
    }
    return out;
  }
  const control = s.board.control;
  for (let i = 0; i < control.length; i++) if (control[i] === player) out.push(i);
  return out;
}

/** Territories reachable from `from` through territories its controller holds (C-OPT-2). */
export function connectedControlled(s: GameState, from: TerritoryId): Set<TerritoryId> {
  const map = mapOf(s),
    control = s.board.control;
  const start = idx(s, from),
    owner = control[start];
  const seen = new Set<number>([start]);
  const stack = [start];
  while (stack.length) {
    const t = stack.pop()!;
    for (const n of map.adj[t])
      if (!seen.has(n) && control[n] === owner) {
        seen.add(n);
        stack.push(n);
      }
  }
  return new Set([...seen].map((i) => map.territoryIds[i]));
}

/** Continents whose every territory `player` controls (asked at every turn's start: by index). */
export function continentsControlledBy(s: GameState, player: PlayerId): string[] {
  const map = mapOf(s),
    control = s.board.control,
    out: string[] = [];
  const byIndex = continentsByIndex(map);
  const tally = tallyOf(s.board);
  if (tally) {
    const k = tally.players + 1,
      at = player < 0 ? tally.players : player;
    for (let c = 0; c < byIndex.length; c++)
      if (tally.inContinent[c * k + at] === byIndex[c].length) out.push(map.continents[c].id);
    return out;
  }
  for (let c = 0; c < byIndex.length; c++) {
    const ts = byIndex[c];
    let all = true;
    for (let k = 0; k < ts.length && all; k++) all = control[ts[k]] === player;
    if (all) out.push(map.continents[c].id);
  }
  return out;
}

/** The territories of `ts` that `player` controls. */
export function heldAmong(s: GameState, ts: readonly TerritoryId[], player: PlayerId): TerritoryId[] {
  return ts.filter((t) => controller(s, t) === player);
}

// ---- the representation's life cycle ----

/** The board of a new game: nobody anywhere. */
export function emptyBoard(map: GameMap, players: number): BoardState {
  return {
    armies: new Array<number>(map.territoryIds.length * players).fill(0),
    control: new Array<PlayerId>(map.territoryIds.length).fill(NOBODY),
  };
}

/** A copy a draft may change without touching the caller's state. */
export function copyBoard(b: BoardState): BoardState {
  if (b.units === undefined) return { armies: b.armies.slice(), control: b.control.slice() };
  return { armies: b.armies.slice(), control: b.control.slice(), units: copyUnits(b.units) };
}

function copyUnits(u: UnitBoard): UnitBoard {
  return {
    generals: u.generals.slice(),
    ships: u.ships.slice(),
    admirals: u.admirals.slice(),
    seaControl: u.seaControl.slice(),
    forts: u.forts.slice(),
    epidemics: u.epidemics.slice(),
    emptiedIsNobodys: u.emptiedIsNobodys,
  };
}

/**
 * Keeps the fronts and holdings of `s`'s board up to date (src/engine/board-tally.ts) for a
 * caller that owns `s` and plays it forward in place (`applyActionInPlace`): the readers above
 * then answer from them instead of scanning. A no-op when the board is tracked already.
 */
export function keepTally(s: GameState): void {
  if (!tallyOf(s.board)) trackBoard(mapOf(s), s.board, s.players.length);
}

// ---- writes (on a draft's own copy of the state) ----

/**
 * NT-1: the player with the most armies controls; a tie is nobody's. An emptied territory
 * keeps its controller (a conquered territory is the conqueror's before the armies move in),
 * except on a board whose empty territories are nobody's (NA-LAND-3).
 */
function settleControl(s: GameState, i: number): void {
  const n = s.players.length,
    a = s.board.armies;
  let best = NOBODY,
    most = 0,
    tie = false,
    sum = 0;
  for (let p = 0; p < n; p++) {
    const x = a[i * n + p];
    sum += x;
    if (x > most) {
      most = x;
      best = p;
      tie = false;
    } else if (x === most && x > 0) tie = true;
  }
  const t = tallyOf(s.board);
  if (t) t.armies[i] = sum;
  if (most > 0) setControl(s.board, i, tie ? NOBODY : best);
  else if (s.board.units?.emptiedIsNobodys) setControl(s.board, i, NOBODY);
}

/** The one write of a territory's controller: keeps a tracked board's tally up to date. */
function setControl(b: BoardState, i: number, player: PlayerId): void {
  const was = b.control[i];
  if (was === player) return;
  b.control[i] = player;
  const t = tallyOf(b);
  if (t) retally(t, b.control, i, was, player);
}

/** `player` alone stands on `t` with `armies` (claims, deals, conquests, HQ captures). */
export function occupy(s: GameState, t: TerritoryId, player: PlayerId, armies: number): void {
  const i = idx(s, t),
    n = s.players.length,
    a = s.board.armies;
  for (let p = i * n, end = p + n; p < end; p++) a[p] = 0;
  if (player >= 0) a[i * n + player] = armies;
  const tally = tallyOf(s.board);
  if (tally) tally.armies[i] = player >= 0 ? armies : 0;
  setControl(s.board, i, player);
}

/** Adds `count` armies of `player` (by default the controller) on `t`. */
export function addArmies(s: GameState, t: TerritoryId, count: number, player: PlayerId = controller(s, t)): void {
  const i = idx(s, t);
  s.board.armies[i * s.players.length + player] += count;
  settleControl(s, i);
}

/**
 * Removes `count` armies of `player` from `t` (an attacker's losses), or, without `player`,
 * one at a time from the largest stack there, the lower seat on a tie (a defender's losses:
 * under NT-1 the controller's majority stack defends first; elsewhere it is the only stack).
 */
export function removeArmies(s: GameState, t: TerritoryId, count: number, player?: PlayerId): void {
  removeArmiesAt(s, idx(s, t), count, player);
}

/** `removeArmies` from the territory at board index `i`. */
export function removeArmiesAt(s: GameState, i: number, count: number, player?: PlayerId): void {
  const n = s.players.length,
    a = s.board.armies;
  if (player !== undefined) a[i * n + player] -= count;
  else {
    for (let k = 0; k < count; k++) {
      let best = -1;
      for (let p = 0; p < n; p++) if (a[i * n + p] > 0 && (best < 0 || a[i * n + p] > a[i * n + best])) best = p;
      if (best < 0) break;
      a[i * n + best]--;
    }
  }
  settleControl(s, i);
}

/** Moves `count` of `player`'s armies (by default the source's controller's) between two territories (move-in, fortify). */
export function moveArmies(s: GameState, from: TerritoryId, to: TerritoryId, count: number, player?: PlayerId): void {
  const i = idx(s, from),
    j = idx(s, to),
    n = s.players.length,
    p = player ?? s.board.control[i];
  s.board.armies[i * n + p] -= count;
  s.board.armies[j * n + p] += count;
  settleControl(s, i);
  settleControl(s, j);
}

// ---- bulk questions for the AI's hot loops (one pass over the arrays, no per-territory lookups) ----

/**
 * Visits every (own territory, neighbour another controls) pair of `player`, in map then
 * adjacency order, with the armies on both and the neighbour's controller. `minFrom` skips
 * own territories holding fewer armies (their neighbours are not even looked at).
 */
export function forEachForeignNeighbour(
  s: GameState,
  player: PlayerId,
  minFrom: number,
  visit: (from: TerritoryId, to: TerritoryId, fromArmies: number, toArmies: number, holder: PlayerId) => void,
): void {
  const map = mapOf(s),
    control = s.board.control,
    ids = map.territoryIds,
    adj = map.adj;
  const armies = s.board.armies,
    k = s.players.length,
    sources = frontCandidates(s, player);
  for (let f = 0; f < sources.length; f++) {
    const i = sources[f];
    let a = 0;
    for (let p = i * k, end = p + k; p < end; p++) a += armies[p];
    if (a < minFrom) continue;
    const ns = adj[i];
    for (let j = 0; j < ns.length; j++) {
      const n = ns[j],
        holder = control[n];
      if (holder === player) continue;
      let d = 0;
      for (let p = n * k, end = p + k; p < end; p++) d += armies[p];
      visit(ids[i], ids[n], a, d, holder);
    }
  }
}

/** How many of `ts` `player` controls. */
export function controlledAmong(s: GameState, ts: readonly TerritoryId[], player: PlayerId): number {
  const index = mapOf(s).index,
    control = s.board.control;
  let n = 0;
  for (const t of ts) if (control[index[t]] === player) n++;
  return n;
}

/**
 * Steps from each territory `player` controls to the nearest one of its territories facing
 * someone else, moving through its own territories (0 on the front; absent when cut off).
 */
export function stepsToFront(s: GameState, player: PlayerId): Map<TerritoryId, number> {
  const map = mapOf(s),
    control = s.board.control,
    ids = map.territoryIds;
  const dist = new Int32Array(control.length).fill(-1);
  const queue: number[] = [];
  for (let i = 0; i < control.length; i++) {
    if (control[i] !== player) continue;
    for (const n of map.adj[i])
      if (control[n] !== player) {
        dist[i] = 0;
        queue.push(i);
        break;
      }
  }
  for (let q = 0; q < queue.length; q++) {
    const t = queue[q];
    for (const n of map.adj[t]) {
      if (control[n] !== player || dist[n] >= 0) continue;
      dist[n] = dist[t] + 1;
      queue.push(n);
    }
  }
  const out = new Map<TerritoryId, number>();
  for (const t of queue) out.set(ids[t], dist[t]);
  return out;
}
