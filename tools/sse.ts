// The live map's Server-Sent Events as a reader sees them: complete blocks cut from a text
// buffer, each `update` (a whole payload) or `patch` (what changed) with its data. Shared by the
// web tests and the bench.

export interface LiveEvent {
  kind: 'update' | 'patch';
  data: string;
  /** Bytes of the block on the wire (its blank line included). */
  bytes: number;
}

/** The complete live events at the start of `buf`, and what is left (an incomplete block). */
export function cutEvents(buf: string): { events: LiveEvent[]; rest: string } {
  const events: LiveEvent[] = [];
  let end: number;
  while ((end = buf.indexOf('\n\n')) >= 0) {
    const block = buf.slice(0, end);
    buf = buf.slice(end + 2);
    const m = /^event: (update|patch)\ndata: (.*)$/s.exec(block);
    if (m) events.push({ kind: m[1] as LiveEvent['kind'], data: m[2], bytes: Buffer.byteLength(block) + 2 });
  }
  return { events, rest: buf };
}
