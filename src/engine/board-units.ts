// The board's unit kinds beyond armies (Napoléon's advanced game, NA-MAT, NA-BRD-4): generals on
// territories, ships and admirals in sea zones, fortifications and epidemic tokens on
// territories. With board.ts, the only module that reads or writes `GameState.board`; a board
// without them (`board.units` absent: every ruleset so far) answers zero everywhere, so stored
// games and their replays are unchanged.
//
// Sea zones are indexed in the map's `seas.zones` order; per-player counts use the layout of the
// armies (`[region * players + p]`). A sea zone's controller is derived (NA-BRD-4: the one player
// whose ships are there, nobody when empty or contested) and cached in `seaControl`.
import { armiesOn, emptyBoard, mapOf, NOBODY } from './board.js';
import type { GameMap } from './map.js';
import type { BoardState, GameState, PlayerId, TerritoryId, UnitBoard, UnitKind, UnitRules } from './types.js';

export type SeaZoneId = string;

/** The unit kinds of a new game under `rules` (nothing anywhere, sea zones nobody's). */
export function emptyUnits(map: GameMap, players: number, rules: UnitRules): UnitBoard {
  const land = map.territoryIds.length,
    sea = map.seas.zones.length;
  return {
    generals: new Array<number>(land * players).fill(0),
    ships: new Array<number>(sea * players).fill(0),
    admirals: new Array<number>(sea * players).fill(0),
    seaControl: new Array<PlayerId>(sea).fill(NOBODY),
    forts: new Array<number>(land).fill(0),
    epidemics: new Array<number>(land).fill(0),
    emptiedIsNobodys: rules.emptiedIsNobodys,
  };
}

/** The board of a new game: armies, and the unit kinds when the ruleset has them. */
export function newBoard(map: GameMap, players: number, rules: UnitRules | undefined): BoardState {
  const b = emptyBoard(map, players);
  if (rules) b.units = emptyUnits(map, players, rules);
  return b;
}

/** Whether the game's board has unit kinds beyond armies. */
export const hasUnitKinds = (s: GameState): boolean => s.board.units !== undefined;

const land = (s: GameState, t: TerritoryId): number => {
  const i = mapOf(s).index[t];
  if (i === undefined) throw new Error(`board: unknown territory "${t}"`);
  return i;
};

const zone = (s: GameState, z: SeaZoneId): number => {
  const i = mapOf(s).seas.zones.findIndex((x) => x.id === z);
  if (i < 0) throw new Error(`board: unknown sea zone "${z}"`);
  return i;
};

function unitsOfBoard(s: GameState): UnitBoard {
  const u = s.board.units;
  if (!u) throw new Error('board: this game has no unit kinds beyond armies');
  return u;
}

// ---- reads: what the rules, the AI and the renderer ask ----

/** Generals of `player` on `t` (NA-GEN). */
export function generalsOn(s: GameState, t: TerritoryId, player: PlayerId): number {
  const u = s.board.units;
  return u ? u.generals[land(s, t) * s.players.length + player] : 0;
}

/** Ships of `player` in sea zone `z` (NA-NAV). */
export function shipsIn(s: GameState, z: SeaZoneId, player: PlayerId): number {
  const u = s.board.units;
  return u ? u.ships[zone(s, z) * s.players.length + player] : 0;
}

/** Admirals of `player` in sea zone `z` (NA-GEN). */
export function admiralsIn(s: GameState, z: SeaZoneId, player: PlayerId): number {
  const u = s.board.units;
  return u ? u.admirals[zone(s, z) * s.players.length + player] : 0;
}

/** NA-BRD-4: the player controlling sea zone `z` (only their ships are there), or NOBODY. */
export function seaController(s: GameState, z: SeaZoneId): PlayerId {
  const u = s.board.units;
  return u ? u.seaControl[zone(s, z)] : NOBODY;
}

/** The sea zones `player` controls, in map order. */
export function seaZonesControlledBy(s: GameState, player: PlayerId): SeaZoneId[] {
  const u = s.board.units;
  if (!u) return [];
  const zones = mapOf(s).seas.zones;
  return zones.filter((_, i) => u.seaControl[i] === player).map((z) => z.id);
}

