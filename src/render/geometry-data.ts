// Loads a map's art (data/maps/<id>.geometry.json) and turns its paths into Path2D once.
import { existsSync, readFileSync } from 'node:fs';
import { Path2D } from '@napi-rs/canvas';
import type { MapGeometry } from './geometry.js';

export interface LoadedGeometry extends MapGeometry {
  paths: Record<string, Path2D>;
  continentPaths: Record<string, Path2D>;
  seaZonePaths: Record<string, Path2D>;
  offBoardPath: Path2D | null;
}

const cache = new Map<string, LoadedGeometry>();
const fileOf = (id: string): URL => new URL(`../../data/maps/${id}.geometry.json`, import.meta.url);

/**
 * A board with art of its own (`europe-1811`) is drawn with it; variants of a board share its
 * art (`world-risiko` is drawn with `world`'s).
 */
export function artId(mapId: string): string {
  return existsSync(fileOf(mapId)) ? mapId : mapId.split('-')[0];
}

const artOf = new Map<string, string>();

export function loadGeometry(mapId: string): LoadedGeometry {
  let art = artOf.get(mapId);
  if (!art) artOf.set(mapId, (art = artId(mapId)));
  let g = cache.get(art);
  if (!g) {
    const raw = JSON.parse(readFileSync(fileOf(art), 'utf8')) as MapGeometry;
    const paths: Record<string, Path2D> = {};
    for (const [t, geo] of Object.entries(raw.territories)) paths[t] = new Path2D(geo.path);
    const continentPaths: Record<string, Path2D> = {};
    for (const [c, geo] of Object.entries(raw.continents)) continentPaths[c] = new Path2D(geo.path);
    const seaZonePaths: Record<string, Path2D> = {};
    for (const [z, geo] of Object.entries(raw.seaZones ?? {})) seaZonePaths[z] = new Path2D(geo.path);
    g = { ...raw, paths, continentPaths, seaZonePaths, offBoardPath: raw.offBoard ? new Path2D(raw.offBoard) : null };
    cache.set(art, g);
  }
  return g;
}
