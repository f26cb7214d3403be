// A controlled sea zone's tint (NA-BRD-4): the controller's colour laid over the water, with a
// rim along the zone's edge. Filling and, above all, stroking a zone's long coastline path took
// about 3 ms of a 25 ms advanced board; the same tint drawn once into a picture of the zone's
// bounding box and copied afterwards takes a fifth of that. A picture is kept per map, width,
// zone and colour (at most 8 zones × 7 colours of a few hundred pixels square per width).
import { createCanvas, Path2D, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { LoadedGeometry } from './geometry-data.js';
import type { Layout } from './layout.js';
import type { OwnerStyle } from './theme.js';

/** How the tint looks: the owner's fill, see-through, and a rim in the badge colour. */
export const SEA_TINT = { alpha: 0.32, rim: 2.4 };

interface Tint {
  image: Canvas;
  x: number;
  y: number;
}

const tints = new Map<string, Tint | null>();

/** The zone's tint picture in `style`'s colours (null: a zone the art lacks or an empty one). */
function tintOf(g: LoadedGeometry, zone: string, L: Layout, style: OwnerStyle): Tint | null {
  const key = `${g.map}|${L.width}|${zone}|${style.fill}|${style.badge}`;
  const known = tints.get(key);
  if (known !== undefined) return known;
  const source = g.seaZonePaths[zone];
  let tint: Tint | null = null;
  if (source) {
    const path = new Path2D();
    path.addPath(source, { a: L.k, b: 0, c: 0, d: L.k, e: 0, f: 0 });
    const [x0, y0, x1, y1] = path.computeTightBounds();
    const margin = Math.ceil(SEA_TINT.rim);
    const x = Math.max(0, Math.floor(x0) - margin),
      y = Math.max(0, Math.floor(y0) - margin);
    const w = Math.min(L.width, Math.ceil(x1) + margin) - x,
      h = Math.min(L.mapHeight, Math.ceil(y1) + margin) - y;
    if (w > 0 && h > 0) {
      const drawn = createCanvas(w, h);
      const ctx = drawn.getContext('2d');
      ctx.translate(-x, -y);
      paint(ctx, path, style);
      // Kept as pixels: the canvas library would otherwise replay the vector drawing on each copy.
      const image = createCanvas(w, h);
      image.getContext('2d').putImageData(ctx.getImageData(0, 0, w, h), 0, 0);
      tint = { image, x, y };
    }
  }
  tints.set(key, tint);
  return tint;
}

function paint(ctx: SKRSContext2D, path: Path2D, style: OwnerStyle): void {
  ctx.globalAlpha = SEA_TINT.alpha;
  ctx.fillStyle = style.fill;
  ctx.fill(path, 'evenodd');
  ctx.globalAlpha = 1;
  ctx.strokeStyle = style.badge;
  ctx.lineWidth = SEA_TINT.rim;
  ctx.stroke(path);
}

/** Lays the zone's tint in `style` over what is drawn so far. */
export function drawSeaTint(ctx: SKRSContext2D, g: LoadedGeometry, zone: string, L: Layout, style: OwnerStyle): void {
  const t = tintOf(g, zone, L, style);
  if (t) ctx.drawImage(t.image, t.x, t.y);
}
