// /risk abandon: asks first; Yes plays the abandon (R-ABN-1: the armies stay, passive).
import { confirm } from '../../src/discord/lobby.js';
import type { CommandContext } from '../../src/discord/surface.js';
import { panelCat } from '../../src/i18n/panel.js';
import { presenterOf } from '../../src/discord/queries.js';

export async function abandon(ctx: CommandContext): Promise<void> {
  // Risk Express has no passive seats: a player who leaves hands the seat to the AI (/risk settings autopilot).
  const game = await ctx.bot.service.get(ctx.channelId);
  const refused = game ? presenterOf(game).refuses('abandon', ctx.user.locale) : null;
  if (refused !== null) {
    await ctx.reply({ text: refused }, { ephemeral: true });
    return;
  }
  await confirm(ctx, panelCat(ctx.user.locale).confirmAbandon, 'cab');
}
