// Pictures drawn off the event loop, in one drawing thread beside it (two cores: the bot's loop
// and the drawing). Started on first use and unref'd while idle; if it dies, the jobs in flight
// are drawn on the calling thread and the next call starts a new one. Output is byte for byte
// what the functions of index.ts draw. Jobs go to the thread one at a time, people's first
// (lane.ts): a picture for a game with someone at the table waits for at most the one being
// drawn, never for the queued boards of AI-only games.
import type { Worker } from 'node:worker_threads';
import type { GameMap } from '../engine/map.js';
import type { PublicView } from '../engine/view.js';
import type { ExpressPublicView } from '../express/types.js';
import type { BattleOptions } from './battle.js';
import type { BoardView, RenderOptions } from './board.js';
import { drawPicture, type ImageFormat, type Picture, type RecordPicture } from './draw-jobs.js';
import type { DrawJob, DrawReply } from './draw-worker.js';
import type { ExpressRenderOptions } from './express.js';
import { encodeImage } from './index.js';
import { LaneQueue } from './lane.js';
import type { PrivateOverlay } from './private.js';
import { startWorker } from './worker-boot.js';

const WORKER_URL = new URL(import.meta.url.endsWith('.ts') ? './draw-worker.ts' : './draw-worker.js', import.meta.url);

interface Drawing {
  worker: Worker;
  mapsSent: Set<string>;
  pending: Map<number, { resolve: (b: Buffer | null) => void; reject: (e: Error) => void }>;
}

/** Pictures drawn in the thread and, the thread being gone, here (the tests check where). */
export const drawn = { inThread: 0, here: 0 };

let current: Drawing | null = null;
let nextId = 1;
/** The drawing thread's queue: one job in the thread at a time, people's first. */
export const drawQueue = new LaneQueue(1, 64);

/** Pictures sent to the drawing thread and not back yet (the operator's queue depth). */
export function drawingsPending(): number {
  return current?.pending.size ?? 0;
}

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
    if ('error' in reply) p.reject(new Error(`drawing: ${reply.error}`));
    else {
      drawn.inThread++;
      p.resolve(reply.image ? Buffer.from(reply.image) : null);
    }
  });
  d.worker.on('error', fail);
  d.worker.on('exit', (code) => fail(new Error(`drawing thread exited with code ${code}`)));
  current = d;
  return d;
}

function viaWorker(picture: Picture, map: GameMap | null, format: ImageFormat): Promise<Buffer | null> {
  const d = drawing();
  const id = nextId++;
  const job: DrawJob = { ...picture, id, format, ...(map && !d.mapsSent.has(map.id) ? { map } : {}) };
  return new Promise<Buffer | null>((resolve, reject) => {
    d.pending.set(id, { resolve, reject });
    d.worker.ref(); // keep the process alive while a drawing is in flight
    d.worker.postMessage(job);
    if (map) d.mapsSent.add(map.id);
  });
}

/** A picture drawn in the drawing thread (on this thread if that thread is gone). */
function drawOff(picture: Picture, map: GameMap | null, format: ImageFormat): Promise<Buffer | null> {
  return drawQueue
    .run(() => viaWorker(picture, map, format))
    .catch((err: unknown) => {
      if (err instanceof Error && err.message.startsWith('drawing: ')) throw err;
      drawn.here++;
      const canvas = drawPicture(picture, map);
      return canvas ? encodeImage(canvas, format) : null;
    });
}

type Format = { format?: ImageFormat };
const formatOf = (o: Format): ImageFormat => o.format ?? 'webp';

/** renderBoard, drawn in the drawing thread. */
export async function renderBoardOff(view: BoardView, map: GameMap, options: RenderOptions & Format = {}) {
  const { format, ...rest } = options;
  return (await drawOff({ kind: 'board', view, mapId: map.id, options: rest }, map, formatOf({ format })))!;
}

/** renderBattleView, drawn in the drawing thread: null when there is no attack to show. */
export function renderBattleOff(view: PublicView, map: GameMap, options: BattleOptions & Format = {}) {
  const { format, ...rest } = options;
  return drawOff({ kind: 'battle', view, mapId: map.id, options: rest }, map, formatOf({ format }));
}

/** renderPrivate, drawn in the drawing thread: one player's goal on the board, for them only. */
export async function renderPrivateOff(
  view: BoardView,
  map: GameMap,
  overlay: PrivateOverlay,
  options: RenderOptions & Format = {},
) {
  const { format, ...rest } = options;
  return (await drawOff({ kind: 'goal', view, mapId: map.id, overlay, options: rest }, map, formatOf({ format })))!;
}

/** The Risk Express table, drawn and encoded in the drawing thread. */
export async function renderExpressOff(view: ExpressPublicView, options: ExpressRenderOptions & Format = {}) {
  const { format, ...rest } = options;
  return (await drawOff({ kind: 'express', view, options: rest }, null, formatOf({ format })))!;
}

/** A leaderboard page (palette PNG) or a rating plot (PNG), drawn in the drawing thread. */
export async function drawPictureOff(picture: RecordPicture): Promise<Buffer> {
  return (await drawOff(picture, null, picture.kind === 'leaderboard' ? 'png8' : 'png'))!;
}
