// The renderer's surface. Encoding runs on libuv's thread pool (the canvas library's async
// encode), so a render never holds the event loop for the encode.
import type { GameMap } from '../engine/map.js';
import type { PublicView } from '../engine/view.js';
import { drawBattleView, type BattleOptions } from './battle.js';
import { drawBoard, type RenderOptions } from './board.js';
import { drawPrivate, type PrivateOverlay } from './private.js';

export type { RenderOptions, BattleOptions, PrivateOverlay };
export type ImageFormat = 'png' | 'webp';

/**
 * The public board, drawn from the public view only. WebP by default: lossless WebP (quality
 * 100) keeps every edge of the flat-colour art, encodes about twice as fast as PNG and is a
 * quarter smaller; Discord shows it inline. `npm run bench` measures the alternatives.
 */
export async function renderBoard(view: PublicView, map: GameMap, options: RenderOptions & { format?: ImageFormat } = {}): Promise<Buffer> {
  const { canvas } = drawBoard(view, map, options);
  return options.format === 'png' ? canvas.encode('png') : canvas.encode('webp', 100);
}

/** The file extension for a format (attachments must say what they are). */
export const extensionOf = (format: ImageFormat = 'webp'): string => format;

/** A close-up of the last attack, or null when the last move has no source. */
export async function renderBattleView(view: PublicView, map: GameMap, options: BattleOptions = {}): Promise<Buffer | null> {
  const canvas = drawBattleView(view, map, options);
  return canvas ? canvas.encode('webp', 100) : null;
}

/** One player's board with their goal drawn on it: send it to that player only. */
export async function renderPrivate(view: PublicView, map: GameMap, overlay: PrivateOverlay, options: RenderOptions = {}): Promise<Buffer> {
  return drawPrivate(view, map, overlay, options).encode('webp', 100);
}
