// A human entrant at a tournament table through the real discord.js client and the loopback
// Discord: the turn's ping in the table's thread names the player by their entry (escaped) and
// still mentions them (Discord notifies them), and /risk tournament standings typed in the thread
// answers for the tournament.
import { afterEach, describe, expect, it } from 'vitest';
import { tournamentsIdle } from '../../src/discord/tournament/run.ts';
import { buttons, type StandinMessage } from '../../tools/discord-standin/index.ts';
import { closeTables, openTable } from '../bot/table.ts';

afterEach(async () => {
  await tournamentsIdle();
  await closeTables();
});

const tap = (m: StandinMessage, label: string) => buttons(m).find((b) => b.label === label)!.customId!;

describe('tournament entries e2e', () => {
  it('pings a human entrant in the table’s thread by their entry, and answers /risk tournament there', async () => {
    const { d } = await openTable(5151);
    const ch = d.channel.id;
    const ann = d.makeUser('ann_e', 'en-US');
    await d.slash(ann, 'risk tournament new', { ruleset: 'classic', table_size: 3, fill_with_ai: true });
    const panel = await d.waitForMessage((m) => m.channel_id === ch && m.content.includes('Risk tournament'));
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
