// A small tournament through the real discord.js client and the loopback Discord: the panel's
// buttons, one thread per table (the bot opens them), the tables played, the final seated when
// round 1 is over, and the standings posted with their image. A human entrant's ping in a
// table's thread names their entry (escaped) and mentions them; /risk tournament typed in the
// thread acts on the tournament.
import { afterEach, describe, expect, it } from 'vitest';
import { tournamentsIdle } from '../../src/discord/tournament/run.ts';
import { buttons, components, type StandinMessage } from '../../tools/discord-standin/index.ts';
import { closeTables, openTable } from './table.ts';

afterEach(async () => {
  await tournamentsIdle();
  await closeTables();
});

const tap = (m: StandinMessage, label: string) => buttons(m).find((b) => b.label === label)!.customId!;

describe('tournament e2e', () => {
  it('runs a 2-round tournament of AI tables in threads and posts the standings', async () => {
    // AI tables play in slices of 1,000 steps a second (the bot's default slice is smaller: this test is about the tournament).
    // Games seeded from 1: its three tables play to the end in fewer steps than from 4242 (about 5.3 against 6.5 CPU s).
    const { d } = await openTable(1, {}, { aiOnlySlice: 1000 });
    const ch = d.channel.id;
    const alice = d.makeUser('alice', 'en-US');
    const bob = d.makeUser('bob', 'fr');
    const made = await d.slash(alice, 'risk tournament new', { ruleset: 'classic', table_size: 3 });
    expect(made.ephemeral).toBe(true);
    const panel = await d.waitForMessage((m) => m.channel_id === ch && m.content.includes('🏆 Tournament: '));
    expect(buttons(panel).map((b) => b.label)).toEqual(['Join', 'Leave', 'Add AI', 'Start', 'Standings']);
    // Bob may not start it; his refusal is in his language.
    const refused = await d.click(bob, panel, tap(panel, 'Start'));
    expect(refused.ephemeral).toBe(true);
    expect(refused.reply!.content).toMatch(/organisateur/);
    await d.click(alice, panel.id, tap(d.message(panel.id)!, 'Leave'));
    for (let i = 0; i < 6; i++) await d.click(alice, panel.id, tap(d.message(panel.id)!, 'Add AI'));
    expect(d.message(panel.id)!.content).toMatch(/Entrants \(6\)/);
    const started = await d.click(alice, panel.id, tap(d.message(panel.id)!, 'Start'));
    expect(started.type).toBe(7);

    const standings = await d.waitForMessage((m) => m.channel_id === ch && m.content.startsWith('**Standings**'), {
      timeoutMs: 50_000,
    });
    expect(standings.attachments).toHaveLength(1);
    expect(standings.content).toMatch(/wins the tournament/);
    // The last table's panel is posted after its game (AI seats only) played to the end.
    await tournamentsIdle();
    // Three threads: two tables in round 1, then the final; a game panel (board image) in each.
    const threads = d.threads(ch);
    expect(threads.map((t) => t.name)).toEqual(['Round 1 · table 1', 'Round 1 · table 2', 'Final']);
    for (const t of threads) expect(d.channelMessages(t.id).some((m) => m.attachments.length > 0)).toBe(true);
    const texts = d.channelMessages(ch).map((m) => m.content);
    expect(texts.some((t) => t.startsWith('**🏆 Round 1**') && t.includes(`<#${threads[0].id}>`))).toBe(true);
    expect(texts.some((t) => t.startsWith('**🏆 The final (round 2)**') && t.includes(`<#${threads[2].id}>`))).toBe(
      true,
    );
    expect(buttons(d.message(panel.id)!).map((b) => b.label)).toEqual(['Standings']);
  });

  it('pings a human entrant in the table’s thread by their entry, and answers /risk tournament there', async () => {
    const { d } = await openTable(5151);
    const ch = d.channel.id;
    const ann = d.makeUser('ann_e', 'en-US');
    await d.slash(ann, 'risk tournament new', { ruleset: 'classic', table_size: 3, fill_with_ai: true });
    const panel = await d.waitForMessage((m) => m.channel_id === ch && m.content.includes('🏆 Tournament: '));
    // No time limit: the panel warns how long tables run and the host picks one from its menu.
    expect(panel.content).toContain('⚠️ No time limit: each table plays to the end, often 25–50 rounds');
    const menu = components(panel).find((c) => c.type === 3 && c.custom_id?.endsWith(':limit'))!;
    expect((menu.options as { label: string }[]).map((o) => o.label)).toContain('3 days');
    const picked = await d.select(ann, panel, menu.custom_id!, ['4320']);
    expect(picked.type).toBe(7);
    expect(d.message(panel.id)!.content).toContain('time limit 3 days (final 3 days)');
    expect(d.message(panel.id)!.content).not.toContain('⚠️');
    await d.click(ann, panel.id, tap(d.message(panel.id)!, 'Start'));
    const ping = await d.waitForMessage((m) => m.channel_id !== ch && m.content.includes('your turn'), {
      timeoutMs: 30_000,
    });
    const [thread] = d.threads(ch);
    expect(ping.channel_id).toBe(thread.id);
    expect(ping.content.split('\n')[0]).toMatch(new RegExp(`^(🟥|🟨|🟦) ann\\\\_e \\(<@${ann.id}>\\), your turn\\.$`));
    expect(ping.mentions.map((u) => u.id)).toEqual([ann.id]);

    const standings = await d.slash(ann, 'risk tournament standings', {}, { channelId: thread.id });
    expect(standings.ephemeral).toBe(true);
    expect(standings.reply!.content).toMatch(/^\*\*Standings\*\*\n/);
    await d.slash(ann, 'risk tournament cancel', {}, { channelId: thread.id });
    await tournamentsIdle();
    expect(d.message(panel.id)!.content).toMatch(/The tournament was cancelled\./);
  });
});
