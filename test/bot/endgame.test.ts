// The end of a game through the Discord stand-in: secrets revealed, final standing and board,
// and a Rematch button that reopens the same table.
import { closeTables, openTable } from './table.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { missionText } from '../../src/i18n/names.ts';
import { buttons, type StandinMessage } from '../../tools/discord-standin/index.ts';

afterEach(closeTables);

const findButton = (m: StandinMessage, label: RegExp) => buttons(m).find((b) => b.label && label.test(b.label));

describe('end of game', () => {
  it('reveals every mission, shows the standing and the board, and Rematch reopens the same table', async () => {
    const { d, bot } = await openTable(777);
    const ch = d.channel.id;
    const alice = d.makeUser('alice', 'en-US');
    const bob = d.makeUser('bob', 'fr');

    const lobby = (await d.slash(alice, 'risk new', { ruleset: 'missions', setup: 'auto', territory_cap: true }))
      .posts[0];
    const tap = (label: RegExp) => d.click(alice, lobby.id, findButton(d.message(lobby.id)!, label)!.customId!);
    await tap(/^Add AI$/);
    await tap(/^Add AI$/);
    await tap(/^Start$/);
    const firstGame = asMap((await bot.service.get(ch))!);
    await d.slash(alice, 'risk settings', { autopilot: true });

    const end = await d.waitForMessage((m) => m.channel_id === ch && /Final standing/.test(m.content), {
      timeoutMs: 30_000,
    });
    const final = asMap((await bot.service.get(ch))!);
    expect(final.state!.phase.kind).toBe('over');
    // Every mission is revealed now that the game is over.
    for (const p of final.state!.players)
      if (p.mission !== null) expect(end.content).toContain(missionText(p.mission, 'en'));
    expect(end.content).toMatch(/\d+ rounds? played\./);
    expect(end.attachments.some((a) => a.filename.startsWith('board.'))).toBe(true);
    const rematchBtn = findButton(end, /^Rematch$/)!;
    expect(rematchBtn).toBeDefined();

    // Someone who did not play cannot reopen the table.
    const refused = await d.click(bob, end, rematchBtn.customId!);
    expect(refused.ephemeral).toBe(true);
    expect(refused.reply!.content).toMatch(/ne participez pas/);

    const again = await d.click(alice, end, rematchBtn.customId!);
    expect(again.posts[0].content).toMatch(/opened a rematch/);
    expect(buttons(again.posts[0]).map((b) => b.label)).toEqual(['Join', 'Leave', 'Add AI', 'Start']);
    const next = asMap((await bot.service.get(ch))!);
    expect(next.status).toBe('lobby');
    expect(next.gameId).not.toBe(firstGame.gameId);
    expect(next.ruleset).toBe('missions');
    expect(next.options).toEqual(firstGame.options);
    expect(next.seats.map((s) => s.kind)).toEqual(firstGame.seats.map((s) => s.kind));
    // The old button is stale now: no second rematch.
    const twice = await d.click(alice, end, rematchBtn.customId!);
    expect(twice.ephemeral).toBe(true);
  });
});
