// /risk new: opens a lobby with the ruleset, its options and the turn deadline.
import type { GameSettings } from '../../src/app/record.js';
import { intArg, refuse } from '../../src/discord/command.js';
import { showLobby } from '../../src/discord/lobby.js';
import { isGameRulesetId, knownRulesetIds } from '../../src/discord/queries.js';
import type { CommandContext, OptionValues } from '../../src/discord/surface.js';
import type { RuleOptions, RulesetId } from '../../src/engine/index.js';
import { getRuleset, isRulesetId } from '../../src/rules/registry.js';
import { cat } from '../../src/i18n/catalogue.js';
import { DEADLINE_ALLOWED, parseDeadline } from './options.js';

/** Risk Express's one option: X-OPT-1, continue the previous player's failed attack. (A map option given with it is refused by the lobby.) */
function expressOptions(opts: OptionValues): Record<string, unknown> {
  return opts.continue_failed !== undefined
    ? { continueFailed: opts.continue_failed === true || opts.continue_failed === 'true' }
    : {};
}

function newOptions(opts: OptionValues): Partial<RuleOptions> {
  const o: Partial<RuleOptions> = {};
  if (opts.setup) o.setup = opts.setup as RuleOptions['setup'];
  if (opts.two_player) o.twoPlayer = opts.two_player as RuleOptions['twoPlayer'];
  if (opts.card_values) o.cardValues = opts.card_values as RuleOptions['cardValues'];
  if (opts.fortify) o.fortify = opts.fortify as RuleOptions['fortify'];
  if (opts.territory_cap !== undefined)
    o.territoryCap = opts.territory_cap === true || opts.territory_cap === 'true' ? 12 : null;
  if (opts.card_reroll !== undefined) o.cardReroll = opts.card_reroll === true || opts.card_reroll === 'true';
  if (opts.commanders !== undefined) o.commanders = opts.commanders === true || opts.commanders === 'true';
  if (opts.time_limit !== undefined) o.timeLimitMinutes = intArg(opts.time_limit) ?? null;
  if (opts.capitals) o.capitals = opts.capitals === 'none' ? null : (opts.capitals as '1992' | '2000');
  if (opts.mission_goal) o.missionGoal = opts.mission_goal as RuleOptions['missionGoal'];
  if (opts.cards) o.cards = opts.cards as RuleOptions['cards'];
  if (opts.independents) o.independents = opts.independents as RuleOptions['independents'];
  if (opts.empire_capitals !== undefined)
    o.empireCapitals = opts.empire_capitals === true || opts.empire_capitals === 'true'; // NA-CAP
  return o;
}

/**
 * The setup a new game uses when /risk new names none: the fastest fair mode the ruleset
 * offers in place of a rulebook deal or claim (one ping per army or territory): simultaneous
 * placement where it exists, else auto. A ruleset whose default is already auto keeps it
 * (no ping at all). The lobby's select switches back to the rulebook's mode.
 */
export function fastSetup(ruleset: RulesetId): Partial<RuleOptions> {
  const rs = getRuleset(ruleset);
  const offered = (rs.choices.setup ?? []) as readonly RuleOptions['setup'][];
  if (rs.defaults.setup === 'auto' || !offered.length) return {};
  if (offered.includes('simultaneous')) return { setup: 'simultaneous' };
  if (offered.includes('auto')) return { setup: 'auto' };
  return {};
}

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
  // The game's language: chosen, else the creator's own (the guild locale is only settable on Community servers).
  const language =
    opts.language === 'en' || opts.language === 'fr' || opts.language === 'it' ? opts.language : ctx.user.locale;
  const res = await svc.create(
    ctx.channelId,
    ctx.channelName,
    ctx.guildId,
    ctx.user,
    ruleset,
    // A map ruleset gets the fast setup; another family only the options given (its host checks them).
    isRulesetId(ruleset)
      ? { ...fastSetup(ruleset), ...newOptions(opts) }
      : ruleset === 'express'
        ? { ...newOptions(opts), ...expressOptions(opts) }
        : newOptions(opts),
    language,
    settings,
  );
  if (!res.ok) {
    await refuse(ctx, res.error);
    return;
  }
  await showLobby(ctx, res.value);
}
