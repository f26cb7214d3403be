// End to end for the 1796 campaign (napoleon-campaign): the real discord.js Client against the
// loopback Discord stand-in. alice creates the game as England in French, an AI seat plays France;
// alice plays her first turn by the panel (her allies' reinforcements, her own armies, the end of
// the attack and of the turn), then the autopilot plays her seat to the final scoring of 1812.
import { afterEach, describe, expect, it } from 'vitest';
import { asMap } from '../../src/discord/games/map/record.ts';
import type { GameEvent } from '../../src/engine/index.ts';
import { byVerb, closeTables, openTable, panelOf, selectsByVerb, valuesOf } from './table.ts';

afterEach(closeTables);

describe('napoleon-campaign through the Discord stand-in', () => {
  it('NC-0: a human plays England’s first turn by the panel, then autopilot to the final scoring of 1812', async () => {
    const { d, bot, store } = await openTable(16162);
    const ch = d.channel.id;
    const alice = d.makeUser('alice', 'fr');
    const created = await d.slash(alice, 'risk new', { ruleset: 'napoleon-campaign', side: 'england' });
    const lobby = created.posts[0];
    // The lobby says the sides: alice (first seat) plays England, in red.
    expect(d.message(lobby.id)!.content).toMatch(/1\. 🟥 .*— Angleterre/);
    await d.click(alice, lobby.id, byVerb(d.message(lobby.id)!, 'addai')[0].customId!);
    await d.click(alice, lobby.id, byVerb(d.message(lobby.id)!, 'start')[0].customId!);

    // France (the AI) played first (NC-SET-3); now alice's panel: the calendar year, the sides.
    let panel = await panelOf(d, bot, ch);
    let s = asMap((await bot.service.get(ch))!).state!;
    expect(s.ext.campaign!.sides.england).toBe(0);
    expect(s.turn.player).toBe(0);
    expect(panel.content).toContain('📅 1796 (tour 1 sur 8)');
    expect(panel.content).toContain('(Angleterre)');
    expect(panel.content).toMatch(/🟪 Autriche 🤝🟥/); // NC-SET-2: Austria starts as England's ally
    expect(panel.attachments.map((a) => a.filename)).toEqual(['board.png']);

    // NC-REI-2: each ally's reinforcements by a button, placed on its land with the usual menu.
    for (let i = 0; i < 6; i++) {
      panel = d.message(panel.id)!;
      const ally = byVerb(panel, 'ra')[0];
      const place = selectsByVerb(panel, 'vp')[0];
      if (ally) {
        await d.click(alice, panel.id, ally.customId!);
        continue;
      }
      if (!place || s.phase.kind !== 'reinforce') break;
      const picked = await d.select(alice, panel, place.custom_id!, [valuesOf(place)[0]]);
      await d.click(alice, panel.id, byVerb(picked.reply!, 'pl').pop()!.customId!);
      s = asMap((await bot.service.get(ch))!).state!;
    }
    const log = async () =>
      (await store.log(asMap((await bot.service.get(ch))!).gameId)).flatMap((x) => x.events as GameEvent[]);
    expect((await log()).filter((e) => e.type === 'campaignAllyReinforced' && e.player === 0).length).toBe(2);
    s = asMap((await bot.service.get(ch))!).state!;
    expect(s.phase.kind).toBe('attack');
    expect(d.message(panel.id)!.content).toMatch(/➕ 🟥 alice lève \d+ armées pour son allié 🟪 Autriche\./);

    // End the attack, then the turn (the manoeuvre phase offers End turn).
    const turn = s.turn.number;
    for (let i = 0; i < 5; i++) {
      const battle = byVerb(d.message(panel.id)!, 'sb')[0];
      if (!battle) break;
      await d.click(alice, panel.id, battle.customId!);
    }
    const manoeuvres = await d.click(alice, panel.id, byVerb(d.message(panel.id)!, 'end')[0].customId!);
    await d.click(alice, panel.id, byVerb(manoeuvres.reply ?? d.message(panel.id)!, 'endt')[0].customId!);
    expect(asMap((await bot.service.get(ch))!).state!.turn.number).toBeGreaterThan(turn);

    await d.slash(alice, 'risk settings', { autopilot: true });
    const closing = await d.waitForMessage(
      (m) => m.channel_id === ch && m.components.length > 0 && byVerb(m, 'rematch').length > 0,
      { timeoutMs: 90_000 },
    );
    const final = asMap((await bot.service.get(ch))!).state!;
    // NC-TURN-2: 8 rounds, then the final scoring, announced; NC-WIN-2: most VP win.
    expect(final.phase).toMatchObject({ kind: 'over', reason: 'roundLimit' });
    expect(final.turn.round).toBe(8);
    expect((await log()).some((e) => e.type === 'campaignFinalScoring')).toBe(true);
    expect(d.channelMessages(ch).some((m) => m.content.includes('🏁 1812 : décompte final.'))).toBe(true);
    if (final.phase.kind === 'over') {
      const scores = final.phase.scores!;
      for (const w of final.phase.winners) expect(scores[w]).toBe(Math.max(...Object.values(scores)));
    }
    expect(closing.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expect(d.errors.filter((e) => e.code !== 50007)).toEqual([]);
  });
});
