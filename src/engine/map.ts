// Maps are data, validated at load: a broken file names itself and the field at fault.
import { z } from 'zod';
import type { CardSymbol, ContinentId, Locale, TerritoryId } from './types.js';
import { mapNames } from './locale-data.js';
import { ONCE } from './data-file.js';

const names = z.object({ en: z.string().min(1), fr: z.string().min(1), it: z.string().min(1) });
const pair = z.tuple([z.string(), z.string()]);

const boardVariantSchema = z.object({
  bordersRemoved: z.array(pair),
  bordersAdded: z.array(pair),
  points: z.record(z.string(), z.number().int().nonnegative()),
});

/** The names of the board variants a map file may carry. */
export type BoardVariant = 'risiko';

export const mapFileSchema = z.object({
  continents: z
    .array(
      z.object({
        id: z.string().min(1),
        name: names,
        bonus: z.number().int().nonnegative(),
        territories: z.array(z.string()).min(1),
      }),
    )
    .min(1),
  territories: z
    .array(
      z.object({
        id: z.string().min(1),
        name: names,
        continent: z.string(),
        card: z.enum(['infantry', 'cavalry', 'artillery']),
      }),
    )
    .min(2),
  borders: z.array(pair).min(1),
  wildCards: z.number().int().nonnegative(),
  // Board variants by name (world.json's `risiko`: the RisiKo! board, R-MAP-*): borders changed
  // and the territory points; a ruleset's map entry (maps.ts) names the one it plays on.
  risiko: boardVariantSchema.optional(),
});

export type MapFile = z.infer<typeof mapFileSchema>;

export interface TerritoryDef {
  id: TerritoryId;
  name: Record<Locale, string>;
  continent: ContinentId;
  card: Exclude<CardSymbol, 'wild'>;
}

export interface ContinentDef {
  id: ContinentId;
  name: Record<Locale, string>;
  bonus: number;
  territories: TerritoryId[];
}

/** A sea region (Napoléon's advanced game): its own adjacency, and the land regions on its coasts. */
export interface SeaZoneDef {
  id: string;
  name: Record<Locale, string>;
  coasts: TerritoryId[];
}

/** A route: a group of sea zones whose holder earns a bonus (NAPOLEON.md). */
export interface SeaRouteDef {
  id: string;
  name: Record<Locale, string>;
  zones: string[];
  bonus: number;
}

/** The sea side of a board: zones, their adjacency, routes. Empty on the world maps. */
export interface SeaDefs {
  zones: SeaZoneDef[];
  adjacency: Record<string, string[]>;
  routes: SeaRouteDef[];
}

/** A board as the engine uses it: one adjacency, already resolved for its variant. */
export interface GameMap {
  id: string;
  territories: TerritoryDef[];
  territoryIds: TerritoryId[];
  byId: Record<TerritoryId, TerritoryDef>;
  continents: ContinentDef[];
  adjacency: Record<TerritoryId, TerritoryId[]>;
  /** Position of each territory in `territoryIds`: the board's arrays are indexed by it. */
  index: Record<TerritoryId, number>;
  /** `adjacency` by index, for the hot loops of the board and the AI. */
  adj: number[][];
  borders: [TerritoryId, TerritoryId][];
  wildCards: number;
  /** R-SCO-1 territory values (RisiKo! board), when the map has them. */
  points: Record<TerritoryId, number> | null;
  /** Sea regions and routes (land regions are `territories`). */
  seas: SeaDefs;
}

export class MapDataError extends Error {
  constructor(
    readonly file: string,
    readonly field: string,
    detail: string,
  ) {
    super(`${file}: invalid field "${field}": ${detail}`);
    this.name = 'MapDataError';
  }
}

function fail(file: string, field: string, detail: string): never {
  throw new MapDataError(file, field, detail);
}

