// Bootstrap: store, service, scheduler, discord.js client and router, wired together.
import { Client, Events, GatewayIntentBits, Status } from 'discord.js';
import { AiPool, sharedAiPool } from '../app/ai-pool.js';
import type { BoardImages } from '../app/images.js';
import { resumeGames } from '../app/resume.js';
import { rootLogger } from '../app/log.js';
import { Scheduler } from '../app/scheduler.js';
import { GameService } from '../app/service.js';
import { reliability } from '../i18n/reliability.js';
import { sqlitePath } from '../store/adapters.js';
import { storeUrlFromEnv } from '../store/config.js';
import { importLegacyGames } from '../store/legacy.js';
import { openRepository } from '../store/open.js';
import { countTrips } from '../store/counting.js';
import { startBackups, type BackupConfig } from '../store/backups.js';
import type { GameMeta, GameRepository } from '../store/repository.js';
import { defaultBoardImages } from './images.js';
import { answerOutsideGlobalLimit } from './interaction-rest.js';
import { driveGame } from './recovery.js';
import { onGameSaved } from './records/ended.js';
import { indexLiveGames } from './records/my-games.js';
import { startSweeping, tournamentsIdle, trackTask } from './tournament/run.js';
import { attachRouter, watchdogStats } from './router.js';
import { interactionsInFlight } from './people-first.js';
import { discordTransport } from './transport.js';
import type { Command } from './command.js';
import type { Bot } from './surface.js';
import type { LiveMap, WebConfig } from '../web/index.js';
import type { WebLimits } from '../web/server.js';
import { webPlayer } from '../web/act.js';
import { discordActivityApi } from './activity-api.js';
import { MemoryFeed, type LiveFeed } from '../web/feed.js';
import { Metrics } from '../metrics/metrics.js';
import { startOpsServer, withTimeout, type OpsConfig, type OpsServer } from '../metrics/server.js';
import { drawingsPending } from '../render/draw-pool.js';
import { presentationsQueued } from './panel/live.js';

export interface BotOptions {
  token: string;
  apiUrl?: string | null;
  storeUrl?: string | null;
  store?: GameRepository;
  images?: BoardImages;
  now?: () => number;
  /** Game seeds (tests fix them so a game replays); default: from the clock. */
  seed?: () => number;
  shards?: 'auto' | number[];
  /** Total shards when `shards` lists this process's ids (without ShardingManager). */
  shardCount?: number;
  /** The slash commands (commands/index.ts's commandTable). */
  commands: ReadonlyMap<string, Command>;
  /** The live map (WEB_PORT, src/web): off when absent. `feed` overrides the one from the store URL. */
  /** `limits`: the web server's caps (tests on one loopback address raise the request rate's). */
  web?: (WebConfig & { feed?: LiveFeed; limits?: Partial<WebLimits> }) | null;
  /**
   * The shard whose process serves the live map's page on this host (default 0): the lowest of
   * the host's SHARD_LIST, so that every host of a multi-host bot serves WEB_PORT.
   */
  webShard?: number;
  /** How often tournaments are swept for work a crash left behind (default 15 s). */
  tournamentSweepMs?: number;
  /**
   * How long one Discord API request may take before discord.js gives up (default: discord.js's
   * 15 s). The tests raise it: their stand-in answers from the bot's own process, whose event loop
   * a loaded machine can hold for longer than that (tools/fair-time.ts).
   */
  restTimeoutMs?: number;
  /** /metrics, /healthz and /readyz (METRICS_PORT, src/metrics): off when absent. */
  ops?: OpsConfig | null;
  /** The drain's bound: how long stop() waits for the moves in flight (default 20 s). */
  drainMs?: number;
  /** SQLite backups on a schedule (BACKUP_DIR, src/store/backups.ts): off when absent. */
  backups?: BackupConfig | null;
  /**
   * AI threads of this bot alone (src/app/ai-pool.ts); 0 decides on the event loop; a pool the
   * caller made (and closes: a test's instrumented one). Default: the process's shared pool
   * (RISK_AI_THREADS, else cores − 1, 1–2).
   */
  aiThreads?: number | AiPool;
  /** AI steps per write of an AI-only game (the next slice AI_PACE_MS later). Default AI_ONLY_SLICE. */
  aiOnlySlice?: number;
}

