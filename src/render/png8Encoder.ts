// Sends canvases to the palette-PNG worker. One worker, started on first use and unref'd so it
// never keeps the process alive; if it dies, the jobs in flight fail and the next call starts
// a new one.
import type { Worker } from 'node:worker_threads';
import type { Canvas } from '@napi-rs/canvas';
import type { Png8Job, Png8Reply } from './png8Worker.js';
import { startWorker } from './worker-boot.js';

const WORKER_URL = new URL(import.meta.url.endsWith('.ts') ? './png8Worker.ts' : './png8Worker.js', import.meta.url);

let worker: Worker | null = null;
let nextId = 1;
const pending = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>();

function failAll(err: Error): void {
  for (const p of pending.values()) p.reject(err);
  pending.clear();
  worker = null;
}

function getWorker(): Worker {
  if (worker) return worker;
  const w = startWorker(WORKER_URL);
  w.unref();
  w.on('message', (reply: Png8Reply) => {
    const p = pending.get(reply.id);
    if (!p) return;
    pending.delete(reply.id);
    if ('error' in reply) p.reject(new Error(`png8 encoder: ${reply.error}`));
    else p.resolve(Buffer.from(reply.png));
  });
  w.on('error', (e) => failAll(e));
  w.on('exit', (code) => {
    if (worker === w) failAll(new Error(`png8 encoder exited with code ${code}`));
  });
  worker = w;
  return w;
}

/** Palette PNG of a canvas; only reading the pixels happens on the calling thread. */
export function encodePng8Off(canvas: Canvas, colours?: number): Promise<Buffer> {
  const data = canvas.data();
  // data() hands back a fresh buffer of its own: transfer it as it is (a 1.7 ms copy saved on
  // the event loop), unless it is a view into a larger or shared one.
  let pixels: ArrayBuffer;
  if (data.buffer instanceof ArrayBuffer && data.byteOffset === 0 && data.byteLength === data.buffer.byteLength) {
    pixels = data.buffer;
  } else {
    const copy = new Uint8Array(data.length);
    copy.set(data);
    pixels = copy.buffer;
  }
  const id = nextId++;
  return new Promise((resolve, reject) => {
    pending.set(id, { resolve, reject });
    const w = getWorker();
    w.ref(); // keep the process alive while a job is in flight
    const job: Png8Job = { id, width: canvas.width, height: canvas.height, pixels, colours };
    w.postMessage(job, [pixels]);
  }).finally(() => {
    if (pending.size === 0) worker?.unref();
  }) as Promise<Buffer>;
}
