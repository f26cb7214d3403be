// The board pictures of src/render behind the app's BoardImages seam. Only public views are
// drawn; a goal overlay is passed explicitly and only for its owner's image. Palette PNG: a
// third of the lossless WebP's bytes (the panel re-uploads the board after every step).
import type { BoardImages } from '../app/images.js';
import { getMap } from '../engine/index.js';
import { cachedImages } from './image-cache.js';
import { renderBattleOff, renderBoardOff, renderExpressOff, renderPrivateOff } from '../render/draw-pool.js';
import { battleDiceOf } from '../render/battle.js';
import { extensionOf, type ImageFormat } from '../render/index.js';

export function defaultBoardImages(format: ImageFormat = 'png8'): BoardImages {
  // Drawn once per public view (src/discord/image-cache.ts), every one in the drawing thread.
  return cachedImages({
    extension: extensionOf(format),
    board: (view, options) =>
      renderBoardOff(view, getMap(view.map), {
        locale: options.locale,
        names: options.names,
        note: options.note,
        roundLimit: options.roundLimit,
        format,
      }),
    battle: (view, options) =>
      renderBattleOff(view, getMap(view.map), {
        locale: options.locale,
        format,
        ...(options.roll ? { dice: battleDiceOf(options.roll) } : {}),
        ...(options.roll?.sea ? { sea: options.roll.sea } : {}),
      }),
    goal: (view, overlay, options) =>
      renderPrivateOff(view, getMap(view.map), overlay, { locale: options.locale, format }),
    express: (view, options) => renderExpressOff(view, { locale: options.locale, colours: options.colours, format }),
  });
}
