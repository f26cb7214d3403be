// The palette-PNG encoder's thread: quantising and deflating a board takes ~10 ms of CPU that
// must not run on the bot's event loop.
import { parentPort } from 'node:worker_threads';
import { encodePng8 } from './png8.js';

export interface Png8Job {
  id: number;
  width: number;
  height: number;
  pixels: ArrayBuffer;
  /** Palette size (PNG8_COLOURS unless a bench compares). */
  colours?: number;
}
export type Png8Reply = { id: number; png: ArrayBuffer } | { id: number; error: string };

parentPort?.on('message', (job: Png8Job) => {
  try {
    const png = encodePng8(new Uint8Array(job.pixels), job.width, job.height, undefined, job.colours);
    const bytes = new Uint8Array(png.length);
    bytes.set(png);
    const out = bytes.buffer;
    parentPort!.postMessage({ id: job.id, png: out } satisfies Png8Reply, [out]);
  } catch (e) {
    parentPort!.postMessage({ id: job.id, error: e instanceof Error ? e.message : String(e) } satisfies Png8Reply);
  }
});
