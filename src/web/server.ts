// The live map's web server (Fastify), in the bot's process when WEB_PORT is set. Routes:
//   GET /m/<token>            the page (same shell for every game; 403 for a bad link)
//   GET /assets/<file>        client code, style, board art (compressed once, cached for ever)
//   GET /api/<token>/state    the game's payload (public, or the seat's own on a seat link)
//   GET /api/<token>/history  every turn's board and the players' figures (the slider, the plots)
//   GET /api/<token>/live     Server-Sent Events: the payload again after each accepted move
//   GET /api/<token>/moves    a seat link only: what the seat may do now, by place (src/web/moves.ts)
//   POST /api/<token>/act     a seat link only: one action, played through the app's `play`
//   GET /activity (and / with Discord's frame_id)  the page inside Discord, as an Activity
//   POST /activity/session    an Activity's OAuth2 code → a session like a link (src/web/activity.ts)
// A forged, altered, expired or other player's link, or a seat link whose user no longer plays
// the seat (kicked, abandoned, replaced), gets the same bare 403, for the page too. Viewers are
// held to a request rate, a number of live connections per client block, per network and in
// all (src/web/guard.ts), idle streams are closed, and payloads are built once per game and log
// position, so no viewer can slow the bot.
import type { Socket } from 'node:net';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import type { GameRecord } from '../app/record.js';
import type { Logger } from '../app/log.js';
import type { LogEntry } from '../store/repository.js';
import type { Asset, Assets } from './assets.js';
import type { LiveFeed } from './feed.js';
import { HistoryBook } from './history.js';
import { diff } from './client/patch.js';
import { addressBlocks, holdsSeat, StreamCounter } from './guard.js';
import { activityRoutes, type ActivityDiscord } from './activity.js';
import type { LinkClaims, LinkSigner } from './links.js';
import { movesFor } from './moves.js';
import { currentTurnEvents, publicPayload, seatPayload } from './payload.js';
import type { Locale } from '../i18n/names.js';

export interface WebSource {
  loadGame(gameId: string): Promise<GameRecord | undefined>;
  /** The game's log from `fromSeq` on (all of it by default). */
  log(gameId: string, fromSeq?: number): Promise<LogEntry[]>;
  /** The game played in a channel or thread (an Activity's), if any. */
  gameIn?(channelId: string): Promise<GameRecord | undefined>;
}

/** Log entries read back to find the current turn's start (a turn is far shorter). */
const TURN_WINDOW = 400;

export interface WebLimits {
  /** Requests per minute from one address (the page needs 4–5 to open, a move 3). */
  perMinute: number;
  /** Live connections from one client block (an IPv4 address, an IPv6 /64), one network (IPv4 /24, IPv6 /48), and in all. */
  streamsPerAddress: number;
  streamsPerNetwork: number;
  streams: number;
  /** A live stream that has had nothing to send for this long is closed (the page offers to reconnect). */
  idleMs: number;
}

export const DEFAULT_LIMITS: WebLimits = {
  perMinute: 120,
  streamsPerAddress: 6,
  streamsPerNetwork: 60,
  streams: 10_000,
  idleMs: 30 * 60_000,
};

/** One action asked from the page, for the bot to play as if tapped on its panel. */
export interface WebAct {
  channelId: string;
  user: { id: string; name: string; locale: Locale; interactionId?: string };
  action: unknown;
  rev?: number;
}

/** Plays actions from the page through the app's write path and presents them in the channel. */
export interface WebPlayer {
  act(req: WebAct): Promise<{ ok: true; seq: number } | { ok: false; text: string }>;
}

export const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  // Discord frames it (an Activity: discord.com, its ptb/canary builds, the Activity's own origin); nobody else.
  "frame-ancestors 'self' https://discord.com https://*.discord.com https://*.discordsays.com",
].join('; ');

const SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  // The link is the key: never send it to another site.
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

interface Stream {
  claims: LinkClaims;
  reply: FastifyReply;
  /** The log position last sent: bookkeeping writes (no new log entry) send nothing. */
  seq: number;
  /** When it was opened or last sent an update (the idle timeout counts from here). */
  active: number;
  release(): void;
}

const CACHE_MAX = 500;

/** Per game and log position: the record read once, each scope's payload built once. */
class PayloadCache {
  private readonly entries = new Map<string, Promise<string | null>>();

  get(key: string, make: () => Promise<string | null>): Promise<string | null> {
    let hit = this.entries.get(key);
    if (!hit) {
      hit = make().catch(() => null);
      this.entries.set(key, hit);
      if (this.entries.size > CACHE_MAX) this.entries.delete(this.entries.keys().next().value!);
    }
    return hit;
  }

  peek(key: string): Promise<string | null> | undefined {
    return this.entries.get(key);
  }
}

