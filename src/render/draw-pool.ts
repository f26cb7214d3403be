// Boards drawn off the event loop, in one drawing thread beside it (two cores: the bot's loop
// and the drawing). Started on first use and unref'd while idle; if it dies, the jobs in flight
// are drawn on the calling thread and the next call starts a new one. Output is byte for byte
// what renderBoard draws. The records' pictures (leaderboard pages, rating plots) are drawn in
// the same thread.
import type { Worker } from 'node:worker_threads';
import type { GameMap } from '../engine/map.js';
import type { BoardView, RenderOptions } from './board.js';
import { drawPicture, type BoardJob, type DrawJob, type DrawReply, type RecordPicture } from './draw-worker.js';
import { renderBoard, type ImageFormat } from './index.js';
import { startWorker } from './worker-boot.js';

const WORKER_URL = new URL(import.meta.url.endsWith('.ts') ? './draw-worker.ts' : './draw-worker.js', import.meta.url);

interface Drawing {
  worker: Worker;
  mapsSent: Set<string>;
  pending: Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>;
}

let current: Drawing | null = null;
let nextId = 1;

function drawing(): Drawing {
  if (current) return current;
  const d: Drawing = { worker: startWorker(WORKER_URL), mapsSent: new Set(), pending: new Map() };
  const fail = (err: Error) => {
    if (current === d) current = null;
    for (const p of d.pending.values()) p.reject(err);
    d.pending.clear();
  };
  d.worker.unref();
  d.worker.on('message', (reply: DrawReply) => {
    const p = d.pending.get(reply.id);
    if (!p) return;
    d.pending.delete(reply.id);
    if (d.pending.size === 0) d.worker.unref();
    if ('error' in reply) p.reject(new Error(`board drawing: ${reply.error}`));
    else p.resolve(Buffer.from(reply.image));
  });
  d.worker.on('error', fail);
  d.worker.on('exit', (code) => fail(new Error(`board drawing thread exited with code ${code}`)));
  current = d;
  return d;
}

function send(d: Drawing, job: DrawJob): Promise<Buffer> {
  return new Promise<Buffer>((resolve, reject) => {
    d.pending.set(job.id, { resolve, reject });
    d.worker.ref(); // keep the process alive while a drawing is in flight
    d.worker.postMessage(job);
  });
}

function viaWorker(view: BoardView, map: GameMap, options: RenderOptions & { format?: ImageFormat }): Promise<Buffer> {
  const d = drawing();
  const job: BoardJob = { id: nextId++, view, mapId: map.id, options, ...(d.mapsSent.has(map.id) ? {} : { map }) };
  const sent = send(d, job);
  d.mapsSent.add(map.id);
  return sent;
}

/** Drawn on this thread when the drawing thread is gone; a drawing's own error is passed on. */
function orHere(p: Promise<Buffer>, here: () => Buffer | Promise<Buffer>): Promise<Buffer> {
  return p.catch((err: unknown) => {
    if (err instanceof Error && err.message.startsWith('board drawing: ')) throw err;
    return here();
  });
}

/** renderBoard, drawn in the drawing thread (on this thread if that thread is gone). */
export function renderBoardOff(
  view: BoardView,
  map: GameMap,
  options: RenderOptions & { format?: ImageFormat } = {},
): Promise<Buffer> {
  return orHere(viaWorker(view, map, options), () => renderBoard(view, map, options));
}

/** A leaderboard page or a rating plot, drawn in the drawing thread (on this thread if that thread is gone). */
export function drawPictureOff(picture: RecordPicture): Promise<Buffer> {
  return orHere(send(drawing(), { id: nextId++, picture }), () => drawPicture(picture));
}
