// A server's weeks of play through the loopback Discord and the real discord.js client, on a
// test clock: a deadline that would fall in a player's quiet hours moves to their end (two
// players in two zones), and the sleeper's turn waits for their morning with its ping silent
// and a reminder then; "you're next" arrives by DM when the player before you starts; a
// follower (not seated) is told of each player out and of the result.
import { afterEach, describe, expect, it } from 'vitest';
import { asMap } from '../../src/discord/games/map/record.ts';
import { nextInOrder } from '../../src/discord/records/notices.ts';
import { pingWaits } from '../../src/app/service.ts';
import { closeTables, openTable } from './table.ts';

afterEach(closeTables);

const at = (iso: string) => Date.parse(iso);

describe('weeks of play through Discord', () => {
  it('quiet hours in two zones: the deadline moves to the end of the night, the sleeper’s ping waits for the morning', async () => {
    // The bot's clock starts at 20:00 UTC on a winter evening (21:00 in Paris, 15:00 in New York).
    let offset = at('2026-01-15T20:00:00Z') - Date.now();
    const { d, bot } = await openTable(8100, {}, { now: () => Date.now() + offset });
    const ch = d.channel.id;
    const alice = d.makeUser('alice');
    const bob = d.makeUser('bob', 'fr');
    await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto', deadline: '4h' });
    await d.slash(bob, 'risk join');
    await d.slash(alice, 'risk start');
    let r = asMap((await bot.service.get(ch))!);
    // The first player lives in Paris (quiet 23-08), the other in New York (quiet 22-07); set
    // now, their quiet hours reach the running game and its deadline is re-armed.
    const first = r.state!.turn.player;
    const [sleeper, other] = first === 0 ? [alice, bob] : [bob, alice];
    await d.slash(sleeper, 'risk settings', { timezone: 'Europe/Paris', quiet: '23-08' });
    await d.slash(other, 'risk settings', { timezone: 'America/New_York', quiet: '22-07' });
    r = asMap((await bot.service.get(ch))!);
    expect(r.seats[first].quiet?.tz).toBe('Europe/Paris');
    expect(r.seats[1 - first].quiet?.tz).toBe('America/New_York');
    // 20:00 + 4 h is 01:00 in Paris, the first player's night: the deadline moves to 08:00
    // Paris (07:00 UTC).
    expect(r.timer!.players).toEqual([first]);
    expect(r.timer!.expiresAt).toBe(at('2026-01-16T07:00:00Z'));

    // 07:00 UTC: the first player's time runs out; the other's turn begins at 02:00 in New York,
    // their night: it starts for them at 07:00 there (12:00 UTC), the deadline four hours later,
    // the ping silent.
    offset += at('2026-01-16T07:01:00Z') - (Date.now() + offset);
    await bot.scheduler.rearmAll();
    const ping = await d.waitForMessage(
      (m) => m.channel_id === ch && m.content.includes(`<@${other.id}>`) && m.attachments.length > 0,
      { timeoutMs: 30_000 },
    );
    expect(ping.content).toContain(`<@${other.id}>`);
    r = asMap((await bot.service.get(ch))!);
    // (The ping names them, but its mention does not ring: it waits for their morning.)
    expect(pingWaits(r, 1 - first, bot.service.now())).toBe(true);
    expect(r.timer!.players).toEqual([1 - first]);
    expect(r.timer!.remindAt).toBe(at('2026-01-16T12:00:00Z'));
    expect(r.timer!.expiresAt).toBe(at('2026-01-16T16:00:00Z'));
    expect(d.dms(other)).toEqual([]);
    // Their morning: the reminder, by DM, in their language.
    offset += at('2026-01-16T12:01:00Z') - (Date.now() + offset);
    await bot.scheduler.rearmAll();
    const reminder = await d.waitForMessage((m) => d.dms(other).some((x) => x.id === m.id), { timeoutMs: 30_000 });
    expect(reminder.content).toMatch(other === bob ? /votre tour expire/ : /your turn expires/);
  });

  it("you're next by DM when the player before you starts; a follower gets the players out and the result", async () => {
    const { d, bot } = await openTable(8200);
    const ch = d.channel.id;
    const alice = d.makeUser('alice');
    const bob = d.makeUser('bob', 'fr');
    const carol = d.makeUser('carol', 'it');
    const dave = d.makeUser('dave');
    const users = [alice, bob, carol];
    await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto' });
    await d.slash(bob, 'risk join');
    await d.slash(carol, 'risk join');
    for (const u of users) await d.slash(u, 'risk settings', { heads_up: true });
    expect((await d.slash(dave, 'risk follow')).reply!.content).toMatch(/You follow this game/);
    await d.slash(alice, 'risk start');
    const r = asMap((await bot.service.get(ch))!);
    const first = r.state!.turn.player;
    const next = users.find((u) => u.id === r.seats[nextInOrder(r, first)].userId)!;
    const told = await d.waitForMessage((m) => d.dms(next).some((x) => x.id === m.id) && m.content.startsWith('⏭️'), {
      timeoutMs: 30_000,
    });
    expect(told.content).toContain(`<#${ch}>`);
    // No one else is told they are next.
    for (const u of users.filter((x) => x !== next))
      expect(d.dms(u).filter((m) => m.content.startsWith('⏭️'))).toEqual([]);

    // To the end by the AI: the follower is told once of each player out, then of the result.
    for (const u of users) await d.slash(u, 'risk settings', { autopilot: true });
    const result = await d.waitForMessage((m) => d.dms(dave).some((x) => x.id === m.id) && m.content.startsWith('🏁'), {
      timeoutMs: 60_000,
    });
    expect(result.content).toMatch(/🏆/);
    const over = asMap((await bot.service.get(ch))!);
    expect(over.status).toBe('over');
    const outs = d.dms(dave).filter((m) => m.content.startsWith('☠️'));
    const eliminated = over.state!.players.flatMap((p, i) => (p.status === 'active' || i >= 3 ? [] : [i]));
    expect(outs.length).toBe(eliminated.length);
    expect(eliminated.length).toBeGreaterThanOrEqual(1);
    expect(d.dms(dave).filter((m) => m.content.startsWith('🏁'))).toHaveLength(1);
  });
});
