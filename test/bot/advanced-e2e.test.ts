// End to end for Risk Napoléon's advanced game: the real discord.js Client against the loopback
// Discord stand-in. One human (French) and two AI seats: the starting general and fortification
// by the panel's menus, a ship by the typed /build with its autocomplete, the armies by the
// panel, the turn ended by buttons; then autopilot to the end of the fifth year.
import { afterEach, describe, expect, it } from 'vitest';
import { asMap } from '../../src/discord/games/map/record.ts';
import { byVerb, closeTables, openTable, panelOf, placeholderOf, selectsByVerb, valuesOf } from './table.ts';

afterEach(closeTables);

describe('napoleon-advanced through the Discord stand-in', () => {
  it('a human plays a turn by menus, buttons and /build, then autopilot to the end of year 5: most VP win', async () => {
    const { d, bot } = await openTable(18150);
    const ch = d.channel.id;
    const alice = d.makeUser('alice', 'fr');
    const created = await d.slash(alice, 'risk new', { ruleset: 'napoleon-advanced', setup: 'auto' });
    const lobby = created.posts[0];
    await d.click(alice, lobby.id, byVerb(d.message(lobby.id)!, 'addai')[0].customId!);
    await d.click(alice, lobby.id, byVerb(d.message(lobby.id)!, 'addai')[0].customId!);
    await d.click(alice, lobby.id, byVerb(d.message(lobby.id)!, 'start')[0].customId!);

    let panel = await panelOf(d, bot, ch);
    const r = asMap((await bot.service.get(ch))!);
    expect(r.state!.turn.player).toBe(0);
    expect(r.state!.phase.kind).toBe('reinforce');
    // The year and the victory points, in the game's language (alice's).
    expect(panel.content).toMatch(/📅 Année \d sur 5/);
    expect(panel.content).toContain('⭐');

    // NA-SET-4: the starting general, then the starting fortification, one pick each.
    const [general, fort] = selectsByVerb(panel, 'bd1');
    expect(placeholderOf(general)).toBe('🎖️ Général : où ?');
    expect(placeholderOf(fort)).toBe('🏰 Fortification : où ?');
    await d.select(alice, panel, general.custom_id!, [valuesOf(general)[0]]);
    panel = d.message(panel.id)!;
    const fortMenu = selectsByVerb(panel, 'bd1')[0];
    await d.select(alice, panel, fortMenu.custom_id!, [valuesOf(fortMenu).pop()!]);

    // NA-CONV: one ship by the typed command, the zone from its autocomplete.
    const zones = await d.autocomplete(alice, 'build', { unit: 'ship', at: '' }, 'at');
    expect(zones.length).toBeGreaterThan(0);
    const reserve = asMap((await bot.service.get(ch))!).state!.players[0].reserve;
    const built = await d.slash(alice, 'build', { unit: 'ship', at: String(zones[0].value), count: 1 });
    expect(built.ephemeral).toBe(true);
    let s = asMap((await bot.service.get(ch))!).state!;
    expect(s.players[0].reserve).toBe(reserve - 1);
    expect(d.message(panel.id)!.content).toContain('a construit 1× ⛵ Navire');

    // The rest of the armies by the panel: a territory, then "all".
    panel = d.message(panel.id)!;
    const placeMenu = selectsByVerb(panel, 'vp')[0];
    const picked = await d.select(alice, panel, placeMenu.custom_id!, [valuesOf(placeMenu)[0]]);
    await d.click(alice, panel.id, byVerb(picked.reply!, 'pl').pop()!.customId!);
    s = asMap((await bot.service.get(ch))!).state!;
    expect(s.phase.kind).toBe('attack');
    // A forced naval combat comes first when the ship met another fleet (NA-NAV-2).
    for (let i = 0; i < 5; i++) {
      const battle = byVerb(d.message(panel.id)!, 'sb')[0];
      if (!battle) break;
      await d.click(alice, panel.id, battle.customId!);
    }
    const endAttack = byVerb(d.message(panel.id)!, 'end')[0];
    const manoeuvres = await d.click(alice, panel.id, endAttack.customId!);
    expect(manoeuvres.type).toBe(7);
    // The manoeuvre phase offers the menu of manoeuvres and End turn.
    expect(selectsByVerb(manoeuvres.reply!, 'vmf').length).toBeGreaterThan(0);
    await d.click(alice, panel.id, byVerb(manoeuvres.reply!, 'endt')[0].customId!);
    expect(asMap((await bot.service.get(ch))!).state!.turn.number).toBeGreaterThan(r.state!.turn.number);

    await d.slash(alice, 'risk settings', { autopilot: true });
    const closing = await d.waitForMessage(
      (m) => m.channel_id === ch && m.components.length > 0 && byVerb(m, 'rematch').length > 0,
      { timeoutMs: 60_000 },
    );
    const final = asMap((await bot.service.get(ch))!).state!;
    expect(final.phase).toMatchObject({ kind: 'over', reason: 'roundLimit' });
    expect(final.turn.round).toBe(5);
    const points = final.players.map((p) => final.ext.points![p.id] ?? 0);
    const winners = (final.phase as { winners: number[] }).winners;
    for (const w of winners) expect(points[w]).toBe(Math.max(...points));
    expect(closing.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expect(d.errors.filter((e) => e.code !== 50007)).toEqual([]);
  });
});
