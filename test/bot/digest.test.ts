// The daily digest through the loopback Discord and the real discord.js client, on a test
// clock: alice plays two games (the channel's and a thread's) and asks for the digest; at 09:00
// (her clock: UTC) one DM lists the games waiting for her with their links, though both games'
// timers fire; the next day, with no game waiting for her, no DM.
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningBot } from '../../src/discord/client.ts';
import { waitingHumans } from '../../src/app/service.ts';
import { until } from '../../tools/fair-time.ts';
import { closeTables, openTable } from './table.ts';
import { freeImages } from '../store/bot-harness.ts';

afterEach(closeTables);

const DAY = 86_400_000;

describe('the daily digest', () => {
  it('one DM a day with the games waiting, none on a day none waits', async () => {
    let offset = 0;
    const { d, bot } = await openTable(7300, {}, { now: () => Date.now() + offset, images: freeImages });
    const ch = d.channel.id;
    const alice = d.makeUser('alice');
    const bob = d.makeUser('bob', 'fr');
    await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto' });
    await d.slash(bob, 'risk join');
    await d.slash(alice, 'risk start');
    await d.slash(bob, 'risk new', { ruleset: 'classic', setup: 'auto' });
    const thread = d.threads(ch)[0].id;
    await d.slash(alice, 'risk join', {}, { channelId: thread });
    await d.slash(bob, 'risk start', {}, { channelId: thread });
    const games = [ch, thread];
    for (const g of games) expect((await bot.service.get(g))!.status).toBe('playing');

    const told = await d.slash(alice, 'risk settings', { notify: 'digest' });
    expect(told.reply!.content).toMatch(/^📬 Digest: one DM a day at 09:00 \(UTC\).*Applied to 2 games/);

    const aliceSeat = async (g: string) => (await bot.service.get(g))!.seats.find((s) => s.userId === alice.id)!;
    const due = (await aliceSeat(ch)).digestAt!;
    expect(new Date(due).toISOString()).toMatch(/T09:00:00\.000Z$/);
    const waiting = [];
    for (const g of games) {
      const r = (await bot.service.get(g))!;
      if (waitingHumans(r).some((p) => r.seats[p].userId === alice.id)) waiting.push(g);
    }
    expect(waiting.length).toBeGreaterThan(0);
    const digests = () => d.dms(alice).filter((m) => m.content.startsWith('📬'));
    expect(digests()).toHaveLength(0);

    // Past 09:00: both games' timers fire; one DM, listing the games waiting for alice.
    offset = due - Date.now() + 60_000;
    await bot.scheduler.rearmAll();
    const dm = await d.waitForMessage((m) => m.content.startsWith('📬') && d.dms(alice).some((x) => x.id === m.id), {
      timeoutMs: 30_000,
    });
    await bothMovedOn(bot, games, alice.id, due);
    expect(digests()).toHaveLength(1);
    expect(dm.content.split('\n')[0]).toBe(`📬 Your turn in ${waiting.length} game${waiting.length === 1 ? '' : 's'}:`);
    for (const g of games) expect(dm.content.includes(`<#${g}>`)).toBe(waiting.includes(g));

    // alice's turns go to the AI: no game waits for her; the next day's digest sends nothing.
    for (const g of games) await d.slash(alice, 'risk settings', { autopilot: true }, { channelId: g });
    const next = (await aliceSeat(ch)).digestAt!;
    expect(next).toBe(due + DAY);
    offset = next - Date.now() + 60_000;
    await bot.scheduler.rearmAll();
    await bothMovedOn(bot, games, alice.id, next);
    expect(digests()).toHaveLength(1);
  });
});

/** Both games' timers have passed the digest due at `due` (each moved alice's seat on a day) and are done. */
async function bothMovedOn(bot: RunningBot, games: string[], userId: string, due: number): Promise<void> {
  await until(
    async () => {
      for (const g of games) {
        const seat = (await bot.service.get(g))?.seats.find((s) => s.userId === userId);
        if (!seat?.digestAt || seat.digestAt <= due) return false;
      }
      return true;
    },
    { what: 'both games past the digest', needMs: 20_000 },
  );
  // …and finished firing (the DM, if any, is sent inside the timer's run).
  await until(() => bot.scheduler.busy === 0, { what: 'the timers done', needMs: 20_000 });
}
