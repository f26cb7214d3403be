// The drawing thread: drawing a picture (~10–130 ms of CPU on a busy machine) and encoding it
// run here, not on the bot's event loop, so a burst of presentations does not stall every
// other interaction. Maps arrive once per map id and are kept.
import { parentPort } from 'node:worker_threads';
import type { GameMap } from '../engine/map.js';
import { drawPicture, onMap, type ImageFormat, type Picture } from './draw-jobs.js';
import { encodePng8 } from './png8.js';

export type DrawJob = Picture & {
  id: number;
  format: ImageFormat;
  /** Sent with the first job of each map id. */
  map?: GameMap;
};
export type DrawReply = { id: number; image: ArrayBuffer | null } | { id: number; error: string };

const maps = new Map<string, GameMap>();

async function draw(job: DrawJob): Promise<Buffer | null> {
  if (job.map && onMap(job)) maps.set(job.mapId, job.map);
  const canvas = drawPicture(job, onMap(job) ? (maps.get(job.mapId) ?? null) : null);
  if (!canvas) return null;
  if (job.format === 'png8') return encodePng8(canvas.data(), canvas.width, canvas.height);
  return job.format === 'png' ? canvas.encode('png') : canvas.encode('webp', 100);
}

parentPort?.on('message', (job: DrawJob) => {
  draw(job).then(
    (image) => {
      if (!image) {
        parentPort!.postMessage({ id: job.id, image: null } satisfies DrawReply);
        return;
      }
      const bytes = new Uint8Array(image.length);
      bytes.set(image);
      parentPort!.postMessage({ id: job.id, image: bytes.buffer } satisfies DrawReply, [bytes.buffer]);
    },
    (e: unknown) => {
      parentPort!.postMessage({ id: job.id, error: e instanceof Error ? e.message : String(e) } satisfies DrawReply);
    },
  );
});
