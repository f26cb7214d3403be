// /risk server: the server's settings (Manage Server only) — what new games start from, who may
// open them, the results channel, a thread per game — and a new season. Without options it
// shows them. Every value is checked before anything is written.
import { hostOf } from '../../src/app/family.js';
import { AI_LEVELS, serverSettings, updateServerSettings, type ServerSettings } from '../../src/app/server-settings.js';
import { refuse } from '../../src/discord/command.js';
import { isGameRulesetId, knownRulesetIds, presenterOf } from '../../src/discord/queries.js';
import type { CommandContext, OptionValues } from '../../src/discord/surface.js';
import { cat } from '../../src/i18n/catalogue.js';
import { isLocale, LANGUAGE_NAMES, LOCALES, type Locale } from '../../src/i18n/names.js';
import { duration } from '../../src/i18n/rules.js';
import { serverCat } from '../../src/i18n/server.js';
import { bool, DEADLINE_ALLOWED, parseDeadline } from './options.js';

const RESETTABLE = ['ruleset', 'options', 'deadline', 'language', 'ai_level', 'creators', 'results_channel'] as const;

/** "setup:simultaneous cards:none" → { setup: 'simultaneous', cards: 'none' }; null when unreadable. */
export function parseOptionList(text: string): Record<string, string> | null {
  const out: Record<string, string> = Object.create(null) as Record<string, string>;
  for (const part of text.trim().split(/\s+/).filter(Boolean)) {
    const m = /^([a-z_]+):(\S+)$/.exec(part);
    if (!m) return null;
    out[m[1]] = m[2];
  }
  return out;
}

/** The settings in words, one line each, for the reader. */
export function serverLines(s: ServerSettings, locale: Locale): string[] {
  const c = serverCat(locale);
  const opts = Object.entries(s.options ?? {})
    .map(([k, v]) => `${k}:${String(v)}`)
    .join(' ');
  return [
    c.ruleset(s.ruleset ?? `classic (${c.botDefault})`),
    ...(opts ? [c.options(`\`${opts}\``)] : []),
    c.deadline(
      s.deadlineMinutes === undefined
        ? c.botDefault
        : s.deadlineMinutes === null
          ? c.none
          : duration(s.deadlineMinutes, locale),
    ),
    c.language(s.language ? LANGUAGE_NAMES[s.language] : c.botDefault),
    c.aiLevel(s.aiLevel ?? c.botDefault),
    s.creatorRole ? c.creatorsRole(`<@&${s.creatorRole}>`) : c.creatorsEveryone,
    c.results(s.resultsChannel ? `<#${s.resultsChannel}>` : c.none),
    c.threads(s.threadPerGame === true),
    s.season ? c.season(s.season.number, `<t:${Math.floor(s.season.startedAt / 1000)}:D>`) : c.noSeason,
  ];
}

export async function server(ctx: CommandContext, opts: OptionValues): Promise<void> {
  const c = serverCat(ctx.user.locale);
  const say = (text: string) => ctx.reply({ text }, { ephemeral: true });
  if (!ctx.guildId) return say(c.notInServer);
  if (!ctx.canManage) return say(c.managersOnly);
  const repo = ctx.bot.service.store;
  if (!repo.prefs) return say(c.noStore);
  const before = await serverSettings(repo, ctx.guildId);
  const next: ServerSettings = { ...before };

  const ruleset = opts.ruleset === undefined ? undefined : String(opts.ruleset);
  if (ruleset !== undefined) {
    if (!isGameRulesetId(ruleset))
      return say(cat(ctx.user.locale).ui.badSetting('ruleset', knownRulesetIds().join(', ')));
    if (ruleset !== before.ruleset) delete next.options; // the old options were the old ruleset's
    next.ruleset = ruleset;
  }
  if (opts.options !== undefined) {
    const typed = parseOptionList(String(opts.options));
    if (!typed) return say(c.badOptions(String(opts.options).slice(0, 60)));
    const rs = next.ruleset ?? 'classic';
    if (!isGameRulesetId(rs)) return say(cat(ctx.user.locale).ui.badSetting('ruleset', knownRulesetIds().join(', ')));
    // Checked as /risk new would check them, so a saved default never makes /risk new fail.
    const checked = hostOf({ ruleset: rs }).checkOptions(rs, presenterOf({ ruleset: rs }).newGameOptions(rs, typed));
    if (!checked.ok) {
      await refuse(
        ctx,
        checked.code === 'optionNotInRuleset'
          ? { code: 'optionNotInRuleset', ruleset: rs, option: checked.option, legal: checked.legal }
          : { code: 'badOption', option: checked.option, allowed: checked.allowed },
      );
      return;
    }
    next.options = typed;
  }
  if (opts.deadline !== undefined) {
    const d = parseDeadline(String(opts.deadline));
    if (d === undefined) return say(cat(ctx.user.locale).ui.badSetting('deadline', DEADLINE_ALLOWED));
    next.deadlineMinutes = d;
  }
  if (opts.language !== undefined) {
    const language = String(opts.language);
    if (!isLocale(language)) return say(cat(ctx.user.locale).ui.badSetting('language', LOCALES.join(', ')));
    next.language = language;
  }
  if (opts.ai_level !== undefined) {
    const level = String(opts.ai_level);
    if (!(AI_LEVELS as readonly string[]).includes(level))
      return say(cat(ctx.user.locale).ui.badSetting('ai_level', AI_LEVELS.join(', ')));
    next.aiLevel = level as ServerSettings['aiLevel'];
  }
  if (opts.creators === 'everyone') delete next.creatorRole;
  else if (opts.creators === 'role' || opts.role !== undefined) {
    if (typeof opts.role !== 'string' || !opts.role) return say(c.roleNeeded);
    next.creatorRole = opts.role;
  }
  if (opts.results_channel !== undefined) next.resultsChannel = String(opts.results_channel);
  if (opts.thread_per_game !== undefined) next.threadPerGame = bool(opts.thread_per_game) === true;
  const reset = opts.reset === undefined ? undefined : String(opts.reset);
  if (reset !== undefined) {
    if (!(RESETTABLE as readonly string[]).includes(reset))
      return say(cat(ctx.user.locale).ui.badSetting('reset', RESETTABLE.join(', ')));
    const field = {
      ruleset: 'ruleset',
      options: 'options',
      deadline: 'deadlineMinutes',
      language: 'language',
      ai_level: 'aiLevel',
      creators: 'creatorRole',
      results_channel: 'resultsChannel',
    }[reset] as keyof ServerSettings;
    delete next[field];
    if (reset === 'ruleset') delete next.options;
  }
  const newSeason = bool(opts.new_season) === true;
  if (newSeason) next.season = { number: (before.season?.number ?? 0) + 1, startedAt: ctx.bot.service.now() };

  const changed = JSON.stringify(next) !== JSON.stringify(before) || newSeason;
  if (!changed) return say([c.title, ...serverLines(before, ctx.user.locale)].join('\n'));
  const saved = (await updateServerSettings(repo, ctx.guildId, () => next))!;
  if (newSeason) {
    // Everyone in the channel hears of it, in the server's language for new games.
    const l = saved.language ?? ctx.guildLocale;
    await ctx.bot.transport.post(ctx.channelId, { text: serverCat(l).seasonStarted(saved.season!.number) });
  }
  await say([c.saved, c.title, ...serverLines(saved, ctx.user.locale)].join('\n'));
}
