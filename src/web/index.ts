// The live map, switched on by WEB_PORT: its configuration from the environment, and the part
// the bot process runs — the feed every process publishes its writes to, and (in one process:
// the unsharded bot, or shard 0) the web server. Whatever fails here is logged and the bot
// goes on without the live map.
import { createHmac } from 'node:crypto';
import type { Logger } from '../app/log.js';
import type { GameService } from '../app/service.js';
import { buildAssets } from './assets.js';
import { MemoryFeed, openFeed, type LiveFeed } from './feed.js';
import { LinkSigner, setLinkSigner } from './links.js';
import { activityOrigin, setActivityLaunch, type ActivityConfig, type ActivityDiscord } from './activity.js';
import { startWebServer, type WebLimits, type WebPlayer, type WebServer, type WebSource } from './server.js';

export interface WebConfig {
  port: number;
  /** Where users reach it (behind a reverse proxy or tunnel), without a trailing slash. */
  publicUrl: string;
  secret: string;
  host: string;
  /** Reverse proxies in front (WEB_TRUST_PROXY=N): the client's address is the one the outermost saw. */
  trustProxy: boolean | number;
  /** The map inside Discord as an Activity (DISCORD_ACTIVITY=on with the app's id and secret), else null. */
  activity?: ActivityConfig | null;
}

/**
 * WEB_PORT switches it on; PUBLIC_URL defaults to http://localhost:PORT; WEB_SECRET (the links'
 * HMAC key) defaults to one derived from DISCORD_TOKEN, so one line in .env is enough.
 */
export function webConfigFromEnv(env: NodeJS.ProcessEnv = process.env): WebConfig | null {
  const port = Number(env.WEB_PORT?.trim());
  if (!env.WEB_PORT?.trim() || !Number.isInteger(port) || port < 0 || port > 65535) return null;
  const secret =
    env.WEB_SECRET?.trim() ||
    (env.DISCORD_TOKEN?.trim()
      ? createHmac('sha256', env.DISCORD_TOKEN.trim()).update('risk web secret').digest('base64url')
      : '');
  if (!secret) return null;
  return {
    port,
    publicUrl: (env.PUBLIC_URL?.trim() || `http://localhost:${port}`).replace(/\/+$/, ''),
    secret,
    host: env.WEB_HOST?.trim() || '0.0.0.0',
    trustProxy: proxyCount(env.WEB_TRUST_PROXY),
    activity: activityConfig(env),
  };
}

/**
 * DISCORD_ACTIVITY=on with DISCORD_CLIENT_ID and DISCORD_CLIENT_SECRET (the OAuth2 secret of the
 * Developer Portal's OAuth2 page, for the code exchange); null otherwise: the links stay.
 */
export function activityConfig(env: NodeJS.ProcessEnv = process.env): ActivityConfig | null {
  const on = /^(on|1|true|yes)$/i.test(env.DISCORD_ACTIVITY?.trim() ?? '');
  const clientId = env.DISCORD_CLIENT_ID?.trim() ?? '';
  const clientSecret = env.DISCORD_CLIENT_SECRET?.trim() ?? '';
  if (!on || !/^\d{5,25}$/.test(clientId) || !clientSecret) return null;
  return { clientId, clientSecret };
}

/** WEB_TRUST_PROXY: the number of reverse proxies in front (1 for one nginx), 0 or unset for none. */
function proxyCount(v: string | undefined): number {
  const n = Number(v?.trim() || 0);
  return Number.isInteger(n) && n > 0 && n < 10 ? n : 0;
}

export interface LiveMap {
  /** Tells viewers a game was written (never throws). */
  publish(gameId: string, seq: number): void;
  server: WebServer | null;
  feed: LiveFeed;
  close(): Promise<void>;
}

/**
 * Opens the feed and, when `serve`, the web server on the bot's store. Returns null (and logs
 * why) if the live map cannot start; the bot runs on without it.
 */
