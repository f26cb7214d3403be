// Two bots on one shared store, shards 0 and 1 of 2 (two discord.js clients in this process, so
// the test can move their clock; test/bot/sharded-processes.test.ts runs the real
// `npm run start:sharded`). The stand-in routes each guild to its shard as Discord does. A
// scripted game in each guild at the same time: every accepted move stored once, none lost,
// none doubled; a turn deadline announced once, by the shard that owns the guild.
import { asMap } from '../../src/discord/games/map/record.ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningBot } from '../../src/discord/client.ts';
import { startBot } from '../../src/discord/client.ts';
import { commandDefinitions, commandTable } from '../../commands/index.ts';
import { legalActions } from '../../src/engine/index.ts';
import { panelCat } from '../../src/i18n/panel.ts';
import { buttons, startStandin, type Standin } from '../../tools/discord-standin/index.ts';
import { available, backends } from '../store/backends.ts';

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.reverse()) await c();
  cleanup = [];
});

const clock = { offset: 0 };
const now = () => Date.now() + clock.offset;

/** A lobby with alice, bob and one AI, a 30-minute deadline, started. */
async function openGame(d: Standin, channelId: string): Promise<void> {
  const [alice, bob] = [d.users.find((u) => u.username === 'alice')!, d.users.find((u) => u.username === 'bob')!];
  const created = await d.slash(
    alice,
    'risk new',
    { ruleset: 'classic', setup: 'auto', deadline: '30m' },
    { channelId },
  );
  await d.slash(bob, 'risk join', {}, { channelId });
  // The lobby, found in its channel (the other guild's game is being opened at the same time).
  const lobby = created.posts.find((m) => m.channel_id === channelId)!;
  const addAi = buttons(lobby).find((b) => b.label === 'Add AI')!;
  await d.click(alice, lobby, addAi.customId!, { channelId });
  await d.slash(alice, 'risk start', {}, { channelId });
}

/**
 * Human moves by whoever's turn it is; returns how many the bot accepted. The live panel shows
 * an accepted move, and the command's private answer says so; a refusal says why instead.
 * `/place` names its count: without one it asks first.
 */
async function playMoves(d: Standin, bot: RunningBot, channelId: string, moves: number): Promise<number> {
  let accepted = 0;
  for (let i = 0; i < moves; i++) {
    const r = asMap((await bot.service.get(channelId))!);
    if (r.status !== 'playing') break;
    const p = r.state!.turn.player;
    const user = d.users.find((u) => u.id === r.seats[p]?.userId);
    if (!user) {
      await new Promise((res) => setTimeout(res, 50));
      continue;
    }
    const legal = legalActions(r.state!, p);
    const place = legal.find((a) => a.type === 'place');
    const move = legal.find((a) => a.type === 'move');
    const o =
      move && move.type === 'move'
        ? await d.slash(user, 'move', { count: move.count }, { channelId, settleMs: 0 })
        : place && place.type === 'place'
          ? await d.slash(user, 'place', { territory: place.territory, count: place.count }, { channelId, settleMs: 0 })
          : await d.slash(user, 'end', {}, { channelId, settleMs: 0 });
    if (o.reply!.content.endsWith(panelCat('en').onPanel)) accepted++;
  }
  return accepted;
}

for (const backend of backends) {
  describe.runIf(available(backend))(`two shards, two servers, one ${backend.name} store`, () => {
    it('plays a game in each server: 0 lost, 0 doubled, each deadline announced once', async () => {
      const loc = await backend.fresh();
      const d = await startStandin({
        guilds: [{ name: 'Server A' }, { name: 'Server B' }],
        shardCount: 2,
        guildLocale: 'en-US',
        users: [{ name: 'alice' }, { name: 'bob' }],
      });
      cleanup.push(() => d.stop());
      const guilds: { channelId: string; guildId: string; bot: RunningBot; seen: Set<string | null> }[] = [];
      for (const shard of [0, 1]) {
        const store = await loc.open();
        let seed = shard === 0 ? 100 : 200;
        // No ownsGuild: each bot drives the games of the guilds its shard is given.
        const bot = await startBot({
          token: d.token,
          apiUrl: d.apiUrl,
          store,
          now,
          seed: () => seed++,
          shards: [shard],
          shardCount: 2,
          commands: commandTable,
        });
        cleanup.push(async () => {
          await bot.stop();
          await store.close();
        });
        const seen = new Set<string | null>();
        bot.client.on('interactionCreate', (i) => {
          seen.add(i.guildId);
        });
        const g = d.guilds.find((x) => x.shard === shard)!;
        guilds.push({ channelId: g.channel.id, guildId: g.id, bot, seen });
      }
      await guilds[0]!.bot.client.application!.commands.set(commandDefinitions());
      await Promise.all(guilds.map(({ channelId }) => openGame(d, channelId)));
      const accepted = await Promise.all(guilds.map(({ channelId, bot }) => playMoves(d, bot, channelId, 12)));
      for (const [k, { channelId, guildId, bot, seen }] of guilds.entries()) {
        const r = asMap((await bot.service.get(channelId))!);
        const log = await bot.service.store.log(r.gameId);
        const human = log.filter((e) => e.kind === 'act');
        expect(accepted[k]).toBeGreaterThan(5);
        expect(human).toHaveLength(accepted[k]!);
        const ids = human.map((e) => e.interactionId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(r.guildId).toBe(guildId);
        // Discord's routing: a shard sees only its own guild's interactions.
        expect([...seen]).toEqual([guildId]);
      }
      // Both deadlines pass (the clock jumps 31 minutes); both processes look at every live game.
      const before = await Promise.all(guilds.map(({ channelId, bot }) => bot.service.get(channelId)));
      expect(before.every((r) => r!.timer !== null)).toBe(true);
      clock.offset += 31 * 60_000;
      await Promise.all(guilds.map(({ bot }) => bot.scheduler.rearmAll()));
      // The expiry is told on the panel: the closed panel (edited) and, when its line fits in
      // the log carried over, the next player's ping. Never twice in one message, never in two
      // new messages.
      const told = (channelId: string) => d.channelMessages(channelId).filter((m) => /time ran out/.test(m.content));
      for (const { channelId } of guilds) {
        for (let waited = 0; told(channelId).length === 0; waited += 100) {
          if (waited > 20_000) throw new Error('the expiry was never told');
          await new Promise((res) => setTimeout(res, 100));
        }
      }
      await new Promise((res) => setTimeout(res, 1500));
      for (const [k, { channelId, bot }] of guilds.entries()) {
        const expiries = told(channelId);
        expect(expiries.length).toBeGreaterThan(0);
        for (const m of expiries) expect(m.content.match(/time ran out/g)).toHaveLength(1);
        expect(expiries.filter((m) => m.edited_timestamp === null).length).toBeLessThanOrEqual(1);
        const log = await bot.service.store.log((await bot.service.get(channelId))!.gameId);
        expect(log.filter((e) => e.kind === 'timer').length).toBeGreaterThan(0);
        const r = asMap((await bot.service.get(channelId))!);
        expect(r.seats[before[k]!.timer!.players[0]!]!.missed).toBe(1);
      }
    }, 120_000);
  });
}
