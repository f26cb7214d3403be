// What the live map's tests share: a live stream read as the page reads it (Server-Sent Events:
// whole payloads, and patches applied to the payload held, up to the next version), and a
// classic game played through Discord up to one player's reinforcements.
import type { GameService } from '../../src/app/service.js';
import { asMap, type MapRecord } from '../../src/discord/games/map/record.js';
import { viewFor, waitingFor } from '../../src/engine/index.js';
import { applyPatch, type Op } from '../../src/web/client/patch.js';
import type { Standin, StandinUser } from '../../tools/discord-standin/index.ts';
import { cutEvents } from '../../tools/sse.ts';

/**
 * Plays the channel's game through Discord (each human ends the phase and places their reserve
 * on a territory of theirs; the AI plays by itself) until `user` is to place reinforcements.
 */
export async function untilReinforcement(
  d: Standin,
  svc: GameService,
  ch: string,
  user: StandinUser,
  others: StandinUser[],
): Promise<{ seat: number; record: MapRecord }> {
  let r = asMap((await svc.get(ch))!);
  const seat = r.seats.findIndex((x) => x.userId === user.id);
  for (let i = 0; i < 40; i++) {
    r = asMap((await svc.get(ch))!);
    const s = r.state!;
    const who = waitingFor(s)[0];
    if (who === seat && s.phase.kind === 'reinforce') break;
    const u = [user, ...others].find((x) => x.id === r.seats[who].userId)!;
    await d.slash(u, 'risk end');
    await d.slash(u, 'place', {
      territory: Object.entries(viewFor(s, null).territories).find(([, t]) => t.owner === who)![0],
      count: s.players[who].reserve || 1,
    });
  }
  return { seat, record: r };
}

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
