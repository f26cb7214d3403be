// Army badges: a number in the owner's colour and shape, and team-mates' smaller stacks beside it.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { stacksOf, type BoardView } from './board-view.js';
import { font } from './fonts.js';
import type { LoadedGeometry } from './geometry-data.js';
import type { Layout } from './layout.js';
import { traceShape } from './shapes.js';
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
): void {
  const big = text.length >= 3;
  const rr = big ? r * 1.18 : r;
  traceShape(ctx, style.shape, x, y, rr);
  ctx.fillStyle = style.badge;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, r * 0.16);
  ctx.strokeStyle = style.shape === 'ring' ? '#555' : '#ffffff';
  if (style.shape === 'ring') ctx.setLineDash([r * 0.35, r * 0.25]);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(0,0,0,0.55)';
  traceShape(ctx, style.shape, x, y, rr + Math.max(1.5, r * 0.16) * 0.8);
  ctx.stroke();
  ctx.fillStyle = style.ink;
  ctx.font = font(big ? fontPx * 0.82 : fontPx, true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + fontPx * 0.04);
}

export function drawBadges(ctx: SKRSContext2D, view: BoardView, g: LoadedGeometry, L: Layout): void {
  for (const [id, t] of Object.entries(view.territories)) {
    const geo = g.territories[id];
    if (!geo) continue;
    const x = geo.badge[0] * L.k,
      y = geo.badge[1] * L.k;
    const { own, others } = stacksOf(view, id);
    if (t.owner >= 0) drawBadge(ctx, styleOf(view, t.owner), x, y, L.badge, String(own), L.fontPx);
    if (!others.length) continue;
    // Team-mates' armies (NT-1): smaller badges in their own colour and shape, beside the
    // controller's; with no controller (a tie) they share the spot.
    const r = L.badge * 0.74;
    const step = r * 2.15;
    const x0 = t.owner >= 0 ? x + L.badge * 1.05 + r * 0.75 : x - ((others.length - 1) * step) / 2;
    const y0 = t.owner >= 0 ? y + L.badge * 0.55 : y;
    others.forEach((o, i) =>
      drawBadge(ctx, styleOf(view, o.player), x0 + i * step, y0, r, String(o.armies), L.fontPx * 0.78),
    );
  }
}
