// Pictures that stand for what they show (a digest of the view and its options) and cost next to
// nothing: for the tests that count messages, read text, controls, records or web pages, never
// the pixels (test/render draws the real images and looks at them). A panel still uploads a new
// picture only when what it shows changed, as with the real ones.
import type { BoardImages } from '../src/app/images.ts';
import { viewKey } from '../src/discord/image-cache.ts';

export const viewImages: BoardImages = {
  extension: 'png',
  board: async (v, o) => Buffer.from(viewKey('board', v, o)),
  battle: async (v, o) => Buffer.from(viewKey('battle', v, o)),
  goal: async (v, g, o) => Buffer.from(viewKey('goal', v, g, o)),
  express: async (v, o) => Buffer.from(viewKey('express', v, o)),
};
