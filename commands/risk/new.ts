// /risk new: opens a lobby with the ruleset, its options and the turn deadline.
import type { GameSettings } from '../../src/app/record.js';
import { refuse } from '../../src/discord/command.js';
import { showLobby } from '../../src/discord/lobby.js';
import { isGameRulesetId, knownRulesetIds } from '../../src/discord/queries.js';
import type { CommandContext, OptionValues } from '../../src/discord/surface.js';
import { presenterOf } from '../../src/discord/games/registry.js';
import { cat } from '../../src/i18n/catalogue.js';
import { DEADLINE_ALLOWED, parseDeadline } from './options.js';

export async function riskNew(ctx: CommandContext, opts: OptionValues): Promise<void> {
  const svc = ctx.bot.service;
  const uc = cat(ctx.user.locale).ui;
  const ruleset = String(opts.ruleset ?? 'classic');
  if (!isGameRulesetId(ruleset)) {
    await ctx.reply({ text: uc.badOption('ruleset', knownRulesetIds().join(', ')) }, { ephemeral: true });
    return;
  }
  const settings: Partial<GameSettings> = {};
  if (opts.deadline !== undefined) {
    const d = parseDeadline(String(opts.deadline));
    if (d === undefined) {
      await ctx.reply({ text: uc.badSetting('deadline', DEADLINE_ALLOWED) }, { ephemeral: true });
      return;
    }
    settings.deadlineMinutes = d;
  }
  // the family refuses a level it does not offer, naming those it has
  if (opts.ai_level !== undefined) settings.aiLevel = String(opts.ai_level);
  // The game's language: chosen, else the creator's own (the guild locale is only settable on Community servers).
  const language =
    opts.language === 'en' || opts.language === 'fr' || opts.language === 'it' ? opts.language : ctx.user.locale;
  const res = await svc.create(
    ctx.channelId,
    ctx.channelName,
    ctx.guildId,
    ctx.user,
    ruleset,
    // The family reads its own options from what was typed (its host checks them).
    presenterOf({ ruleset }).newGameOptions(ruleset, opts),
    language,
    settings,
  );
  if (!res.ok) {
    await refuse(ctx, res.error);
    return;
  }
  await showLobby(ctx, res.value);
}
