// Discord fails the first acknowledgement of an interaction (503 on the interaction callback,
// through every retry of discord.js) after the move was stored. With the real discord.js
// client and the loopback stand-in: the player is told the move was recorded, the move is
// kept once, the AI seats still play, and the move and the AI turns are shown in the channel.
// And when Discord made the acknowledgement but its answer was lost (a 503 after acting):
// discord.js refuses to edit what it thinks was never sent, so the bot answers through the
// interaction webhook; the player is never left with "This interaction failed".
import { closeTables, openTable } from './table.ts';
import { asMap } from '../../src/discord/games/map/record.ts';
import { afterEach, describe, expect, it } from 'vitest';
import type { RunningBot } from '../../src/discord/client.ts';
import { legalActions } from '../../src/engine/index.ts';
import { reliability } from '../../src/i18n/reliability.ts';
import { panelCat } from '../../src/i18n/panel.ts';
import { buttons, type Standin, type StandinUser } from '../../tools/discord-standin/index.ts';
import { pollUpTo, until } from '../../tools/fair-time.ts';

afterEach(closeTables);

/** Plays alice's moves (slash commands) until she is in her fortify phase, the AI seats in between. */
async function toFortify(d: Standin, bot: RunningBot, alice: StandinUser, channelId: string): Promise<void> {
  for (let i = 0; i < 300; i++) {
    // The AI seats' turns between hers are the bot's (its timer loop): waited for, not counted.
    const r = await until(
      async () => {
        const r = asMap((await bot.service.get(channelId))!);
        return r.seats[r.state!.turn.player]?.userId === alice.id ? r : undefined;
      },
      { what: "alice's turn after the AI seats'", needMs: 15_000, everyMs: 50 },
    );
    const p = r.state!.turn.player;
    if (r.state!.phase.kind === 'fortify') return;
    const legal = legalActions(r.state!, p);
    const place = legal.find((a) => a.type === 'place');
    const move = legal.find((a) => a.type === 'move');
    if (move && move.type === 'move') await d.slash(alice, 'move', { count: move.count }, { settleMs: 0 });
    else if (place && place.type === 'place')
      await d.slash(alice, 'place', { territory: place.territory, count: place.count }, { settleMs: 0 });
    else await d.slash(alice, 'end', {}, { settleMs: 0 });
  }
  throw new Error('alice never reached her fortify phase');
}

/**
 * Resolves once every stored step of the channel's game is presented (`presentedSeq` caught
 * up with the log): a command is answered as soon as its move is stored, and the panel of a
 * quick series of moves follows in the channel's queue.
 */
async function presented(bot: RunningBot, channelId: string): Promise<void> {
  await until(
    async () => {
      const r = (await bot.service.get(channelId))!;
      return (r.presentedSeq ?? 0) >= (r.logSeq ?? 0);
    },
    { what: 'the game presented up to its last step', needMs: 10_000 },
  );
}

/** A classic game of alice and two AI seats (auto setup), played by commands to her fortify phase. */
async function aliceFortifying() {
  const { d, bot, store } = await openTable(4242, { users: [{ name: 'alice' }], timeoutMs: 20_000 });
  const alice = d.users.find((u) => u.username === 'alice')!;
  const ch = d.channel.id;
  const created = await d.slash(alice, 'risk new', { ruleset: 'classic', setup: 'auto' });
  const lobby = created.posts[0]!;
  for (let k = 0; k < 2; k++)
    await d.click(alice, lobby.id, buttons(d.message(lobby.id)!).find((b) => b.label === 'Add AI')!.customId!);
  await d.slash(alice, 'risk start');
  await toFortify(d, bot, alice, ch);
  await presented(bot, ch);
  return { d, bot, store, alice, ch, before: asMap((await bot.service.get(ch))!) };
}

