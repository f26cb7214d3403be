// /risk history [turn]: a past turn rebuilt from the game's action log, privately.
import { runningGame } from '../../src/discord/command.js';
import { historyMessage } from '../../src/discord/history.js';
import { presenterOf } from '../../src/discord/queries.js';
import type { CommandContext, OptionValues } from '../../src/discord/surface.js';

export async function history(ctx: CommandContext, opts: OptionValues): Promise<void> {
  const game = await ctx.bot.service.get(ctx.channelId);
  const refused = game ? presenterOf(game).refuses('history', ctx.user.locale) : null;
  if (refused !== null) {
    await ctx.reply({ text: refused }, { ephemeral: true });
    return;
  }
  const r = await runningGame(ctx);
  if (!r) return;
  await ctx.defer({ ephemeral: true });
  const turn = typeof opts.turn === 'number' ? opts.turn : undefined;
  const log = await ctx.bot.service.store.log(r.gameId);
  await ctx.reply(await historyMessage(ctx.bot, r, log, turn, ctx.user.locale), { ephemeral: true });
}
