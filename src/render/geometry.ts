// The shape of a map's art as data (data/maps/<map>.geometry.json). The renderer draws any map
// that provides this; nothing in src/render knows a particular board.
import type { Locale } from '../engine/types.js';

export type Point = [number, number];

export interface TerritoryGeometry {
  /** SVG path (M/L/Z, even-odd) in map units. */
  path: string;
  /** Centre of the army badge: the point deepest inside the territory. */
  badge: Point;
  /** Distance from the badge to the territory's edge, in map units (how much room it has). */
  inner: number;
  /** [left, top, right, bottom] in map units. */
  bbox: [number, number, number, number];
}

export interface SeaLine {
  a: string;
  b: string;
  /** True when the line leaves one edge of the board and comes back at the other. */
  wrap: boolean;
  /** Polylines from coast to coast (two, to and from the board edges, when it wraps). */
  paths: Point[][];
}

export interface MapGeometry {
  map: string;
  about: string;
  width: number;
  height: number;
  territories: Record<string, TerritoryGeometry>;
  /** Continent (or region) outlines and where their name and bonus go; `short`: the name the map prints, when the full one is too long for it (a language without one prints the full name). */
  continents: Record<string, { path: string; label: Point; short?: Partial<Record<Locale, string>> }>;
  seaLines: SeaLine[];
  /** Capital markers (boards with capitals): where the star of each capital territory goes. */
  capitals?: Record<string, Point>;
  /**
   * Named sea zones (boards with a naval game): their water, where their name goes, and where
   * their fleets are drawn (`fleet`: the centre of a box on the zone's own water kept clear of
   * badges and labels, LABEL.fleet in size).
   */
  seaZones?: Record<string, { path: string; label: Point; fleet?: Point; name: Partial<Record<Locale, string>> }>;
  /** Sea routes (NA-BRD-2/3): a lane through their zones (polyline on the water) and where their name goes. */
  seaRoutes?: Record<string, { lane: Point[]; label: Point }>;
  /** Land drawn around the board that is not in play (SVG path, even-odd). */
  offBoard?: string;
}
