// Text on the image: wrapped labels, haloed labels, and text cut to fit.
import type { SKRSContext2D } from '@napi-rs/canvas';

/** One line, or two split at the space nearest the middle when wider than `max` pixels. */
export function wrapLabel(ctx: SKRSContext2D, text: string, f: string, max: number): string[] {
  ctx.font = f;
  if (ctx.measureText(text).width <= max) return [text];
  const spaces = [...text.matchAll(/ /g)].map((m) => m.index!);
  if (!spaces.length) return [text];
  const cut = spaces.reduce((a, b) => (Math.abs(b - text.length / 2) < Math.abs(a - text.length / 2) ? b : a));
  return [text.slice(0, cut), text.slice(cut + 1)];
}

/** A label with an outline in `outline`, readable on any ground. */
export function halo(
  ctx: SKRSContext2D,
  text: string,
  x: number,
  y: number,
  f: string,
  fill: string,
  outline: string,
): void {
  ctx.font = f;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = outline;
  ctx.lineWidth = Math.max(2, parseFloat(f.replace(/^bold /, '')) * 0.22);
  ctx.strokeText(text, x, y);
  ctx.fillStyle = fill;
  ctx.fillText(text, x, y);
}

/** Cuts text with an ellipsis to fit a width. */
export function fit(ctx: SKRSContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let s = text;
  while (s.length > 1 && ctx.measureText(`${s}…`).width > max) s = s.slice(0, -1);
  return `${s}…`;
}
