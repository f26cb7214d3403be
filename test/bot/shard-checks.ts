// What the two sharding tests (two clients in this process: shards.test.ts; the real
// `npm run start:sharded`: sharded-processes.test.ts) play and check alike: a game in each of
// two guilds, one per shard, on one shared store; every accepted move stored once (0 lost,
// 0 doubled), each turn deadline told once, each guild's interactions on its own shard.
// `expect` is passed in: concurrent tests must use their own. startSharded runs the real
// `npm run start:sharded` (also for the live map across shard processes, test/web).
import { writeFileSync } from 'node:fs';
import type { ExpectStatic } from 'vitest';
import type { GameService } from '../../src/app/service.ts';
import { asMap, type MapRecord } from '../../src/discord/games/map/record.ts';
import { legalActions } from '../../src/engine/index.ts';
import { panelCat } from '../../src/i18n/panel.ts';
import {
  buttons,
  startStandin,
  type Standin,
  type StandinOptions,
  type StandinUser,
} from '../../tools/discord-standin/index.ts';
import { startNpm, type Sharded } from '../../tools/bot-process.ts';
import { fairTimeout, until } from '../../tools/fair-time.ts';

// The bot's process launcher lives in tools/ (the burst bench starts the bot with it too).
export { startNpm, type Sharded };

/** `npm run start:sharded` in its own process group (the manager and its shard processes). */
export function startSharded(env: Record<string, string>): Sharded {
  return startNpm('start:sharded', env);
}

/** The stand-in with two guilds, 'Server A' on shard 0 and 'Server B' on shard 1; alice and bob are in both. */
export function twoShardStandin(opts: StandinOptions = {}): Promise<Standin> {
  return startStandin({
    guilds: [{ name: 'Server A' }, { name: 'Server B' }],
    shardCount: 2,
    guildLocale: 'en-US',
    users: [{ name: 'alice' }, { name: 'bob' }],
    ...opts,
  });
}

const userNamed = (d: Standin, name: string): StandinUser => d.users.find((u) => u.username === name)!;

/** A lobby with alice, bob and one AI, with this turn deadline ('1m', '30m'…), started. */
export async function openGame(d: Standin, channelId: string, deadline: string): Promise<void> {
  const [alice, bob] = [userNamed(d, 'alice'), userNamed(d, 'bob')];
  const created = await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto', deadline }, { channelId });
  await d.slash(bob, 'risk join', {}, { channelId });
  // The lobby, found in its channel (the other guild's game is being opened at the same time).
  const lobby = created.posts.find((m) => m.channel_id === channelId)!;
  const addAi = buttons(lobby).find((b) => b.label === 'Add AI')!;
  await d.click(alice, lobby, addAi.customId!, { channelId });
  await d.slash(alice, 'risk start', {}, { channelId });
}

/**
 * `moves` human moves by whoever's turn it is (read from the shared store; the AI turns are
 * waited out); returns how many the bot accepted. The command's private answer says an
 * accepted move is on the panel; a refusal says why instead. `/place` names its count: without
 * one it asks first.
 */
export async function playMoves(d: Standin, svc: GameService, channelId: string, moves: number): Promise<number> {
  let accepted = 0;
  const seated = (r: MapRecord) => d.users.find((u) => u.id === r.seats[r.state!.turn.player]?.userId);
  for (let i = 0; i < moves; i++) {
    // The AI turns are the bot's: waited out, each as long as an AI turn needs.
    const r = await until(
      async () => {
        const r = asMap((await svc.get(channelId))!);
        return r.status !== 'playing' || seated(r) ? r : undefined;
      },
      { what: "a human's turn after the AI seat's", needMs: 20_000, everyMs: 50 },
    );
    if (r.status !== 'playing') break;
    if (await humanMove(d, r, seated(r)!, channelId)) accepted++;
  }
  return accepted;
}

/**
 * The seated player's move in the channel's game (a pending move-in, else a placement, else
 * the end of the phase) by slash command; its interaction id when the bot said it is made.
 */
export async function humanMove(
  d: Standin,
  r: MapRecord,
  user: StandinUser,
  channelId: string,
): Promise<string | null> {
  const p = r.state!.turn.player;
  const legal = legalActions(r.state!, p);
  const place = legal.find((a) => a.type === 'place');
  const move = legal.find((a) => a.type === 'move');
  const o =
    move && move.type === 'move'
      ? await d.slash(user, 'move', { count: move.count }, { channelId, settleMs: 0 })
      : place && place.type === 'place'
        ? await d.slash(user, 'place', { territory: place.territory, count: place.count }, { channelId, settleMs: 0 })
        : await d.slash(user, 'end', {}, { channelId, settleMs: 0 });
  return o.reply?.content.endsWith(panelCat('en').onPanel) ? o.interactionId : null;
}

