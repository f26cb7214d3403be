// /risk board [names] [battle]: the board privately; the battle close-up, with its roll, on request.
import { runningGame } from '../../src/discord/command.js';
import { boardImage } from '../../src/discord/flow.js';
import { lastRollInLog } from '../../src/discord/panel/images.js';
import { statusText } from '../../src/discord/present.js';
import type { CommandContext, OptionValues } from '../../src/discord/surface.js';
import { presenterOf } from '../../src/discord/queries.js';
import { bool } from './options.js';

export async function board(ctx: CommandContext, opts: OptionValues): Promise<void> {
  const game = await ctx.bot.service.get(ctx.channelId);
  const own = game?.state ? await presenterOf(game).board(ctx.bot, game, ctx.user.locale) : null;
  if (own) {
    await ctx.reply(own, { ephemeral: true });
    return;
  }
  const r = await runningGame(ctx);
  if (!r) return;
  await ctx.defer({ ephemeral: true });
  const battle = bool(opts.battle) === true;
  // The close-up shows its roll (with what raised each die, NA-GEN-1) when the log still has it.
  const roll = battle ? await lastRollInLog(ctx.bot, r) : null;
  await ctx.reply(
    {
      text: statusText(r, ctx.user.locale),
      images: await boardImage(
        ctx.bot,
        r,
        battle,
        {
          names: bool(opts.names) === true,
          locale: ctx.user.locale,
        },
        roll,
      ),
    },
    { ephemeral: true },
  );
}