/** Trusts the last `n` hops of X-Forwarded-For (proxy-addr counts hops from the server outwards). */
function proxyHops(setting: boolean | number | undefined): false | ((addr: string, hop: number) => boolean) {
  const n = setting === true ? 1 : Number(setting || 0);
  return n > 0 ? (_addr, hop) => hop < n : false;
}

export interface WebServer {
  app: FastifyInstance;
  /** The address it listens on (http://127.0.0.1:PORT). */
  url: string;
  /** Connected live streams (bench, tests). */
  streams(): number;
  /** Closes the streams idle past the limit now (the heartbeat does it every 20 s); how many. */
  sweepIdle(): number;
  close(): Promise<void>;
}

export async function startWebServer(opts: {
  port: number;
  host?: string;
  signer: LinkSigner;
  source: WebSource;
  feed: LiveFeed;
  assets: Assets;
  logger: Logger;
  now?: () => number;
  limits?: Partial<WebLimits>;
  /**
   * Behind reverse proxies: how many of them (each appends to X-Forwarded-For); the client's
   * address is the one the outermost proxy saw, never a value the client wrote. `true` is one.
   */
  trustProxy?: boolean | number;
  /** Plays the page's actions (the bot's; absent: the page is view-only). */
  player?: WebPlayer;
  /** Origins allowed to send actions besides the page's own (the public URL, an Activity's). */
  origins?: string[];
  /** The Discord Activity (DISCORD_ACTIVITY=on): Discord's side of its sessions. Absent: no Activity page. */
  activity?: ActivityDiscord;
}): Promise<WebServer> {
  const limits = { ...DEFAULT_LIMITS, ...opts.limits };
  const now = opts.now ?? Date.now;
  const app = Fastify({
    logger: false,
    bodyLimit: 1024,
    requestTimeout: 10_000,
    // A hop count, never `true`: trusting every hop would take the client's own X-Forwarded-For.
    trustProxy: proxyHops(opts.trustProxy),
    routerOptions: { maxParamLength: 400 },
  });
  // Counted per client block: an IPv6 client does not get a fresh budget per address of its /64.
  await app.register(rateLimit, {
    max: limits.perMinute,
    timeWindow: 60_000,
    keyGenerator: (req) => addressBlocks(req.ip).client,
  });
  app.addHook('onSend', async (_req, reply) => {
    for (const [k, v] of Object.entries(SECURITY_HEADERS)) reply.header(k, v);
  });

  const cache = new PayloadCache();
  // Each game's replay kept and fed only the moves since: a long game's history never holds the loop.
  const histories = new HistoryBook((gameId, fromSeq) => opts.source.log(gameId, fromSeq));
  const streams = new Set<Stream>();
  const counter = new StreamCounter({
    perClient: limits.streamsPerAddress,
    perNetwork: limits.streamsPerNetwork,
    total: limits.streams,
  });

  const forbidden = (reply: FastifyReply) =>
    reply.code(403).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Forbidden');

  /** The link's claims, when the link is good and its seat is still held by the user it was made for. */
  async function authorise(token: string): Promise<{ claims: LinkClaims; record: GameRecord } | null> {
    const claims = opts.signer.verify(token, now());
    if (!claims) return null;
    const record = await opts.source.loadGame(claims.gameId).catch(() => undefined);
    if (!record || !holdsSeat(record, claims)) return null;
    return { claims, record };
  }

  const scopeKey = (c: LinkClaims) => (c.scope.kind === 'public' ? 'p' : `s${c.scope.seat}`);

  function payloadFor(record: GameRecord, claims: LinkClaims): Promise<string | null> {
    const seq = record.logSeq ?? 0;
    return cache.get(`${record.gameId}|${seq}|${scopeKey(claims)}`, async () => {
      const events = currentTurnEvents(await opts.source.log(record.gameId, Math.max(0, seq - TURN_WINDOW)));
      const p =
        claims.scope.kind === 'seat' ? seatPayload(record, events, claims.scope.seat) : publicPayload(record, events);
      return p && JSON.stringify(p);
    });
  }

  function sendAsset(req: FastifyRequest, reply: FastifyReply, a: Asset, cache: string) {
    reply.header('cache-control', cache).header('etag', a.etag).header('vary', 'accept-encoding').type(a.type);
    if (req.headers['if-none-match'] === a.etag) return reply.code(304).send();
    const accept = String(req.headers['accept-encoding'] ?? '');
    if (/\bbr\b/.test(accept)) return reply.header('content-encoding', 'br').send(a.br);
    if (/\bgzip\b/.test(accept)) return reply.header('content-encoding', 'gzip').send(a.gz);
    return reply.send(a.raw);
  }

  // Discord opens an Activity at the root of its URL mapping, with its frame_id in the query.
  const activityPage = opts.assets.activity;
  app.get<{ Querystring: { frame_id?: string } }>('/', async (req, reply) =>
    activityPage && opts.activity && req.query.frame_id
      ? sendAsset(req, reply, activityPage, 'no-store')
      : reply.type('text/plain; charset=utf-8').send('Risk live map: open the link the bot gives in Discord.'),
  );
  app.get('/activity', async (req, reply) =>
    activityPage && opts.activity ? sendAsset(req, reply, activityPage, 'no-store') : reply.code(404).send('Not found'),
  );
  activityRoutes(app, {
    discord: opts.activity ?? null,
    signer: opts.signer,
    gameIn: (ch) => opts.source.gameIn?.(ch) ?? Promise.resolve(undefined),
    now,
    originAllowed: (req) => originAllowed(req),
    logger: opts.logger,
  });
  app.get<{ Params: { file: string } }>('/assets/:file', async (req, reply) => {
    const a = opts.assets.files.get(req.params.file);
    if (!a) return reply.code(404).send('Not found');
    return sendAsset(req, reply, a, 'public, max-age=31536000, immutable');
  });
  app.get<{ Params: { token: string } }>('/m/:token', async (req, reply) => {
    if (!(await authorise(req.params.token))) return forbidden(reply);
    return sendAsset(req, reply, opts.assets.page, 'no-store');
  });
  app.get<{ Params: { token: string } }>('/api/:token/state', async (req, reply) => {
    const ok = await authorise(req.params.token);
    if (!ok) return forbidden(reply);
    const body = await payloadFor(ok.record, ok.claims);
    if (!body) return reply.code(503).send('Unavailable');
    return reply.header('cache-control', 'no-store').type('application/json').send(body);
  });
  app.get<{ Params: { token: string } }>('/api/:token/history', async (req, reply) => {
    const ok = await authorise(req.params.token);
    if (!ok) return forbidden(reply);
    const seq = ok.record.logSeq ?? 0;
    const body = await cache.get(`${ok.record.gameId}|${seq}|h`, async () => {
      const h = await histories.build(ok.record.gameId, seq, ok.record);
      return h && JSON.stringify(h);
    });
    if (!body) return reply.code(404).send('No history');
    return reply.header('cache-control', 'no-store').type('application/json').send(body);
  });
  app.get<{ Params: { token: string }; Querystring: { seq?: string } }>('/api/:token/live', async (req, reply) => {
    const ok = await authorise(req.params.token);
    if (!ok) return forbidden(reply);
    const held = counter.take(req.ip);
    if (!held) return reply.code(429).send('Too many live connections');
    reply.hijack();
    reply.raw.writeHead(200, {
      ...SECURITY_HEADERS,
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-accel-buffering': 'no',
      connection: 'keep-alive',
    });
    reply.raw.write('retry: 2000\n\n');
    // The page says what it has; anything newer (a move between its first load and now, or while it was reconnecting) goes at once.
    const has = Number(req.query.seq);
    const s: Stream = {
      claims: ok.claims,
      reply,
      seq: Number.isSafeInteger(has) ? has : -1,
      active: now(),
      release: held.release,
    };
    streams.add(s);
    void push(ok.record, s);
    req.raw.on('close', () => {
      streams.delete(s);
      s.release();
    });
  });

  // Playing from the page: seat links only, for the user who still holds the seat.
  const seatOf = (c: LinkClaims) => (c.scope.kind === 'seat' ? c.scope : null);
  app.get<{ Params: { token: string } }>('/api/:token/moves', async (req, reply) => {
    const ok = await authorise(req.params.token);
    const seat = ok && seatOf(ok.claims);
    if (!ok || !seat || !opts.player) return forbidden(reply);
    const locale = ok.record.seats[seat.seat]?.locale ?? ok.record.locale;
    const body = await cache.get(
      `${ok.record.gameId}|${ok.record.logSeq ?? 0}|${ok.record.rev}|m${seat.seat}`,
      async () => {
        const m = movesFor(ok.record, seat.seat, locale);
        return m && JSON.stringify(m);
      },
    );
    if (!body) return reply.code(404).send('No moves');
    return reply.header('cache-control', 'no-store').type('application/json').send(body);
  });
  app.post<{ Params: { token: string }; Body: unknown }>('/api/:token/act', async (req, reply) => {
    // Anti-forgery without cookies: a header no form or simple request can carry (a cross-site
    // fetch with it needs a preflight this server never grants), and the page's own origin.
    if (req.headers['x-risk-act'] !== '1' || !originAllowed(req)) return forbidden(reply);
    const ok = await authorise(req.params.token);
    const seat = ok && seatOf(ok.claims);
    if (!ok || !seat || !opts.player) return forbidden(reply);
    const body = req.body as { action?: unknown; rev?: unknown; id?: unknown } | null;
    if (!body || typeof body !== 'object' || !body.action || typeof body.action !== 'object')
      return reply.code(400).send('Bad request');
    const s = ok.record.seats[seat.seat];
    const id = typeof body.id === 'string' && /^[A-Za-z0-9_-]{8,64}$/.test(body.id) ? body.id : undefined;
    const res = await opts.player.act({
      channelId: ok.record.channelId,
      user: {
        id: seat.userId,
        name: s.name,
        locale: s.locale ?? ok.record.locale,
        ...(id ? { interactionId: `web:${id}` } : {}),
      },
      action: body.action,
      ...(Number.isSafeInteger(body.rev) ? { rev: body.rev as number } : {}),
    });
    return reply
      .code(res.ok ? 200 : 409)
      .header('cache-control', 'no-store')
      .type('application/json')
      .send(JSON.stringify(res));
  });

  function originAllowed(req: FastifyRequest): boolean {
    const origin = req.headers.origin;
    if (!origin) return false;
    if (origin === `${req.protocol}://${req.host}`) return true;
    return (opts.origins ?? []).some((o) => o === origin);
  }

  /** Ends a stream: `event: idle` tells the page not to reconnect by itself. */
  function endStream(s: Stream, why?: 'idle'): void {
    streams.delete(s);
    s.release();
    if (why) s.reply.raw.write(`event: ${why}\ndata: \n\n`);
    s.reply.raw.end();
  }

  /** Closes the streams that had nothing to send for `idleMs` (a tab left open on a quiet game). */
  function sweepIdle(): number {
    const t = now();
    let closed = 0;
    for (const s of streams)
      if (t - s.active >= limits.idleMs) {
        endStream(s, 'idle');
        closed++;
      }
    return closed;
  }

  // Heartbeat: proxies close a silent connection. Idle streams go on the same beat.
  const beat = setInterval(() => {
    sweepIdle();
    for (const s of streams) s.reply.raw.write(': keep-alive\n\n');
  }, 20_000);
  beat.unref();

  /**
   * What changed from the payload at `from` to the one at `to` (same game and scope), as
   * `{from, seq, ops}`; built once and shared by every viewer holding `from`. Null when the
   * older payload is no longer kept (that viewer gets the whole payload).
   */
  function patchFor(record: GameRecord, claims: LinkClaims, from: number, to: string): Promise<string | null> | null {
    const older = cache.peek(`${record.gameId}|${from}|${scopeKey(claims)}`);
    if (!older) return null;
    const seq = record.logSeq ?? 0;
    return cache.get(`${record.gameId}|${from}>${seq}|${scopeKey(claims)}`, async () => {
      const before = await older;
      if (!before) return null;
      return JSON.stringify({ from, seq, ops: diff(JSON.parse(before), JSON.parse(to)) });
    });
  }

  /** Sends a stream that has not seen the record's log position what changed since the one it holds (or the whole payload). */
  async function push(record: GameRecord, s: Stream): Promise<void> {
    const seq = record.logSeq ?? 0;
    if (seq <= s.seq) return;
    const body = await payloadFor(record, s.claims);
    if (!body || s.reply.raw.writableEnded || seq <= s.seq) return;
    const patch = s.seq >= 0 ? await patchFor(record, s.claims, s.seq, body) : null;
    if (s.reply.raw.writableEnded || seq <= s.seq) return;
    s.seq = seq;
    s.active = now();
    s.reply.raw.write(patch ? `event: patch\ndata: ${patch}\n\n` : `event: update\ndata: ${body}\n\n`);
  }

  const unsubscribe = opts.feed.subscribe((gameId) => {
    const watching = [...streams].filter((s) => s.claims.gameId === gameId);
    if (!watching.length) return;
    void (async () => {
      const record = await opts.source.loadGame(gameId).catch(() => undefined);
      if (!record) return;
      for (const s of watching) {
        if (!holdsSeat(record, s.claims)) {
          endStream(s);
          continue;
        }
        await push(record, s);
      }
    })().catch((err: unknown) => opts.logger.warn({ err, gameId }, 'live map: update not sent'));
  });

  // Connections that never sent a request (a browser's preconnect: Chromium opens a spare socket
  // to an origin it has loaded from) are not idle to Node, and once the server closes nothing
  // times them out: close() would wait on them for ever. They are cut at close (below).
  const sockets = new Set<Socket>();
  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  const address = await app.listen({ port: opts.port, host: opts.host ?? '0.0.0.0' });
  const port = Number(new URL(address).port);
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    streams: () => streams.size,
    sweepIdle,
    async close() {
      unsubscribe();
      clearInterval(beat);
      for (const s of streams) s.reply.raw.end();
      const closed = app.close();
      for (const socket of sockets) if (socket.bytesRead === 0) socket.destroy();
      await closed;
    },
  };
}
