// Bootstrap: store, service, scheduler, discord.js client and router, wired together.
import { Client, Events, GatewayIntentBits } from 'discord.js';
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
import type { GameMeta, GameRepository } from '../store/repository.js';
import { defaultBoardImages } from './images.js';
import { answerOutsideGlobalLimit } from './interaction-rest.js';
import { driveGame } from './recovery.js';
import { onGameSaved } from './records/ended.js';
import { indexLiveGames } from './records/my-games.js';
import { startSweeping, tournamentsIdle, trackTask } from './tournament/run.js';
import { attachRouter, discordTransport } from './router.js';
import type { Command } from './command.js';
import type { Bot } from './surface.js';
import { startLiveMap, type LiveMap, type WebConfig } from '../web/index.js';
import { MemoryFeed, type LiveFeed } from '../web/feed.js';

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
  web?: (WebConfig & { feed?: LiveFeed }) | null;
  /** How often tournaments are swept for work a crash left behind (default 15 s). */
  tournamentSweepMs?: number;
  /**
   * How long one Discord API request may take before discord.js gives up (default: discord.js's
   * 15 s). The tests raise it: their stand-in answers from the bot's own process, whose event loop
   * a loaded machine can hold for longer than that (tools/fair-time.ts).
   */
  restTimeoutMs?: number;
}

export interface RunningBot {
  client: Client;
  bot: Bot;
  service: GameService;
  scheduler: Scheduler;
  /** The live map when it runs (its server only in the process that serves it). */
  liveMap: LiveMap | null;
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
  const store = opts.store ?? (await openRecordStore(opts.storeUrl));
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
  const service = new GameService({
    store,
    now: opts.now,
    seed: opts.seed,
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
  const owns = (meta: GameMeta) => {
    const ids = client.shard?.ids ?? (Array.isArray(opts.shards) ? opts.shards : null);
    const count = client.shard?.count ?? opts.shardCount ?? 1;
    return !ids || ids.includes(shardOf(meta.guildId, count));
  };
  hooked = bot;
  scheduler = new Scheduler(service, (channelId) => driveGame(bot, channelId), { owns });
  const router = attachRouter(client, bot);
  const ready = new Promise<void>((res) => client.once(Events.ClientReady, () => res()));
  await client.login(opts.token);
  await ready;
  if (opts.web) {
    // Every process publishes its writes; one serves the page (the unsharded bot, or shard 0).
    const ids = client.shard?.ids ?? (Array.isArray(opts.shards) ? opts.shards : null);
    liveMap = await startLiveMap({
      config: opts.web,
      // A store handed over already open (tests) shares this process only, unless a feed comes with it.
      feed: opts.web.feed ?? (opts.store ? new MemoryFeed() : undefined),
      service,
      storeUrl: opts.storeUrl ?? storeUrlFromEnv(),
      namespace: process.env.STORE_NAMESPACE?.trim() || undefined,
      serve: !ids || ids.includes(0),
      logger: rootLogger,
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
  const stopSweeping = startSweeping(bot, opts.tournamentSweepMs);
  // /risk games: live games from before its index existed are indexed once.
  trackTask(indexLiveGames(bot));
  return {
    client,
    bot,
    service,
    scheduler,
    liveMap,
    async stop() {
      await liveMap?.close();
      await scheduler!.stop();
      stopSweeping();
      await Promise.race([tournamentsIdle(), new Promise((res) => setTimeout(res, 10_000))]);
      // Let running handlers finish (their replies, AI moves and DMs) before logging out.
      await Promise.race([router.idle(), new Promise((res) => setTimeout(res, 10_000))]);
      await client.destroy();
      if (!opts.store) await store.close();
    },
  };
}
