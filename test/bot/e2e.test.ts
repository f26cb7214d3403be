// End to end: the real discord.js Client against the loopback Discord stand-in. A whole game
// of each world ruleset with slash commands, autocomplete and buttons; closed DMs, a stale
// button, a double click, and a restart mid-game.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { GameRecord } from '../../src/app/record.ts';
import { startBot, openRecordStore, type RunningBot } from '../../src/discord/client.ts';
import { commandDefinitions, commandTable } from '../../commands/index.ts';
import { effectiveMission } from '../../src/engine/index.ts';
import { missionText } from '../../src/i18n/names.ts';
import type { GameStore } from '../../src/store/index.ts';
import { buttons, startStandin, type StandinMessage, type StandinUser } from '../../tools/discord-standin/index.ts';
import { boardSummary } from '../../src/engine/board.js';

/** The board is lossless WebP: a RIFF container whose form type is WEBP. */
const isWebp = (data: Buffer) => data.subarray(0, 4).toString('ascii') === 'RIFF' && data.subarray(8, 12).toString('ascii') === 'WEBP';
let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => { for (const c of cleanup.reverse()) await c(); cleanup = []; });

let seeds = Number(process.env.RISK_E2E_SEED ?? 20261121);

async function world() {
  const d = await startStandin({ guildLocale: 'en-US' });
  cleanup.push(() => d.stop());
  const dir = mkdtempSync(join(tmpdir(), 'risk-e2e-'));
  const url = `sqlite://${join(dir, 'games.sqlite')}`;
  const open = async () => {
    const store = await openRecordStore(url);
    // Fixed game seeds: the same games every run (a replayable failure, not a flaky one).
    const bot = await startBot({ token: d.token, apiUrl: d.apiUrl, store, seed: () => seeds++, commands: commandTable });
    let stopped = false;
    const stop = async () => { if (stopped) return; stopped = true; await bot.stop(); await store.close(); };
    cleanup.push(stop);
    return { bot, store, stop };
  };
  const first = await open();
  await first.bot.client.application!.commands.set(commandDefinitions());
  return { d, open, first };
}

/** The mission text a player is shown: the effective one (M-6 turns "destroy your own colour" into 24 territories). */
const shownMission = (r: GameRecord, p: number, locale: 'en' | 'fr' | 'it') => missionText(effectiveMission(r.state!, p)!.id, locale);

const findButton = (m: StandinMessage, label: RegExp) => buttons(m).find((b) => b.label && label.test(b.label));
const seatUser = (r: GameRecord, users: StandinUser[], p: number) => users.find((u) => u.id === r.seats[p]?.userId);

async function currentHuman(bot: RunningBot, channelId: string, users: StandinUser[]) {
  const r = (await bot.service.get(channelId))!;
  return { r, user: seatUser(r, users, r.state!.turn.player) };
}

