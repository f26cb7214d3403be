// The e2e tests' table: the loopback Discord stand-in, a fresh SQLite store and the real bot
// with every command registered. `closeTables()` (in afterEach) stops all that was opened, last
// first, so one failing test cannot leave a bot answering the next one.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandDefinitions, commandTable } from '../../commands/index.ts';
import { rulesetOffers } from '../../commands/risk/builder.ts';
import { openRecordStore, startBot, type BotOptions, type RunningBot } from '../../src/discord/client.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import type { Seat } from '../../src/app/record.ts';
import {
  buttons,
  components,
  startStandin,
  type Standin,
  type StandinMessage,
  type StandinOptions,
} from '../../tools/discord-standin/index.ts';
import { HANG_GUARD_MS, until } from '../../tools/fair-time.ts';

export interface Table {
  d: Standin;
  bot: RunningBot;
  /** The bot's store, for what a test reads behind the bot's back (its action log). */
  store: GameRepository;
}

const opened: (() => Promise<void>)[] = [];

let built: { offers: number; json: ReturnType<typeof commandDefinitions> } | undefined;
/**
 * Every command's definition as the bot registers it, built once per worker (the builders check
 * every option and localization on each toJSON: ~20 CPU ms a table) and again once a family
 * offers a ruleset at run time, as a definition built before it is stale.
 */
function definitions(): ReturnType<typeof commandDefinitions> {
  if (built?.offers !== rulesetOffers()) built = { offers: rulesetOffers(), json: commandDefinitions() };
  return built.json;
}

/** A stand-in guild (en-US unless told) and the bot on a new store; game seeds count up from `seed`. */
export async function openTable(
  seed: number,
  standin: StandinOptions = {},
  /** More bot options (the live map's `web`), or made from the stand-in (its app id and OAuth2 secret). */
  options: Partial<BotOptions> | ((d: Standin) => Partial<BotOptions>) = {},
): Promise<Table> {
  const d = await startStandin({ guildLocale: 'en-US', ...standin });
  opened.push(() => d.stop());
  const more = typeof options === 'function' ? options(d) : options;
  const store = await openRecordStore(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-e2e-')), 'games.sqlite')}`);
  let next = seed;
  const bot = await startBot({
    token: d.token,
    apiUrl: d.apiUrl,
    store,
    seed: () => next++,
    commands: commandTable,
    restTimeoutMs: HANG_GUARD_MS,
    ...more,
  });
  opened.push(async () => {
    await bot.stop();
    await store.close();
  });
  await bot.client.application!.commands.set(definitions());
  return { d, bot, store };
}

/** One bot on the store, stopped once (by the test for a restart, or at closeTables). */
export interface OpenedBot {
  bot: RunningBot;
  store: GameRepository;
  stop: () => Promise<void>;
}

/**
 * A stand-in guild and a store that outlive the bot: `open()` starts a bot on the same store
 * (a restart after `stop()`), so a test can stop one and start the next. `first` is open, with
 * the commands registered. `seed` numbers the games; `more` adds bot options (a test clock).
 */
export async function openRestartable(
  seed: () => number,
  more: Partial<BotOptions> = {},
): Promise<{ d: Standin; open: () => Promise<OpenedBot>; first: OpenedBot }> {
  const d = await startStandin({ guildLocale: 'en-US' });
  opened.push(() => d.stop());
  const url = `sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-e2e-')), 'games.sqlite')}`;
  const open = async (): Promise<OpenedBot> => {
    const store = await openRecordStore(url);
    const bot = await startBot({
      token: d.token,
      apiUrl: d.apiUrl,
      store,
      seed,
      commands: commandTable,
      restTimeoutMs: HANG_GUARD_MS,
      ...more,
    });
    let stopped = false;
    const stop = async () => {
      if (stopped) return;
      stopped = true;
      await bot.stop();
      await store.close();
    };
    opened.push(stop);
    return { bot, store, stop };
  };
  const first = await open();
  await first.bot.client.application!.commands.set(definitions());
  return { d, open, first };
}

export async function closeTables(): Promise<void> {
  for (const close of opened.splice(0).reverse()) await close();
}

/** A message's buttons by their custom id's verb (g:<game>:<rev>:<verb>:…), whatever their labels' language. */
export const byVerb = (m: StandinMessage, verb: string) => buttons(m).filter((b) => b.customId?.split(':')[3] === verb);

/** A component's verb (the fourth field of its custom id). */
export const verbOf = (customId: string | undefined) => customId?.split(':')[3];
/** The select menus of a message whose custom id carries `verb`. */
export const selectsByVerb = (m: StandinMessage, verb: string) =>
  components(m).filter((c) => c.type === 3 && verbOf(c.custom_id) === verb);
type Found = ReturnType<typeof components>[number];
/** A select's option values and placeholder (the stand-in keeps the raw JSON). */
export const valuesOf = (c: Found) => (c.options as { value: string }[]).map((o) => o.value);
export const placeholderOf = (c: Found) => (c as unknown as { placeholder?: string }).placeholder;

/** The channel game's panel once it carries controls (waits for the bot's edit). */
export async function panelOf(d: Standin, bot: RunningBot, ch: string): Promise<StandinMessage> {
  return until(
    async () => {
      const id = (await bot.service.get(ch))?.panel?.messageId;
      const m = id ? d.message(id) : undefined;
      return m && components(m).length ? m : undefined;
    },
    { what: 'a panel with controls', needMs: 5_000 },
  );
}

/** An AI seat of policy `ai`, for a test that seats AIs behind the lobby's back. */
export const aiSeat = (name: string, ai = 'baseline'): Seat => ({
  userId: null,
  name,
  kind: 'ai',
  ai,
  locale: 'en',
  autopilot: false,
  missed: 0,
});
