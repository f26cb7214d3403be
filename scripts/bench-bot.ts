// benchBot(): `/attack` through the real discord.js client and the loopback stand-in, from the
// interaction sent to the reply received (the panel updated, its board redrawn when needed):
// bot.commandToReply in scripts/bench.ts.
import { asExpress } from '../src/discord/games/express/record.js';
import { asMap } from '../src/discord/games/map/record.js';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { legalActions, type Action } from '../src/engine/index.js';
import { openRecordStore, startBot } from '../src/discord/client.js';
import { commandDefinitions, commandTable } from '../commands/index.js';
import { startStandin } from '../tools/discord-standin/index.js';
import { countTrips } from '../src/store/counting.js';
import type { GameRepository } from '../src/store/repository.js';
import { defaultBoardImages } from '../src/discord/images.js';
import { chooseTap, openTapTable, rng } from '../src/local/tap-driver.js';

function percentile(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))];
}

export interface Trips {
  reads: number;
  writes: number;
}

/** The most store reads and writes one accepted move cost (its presentation included). */
function worst(trips: Trips[]): Trips & { moves: number } {
  return {
    reads: Math.max(0, ...trips.map((t) => t.reads)),
    writes: Math.max(0, ...trips.map((t) => t.writes)),
    moves: trips.length,
  };
}

/** Waits until the game's last move is marked shown (its presentation is over), read uncounted. */
async function presented(store: GameRepository, channelId: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const id = await store.currentGameId(channelId);
    const g = id ? await store.load(id) : undefined;
    const r = g ? (JSON.parse(g.data) as { presentedSeq?: number; logSeq?: number }) : null;
    if (r && (r.presentedSeq ?? 0) >= (r.logSeq ?? 0)) break;
    await new Promise((res) => setTimeout(res, 5));
  }
  // The last write (the marks) may still be under way when the flag is visible elsewhere.
  await new Promise((res) => setTimeout(res, 20));
}

