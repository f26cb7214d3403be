// Two bot processes on one shared store, each serving its own server (as two shards do:
// Discord routes a guild to one shard). A scripted game in each guild at the same time through
// the real discord.js client and the loopback stand-in: every accepted move stored once, none
// lost, none doubled; a turn deadline announced once, by the process that owns the guild.
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
afterEach(async () => { for (const c of cleanup.reverse()) await c(); cleanup = []; });

const clock = { offset: 0 };
const now = () => Date.now() + clock.offset;

/** A lobby with alice, bob and one AI, a 30-minute deadline, started. */
async function openGame(d: Standin): Promise<void> {
  const [alice, bob] = [d.users.find((u) => u.username === 'alice')!, d.users.find((u) => u.username === 'bob')!];
  const created = await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto', deadline: '30m' });
  await d.slash(bob, 'risk join');
  const lobby = created.posts[0]!;
  const addAi = buttons(lobby).find((b) => b.label === 'Add AI')!;
  await d.click(alice, lobby, addAi.customId!);
  await d.slash(alice, 'risk start');
}

/**
 * Human moves by whoever's turn it is; returns how many the bot accepted. The live panel shows
 * an accepted move, and the command's private answer says so; a refusal says why instead.
 * `/place` names its count: without one it asks first.
 */
async function playMoves(d: Standin, bot: RunningBot, moves: number): Promise<number> {
  let accepted = 0;
  for (let i = 0; i < moves; i++) {
    const r = asMap((await bot.service.get(d.channel.id))!);
    if (r.status !== 'playing') break;
    const p = r.state!.turn.player;
    const user = d.users.find((u) => u.id === r.seats[p]?.userId);
    if (!user) { await new Promise((res) => setTimeout(res, 50)); continue; }
    const legal = legalActions(r.state!, p);
    const place = legal.find((a) => a.type === 'place');
    const move = legal.find((a) => a.type === 'move');
    const o = move && move.type === 'move' ? await d.slash(user, 'move', { count: move.count }, { settleMs: 0 })
      : place && place.type === 'place' ? await d.slash(user, 'place', { territory: place.territory, count: place.count }, { settleMs: 0 })
      : await d.slash(user, 'end', {}, { settleMs: 0 });
    if (o.reply!.content.endsWith(panelCat('en').onPanel)) accepted++;
  }
  return accepted;
}

for (const backend of backends) {
  describe.runIf(available(backend))(`two bot processes, two servers, one ${backend.name} store`, () => {
    it('plays a game in each server: 0 lost, 0 doubled, each deadline announced once', async () => {
      const loc = await backend.fresh();
      const guilds: { d: Standin; bot: RunningBot }[] = [];
      for (const name of ['Server A', 'Server B']) {
        const d = await startStandin({ guildName: name, guildLocale: 'en-US', users: [{ name: 'alice' }, { name: 'bob' }] });
        cleanup.push(() => d.stop());
        const store = await loc.open();
        let seed = name === 'Server A' ? 100 : 200;
        // Each process drives only the games of its own server, as a shard does.
        const bot = await startBot({ token: d.token, apiUrl: d.apiUrl, store, now, seed: () => seed++, ownsGuild: (g) => g === d.guildId, commands: commandTable });
        cleanup.push(async () => { await bot.stop(); await store.close(); });
        await bot.client.application!.commands.set(commandDefinitions());
        guilds.push({ d, bot });
      }
      await Promise.all(guilds.map(({ d }) => openGame(d)));
      const accepted = await Promise.all(guilds.map(({ d, bot }) => playMoves(d, bot, 12)));
      for (const [k, { d, bot }] of guilds.entries()) {
        const r = asMap((await bot.service.get(d.channel.id))!);
        const log = await bot.service.store.log(r.gameId);
        const human = log.filter((e) => e.kind === 'act');
        expect(accepted[k]).toBeGreaterThan(5);
        expect(human).toHaveLength(accepted[k]!);
        const ids = human.map((e) => e.interactionId);
        expect(new Set(ids).size).toBe(ids.length);
        expect(r.guildId).toBe(d.guildId);
      }
      // Both deadlines pass (the clock jumps 31 minutes); both processes look at every live game.
      const before = await Promise.all(guilds.map(({ d, bot }) => bot.service.get(d.channel.id)));
      expect(before.every((r) => r!.timer !== null)).toBe(true);
      clock.offset += 31 * 60_000;
      await Promise.all(guilds.map(({ bot }) => bot.scheduler.rearmAll()));
      // The expiry is told on the panel: the closed panel (edited) and, when its line fits in
      // the log carried over, the next player's ping. Never twice in one message, never in two
      // new messages.
      const told = (d: Standin) => d.channelMessages(d.channel.id).filter((m) => /time ran out/.test(m.content));
      for (const { d } of guilds) {
        for (let waited = 0; told(d).length === 0; waited += 100) {
          if (waited > 60_000) throw new Error('the expiry was never told'); // a loaded CI machine draws boards slowly; a failed post is retried after 30 s
          await new Promise((res) => setTimeout(res, 100));
        }
      }
      await new Promise((res) => setTimeout(res, 1500));
      for (const [k, { d, bot }] of guilds.entries()) {
        const expiries = told(d);
        expect(expiries.length).toBeGreaterThan(0);
        for (const m of expiries) expect(m.content.match(/time ran out/g)).toHaveLength(1);
        expect(expiries.filter((m) => m.edited_timestamp === null).length).toBeLessThanOrEqual(1);
        const log = await bot.service.store.log(asMap((await bot.service.get(d.channel.id))!).gameId);
        expect(log.filter((e) => e.kind === 'timer').length).toBeGreaterThan(0);
        const r = asMap((await bot.service.get(d.channel.id))!);
        expect(r.seats[before[k]!.timer!.players[0]!]!.missed).toBe(1);
      }
    }, 120_000);
  });
}
