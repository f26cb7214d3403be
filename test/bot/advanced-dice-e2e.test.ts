// End to end with the real discord.js Client against the loopback Discord stand-in
// (napoleon-advanced): a roll that generals raised edits the panel with two pictures, the board
// and the battle close-up (NA-GEN-1); after the conquest the follow button takes the generals
// along (NA-GEN-2); /follow is refused, in the reader's language, when nothing may follow.
import { afterEach, describe, expect, it } from 'vitest';
import { ok } from '../../src/app/errors.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import { refreshPanel } from '../../src/discord/panel/live.ts';
import { generalsOn } from '../../src/engine/board-units.ts';
import { controller, type GameState } from '../../src/engine/index.ts';
import type { StandinMessage } from '../../tools/discord-standin/index.ts';
import { advanced } from '../engine/advanced/helpers.ts';
import { byVerb, closeTables, openTable, panelOf, selectsByVerb } from './table.ts';

const selectByVerb = (m: StandinMessage, verb: string) => selectsByVerb(m, verb)[0];

afterEach(closeTables);

const files = (m: StandinMessage) => m.attachments.map((a) => a.filename);

describe('napoleon-advanced dice and generals through the Discord stand-in', () => {
  it('NA-GEN-1, NA-GEN-2: the board and the close-up on the panel after a roll generals raised; the follow button after the conquest', async () => {
    const { d, bot } = await openTable(18150);
    const ch = d.channel.id;
    const alice = d.makeUser('alice', 'it');
    const lobby = (await d.slash(alice, 'risk new', { ruleset: 'napoleon-advanced', setup: 'auto' })).posts[0];
    await d.click(alice, lobby.id, byVerb(d.message(lobby.id)!, 'addai')[0].customId!);
    await d.click(alice, lobby.id, byVerb(d.message(lobby.id)!, 'addai')[0].customId!);
    await d.click(alice, lobby.id, byVerb(d.message(lobby.id)!, 'start')[0].customId!);
    await panelOf(d, bot, ch);
    // alice's combat phase: England (9, two generals) against Ireland (3).
    await bot.service.games.mutate(ch, (rec) => {
      const r = rec!;
      const live = r.state as GameState;
      const s = advanced({
        seed: 3,
        players: 3,
        fill: [1, 1],
        phase: 'attack',
        board: { england: [0, 9], ireland: [1, 3] },
        generals: [['england', 0, 2]],
      });
      s.players.forEach((p, i) => Object.assign(p, { name: live.players[i].name, kind: live.players[i].kind }));
      s.version = live.version + 1;
      s.turn.number = live.turn.number; // the same wait as the panel's (an AI seat may have played first)
      r.state = s;
      return ok({ record: r, value: null });
    });
    await refreshPanel(bot.bot, ch);
    const panel = await panelOf(d, bot, ch);
    // Nothing to follow yet: /follow says what would make it legal (alice reads Italian).
    const early = await d.slash(alice, 'follow', {});
    expect(early.ephemeral).toBe(true);
    expect(early.reply!.content).toContain('Nessun capo può seguire ora');

    const borders = selectByVerb(panel, 'vat');
    const picked = await d.select(alice, panel, borders.custom_id!, ['england~ireland']);
    const three = byVerb(picked.reply!, 'atk').find((b) => b.customId!.endsWith(':3'))!;
    const board = d.message(panel.id)!.attachments.find((a) => a.filename === 'board.png')!;
    await d.click(alice, panel.id, three.customId!);
    expect(files(d.message(panel.id)!)).toEqual(['board.png', 'battle.png']);
    // Issue 26: the board the panel had stays attached (the same attachment, not uploaded again);
    // only the close-up is new.
    expect(d.message(panel.id)!.attachments[0]).toMatchObject({ id: board.id, size: board.size });
    const closeUp = d.message(panel.id)!.attachments[1];
    expect(d.message(panel.id)!.content).toMatch(/\d\+1🎖️ \d\+1🎖️ \d vs/);

    // Issue 26: the tap that takes Ireland moves every army in and the generals follow by default.
    for (let i = 0; i < 20; i++) {
      const st = asMap((await bot.service.get(ch))!).state!;
      if (controller(st, 'ireland') === 0) break;
      const again = byVerb(d.message(panel.id)!, 'atk')[0];
      await d.click(alice, panel.id, again.customId!);
      // Each roll the generals raise brings its own close-up beside the same board.
      const [kept, shown] = d.message(panel.id)!.attachments;
      expect([kept.id, shown.filename, shown.id === closeUp.id]).toEqual([board.id, 'battle.png', false]);
    }
    let s = asMap((await bot.service.get(ch))!).state!;
    expect([generalsOn(s, 'england', 0), generalsOn(s, 'ireland', 0)]).toEqual([0, 2]);
    expect(d.message(panel.id)!.content).toContain('2 generali hanno seguito le armate');
    // ↶ Undo leaves them behind; the follow buttons are back until the next action.
    await d.click(alice, panel.id, byVerb(d.message(panel.id)!, 'undo')[0].customId!);
    s = asMap((await bot.service.get(ch))!).state!;
    expect([generalsOn(s, 'england', 0), generalsOn(s, 'ireland', 0)]).toEqual([2, 0]);
    const follow = byVerb(d.message(panel.id)!, 'fw');
    expect(follow.map((b) => b.label)).toEqual(['🎖️ 1 generale segue in Irlanda', '🎖️ 2 generali seguono in Irlanda']);
    await d.click(alice, panel.id, follow[1].customId!);
    s = asMap((await bot.service.get(ch))!).state!;
    expect([generalsOn(s, 'england', 0), generalsOn(s, 'ireland', 0)]).toEqual([0, 2]);
    expect(byVerb(d.message(panel.id)!, 'fw')).toEqual([]);
    expect(d.errors).toEqual([]);
  });
});
