// Shared steps of the board-art generators (scripts/build-*-geometry.ts): coastline rings,
// simplification, compact SVG, rasters of the territories, shared-border and depth analysis.
// Every size is passed in, so each board keeps its own projection and dimensions.
import { geoPath, type GeoContext, type GeoProjection } from 'd3-geo';
import { createCanvas, Path2D, PathOp, type SKRSContext2D } from '@napi-rs/canvas';
import type { Point } from '../src/render/geometry.js';

export interface Size {
  width: number;
  height: number;
}

/**
 * Pushes badges closer than `BADGE_GAP` map units apart, each pulled back towards its own
 * territory's deepest point.
 */
export function spreadBadges(
  ids: string[],
  anchors: Point[],
  shapes: Map<string, Path2D>,
  scratch: SKRSContext2D,
  size: Size,
  BADGE_GAP: number,
): Point[] {
  const { width: WIDTH, height: HEIGHT } = size;
  const pts = anchors.map((p): Point => [p[0], p[1]]);
  const margin = BADGE_GAP * 0.65;
  for (let iter = 0; iter < 400; iter++) {
    for (let i = 0; i < pts.length; i++) {
      for (let j = i + 1; j < pts.length; j++) {
        const dx = pts[j][0] - pts[i][0],
          dy = pts[j][1] - pts[i][1];
        const d = Math.hypot(dx, dy);
        if (d >= BADGE_GAP) continue;
        const push = ((BADGE_GAP - d) / 2) * 0.5;
        const ux = d > 0 ? dx / d : 1,
          uy = d > 0 ? dy / d : 0;
        pts[i][0] -= ux * push;
        pts[i][1] -= uy * push;
        pts[j][0] += ux * push;
        pts[j][1] += uy * push;
      }
    }
    for (let i = 0; i < pts.length; i++) {
      // A badge that has left its territory is pulled back harder than one still on it.
      const inside = scratch.isPointInPath(shapes.get(ids[i])!, pts[i][0], pts[i][1], 'evenodd');
      const pull = inside ? 0.01 : 0.06;
      pts[i][0] += (anchors[i][0] - pts[i][0]) * pull;
      pts[i][1] += (anchors[i][1] - pts[i][1]) * pull;
      pts[i][0] = Math.min(Math.max(pts[i][0], margin), WIDTH - margin);
      pts[i][1] = Math.min(Math.max(pts[i][1], margin), HEIGHT - margin);
    }
  }
  return pts;
}

export type Ring = Point[];

export function collectRings(geo: Parameters<ReturnType<typeof geoPath>>[0], projection: GeoProjection): Ring[] {
  const rings: Ring[] = [];
  let current: Ring = [];
  const ctx: GeoContext = {
    beginPath() {
      /* rings are delimited by moveTo/closePath */
    },
    moveTo(x, y) {
      current = [[x, y]];
    },
    lineTo(x, y) {
      current.push([x, y]);
    },
    closePath() {
      if (current.length > 2) rings.push(current);
      current = [];
    },
    arc() {
      /* points are not drawn */
    },
  };
  geoPath(projection, ctx)(geo);
  return rings;
}

export function ringArea(r: Ring): number {
  let s = 0;
  for (let i = 0, j = r.length - 1; i < r.length; j = i++) s += (r[j][0] + r[i][0]) * (r[j][1] - r[i][1]);
  return s / 2;
}

export function simplify(points: Ring, tolerance: number): Ring {
  if (points.length < 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = keep[points.length - 1] = 1;
  const stack: [number, number][] = [[0, points.length - 1]];
  const t2 = tolerance * tolerance;
  while (stack.length) {
    const [a, b] = stack.pop()!;
    const [ax, ay] = points[a];
    const [bx, by] = points[b];
    const dx = bx - ax,
      dy = by - ay;
    const len2 = dx * dx + dy * dy;
    let worst = -1,
      worstD = t2;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i];
      let d: number;
      if (len2 === 0) d = (px - ax) ** 2 + (py - ay) ** 2;
      else {
        const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / len2));
        d = (px - ax - t * dx) ** 2 + (py - ay - t * dy) ** 2;
      }
      if (d > worstD) {
        worst = i;
        worstD = d;
      }
    }
    if (worst >= 0) {
      keep[worst] = 1;
      stack.push([a, worst], [worst, b]);
    }
  }
  return points.filter((_, i) => keep[i]);
}

