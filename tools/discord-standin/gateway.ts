// The gateway: plain JSON frames over a websocket (discord.js only asks for zlib-stream when
// the optional zlib-sync package is installed; the stand-in refuses that loudly). Sharded like
// Discord: a connection identifies as shard [id, count] and is given, and sent the events of,
// the guilds with (guild_id >> 22) % count === id; DMs go to shard 0.
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { guildCreatePayload, guildMembers } from './payloads.ts';
import { shardOf, token } from './snowflake.ts';
import type { JsonObject, JsonValue } from './types.ts';
import type { World } from './world.ts';
import { fairTimeout } from '../fair-time.ts';

const Op = {
  Dispatch: 0,
  Heartbeat: 1,
  Identify: 2,
  PresenceUpdate: 3,
  Resume: 6,
  Reconnect: 7,
  RequestGuildMembers: 8,
  InvalidSession: 9,
  Hello: 10,
  HeartbeatAck: 11,
} as const;

interface Session {
  id: string;
  seq: number;
  intents: number;
  socket: WebSocket | null;
  shard: number;
  shardCount: number;
}

type Waiter = { resolve: () => void };
type ReadyWaiter = { test: () => boolean; resolve: () => void };

export interface GatewayOptions {
  heartbeatIntervalMs: number;
  log: (line: string) => void;
}

export class Gateway {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, Session>();
  /** Sessions attached to a live socket, by shard id (one process may run several shards). */
  private readonly live = new Map<number, Session>();
  private readyWaiters: ReadyWaiter[] = [];
  private heartbeatWaiters: Waiter[] = [];
  private resumeWaiters: Waiter[] = [];
  readonly stats = {
    identifies: 0,
    resumes: 0,
    heartbeats: 0,
    routed: [] as { event: string; guildId: string | null; shard: number }[],
  };
  url = '';

