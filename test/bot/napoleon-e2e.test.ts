// End to end on the Europe 1811 board: the real discord.js Client against the loopback Discord
// stand-in. A whole game of `napoleon` (one human, two AI seats: autocomplete without accents,
// the panel's menus and buttons, /risk rules, then autopilot to the end), and a shorter
// `napoleon-missions` game where a mission is claimed by button and no secret reaches anyone
// but its owner.
import { byVerb, closeTables, openTable, panelOf } from './table.ts';
import { afterEach, describe, expect, it } from 'vitest';
import { viewFor, type GameState } from '../../src/engine/index.ts';
import { boardSummary } from '../../src/engine/board-summary.ts';
import { napoleonMissionById } from '../../src/engine/napoleon-missions.ts';
import { claimableMissions } from '../../src/engine/ranked/ranked.ts';
import { publicMissions } from '../../src/engine/ext.ts';
import { buttons, components, type StandinMessage } from '../../tools/discord-standin/index.ts';
import { asMap } from '../../src/discord/games/map/record.ts';

/** A player's four missions and their claims, read through the views (not the state's layout). */
const ownOf = (s: GameState, p: number) => viewFor(s, p).secrets!.rankedMissions!;
const claimedOf = (s: GameState, p: number) => viewFor(s, null).players[p].missions!.claimed;

afterEach(closeTables);

async function world(seed: number) {
  const t = await openTable(seed);
  return { ...t, ch: t.d.channel.id };
}

/** A component of the message by its custom id's verb (g:<game>:<rev>:<verb>:…), whatever its label's language. */
const selectByVerb = (m: StandinMessage, verb: string) =>
  components(m).find((c) => c.type === 3 && c.custom_id?.split(':')[3] === verb);

const isPng = (data: Buffer) => data.subarray(0, 4).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47]));