describe('the bot through the Discord stand-in', () => {
  it('plays a missions game: lobby, DMs (one closed), autocomplete, buttons, stale and double clicks, restart, to the end', async () => {
    const { d, open, first } = await world();
    let bot = first.bot;
    const ch = d.channel.id;
    const alice = d.makeUser('alice', 'en-US');
    const bob = d.makeUser('bob', 'fr');
    const carol = d.makeUser('carol', 'it');
    d.closeDms(carol);
    const humans = [alice, bob, carol];

    const created = await d.slash(alice, 'risk new', { ruleset: 'missions', setup: 'auto' });
    expect(created.ephemeral).toBe(false);
    expect(created.reply!.content).toMatch(/New game of Risk — missions/);
    const lobby = created.reply!;
    expect(buttons(lobby).map((b) => b.label)).toEqual(['Join', 'Leave', 'Add AI', 'Start']);
    const joined = await d.click(bob, lobby, findButton(lobby, /^Join$/)!.customId!);
    expect(joined.reply!.content).toMatch(/bob|<@/);
    const again = await d.slash(bob, 'risk join');
    expect(again.ephemeral).toBe(true);
    expect(again.reply!.content).toMatch(/déjà assis/); // bob's own language
    await d.slash(carol, 'risk join');
    await d.click(alice, lobby, findButton(lobby, /^Add AI$/)!.customId!);
    const started = await d.click(alice, lobby, findButton(lobby, /^Start$/)!.customId!);
    expect(started.reply!.content).toMatch(/The game starts/);
    expect(started.reply!.attachments[0].filename).toBe('board.webp');
    expect(isWebp(started.reply!.attachments[0].data)).toBe(true);

    // Secrets: by DM in the owner's language; carol's DMs are closed → a channel notice that reveals nothing.
    const r0 = (await bot.service.get(ch))!;
    const aliceDm = await d.waitForMessage((m) => m.channel_id !== ch && m.content.includes(shownMission(r0, 0, 'en')));
    expect(aliceDm.content).toMatch(/Mission:/);
    // The mission also comes drawn on the board, in the DM only.
    expect(aliceDm.attachments.map((a) => a.filename)).toEqual(['goal.webp']);
    expect(isWebp(aliceDm.attachments[0].data)).toBe(true);
    await d.waitForMessage((m) => m.channel_id !== ch && m.content.includes(shownMission(r0, 1, 'fr')));
    const notice = await d.waitForMessage((m) => m.channel_id === ch && m.content.includes(`<@${carol.id}>`) && /direct message/.test(m.content));
    const carolMission = shownMission(r0, 2, 'en');
    const publicText = () => d.channelMessages(ch).map((m) => m.content).join('\n');
    expect(notice.content).not.toContain(carolMission);
    expect(publicText()).not.toContain(shownMission(r0, 0, 'en'));
    expect(d.dms(carol)).toHaveLength(0);
    expect(d.channelMessages(ch).flatMap((m) => m.attachments.map((a) => a.filename))).not.toContain('goal.webp');

    // Whoever plays now (AI seats have already played if they came first).
    const { r, user } = await currentHuman(bot, ch, humans);
    expect(user).toBeDefined();
    const me = r.state!.turn.player;
    const others = humans.filter((u) => u !== user);
    // Not your turn → ephemeral, says who is playing.
    const refused = await d.slash(others[0], 'end');
    expect(refused.ephemeral).toBe(true);
    // Autocomplete: own territories first, matched on a prefix in any language.
    const own = Object.entries(boardSummary(r.state!)).filter(([, t]) => t.owner === me).map(([id]) => id);
    const choices = await d.autocomplete(user!, 'place', { territory: '' }, 'territory');
    expect(choices.length).toBeGreaterThan(0);
    expect(own).toContain(choices[0].value);
    const anyNamed = await d.autocomplete(user!, 'attack', { from: 'kamtchat' }, 'from');
    expect(anyNamed.map((c) => c.value)).toContain('kamchatka');
    // A refused move explains what is legal.
    const wrongAttack = await d.slash(user!, 'attack', { from: own[0], to: own[1] ?? own[0], dice: 3 });
    expect(wrongAttack.ephemeral).toBe(true);
    expect(wrongAttack.reply!.content).toMatch(/\/(place|placer|piazza)\b/);
    // Place everything: a public board image, and an End phase button.
    const placed = await d.slash(user!, 'place', { territory: own[0] });
    expect(placed.ephemeral).toBe(false);
    expect(placed.reply!.attachments.some((a) => a.filename === 'board.webp' && isWebp(a.data))).toBe(true);
    // Placing the last army moves on to the attack phase (the engine's maybeLeaveReinforce).
    const endAttackBtn = findButton(placed.reply!, /End attack|Fin des attaques|Fine attacchi/);
    expect(endAttackBtn).toBeDefined();
    const fortifyMsg = await d.click(user!, placed.reply!, endAttackBtn!.customId!);
    expect(fortifyMsg.ephemeral).toBe(false);
    // The same button again: stale, refused politely and privately.
    const stale = await d.click(user!, placed.reply!, endAttackBtn!.customId!);
    expect(stale.ephemeral).toBe(true);
    expect(stale.reply!.content).toMatch(/out of date|périmé|scaduto/);
    // A double click on End turn: exactly one is accepted.
    const endTurn = findButton(fortifyMsg.reply!, /End turn|Fin du tour|Fine turno/)!;
    const both = await Promise.all([d.click(user!, fortifyMsg.reply!, endTurn.customId!), d.click(user!, fortifyMsg.reply!, endTurn.customId!)]);
    expect(both.filter((o) => !o.ephemeral)).toHaveLength(1);
    expect(both.filter((o) => o.ephemeral)).toHaveLength(1);
    const attackMsg = fortifyMsg;
    // My secrets: ephemeral, only the clicker's own secrets.
    const secretsBtn = findButton(attackMsg.reply!, /My secrets|Mes secrets|I miei segreti/)!;
    const sec = await d.click(carol, attackMsg.reply!, secretsBtn.customId!);
    expect(sec.ephemeral).toBe(true);
    expect(sec.reply!.content).toContain(shownMission(r0, 2, 'it'));
    expect(sec.reply!.attachments.map((a) => a.filename)).toEqual(['goal.webp']);

    // Restart mid-game: same store file, a new process-equivalent client; buttons still work.
    const before = (await bot.service.get(ch))!;
    await first.stop();
    const second = await open();
    bot = second.bot;
    const after = (await bot.service.get(ch))!;
    expect(after.rev).toBe(before.rev);
    expect(after.state).toEqual(before.state);
    const sec2 = await d.click(alice, attackMsg.reply!, secretsBtn.customId!);
    expect(sec2.ephemeral).toBe(true);
    expect(sec2.reply!.content).toContain(shownMission(r0, 0, 'en'));

    // Everyone hands over to the AI: the game plays to the end.
    for (const u of humans) {
      const out = await d.slash(u, 'risk settings', { autopilot: true });
      expect(out.type).not.toBeNull();
    }
    await d.waitForMessage((m) => m.channel_id === ch && /Game over/.test(m.content), { timeoutMs: 20_000 });
    const final = (await bot.service.get(ch))!;
    expect(final.state!.phase.kind).toBe('over');
    // No secret reached the channel while the game ran; the closing message reveals them all.
    const closing = await d.waitForMessage((m) => m.channel_id === ch && /Final standing/.test(m.content), { timeoutMs: 20_000 });
    const whilePlaying = d.channelMessages(ch).filter((m) => m.id !== closing.id).map((m) => m.content).join('\n');
    for (const p of final.state!.players) {
      if (p.mission === null) continue;
      expect(whilePlaying).not.toContain(missionText(p.mission, 'en'));
      expect(closing.content).toContain(missionText(p.mission, 'en'));
    }
    expect(d.errors.filter((e) => e.code !== 50007)).toEqual([]);
  });

  for (const ruleset of ['classic', 'capitals', 'risiko'] as const) {
    it(`${ruleset}: a whole game against AI seats via slash commands and buttons`, async () => {
      const { d, first } = await world();
      const bot = first.bot;
      const alice = d.makeUser('alice');
      const created = await d.slash(alice, 'risk new', { ruleset });
      const lobby = created.reply!;
      const add = findButton(lobby, /^Add AI$/)!.customId!;
      await d.click(alice, lobby, add);
      await d.click(alice, lobby, add);
      if (ruleset === 'risiko') await d.click(alice, lobby, add);
      const started = await d.click(alice, lobby, findButton(lobby, /^Start$/)!.customId!);
      expect(started.ephemeral).toBe(false);
      const r = (await bot.service.get(d.channel.id))!;
      if (ruleset === 'capitals' && r.state!.phase.kind === 'chooseHQ') {
        const own = Object.entries(boardSummary(r.state!)).find(([, t]) => t.owner === 0)![0];
        const hq = await d.slash(alice, 'hq', { territory: own });
        expect(hq.ephemeral).toBe(false);
      }
      const status = await d.slash(alice, 'risk status');
      expect(status.ephemeral).toBe(true);
      const rules = await d.slash(alice, 'risk rules');
      expect(rules.reply!.content).toMatch(ruleset === 'risiko' ? /R-END-1/ : ruleset === 'capitals' ? /K-2/ : /C-ATK/);
      await d.slash(alice, 'risk settings', { autopilot: true });
      await d.waitForMessage((m) => m.channel_id === d.channel.id && /Game over/.test(m.content), { timeoutMs: 20_000 });
      expect((await bot.service.get(d.channel.id))!.state!.phase.kind).toBe('over');
    });
  }
});

export type { GameStore };
