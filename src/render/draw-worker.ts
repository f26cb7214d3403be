// The board-drawing thread: drawing a board (~50–130 ms of CPU on a busy machine) and encoding
// it run here, not on the bot's event loop, so a burst of presentations does not stall every
// other interaction. Maps arrive once per map id and are kept.
import { parentPort } from 'node:worker_threads';
import type { GameMap } from '../engine/map.js';
import { drawBoard, type BoardView, type RenderOptions } from './board.js';
import type { ImageFormat } from './index.js';
import { renderLeaderboard, type LeaderboardImage } from './leaderboard.js';
import { renderRatingPlot } from './rating-plot.js';
import { encodePng8 } from './png8.js';

export interface BoardJob {
  id: number;
  view: BoardView;
  mapId: string;
  /** Sent with the first job of each map id. */
  map?: GameMap;
  options: RenderOptions & { format?: ImageFormat };
}
/** The records' pictures are drawn here too, so no draw holds the event loop. */
export type RecordPicture =
  { kind: 'leaderboard'; page: LeaderboardImage } | { kind: 'ratingPlot'; title: string; values: number[] };
export interface PictureJob {
  id: number;
  picture: RecordPicture;
}
export type DrawJob = BoardJob | PictureJob;

/** A record picture, on whichever thread calls it. */
export function drawPicture(p: RecordPicture): Buffer {
  return p.kind === 'leaderboard' ? renderLeaderboard(p.page) : renderRatingPlot(p.title, p.values);
}
export type DrawReply = { id: number; image: ArrayBuffer } | { id: number; error: string };

const maps = new Map<string, GameMap>();

async function draw(job: DrawJob): Promise<Buffer> {
  if ('picture' in job) return drawPicture(job.picture);
  if (job.map) maps.set(job.mapId, job.map);
  const map = maps.get(job.mapId);
  if (!map) throw new Error(`map ${job.mapId} was never sent`);
  const { canvas } = drawBoard(job.view, map, job.options);
  const format = job.options.format ?? 'webp';
  if (format === 'png8') return encodePng8(canvas.data(), canvas.width, canvas.height);
  return format === 'png' ? canvas.encode('png') : canvas.encode('webp', 100);
}

parentPort?.on('message', (job: DrawJob) => {
  draw(job).then(
    (image) => {
      const bytes = new Uint8Array(image.length);
      bytes.set(image);
      parentPort!.postMessage({ id: job.id, image: bytes.buffer } satisfies DrawReply, [bytes.buffer]);
    },
    (e: unknown) => {
      parentPort!.postMessage({ id: job.id, error: e instanceof Error ? e.message : String(e) } satisfies DrawReply);
    },
  );
});
