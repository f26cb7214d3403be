// What a territory is worth keeping to the hard AI: itself, plus every continent bonus its loss
// would break (a continent held whole), counted over a couple of turns.
import { mapOf } from '../../engine/state.js';
import type { GameMap } from '../../engine/map.js';
import type { GameState, PlayerId } from '../../engine/types.js';

/** Turns of a continent's bonus a lost border costs (it is usually taken back, not at once). */
export const BONUS_TURNS = 2;

const continentsByIndex = new WeakMap<GameMap, number[][]>();

/** The continents (their indexes in map.continents) each territory index belongs to. */
export function continentsOf(map: GameMap): number[][] {
  let c = continentsByIndex.get(map);
  if (!c) {
    const out: number[][] = map.territoryIds.map(() => []);
    map.continents.forEach((cont, ci) => {
      for (const t of cont.territories) out[map.index[t]].push(ci);
    });
    c = out;
    continentsByIndex.set(map, c);
  }
  return c;
}

/** Per continent index: whether `player` holds every territory of it. */
export function heldContinents(s: GameState, player: PlayerId): boolean[] {
  const map = mapOf(s);
  const control = s.board.control;
  return map.continents.map((c) => c.territories.every((t) => control[map.index[t]] === player));
}

/** The value of keeping territory index `i`, in armies. */
export function keepValue(s: GameState, held: boolean[], i: number): number {
  const map = mapOf(s);
  let v = 1;
  for (const c of continentsOf(map)[i]) if (held[c]) v += BONUS_TURNS * map.continents[c].bonus;
  return v;
}
