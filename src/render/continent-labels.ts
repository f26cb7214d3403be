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
  // Names already on the water (the sea zones') and the continent names placed so far.
  const taken: Box[] = seaLabelBoxes(o, g, map, L, locale);
  // Europe 1811's 48 territories leave little room between badges; the world's 42 leave more.
  const size = map.territories.length > 44 ? LABEL.region.dense : LABEL.region.roomy;
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
    const [x, y] = clearSpot(at[0] * L.k, at[1] * L.k, half, halfH, badges, taken, L);
    taken.push({ x0: x - half, y0: y - halfH, x1: x + half, y1: y + halfH });
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

/** The boxes of the sea zones' names, as the static layer draws them. */
function seaLabelBoxes(o: SKRSContext2D, g: LoadedGeometry, map: GameMap, L: Layout, locale: Locale): Box[] {
  return Object.entries(g.seaZones ?? {}).map(([id, z]) => seaLabel(o, z, L, locale, seaZoneName(map, id, locale)).box);
}

/** A sea zone's name in the map's names data (every registered language has one). */
export function seaZoneName(map: GameMap, id: string, locale: Locale): string | undefined {
  return map.seas.zones.find((z) => z.id === id)?.name[locale];
}

/**
 * A sea zone's name as drawn: its lines, font and centre — on its label point, moved in from the
 * image's edge so a long name is read whole.
 */
export function seaLabel(
  o: SKRSContext2D,
  z: { name: Partial<Record<Locale, string>>; label: readonly number[] },
  L: Layout,
  locale: Locale,
  /** The zone's name in the map's names data, for a language the art's file does not carry. */
  named?: string,
): { lines: string[]; font: string; x: number; y: number; box: Box } {
  const f = font(L.fontPx * LABEL.sea.font);
  const lines = wrapLabel(o, z.name[locale] ?? named ?? z.name.en ?? '', f, L.width * LABEL.sea.wrap);
  o.font = f;
  const hw = Math.max(...lines.map((line) => o.measureText(line).width)) / 2;
  const hh = (lines.length * LABEL.sea.line * L.fontPx) / 2;
  const x = Math.min(Math.max(z.label[0] * L.k, hw + 3), L.width - hw - 3);
  const y = z.label[1] * L.k;
  return { lines, font: f, x, y, box: { x0: x - hw, y0: y - hh, x1: x + hw, y1: y + hh } };
}

/**
 * The label's centre: the spot near its map point (up to 3 font sizes sideways, 2.5 up or down,
 * inside the image) that covers the fewest army badges (the badges are drawn over it), then
 * the least of the names already placed (`taken`), then is nearest the map point.
 */
function clearSpot(
  x0: number,
  y0: number,
  hw: number,
  hh: number,
  badges: readonly Point[],
  taken: readonly Box[],
  L: Layout,
): Point {
  const r = L.badge;
  const f = L.fontPx;
  const cost = (x: number, y: number): number => {
    const box = { x0: x - hw, y0: y - hh, x1: x + hw, y1: y + hh };
    const hits = badges.filter(([bx, by]) => {
      const nx = Math.max(x - hw, Math.min(bx, x + hw)),
        ny = Math.max(y - hh, Math.min(by, y + hh));
      return Math.hypot(nx - bx, ny - by) < r;
    }).length;
    const cover = taken.reduce((a, b) => a + area(box, b), 0);
    return hits * 1e6 + cover + (Math.hypot(x - x0, y - y0) / f) * 60;
  };
  const inside = (x: number, y: number): Point => [
    Math.min(Math.max(x, hw), L.width - hw),
    Math.min(Math.max(y, hh), L.mapHeight - hh),
  ];
  let best = inside(x0, y0),
    least = cost(...best);
  for (let dy = -2.5; dy <= 2.5; dy += 0.25)
    for (let dx = -3; dx <= 3; dx += 0.5) {
      const at = inside(x0 + dx * f, y0 + dy * f);
      const c = cost(...at);
      if (c < least) [best, least] = [at, c];
    }
  return best;
}

const area = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));