describe('Risk Napoléon through the Discord stand-in', () => {
  it('napoleon: one human and two AI seats, autocomplete without accents, panel taps, /risk rules, to the end', async () => {
    const { d, bot, ch } = await world(18110);
    const alice = d.makeUser('alice', 'fr');
    const created = await d.slash(alice, 'risk new', { ruleset: 'napoleon', setup: 'auto' });
    expect(created.ephemeral).toBe(true);
    const lobby = created.posts[0];
    expect(lobby.content).toMatch(/Risk Napoléon/); // the ruleset's display name, never its id
    await d.click(alice, lobby.id, byVerb(d.message(lobby.id)!, 'addai')[0].customId!);
    await d.click(alice, lobby.id, byVerb(d.message(lobby.id)!, 'addai')[0].customId!);
    const started = await d.click(alice, lobby.id, byVerb(d.message(lobby.id)!, 'start')[0].customId!);
    expect(started.type).toBe(7);

    // /risk rules says what the project reconstructed, in alice's language.
    const rules = await d.slash(alice, 'risk rules');
    expect(rules.ephemeral).toBe(true);
    expect(rules.reply!.content).toMatch(/Reconstitué par le projet/);
    expect(rules.reply!.content).toMatch(/N-ATK-1/);

    // The AI seats that come first have played; the panel now waits for alice.
    const panel = await panelOf(d, bot, ch);
    const r = asMap((await bot.service.get(ch))!);
    expect(r.state!.map).toBe('europe-1811');
    expect(r.state!.turn.player).toBe(0);
    expect(r.state!.phase.kind).toBe('reinforce');
    expect(panel.content).toContain(`<@${alice.id}>`);
    expect(panel.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expect(isPng(panel.attachments[0].data)).toBe(true);

    // Autocomplete in French and English, accents optional.
    const own = Object.entries(boardSummary(r.state!))
      .filter(([, t]) => t.owner === 0)
      .map(([id]) => id);
    const ile = await d.autocomplete(alice, 'place', { territory: 'Ile de France' }, 'territory');
    expect(ile.map((c) => c.value)).toContain('ile_de_france');
    expect(ile.find((c) => c.value === 'ile_de_france')!.name).toMatch(/^Île de France \(\d+\)$/);
    const wurt = await d.autocomplete(alice, 'attack', { from: 'wurttemberg' }, 'from');
    expect(wurt.map((c) => c.value)).toContain('wurtemberg_baviere');
    const mine = await d.autocomplete(alice, 'place', { territory: '' }, 'territory');
    expect(own).toContain(mine[0].value);

    // Place every army by the panel's menu and its "all" button, then end the attack and the turn.
    const menu = selectByVerb(panel, 'vp')!;
    const picked = await d.select(alice, panel, menu.custom_id!, [own[0]]);
    expect(picked.type).toBe(7);
    const all = byVerb(picked.reply!, 'pl').pop()!;
    const placed = await d.click(alice, panel.id, all.customId!);
    expect(placed.type).toBe(7);
    const endAttack = byVerb(d.message(panel.id)!, 'end')[0];
    expect(endAttack).toBeDefined();
    const fortify = await d.click(alice, panel.id, endAttack.customId!);
    expect(fortify.type).toBe(7);
    const endTurn = byVerb(fortify.reply!, 'endt')[0];
    await d.click(alice, panel.id, endTurn.customId!);
    expect(asMap((await bot.service.get(ch))!).state!.turn.number).toBeGreaterThan(r.state!.turn.number);

    // Then the AI plays her seat too: the game runs to its end.
    await d.slash(alice, 'risk settings', { autopilot: true });
    const closing = await d.waitForMessage(
      (m) => m.channel_id === ch && m.components.length > 0 && byVerb(m, 'rematch').length > 0,
      { timeoutMs: 60_000 },
    );
    const final = asMap((await bot.service.get(ch))!);
    expect(final.state!.phase).toMatchObject({ kind: 'over', reason: 'conquest' });
    // N-WIN-1: the winner holds all 48 territories.
    const winner = (final.state!.phase as { winners: number[] }).winners[0];
    expect(Object.values(boardSummary(final.state!)).every((t) => t.owner === winner)).toBe(true);
    expect(closing.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expect(d.errors.filter((e) => e.code !== 50007)).toEqual([]);
  });

  it("napoleon-missions: missions by DM to their owner only, a claim by the panel's button announced with its text only, My secrets private", async () => {
    const { d, bot, ch } = await world(18114); // a seed where the first human turn has a mission to claim
    const alice = d.makeUser('alice', 'en-US');
    const bob = d.makeUser('bob', 'fr');
    const humans = [alice, bob];
    const created = await d.slash(alice, 'risk new', { ruleset: 'napoleon-missions', setup: 'auto' });
    const lobby = created.posts[0];
    await d.slash(bob, 'risk join');
    await d.click(alice, lobby.id, byVerb(d.message(lobby.id)!, 'addai')[0].customId!);
    await d.click(alice, lobby.id, byVerb(d.message(lobby.id)!, 'start')[0].customId!);
    const r0 = asMap((await bot.service.get(ch))!);
    const missions = (p: number) => ownOf(r0.state!, p);
    const text = (id: number, l: 'en' | 'fr' = 'en') => napoleonMissionById(id).text[l];

    // NM-1: each human's DM holds their four missions (in their language), with the goal image; nobody else's.
    for (const [p, u, l] of [
      [0, alice, 'en'],
      [1, bob, 'fr'],
    ] as const) {
      const dm = await d.waitForMessage((m) => m.channel_id !== ch && m.content.includes(text(missions(p)[3], l)));
      expect(d.dms(u).map((m) => m.id)).toContain(dm.id);
      for (const id of missions(p)) expect(dm.content).toContain(text(id, l));
      expect(dm.attachments.map((a) => a.filename)).toEqual(['goal.png']);
    }
    const everyText = (ms: StandinMessage[]) => ms.map((m) => m.content).join('\n');
    for (const [p, u] of [
      [0, alice],
      [1, bob],
    ] as const) {
      const other = humans.find((x) => x !== u)!;
      for (const id of missions(p)) {
        expect(everyText(d.dms(other))).not.toContain(text(id, 'en'));
        expect(everyText(d.dms(other))).not.toContain(text(id, 'fr'));
      }
    }

    // The human on turn claims by the panel's button: a private picker, then the claim.
    const panel = await panelOf(d, bot, ch);
    const r = asMap((await bot.service.get(ch))!);
    const me = r.state!.turn.player;
    const user = humans[me];
    expect(user).toBeDefined();
    const ready = claimableMissions(r.state!, me);
    expect(ready.length).toBeGreaterThan(0);
    const claimBtn = byVerb(panel, 'cm')[0];
    expect(claimBtn.label).toBe('Claim mission');
    // The public button names no mission.
    for (const id of missions(me)) expect(JSON.stringify(components(panel))).not.toContain(text(id));
    // Someone else's click on it: their own (empty) picker, privately.
    const foreign = await d.click(humans[1 - me], panel, claimBtn.customId!);
    expect(foreign.ephemeral).toBe(true);
    for (const id of missions(me)) expect(foreign.reply!.content).not.toContain(text(id, 'fr'));
    const picker = await d.click(user, panel, claimBtn.customId!);
    expect(picker.ephemeral).toBe(true);
    const l = me === 0 ? 'en' : 'fr';
    for (const id of ready) expect(picker.reply!.content).toContain(text(id, l));
    for (const id of missions(me).filter((m) => !ready.includes(m)))
      expect(picker.reply!.content).not.toContain(text(id, l));
    const choice = byVerb(picker.reply!, 'cmx')[0];
    const claimed = Number(choice.customId!.split(':')[4]);
    const done = await d.click(user, picker.reply!, choice.customId!);
    expect(done.type).toBe(7); // the picker loses its buttons
    expect(buttons(done.reply!)).toEqual([]);
    // NM-3: announced in the channel (the game's language) with its text; the other three stay secret.
    // The picker's update is answered before the claim is played, so the store is read only
    // once the announcement (posted after the save) is there.
    await d.waitForMessage((m) => m.channel_id === ch && m.content.includes(text(claimed)));
    const after = asMap((await bot.service.get(ch))!);
    expect(claimedOf(after.state!, me)).toEqual([claimed]);
    const channel = () => everyText(d.channelMessages(ch));
    for (const id of missions(me).filter((m) => m !== claimed)) expect(channel()).not.toContain(text(id));
    for (const id of missions(1 - me)) expect(channel()).not.toContain(text(id));

    // My secrets: each sees their own four, privately; the other's unclaimed ones never.
    for (const [p, u, lang] of [
      [0, alice, 'en'],
      [1, bob, 'fr'],
    ] as const) {
      const sec = await d.click(u, await panelOf(d, bot, ch), byVerb(await panelOf(d, bot, ch), 'sec')[0].customId!);
      expect(sec.ephemeral).toBe(true);
      for (const id of missions(p)) expect(sec.reply!.content).toContain(text(id, lang));
      const shown = publicMissions(after.state!, 1 - p)!;
      for (const id of missions(1 - p).filter((m) => !shown.claimed.includes(m)))
        expect(sec.reply!.content).not.toContain(text(id, lang));
      expect(sec.reply!.attachments.map((a) => a.filename)).toEqual(['goal.png']);
    }
    // No goal image ever reached the channel.
    expect(d.channelMessages(ch).flatMap((m) => m.attachments.map((a) => a.filename))).not.toContain('goal.png');
    expect(d.errors.filter((e) => e.code !== 50007)).toEqual([]);
  });
  it("napoleon-teams: the lobby shows the two teams; one human and three AI seats play to a team's win", async () => {
    const { d, bot, ch } = await world(18120);
    const alice = d.makeUser('alice', 'en-US');
    const created = await d.slash(alice, 'risk new', { ruleset: 'napoleon-teams', setup: 'auto' });
    const lobby = created.posts[0];
    for (let i = 0; i < 3; i++) await d.click(alice, lobby.id, byVerb(d.message(lobby.id)!, 'addai')[0].customId!);
    const seated = d.message(lobby.id)!.content.split('\n');
    expect(seated.find((l) => l.startsWith('1. '))).toMatch(new RegExp(`<@${alice.id}> — Team A$`));
    expect(seated.find((l) => l.startsWith('2. '))).toMatch(/— Team B$/);
    expect(seated.find((l) => l.startsWith('3. '))).toMatch(/— Team A$/);
    expect(seated.find((l) => l.startsWith('4. '))).toMatch(/— Team B$/);
    await d.click(alice, lobby.id, byVerb(d.message(lobby.id)!, 'start')[0].customId!);
    const panel = await panelOf(d, bot, ch);
    expect(panel.attachments.map((a) => a.filename)).toEqual(['board.png']);
    await d.slash(alice, 'risk settings', { autopilot: true });
    await d.waitForMessage((m) => m.channel_id === ch && byVerb(m, 'rematch').length > 0, { timeoutMs: 60_000 });
    const final = asMap((await bot.service.get(ch))!);
    expect(final.state!.phase).toMatchObject({ kind: 'over', reason: 'teamElimination' });
    const winners = (final.state!.phase as { winners: number[] }).winners;
    // NT-5: the winners are one whole team.
    expect([
      [0, 2],
      [1, 3],
    ]).toContainEqual([...winners].sort());
    expect(d.errors.filter((e) => e.code !== 50007)).toEqual([]);
  });
});
