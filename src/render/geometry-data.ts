// Loads a map's art (data/maps/<id>.geometry.json) and turns its paths into Path2D once.
import { readFileSync } from 'node:fs';
import { Path2D } from '@napi-rs/canvas';
import type { MapGeometry } from './geometry.js';

export interface LoadedGeometry extends MapGeometry {
  paths: Record<string, Path2D>;
  continentPaths: Record<string, Path2D>;
}

const cache = new Map<string, LoadedGeometry>();

/** Variants of a board share its art: `world-risiko` is drawn with `world`'s. */
export function artId(mapId: string): string {
  return mapId.split('-')[0];
}

export function loadGeometry(mapId: string): LoadedGeometry {
  const id = artId(mapId);
  let g = cache.get(id);
  if (!g) {
    const raw = JSON.parse(readFileSync(new URL(`../../data/maps/${id}.geometry.json`, import.meta.url), 'utf8')) as MapGeometry;
    const paths: Record<string, Path2D> = {};
    for (const [t, geo] of Object.entries(raw.territories)) paths[t] = new Path2D(geo.path);
    const continentPaths: Record<string, Path2D> = {};
    for (const [c, geo] of Object.entries(raw.continents)) continentPaths[c] = new Path2D(geo.path);
    g = { ...raw, paths, continentPaths };
    cache.set(id, g);
  }
  return g;
}
