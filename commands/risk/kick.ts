// /risk kick player (host or Manage Server): the player's armies become passive (R-ABN-1).
import { publish } from '../../src/discord/flow.js';
import { refuse } from '../../src/discord/command.js';
import type { CommandContext, OptionValues } from '../../src/discord/surface.js';
import { cat } from '../../src/i18n/catalogue.js';

export async function kick(ctx: CommandContext, opts: OptionValues): Promise<void> {
  const svc = ctx.bot.service;
  const target = String(opts.player ?? '');
  const res = await svc.kick(ctx.channelId, ctx.user, ctx.canManage, target);
  if (!res.ok) {
    await refuse(ctx, res.error);
    return;
  }
  await publish(ctx.bot, res.value.record, res.value.steps, ctx, null, [
    cat(res.value.record.locale).ui.removed(ctx.bot.mention(target)),
  ]);
}
