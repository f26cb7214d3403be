// /risk join · leave · start (and the lobby buttons): the lobby is the game's first panel.
import type { GameRecord } from '../../src/app/record.js';
import { publish } from '../../src/discord/flow.js';
import { savePresentation } from '../../src/discord/panel/live.js';
import { lobbyButtons, lobbyText, refusalText } from '../../src/discord/present.js';
import type { CommandContext } from '../../src/discord/surface.js';
import { cat } from '../../src/i18n/catalogue.js';
import { panelCat } from '../../src/i18n/panel.js';

/**
 * The lobby is the game's first panel: posted once, then edited in place on every join,
 * leave and AI seat (a click updates it; a typed command edits it and answers privately).
 */
export async function showLobby(ctx: CommandContext, r: GameRecord, note?: string): Promise<void> {
  const msg = { text: [note, lobbyText(r, r.locale, ctx.bot.mention)].filter(Boolean).join('\n'), buttons: lobbyButtons(r, r.locale) };
  const panel = r.panel;
  if (panel && ctx.update && ctx.component?.messageId === panel.messageId) { await ctx.update(msg); return; }
  if (panel && await ctx.bot.transport.edit(r.channelId, panel.messageId, msg)) {
    await ctx.reply({ text: note ?? panelCat(ctx.user.locale).onPanel }, { ephemeral: true });
    return;
  }
  const id = await ctx.bot.transport.post(r.channelId, msg);
  await savePresentation(ctx.bot, r, { panel: { messageId: id, key: 'lobby', log: [] } });
  await ctx.reply({ text: note ?? panelCat(ctx.user.locale).onPanel }, { ephemeral: true });
}

export async function lobbyAction(ctx: CommandContext, verb: 'join' | 'leave' | 'addai' | 'start'): Promise<void> {
  const svc = ctx.bot.service;
  const c = cat(ctx.guildLocale);
  if (verb === 'start') {
    const res = await svc.start(ctx.channelId, ctx.user, ctx.canManage);
    if (!res.ok) { await ctx.reply({ text: refusalText(res.error, await svc.get(ctx.channelId), ctx.user.id, ctx.user.locale) }, { ephemeral: true }); return; }
    const r = res.value.record;
    await publish(ctx.bot, r, res.value.steps, ctx, null, [cat(r.locale).ui.started(r.ruleset)]);
    return;
  }
  const res = verb === 'join' ? await svc.join(ctx.channelId, ctx.user) : verb === 'leave' ? await svc.leave(ctx.channelId, ctx.user) : await svc.addAi(ctx.channelId, ctx.user, ctx.canManage);
  if (!res.ok) { await ctx.reply({ text: refusalText(res.error, await svc.get(ctx.channelId), ctx.user.id, ctx.user.locale) }, { ephemeral: true }); return; }
  const r = res.value;
  const note = verb === 'join' ? c.ui.joined(ctx.bot.mention(ctx.user.id)) : verb === 'leave' ? c.ui.left(ctx.bot.mention(ctx.user.id)) : c.ui.aiAdded(r.seats[r.seats.length - 1].name);
  await showLobby(ctx, r, note);
}

