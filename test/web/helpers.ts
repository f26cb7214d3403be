// What the live map's tests share: a free port for a server to listen on, and a live stream read
// as the page reads it (Server-Sent Events, up to the next `update`).
import { createServer } from 'node:net';

/** A port nothing listens on now (the OS picks it). */
export async function freePort(): Promise<number> {
  return new Promise((res, rej) => {
    const s = createServer();
    s.once('error', rej);
    s.listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => res(port));
    });
  });
}

/** Reads a Server-Sent Events stream until an `update` whose payload passes `seq`. */
export async function nextUpdate(
  body: ReadableStream<Uint8Array>,
  after: number,
): Promise<{ seq: number; kind: string }> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buf = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (done) throw new Error('stream ended');
    buf += decoder.decode(value, { stream: true });
    let end: number;
    while ((end = buf.indexOf('\n\n')) >= 0) {
      const block = buf.slice(0, end);
      buf = buf.slice(end + 2);
      const data = /^event: update\ndata: (.*)$/s.exec(block)?.[1];
      if (!data) continue;
      const p = JSON.parse(data) as { seq: number; kind: string };
      if (p.seq > after) {
        reader.releaseLock();
        return p;
      }
    }
  }
}
