// The registry of boards. JSON is imported (not read from disk) so the engine stays free of I/O.
import europeJson from '../../data/maps/europe-1811.json' with { type: 'json' };
import worldJson from '../../data/maps/world.json' with { type: 'json' };
import { z } from 'zod';
import { parseMap, type GameMap, type MapFile } from './map.js';

/**
 * The Napoléon board is drawn up as empires rather than continents: this turns it into the
 * engine's map shape, so the second board plugs into the same core. (Its sea zones and routes
 * belong to the advanced rules and stay in the file.)
 */
const names3 = z.object({ fr: z.string(), en: z.string(), it: z.string() });
const europeSchema = z.object({
  empires: z.array(z.object({ id: z.string(), name: names3, bonus: z.number(), territories: z.array(z.string()) })),
  territories: z.array(z.object({ id: z.string(), name: names3, empire: z.string(), card: z.string() })),
  borders: z.array(z.object({ a: z.string(), b: z.string(), sea: z.boolean() })),
  wildCards: z.number(),
});

export function europeAsMapFile(json: unknown, file = 'data/maps/europe-1811.json'): MapFile {
  const r = europeSchema.safeParse(json);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new Error(`${file}: invalid field "${issue.path.join('.') || '(root)'}": ${issue.message}`);
  }
  const e = r.data;
  const names = (n: { fr: string; en: string; it: string }) => ({ en: n.en, fr: n.fr, it: n.it });
  return {
    continents: e.empires.map((x) => ({ id: x.id, name: names(x.name), bonus: x.bonus, territories: x.territories })),
    territories: e.territories.map((t) => ({ id: t.id, name: names(t.name), continent: t.empire, card: t.card as MapFile['territories'][number]['card'] })),
    borders: e.borders.map((b) => [b.a, b.b] as [string, string]),
    wildCards: e.wildCards,
  };
}

const cache = new Map<string, GameMap>();

const sources: Record<string, () => GameMap> = {
  world: () => parseMap(worldJson, 'data/maps/world.json', 'world', 'standard'),
  'world-risiko': () => parseMap(worldJson, 'data/maps/world.json', 'world-risiko', 'risiko'),
  'europe-1811': () => parseMap(europeAsMapFile(europeJson), 'data/maps/europe-1811.json', 'europe-1811'),
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