/** Whether `t` is fortified (NA-FORT). */
export function fortified(s: GameState, t: TerritoryId): boolean {
  const u = s.board.units;
  return u ? u.forts[land(s, t)] > 0 : false;
}

/** Epidemic tokens on `t` (NA-EPI). */
export function epidemicsOn(s: GameState, t: TerritoryId): number {
  const u = s.board.units;
  return u ? u.epidemics[land(s, t)] : 0;
}

/** How many units of `kind` `player` has on the board. */
export function unitsOnBoard(s: GameState, player: PlayerId, kind: UnitKind): number {
  const n = s.players.length;
  let sum = 0;
  if (kind === 'armies') {
    const a = s.board.armies;
    for (let i = player; i < a.length; i += n) sum += a[i];
    return sum;
  }
  const u = s.board.units;
  if (!u) return 0;
  const arr = u[kind];
  for (let i = player; i < arr.length; i += n) sum += arr[i];
  return sum;
}

/** Fortification tokens on the board (the rest of the pool is free, NA-MAT-2). */
export const fortsOnBoard = (s: GameState): number => (s.board.units?.forts ?? []).reduce((a, x) => a + x, 0);

/** Epidemic tokens on the board (NA-MAT-3). */
export const epidemicsOnBoard = (s: GameState): number => (s.board.units?.epidemics ?? []).reduce((a, x) => a + x, 0);

/** What the public view shows of the unit kinds (absent on a board without them). */
export interface ForcesView {
  /** Per territory with any: generals per player, fortification, epidemics. */
  land: Record<TerritoryId, { generals: Record<PlayerId, number>; fort: boolean; epidemics: number }>;
  /** Per sea zone: ships and admirals per player, and its controller (NA-BRD-4). */
  sea: Record<SeaZoneId, { ships: Record<PlayerId, number>; admirals: Record<PlayerId, number>; controller: PlayerId }>;
}

/** The unit kinds for the public view and the renderer, or null when the board has none. */
export function forcesSummary(s: GameState): ForcesView | null {
  const u = s.board.units;
  if (!u) return null;
  const map = mapOf(s),
    n = s.players.length;
  const perPlayer = (arr: number[], i: number): Record<PlayerId, number> => {
    const out: Record<PlayerId, number> = {};
    for (let p = 0; p < n; p++) if (arr[i * n + p] > 0) out[p] = arr[i * n + p];
    return out;
  };
  const landOut: ForcesView['land'] = {};
  map.territoryIds.forEach((t, i) => {
    const generals = perPlayer(u.generals, i);
    if (Object.keys(generals).length > 0 || u.forts[i] > 0 || u.epidemics[i] > 0)
      landOut[t] = { generals, fort: u.forts[i] > 0, epidemics: u.epidemics[i] };
  });
  const seaOut: ForcesView['sea'] = {};
  map.seas.zones.forEach((z, i) => {
    seaOut[z.id] = { ships: perPlayer(u.ships, i), admirals: perPlayer(u.admirals, i), controller: u.seaControl[i] };
  });
  return { land: landOut, sea: seaOut };
}

// ---- writes (on a draft's own copy of the state) ----

/** NA-BRD-4: the zone is controlled by the one player with ships there, else by nobody. */
function settleSea(s: GameState, i: number): void {
  const u = unitsOfBoard(s),
    n = s.players.length;
  let holder = NOBODY;
  for (let p = 0; p < n; p++) {
    if (u.ships[i * n + p] === 0) continue;
    if (holder !== NOBODY) {
      u.seaControl[i] = NOBODY; // contested (NA-NAV-2)
      return;
    }
    holder = p;
  }
  u.seaControl[i] = holder;
}

/** Adds (or with a negative count removes) `player`'s ships in zone `z`. */
export function addShips(s: GameState, z: SeaZoneId, player: PlayerId, count: number): void {
  const i = zone(s, z);
  unitsOfBoard(s).ships[i * s.players.length + player] += count;
  settleSea(s, i);
}

