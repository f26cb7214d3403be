// Palette ("indexed", 8-bit) PNG. The board is flat colours plus their anti-aliased edges, so
// the most frequent colours (after a 5-bit-per-channel binning) reproduce it with no visible
// change, and the file is about a third of a lossless WebP. Pure functions: they run in the
// drawing thread (draw-worker.ts) and png8Worker.ts, off the event loop.
import { deflateSync } from 'node:zlib';

export interface Indexed {
  /** One filter byte (0) then one palette index per pixel, per row: PNG's raw IDAT input. */
  rows: Uint8Array;
  /** RGB triples, at most `colours`. */
  palette: Uint8Array;
}

/**
 * Colours kept. The flat fills and the theme's colours are the most frequent, so they keep
 * their exact values; the anti-aliased edges take the nearest of them. 40 chosen as below look
 * like the 64 most frequent did (fewer pixels off by more than a shade: a rare colour such as an
 * epidemic's violet is no longer crowded out by edge shades), and deflate an eighth smaller
 * (docs/rendering.md).
 */
export const PNG8_COLOURS = 40;

/**
 * How the palette is chosen, in three passes over the colours by frequency: every colour
 * covering at least `flat` of the image (the fills, kept exact); then colours at least
 * `distinct` away (squared, weighted like the eye) from every one already kept, so an icon's
 * colour comes before the tenth shade of a black-on-pink edge; then the most frequent left.
 */
export const PNG8_CHOICE = { flat: 1 / 500, distinct: 5000 };

/** Squared colour distance, weighted like the eye (green counts most, blue next). */
const dist = (a: readonly number[], r: number, g: number, b: number): number =>
  2 * (a[0] - r) ** 2 + 4 * (a[1] - g) ** 2 + 3 * (a[2] - b) ** 2;

function binOf(v: number): number {
  return (((v >>> 3) & 31) << 10) | (((v >>> 11) & 31) << 5) | ((v >>> 19) & 31);
}

/** Quantises opaque RGBA pixels (alpha ignored) to at most `colours` colours. */
export function quantize(rgba: Uint8Array, width: number, height: number, colours = PNG8_COLOURS): Indexed {
  const n = width * height;
  const px = new Uint32Array(rgba.buffer, rgba.byteOffset, n);
  const bins = new Uint16Array(n);
  const count = new Uint32Array(1 << 15);
  // A bin's colour is its most common exact colour (a majority vote, run by run): the flat
  // fills are exact, so the palette holds the theme's colours themselves, not an edge pixel's
  // or an average drifting between them.
  const cand = new Uint32Array(1 << 15);
  const votes = new Int32Array(1 << 15);
  const vote = (k: number, v: number, run: number): void => {
    if (cand[k] === v) votes[k] += run;
    else if (votes[k] < run) {
      cand[k] = v;
      votes[k] = run - votes[k];
    } else votes[k] -= run;
  };
  let prev = px[0],
    prevBin = binOf(prev),
    run = 0;
  for (let i = 0; i < n; i++) {
    const v = px[i]; // little-endian: r | g << 8 | b << 16
    if (v !== prev) {
      vote(prevBin, prev, run);
      prev = v;
      prevBin = binOf(v);
      run = 0;
    }
    run++;
    bins[i] = prevBin;
    count[prevBin]++;
  }
  vote(prevBin, prev, run);
  const used: number[] = [];
  for (let k = 0; k < count.length; k++) if (count[k]) used.push(k);
  used.sort((a, b) => count[b] - count[a]);
  const rgb = (k: number): [number, number, number] => [cand[k] & 255, (cand[k] >>> 8) & 255, (cand[k] >>> 16) & 255];
  const chosen: number[] = [];
  const pal: [number, number, number][] = [];
  const taken = new Uint8Array(1 << 15);
  const keep = (k: number): void => {
    chosen.push(k);
    pal.push(rgb(k));
    taken[k] = 1;
  };
  for (const k of used) {
    if (chosen.length >= colours || count[k] < n * PNG8_CHOICE.flat) break;
    keep(k);
  }
  for (const k of used) {
    if (chosen.length >= colours) break;
    const [r, g, b] = rgb(k);
    if (!taken[k] && pal.every((p) => dist(p, r, g, b) >= PNG8_CHOICE.distinct)) keep(k);
  }
  for (const k of used) {
    if (chosen.length >= colours) break;
    if (!taken[k]) keep(k);
  }
  const index = new Uint8Array(1 << 15);
  chosen.forEach((k, j) => {
    index[k] = j;
  });
  // The other colours (edge pixels) take the nearest chosen one.
  for (const k of used) {
    if (taken[k]) continue;
    const [r, g, b] = rgb(k);
    let best = 0,
      bestD = Infinity;
    for (let j = 0; j < pal.length; j++) {
      const d = dist(pal[j], r, g, b);
      if (d < bestD) {
        bestD = d;
        best = j;
      }
    }
    index[k] = best;
  }
  const rows = new Uint8Array((width + 1) * height);
  for (let y = 0, i = 0; y < height; y++) {
    let o = y * (width + 1) + 1; // filter byte 0 (none): palette data gains nothing from filters
    for (let x = 0; x < width; x++) rows[o++] = index[bins[i++]];
  }
  const palette = new Uint8Array(pal.length * 3);
  pal.forEach(([r, g, b], j) => {
    palette[j * 3] = r;
    palette[j * 3 + 1] = g;
    palette[j * 3 + 2] = b;
  });
  return { rows, palette };
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let n = 0; n < 256; n++) {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    t[n] = c >>> 0;
  }
  return t;
})();

function crc32(buf: Uint8Array): number {
  let c = 0xffffffff;
  for (let i = 0; i < buf.length; i++) c = CRC_TABLE[(c ^ buf[i]) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  out.write(type, 4, 'latin1');
  out.set(data, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

/** zlib level 4: within 3 % of level 6's size for this art, in two thirds of the time. */
export const PNG8_ZLIB_LEVEL = 4;

export function encodePng8(
  rgba: Uint8Array,
  width: number,
  height: number,
  level = PNG8_ZLIB_LEVEL,
  colours = PNG8_COLOURS,
): Buffer {
  const { rows, palette } = quantize(rgba, width, height, colours);
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = 3; // colour type: palette
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('PLTE', palette),
    chunk('IDAT', deflateSync(rows, { level })),
    chunk('IEND', new Uint8Array(0)),
  ]);
}
