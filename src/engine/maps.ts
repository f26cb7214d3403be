// The registry of boards. JSON is imported (not read from disk) so the engine stays free of I/O.
import europeJson from '../../data/maps/europe-1811.json' with { type: 'json' };
import worldJson from '../../data/maps/world.json' with { type: 'json' };
import { z } from 'zod';
import { namesKey, parseMap, type GameMap, type MapFile, type SeaDefs } from './map.js';
import { mapNames } from './locale-data.js';
import { ONCE } from './data-file.js';

/**
 * The Napoléon board is drawn up as empires rather than continents, with sea zones and routes
 * (the advanced game) and Italian names optional (English stands in): this turns it into the
 * engine's map shape, land regions as territories and seas beside them, so the second board
 * plugs into the same core.
 */
const europeName = z.object({ fr: z.string(), en: z.string(), it: z.string().optional() });
const europeSchema = z.object({
  empires: z.array(z.object({ id: z.string(), name: europeName, bonus: z.number(), territories: z.array(z.string()) })),
  territories: z.array(z.object({ id: z.string(), name: europeName, empire: z.string(), card: z.string() })),
  borders: z.array(z.object({ a: z.string(), b: z.string(), sea: z.boolean() })),
  wildCards: z.number(),
  seaZones: z.array(z.object({ id: z.string(), name: europeName, coasts: z.array(z.string()) })).default([]),
  seaZoneBorders: z.array(z.tuple([z.string(), z.string()])).default([]),
  seaRoutes: z
    .array(z.object({ id: z.string(), name: europeName, zones: z.array(z.string()), bonus: z.number() }))
    .default([]),
});

const europeNames = (n: z.infer<typeof europeName>) => ({ en: n.en, fr: n.fr, it: n.it ?? n.en });

function parseEurope(json: unknown, file: string): z.infer<typeof europeSchema> {
  const r = europeSchema.safeParse(json, ONCE);
  if (!r.success) {
    const issue = r.error.issues[0];
    throw new Error(`${file}: invalid field "${issue.path.join('.') || '(root)'}": ${issue.message}`);
  }
  return r.data;
}

/** The Europe 1811 sea zones, their adjacency and the routes, checked against the land regions. */
export function europeSeas(json: unknown, map: GameMap, file = 'data/maps/europe-1811.json'): SeaDefs {
  const e = parseEurope(json, file);
  const zoneIds = new Set(e.seaZones.map((z) => z.id));
  const adjacency: Record<string, string[]> = {};
  for (const z of e.seaZones) {
    adjacency[z.id] = [];
    for (const c of z.coasts)
      if (!map.byId[c]) throw new Error(`${file}: invalid field "seaZones.${z.id}.coasts": unknown territory "${c}"`);
  }
  e.seaZoneBorders.forEach(([a, b], i) => {
    if (!zoneIds.has(a) || !zoneIds.has(b) || a === b)
      throw new Error(`${file}: invalid field "seaZoneBorders.${i}": bad border ${a}–${b}`);
    if (!adjacency[a].includes(b)) adjacency[a].push(b);
    if (!adjacency[b].includes(a)) adjacency[b].push(a);
  });
  e.seaRoutes.forEach((r, i) =>
    r.zones.forEach((z) => {
      if (!zoneIds.has(z)) throw new Error(`${file}: invalid field "seaRoutes.${i}.zones": unknown sea zone "${z}"`);
    }),
  );
  return {
    zones: e.seaZones.map((z) => ({
      id: z.id,
      name: mapNames(europeNames(z.name), namesKey(file), 'seaZones', z.id),
      coasts: [...z.coasts],
    })),
    adjacency,
    routes: e.seaRoutes.map((r) => ({
      id: r.id,
      name: mapNames(europeNames(r.name), namesKey(file), 'seaRoutes', r.id),
      zones: [...r.zones],
      bonus: r.bonus,
    })),
  };
}

export function europeAsMapFile(json: unknown, file = 'data/maps/europe-1811.json'): MapFile {
  const e = parseEurope(json, file);
  const names = europeNames;
  return {
    continents: e.empires.map((x) => ({ id: x.id, name: names(x.name), bonus: x.bonus, territories: x.territories })),
    territories: e.territories.map((t) => ({
      id: t.id,
      name: names(t.name),
      continent: t.empire,
      card: t.card as MapFile['territories'][number]['card'],
    })),
    borders: e.borders.map((b) => [b.a, b.b] as [string, string]),
    wildCards: e.wildCards,
  };
}

const cache = new Map<string, GameMap>();

const sources: Record<string, () => GameMap> = {
  world: () => parseMap(worldJson, 'data/maps/world.json', 'world'),
  'world-risiko': () => parseMap(worldJson, 'data/maps/world.json', 'world-risiko', 'risiko'),
  'europe-1811': () => {
    const map = parseMap(europeAsMapFile(europeJson), 'data/maps/europe-1811.json', 'europe-1811');
    return { ...map, seas: europeSeas(europeJson, map) };
  },
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
