// A controlled sea zone's tint (NA-BRD-4): the controller's colour laid over the water, with a
// rim along the zone's edge. Filling and, above all, stroking a zone's long coastline path took
// about 3 ms of a 25 ms advanced board; drawn once per map, width, zone and colour into a
// picture of the zone's box (pictures.ts) and copied afterwards, it takes a fifth of that.
import { Path2D, type SKRSContext2D } from '@napi-rs/canvas';
import type { LoadedGeometry } from './geometry-data.js';
import type { Layout } from './layout.js';
import { drawPicture } from './pictures.js';
import type { OwnerStyle } from './theme.js';

/** How the tint looks: the owner's fill, see-through, and a rim in the badge colour. */
export const SEA_TINT = { alpha: 0.32, rim: 2.4 };

/** Lays the zone's tint in `style` over what is drawn so far. */
export function drawSeaTint(ctx: SKRSContext2D, g: LoadedGeometry, zone: string, L: Layout, style: OwnerStyle): void {
  const source = g.seaZonePaths[zone];
  if (!source) return;
  const key = `tint|${g.map}|${L.width}|${zone}|${style.fill}|${style.badge}`;
  drawPicture(ctx, key, { width: L.width, height: L.mapHeight }, () => {
    const path = new Path2D();
    path.addPath(source, { a: L.k, b: 0, c: 0, d: L.k, e: 0, f: 0 });
    const [x0, y0, x1, y1] = path.computeTightBounds();
    const m = Math.ceil(SEA_TINT.rim);
    return {
      box: { x0: x0 - m, y0: y0 - m, x1: x1 + m, y1: y1 + m },
      paint: (c) => {
        c.globalAlpha = SEA_TINT.alpha;
        c.fillStyle = style.fill;
        c.fill(path, 'evenodd');
        c.globalAlpha = 1;
        c.strokeStyle = style.badge;
        c.lineWidth = SEA_TINT.rim;
        c.stroke(path);
      },
    };
  });
}
