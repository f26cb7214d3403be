// Fonts ship in assets/fonts (see its README for licences): canvas draws no text at all on a
// machine without fonts. Atkinson Hyperlegible draws every label (designed for legibility at
// small sizes); DejaVu Sans and Noto Emoji catch what it lacks — Cyrillic, Greek, symbols and
// the emoji in names like "🤖 Ada". Characters no font has are left out rather than drawn
// as boxes (legible()).
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createCanvas, GlobalFonts, type Canvas } from '@napi-rs/canvas';

export const FONT = 'Atkinson Hyperlegible';
const FALLBACK = 'DejaVu Sans';
const dir = (sub = '') => fileURLToPath(new URL(`../../assets/fonts/${sub}`, import.meta.url));
let registered = false;
let stack = `"${FONT}"`;

function register(path: string, family: string): void {
  if (!GlobalFonts.registerFromPath(path, family)) throw new Error(`cannot load the font ${path}`);
}

export function registerFonts(): void {
  if (registered) return;
  for (const file of ['AtkinsonHyperlegible-Regular.ttf', 'AtkinsonHyperlegible-Bold.ttf']) register(dir(file), FONT);
  for (const file of ['DejaVuSans.ttf', 'DejaVuSans-Bold.ttf']) register(dir(file), FALLBACK);
  // Noto Emoji comes as unicode-range subsets; one family name each, or Skia keeps only one.
  const emoji = readdirSync(dir('noto-emoji'))
    .filter((f) => f.endsWith('.woff2'))
    .sort();
  const families = emoji.map((file, i) => {
    const family = `Noto Emoji ${i}`;
    register(dir(`noto-emoji/${file}`), family);
    return `"${family}"`;
  });
  stack = [`"${FONT}"`, `"${FALLBACK}"`, ...families].join(', ');
  registered = true;
}

/**
 * The smallest type on a board, in font units: 7 px once a phone shows the picture 400 px wide
 * (a font unit is 2.3 % of the width, so 0.77 of one is 7.1 px there).
 */
export const MIN_TEXT = 0.77;

export const font = (px: number, bold = false): string => `${bold ? 'bold ' : ''}${Math.round(px)}px ${stack}`;

// ---- what the fonts can draw ----

const probe: { canvas: Canvas | null; missing: string } = { canvas: null, missing: '' };
const known = new Map<number, boolean>();

/** The pixels of `ch` drawn in the font stack, as a string to compare. */
function pixels(ch: string): string {
  probe.canvas ??= createCanvas(40, 32);
  const g = probe.canvas.getContext('2d');
  g.clearRect(0, 0, 40, 32);
  g.font = font(22);
  g.fillStyle = '#000';
  g.textBaseline = 'middle';
  g.fillText(ch, 4, 16);
  return Buffer.from(g.getImageData(0, 0, 40, 32).data.buffer).toString('base64');
}

/** Whether some shipped font has a glyph for this code point (it does not draw the .notdef box). */
export function hasGlyph(codePoint: number): boolean {
  registerFonts();
  let ok = known.get(codePoint);
  if (ok === undefined) {
    // U+0378 is unassigned: every font draws its "missing" box for it.
    probe.missing ||= pixels('\u0378');
    ok = pixels(String.fromCodePoint(codePoint)) !== probe.missing;
    known.set(codePoint, ok);
  }
  return ok;
}

const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

/**
 * `text` without the characters no shipped font can draw (Chinese, Thai…), so no box is ever
 * drawn; `fallback` when nothing legible is left.
 */
export function legible(text: string, fallback: string): string {
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    const cp = segment.codePointAt(0)!;
    if (cp < 0x80 || hasGlyph(cp)) out += segment;
  }
  out = out.replace(/\s+/g, ' ').trim();
  return /[\p{L}\p{N}\p{Extended_Pictographic}]/u.test(out) ? out : fallback;
}
