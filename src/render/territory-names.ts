// Territory names on the map (names:true), each put where it covers no badge and no other name.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { GameMap } from '../engine/map.js';
import type { Locale } from '../engine/types.js';
import { font } from './fonts.js';
import type { LoadedGeometry } from './geometry-data.js';
import { LABEL, type Layout } from './layout.js';
import { halo, wrapLabel } from './text.js';

export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

/**
 * Territory names (names:true), as large as the band's text so they stay readable on a phone,
 * on one or two lines, each put where it covers no army badge and no other name: below its
 * badge, else above, right or left, then further out; the spot that covers least when none is
 * free. Returns the names' boxes.
 */
export function drawNames(
  o: SKRSContext2D,
  g: LoadedGeometry,
  map: GameMap,
  L: Layout,
  locale: Locale,
  avoid: Box[],
): Box[] {
  // Band-sized on the world map; a little smaller on denser boards (Europe 1811 has 48 territories in less land).
  const px = L.fontPx * (map.territories.length > 44 ? 0.56 : 0.68);
  const f = font(px, true);
  o.font = f;
  const line = px * 1.02;
  const badgeBoxes: Box[] = map.territories.flatMap((t) => {
    const geo = g.territories[t.id];
    if (!geo) return [];
    const x = geo.badge[0] * L.k,
      y = geo.badge[1] * L.k,
      r = L.badge * 1.3;
    return [{ x0: x - r, y0: y - r, x1: x + r, y1: y + r }];
  });
  const placed: Box[] = [...avoid];
  // Long names first: they have the fewest spots that fit.
  const order = [...map.territories].sort((a, b) => b.name[locale].length - a.name[locale].length);
  for (const t of order) {
    const geo = g.territories[t.id];
    if (!geo) continue;
    const lines = wrapLabel(o, t.name[locale], f, L.width * LABEL.name.wrap);
    o.font = f;
    const w = Math.max(...lines.map((x) => o.measureText(x).width)) + 4;
    const h = lines.length * line;
    const bx = geo.badge[0] * L.k,
      by = geo.badge[1] * L.k,
      r = L.badge * 1.15;
    const candidates: [number, number][] = [
      [bx, by + r + h / 2],
      [bx, by - r - h / 2],
      [bx + r + w / 2, by],
      [bx - r - w / 2, by],
      [bx + r * 0.8 + w / 2, by + r * 0.8 + h / 2],
      [bx - r * 0.8 - w / 2, by + r * 0.8 + h / 2],
      // Further out, for a long name (German, Spanish) between crowded badges.
      [bx + r * 0.8 + w / 2, by - r * 0.8 - h / 2],
      [bx - r * 0.8 - w / 2, by - r * 0.8 - h / 2],
      [bx, by + r + h * 1.5],
      [bx, by - r - h * 1.5],
    ];
    let best: { box: Box; cost: number } | null = null;
    for (const [cx, cy] of candidates) {
      const box = { x0: cx - w / 2, y0: cy - h / 2, x1: cx + w / 2, y1: cy + h / 2 };
      const off =
        Math.max(0, -box.x0) + Math.max(0, box.x1 - L.width) + Math.max(0, -box.y0) + Math.max(0, box.y1 - L.mapHeight);
      const cost = [...badgeBoxes, ...placed].reduce((sum, b) => sum + overlap(box, b), 0) + off * h * 4;
      if (!best || cost < best.cost) best = { box, cost };
      if (cost === 0) break;
    }
    placed.push(best!.box);
    const cx = (best!.box.x0 + best!.box.x1) / 2;
    lines.forEach((text, i) => halo(o, text, cx, best!.box.y0 + line * (i + 0.5), f, '#111', 'rgba(255,255,255,0.9)'));
  }
  return placed.slice(avoid.length);
}
