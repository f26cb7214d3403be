// The lobby (the game's first panel) and what both /risk and the buttons answer: join, leave,
// add AI, start, My secrets, and the confirmed abandon and cancel.
import type { GameRecord } from '../app/record.js';
import { presenterOf } from './games/registry.js';
import { cat } from '../i18n/catalogue.js';
import { panelCat } from '../i18n/panel.js';
import { mySeat, noGameText, refuse } from './command.js';
import { goalImage, play, publish } from './flow.js';
import { savePresentation } from './panel/turn.js';
import { isMapRecord } from './games/map/record.js';
import { buttonId, lobbyMessage, refusalText, secretsText, setupModeOf } from './present.js';
import type { CommandContext } from './surface.js';
import { aiAddedNote } from './present/ai-level.js';
import { scheduleDue } from '../app/schedule.js';
import { startScheduled } from './scheduled-start.js';

/**
 * The lobby is the game's first panel: posted once, then edited in place on every join,
 * leave and AI seat (a click updates it; a typed command edits it and answers privately).
 */
export async function showLobby(ctx: CommandContext, r: GameRecord, note?: string): Promise<void> {
  const msg = lobbyMessage(r, ctx.bot.mention, note);
  const panel = r.panel;
  if (panel && ctx.update && ctx.component?.messageId === panel.messageId) {
    await ctx.update(msg);
    return;
  }
  if (panel && (await ctx.bot.transport.edit(r.channelId, panel.messageId, msg))) {
    await ctx.reply({ text: note ?? panelCat(ctx.user.locale).onPanel }, { ephemeral: true });
    return;
  }
  const id = await ctx.bot.transport.post(r.channelId, msg);
  await savePresentation(ctx.bot, r, { panel: { messageId: id, key: 'lobby', log: [] } });
  await ctx.reply({ text: note ?? panelCat(ctx.user.locale).onPanel }, { ephemeral: true });
}

export async function lobbyAction(ctx: CommandContext, verb: 'join' | 'leave' | 'addai' | 'start'): Promise<void> {
  const svc = ctx.bot.service;
  if (verb === 'start') {
    const res = await svc.start(ctx.channelId, ctx.user, ctx.canManage);
    if (!res.ok) {
      await refuse(ctx, res.error);
      return;
    }
    const r = res.value.record;
    await publish(ctx.bot, r, res.value.steps, ctx, null, [presenterOf(r).startedLine(r, r.locale)]);
    return;
  }
  const res =
    verb === 'join'
      ? await svc.join(ctx.channelId, ctx.user)
      : verb === 'leave'
        ? await svc.leave(ctx.channelId, ctx.user)
        : // the lobby's level select carries the level; the Add AI button adds the game's
          await svc.addAi(ctx.channelId, ctx.user, ctx.canManage, ctx.component?.values?.[0]);
  if (!res.ok) {
    await refuse(ctx, res.error);
    return;
  }
  const r = res.value;
  const c = cat(r.locale);
  const note =
    verb === 'join'
      ? c.ui.joined(ctx.bot.mention(ctx.user.id))
      : verb === 'leave'
        ? c.ui.left(ctx.bot.mention(ctx.user.id))
        : aiAddedNote(r, r.seats[r.seats.length - 1], r.locale);
  await showLobby(ctx, r, note);
  // The seats the schedule waited for are filled: the game starts now (the timer loop is the fallback).
  if (scheduleDue(r, ctx.bot.service.now()) === 'start') await startScheduled(ctx.bot, ctx.channelId);
}

/** The lobby's setup select: the host switches the mode; the lobby shows the new one. */
export async function chooseSetup(ctx: CommandContext, mode: string): Promise<void> {
  const res = await ctx.bot.service.setOption(ctx.channelId, ctx.user, ctx.canManage, 'setup', mode);
  if (!res.ok) {
    await refuse(ctx, res.error);
    return;
  }
  const r = res.value;
  const pc = panelCat(r.locale);
  // Only a map game has setup modes (another family's lobby refuses the option before this).
  await showLobby(ctx, r, isMapRecord(r) ? pc.setupChanged(pc.setupModes[setupModeOf(r)]) : undefined);
}

