// /risk odds: the exact chance to conquer, from army counts or from the board.
import { fromTo, intArg } from '../../src/discord/command.js';
import { asMap, boardOdds, countOdds, expressEvLines, isExpressRecord } from '../../src/discord/queries.js';
import type { CommandContext, OptionValues } from '../../src/discord/surface.js';
import { cat } from '../../src/i18n/catalogue.js';

export async function odds(ctx: CommandContext, opts: OptionValues): Promise<void> {
  const svc = ctx.bot.service;
  const uc = cat(ctx.user.locale).ui;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  // Risk Express: the expected points of each choice the current player has (exact odds).
  const game = await svc.get(ctx.channelId);
  if (game && isExpressRecord(game) && game.state) {
    await ctx.reply(
      { text: expressEvLines(game, game.state.current, ctx.user.locale).join('\n') },
      { ephemeral: true },
    );
    return;
  }
  if (opts.from !== undefined || opts.to !== undefined) {
    // From the board: the armies there and the defender's own dice preference.
    const args = opts.from !== undefined && opts.to !== undefined ? await fromTo(ctx, opts) : null;
    if (!args) {
      if (opts.from === undefined || opts.to === undefined)
        await ctx.reply({ text: uc.oddsUsage }, { ephemeral: true });
      return;
    }
    const { r, from, to } = args;
    const res = boardOdds(r.state!, from, to);
    if (!res) {
      await ctx.reply({ text: uc.oddsNotAnAttack }, { ephemeral: true });
      return;
    }
    await ctx.reply({ text: uc.oddsLine(res.attackers, res.defenders, pct(res.odds.win)) }, { ephemeral: true });
    return;
  }
  const a = intArg(opts.attackers),
    d = intArg(opts.defenders);
  if (a === undefined || d === undefined) {
    await ctx.reply({ text: uc.oddsUsage }, { ephemeral: true });
    return;
  }
  const res = countOdds(game && !isExpressRecord(game) ? asMap(game).ruleset : 'classic', a, d);
  await ctx.reply({ text: uc.oddsLine(a, d, pct(res.win)) }, { ephemeral: true });
}