/** Adds (or removes) `player`'s admirals in zone `z`. */
export function addAdmirals(s: GameState, z: SeaZoneId, player: PlayerId, count: number): void {
  unitsOfBoard(s).admirals[zone(s, z) * s.players.length + player] += count;
}

/** Adds (or removes) `player`'s generals on territory `t`. */
export function addGenerals(s: GameState, t: TerritoryId, player: PlayerId, count: number): void {
  unitsOfBoard(s).generals[land(s, t) * s.players.length + player] += count;
}

/** Builds (true) or destroys (false) the fortification on `t`. */
export function setFort(s: GameState, t: TerritoryId, built: boolean): void {
  unitsOfBoard(s).forts[land(s, t)] = built ? 1 : 0;
}

/** Adds (or removes) epidemic tokens on `t`. */
export function addEpidemics(s: GameState, t: TerritoryId, count: number): void {
  unitsOfBoard(s).epidemics[land(s, t)] += count;
}

// ---- invariants ----

/** Broken invariants of the unit kinds under the ruleset's `rules` (empty when all hold, or on a board without them). */
export function unitBreaks(s: GameState, rules: UnitRules | undefined): string[] {
  const u = s.board.units;
  if (!u) return [];
  if (!rules) return ['unit kinds on the board of a ruleset without them'];
  const out: string[] = [];
  const map = mapOf(s),
    n = s.players.length,
    zones = map.seas.zones;
  const sizes: [keyof UnitBoard, number][] = [
    ['generals', map.territoryIds.length * n],
    ['ships', zones.length * n],
    ['admirals', zones.length * n],
    ['seaControl', zones.length],
    ['forts', map.territoryIds.length],
    ['epidemics', map.territoryIds.length],
  ];
  for (const [key, size] of sizes) {
    const arr = u[key] as number[];
    if (arr.length !== size) out.push(`${key}: ${arr.length} entries for ${size}`);
    if (key !== 'seaControl' && arr.some((x) => !Number.isInteger(x) || x < 0)) out.push(`${key}: a negative count`);
  }
  if (out.length > 0) return out;
  for (const p of s.players)
    for (const kind of ['armies', 'ships', 'generals', 'admirals'] as const) {
      const limit = rules.perPlayer[kind];
      const have = unitsOnBoard(s, p.id, kind);
      if (limit !== undefined && have > limit) out.push(`player ${p.id} has ${have} ${kind} (limit ${limit})`);
    }
  map.territoryIds.forEach((t, i) => {
    if (u.forts[i] > 1) out.push(`territory ${t} holds ${u.forts[i]} fortifications`);
    for (let p = 0; p < n; p++)
      if (u.generals[i * n + p] > 0 && s.board.armies[i * n + p] === 0)
        out.push(`general of player ${p} on ${t} without their armies`); // NA-GEN-2
    // NA-LAND-3: an empty territory is nobody's, but for the conquest whose armies are moving in
    const movingIn = s.phase.kind === 'attack' && s.phase.conquest?.to === t;
    if (u.emptiedIsNobodys && armiesOn(s, t) === 0 && s.board.control[i] !== NOBODY && !movingIn)
      out.push(`empty territory ${t} controlled by ${s.board.control[i]}`);
  });
  zones.forEach((z, i) => {
    const holders: PlayerId[] = [];
    for (let p = 0; p < n; p++) {
      if (u.ships[i * n + p] > 0) holders.push(p);
      if (u.admirals[i * n + p] > 0 && u.ships[i * n + p] === 0)
        out.push(`admiral of player ${p} in ${z.id} without their ships`); // NA-GEN-2
    }
    const expected = holders.length === 1 ? holders[0] : NOBODY;
    if (u.seaControl[i] !== expected)
      out.push(`sea zone ${z.id} controlled by ${u.seaControl[i]}, ships of ${holders}`);
  });
  if (fortsOnBoard(s) > rules.forts) out.push(`${fortsOnBoard(s)} fortifications (pool ${rules.forts})`);
  if (epidemicsOnBoard(s) > rules.epidemics) out.push(`${epidemicsOnBoard(s)} epidemics (${rules.epidemics} tokens)`);
  return out;
}
