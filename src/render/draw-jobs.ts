// What the drawing thread draws: every picture the bot sends (the public board, the battle
// close-up, a player's goal board, the Risk Express table, the records' leaderboard pages and
// rating plots), as plain data that crosses to a
// worker thread. The same function draws a job there and, when the thread is gone, here.
import type { Canvas } from '@napi-rs/canvas';
import type { GameMap } from '../engine/map.js';
import type { PublicView } from '../engine/view.js';
import type { ExpressPublicView } from '../express/types.js';
import { drawBattleView, type BattleOptions } from './battle.js';
import { drawBoard, type BoardView, type RenderOptions } from './board.js';
import { drawExpress, type ExpressRenderOptions } from './express.js';
import { drawLeaderboard, type LeaderboardImage } from './leaderboard.js';
import { drawPrivate, type PrivateOverlay } from './private.js';
import { drawRatingPlot } from './rating-plot.js';

export type ImageFormat = 'png' | 'webp' | 'png8';

/** One picture to draw; the map-based ones name their map (sent to the thread once per id). */
export type Picture =
  | { kind: 'board'; view: BoardView; mapId: string; options: RenderOptions }
  | { kind: 'battle'; view: PublicView; mapId: string; options: BattleOptions }
  | { kind: 'goal'; view: BoardView; mapId: string; overlay: PrivateOverlay; options: RenderOptions }
  | { kind: 'express'; view: ExpressPublicView; options: ExpressRenderOptions }
  | RecordPicture;

/** The records' pictures (/risk leaderboard, /risk stats): no map. */
export type RecordPicture =
  | { kind: 'leaderboard'; page: LeaderboardImage }
  | { kind: 'ratingPlot'; title: string; values: number[]; axis: string };

/** Whether the picture is drawn on a map (which the thread is sent once per id). */
export const onMap = (p: Picture): p is Extract<Picture, { mapId: string }> => 'mapId' in p;

/** The picture's canvas; null for a battle close-up with no attack to show. */
export function drawPicture(p: Picture, map: GameMap | null): Canvas | null {
  if (p.kind === 'express') return drawExpress(p.view, p.options);
  if (p.kind === 'leaderboard') return drawLeaderboard(p.page);
  if (p.kind === 'ratingPlot') return drawRatingPlot(p.title, p.values, p.axis);
  if (!map) throw new Error(`map ${p.mapId} was never sent`);
  switch (p.kind) {
    case 'board':
      return drawBoard(p.view, map, p.options).canvas;
    case 'battle':
      return drawBattleView(p.view, map, p.options);
    case 'goal':
      return drawPrivate(p.view, map, p.overlay, p.options);
  }
}
