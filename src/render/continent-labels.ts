// Where the continent (empire) names go and the boxes they take, at one image width and language:
// the static layer draws them, and the stacks of team-mates (badges.ts) keep clear of them.
import { createCanvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { GameMap } from '../engine/map.js';
import type { Locale } from '../engine/types.js';
import { font, registerFonts } from './fonts.js';
import type { LoadedGeometry } from './geometry-data.js';
import { LABEL, type Layout } from './layout.js';
import { wrapLabel } from './text.js';
import type { Point } from './geometry.js';
import type { Box } from './territory-names.js';

export interface ContinentLabel {
  /** The name and bonus, on one or two lines, `line` pixels apart. */
  lines: string[];
  line: number;
  font: string;
  /** Centre of the first line's block, in image pixels (kept inside the image). */
  x: number;
  y: number;
  /** The pixels the label covers, halo included. */
  box: Box;
}

const cache = new Map<string, ContinentLabel[]>();
let measuring: SKRSContext2D | null = null;

/** The continent labels of this map at this layout and language (cached). */
export function continentLabels(g: LoadedGeometry, map: GameMap, L: Layout, locale: Locale): ContinentLabel[] {
  const key = `${map.id}|${L.width}|${locale}`;
  const hit = cache.get(key);
  if (hit) return hit;
  registerFonts();
  measuring ??= createCanvas(1, 1).getContext('2d');
  const o = measuring;
  const out: ContinentLabel[] = [];
  const badges = Object.values(g.territories).map((t): Point => [t.badge[0] * L.k, t.badge[1] * L.k]);
  // Europe 1811's 48 territories leave little room between badges; the world's 42 leave more.
  const size = map.territories.length > 44 ? LABEL.region.font : LABEL.region.roomy;
  for (const c of map.continents) {
    const at = g.continents[c.id]?.label;
    if (!at) continue;
    const f = font(L.fontPx * size, true);
    const name = g.continents[c.id].short?.[locale] ?? c.name[locale];
    const lines = wrapLabel(o, `${name} +${c.bonus}`, f, L.width * LABEL.region.wrap * (size / LABEL.region.font));
    o.font = f;
    const half = Math.max(...lines.map((line) => o.measureText(line).width)) / 2 + 4;
    const line = LABEL.region.line * (size / LABEL.region.font);
    const halfH = ((lines.length - 1) * line + 0.8) * L.fontPx * 0.5 + 2;
    const [x, y] = clearSpot(at[0] * L.k, at[1] * L.k, half, halfH, badges, L);
    out.push({
      lines,
      line: line * L.fontPx,
      font: f,
      x,
      y,
      box: { x0: x - half, y0: y - halfH, x1: x + half, y1: y + halfH },
    });
  }
  cache.set(key, out);
  return out;
}

/**
 * The label's centre: its map point, or the nearest of a few nudges that keeps its box off every
 * army badge (the badges are drawn over it), inside the image; the map point when none is clear.
 */
function clearSpot(x0: number, y0: number, hw: number, hh: number, badges: readonly Point[], L: Layout): Point {
  const r = L.badge * 1.15;
  const f = L.fontPx;
  const covers = (x: number, y: number): number =>
    badges.filter(([bx, by]) => {
      const nx = Math.max(x - hw, Math.min(bx, x + hw)),
        ny = Math.max(y - hh, Math.min(by, y + hh));
      return Math.hypot(nx - bx, ny - by) < r;
    }).length;
  const inside = (x: number, y: number): Point => [
    Math.min(Math.max(x, hw), L.width - hw),
    Math.min(Math.max(y, hh), L.mapHeight - hh),
  ];
  let best = inside(x0, y0),
    least = covers(...best);
  for (const [dx, dy] of NUDGES) {
    if (least === 0) break;
    const at = inside(x0 + dx * f, y0 + dy * f);
    const c = covers(...at);
    if (c < least) [best, least] = [at, c];
  }
  return best;
}

/** Nudges tried in turn, in font sizes: up and down first, then sideways, then both. */
const NUDGES: Point[] = [
  [0, -0.9],
  [0, 0.9],
  [0, -1.6],
  [0, 1.6],
  [1.5, 0],
  [-1.5, 0],
  [2.5, 0],
  [-2.5, 0],
  [1.5, -1.2],
  [-1.5, -1.2],
  [1.5, 1.2],
  [-1.5, 1.2],
  [0, -2.4],
  [0, 2.4],
  [3.5, 0],
  [-3.5, 0],
  [2.5, -2],
  [-2.5, -2],
  [2.5, 2],
  [-2.5, 2],
];