export async function startLiveMap(opts: {
  config: WebConfig;
  service: GameService;
  storeUrl: string;
  namespace?: string;
  serve: boolean;
  logger: Logger;
  feed?: LiveFeed;
  limits?: Partial<WebLimits>;
  /** Several processes share the store (default: this is one of several ShardingManager shards). */
  shared?: boolean;
  /** Plays the page's actions (the bot's); without it, My map is view-only. */
  player?: WebPlayer;
  /** Discord's side of the Activity's sessions (the bot's REST), when `config.activity` is set. */
  activityApi?: ActivityDiscord;
}): Promise<LiveMap | null> {
  const { config, logger } = opts;
  let feed: LiveFeed | null = null;
  try {
    feed =
      opts.feed ??
      (await openFeed(opts.storeUrl, opts.namespace ?? 'risk', logger, { shared: opts.shared ?? severalShards() }));
    const signer = new LinkSigner(config.secret, config.publicUrl);
    let server: WebServer | null = null;
    if (opts.serve) {
      server = await serveGames({
        service: opts.service,
        signer,
        feed,
        logger,
        port: config.port,
        host: config.host,
        trustProxy: config.trustProxy,
        limits: opts.limits,
        player: opts.player,
        origins: [
          new URL(config.publicUrl).origin,
          ...(config.activity ? [activityOrigin(config.activity.clientId)] : []),
        ],
        activity:
          config.activity && opts.activityApi ? { config: config.activity, discord: opts.activityApi } : undefined,
      });
      logger.info({ url: config.publicUrl, port: config.port }, 'live map serving');
    }
    setLinkSigner(signer);
    setActivityLaunch(!!config.activity);
    const f = feed;
    return {
      publish(gameId, seq) {
        try {
          f.publish(gameId, seq);
        } catch (err) {
          logger.warn({ err, gameId }, 'live map: publish failed');
        }
      },
      server,
      feed: f,
      async close() {
        setLinkSigner(null);
        setActivityLaunch(false);
        await server?.close().catch(() => undefined);
        await f.close();
      },
    };
  } catch (err) {
    logger.error({ err }, 'live map could not start; the bot runs without it');
    await feed?.close().catch(() => undefined);
    setLinkSigner(null);
    return null;
  }
}

/** discord.js's ShardingManager tells each shard process it is one of SHARD_COUNT. */
function severalShards(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.SHARDING_MANAGER === 'true' && Number(env.SHARD_COUNT) > 1;
}

/** The games a service reads (records and action logs), as the web server asks for them. */
export function sourceOf(service: GameService): WebSource {
  return {
    loadGame: async (id) => (await service.games.loadGame(id))?.record,
    log: (id, fromSeq) => service.store.log(id, fromSeq),
    gameIn: (channelId) => service.get(channelId),
  };
}

/** The web server over a service's games (the bot's, a test's, the bench's); a feed in this process unless given. */
export async function serveGames(o: {
  service: GameService;
  signer: LinkSigner;
  logger: Logger;
  feed?: LiveFeed;
  port?: number;
  host?: string;
  trustProxy?: boolean | number;
  limits?: Partial<WebLimits>;
  player?: WebPlayer;
  origins?: string[];
  /** The Discord Activity: its page (built with the app's id) and Discord's side of its sessions. */
  activity?: { config: ActivityConfig; discord: ActivityDiscord };
  /** The clock (tests: the idle timeout). */
  now?: () => number;
}): Promise<WebServer> {
  return startWebServer({
    port: o.port ?? 0,
    host: o.host ?? '127.0.0.1',
    signer: o.signer,
    feed: o.feed ?? new MemoryFeed(),
    assets: await buildAssets(o.activity ? { activity: o.activity.config } : {}),
    logger: o.logger,
    trustProxy: o.trustProxy,
    limits: o.limits,
    player: o.player,
    origins: o.origins,
    activity: o.activity?.discord,
    now: o.now,
    source: sourceOf(o.service),
  });
}