/**
 * Nobody moves any more: the clock (RISK_TEST_CLOCK_FILE) jumps `jumpMs`, past each channel's
 * turn deadline, which the process owning its guild fires and tells once (the others never arm
 * it); the seat that missed its turn is the one whose deadline it was.
 */
export async function expectDeadlinesFiredOnce(
  expect: ExpectStatic,
  d: Standin,
  svc: GameService,
  channels: string[],
  clockFile: string,
  jumpMs: number,
): Promise<void> {
  const before = await Promise.all(channels.map((ch) => svc.get(ch)));
  expect(before.every((r) => r!.timer !== null)).toBe(true);
  writeFileSync(clockFile, String(jumpMs));
  await waitForExpiries(d, channels, 100_000);
  for (const [k, ch] of channels.entries()) {
    await expectExpiryToldOnce(expect, d, svc, ch);
    const r = asMap((await svc.get(ch))!);
    expect(r.seats[before[k]!.timer!.players[0]!]!.missed).toBe(1);
  }
  expectInteractionsOnOwnShard(expect, d);
}

/** The human moves of a game's log, by interaction: each must be there once. */
async function humanInteractions(svc: GameService, channelId: string): Promise<(string | null)[]> {
  const r = (await svc.get(channelId))!;
  return (await svc.store.log(r.gameId)).filter((e) => e.kind === 'act').map((e) => e.interactionId);
}

/** 0 lost, 0 doubled: the guild's game logged every accepted move (more than `atLeast`), each once. */
export async function expectMovesKept(
  expect: ExpectStatic,
  svc: GameService,
  guild: { channelId: string; guildId: string },
  accepted: number,
  atLeast: number,
): Promise<void> {
  expect((await svc.get(guild.channelId))!.guildId).toBe(guild.guildId);
  const ids = await humanInteractions(svc, guild.channelId);
  expect(accepted).toBeGreaterThan(atLeast);
  expect(ids).toHaveLength(accepted);
  expect(new Set(ids).size).toBe(ids.length);
}

const TOLD = /time ran out/;
const toldIn = (d: Standin, channelId: string) => d.channelMessages(channelId).filter((m) => TOLD.test(m.content));

/** Waits until each channel tells a deadline passed, then a moment more for any second telling. */
export async function waitForExpiries(d: Standin, channelIds: string[], timeoutMs: number): Promise<void> {
  await Promise.all(
    channelIds.map((ch) => d.waitForMessage((m) => m.channel_id === ch && TOLD.test(m.content), { timeoutMs })),
  );
  await new Promise<void>((res) => fairTimeout(1500, res));
}

/**
 * One deadline passed in the channel's game, fired and told once: on the closed panel (edited)
 * and, when its line fits in the log carried over, the next player's ping; never twice in one
 * message, never in two new messages. One seat missed one turn; no move doubled.
 */
export async function expectExpiryToldOnce(
  expect: ExpectStatic,
  d: Standin,
  svc: GameService,
  channelId: string,
): Promise<void> {
  const expiries = toldIn(d, channelId);
  expect(expiries.length).toBeGreaterThan(0);
  for (const m of expiries) expect(m.content.match(/time ran out/g)).toHaveLength(1);
  expect(expiries.filter((m) => m.edited_timestamp === null).length).toBeLessThanOrEqual(1);
  const r = asMap((await svc.get(channelId))!);
  expect(r.seats.filter((s) => s.missed > 0).map((s) => s.missed)).toEqual([1]);
  const log = await svc.store.log(r.gameId);
  expect(log.filter((e) => e.kind === 'timer').length).toBeGreaterThan(0);
  const ids = await humanInteractions(svc, channelId);
  expect(new Set(ids).size).toBe(ids.length);
}

/** Discord's routing, as the stand-in records it: each guild's interactions went to its own shard only. */
export function expectInteractionsOnOwnShard(expect: ExpectStatic, d: Standin): void {
  for (const g of d.guilds) {
    const shards = new Set(
      d.gatewayStats.routed.filter((e) => e.event === 'INTERACTION_CREATE' && e.guildId === g.id).map((e) => e.shard),
    );
    expect([...shards]).toEqual([g.shard]);
  }
}
