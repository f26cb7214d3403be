// Risk Express end to end: the real discord.js Client against the loopback Discord stand-in.
// /risk new ruleset:express, an AI seat, then every move of the human by a button or a menu on
// the live panel (its picture re-drawn each roll), Expected values, to the scores and Rematch.
import { closeTables, openTable } from './table.ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { BoardImages } from '../../src/app/images.ts';
import type { RunningBot } from '../../src/discord/client.ts';
import { defaultBoardImages } from '../../src/discord/images.ts';
import { asExpress, type ExpressRecord } from '../../src/discord/games/express/record.ts';
import { components, type Standin } from '../../tools/discord-standin/index.ts';
import { until } from '../../tools/fair-time.ts';
import { viewImages } from '../view-images.ts';

const isPng = (data: Buffer) =>
  data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
afterEach(closeTables);

/**
 * The real pictures (the drawing thread's palette PNG) for the game's first table and its
 * scores, the two the test opens; a digest of the view for the rolls between (about a hundred
 * tables, none drawn twice, that no assertion reads: the panel still uploads a new picture
 * whenever its table changed).
 */
function firstAndLastDrawn(): BoardImages {
  const real = defaultBoardImages();
  let drawn = 0;
  return {
    ...viewImages,
    express: (view, options) =>
      drawn++ === 0 || view.phase.kind === 'over' ? real.express!(view, options) : viewImages.express!(view, options),
  };
}

const world = () => openTable(314, {}, { images: firstAndLastDrawn() });

/** The record once its panel shows the current revision (presentation runs after the click's answer). */
async function settled(d: Standin, bot: RunningBot): Promise<ExpressRecord> {
  return until(
    async () => {
      const r = asExpress((await bot.service.get(d.channel.id))!);
      const panel = r.panel ? d.message(r.panel.messageId) : undefined;
      const ids = panel ? components(panel).map((c) => c.custom_id ?? '') : [];
      const shown =
        r.status === 'over'
          ? /Game over — the scores/.test(panel?.content ?? '')
          : ids.some((id) => id.includes(`:${r.rev}:`));
      return shown ? r : undefined;
    },
    { what: 'the panel catching up with the stored revision', needMs: 10_000, everyMs: 10 },
  );
}

describe('Risk Express through the Discord stand-in', () => {
  it('a whole game by buttons and menus: the panel is edited per roll, one new message per turn, scores and Rematch', async () => {
    const { d, bot } = await world();
    const alice = d.makeUser('alice', 'en-US');
    const created = await d.slash(alice, 'risk new', { ruleset: 'express' });
    expect(created.ephemeral).toBe(true);
    const lobby = created.posts[0];
    expect(lobby.content).toMatch(/New game of Risk Express/);
    const tap = (messageId: string, label: RegExp) => {
      const b = components(d.message(messageId)!).find((c) => c.type === 2 && c.label && label.test(c.label))!;
      return d.click(alice, messageId, b.custom_id!);
    };
    await tap(lobby.id, /^Add AI$/);
    const started = await tap(lobby.id, /^Start$/);
    expect(started.type).toBe(7);
    let r = await settled(d, bot);
    const first = d.message(r.panel!.messageId)!;
    expect(first.attachments.map((a) => a.filename)).toEqual(['express.png']);
    expect(isPng(first.attachments[0].data)).toBe(true);
    expect(first.content).toContain(`<@${alice.id}>`);

    let clicks = 0;
    let evShown = false;
    const postsBefore = () => d.channelMessages(d.channel.id).length;
    const perTurn = new Map<number, number>();
    for (; clicks < 600 && r.status !== 'over'; clicks++) {
      const panel = d.message(r.panel!.messageId)!;
      const comps = components(panel);
      const select = comps.find((c) => c.type === 3);
      const moves = comps.filter((c) => c.type === 2 && c.label && !/^(Expected values|Auto-fill)/.test(c.label));
      if (!evShown && r.state!.phase.kind === 'rolling') {
        const ev = await tap(panel.id, /^Expected values$/);
        expect(ev.ephemeral).toBe(true);
        expect(ev.reply!.content).toMatch(/Expected points of each choice/);
        evShown = true;
      }
      const turn = r.state!.turnIndex;
      const n0 = postsBefore();
      const out = select
        ? await d.select(alice, panel.id, select.custom_id!, [(select.options as { value: string }[])[0].value])
        : await d.click(alice, panel.id, moves[0].custom_id!);
      expect(out.type, 'a tap updates the panel it is on').toBe(7);
      r = await settled(d, bot);
      perTurn.set(turn, (perTurn.get(turn) ?? 0) + postsBefore() - n0);
    }
    expect(r.status).toBe('over');
    expect(clicks).toBeGreaterThan(3);
    for (const [turn, n] of perTurn) expect(n, `turn ${turn}`).toBeLessThanOrEqual(1);
    const end = d.message(r.panel!.messageId)!;
    expect(end.content).toMatch(/🏆 Winner: /);
    expect(end.attachments.map((a) => a.filename)).toEqual(['express.png']);
    expect(isPng(end.attachments[0].data)).toBe(true);
    const rematch = components(end).find((c) => c.label === 'Rematch')!;
    const again = await d.click(alice, end.id, rematch.custom_id!);
    expect(again.errors ?? []).toEqual([]);
    const next = (await bot.service.get(d.channel.id))!;
    expect(next).toMatchObject({ status: 'lobby', ruleset: 'express' });
    expect(next.seats).toHaveLength(2);
  });
});
