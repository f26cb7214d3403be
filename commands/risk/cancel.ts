// /risk cancel (host or Manage Server): asks first; Yes deletes the channel's game.
import { refusalText } from '../../src/discord/present.js';
import type { CommandContext } from '../../src/discord/surface.js';
import { cat } from '../../src/i18n/catalogue.js';
import { panelCat } from '../../src/i18n/panel.js';
import { confirm } from './confirm.js';

export const cancel = (ctx: CommandContext): Promise<void> => confirm(ctx, panelCat(ctx.user.locale).confirmCancel, 'ccx');

export async function confirmedCancel(ctx: CommandContext): Promise<void> {
  const svc = ctx.bot.service;
  const before = await svc.get(ctx.channelId);
  const res = await svc.cancel(ctx.channelId, ctx.user, ctx.canManage);
  if (!res.ok) { await ctx.reply({ text: refusalText(res.error, before, ctx.user.id, ctx.user.locale) }, { ephemeral: true }); return; }
  // The old panel keeps its picture but loses its controls; the result is a new message.
  if (before?.panel) await ctx.bot.transport.edit(before.channelId, before.panel.messageId, { text: cat(res.value.locale).ui.cancelled(ctx.bot.mention(ctx.user.id)), buttons: [], selects: [] });
  await ctx.reply({ text: cat(res.value.locale).ui.cancelled(ctx.bot.mention(ctx.user.id)) }, { ephemeral: true });
}

