// A private goal on the board (private images only): its territories outlined in gold, and the
// sea lines that leave them gilded at their end, so a goal's sea crossings (Iceland–Greenland,
// Brazil–North Africa) read as part of it, not as plain map art.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { GameMap } from '../engine/map.js';
import type { TerritoryId } from '../engine/types.js';
import type { Point } from './geometry.js';
import type { LoadedGeometry } from './geometry-data.js';
import { THEME } from './theme.js';

/** One end of a drawn sea line: the territory it touches, where, and the line's half from there. */
export interface SeaEnd {
  a: TerritoryId;
  b: TerritoryId;
  territory: TerritoryId;
  /** The polyline from the end to the line's middle (to the board's edge for a line that wraps). */
  half: Point[];
}

/** Squared distance from p to the segment a–b. */
function segmentDistance2(p: Point, a: Point, b: Point): number {
  const dx = b[0] - a[0],
    dy = b[1] - a[1];
  const len2 = dx * dx + dy * dy;
  const t = len2 === 0 ? 0 : Math.max(0, Math.min(1, ((p[0] - a[0]) * dx + (p[1] - a[1]) * dy) / len2));
  const x = a[0] + t * dx - p[0],
    y = a[1] + t * dy - p[1];
  return x * x + y * y;
}

/** The outline points of an SVG path of M/L/Z commands (the map art's only commands). */
function rings(path: string): Point[][] {
  const out: Point[][] = [];
  for (const m of path.matchAll(/([ML])\s*([-\d.]+)[ ,]([-\d.]+)/g)) {
    const pt: Point = [Number(m[2]), Number(m[3])];
    if (m[1] === 'M') out.push([pt]);
    else out.at(-1)?.push(pt);
  }
  return out;
}

/** How far p is from a territory's coast (map units, squared). */
function coastDistance2(g: LoadedGeometry, t: TerritoryId, p: Point): number {
  let best = Infinity;
  for (const ring of rings(g.territories[t]?.path ?? ''))
    for (let i = 0; i < ring.length; i++)
      best = Math.min(best, segmentDistance2(p, ring[i], ring[(i + 1) % ring.length]));
  return best;
}

/** The polyline from the start of `path` to the point halfway along it. */
function firstHalf(path: Point[]): Point[] {
  const lengths = path.slice(1).map((p, i) => Math.hypot(p[0] - path[i][0], p[1] - path[i][1]));
  let left = lengths.reduce((s, x) => s + x, 0) / 2;
  const out: Point[] = [path[0]];
  for (let i = 0; i < lengths.length; i++) {
    if (lengths[i] >= left) {
      const f = lengths[i] === 0 ? 0 : left / lengths[i];
      out.push([path[i][0] + (path[i + 1][0] - path[i][0]) * f, path[i][1] + (path[i + 1][1] - path[i][1]) * f]);
      return out;
    }
    left -= lengths[i];
    out.push(path[i + 1]);
  }
  return out;
}

const endsCache = new Map<LoadedGeometry, SeaEnd[]>();

/**
 * Every end of every sea line of the art, with the territory it touches: the art does not say
 * which end is which (either order occurs), so the ends go to the coasts they lie nearer to.
 * Worked out once per art.
 */
export function seaLineEnds(g: LoadedGeometry): SeaEnd[] {
  let ends = endsCache.get(g);
  if (ends) return ends;
  ends = [];
  const onEdge = (p: Point) => p[0] <= 0.5 || p[0] >= g.width - 0.5;
  for (const line of g.seaLines) {
    // The line's real ends (a line that wraps is cut at the board's edges: one real end a piece).
    const real: { along: Point[]; half: Point[] }[] = [];
    for (const path of line.paths) {
      if (path.length < 2) continue;
      for (const along of [path, [...path].reverse()]) {
        if (line.wrap && onEdge(along[0])) continue;
        real.push({ along, half: line.wrap ? along : firstHalf(along) });
      }
    }
    const d = (t: TerritoryId, i: number) => coastDistance2(g, t, real[i].along[0]);
    // Two ends: whichever pairing lies closer to the coasts (a line of a pixel between two
    // islands has both ends about as near to each); otherwise each end to its nearer coast.
    const owners =
      real.length === 2
        ? d(line.a, 0) + d(line.b, 1) <= d(line.b, 0) + d(line.a, 1)
          ? [line.a, line.b]
          : [line.b, line.a]
        : real.map((_, i) => (d(line.a, i) <= d(line.b, i) ? line.a : line.b));
    real.forEach((r, i) => ends!.push({ a: line.a, b: line.b, territory: owners[i], half: r.half }));
  }
  endsCache.set(g, ends);
  return ends;
}

/** A private goal's territories, outlined in gold under the badges, and the sea lines leaving them. */
export function drawHighlight(
  ctx: SKRSContext2D,
  g: LoadedGeometry,
  map: GameMap,
  k: number,
  territories: TerritoryId[],
): void {
  ctx.save();
  ctx.scale(k, k);
  ctx.lineJoin = 'round';
  for (const t of territories) {
    const p = g.paths[t];
    if (!p) continue;
    ctx.strokeStyle = '#000000';
    ctx.lineWidth = 5 / k;
    ctx.stroke(p);
    ctx.strokeStyle = THEME.secret;
    ctx.lineWidth = 2.6 / k;
    ctx.stroke(p);
  }
  drawSeaEnds(ctx, g, map, k, new Set(territories));
  ctx.restore();
}

/** The half of each drawn sea line that leaves a goal territory, in gold, and a gold dot where it lands. */
function drawSeaEnds(ctx: SKRSContext2D, g: LoadedGeometry, map: GameMap, k: number, goal: Set<TerritoryId>): void {
  const drawn = new Set(map.borders.map(([a, b]) => [a, b].sort().join('|')));
  const ends = seaLineEnds(g).filter((e) => goal.has(e.territory) && drawn.has([e.a, e.b].sort().join('|')));
  ctx.lineCap = 'round';
  for (const [colour, width] of [
    ['#000000', 4.4],
    [THEME.secret, 2.4],
  ] as const) {
    ctx.strokeStyle = colour;
    ctx.lineWidth = width / k;
    ctx.setLineDash([5 / k, 4 / k]);
    for (const e of ends) {
      ctx.beginPath();
      e.half.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x, y) : ctx.lineTo(x, y)));
      ctx.stroke();
    }
    ctx.setLineDash([]);
  }
  for (const e of ends) {
    const [x, y] = e.half[0];
    ctx.beginPath();
    ctx.arc(x, y, 3.6 / k, 0, Math.PI * 2);
    ctx.fillStyle = THEME.secret;
    ctx.fill();
    ctx.lineWidth = 1.4 / k;
    ctx.strokeStyle = '#000000';
    ctx.stroke();
  }
}
