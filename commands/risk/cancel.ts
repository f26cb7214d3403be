// /risk cancel (host or Manage Server): asks first; Yes deletes the channel's game. Anyone
// else is refused at once, before any question.
import { confirm } from '../../src/discord/lobby.js';
import type { CommandContext } from '../../src/discord/surface.js';
import { cat } from '../../src/i18n/catalogue.js';
import { panelCat } from '../../src/i18n/panel.js';

export async function cancel(ctx: CommandContext): Promise<void> {
  const r = await ctx.bot.service.get(ctx.channelId);
  if (r && r.status !== 'over' && r.hostId !== ctx.user.id && !ctx.canManage) {
    await ctx.reply({ text: cat(ctx.user.locale).ui.onlyHost }, { ephemeral: true });
    return;
  }
  await confirm(ctx, panelCat(ctx.user.locale).confirmCancel, 'ccx');
}
