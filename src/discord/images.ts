// The board pictures of src/render behind the app's BoardImages seam. Only public views are
// drawn; a goal overlay is passed explicitly and only for its owner's image.
import type { BoardImages } from '../app/images.js';
import { getMap } from '../engine/index.js';
import { renderBattleView, renderBoard, renderPrivate } from '../render/index.js';

export function defaultBoardImages(): BoardImages {
  return {
    extension: 'webp',
    board: (view, options) => renderBoard(view, getMap(view.map), { locale: options.locale, names: options.names, note: options.note }),
    battle: (view, options) => renderBattleView(view, getMap(view.map), { locale: options.locale }),
    goal: (view, overlay, options) => renderPrivate(view, getMap(view.map), overlay, { locale: options.locale }),
  };
}
