// What the bot sends at the end and between turns, through the Discord stand-in: each player's
// dice luck in the result (counted from the game's log), and the board on a DM turn ping.
import { afterEach, describe, expect, it } from 'vitest';
import { asMap } from '../../src/discord/games/map/record.ts';
import { playerLabel } from '../../src/discord/present.ts';
import type { GameEvent } from '../../src/engine/index.ts';
import { buttons, type StandinMessage } from '../../tools/discord-standin/index.ts';
import { closeTables, openTable } from './table.ts';

afterEach(closeTables);

const findButton = (m: StandinMessage, label: RegExp) => buttons(m).find((b) => b.label && label.test(b.label));
const isPng = (data: Buffer) =>
  data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

/**
 * Expected attacker losses per roll, worked out by hand from the 6^n outcomes (C-ATK-4: sorted,
 * paired, ties to the defender), independently of src/discord/luck.ts.
 */
const ATTACKER_LOSS: Record<string, number> = {
  '1:1': 21 / 36,
  '2:1': 91 / 216,
  '3:1': 441 / 1296,
  '1:2': 161 / 216,
  '2:2': 1582 / 1296,
  '3:2': 7161 / 7776,
};

describe('the result and the DM ping', () => {
  it("the result gives each player's dice luck: armies lost in battle against the average, from the game's log", async () => {
    const { d, bot } = await openTable(5150);
    const ch = d.channel.id;
    const alice = d.makeUser('alice', 'en-US');
    const lobby = (await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto' })).posts[0];
    const tap = (label: RegExp) => d.click(alice, lobby.id, findButton(d.message(lobby.id)!, label)!.customId!);
    await tap(/^Add AI$/);
    await tap(/^Add AI$/);
    await tap(/^Start$/);
    await d.slash(alice, 'risk settings', { autopilot: true });
    const end = await d.waitForMessage((m) => m.channel_id === ch && /Final standing/.test(m.content), {
      timeoutMs: 30_000,
    });
    const r = asMap((await bot.service.get(ch))!);
    expect(r.state!.phase.kind).toBe('over');

    // The same count, done here from the stored log.
    const log = await bot.service.store.log(r.gameId);
    const lost = new Map<number, number>();
    const expected = new Map<number, number>();
    let battles = 0;
    for (const entry of log)
      for (const e of entry.events as GameEvent[]) {
        if (e.type !== 'battleResolved') continue;
        battles++;
        const pairs = Math.min(e.attack.length, e.defence.length);
        const ea = ATTACKER_LOSS[`${e.attack.length}:${e.defence.length}`];
        lost.set(e.attacker, (lost.get(e.attacker) ?? 0) + e.attackerLost);
        lost.set(e.defender, (lost.get(e.defender) ?? 0) + e.defenderLost);
        expected.set(e.attacker, (expected.get(e.attacker) ?? 0) + ea);
        expected.set(e.defender, (expected.get(e.defender) ?? 0) + pairs - ea);
      }
    expect(battles).toBeGreaterThan(20);
    expect(lost.size).toBe(3);
    const fmt = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });
    const lines = end.content.split('\n').filter((l) => l.startsWith('🎲 '));
    expect(lines).toHaveLength(3);
    for (const [p, n] of lost) {
      const line = `🎲 ${playerLabel(r, p)} lost ${fmt.format(n)} ${n === 1 ? 'army' : 'armies'} in battle (${fmt.format(expected.get(p)!)} on average for the same rolls).`;
      expect(lines).toContain(line);
    }
    // Not one figure for all: the players' losses differ (a seeded game, so always these).
    expect(new Set(lost.values()).size).toBeGreaterThan(1);
  });

  it('the DM turn ping carries the public board, the same picture as the channel ping, never the goal', async () => {
    const { d, bot } = await openTable(6160);
    const ch = d.channel.id;
    const alice = d.makeUser('alice', 'en-US');
    const lobby = (await d.slash(alice, 'risk new', { ruleset: 'missions', setup: 'auto' })).posts[0];
    await d.slash(alice, 'risk settings', { notify: 'dm' });
    const tap = (label: RegExp) => d.click(alice, lobby.id, findButton(d.message(lobby.id)!, label)!.customId!);
    await tap(/^Add AI$/);
    await tap(/^Add AI$/);
    await tap(/^Start$/);
    const ping = await d.waitForMessage((m) => m.channel_id !== ch && /^Your turn in #/.test(m.content), {
      timeoutMs: 20_000,
    });
    expect(d.dms(alice).map((m) => m.id)).toContain(ping.id);
    expect(ping.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expect(isPng(ping.attachments[0].data)).toBe(true);
    // The channel's panel for this turn (the last one posted before the DM) shows the same bytes.
    const panel = d
      .channelMessages(ch)
      .filter((m) => BigInt(m.id) < BigInt(ping.id) && m.attachments.some((a) => a.filename === 'board.png'))
      .at(-1)!;
    expect(ping.attachments[0].data.equals(panel.attachments[0].data)).toBe(true);
    // Alice's mission came by DM on its own picture (goal.png), and that one differs.
    const goal = (
      await d.waitForMessage(
        (m) => m.channel_id === ping.channel_id && m.attachments.some((a) => a.filename === 'goal.png'),
      )
    ).attachments[0];
    expect(goal).toBeDefined();
    expect(goal.data.equals(ping.attachments[0].data)).toBe(false);
    const r = asMap((await bot.service.get(ch))!);
    expect(r.seats[0].notify).toBe('dm');
  });

  it('Risk Express: the DM turn ping carries the table picture the channel shows', async () => {
    const { d } = await openTable(7170);
    const ch = d.channel.id;
    const alice = d.makeUser('alice', 'en-US');
    const lobby = (await d.slash(alice, 'risk new', { ruleset: 'express' })).posts[0];
    await d.slash(alice, 'risk settings', { notify: 'dm' });
    const tap = (label: RegExp) => d.click(alice, lobby.id, findButton(d.message(lobby.id)!, label)!.customId!);
    await tap(/^Add AI$/);
    await tap(/^Start$/);
    const ping = await d.waitForMessage((m) => m.channel_id !== ch && /^Your turn in #/.test(m.content), {
      timeoutMs: 20_000,
    });
    expect(ping.attachments).toHaveLength(1);
    expect(isPng(ping.attachments[0].data)).toBe(true);
    // Here the DM goes while the panel is made: the panel follows it, with the same picture.
    const panel = await d.waitForMessage(
      (m) => m.channel_id === ch && BigInt(m.id) > BigInt(ping.id) && m.attachments.length > 0,
    );
    expect(ping.attachments[0].data.equals(panel.attachments[0].data)).toBe(true);
  });
});
