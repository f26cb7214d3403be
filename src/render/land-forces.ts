// The advanced game's pieces on land (NA-GEN, NA-FORT, NA-EPI), around each territory's army
// badge: generals above it (a black bicorne with the owner's cockade, and their count), a
// fortification tower on its left, an epidemic germ at its bottom right (with the token count).
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { BoardView } from './board-view.js';
import type { LoadedGeometry } from './geometry-data.js';
import type { Point } from './geometry.js';
import type { Layout } from './layout.js';
import { drawCount, drawEpidemic, drawFort, drawGeneral, PIECES } from './pieces.js';
import { styleOf } from './territories.js';

/** Where the pieces beside a badge at (x, y) go, in image pixels, and their sizes (pieces.ts). */
export function landMarks(
  at: Point,
  L: Layout,
): {
  general: Point;
  step: number;
  fort: Point;
  epidemic: Point;
  size: Record<'general' | 'fort' | 'epidemic', number>;
} {
  const [x, y] = at,
    r = L.badge,
    f = L.fontPx;
  const size = { general: PIECES.general.size * f, fort: PIECES.fort.size * f, epidemic: PIECES.epidemic.size * f };
  return {
    // The hat's brim clears the badge's top (a triangle's corners, a diamond's point included).
    general: [x + r * 0.8, y - r * 1.3 - size.general * 0.12],
    step: size.general * 0.7,
    fort: [x - r * 1.3 - size.fort * 0.4, y + r * 0.25],
    epidemic: [x + r * 1.25 + size.epidemic * 0.3, y + r * 0.75],
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
    if (here.fort) drawFort(ctx, m.fort[0], m.fort[1], m.size.fort);
    Object.entries(here.generals).forEach(([p, n], i) => {
      const x = m.general[0] + i * m.step,
        y = m.general[1];
      drawGeneral(ctx, x, y, m.size.general, styleOf(view, Number(p)).badge);
      if (n > 1) drawCount(ctx, n, x + m.size.general * 0.5, y - m.size.general * 0.3, L);
    });
    if (here.epidemics > 0) {
      drawEpidemic(ctx, m.epidemic[0], m.epidemic[1], m.size.epidemic);
      if (here.epidemics > 1)
        drawCount(
          ctx,
          here.epidemics,
          m.epidemic[0] + m.size.epidemic * 0.5,
          m.epidemic[1] + m.size.epidemic * 0.35,
          L,
        );
    }
  }
}
