// FOG-2 through the loopback Discord: a game with fog of war. The channel's panel names no
// territory and draws none (its picture is the fogged public view's, not the open board's); My
// board answers each seated player privately with their own board, and the player at the
// controls with their controls, which play the turn in that private message.
import { afterEach, describe, expect, it } from 'vitest';
import { closeTables, openTable, panelOf, verbOf } from './table.ts';
import { buttons, components } from '../../tools/discord-standin/index.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import { getMap, viewFor, type PublicView } from '../../src/engine/index.ts';
import type { BoardImages } from '../../src/app/images.ts';
import { viewKey } from '../../src/discord/image-cache.ts';

afterEach(closeTables);

describe('fog of war through the loopback Discord', () => {
  it('FOG-2: the channel sees no territory; My board shows each player their own, privately, with their controls', async () => {
    // What each picture is drawn from (the render's input), by the bytes standing for it.
    const drawn = new Map<string, PublicView>();
    const images: BoardImages = {
      extension: 'png',
      board: async (v, o) => {
        const key = viewKey('board', v, o);
        drawn.set(key, v as PublicView);
        return Buffer.from(key);
      },
      battle: async (v, o) => Buffer.from(viewKey('battle', v, o)),
      goal: async (v, g, o) => Buffer.from(viewKey('goal', v, g, o)),
      express: async (v, o) => Buffer.from(viewKey('express', v, o)),
    };
    const viewOf = (data: Buffer) => drawn.get(data.toString())!;
    const { d, bot } = await openTable(4700, {}, { images });
    const alice = d.makeUser('alice');
    const bob = d.makeUser('bob');
    const carol = d.makeUser('carol');
    const made = await d.slash(alice, 'risk new', { ruleset: 'classic', fog: true, setup: 'auto' });
    expect(made.errors).toEqual([]);
    const lobby = d.channelMessages().at(-1)!;
    expect(lobby.content).toMatch(/Fog of war/);
    await d.click(bob, lobby.id, buttons(lobby).find((b) => b.label === 'Join')!.customId!);
    await d.click(alice, lobby.id, buttons(d.message(lobby.id)!).find((b) => b.label === 'Start')!.customId!);
    const panel = await panelOf(d, bot, d.channel.id);
    const r = asMap((await bot.service.get(d.channel.id))!);
    const s = r.state!;
    const names = getMap(s.map).territories.map((t) => t.name.en);
    // The channel's panel: no menu, no territory named, My board offered.
    expect(components(panel).filter((c) => c.type === 3)).toEqual([]);
    expect(names.filter((n) => JSON.stringify([panel.content, panel.components]).includes(n))).toEqual([]);
    const myBoard = buttons(panel).find((b) => verbOf(b.customId) === 'fgb')!;
    expect(myBoard.label).toBe('My board');
    // Its picture is drawn from the public view under fog: nobody anywhere, no count.
    const shown = viewOf(panel.attachments.find((a) => a.filename.startsWith('board'))!.data);
    expect(shown.viewer).toBeNull();
    expect(Object.values(shown.territories).every((t) => t.owner === -1 && t.armies === 0)).toBe(true);
    expect(shown).toEqual(viewFor(s, null));

    // The player at the controls: their board and their controls, only for them.
    const current = s.turn.player === 0 ? alice : bob;
    const other = current === alice ? bob : alice;
    const mine = await d.click(current, panel.id, myBoard.customId!);
    expect(mine.ephemeral).toBe(true);
    const own = mine.reply!;
    expect(own.attachments.length).toBe(1);
    const place = components(own).find((c) => c.type === 3)!;
    const options = (place.options as { value: string }[]).map((o) => o.value);
    const seat = s.turn.player;
    const held = getMap(s.map).territoryIds.filter((t) => s.board.control[getMap(s.map).index[t]] === seat);
    expect(options.every((t) => held.includes(t))).toBe(true);
    // Its picture is that seat's own sight.
    expect(viewOf(own.attachments[0].data)).toEqual(viewFor(s, seat));
    expect(viewOf(own.attachments[0].data).fogged!.length).toBeGreaterThan(0);
    // Picking a territory updates the private board in place; the channel's panel names none still.
    const picked = await d.select(current, own, place.custom_id as string, [options[0]]);
    expect(picked.type).toBe(7);
    expect(picked.reply!.id).toBe(own.id);
    expect(buttons(picked.reply!).some((b) => /^All \(\d+\)$/.test(b.label ?? ''))).toBe(true);
    const all = buttons(picked.reply!).find((b) => /^All \(\d+\)$/.test(b.label ?? ''))!;
    const placed = await d.click(current, picked.reply!, all.customId!);
    expect(placed.errors).toEqual([]);
    const after = d.message(panel.id)!;
    expect(names.filter((n) => JSON.stringify([after.content, after.components]).includes(n))).toEqual([]);
    expect(after.content).toMatch(/placed armies in the fog/);

    // The other player: their own board, without controls; someone not seated: refused.
    const board = () => buttons(d.message(panel.id)!).find((b) => verbOf(b.customId) === 'fgb')!.customId!;
    const theirs = await d.click(other, panel.id, board());
    expect(theirs.ephemeral).toBe(true);
    expect(components(theirs.reply!).filter((c) => c.type === 3)).toEqual([]);
    expect(theirs.reply!.attachments.length).toBe(1);
    const outsider = await d.click(carol, panel.id, board());
    expect(outsider.ephemeral).toBe(true);
    expect(outsider.reply!.content).toMatch(/Only the players/);
    expect(outsider.reply!.attachments).toEqual([]);
  });

  it('FOG-8: napoleon-advanced and napoleon-campaign open a fogged lobby; the advanced game deals its land (FOG-5)', async () => {
    const { d } = await openTable(4701);
    const alice = d.makeUser('alice');
    // the advanced game's set-up is a claim by default: under fog the lobby deals instead (FOG-5)
    const made = await d.slash(alice, 'risk new', { ruleset: 'napoleon-advanced', fog: true });
    expect(made.errors).toEqual([]);
    const lobby = d.channelMessages().at(-1)!.content;
    expect(lobby).toMatch(/Setup: \*\*(auto|deal)/);
    expect(lobby).toMatch(/Fog of war/);
    const other = await openTable(4702);
    const bea = other.d.makeUser('bea');
    const campaign = await other.d.slash(bea, 'risk new', { ruleset: 'napoleon-campaign', fog: true });
    expect(campaign.errors).toEqual([]);
    expect(other.d.channelMessages().at(-1)!.content).toMatch(/Fog of war/);
  });
});