/** AI steps an AI-only game plays per write in the bot (then it waits its pace: src/app/timers.ts). */
export const AI_ONLY_SLICE = 200;

export interface RunningBot {
  client: Client;
  bot: Bot;
  service: GameService;
  scheduler: Scheduler;
  /** The live map when it runs (its server only in the process that serves it). */
  liveMap: LiveMap | null;
  /** The operator's figures (always counted; served when `ops` is set). */
  metrics: Metrics;
  ops: OpsServer | null;
  /**
   * The drain: the gateway closes first (Discord routes this process nothing new), then the
   * moves in flight finish and are saved, bounded by `drainMs`; then the process may exit.
   */
  stop(): Promise<void>;
}

/** The configured store: STORE_URL (sqlite://, redis://, postgres://) or the SQLite file under data/. */
export async function openRecordStore(url?: string | null): Promise<GameRepository> {
  const where = url ?? storeUrlFromEnv();
  const repo = await openRepository(where, { namespace: process.env.STORE_NAMESPACE?.trim() || undefined });
  // An upgrade from the keyv build: its games in progress move into the new tables once.
  if (repo.kind === 'sqlite') {
    const moved = await importLegacyGames(repo, sqlitePath(where), Date.now());
    if (moved.imported || moved.unreadable.length) rootLogger.info(moved, 'games imported from the earlier store');
  }
  return repo;
}

/** Discord routes a guild to shard (guild_id >> 22) % shardCount; DMs go to shard 0. */
export function shardOf(guildId: string | null, shardCount: number): number {
  if (!guildId || shardCount <= 1) return 0;
  return Number((BigInt(guildId) >> 22n) % BigInt(shardCount));
}

