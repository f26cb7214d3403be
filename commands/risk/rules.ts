// /risk rules [ruleset]: the ruleset and options of this game (or another ruleset).
import { rulesText } from '../../src/discord/present.js';
import type { CommandContext, OptionValues } from '../../src/discord/surface.js';
import { isGameRulesetId, type GameRulesetId } from '../../src/discord/queries.js';

export async function rules(ctx: CommandContext, opts: OptionValues): Promise<void> {
  const svc = ctx.bot.service;
  const r = await svc.get(ctx.channelId);
  const ruleset =
    opts.ruleset && isGameRulesetId(String(opts.ruleset))
      ? (String(opts.ruleset) as GameRulesetId)
      : (r?.ruleset ?? 'classic');
  const options = r && r.ruleset === ruleset ? r.options : {};
  await ctx.reply(
    { text: rulesText(ruleset, options, ctx.user.locale, r && r.ruleset === ruleset ? r.settings : undefined) },
    { ephemeral: true },
  );
}
