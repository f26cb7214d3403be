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
import { available, backends } from '../store/backends.ts';
import * as sharding from './shard-checks.ts';
import { HANG_GUARD_MS } from '../../tools/fair-time.ts';
import { freeImages } from '../store/bot-harness.ts';

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const c of cleanup.reverse()) await c();
  cleanup = [];
});

const clock = { offset: 0 };
const now = () => Date.now() + clock.offset;

for (const backend of backends) {
  describe.runIf(available(backend))(`two shards, two servers, one ${backend.name} store`, () => {
    it('plays a game in each server: 0 lost, 0 doubled, each deadline announced once', async () => {
      const loc = await backend.fresh();
      const d = await sharding.twoShardStandin();
      cleanup.push(() => d.stop());
      const guilds: { channelId: string; guildId: string; bot: RunningBot; seen: Set<string | null> }[] = [];
      for (const shard of [0, 1]) {
        const store = await loc.open();
        let seed = shard === 0 ? 100 : 200;
        // Each bot drives the games of the guilds its shard is given.
        const bot = await startBot({
          token: d.token,
          apiUrl: d.apiUrl,
          store,
          now,
          seed: () => seed++,
          shards: [shard],
          shardCount: 2,
          commands: commandTable,
          restTimeoutMs: HANG_GUARD_MS,
          images: freeImages,
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
      const channels = guilds.map((g) => g.channelId);
      await Promise.all(channels.map((ch) => sharding.openGame(d, ch, '30m')));
      const accepted = await Promise.all(
        guilds.map(({ channelId, bot }) => sharding.playMoves(d, bot.service, channelId, 12)),
      );
      for (const [k, g] of guilds.entries()) {
        await sharding.expectMovesKept(expect, g.bot.service, g, accepted[k]!, 5);
        // Discord's routing, as the bot saw it: a shard sees only its own guild's interactions.
        expect([...g.seen]).toEqual([g.guildId]);
      }
      sharding.expectInteractionsOnOwnShard(expect, d);
      // Both deadlines pass (the clock jumps 31 minutes); both processes look at every live game.
      const before = await Promise.all(guilds.map(({ channelId, bot }) => bot.service.get(channelId)));
      expect(before.every((r) => r!.timer !== null)).toBe(true);
      clock.offset += 31 * 60_000;
      await Promise.all(guilds.map(({ bot }) => bot.scheduler.rearmAll()));
      await sharding.waitForExpiries(d, channels, 20_000);
      for (const [k, { channelId, bot }] of guilds.entries()) {
        await sharding.expectExpiryToldOnce(expect, d, bot.service, channelId);
        // The seat that missed its turn is the one whose deadline it was.
        const r = asMap((await bot.service.get(channelId))!);
        expect(r.seats[before[k]!.timer!.players[0]!]!.missed).toBe(1);
      }
    });
  });
}
