// Bootstrap: store, service, scheduler, discord.js client and router, wired together.
import { Client, Events, GatewayIntentBits } from 'discord.js';
import type { BoardImages } from '../app/images.js';
import { RECORD_MIGRATIONS, RECORD_SCHEMA_VERSION, validateRecord, type GameRecord } from '../app/record.js';
import { Scheduler } from '../app/scheduler.js';
import { GameService } from '../app/service.js';
import { openGameStore, type GameStore } from '../store/index.js';
import { publishTimers } from './flow.js';
import { defaultBoardImages } from './images.js';
import { attachRouter, discordTransport } from './router.js';
import type { Command } from './command.js';
import type { Bot } from './surface.js';

export interface BotOptions {
  token: string;
  apiUrl?: string | null;
  storeUrl?: string | null;
  store?: GameStore<GameRecord>;
  images?: BoardImages;
  now?: () => number;
  /** Game seeds (tests fix them so a game replays); default: from the clock. */
  seed?: () => number;
  shards?: 'auto' | number[];
  /** The slash commands (commands/index.ts's commandTable). */
  commands: ReadonlyMap<string, Command>;
}

export interface RunningBot {
  client: Client;
  bot: Bot;
  service: GameService;
  scheduler: Scheduler;
  stop(): Promise<void>;
}

export function openRecordStore(url?: string | null): Promise<GameStore<GameRecord>> {
  return openGameStore<GameRecord>({ url: url ?? undefined, schemaVersion: RECORD_SCHEMA_VERSION, migrations: RECORD_MIGRATIONS, validate: validateRecord });
}

export async function startBot(opts: BotOptions): Promise<RunningBot> {
  const store = opts.store ?? (await openRecordStore(opts.storeUrl));
  const client = new Client({ intents: [GatewayIntentBits.Guilds], rest: opts.apiUrl ? { api: opts.apiUrl } : {} });
  let scheduler: Scheduler | null = null;
  const service = new GameService({ store, now: opts.now, seed: opts.seed, onSaved: (r) => scheduler?.schedule(r) });
  const bot: Bot = { service, images: opts.images ?? defaultBoardImages(), transport: discordTransport(client), mention: (id) => `<@${id}>`, dmFailed: new Set(), commands: opts.commands };
  scheduler = new Scheduler(service, async (channelId) => {
    const out = await service.runTimers(channelId);
    if (out.ok) await publishTimers(bot, out.value);
  });
  const router = attachRouter(client, bot);
  const ready = new Promise<void>((res) => client.once(Events.ClientReady, () => res()));
  await client.login(opts.token);
  await ready;
  await scheduler.resumeAll();
  return {
    client, bot, service, scheduler,
    async stop() {
      scheduler!.stop();
      // Let running handlers finish (their replies, AI moves and DMs) before logging out.
      await Promise.race([router.idle(), new Promise((res) => setTimeout(res, 10_000))]);
      await client.destroy();
      if (!opts.store) await store.close();
    },
  };
}
