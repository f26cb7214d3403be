// Every label the Europe 1811 board can print, as the renderer places it: the empire names, the
// sea zones' names, the routes' names (held, with the badge in front), each zone's fleet chip
// (one player's), the army badges and the capital stars, in image pixels at one width and
// language. The label tests check them against each other.
import { createCanvas } from '@napi-rs/canvas';
import type { Locale } from '../../src/engine/locales.js';
import type { GameMap } from '../../src/engine/map.js';
import { continentLabels, seaLabel, seaZoneName } from '../../src/render/continent-labels.js';
import type { LoadedGeometry } from '../../src/render/geometry-data.js';
import type { Layout } from '../../src/render/layout.js';
import { fleetLayout, routeLabel } from '../../src/render/sea-forces.js';
import type { Box } from '../../src/render/territory-names.js';

export interface Placed {
  what: string;
  box: Box;
}

export interface MapMarks {
  labels: Placed[];
  /** Army badges and capital stars: centre and radius. */
  circles: { what: string; x: number; y: number; r: number }[];
}

export function mapMarks(g: LoadedGeometry, map: GameMap, L: Layout, locale: Locale): MapMarks {
  const o = createCanvas(1, 1).getContext('2d');
  const labels: Placed[] = [
    ...continentLabels(g, map, L, locale).map((c) => ({ what: c.lines.join(' '), box: c.box })),
    ...Object.entries(g.seaZones ?? {}).map(([id, z]) => {
      const s = seaLabel(o, z, L, locale, seaZoneName(map, id, locale));
      return { what: s.lines.join(' '), box: s.box };
    }),
    ...map.seas.routes.flatMap((r) => {
      const art = g.seaRoutes?.[r.id];
      return art ? [{ what: `${r.id} name`, box: routeLabel(o, r, art.label, L, locale, true).box }] : [];
    }),
    ...Object.entries(g.seaZones ?? {}).flatMap(([id, z]) => {
      if (!z.fleet) return [];
      const one = [{ player: 0, ships: 12, admirals: 0 }];
      return [{ what: `${id} fleet`, box: fleetLayout(one, [z.fleet[0] * L.k, z.fleet[1] * L.k], L).box }];
    }),
  ];
  const circles = [
    ...Object.entries(g.territories).map(([id, t]) => ({
      what: `${id} badge`,
      x: t.badge[0] * L.k,
      y: t.badge[1] * L.k,
      r: L.badge,
    })),
    ...Object.entries(g.capitals ?? {}).map(([id, [x, y]]) => ({
      what: `${id} capital`,
      x: x * L.k,
      y: y * L.k,
      r: L.badge * 0.52,
    })),
  ];
  return { labels, circles };
}

export const overlap = (a: Box, b: Box): boolean => a.x0 < b.x1 && b.x0 < a.x1 && a.y0 < b.y1 && b.y0 < a.y1;

/** Whether a circle reaches into a box. */
export function covers(c: { x: number; y: number; r: number }, b: Box): boolean {
  const nx = Math.max(b.x0, Math.min(c.x, b.x1)),
    ny = Math.max(b.y0, Math.min(c.y, b.y1));
  return Math.hypot(nx - c.x, ny - c.y) < c.r;
}

/** What overlaps what, in words (empty: nothing). */
export function clashes(m: MapMarks, L: Layout): string[] {
  const out: string[] = [];
  m.labels.forEach((a, i) => {
    const { x0, y0, x1, y1 } = a.box;
    if (x0 < 0 || y0 < 0 || x1 > L.width || y1 > L.mapHeight) out.push(`${a.what}: off the map`);
    for (const b of m.labels.slice(i + 1)) if (overlap(a.box, b.box)) out.push(`${a.what} / ${b.what}`);
    for (const c of m.circles) if (covers(c, a.box)) out.push(`${a.what} / ${c.what}`);
  });
  return out;
}