export function ringsToPath(rings: Ring[]): Path2D {
  const p = new Path2D();
  for (const r of rings) {
    p.moveTo(r[0][0], r[0][1]);
    for (let i = 1; i < r.length; i++) p.lineTo(r[i][0], r[i][1]);
    p.closePath();
  }
  return p;
}

/** Re-emits a Skia SVG path with 1-decimal coordinates: enough at the default image size. */
export function compactSvg(svg: string): string {
  const out: string[] = [];
  let last = '';
  for (const m of svg.matchAll(/([MLZ])([^MLZ]*)/gi)) {
    const cmd = m[1].toUpperCase();
    if (cmd === 'Z') {
      out.push('Z');
      last = '';
      continue;
    }
    const nums = m[2]
      .trim()
      .split(/[\s,]+/)
      .filter(Boolean)
      .map(Number);
    for (let i = 0; i + 1 < nums.length; i += 2) {
      const xy = `${round1(nums[i])} ${round1(nums[i + 1])}`;
      if (cmd === 'L' && xy === last) continue;
      out.push(`${cmd}${xy}`);
      last = xy;
    }
  }
  return out.join('');
}

export function round1(v: number): number {
  return Math.round(v * 10) / 10;
}

export function rasterIds(
  ids: string[],
  paths: Map<string, Path2D>,
  { width: WIDTH, height: HEIGHT }: Size,
): Int16Array {
  const canvas = createCanvas(WIDTH, HEIGHT);
  const ctx = canvas.getContext('2d');
  const out = new Int16Array(WIDTH * HEIGHT).fill(-1);
  ids.forEach((id, i) => {
    ctx.clearRect(0, 0, WIDTH, HEIGHT);
    ctx.fillStyle = '#fff';
    ctx.fill(paths.get(id)!, 'evenodd');
    const data = ctx.getImageData(0, 0, WIDTH, HEIGHT).data;
    for (let p = 0; p < WIDTH * HEIGHT; p++) if (data[p * 4 + 3] >= 128) out[p] = i;
  });
  return out;
}

/**
 * Pairs that share a land border: a thin stroke of one shape overlaps the other along at least
 * MIN_SHARED map units. Voronoi edges coincide exactly, so a strait of any visible width fails.
 */
export function sharedBorders(
  ids: string[],
  shapes: Map<string, Path2D>,
  { width: WIDTH, height: HEIGHT }: Size,
  MIN_SHARED = 10,
): Set<string> {
  const out = new Set<string>();
  const bounds = ids.map((id) => shapes.get(id)!.computeTightBounds());
  // stroke() rewrites the path it is called on: work on copies.
  const strokes = ids.map((id) => new Path2D(shapes.get(id)!).stroke({ width: 1 }));
  const scratch = createCanvas(WIDTH, HEIGHT).getContext('2d');
  for (let i = 0; i < ids.length; i++) {
    for (let j = i + 1; j < ids.length; j++) {
      const [l1, t1, r1, b1] = bounds[i];
      const [l2, t2, r2, b2] = bounds[j];
      if (l1 > r2 + 1 || l2 > r1 + 1 || t1 > b2 + 1 || t2 > b1 + 1) continue;
      const both = new Path2D(strokes[i]).op(new Path2D(strokes[j]), PathOp.Intersect);
      // Two 1-unit strokes along a shared edge overlap in a 1-unit-wide band: area ≈ length.
      const [l, t, r, b] = both.computeTightBounds();
      if (r <= l || b <= t) continue;
      const x0 = Math.max(0, Math.floor(l)),
        y0 = Math.max(0, Math.floor(t));
      const w = Math.min(WIDTH, Math.ceil(r) + 1) - x0,
        h = Math.min(HEIGHT, Math.ceil(b) + 1) - y0;
      scratch.clearRect(x0, y0, w, h);
      scratch.fillStyle = '#fff';
      scratch.fill(both);
      const px = scratch.getImageData(x0, y0, w, h).data;
      let extent = 0;
      for (let k = 3; k < px.length; k += 4) extent += px[k] / 255;
      if (process.env.DEBUG_TOUCH && extent > 0) console.log('touch', ids[i], ids[j], extent.toFixed(1));
      if (extent >= MIN_SHARED) out.add([ids[i], ids[j]].sort().join('|'));
    }
  }
  return out;
}

