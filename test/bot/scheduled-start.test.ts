// A scheduled lobby through the loopback Discord and the real discord.js client, on a test
// clock: the host's start time (a Discord timestamp) shows in the lobby, the bot stops, the
// clock passes the time, a new bot on the same store starts the game by itself (the timer
// loop reads the lobby's wake-up time from the store) and posts its first panel. A French
// host's refusal of a time past opens nothing. start_when: the Join tap that fills the seats
// starts the game, its lobby closed.
import { afterEach, describe, expect, it } from 'vitest';
import { buttons } from '../../tools/discord-standin/index.ts';
import { closeTables, openRestartable, openTable } from './table.ts';

afterEach(closeTables);

describe('a scheduled lobby', () => {
  it('starts at its time after a restart', async () => {
    let offset = 0;
    let seed = 7100;
    const { d, open, first } = await openRestartable(() => seed++, { now: () => Date.now() + offset });
    const ch = d.channel.id;
    const alice = d.makeUser('alice');
    const bob = d.makeUser('bob', 'fr');

    // A time past is refused in the host's language; no lobby is opened.
    const pastStamp = `<t:${Math.floor((Date.now() - 3_600_000) / 1000)}>`;
    const refused = await d.slash(bob, 'risk new', { ruleset: 'classic', start_at: pastStamp });
    expect(refused.ephemeral).toBe(true);
    expect(refused.reply!.content).toBe('Cette heure est déjà passée : donnez une heure à venir.');
    expect(await first.bot.service.get(ch)).toBeUndefined();

    // In two hours (a Discord timestamp: each reader's own clock).
    const at = Math.floor((Date.now() + 2 * 3_600_000) / 1000);
    const created = await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto', start_at: `<t:${at}:F>` });
    const lobby = created.posts[0];
    expect(lobby.content).toContain(`⏰ Starts by itself at <t:${at}:F> (<t:${at}:R>).`);
    await d.slash(bob, 'risk join');
    expect(d.message(lobby.id)!.content).toContain(`<t:${at}:F>`);
    expect(buttons(d.message(lobby.id)!).map((b) => b.label)).toContain('Start');

    // The bot stops before the time; the clock passes it; a new bot on the same store starts it.
    await first.stop();
    offset += 2 * 3_600_000 + 60_000;
    const second = await open();
    const panel = await d.waitForMessage((m) => m.channel_id === ch && m.id !== lobby.id && m.attachments.length > 0, {
      timeoutMs: 30_000,
    });
    expect(panel.content).toMatch(/round 1|setup|place/i);
    const r = (await second.bot.service.get(ch))!;
    expect(r.status).toBe('playing');
    expect(r.schedule).toBeUndefined();
    expect(r.startedAt! / 1000).toBeGreaterThanOrEqual(at);
    // The lobby lost its buttons and says the schedule started it.
    const closed = await d.waitForMessage(
      (m) =>
        m.id === lobby.id && buttons(m).length === 0 && m.content.includes('The scheduled start: the game begins.'),
      { timeoutMs: 30_000 },
    );
    expect(closed.content).toContain('The game starts');
    expect(r.seats.map((s) => s.name)).toEqual(['alice', 'bob']);
  });

  it('starts when the join that fills the seats is tapped', async () => {
    const { d, bot } = await openTable(7200);
    const ch = d.channel.id;
    const alice = d.makeUser('alice');
    const bob = d.makeUser('bob', 'it');
    const created = await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto', start_when: 2 });
    const lobby = created.posts[0];
    expect(lobby.content).toContain('⏰ Starts by itself once 2 seats are filled.');
    const join = buttons(lobby).find((b) => b.label === 'Join')!;
    await d.click(bob, lobby, join.customId!);
    await d.waitForMessage((m) => m.channel_id === ch && m.id !== lobby.id && m.attachments.length > 0, {
      timeoutMs: 30_000,
    });
    expect((await bot.service.get(ch))!.status).toBe('playing');
    const closed = await d.waitForMessage(
      (m) => m.id === lobby.id && buttons(m).length === 0 && m.content.includes('The scheduled start'),
      { timeoutMs: 30_000 },
    );
    expect(closed.content).toContain(`<@${bob.id}>`);
  });
});