export async function startBot(opts: BotOptions): Promise<RunningBot> {
  // Every store call counted for /metrics (a Proxy: a counter bump per call, nothing stored).
  const trips = countTrips(opts.store ?? (await openRecordStore(opts.storeUrl)));
  const store = trips.repo;
  const client = new Client({
    intents: [GatewayIntentBits.Guilds],
    rest: {
      ...(opts.apiUrl ? { api: opts.apiUrl } : {}),
      ...(opts.restTimeoutMs ? { timeout: opts.restTimeoutMs } : {}),
    },
    ...(opts.shards ? { shards: opts.shards } : {}),
    ...(opts.shardCount ? { shardCount: opts.shardCount } : {}),
  });
  answerOutsideGlobalLimit(client);
  let scheduler: Scheduler | null = null;
  let liveMap: LiveMap | null = null;
  let hooked: Bot | null = null;
  // The process's AI threads (shared by its bots), or a pool of the size asked for.
  const pool =
    opts.aiThreads === undefined
      ? sharedAiPool()
      : opts.aiThreads instanceof AiPool
        ? opts.aiThreads
        : opts.aiThreads > 0
          ? new AiPool(opts.aiThreads)
          : null;
  pool?.warm();
  const service = new GameService({
    store,
    now: opts.now,
    seed: opts.seed,
    aiThreads: pool,
    aiOnlySlice: opts.aiOnlySlice ?? AI_ONLY_SLICE,
    // People first: an AI-only game's slice stops for an interaction (src/discord/people-first.ts).
    peopleWaiting: () => interactionsInFlight() > 0,
    onSaved: (r, meta) => {
      scheduler?.schedule(meta);
      liveMap?.publish(meta.gameId, r.logSeq ?? 0);
      // A table of a tournament ended: the tournament goes on (src/discord/tournament/run.ts).
      if (hooked) onGameSaved(hooked, r, meta.status);
    },
  });
  const bot: Bot = {
    service,
    images: opts.images ?? defaultBoardImages(),
    transport: discordTransport(client),
    mention: (id) => `<@${id}>`,
    dmFailed: new Set(),
    commands: opts.commands,
  };
  // A shard drives the games of the guilds Discord routes to it (under ShardingManager,
  // client.shard; with `shards`, the ids given); one unsharded process drives them all.
  const ownsGuild = (guildId: string | null) => {
    const ids = client.shard?.ids ?? (Array.isArray(opts.shards) ? opts.shards : null);
    const count = client.shard?.count ?? opts.shardCount ?? 1;
    return !ids || ids.includes(shardOf(guildId, count));
  };
  const owns = (meta: GameMeta) => ownsGuild(meta.guildId);
  hooked = bot;
  scheduler = new Scheduler(service, (channelId) => driveGame(bot, channelId), { owns });
  const metrics = new Metrics();
  const router = attachRouter(client, bot, metrics);
  const ready = new Promise<void>((res) => client.once(Events.ClientReady, () => res()));
  await client.login(opts.token);
  await ready;
  if (opts.web) {
    // Every process publishes its writes; one a host serves the page (the unsharded bot, or the
    // process holding the host's first shard): the feed carries every host's writes to it.
    const ids = client.shard?.ids ?? (Array.isArray(opts.shards) ? opts.shards : null);
    // The web server (fastify and its plugins) loads only for a bot that serves the page.
    const { startLiveMap } = await import('../web/index.js');
    liveMap = await startLiveMap({
      config: opts.web,
      // A store handed over already open (tests) shares this process only, unless a feed comes with it.
      feed: opts.web.feed ?? (opts.store ? new MemoryFeed() : undefined),
      service,
      storeUrl: opts.storeUrl ?? storeUrlFromEnv(),
      namespace: process.env.STORE_NAMESPACE?.trim() || undefined,
      serve: !ids || ids.includes(opts.webShard ?? 0),
      logger: rootLogger,
      player: webPlayer(bot),
      activityApi: opts.web.activity ? discordActivityApi(client, opts.web.activity) : undefined,
      limits: opts.web.limits,
    });
  }
  await resumeGames(service, scheduler, {
    owns,
    // A live game whose record cannot be read is quarantined and its channel told; every other game goes on.
    onUnreadable: (meta, errorId) =>
      bot.transport.post(meta.channelId, { text: reliability('en').unreadable(errorId) }).then(
        () => undefined,
        (err: unknown) =>
          rootLogger.warn({ err, channelId: meta.channelId }, 'could not tell the channel its game was set aside'),
      ),
  });
  // Tournaments: tables left unopened or results left unrecorded by a crash are picked up.
  const stopSweeping = startSweeping(bot, opts.tournamentSweepMs, ownsGuild);
  // /risk games: live games from before its index existed are indexed once.
  trackTask(indexLiveGames(bot));
  let draining = false;
  registerGauges(metrics, { client, scheduler, liveMap, store, router });
  if (pool) {
    metrics.counterFrom(
      'risk_ai_decisions_total',
      'AI decisions, by where they were made: in an AI thread, or on the event loop (no thread ready).',
      () => ({ thread: pool.made.inThread, here: pool.made.here }),
      'where',
    );
    metrics.counterFrom(
      'risk_ai_thread_seconds_total',
      "Seconds the AI threads spent deciding (each decides one move at a time): the AI's CPU.",
      () => pool.busyMs / 1000,
    );
  }
  metrics.counterFrom(
    'risk_interactions_deferred_late_total',
    "Interactions still unanswered after 2 s, deferred by the router's watchdog so that Discord's 3 s window holds (the goal is none).",
    () => watchdogStats.deferred,
  );
  metrics.counterFrom(
    'risk_event_loop_busy_seconds_total',
    "Seconds the event loop was busy (not waiting for I/O or timers): the bot's main-thread load.",
    () => performance.eventLoopUtilization().active / 1000,
  );
  metrics.counterFrom('risk_store_trips_total', 'Store calls, by method.', () => trips.count.calls, 'op');
  metrics.counterFrom(
    'risk_store_conflicts_total',
    'Writes refused by the compare-and-set (another writer came first), then run again.',
    () => service.games.conflictsResolved,
  );
  // Like the live map, the endpoints are a help, not a reason to stop playing: a port taken is logged.
  const ops = opts.ops
    ? await startOpsServer({
        config: opts.ops,
        metrics,
        ready: async () => ({
          checks: {
            gateway: !draining && client.ws.status === Status.Ready,
            store: await withTimeout(async () => (await store.liveGames(), true), 2000)(),
            draining: !draining,
          },
        }),
      }).catch((err: unknown) => {
        rootLogger.error({ err, port: opts.ops?.port }, 'metrics and health could not start');
        return null;
      })
    : null;
  if (ops) rootLogger.info({ port: ops.port }, 'metrics and health serving');
  const stopBackups = opts.backups
    ? startBackups({
        repo: store,
        config: opts.backups,
        owner: `${process.pid}-${client.user?.id ?? 'bot'}-${Date.now()}`,
        now: opts.now ?? Date.now,
        onDone: (out) => {
          if (out.ok) rootLogger.info({ file: out.file, removed: out.removed }, 'backup written');
          else if (out.reason === 'not-sqlite')
            rootLogger.warn('BACKUP_DIR is for SQLite; back this store up with its own tools');
        },
        onError: (err) => rootLogger.error({ err }, 'backup failed'),
      })
    : () => undefined;
  return {
    client,
    bot,
    service,
    scheduler,
    liveMap,
    metrics,
    ops,
    async stop() {
      draining = true;
      const bound = opts.drainMs ?? 20_000;
      const within = (p: Promise<unknown>) => Promise.race([p, new Promise((res) => setTimeout(res, bound).unref())]);
      // 1. The gateway closes: Discord sends this process no new interaction for its shards
      // (after a restart they go to the process that identifies next).
      // (WebSocketManager.destroy is typed private; client.destroy() would also drop the REST
      // token that the moves in flight still answer with.)
      await (client.ws as unknown as { destroy(): Promise<void> }).destroy();
      router.stopAccepting();
      // 2. No new work is started: no deadline or AI turn fires, no tournament sweep, no page request.
      await scheduler!.stop();
      stopSweeping();
      stopBackups();
      await liveMap?.close();
      // 3. The moves in flight finish — their replies, saves, AI moves and DMs — within the bound.
      await within(Promise.all([router.idle(), tournamentsIdle()]));
      if (router.inFlight) rootLogger.warn({ inFlight: router.inFlight }, 'drain bound reached with handlers running');
      await ops?.close();
      await client.destroy();
      if (typeof opts.aiThreads === 'number' && opts.aiThreads > 0) await pool?.close();
      if (!opts.store) await store.close();
    },
  };
}

/** The figures read when /metrics is scraped (nothing is sampled between scrapes). */
function registerGauges(
  metrics: Metrics,
  o: {
    client: Client;
    scheduler: Scheduler;
    liveMap: LiveMap | null;
    store: GameRepository;
    router: { readonly inFlight: number };
  },
): void {
  metrics.gauge(
    'risk_queue_depth',
    'Work waiting, by queue.',
    () => ({
      panel: presentationsQueued(),
      drawing: drawingsPending(),
      ai: o.scheduler.busy,
      interactions: o.router.inFlight,
    }),
    'queue',
  );
  metrics.gauge(
    'risk_live_games',
    'Games with a deadline or an AI turn armed in this process.',
    () => o.scheduler.armed,
  );
  metrics.gauge('risk_viewers', 'Live map streams connected to this process.', () => o.liveMap?.server?.streams() ?? 0);
  metrics.gauge(
    'risk_shard_up',
    "1 for each of this process's shards connected to Discord's gateway, 0 otherwise.",
    () => {
      const out: Record<string, number> = {};
      for (const [id, shard] of o.client.ws.shards) out[String(id)] = shard.status === Status.Ready ? 1 : 0;
      return out;
    },
    'shard',
  );
}
