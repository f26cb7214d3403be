// What the live map's tests share: a live stream read as the page reads it (Server-Sent Events:
// whole payloads, and patches applied to the payload held, up to the next version).
import { applyPatch, type Op } from '../../src/web/client/patch.js';
import { cutEvents } from '../../tools/sse.ts';

export interface StreamRead {
  seq: number;
  kind: string;
  /** How the version came: a whole payload or a patch on the one held. */
  via: 'update' | 'patch';
  /** The payload as the page holds it after this event. */
  doc: Record<string, unknown>;
  /** Bytes of the event's data. */
  bytes: number;
}

/** Reads a Server-Sent Events stream until a version past `seq` (`held`: the payload the reader already has). */
export async function nextUpdate(
  body: ReadableStream<Uint8Array>,
  after: number,
  held?: Record<string, unknown>,
): Promise<StreamRead> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  let doc = held;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    buf += decoder.decode(value, { stream: true });
    const cut = cutEvents(buf);
    buf = cut.rest;
    for (const m of cut.events) {
      const via = m.kind;
      const data = JSON.parse(m.data) as Record<string, unknown>;
      if (via === 'update') doc = data;
      else {
        const p = data as { from: number; ops: Op[] };
        if (!doc || doc.seq !== p.from) throw new Error(`patch from ${p.from} on ${String(doc?.seq)}`);
        doc = applyPatch(doc, p.ops);
      }
      const seq = doc.seq as number;
      if (seq > after) {
        reader.releaseLock();
        return { seq, kind: doc.kind as string, via, doc, bytes: Buffer.byteLength(m.data) };
      }
    }
  }
}
