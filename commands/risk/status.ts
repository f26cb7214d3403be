// /risk status: round, phase, whose turn, each player's holdings (privately).
import { noGameText } from '../../src/discord/command.js';
import { lobbyText, statusText } from '../../src/discord/present.js';
import type { CommandContext } from '../../src/discord/surface.js';

export async function status(ctx: CommandContext): Promise<void> {
  const svc = ctx.bot.service;
  const r = await svc.get(ctx.channelId);
  if (!r) {
    await ctx.reply({ text: await noGameText(ctx) }, { ephemeral: true });
    return;
  }
  if (!r.state) {
    await ctx.reply({ text: lobbyText(r, ctx.user.locale, ctx.bot.mention) }, { ephemeral: true });
    return;
  }
  await ctx.reply({ text: statusText(r, ctx.user.locale) }, { ephemeral: true });
}
