// The renderer's surface. Encoding never runs on the event loop: WebP and PNG on libuv's
// thread pool (the canvas library's async encode), palette PNG in our worker thread. The bot
// draws every picture in a drawing thread too (draw-pool.ts); these draw on the calling one.
import type { GameMap } from '../engine/map.js';
import type { PublicView } from '../engine/view.js';
import { drawBattleView, type BattleOptions } from './battle.js';
import { drawBoard, type BoardView, type RenderOptions, type Stack } from './board.js';
import { drawPrivate, type PrivateOverlay } from './private.js';
import { encodePng8Off } from './png8Encoder.js';
import type { Canvas } from '@napi-rs/canvas';
import type { ImageFormat } from './draw-jobs.js';

export type { RenderOptions, BattleOptions, PrivateOverlay, BoardView, Stack };
/**
 * 'webp': lossless WebP. 'png': full-colour PNG. 'png8': palette PNG (quantised in a worker
 * thread), a third of the WebP's size and a little faster; see docs/rendering.md.
 */
export type { ImageFormat };

/** Encodes off the event loop: the canvas library's thread pool, or our png8 worker. */
export function encodeImage(canvas: Canvas, format: ImageFormat = 'webp'): Promise<Buffer> {
  if (format === 'png8') return encodePng8Off(canvas);
  return format === 'png' ? canvas.encode('png') : canvas.encode('webp', 100);
}

/**
 * The public board, drawn from the public view only. WebP by default: lossless WebP (quality
 * 100) keeps every edge of the flat-colour art, encodes about twice as fast as PNG and is a
 * quarter smaller; Discord shows it inline. `npm run bench` measures the alternatives.
 */
export async function renderBoard(
  view: BoardView,
  map: GameMap,
  options: RenderOptions & { format?: ImageFormat } = {},
): Promise<Buffer> {
  const { canvas } = drawBoard(view, map, options);
  return encodeImage(canvas, options.format);
}

/** The file extension for a format (attachments must say what they are). */
export const extensionOf = (format: ImageFormat = 'webp'): string => (format === 'png8' ? 'png' : format);

/** A close-up of the last attack, or null when the last move has no source. */
export async function renderBattleView(
  view: PublicView,
  map: GameMap,
  options: BattleOptions & { format?: ImageFormat } = {},
): Promise<Buffer | null> {
  const canvas = drawBattleView(view, map, options);
  return canvas ? encodeImage(canvas, options.format) : null;
}

/** One player's board with their goal drawn on it: send it to that player only. */
export async function renderPrivate(
  view: BoardView,
  map: GameMap,
  overlay: PrivateOverlay,
  options: RenderOptions & { format?: ImageFormat } = {},
): Promise<Buffer> {
  return encodeImage(drawPrivate(view, map, overlay, options), options.format);
}
