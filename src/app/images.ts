// The seam to the renderer: the app asks for a board picture through this interface only,
// so the renderer (src/render) plugs in without the command layer knowing how it draws.
import type { PublicView } from '../engine/index.js';
import type { Locale } from '../i18n/names.js';

export interface BoardImageOptions {
  locale: Locale;
}

export interface BoardImages {
  /** A PNG of the public board (the view must be a public one: viewer null). */
  board(view: PublicView, options: BoardImageOptions): Promise<Buffer>;
}
