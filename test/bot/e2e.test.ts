// End to end: the real discord.js Client against the loopback Discord stand-in. A whole game
// of each world ruleset with slash commands, autocomplete and buttons; closed DMs, a stale
// button, a double click, and a restart mid-game.
import { asMap, type MapRecord as GameRecord } from '../../src/discord/games/map/record.ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningBot } from '../../src/discord/client.ts';
import { effectiveMission } from '../../src/engine/index.ts';
import { missionText } from '../../src/i18n/names.ts';
import type { GameStore } from '../../src/store/index.ts';
import {
  buttons,
  components,
  type Standin,
  type StandinMessage,
  type StandinUser,
} from '../../tools/discord-standin/index.ts';
import { boardSummary } from '../../src/engine/board-summary.js';
import { closeTables, openRestartable } from './table.ts';
import { pollUpTo } from '../../tools/fair-time.ts';

/** The board is a (palette) PNG: the PNG signature. */
const isPng = (data: Buffer) =>
  data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
afterEach(closeTables);

let seeds = Number(process.env.RISK_E2E_SEED ?? 20261121);

// The stand-in and a bot on a new store, which a test may stop and start again (a restart);
// fixed game seeds: the same games every run (a replayable failure, not a flaky one).
const world = () => openRestartable(() => seeds++);

/** The mission text a player is shown: the effective one (M-6 turns "destroy your own colour" into 24 territories). */
const shownMission = (r: GameRecord, p: number, locale: 'en' | 'fr' | 'it') =>
  missionText(effectiveMission(r.state!, p)!.id, locale);

const findButton = (m: StandinMessage, label: RegExp) => buttons(m).find((b) => b.label && label.test(b.label));
/** A click on the button with this label as the message is now (its ids carry the revision). */
const tapOn = (d: Standin, user: StandinUser, messageId: string, label: RegExp) =>
  d.click(user, messageId, findButton(d.message(messageId)!, label)!.customId!);
const seatUser = (r: GameRecord, users: StandinUser[], p: number) => users.find((u) => u.id === r.seats[p]?.userId);

