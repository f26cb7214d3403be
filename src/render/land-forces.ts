// The advanced game's pieces on land (NA-GEN, NA-FORT, NA-EPI), around each territory's army
// badge: generals top right (a hat in the owner's colour, with their count), a fortification
// tower on the left, an epidemic germ bottom right (with the token count).
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BoardView } from './board-view.js';
import { font } from './fonts.js';
import type { LoadedGeometry } from './geometry-data.js';
import type { Point } from './geometry.js';
import { drawBicorne, drawGerm, drawTower } from './icons.js';
import type { Layout } from './layout.js';
import { halo } from './text.js';
import { styleOf } from './territories.js';
import { traceShape } from './shapes.js';

/** Where the pieces beside a badge at (x, y) go, in image pixels. */
export function landMarks(
  at: Point,
  L: Layout,
): { general: Point; step: number; fort: Point; epidemic: Point; size: number } {
  const [x, y] = at,
    r = L.badge,
    size = L.fontPx * 0.95;
  return {
    general: [x + r * 1.25, y - r * 0.8],
    step: size * 1.05,
    fort: [x - r * 1.45, y + r * 0.3],
    epidemic: [x + r * 1.2, y + r * 0.9],
    size,
  };
}

export function drawLandForces(ctx: SKRSContext2D, view: BoardView, g: LoadedGeometry, L: Layout): void {
  const forces = view.forces;
  if (!forces) return;
  for (const [id, here] of Object.entries(forces.land)) {
    const geo = g.territories[id];
    if (!geo) continue;
    const m = landMarks([geo.badge[0] * L.k, geo.badge[1] * L.k], L);
    if (here.fort) drawTower(ctx, m.fort[0], m.fort[1], m.size);
    Object.entries(here.generals).forEach(([p, n], i) => {
      const st = styleOf(view, Number(p));
      const x = m.general[0] + i * m.step,
        y = m.general[1];
      traceShape(ctx, st.shape === 'ring' ? 'circle' : st.shape, x, y, m.size * 0.5);
      ctx.fillStyle = st.badge;
      ctx.fill();
      ctx.lineWidth = 1.4;
      ctx.strokeStyle = '#ffffff';
      ctx.stroke();
      drawBicorne(ctx, x, y + m.size * 0.04, m.size * 0.72, st.ink);
      if (n > 1) count(ctx, n, x + m.size * 0.5, y - m.size * 0.4, L);
    });
    if (here.epidemics > 0) {
      drawGerm(ctx, m.epidemic[0], m.epidemic[1], m.size);
      if (here.epidemics > 1)
        count(ctx, here.epidemics, m.epidemic[0] + m.size * 0.5, m.epidemic[1] + m.size * 0.35, L);
    }
  }
}

/** A small count beside a piece ("2"), haloed. */
function count(ctx: SKRSContext2D, n: number, x: number, y: number, L: Layout): void {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  halo(ctx, String(n), x, y, font(L.fontPx * 0.62, true), '#111111', '#ffffff');
}
