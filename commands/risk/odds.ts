// /risk odds: the exact chance to conquer, from army counts or from the board.
import { fromTo, intArg } from '../../src/discord/command.js';
import type { CommandContext, OptionValues } from '../../src/discord/surface.js';
import { armiesOn, attackOdds, controller, getMap, odds as battleOdds } from '../../src/engine/index.js';
import { cat } from '../../src/i18n/catalogue.js';
import { getRuleset } from '../../src/rules/registry.js';

export async function odds(ctx: CommandContext, opts: OptionValues): Promise<void> {
  const svc = ctx.bot.service;
  const uc = cat(ctx.user.locale).ui;
  const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
  if (opts.from !== undefined || opts.to !== undefined) {
    // From the board: the armies there and the defender's own dice preference.
    const args = opts.from !== undefined && opts.to !== undefined ? await fromTo(ctx, opts) : null;
    if (!args) { if (opts.from === undefined || opts.to === undefined) await ctx.reply({ text: uc.oddsUsage }, { ephemeral: true }); return; }
    const { r, from, to } = args;
    const s = r.state!;
    if (!getMap(s.map).adjacency[from].includes(to) || controller(s, from) === controller(s, to) || armiesOn(s, from) < 2) {
      await ctx.reply({ text: uc.oddsNotAnAttack }, { ephemeral: true });
      return;
    }
    const res = attackOdds(s, from, to);
    await ctx.reply({ text: uc.oddsLine(armiesOn(s, from), armiesOn(s, to), pct(res.win)) }, { ephemeral: true });
    return;
  }
  const a = intArg(opts.attackers), d = intArg(opts.defenders);
  if (a === undefined || d === undefined) { await ctx.reply({ text: uc.oddsUsage }, { ephemeral: true }); return; }
  const r = await svc.get(ctx.channelId);
  const rs = getRuleset(r?.ruleset ?? 'classic');
  const res = battleOdds(a, d, { defenderMaxDice: rs.defenderMaxDice, attackerAtLeastDefenderDice: rs.attackerAtLeastDefender });
  await ctx.reply({ text: uc.oddsLine(a, d, pct(res.win)) }, { ephemeral: true });
}
