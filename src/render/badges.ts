// Army badges: a number in the owner's colour and shape, and team-mates' smaller stacks beside it.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { stacksOf, type BoardView } from './board-view.js';
import { font, MIN_TEXT } from './fonts.js';
import type { LoadedGeometry } from './geometry-data.js';
import type { ContinentLabel } from './continent-labels.js';
import type { Point } from './geometry.js';
import type { Layout } from './layout.js';
import type { Box } from './territory-names.js';
import { drawBadgeShape } from './shapes.js';
import { styleOf } from './territories.js';
import type { OwnerStyle } from './theme.js';

export function drawBadge(
  ctx: SKRSContext2D,
  style: OwnerStyle,
  x: number,
  y: number,
  r: number,
  text: string,
  fontPx: number,
  /** The smallest the number may be drawn (a three-digit number shrinks to fit, down to this). */
  minPx = 0,
): void {
  const big = text.length >= 3;
  drawBadgeShape(ctx, style, x, y, r, big);
  ctx.fillStyle = style.ink;
  ctx.font = font(Math.max(big ? fontPx * 0.82 : fontPx, minPx), true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + fontPx * 0.04);
}

/**
 * Team-mates' badges (NT-1): nearly the controller's size, so their number reads on a phone
 * (8 px at 400 px wide; a three-digit one no smaller than MIN_TEXT).
 */
export const STACK = { radius: 0.88, font: 0.88 };

const area = (a: Box, b: Box): number =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

/**
 * Where other players' stacks on a territory go (centres, image pixels): a row beside the
 * controller's badge at (x, y), on the first side that covers none of `avoid` (the continent
 * names): right, left, below, above; the side that covers least when none is free. With no
 * controller (a tie) the row is centred on the spot, or shifted right or left off a name.
 */
export function stackSpots(x: number, y: number, owned: boolean, n: number, L: Layout, avoid: readonly Box[]): Point[] {
  const r = L.badge * STACK.radius;
  const step = r * 2.15;
  const row = (x0: number, y0: number): Point[] => Array.from({ length: n }, (_, i): Point => [x0 + i * step, y0]);
  const gap = L.badge + r * 1.05;
  const sides: Point[][] = !owned
    ? [row(x - ((n - 1) * step) / 2, y), row(x - r * 0.4, y), row(x + r * 0.4 - (n - 1) * step, y)]
    : [
        row(x + gap, y + L.badge * 0.35),
        row(x - gap - (n - 1) * step, y + L.badge * 0.35),
        row(x - ((n - 1) * step) / 2 + r * 0.6, y + gap),
        row(x - ((n - 1) * step) / 2 + r * 0.6, y - gap),
      ];
  const cover = (spots: Point[]): number => {
    const box = { x0: spots[0][0] - r, y0: spots[0][1] - r, x1: spots[n - 1][0] + r, y1: spots[0][1] + r };
    const off = box.x0 < 0 || box.x1 > L.width || box.y0 < 0 || box.y1 > L.mapHeight ? 1e9 : 0;
    return off + avoid.reduce((sum, b) => sum + area(box, b), 0);
  };
  let best = sides[0],
    least = Infinity;
  for (const spots of sides) {
    const c = cover(spots);
    if (c === 0) return spots;
    if (c < least) [best, least] = [spots, c];
  }
  return best;
}

export function drawBadges(
  ctx: SKRSContext2D,
  view: BoardView,
  g: LoadedGeometry,
  L: Layout,
  labels: readonly ContinentLabel[] = [],
): void {
  const avoid = labels.map((c) => c.box);
  for (const [id, t] of Object.entries(view.territories)) {
    const geo = g.territories[id];
    if (!geo) continue;
    const x = geo.badge[0] * L.k,
      y = geo.badge[1] * L.k;
    const { own, others } = stacksOf(view, id);
    const minPx = L.fontPx * MIN_TEXT;
    if (t.owner >= 0) drawBadge(ctx, styleOf(view, t.owner), x, y, L.badge, String(own), L.fontPx, minPx);
    if (!others.length) continue;
    // Team-mates' armies (NT-1) in their own colour and shape, beside the controller's and clear
    // of the continent names; with no controller (a tie) they share the spot.
    const spots = stackSpots(x, y, t.owner >= 0, others.length, L, avoid);
    others.forEach((o, i) =>
      drawBadge(
        ctx,
        styleOf(view, o.player),
        spots[i][0],
        spots[i][1],
        L.badge * STACK.radius,
        String(o.armies),
        L.fontPx * STACK.font,
        minPx,
      ),
    );
  }
}