async function currentHuman(bot: RunningBot, channelId: string, users: StandinUser[]) {
  const r = asMap((await bot.service.get(channelId))!);
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
    expect(created.ephemeral).toBe(true);
    // The lobby is the game's first panel: one channel message, edited by every join.
    const lobby = created.posts[0];
    expect(lobby.content).toMatch(/New game: Risk with secret missions/);
    expect(buttons(lobby).map((b) => b.label)).toEqual(['Join', 'Leave', 'Add AI', 'Start']);
    const joined = await d.click(bob, lobby, findButton(lobby, /^Join$/)!.customId!);
    expect(joined.type).toBe(7);
    expect(joined.reply!.id).toBe(lobby.id);
    expect(joined.reply!.content).toContain(`<@${bob.id}>`);
    const again = await d.slash(bob, 'risk join');
    expect(again.ephemeral).toBe(true);
    expect(again.reply!.content).toMatch(/déjà assis/); // bob's own language
    const carolJoins = await d.slash(carol, 'risk join');
    expect(carolJoins.ephemeral).toBe(true);
    expect(d.message(lobby.id)!.content).toContain(`<@${carol.id}>`);
    await tapOn(d, alice, lobby.id, /^Add AI$/);
    const started = await tapOn(d, alice, lobby.id, /^Start$/);
    // The lobby loses its buttons; the first panel (the ping) is the one new message.
    expect(started.type).toBe(7);
    expect(buttons(started.reply!)).toEqual([]);
    expect(started.reply!.content).toMatch(/The game starts/);

    // Secrets: by DM in the owner's language; carol's DMs are closed → a channel notice that reveals nothing.
    const firstPanel = await d.waitForMessage(
      (m) => m.channel_id === ch && m.id !== lobby.id && m.attachments.length > 0,
    );
    // The panel's id is stored right after it is posted.
    let r0 = asMap((await bot.service.get(ch))!);
    await pollUpTo(async () => {
      r0 = asMap((await bot.service.get(ch))!);
      return r0.panel?.messageId === firstPanel.id;
    }, 5_000);
    expect(r0.panel!.messageId).toBe(firstPanel.id);
    const panelOf = async () => d.message(asMap((await bot.service.get(ch))!).panel!.messageId)!;
    expect(firstPanel.attachments.map((a) => a.filename)).toEqual(['board.png']);
    expect(isPng(firstPanel.attachments[0].data)).toBe(true);
    expect(firstPanel.attachments[0].data.length).toBeLessThan(80_000);
    const aliceDm = await d.waitForMessage((m) => m.channel_id !== ch && m.content.includes(shownMission(r0, 0, 'en')));
    expect(aliceDm.content).toMatch(/Mission:/);
    // The mission also comes drawn on the board, in the DM only.
    expect(aliceDm.attachments.map((a) => a.filename)).toEqual(['goal.png']);
    expect(isPng(aliceDm.attachments[0].data)).toBe(true);
    await d.waitForMessage((m) => m.channel_id !== ch && m.content.includes(shownMission(r0, 1, 'fr')));
    const notice = await d.waitForMessage(
      (m) => m.channel_id === ch && m.content.includes(`<@${carol.id}>`) && /direct message/.test(m.content),
    );
    const carolMission = shownMission(r0, 2, 'en');
    const publicText = () =>
      d
        .channelMessages(ch)
        .map((m) => m.content)
        .join('\n');
    expect(notice.content).not.toContain(carolMission);
    expect(publicText()).not.toContain(shownMission(r0, 0, 'en'));
    expect(d.dms(carol)).toHaveLength(0);
    expect(d.channelMessages(ch).flatMap((m) => m.attachments.map((a) => a.filename))).not.toContain('goal.png');

    // Whoever plays now (AI seats have already played if they came first).
    const { r, user } = await currentHuman(bot, ch, humans);
    expect(user).toBeDefined();
    const me = r.state!.turn.player;
    const others = humans.filter((u) => u !== user);
    // The ping: mentions that player, shows the board, and carries THAT player's controls.
    let panel = await panelOf();
    expect(panel.content).toContain(`<@${user!.id}>`);
    expect(panel.attachments.map((a) => a.filename)).toEqual(['board.png']);
    const own = Object.entries(boardSummary(r.state!))
      .filter(([, t]) => t.owner === me)
      .map(([id]) => id);
    // The "Place on…" menu (its custom id's verb is vp), listing that player's territories.
    const placeMenu = components(panel)
      .map((c) => ({ customId: c.custom_id, type: c.type, options: c.options }))
      .find((c) => c.type === 3 && /:vp:/.test(c.customId ?? ''));
    expect(placeMenu).toBeDefined();
    expect(JSON.stringify(placeMenu!.options)).toContain(`"${own[0]}"`);
    // Not your turn → ephemeral, says who is playing.
    const refused = await d.slash(others[0], 'end');
    expect(refused.ephemeral).toBe(true);
    // Someone else's tap on the panel: refused privately, the panel unchanged.
    const foreign = await d.select(others[0], panel, placeMenu!.customId!, [own[0]]);
    expect(foreign.ephemeral).toBe(true);
    // Autocomplete: own territories first, matched on a prefix in any language.
    const choices = await d.autocomplete(user!, 'place', { territory: '' }, 'territory');
    expect(choices.length).toBeGreaterThan(0);
    expect(own).toContain(choices[0].value);
    const anyNamed = await d.autocomplete(user!, 'attack', { from: 'kamtchat' }, 'from');
    expect(anyNamed.map((c) => c.value)).toContain('kamchatka');
    // A refused move explains what is legal.
    const wrongAttack = await d.slash(user!, 'attack', { from: own[0], to: own[1] ?? own[0], dice: 3 });
    expect(wrongAttack.ephemeral).toBe(true);
    expect(wrongAttack.reply!.content).toMatch(/\/(place|placer|piazza)\b/);
    const messagesBefore = d.channelMessages(ch).length;
    // A tap on the panel: pick a territory (the panel is updated in place: + buttons appear), then +1.
    const picked = await d.select(user!, panel, placeMenu!.customId!, [own[0]]);
    expect(picked.type).toBe(7);
    expect(picked.reply!.id).toBe(panel.id);
    const plusOne = findButton(picked.reply!, /^\+1$/);
    expect(plusOne).toBeDefined();
    const placedOne = await d.click(user!, panel.id, plusOne!.customId!);
    expect(placedOne.type).toBe(7);
    expect(placedOne.edits[0].attachments.map((a) => a.filename)).toEqual(['board.png']);
    // Undo that placement, then place everything with a typed /place (it asks first).
    const undo = await d.click(user!, panel.id, findButton(d.message(panel.id)!, /Undo/)!.customId!);
    expect(undo.type).toBe(7);
    expect(d.message(panel.id)!.content).toMatch(/took back/);
    const placed = await d.slash(user!, 'place', { territory: own[0] });
    expect(placed.ephemeral).toBe(true);
    const yes = findButton(placed.reply!, /^(All|Tout|Tutte) \(/)!;
    const confirmed = await d.click(user!, placed.reply!, yes.customId!);
    expect(confirmed.ephemeral).toBe(true);
    // The same confirmation again: stale, refused politely and privately.
    const stale = await d.click(user!, placed.reply!, yes.customId!);
    expect(stale.ephemeral).toBe(true);
    expect(stale.reply!.content).toMatch(/out of date|périmé|scaduto/);
    // Placing the last army moves on to the attack phase: the panel now offers End attack.
    panel = await panelOf();
    const endAttackBtn = findButton(panel, /End attack|Fin des attaques|Fine attacchi/);
    expect(endAttackBtn).toBeDefined();
    const fortifyMsg = await d.click(user!, panel, endAttackBtn!.customId!);
    expect(fortifyMsg.type).toBe(7);
    // A double click on End turn: exactly one is accepted.
    const endTurn = findButton(fortifyMsg.reply!, /End turn|Fin du tour|Fine turno/)!;
    const both = await Promise.all([
      d.click(user!, panel.id, endTurn.customId!),
      d.click(user!, panel.id, endTurn.customId!),
    ]);
    expect(both.filter((o) => !o.ephemeral)).toHaveLength(1);
    expect(both.filter((o) => o.ephemeral)).toHaveLength(1);
    // The whole human turn added at most two channel messages (the next ping); the old panel lost its controls.
    const next = await d.waitForMessage(
      (m) => m.channel_id === ch && m.id !== panel.id && d.channelMessages(ch).indexOf(m) >= messagesBefore,
    );
    expect(d.channelMessages(ch).length - messagesBefore).toBeLessThanOrEqual(2);
    expect(buttons(d.message(panel.id)!)).toEqual([]);
    expect(next.attachments.map((a) => a.filename)).toEqual(['board.png']);
    const attackMsg = { reply: next };
    // My secrets: ephemeral, only the clicker's own secrets.
    const secretsBtn = findButton(attackMsg.reply!, /My secrets|Mes secrets|I miei segreti/)!;
    const sec = await d.click(carol, attackMsg.reply!, secretsBtn.customId!);
    expect(sec.ephemeral).toBe(true);
    expect(sec.reply!.content).toContain(shownMission(r0, 2, 'it'));
    expect(sec.reply!.attachments.map((a) => a.filename)).toEqual(['goal.png']);

    // Restart mid-game: same store file, a new process-equivalent client; buttons still work.
    const before = asMap((await bot.service.get(ch))!);
    await first.stop();
    const second = await open();
    bot = second.bot;
    const after = asMap((await bot.service.get(ch))!);
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
    const final = asMap((await bot.service.get(ch))!);
    expect(final.state!.phase.kind).toBe('over');
    // No secret reached the channel while the game ran; the closing result reveals them all.
    const closing = await d.waitForMessage((m) => m.channel_id === ch && /Final standing/.test(m.content), {
      timeoutMs: 20_000,
    });
    const whilePlaying = d
      .channelMessages(ch)
      .filter((m) => m.id !== closing.id)
      .map((m) => m.content)
      .join('\n');
    for (const p of final.state!.players) {
      if (p.mission === null) continue;
      expect(whilePlaying).not.toContain(missionText(p.mission, 'en'));
      expect(closing.content).toContain(missionText(p.mission, 'en'));
    }
    expect(d.errors.filter((e) => e.code !== 50007)).toEqual([]);
  });

  it('edits of one message are coalesced: a burst of five sends at most two, and the last one wins', async () => {
    const { d, first } = await world();
    const { bot } = first.bot;
    const ch = d.channel.id;
    const id = await bot.transport.post(ch, { text: 'panel 0' });
    const patches = () => d.requests.filter((r) => r.method === 'PATCH' && r.path.includes(id)).length;
    const results = await Promise.all([1, 2, 3, 4, 5].map((i) => bot.transport.edit(ch, id, { text: `panel ${i}` })));
    expect(results).toEqual([true, true, true, true, true]);
    expect(patches()).toBeLessThanOrEqual(2);
    expect(d.message(id)!.content).toBe('panel 5');
    // A message that is gone: false, not an exception.
    expect(await bot.transport.edit(ch, '1234567890123456789', { text: 'x' })).toBe(false);
  });

  it('an edit keeps the pictures it names by id (nothing uploaded again); superseding a pending upload of one, it uploads it', async () => {
    const { d, first } = await world();
    const { bot } = first.bot;
    const ch = d.channel.id;
    const png = (s: string) => Buffer.from(s);
    const id = await bot.transport.post(ch, { text: 'panel', images: [{ name: 'board.png', data: png('board 1') }] });
    const board = d.message(id)!.attachments[0];
    const files = () => d.message(id)!.attachments.map((a) => [a.filename, a.data.toString(), a.id === board.id]);
    // Issue 26: a roll's close-up beside the board the message has; then taken away.
    await bot.transport.edit(ch, id, {
      text: 'roll',
      keep: ['board.png'],
      images: [{ name: 'battle.png', data: png('close 1') }],
    });
    expect(files()).toEqual([
      ['board.png', 'board 1', true],
      ['battle.png', 'close 1', false],
    ]);
    await bot.transport.edit(ch, id, { text: 'plain roll', keep: ['board.png'], images: [] });
    expect(files()).toEqual([['board.png', 'board 1', true]]);
    // The ids came from the bot's own post and edits: the message was never fetched for them.
    expect(d.requests.filter((r) => r.method === 'GET' && r.path.includes(id))).toEqual([]);
    // A burst: an edit in flight, a new board pending, then a close-up that keeps "the board" —
    // the pending board it supersedes was never sent, so it goes with the close-up.
    await Promise.all([
      bot.transport.edit(ch, id, { text: 'in flight' }),
      bot.transport.edit(ch, id, { text: 'new board', images: [{ name: 'board.png', data: png('board 2') }] }),
      bot.transport.edit(ch, id, {
        text: 'roll 2',
        keep: ['board.png'],
        images: [{ name: 'battle.png', data: png('close 2') }],
      }),
    ]);
    expect(d.message(id)!.content).toBe('roll 2');
    expect(files().map(([n, data]) => [n, data])).toEqual([
      ['board.png', 'board 2'],
      ['battle.png', 'close 2'],
    ]);
  });

  for (const ruleset of ['classic', 'capitals', 'risiko'] as const) {
    it(`${ruleset}: a whole game against AI seats via slash commands and buttons`, async () => {
      const { d, first } = await world();
      const bot = first.bot;
      const alice = d.makeUser('alice');
      const created = await d.slash(alice, 'risk new', { ruleset });
      const lobby = created.posts[0];
      await tapOn(d, alice, lobby.id, /^Add AI$/);
      await tapOn(d, alice, lobby.id, /^Add AI$/);
      if (ruleset === 'risiko') await tapOn(d, alice, lobby.id, /^Add AI$/);
      const started = await tapOn(d, alice, lobby.id, /^Start$/);
      expect(started.type).toBe(7);
      const r = asMap((await bot.service.get(d.channel.id))!);
      if (ruleset === 'capitals' && r.state!.phase.kind === 'chooseHQ') {
        const own = Object.entries(boardSummary(r.state!)).find(([, t]) => t.owner === 0)![0];
        const hq = await d.slash(alice, 'hq', { territory: own });
        expect(hq.ephemeral).toBe(true);
        expect(hq.errors).toEqual([]);
      }
      const status = await d.slash(alice, 'risk status');
      expect(status.ephemeral).toBe(true);
      const rules = await d.slash(alice, 'risk rules');
      expect(rules.reply!.content).toMatch(ruleset === 'risiko' ? /R-END-1/ : ruleset === 'capitals' ? /K-2/ : /C-ATK/);
      await d.slash(alice, 'risk settings', { autopilot: true });
      await d.waitForMessage((m) => m.channel_id === d.channel.id && /Game over/.test(m.content), {
        timeoutMs: 20_000,
      });
      expect(asMap((await bot.service.get(d.channel.id))!).state!.phase.kind).toBe('over');
    });
  }
});

export type { GameStore };