  constructor(
    private readonly world: World,
    private readonly options: GatewayOptions,
  ) {}

  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): void {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (url.pathname.replace(/\/+$/, '') !== '/gateway') {
      socket.destroy();
      return;
    }
    this.wss.handleUpgrade(req, socket, head, (ws) => this.onConnection(ws, url.searchParams));
  }

  /** Every shard of the announced count has a live connection. */
  get ready(): boolean {
    const any = this.live.values().next().value;
    if (!any) return false;
    for (let k = 0; k < any.shardCount; k++) if (!this.live.get(k)?.socket) return false;
    return true;
  }

  get intents(): number {
    return this.live.values().next().value?.intents ?? 0;
  }

  /** The live session Discord would send this guild's events to (DMs: shard 0). */
  private sessionFor(guildId: string | null): Session | undefined {
    for (const session of this.live.values()) {
      if (session.socket && shardOf(guildId, session.shardCount) === session.shard) return session;
    }
    return undefined;
  }

  /**
   * Resolves when every shard is identified (or resumed) — or, given a guild, when the shard
   * that serves it is; rejects after timeoutMs if given.
   */
  waitForReady(timeoutMs?: number, guildId?: string | null): Promise<void> {
    const test = () => (guildId === undefined ? this.ready : !!this.sessionFor(guildId));
    if (test()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter: ReadyWaiter = { test, resolve: () => {} };
      const cancel =
        timeoutMs === undefined
          ? undefined
          : fairTimeout(timeoutMs, () => {
              this.readyWaiters = this.readyWaiters.filter((w) => w !== waiter);
              reject(
                new Error(
                  `stand-in: no bot identified on the gateway within ${timeoutMs} ms of idle-machine time (did client.login run with rest.api = d.apiUrl?)`,
                ),
              );
            });
      waiter.resolve = () => {
        cancel?.();
        resolve();
      };
      this.readyWaiters.push(waiter);
    });
  }

  /** Sends op 1 (to shard 0 by default); discord.js must answer with a heartbeat at once. */
  requestHeartbeat(shard = 0): Promise<void> {
    const socket = this.requireSocket(shard);
    const answered = new Promise<void>((resolve) => this.heartbeatWaiters.push({ resolve }));
    socket.send(JSON.stringify({ op: Op.Heartbeat, d: null }));
    return answered;
  }

  /**
   * Closes the bot's socket with a resumable code; resolves when discord.js has come back
   * with RESUME (or IDENTIFY) and is live again.
   */
  dropConnection(code = 4000, shard = 0): Promise<void> {
    const socket = this.requireSocket(shard);
    const back = new Promise<void>((resolve) => this.resumeWaiters.push({ resolve }));
    socket.close(code, 'stand-in: dropped on purpose');
    return back;
  }

  /** Sends an event of `guildId` (null: not a guild's, e.g. a DM) to the shard that serves it. */
  dispatch(event: string, data: JsonValue, guildId: string | null = null): void {
    const session = this.sessionFor(guildId);
    if (!session?.socket)
      throw new Error(`stand-in: no bot is connected to the gateway${guildId ? ` for guild ${guildId}` : ''}`);
    this.stats.routed.push({ event, guildId, shard: session.shard });
    this.send(session, event, data);
  }

  async close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private requireSocket(shard: number): WebSocket {
    const socket = this.live.get(shard)?.socket;
    if (!socket) throw new Error('stand-in: no bot is connected to the gateway');
    return socket;
  }

  private send(session: Session, event: string, data: JsonValue): void {
    session.seq += 1;
    session.socket?.send(JSON.stringify({ op: Op.Dispatch, t: event, s: session.seq, d: data }));
  }

  private onConnection(ws: WebSocket, params: URLSearchParams): void {
    if ((params.get('encoding') ?? 'json') !== 'json' || params.has('compress')) {
      this.options.log(`gateway: refused encoding=${params.get('encoding')} compress=${params.get('compress')}`);
      ws.close(4002, 'stand-in speaks uncompressed JSON only (uninstall zlib-sync / use encoding=json)');
      return;
    }
    let session: Session | null = null;
    ws.send(
      JSON.stringify({
        op: Op.Hello,
        d: { heartbeat_interval: this.options.heartbeatIntervalMs, _trace: ['standin'] },
      }),
    );
    ws.on('message', (raw: RawData) => {
      let frame: { op?: number; d?: JsonValue };
      try {
        frame = JSON.parse(raw.toString()) as { op?: number; d?: JsonValue };
      } catch {
        ws.close(4002, 'Error while decoding payload.');
        return;
      }
      const d = typeof frame.d === 'object' && frame.d !== null && !Array.isArray(frame.d) ? frame.d : {};
      switch (frame.op) {
        case Op.Heartbeat:
          this.stats.heartbeats += 1;
          ws.send(JSON.stringify({ op: Op.HeartbeatAck }));
          this.flush('heartbeat');
          break;
        case Op.Identify:
          session = this.identify(ws, d);
          break;
        case Op.Resume:
          session = this.resume(ws, d);
          break;
        case Op.RequestGuildMembers:
          if (session) this.memberChunk(session, d);
          break;
        case Op.PresenceUpdate:
          break;
        default:
          this.options.log(`gateway: ignored op ${String(frame.op)}`);
      }
    });
    ws.on('close', () => {
      if (!session || session.socket !== ws) return;
      session.socket = null;
      if (this.live.get(session.shard) === session) this.live.delete(session.shard);
    });
  }

  private identify(ws: WebSocket, d: JsonObject): Session {
    this.stats.identifies += 1;
    const [shard, shardCount] = Array.isArray(d.shard) && d.shard.length === 2 ? d.shard.map(Number) : [0, 1];
    const session: Session = {
      id: token('session'),
      seq: 0,
      intents: typeof d.intents === 'number' ? d.intents : 0,
      socket: ws,
      shard: shard ?? 0,
      shardCount: shardCount ?? 1,
    };
    this.sessions.set(session.id, session);
    this.live.set(session.shard, session);
    const world = this.world;
    const guilds = world.guildsOnShard(session.shard, session.shardCount);
    this.send(session, 'READY', {
      v: 10,
      user: {
        ...world.apiUser(world.bot),
        verified: true,
        mfa_enabled: false,
        flags: 0,
        email: null,
      },
      guilds: guilds.map((g) => ({ id: g.id, unavailable: true })),
      session_id: session.id,
      session_type: 'normal',
      resume_gateway_url: this.url,
      shard: [session.shard, session.shardCount],
      application: { id: world.appId, flags: 0 },
      private_channels: [],
      relationships: [],
      presences: [],
      guild_join_requests: [],
      geo_ordered_rtc_regions: [],
      user_settings: {},
      _trace: ['standin'],
    });
    for (const guild of guilds) this.send(session, 'GUILD_CREATE', guildCreatePayload(world, guild));
    this.flushReady();
    this.flush('resume');
    return session;
  }

  private resume(ws: WebSocket, d: JsonObject): Session | null {
    const known = typeof d.session_id === 'string' ? this.sessions.get(d.session_id) : undefined;
    if (!known) {
      // Not resumable: discord.js waits 1–5 s and identifies afresh.
      ws.send(JSON.stringify({ op: Op.InvalidSession, d: false }));
      return null;
    }
    this.stats.resumes += 1;
    known.socket = ws;
    this.live.set(known.shard, known);
    // Nothing is replayed: the stand-in only dispatches while a socket is live.
    this.send(known, 'RESUMED', { _trace: ['standin'] });
    this.flushReady();
    this.flush('resume');
    return known;
  }

  private memberChunk(session: Session, d: JsonObject): void {
    this.send(session, 'GUILD_MEMBERS_CHUNK', {
      guild_id: typeof d.guild_id === 'string' ? d.guild_id : this.world.guildId,
      members: guildMembers(this.world),
      chunk_index: 0,
      chunk_count: 1,
      not_found: [],
      ...(typeof d.nonce === 'string' ? { nonce: d.nonce } : {}),
    });
  }

  private flush(kind: 'heartbeat' | 'resume'): void {
    const list = kind === 'heartbeat' ? this.heartbeatWaiters : this.resumeWaiters;
    const waiting = list.splice(0, list.length);
    for (const waiter of waiting) waiter.resolve();
  }

  private flushReady(): void {
    const done = this.readyWaiters.filter((w) => w.test());
    this.readyWaiters = this.readyWaiters.filter((w) => !done.includes(w));
    for (const waiter of done) waiter.resolve();
  }
}
