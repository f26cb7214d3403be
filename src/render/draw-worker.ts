// The board-drawing thread: drawing a board (~50–130 ms of CPU on a busy machine) and encoding
// it run here, not on the bot's event loop, so a burst of presentations does not stall every
// other interaction. Maps arrive once per map id and are kept.
import { parentPort } from 'node:worker_threads';
import type { GameMap } from '../engine/map.js';
import { drawBoard, type BoardView, type RenderOptions } from './board.js';
import type { ImageFormat } from './index.js';
import { renderLeaderboard, type LeaderboardImage } from './leaderboard.js';
import { encodePng8 } from './png8.js';

export interface BoardJob {
  id: number;
  view: BoardView;
  mapId: string;
  /** Sent with the first job of each map id. */
  map?: GameMap;
  options: RenderOptions & { format?: ImageFormat };
}
/** A leaderboard page (/risk leaderboard), drawn here too: a slow draw never holds the event loop. */
export interface LeaderboardJob {
  id: number;
  leaderboard: LeaderboardImage;
}
export type DrawJob = BoardJob | LeaderboardJob;
export type DrawReply = { id: number; image: ArrayBuffer } | { id: number; error: string };

const maps = new Map<string, GameMap>();

async function draw(job: DrawJob): Promise<Buffer> {
  if ('leaderboard' in job) return renderLeaderboard(job.leaderboard);
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
