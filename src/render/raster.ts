// The static layers as pixels. The canvas library records drawing and plays it back when the
// pixels are first read, so a layer drawn as vectors (every coast, border and label) would be
// played back on every board; turned into pixels once, it is copied instead: the first pixel
// read of a board costs about half as much (13 → 10 ms of CPU on the world, 15 → 7.5 on
// Europe), and the pictures are byte for byte the same.
//
// The upper layer (borders, names, stars over the owners' colours) is see-through but for its
// lines and letters, whose anti-aliased edges come in every shade of alpha: each shade over
// each owner's colour is a pixel value of its own, which the palette PNG then spreads over its
// nearest colours, pixel by pixel. Its alpha is kept to a few levels instead (OVER_ALPHA_LEVELS):
// edges stay smooth (compared at 3× zoom, full size and 400 px wide), and every board deflates
// a tenth smaller (the advanced board 81.8 → 76.8 KB, the world 53.3 → 49.6).
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { Layers } from './map-layers.js';

const rastered = new WeakMap<Layers, Layers>();

/** Alpha levels of the upper layer's edges besides clear and opaque, plus one (3: ⅓ and ⅔). */
export const OVER_ALPHA_LEVELS = 3;

function pixels(c: Canvas, alphaLevels = 0): Canvas {
  const out = createCanvas(c.width, c.height);
  const img = c.getContext('2d').getImageData(0, 0, c.width, c.height);
  if (alphaLevels > 0) {
    const d = img.data;
    for (let i = 3; i < d.length; i += 4)
      d[i] = Math.round((Math.round((d[i] / 255) * alphaLevels) * 255) / alphaLevels);
  }
  out.getContext('2d').putImageData(img, 0, 0);
  return out;
}

/** `l` as pixel layers (made once per cached layer pair). */
export function rasterLayers(l: Layers): Layers {
  let r = rastered.get(l);
  if (!r) {
    r = { under: pixels(l.under), over: pixels(l.over, OVER_ALPHA_LEVELS) };
    rastered.set(l, r);
  }
  return r;
}
