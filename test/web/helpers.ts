// What the live map's tests share: a free port for a server to listen on (test/net.ts), and a live stream read
// as the page reads it (Server-Sent Events, up to the next `update`).
export { freePort } from '../net.ts';

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
