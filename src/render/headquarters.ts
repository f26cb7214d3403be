// Headquarters (capitals, K-1): a star beside the badge; the viewer's own secret one dashed.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { TerritoryId } from '../engine/types.js';
import type { BoardView } from './board-view.js';
import type { LoadedGeometry } from './geometry-data.js';
import type { Layout } from './layout.js';
import { traceStar } from './icons.js';
import { styleOf } from './territories.js';
import { THEME } from './theme.js';

/** A five-pointed star: the HQ mark (K-1), beside a badge's top-left so the number stays clear. */
function drawHqStar(ctx: SKRSContext2D, x: number, y: number, r: number, fill: string, dashed: boolean): void {
  traceStar(ctx, x, y, r);
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1.2, r * 0.18);
  ctx.strokeStyle = '#111111';
  if (dashed) ctx.setLineDash([r * 0.3, r * 0.2]);
  ctx.stroke();
  ctx.setLineDash([]);
}

/** Revealed headquarters (public), and with `secretHq` the viewer's own hidden one (private image only). */
export function drawHqs(
  ctx: SKRSContext2D,
  view: BoardView,
  g: LoadedGeometry,
  L: Layout,
  secretHq: TerritoryId | null,
): void {
  const mark = (t: TerritoryId, fill: string, secret: boolean) => {
    const geo = g.territories[t];
    if (!geo) return;
    drawHqStar(
      ctx,
      geo.badge[0] * L.k - L.badge * 1.05,
      geo.badge[1] * L.k - L.badge * 0.95,
      L.badge * 0.78,
      fill,
      secret,
    );
  };
  for (const p of view.players) if (p.hq && view.territories[p.hq]) mark(p.hq, styleOf(view, p.id).badge, false);
  if (secretHq && !view.players.some((p) => p.hq === secretHq)) mark(secretHq, THEME.secret, true);
}