describe('a failed first acknowledgement, through discord.js', () => {
  it('keeps the move once, tells the player it was recorded, lets the AI play and posts the move', async () => {
    const { d, bot, store, alice, ch, before } = await aliceFortifying();
    const seen = d.channelMessages(ch).length;

    // /end in fortify ends her turn: stored, then Discord answers 503 to the acknowledgement
    // (discord.js tries 4 times); the bot's next answer is the first that lands.
    const o = await d.slash(alice, 'end', {}, { failCallbacks: 4, isComplete: (x) => x.type !== null });
    expect(o.errors.filter((e) => e.status === 503 && e.path.startsWith('/interactions/'))).toHaveLength(4);
    expect(o.callbacks).toEqual([4]);
    expect(o.ephemeral).toBe(true);
    expect(o.reply!.content).toBe(reliability('en').recordedNotPosted);

    // Kept, once: one logged action for that interaction, the end of her turn.
    const log = await store.log(before.gameId, before.logSeq!);
    const mine = log.filter((e) => e.interactionId === o.interactionId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'act', userId: alice.id, action: { type: 'endTurn' } });

    // The AI seats play (the timer loop's pass, a few seconds later) and it is alice's turn
    // again: a new panel pings her, with the board, after the AI turns.
    const ping = await d.waitForMessage(
      (m) =>
        m.channel_id === ch &&
        d.channelMessages(ch).indexOf(m) >= seen &&
        m.content.includes(`<@${alice.id}>`) &&
        m.attachments.length > 0,
      { timeoutMs: 30_000 },
    );
    expect(ping.content).toMatch(/🤖/);
    const after = asMap((await bot.service.get(ch))!);
    const since = await store.log(before.gameId, before.logSeq!);
    expect(since.filter((e) => e.kind === 'ai').length).toBeGreaterThan(0);
    expect(after.state!.turn.number).toBeGreaterThan(before.state!.turn.number);
    // Her ended turn is shown too: the panel she ended it on is closed with its line.
    const old = d.message(before.panel!.messageId)!;
    expect(old.content).toContain('🟨 alice ended the turn.');
    expect(buttons(old)).toEqual([]);
    // Nothing is left to post.
    await pollUpTo(async () => {
      const r = (await bot.service.get(ch))!;
      return (r.presentedSeq ?? 0) >= (r.logSeq ?? 0);
    }, 10_000);
    const final = asMap((await bot.service.get(ch))!);
    expect(final.presentedSeq).toBe(final.logSeq);
  });

  it('a 5xx on the defer Discord had made: told through the interaction webhook that the move was recorded, kept once', async () => {
    const { d, store, alice, before } = await aliceFortifying();

    // discord.js's first three tries are answered 503; the fourth is acted on (the private
    // "thinking…" is shown) and its answer lost in a 503 too. discord.js gives up on the defer;
    // the bot's reply is refused (already acknowledged), so it edits the deferred answer through
    // the interaction webhook instead of leaving "This interaction failed".
    const o = await d.slash(alice, 'end', {}, { failCallbacks: 3, failAppliedCallbacks: 1 });
    expect(o.errors.filter((e) => e.status === 503 && e.path.startsWith('/interactions/'))).toHaveLength(4);
    expect(o.errors.filter((e) => e.status === 400 && e.path.startsWith('/interactions/'))).toHaveLength(1);
    expect(o.callbacks).toEqual([5]);
    expect(o.ephemeral).toBe(true);
    expect(o.edits.length).toBeGreaterThan(0);
    expect(o.reply!.content).toBe(reliability('en').recordedNotPosted);

    const mine = (await store.log(before.gameId, before.logSeq!)).filter((e) => e.interactionId === o.interactionId);
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ kind: 'act', userId: alice.id, action: { type: 'endTurn' } });
  });

  it('a defer made but answered 503 once: the retry is refused, the bot carries on and answers through the webhook', async () => {
    const { d, store, alice, before } = await aliceFortifying();

    // The defer is made, its answer lost (503); discord.js's retry gets "already acknowledged".
    // The defer did happen: the move is presented as usual and its private answer lands.
    const o = await d.slash(alice, 'end', {}, { failAppliedCallbacks: 1 });
    expect(o.errors.filter((e) => e.path.startsWith('/interactions/')).map((e) => e.status)).toEqual([503, 400]);
    expect(o.callbacks).toEqual([5]);
    expect(o.ephemeral).toBe(true);
    expect(o.reply!.content.endsWith(panelCat('en').onPanel)).toBe(true);
    const mine = (await store.log(before.gameId, before.logSeq!)).filter((e) => e.interactionId === o.interactionId);
    expect(mine).toHaveLength(1);
    // Her ended turn is on the panel she ended it on, closed.
    const old = d.message(before.panel!.messageId)!;
    expect(old.content).toContain('🟨 alice ended the turn.');
    expect(buttons(old)).toEqual([]);
  });

  it('a tap whose panel update Discord made but answered 503: the move is presented at once, not left to the timer loop', async () => {
    const { d, bot, store, alice, ch, before } = await aliceFortifying();
    let fellBack = 0;
    const presentSoon = bot.service.presentSoon.bind(bot.service);
    bot.service.presentSoon = (r) => {
      fellBack++;
      presentSoon(r);
    };
    const panel = before.panel!.messageId;
    const end = buttons(d.message(panel)!).find((b) => b.label === 'End turn')!;
    // The update is made (the panel shows it), its answer lost; discord.js's retry is refused.
    const o = await d.click(alice, panel, end.customId!, { failAppliedCallbacks: 1 });
    expect(o.errors.filter((e) => e.path.startsWith('/interactions/')).map((e) => e.status)).toEqual([503, 400]);
    const old = d.message(panel)!;
    expect(old.content).toContain('🟨 alice ended the turn.');
    expect(buttons(old)).toEqual([]);
    const mine = (await store.log(before.gameId, before.logSeq!)).filter((e) => e.interactionId === o.interactionId);
    expect(mine).toHaveLength(1);
    // The AI turns and her next ping follow in the same presentation.
    const ping = await d.waitForMessage(
      (m) => m.channel_id === ch && m.id !== panel && m.content.includes(`<@${alice.id}>`) && m.attachments.length > 0,
      { timeoutMs: 30_000 },
    );
    expect(ping.content).toMatch(/🤖/);
    await presented(bot, ch);
    expect(fellBack).toBe(0);
  });
});
