// The gateway: plain JSON frames over a websocket (discord.js only asks for zlib-stream when
// the optional zlib-sync package is installed; the stand-in refuses that loudly).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import { guildCreatePayload, guildMembers } from './payloads.ts';
import { token } from './snowflake.ts';
import type { JsonObject, JsonValue } from './types.ts';
import type { World } from './world.ts';

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
}

type Waiter = { resolve: () => void };

export interface GatewayOptions {
  heartbeatIntervalMs: number;
  log: (line: string) => void;
}

export class Gateway {
  private readonly wss = new WebSocketServer({ noServer: true });
  private readonly sessions = new Map<string, Session>();
  /** The session currently attached to a live socket; one bot process, one shard. */
  private live: Session | null = null;
  private readyWaiters: Waiter[] = [];
  private heartbeatWaiters: Waiter[] = [];
  private resumeWaiters: Waiter[] = [];
  readonly stats = { identifies: 0, resumes: 0, heartbeats: 0 };
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

  get ready(): boolean {
    return this.live !== null && this.live.socket !== null;
  }

  get intents(): number {
    return this.live?.intents ?? 0;
  }

  /** Resolves when a bot is identified (or resumed); rejects after timeoutMs if given. */
  waitForReady(timeoutMs?: number): Promise<void> {
    if (this.ready) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const waiter: Waiter = { resolve: () => {} };
      const timer =
        timeoutMs === undefined
          ? undefined
          : setTimeout(() => {
              this.readyWaiters = this.readyWaiters.filter((w) => w !== waiter);
              reject(new Error(`stand-in: no bot identified on the gateway within ${timeoutMs} ms (did client.login run with rest.api = d.apiUrl?)`));
            }, timeoutMs);
      waiter.resolve = () => {
        clearTimeout(timer);
        resolve();
      };
      this.readyWaiters.push(waiter);
    });
  }

  /** Sends op 1; discord.js must answer with a heartbeat at once. */
  requestHeartbeat(): Promise<void> {
    const socket = this.requireSocket();
    const answered = new Promise<void>((resolve) => this.heartbeatWaiters.push({ resolve }));
    socket.send(JSON.stringify({ op: Op.Heartbeat, d: null }));
    return answered;
  }

  /**
   * Closes the bot's socket with a resumable code; resolves when discord.js has come back
   * with RESUME (or IDENTIFY) and is live again.
   */
  dropConnection(code = 4000): Promise<void> {
    const socket = this.requireSocket();
    const back = new Promise<void>((resolve) => this.resumeWaiters.push({ resolve }));
    socket.close(code, 'stand-in: dropped on purpose');
    return back;
  }

  dispatch(event: string, data: JsonValue): void {
    const session = this.live;
    if (!session?.socket) throw new Error('stand-in: no bot is connected to the gateway');
    this.send(session, event, data);
  }

  async close(): Promise<void> {
    for (const client of this.wss.clients) client.terminate();
    await new Promise<void>((resolve) => this.wss.close(() => resolve()));
  }

  private requireSocket(): WebSocket {
    const socket = this.live?.socket;
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
    ws.send(JSON.stringify({ op: Op.Hello, d: { heartbeat_interval: this.options.heartbeatIntervalMs, _trace: ['standin'] } }));
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
      if (session && session.socket === ws) session.socket = null;
      if (this.live === session) this.live = null;
    });
  }

  private identify(ws: WebSocket, d: JsonObject): Session {
    this.stats.identifies += 1;
    const session: Session = {
      id: token('session'),
      seq: 0,
      intents: typeof d.intents === 'number' ? d.intents : 0,
      socket: ws,
    };
    this.sessions.set(session.id, session);
    this.live = session;
    const world = this.world;
    this.send(session, 'READY', {
      v: 10,
      user: {
        ...world.apiUser(world.bot),
        verified: true,
        mfa_enabled: false,
        flags: 0,
        email: null,
      },
      guilds: [{ id: world.guildId, unavailable: true }],
      session_id: session.id,
      session_type: 'normal',
      resume_gateway_url: this.url,
      shard: [0, 1],
      application: { id: world.appId, flags: 0 },
      private_channels: [],
      relationships: [],
      presences: [],
      guild_join_requests: [],
      geo_ordered_rtc_regions: [],
      user_settings: {},
      _trace: ['standin'],
    });
    this.send(session, 'GUILD_CREATE', guildCreatePayload(world));
    this.flush('ready');
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
    this.live = known;
    // Nothing is replayed: the stand-in only dispatches while a socket is live.
    this.send(known, 'RESUMED', { _trace: ['standin'] });
    this.flush('ready');
    this.flush('resume');
    return known;
  }

  private memberChunk(session: Session, d: JsonObject): void {
    this.send(session, 'GUILD_MEMBERS_CHUNK', {
      guild_id: this.world.guildId,
      members: guildMembers(this.world),
      chunk_index: 0,
      chunk_count: 1,
      not_found: [],
      ...(typeof d.nonce === 'string' ? { nonce: d.nonce } : {}),
    });
  }

  private flush(kind: 'ready' | 'heartbeat' | 'resume'): void {
    const list = kind === 'ready' ? this.readyWaiters : kind === 'heartbeat' ? this.heartbeatWaiters : this.resumeWaiters;
    const waiting = list.splice(0, list.length);
    for (const waiter of waiting) waiter.resolve();
  }
}