export async function showSecrets(ctx: CommandContext): Promise<void> {
  const seat = await mySeat(ctx);
  if (!seat) return;
  const { r, me } = seat;
  await ctx.reply(
    { text: secretsText(r, me, ctx.user.locale), images: await goalImage(ctx.bot, r, me, ctx.user.locale) },
    { ephemeral: true },
  );
}

/** A private question with Yes/No buttons before an irreversible step. */
export async function confirm(ctx: CommandContext, text: string, verb: string): Promise<void> {
  const r = await ctx.bot.service.get(ctx.channelId);
  if (!r) {
    await ctx.reply({ text: await noGameText(ctx) }, { ephemeral: true });
    return;
  }
  const pc = panelCat(ctx.user.locale);
  await ctx.reply(
    {
      text,
      buttons: [
        [
          { id: buttonId(r, verb), label: pc.btn.confirm, style: 'danger' },
          { id: buttonId(r, 'no'), label: pc.btn.keep, style: 'secondary' },
        ],
      ],
    },
    { ephemeral: true },
  );
}

export const confirmedAbandon = (ctx: CommandContext): Promise<void> => play(ctx, { type: 'abandon' });

export async function confirmedCancel(ctx: CommandContext): Promise<void> {
  const svc = ctx.bot.service;
  const before = await svc.get(ctx.channelId);
  const res = await svc.cancel(ctx.channelId, ctx.user, ctx.canManage);
  if (!res.ok) {
    await ctx.reply({ text: refusalText(res.error, before, ctx.user.id, ctx.user.locale) }, { ephemeral: true });
    return;
  }
  // The old panel keeps its picture but loses its controls; the result is a new message.
  if (before?.panel)
    await ctx.bot.transport.edit(before.channelId, before.panel.messageId, {
      text: cat(res.value.locale).ui.cancelled(ctx.bot.mention(ctx.user.id)),
      buttons: [],
      selects: [],
    });
  await ctx.reply({ text: cat(res.value.locale).ui.cancelled(ctx.bot.mention(ctx.user.id)) }, { ephemeral: true });
}

/**
 * Rematch (the button under a finished game): a new lobby with the same ruleset, options,
 * language, settings and seats — the humans seated again, the AI seats added — opened by
 * whoever pressed it. Anyone seated in the finished game may press it; the button goes stale
 * once the new lobby exists.
 */
export async function rematch(ctx: CommandContext): Promise<void> {
  const svc = ctx.bot.service;
  const old = await svc.get(ctx.channelId);
  if (!old || old.status !== 'over') {
    await ctx.reply({ text: cat(ctx.user.locale).ui.stale }, { ephemeral: true });
    return;
  }
  if (!old.seats.some((s) => s.userId === ctx.user.id)) {
    await ctx.reply({ text: cat(ctx.user.locale).ui.notSeatedHere }, { ephemeral: true });
    return;
  }
  const created = await svc.create(
    ctx.channelId,
    ctx.channelName,
    ctx.guildId,
    ctx.user,
    old.ruleset,
    old.options,
    old.locale,
    old.settings,
  );
  if (!created.ok) {
    await refuse(ctx, created.error);
    return;
  }
  let r = created.value;
  for (const [i, seat] of old.seats.entries()) {
    if (seat.userId === ctx.user.id) continue;
    // One click adds several AI seats: each is its own operation, or the store's re-delivery
    // guard (one operation per interaction id) would refuse the second as a duplicate.
    const res =
      seat.kind === 'human' && seat.userId
        ? await svc.join(ctx.channelId, { id: seat.userId, name: seat.name, locale: seat.locale })
        : await svc.addAi(
            ctx.channelId,
            { ...ctx.user, interactionId: ctx.user.interactionId ? `${ctx.user.interactionId}#${i}` : undefined },
            true,
          );
    if (res.ok) r = res.value;
  }
  await showLobby(ctx, r, cat(r.locale).ui.rematchOpened(ctx.bot.mention(ctx.user.id)));
}
