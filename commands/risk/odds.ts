// /risk odds: the exact chance to conquer, from army counts or from the board.
import { fromTo, intArg } from '../../src/discord/command.js';
import { boardOdds, countOdds, isMapRecord, presenterOf } from '../../src/discord/queries.js';
import type { CommandContext, OptionValues } from '../../src/discord/surface.js';
import { cat } from '../../src/i18n/catalogue.js';

export async function odds(ctx: CommandContext, opts: OptionValues): Promise<void> {
  const svc = ctx.bot.service;
  const uc = cat(ctx.user.locale).ui;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  // Risk Express: the expected points of each choice the current player has (exact odds).
  const game = await svc.get(ctx.channelId);
  const own = game ? presenterOf(game).odds(game, ctx.user.locale) : null;
  if (own !== null) {
    await ctx.reply({ text: own }, { ephemeral: true });
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
  const res = countOdds(game && isMapRecord(game) ? game.ruleset : 'classic', a, d);
  await ctx.reply({ text: uc.oddsLine(a, d, pct(res.win)) }, { ephemeral: true });
}