/** Chamfer distance to the nearest pixel of another territory, the sea or the image edge. */
export function distanceField(raster: Int16Array, { width: WIDTH, height: HEIGHT }: Size): Float32Array {
  const d = new Float32Array(WIDTH * HEIGHT);
  const INF = 1e9;
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = y * WIDTH + x;
      const a = raster[i];
      const edge = x === 0 || y === 0 || x === WIDTH - 1 || y === HEIGHT - 1;
      d[i] =
        a < 0 ||
        edge ||
        raster[i - 1] !== a ||
        raster[i + 1] !== a ||
        raster[i - WIDTH] !== a ||
        raster[i + WIDTH] !== a
          ? 0
          : INF;
    }
  }
  const D = Math.SQRT2;
  for (let y = 1; y < HEIGHT; y++) {
    for (let x = 1; x < WIDTH - 1; x++) {
      const i = y * WIDTH + x;
      d[i] = Math.min(d[i], d[i - 1] + 1, d[i - WIDTH] + 1, d[i - WIDTH - 1] + D, d[i - WIDTH + 1] + D);
    }
  }
  for (let y = HEIGHT - 2; y >= 0; y--) {
    for (let x = WIDTH - 2; x >= 1; x--) {
      const i = y * WIDTH + x;
      d[i] = Math.min(d[i], d[i + 1] + 1, d[i + WIDTH] + 1, d[i + WIDTH + 1] + D, d[i + WIDTH - 1] + D);
    }
  }
  return d;
}

export function boundaryPixels(raster: Int16Array, id: number, { width: WIDTH, height: HEIGHT }: Size): Point[] {
  const out: Point[] = [];
  for (let y = 1; y < HEIGHT - 1; y++) {
    for (let x = 1; x < WIDTH - 1; x++) {
      const i = y * WIDTH + x;
      if (raster[i] !== id) continue;
      if (raster[i - 1] !== id || raster[i + 1] !== id || raster[i - WIDTH] !== id || raster[i + WIDTH] !== id)
        out.push([x + 0.5, y + 0.5]);
    }
  }
  return out;
}

export function closestPair(a: Point[], b: Point[], shift: number): { p: Point; q: Point; d: number } {
  let best = { p: a[0], q: b[0], d: Infinity };
  const step = Math.max(1, Math.floor(a.length / 1500));
  const stepB = Math.max(1, Math.floor(b.length / 1500));
  for (let i = 0; i < a.length; i += step) {
    for (let j = 0; j < b.length; j += stepB) {
      const d = Math.hypot(a[i][0] - b[j][0] - shift, a[i][1] - b[j][1]);
      if (d < best.d) best = { p: a[i], q: b[j], d };
    }
  }
  return best;
}

// ---------- main ----------

/** The badges spreadBadges moved more than 3 px from their territory's deepest point, with the distance. */
export function movedBadges(ids: readonly string[], badges: readonly Point[], deepest: readonly Point[]): string {
  return ids
    .map((id, i) => [id, Math.hypot(badges[i][0] - deepest[i][0], badges[i][1] - deepest[i][1])] as const)
    .filter(([, d]) => d > 3)
    .map(([id, d]) => `${id} ${Math.round(d)}`)
    .join(', ');
}
