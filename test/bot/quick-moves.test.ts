// Moves that come quickly in one channel, through discord.js and the stand-in: each player's
// answer goes out as soon as the move is stored (not behind the panel edits of the moves before
// it, which Discord paces at 50 a second per bot), and every move keeps its line on the panel.
import { afterEach, describe, expect, it } from 'vitest';
import { asMap } from '../../src/discord/games/map/record.ts';
import { legalActions } from '../../src/engine/index.ts';
import type { Standin, StandinUser } from '../../tools/discord-standin/index.ts';
import type { RunningBot } from '../../src/discord/client.ts';
import { until } from '../../tools/fair-time.ts';
import { closeTables, openTable } from './table.ts';
import { freeImages } from '../store/bot-harness.ts';

afterEach(closeTables);

const PLACED = /placed 1 army on/g;

/** A classic game of two on auto setup, at its first reinforcement: who places, where, the panel. */
async function firstReinforcement(d: Standin, bot: RunningBot) {
  const ch = d.channel.id;
  const alice = d.makeUser('alice', 'en-US');
  const bob = d.makeUser('bob', 'en-US');
  await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto' });
  await d.slash(bob, 'risk join');
  await d.slash(alice, 'risk start');
  const panel = await d.waitForMessage((m) => m.channel_id === ch && /your turn/.test(m.content));
  const r = asMap((await bot.service.get(ch))!);
  const p = r.state!.turn.player;
  const place = legalActions(r.state!, p).find((a) => a.type === 'place');
  if (!place || place.type !== 'place') throw new Error('no placement at the first reinforcement');
  const who: StandinUser = r.seats[p]!.userId === alice.id ? alice : bob;
  return { ch, who, territory: place.territory, panelId: panel.id };
}

describe('quick moves in one channel', () => {
  it("a command's answer does not wait for the panel edit of the move before it", async () => {
    const { d, bot } = await openTable(7310, {}, { images: freeImages });
    const { ch, who, territory, panelId } = await firstReinforcement(d, bot);
    // Discord is slow to take the panel's edits (a bot's 50 requests a second are spent).
    const slow = d.hold((method, path) => method === 'PATCH' && path === `/channels/${ch}/messages/${panelId}`);
    const first = await d.slash(who, 'place', { territory, count: 1 });
    expect(first.reply?.content).toMatch(PLACED);
    await slow.caught;
    const second = await d.slash(who, 'place', { territory, count: 1 });
    expect(second.reply?.content).toMatch(PLACED);
    // Both players' answers are in while the first panel edit is still held.
    expect(slow.waiting).toBe(1);
    expect(d.message(panelId)!.content).not.toMatch(PLACED);
    slow.release();
    const panel = await d.waitForMessage((m) => m.id === panelId && (m.content.match(PLACED) ?? []).length === 2);
    expect(panel.content.match(PLACED)).toHaveLength(2);
  });

  it('three moves sent together each leave their line on the panel', async () => {
    const { d, bot } = await openTable(7320, {}, { images: freeImages });
    const { ch, who, territory, panelId } = await firstReinforcement(d, bot);
    const outcomes = await Promise.all(
      [0, 1, 2].map(() => d.slash(who, 'place', { territory, count: 1 }, { settleMs: 0 })),
    );
    for (const o of outcomes) expect(o.reply?.content).toMatch(PLACED);
    const panel = await d.waitForMessage((m) => m.id === panelId && (m.content.match(PLACED) ?? []).length >= 3);
    expect(panel.content.match(PLACED)).toHaveLength(3);
    // The store agrees: the panel's saved log holds all three lines (saved after the edit it made).
    const lines = await until(
      async () => {
        const saved = asMap((await bot.service.get(ch))!).panel!.log.filter((l) => /placed 1 army on/.test(l));
        return saved.length >= 3 ? saved : undefined;
      },
      { what: "the panel's saved log with the three placements", needMs: 5_000 },
    );
    expect(lines).toHaveLength(3);
  });
});
