// Parts of a board that look the same on many boards (a controlled sea zone's tint, a route's
// lane and name) are drawn once into a picture of their bounding box, kept as pixels, and
// copied afterwards: a copy costs a fraction of drawing long paths and haloed text again.
// Each caller's key names everything its part depends on (map, width, colours, language…), so
// a part has at most a few pictures.
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';

interface Picture {
  image: Canvas;
  x: number;
  y: number;
}

const pictures = new Map<string, Picture | null>();

/** A box in image pixels. */
export interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** What a part is: where it lies, and how to draw it (in image pixels). */
export interface Part {
  box: Box;
  paint: (c: SKRSContext2D) => void;
}

/**
 * Copies the picture kept for `key` onto `ctx`, first drawing the part `make` describes
 * (clipped to its box within `width` × `height`) when there is none yet.
 */
export function drawPicture(
  ctx: SKRSContext2D,
  key: string,
  size: { width: number; height: number },
  make: () => Part,
): void {
  let p = pictures.get(key);
  if (p === undefined) {
    const { box, paint } = make();
    const x = Math.max(0, Math.floor(box.x0)),
      y = Math.max(0, Math.floor(box.y0));
    const w = Math.min(size.width, Math.ceil(box.x1)) - x,
      h = Math.min(size.height, Math.ceil(box.y1)) - y;
    p = null;
    if (w > 0 && h > 0) {
      const drawn = createCanvas(w, h);
      const c = drawn.getContext('2d');
      c.translate(-x, -y);
      paint(c);
      // Kept as pixels: the canvas library would otherwise replay the vector drawing on each copy.
      const image = createCanvas(w, h);
      image.getContext('2d').putImageData(c.getImageData(0, 0, w, h), 0, 0);
      p = { image, x, y };
    }
    pictures.set(key, p);
  }
  if (p) ctx.drawImage(p.image, p.x, p.y);
}
