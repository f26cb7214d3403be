// The registry of boards. JSON is imported (not read from disk) so the engine stays free of I/O.
import worldJson from '../../data/maps/world.json' with { type: 'json' };
import { parseMap, type GameMap } from './map.js';

const cache = new Map<string, GameMap>();

const sources: Record<string, () => GameMap> = {
  world: () => parseMap(worldJson, 'data/maps/world.json', 'world', 'standard'),
  'world-risiko': () => parseMap(worldJson, 'data/maps/world.json', 'world-risiko', 'risiko'),
};

export function getMap(id: string): GameMap {
  let map = cache.get(id);
  if (!map) {
    const load = sources[id];
    if (!load) throw new Error(`unknown map "${id}"`);
    map = load();
    cache.set(id, map);
  }
  return map;
}

export const mapIds = Object.keys(sources);
