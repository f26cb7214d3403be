// Fronts and holdings kept up to date on a board that a simulation or a search plays forward in
// place: how many territories each player controls, in total and per continent, the armies on
// each territory, and how many of each territory's neighbours another controls (its front). The board's readers in board.ts
// answer from the tally when the board has one and scan the board otherwise; its writers keep
// it up to date. Only `trackBoard` gives a board a tally, so a state that anyone may edit by
// hand (the store, tests, views) is always scanned; the answers are the same either way
// (test/engine/board-tally.test.ts plays random games comparing the two after every action).
//
// The tally lives beside the state (a WeakMap keyed by the board object), never in it: a state
// serializes, compares and replays as before, and the engine stays a function of its input.
import type { GameMap } from './map.js';
import type { BoardState, PlayerId } from './types.js';

export interface BoardTally {
  /** The seats; a controller index `p` is counted at `p`, nobody (-1) at `players`. */
  readonly players: number;
  /** Territories each controller holds (nobody last). */
  readonly owned: Int32Array;
  /** Territories each controller holds in each continent: `owned[c * (players + 1) + p]`. */
  readonly inContinent: Int32Array;
  /** Per territory, all the armies on it (every seat's). */
  readonly armies: Int32Array;
  /** Per territory, its neighbours (the map's land adjacency) whose controller differs from its own. */
  readonly foreign: Int32Array;
  /**
   * Per controller (nobody last), its front: the territories it holds with a foreign neighbour,
   * as bits (territory `i` is bit `i & 31` of word `c * words + (i >> 5)`), so that a walk of a
   * player's front visits those territories alone, in map order (board.ts: `frontCandidates`).
   */
  readonly front: Int32Array;
  readonly words: number;
  /** The map's continents, each by board index, and each territory's continents. */
  readonly continents: readonly (readonly number[])[];
  readonly continentsOf: readonly (readonly number[])[];
  readonly adj: readonly (readonly number[])[];
}

interface MapIndex {
  continents: number[][];
  continentsOf: number[][];
}

const mapIndexes = new WeakMap<GameMap, MapIndex>();
function mapIndex(map: GameMap): MapIndex {
  let m = mapIndexes.get(map);
  if (!m) {
    const continents = map.continents.map((c) => c.territories.map((t) => map.index[t]));
    const continentsOf: number[][] = map.territoryIds.map(() => []);
    continents.forEach((ts, c) => ts.forEach((i) => continentsOf[i].push(c)));
    m = { continents, continentsOf };
    mapIndexes.set(map, m);
  }
  return m;
}

/** Each continent's territories by board index, in the map's continent order. */
export const continentsByIndex = (map: GameMap): readonly (readonly number[])[] => mapIndex(map).continents;

const tallies = new WeakMap<BoardState, BoardTally>();
// The last board asked about and its tally (or null): a game in play asks about one board.
let lastBoard: BoardState | null = null;
let lastTally: BoardTally | null = null;

/** The board's tally, or null when nobody tracks it. */
export function tallyOf(b: BoardState): BoardTally | null {
  if (b === lastBoard) return lastTally;
  lastBoard = b;
  lastTally = tallies.get(b) ?? null;
  return lastTally;
}

/** A tally counted afresh from the board (what the kept one must equal). */
export function countTally(map: GameMap, b: BoardState, players: number): BoardTally {
  const { continents, continentsOf } = mapIndex(map);
  const k = players + 1,
    control = b.control,
    adj = map.adj;
  const armies = new Int32Array(control.length);
  for (let i = 0, a = b.armies; i < a.length; i++) armies[(i / players) | 0] += a[i];
  const words = (control.length + 31) >> 5;
  const owned = new Int32Array(k),
    inContinent = new Int32Array(continents.length * k),
    foreign = new Int32Array(control.length),
    front = new Int32Array(k * words);
  for (let i = 0; i < control.length; i++) {
    const c = control[i],
      at = c < 0 ? players : c;
    owned[at]++;
    for (const ci of continentsOf[i]) inContinent[ci * k + at]++;
    let f = 0;
    for (const n of adj[i]) if (control[n] !== c) f++;
    foreign[i] = f;
    if (f > 0) front[at * words + (i >> 5)] |= 1 << (i & 31);
  }
  return { players, owned, inContinent, armies, foreign, front, words, continents, continentsOf, adj };
}

/**
 * Keeps `b`'s tally up to date from now on, for a state its caller owns and plays forward in
 * place (a simulation, a search's rollout). Every write through board.ts updates it; a board
 * whose arrays are edited directly must not be tracked.
 */
export function trackBoard(map: GameMap, b: BoardState, players: number): void {
  tallies.set(b, countTally(map, b, players));
  if (b === lastBoard) lastBoard = null;
}

/** Territory `i` passes from `from` to `to` (each a seat or -1): the counts and the fronts around it. */
export function retally(t: BoardTally, control: readonly PlayerId[], i: number, from: PlayerId, to: PlayerId): void {
  const k = t.players + 1,
    a = from < 0 ? t.players : from,
    z = to < 0 ? t.players : to;
  t.owned[a]--;
  t.owned[z]++;
  const cs = t.continentsOf[i];
  for (let c = 0; c < cs.length; c++) {
    t.inContinent[cs[c] * k + a]--;
    t.inContinent[cs[c] * k + z]++;
  }
  const ns = t.adj[i],
    foreign = t.foreign;
  let f = 0;
  for (let j = 0; j < ns.length; j++) {
    const n = ns[j],
      c = control[n];
    if (c !== to) f++;
    // n faced i (held by `from`) as foreign unless n's holder was `from`; now unless it is `to`
    const was = foreign[n];
    foreign[n] = was + (c !== to ? 1 : 0) - (c !== from ? 1 : 0);
    if (was > 0 !== foreign[n] > 0) flip(t, c < 0 ? t.players : c, n);
  }
  foreign[i] = f;
  const bit = 1 << (i & 31),
    w = i >> 5;
  t.front[a * t.words + w] &= ~bit;
  if (f > 0) t.front[z * t.words + w] |= bit;
}

const flip = (t: BoardTally, row: number, i: number): void => {
  t.front[row * t.words + (i >> 5)] ^= 1 << (i & 31);
};