export async function benchBot(samples = 40): Promise<{
  commandToReply: { p50Ms: number; p95Ms: number };
  storeTripsPerMove: { attack: Trips & { moves: number } };
}> {
  const d = await startStandin({ guildLocale: 'en-US' });
  const store = await openRecordStore(`sqlite://${join(mkdtempSync(join(tmpdir(), 'risk-bench-')), 'g.sqlite')}`);
  const counted = countTrips(store);
  const trips: Trips[] = [];
  const running = await startBot({ token: d.token, apiUrl: d.apiUrl, store: counted.repo, commands: commandTable });
  try {
    await running.client.application!.commands.set(commandDefinitions());
    const alice = d.makeUser('alice');
    const bob = d.makeUser('bob');
    const users = new Map([
      [alice.id, alice],
      [bob.id, bob],
    ]);
    await d.slash(alice, 'risk new', { ruleset: 'classic' });
    await d.slash(bob, 'risk join');
    await d.slash(alice, 'risk start');
    const times: number[] = [];
    for (let guard = 0; times.length < samples && guard < samples * 20; guard++) {
      const r = asMap((await running.service.get(d.channel.id))!);
      if (r.status !== 'playing') break;
      const p = r.state!.turn.player;
      const user = users.get(r.seats[p]?.userId ?? '')!;
      const legal = legalActions(r.state!, p);
      const attack = legal.find((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack' && a.dice === 1);
      if (r.state!.phase.kind === 'attack' && attack) {
        await presented(store, d.channel.id);
        counted.reset();
        const t0 = performance.now();
        const o = await d.slash(user, 'attack', { from: attack.from, to: attack.to, dice: 1 }, { settleMs: 0 });
        const ms = performance.now() - t0;
        // The reply is private ("✓ Done", with the dice); it comes once the panel is brought up to date.
        if (o.reply && /✓/.test(o.reply.content)) {
          times.push(ms);
          await presented(store, d.channel.id);
          trips.push({ reads: counted.count.reads, writes: counted.count.writes });
        }
        continue;
      }
      // The most armies at once (without a count /place asks first).
      const place = legal
        .filter((a) => a.type === 'place')
        .sort((a, b) => (b.type === 'place' ? b.count : 0) - (a.type === 'place' ? a.count : 0))[0];
      const move = legal.find((a) => a.type === 'move');
      if (move && move.type === 'move') await d.slash(user, 'move', { count: move.count }, { settleMs: 0 });
      else if (place && place.type === 'place')
        await d.slash(user, 'place', { territory: place.territory, count: place.count }, { settleMs: 0 });
      else await d.slash(user, 'end', {}, { settleMs: 0 });
    }
    return {
      commandToReply: {
        p50Ms: Math.round(percentile(times, 50) * 10) / 10,
        p95Ms: Math.round(percentile(times, 95) * 10) / 10,
      },
      storeTripsPerMove: { attack: worst(trips) },
    };
  } finally {
    await running.stop();
    await store.close();
    await d.stop();
  }
}

// Run directly (not when bundled into the compiled bench, where import.meta.url is the bundle's).
if (/bench-bot\.[jt]s$/.test(process.argv[1] ?? '') && import.meta.url === `file://${process.argv[1]}`) {
  benchBot().then(
    (r) => console.log(JSON.stringify({ bot: r })),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}

/** The local table with the bot's real pictures, a game opened by these lines; `run` plays one more, keeping its output. */
async function openBenchGame(seed: number, opening: string[], wrap?: (s: GameRepository) => GameRepository) {
  const { table, service, store } = await openTapTable(seed, defaultBoardImages(), wrap);
  // Every channel message, edit and DM the lines put out, in order.
  const outs: { kind: string; images: string[] }[] = [];
  const run = async (line: string) => {
    const o = await table.run(line);
    outs.push(...o);
    return o;
  };
  for (const line of opening) await run(line);
  return { table, service, store, outs, run };
}

/** New channel messages per human turn: the most and the mean (two decimals). */
function messagesPerTurn(counts: number[]): { max: number; mean: number } {
  return {
    max: Math.max(0, ...counts),
    mean: Math.round((counts.reduce((a, b) => a + b, 0) / Math.max(1, counts.length)) * 100) / 100,
  };
}

/**
 * bot.imagesBytesPerGame: a scripted 4-player game (two people tapping the panel, two AI seats)
 * through the local table with the bot's real pictures: the bytes of every image posted,
 * edited in or sent by DM, and the new channel messages per human turn.
 */
export async function benchPanelGame(seed = 41): Promise<{
  imagesBytesPerGame: number;
  imagesPerGame: number;
  channelMessagesPerGame: number;
  editsPerGame: number;
  humanTurns: number;
  channelMessagesPerHumanTurn: { max: number; mean: number };
  /** Pictures uploaded (posted, edited in, sent by DM) while a person played, per human turn, and their KB. */
  imagesPerHumanTurn: number;
  imageKBPerHumanTurn: number;
  taps: number;
  finished: boolean;
}> {
  const { table, service, store, outs, run } = await openBenchGame(seed, [
    'alice /risk new ruleset:classic setup:auto',
    'bob /risk join',
    'alice click Add AI',
    'alice click Add AI',
    'alice click Start',
  ]);
  const rand = rng(seed);
  const perTurn = new Map<string, number>();
  let attacks = 0;
  let last = '';
  let taps = 0;
  let turnImages = 0;
  let turnBytes = 0;
  for (; taps < 3000; taps++) {
    const r = asMap((await service.get('local'))!);
    if (r.status !== 'playing') break;
    const p = r.state!.turn.player;
    const who = r.seats[p]?.kind === 'human' ? r.seats[p].name : null;
    if (!who) break;
    const key = `${r.state!.turn.number}`;
    if (key !== last) {
      attacks = 0;
      last = key;
    }
    const line = chooseTap(table, who, attacks, rand);
    if (/click (🎲|Blitz|Attack again)/.test(line)) attacks++;
    const bytes = table.imageBytes;
    const o = await run(line);
    perTurn.set(key, (perTurn.get(key) ?? 0) + o.filter((x) => x.kind === 'channel').length);
    turnImages += o.reduce((n, x) => n + x.images.length, 0);
    turnBytes += table.imageBytes - bytes;
  }
  const finished = asMap((await service.get('local'))!).status === 'over';
  const counts = [...perTurn.values()];
  await store.close();
  const turns = Math.max(1, counts.length);
  return {
    imagesPerHumanTurn: Math.round((turnImages / turns) * 100) / 100,
    imageKBPerHumanTurn: Math.round(turnBytes / turns / 100) / 10,
    imagesBytesPerGame: table.imageBytes,
    imagesPerGame: outs.reduce((n, o) => n + o.images.length, 0),
    channelMessagesPerGame: outs.filter((o) => o.kind === 'channel').length,
    editsPerGame: outs.filter((o) => o.kind === 'edit').length,
    humanTurns: counts.length,
    channelMessagesPerHumanTurn: messagesPerTurn(counts),
    taps,
    finished,
  };
}

/**
 * A Risk Express game on the live panel (one human tapping the first move offered, two AI
 * seats, real images): new channel messages per human turn, edits per tap, image bytes.
 */
export async function benchExpressPanelGame(seed = 41): Promise<{
  humanTurns: number;
  taps: number;
  channelMessagesPerHumanTurn: { max: number; mean: number };
  editsPerTap: number;
  imagesPerGame: number;
  imageBytesPerGame: number;
  finished: boolean;
  storeTripsPerRoll: Trips & { moves: number };
}> {
  let counted: ReturnType<typeof countTrips> | null = null;
  const { table, service, store, outs, run } = await openBenchGame(
    seed,
    ['alice /risk new ruleset:express', 'alice click Add AI', 'alice click Add AI', 'alice click Start'],
    (s) => (counted = countTrips(s)).repo,
  );
  const trips: Trips[] = [];
  const perTurn = new Map<number, number>();
  let taps = 0;
  let edits = 0;
  for (; taps < 2000; taps++) {
    const r = asExpress((await service.get('local'))!);
    if (r.status !== 'playing') break;
    const { buttons, selects } = table.controlsFor('alice');
    const move = buttons.find((b) => !/^(Expected values|Auto-fill)/.test(b.label));
    const line = selects.length ? `alice pick ${selects[0].options[0].value}` : `alice click ${move!.label}`;
    const c = counted!;
    c.reset();
    const logSeq = r.logSeq ?? 0;
    const o = await run(line);
    // An accepted move (it added to the log), its presentation included.
    const got = { reads: c.count.reads, writes: c.count.writes };
    if (((await service.get('local'))!.logSeq ?? 0) > logSeq) trips.push(got);
    const turn = r.state!.turnIndex;
    perTurn.set(turn, (perTurn.get(turn) ?? 0) + o.filter((x) => x.kind === 'channel').length);
    edits += o.filter((x) => x.kind === 'edit').length;
  }
  const finished = (await service.get('local'))!.status === 'over';
  const counts = [...perTurn.values()];
  await store.close();
  return {
    humanTurns: counts.length,
    taps,
    channelMessagesPerHumanTurn: messagesPerTurn(counts),
    editsPerTap: Math.round((edits / Math.max(1, taps)) * 100) / 100,
    imagesPerGame: outs.reduce((n, o) => n + o.images.length, 0),
    imageBytesPerGame: table.imageBytes,
    finished,
    storeTripsPerRoll: worst(trips),
  };
}
