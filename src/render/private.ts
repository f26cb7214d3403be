// A private image for one player: the public board plus their own goal. Secrets arrive here as
// an explicit argument, never through the view, so the public image cannot show them.
import type { Canvas } from '@napi-rs/canvas';
import type { GameMap } from '../engine/map.js';
import type { TerritoryId } from '../engine/types.js';
import { drawBoard, type BoardView, type RenderOptions } from './board.js';

export interface PrivateOverlay {
  /** Territories the goal names (an objective, a mission's continents). */
  highlight: TerritoryId[];
  /** e.g. "Objective 5 «Granchio» — 12/22 held" */
  title: string;
  lines?: string[];
  /** Their own headquarters, drawn with a dashed star while it is secret. */
  hq?: TerritoryId | null;
}

export function drawPrivate(
  view: BoardView,
  map: GameMap,
  overlay: PrivateOverlay,
  options: RenderOptions = {},
): Canvas {
  return drawBoard(view, map, options, {
    rows: [overlay.title, ...(overlay.lines ?? [])],
    highlight: overlay.highlight,
    hq: overlay.hq,
  }).canvas;
}