/** The map's key in the names files (data/names/<code>.json `maps`): the data file's own name. */
export function namesKey(file: string): string {
  return file.replace(/^.*\//, '').replace(/\.json$/, '');
}

/** Validates a map file and builds the map for one border variant (null: the file's own borders). */
export function parseMap(json: unknown, file: string, id: string, variant: BoardVariant | null = null): GameMap {
  const parsed = mapFileSchema.safeParse(json, ONCE);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    fail(file, issue.path.join('.') || '(root)', issue.message);
  }
  const data = parsed.data;
  // Null-prototype records: user text such as "__proto__" or "constructor" must never look like a territory.
  const raw: Record<TerritoryId, (typeof data.territories)[number]> = Object.create(null) as Record<
    TerritoryId,
    (typeof data.territories)[number]
  >;
  data.territories.forEach((t, i) => {
    if (raw[t.id]) fail(file, `territories.${i}.id`, `duplicate territory "${t.id}"`);
    raw[t.id] = t;
  });
  const continentIds = new Set(data.continents.map((c) => c.id));
  data.territories.forEach((t, i) => {
    if (!continentIds.has(t.continent)) fail(file, `territories.${i}.continent`, `unknown continent "${t.continent}"`);
  });
  data.continents.forEach((c, i) =>
    c.territories.forEach((t, j) => {
      if (!raw[t] || raw[t].continent !== c.id)
        fail(file, `continents.${i}.territories.${j}`, `"${t}" is not a territory of ${c.id}`);
    }),
  );
  let borders = data.borders.map(([a, b]) => [a, b] as [string, string]);
  if (variant !== null) {
    const v = data[variant];
    if (!v) fail(file, variant, `missing: the board variant "${variant}" is asked for`);
    const removed = new Set(v.bordersRemoved.map(([a, b]) => [a, b].sort().join('|')));
    borders = borders.filter(([a, b]) => !removed.has([a, b].sort().join('|')));
    borders.push(...v.bordersAdded.map(([a, b]) => [a, b] as [string, string]));
  }
  const adjacency: Record<TerritoryId, TerritoryId[]> = Object.create(null) as Record<TerritoryId, TerritoryId[]>;
  for (const t of data.territories) adjacency[t.id] = [];
  borders.forEach(([a, b], i) => {
    if (!raw[a] || !raw[b] || a === b) fail(file, `borders.${i}`, `bad border ${a}–${b}`);
    if (!adjacency[a].includes(b)) adjacency[a].push(b);
    if (!adjacency[b].includes(a)) adjacency[b].push(a);
  });
  for (const t of data.territories) adjacency[t.id].sort();
  const points = data.risiko ? data.risiko.points : null;
  if (points) for (const t of Object.keys(points)) if (!raw[t]) fail(file, `risiko.points.${t}`, 'unknown territory');
  // The names files are joined once the map itself is sound, so a broken map file is named
  // before a names file that lacks its (broken) territories.
  const byId: Record<TerritoryId, TerritoryDef> = Object.create(null) as Record<TerritoryId, TerritoryDef>;
  for (const t of data.territories) byId[t.id] = { ...t, name: mapNames(t.name, namesKey(file), 'territories', t.id) };
  const index: Record<TerritoryId, number> = Object.create(null) as Record<TerritoryId, number>;
  data.territories.forEach((t, i) => {
    index[t.id] = i;
  });
  return {
    id,
    index,
    adj: data.territories.map((t) => adjacency[t.id].map((n) => index[n])),
    territories: data.territories.map((t) => byId[t.id]),
    territoryIds: data.territories.map((t) => t.id),
    byId,
    continents: data.continents.map((c) => ({ ...c, name: mapNames(c.name, namesKey(file), 'continents', c.id) })),
    adjacency,
    borders,
    wildCards: data.wildCards,
    points,
    seas: { zones: [], adjacency: {}, routes: [] },
  };
}

export function isAdjacent(map: GameMap, a: TerritoryId, b: TerritoryId): boolean {
  return map.adjacency[a]?.includes(b) ?? false;
}
