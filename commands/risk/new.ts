// /risk new: opens a lobby with the ruleset, its options and the turn deadline — from what was
// typed, else the server's settings (/risk server), else the bot's defaults. The game opens in
// its own public thread of the channel when asked (`thread:true`), when the server says every
// game does, or when the channel already has a game in progress.
import { hostOf } from '../../src/app/family.js';
import type { GameSettings } from '../../src/app/record.js';
import { serverSettings, type ServerSettings } from '../../src/app/server-settings.js';
import { refuse } from '../../src/discord/command.js';
import { showLobby } from '../../src/discord/lobby.js';
import { isGameRulesetId, knownRulesetIds } from '../../src/discord/queries.js';
import type { CommandContext, OptionValues } from '../../src/discord/surface.js';
import { presenterOf } from '../../src/discord/games/registry.js';
import { cat } from '../../src/i18n/catalogue.js';
import { isLocale } from '../../src/i18n/names.js';
import { serverCat } from '../../src/i18n/server.js';
import { plain } from '../../src/discord/tournament/text.js';
import { bool, DEADLINE_ALLOWED, parseDeadline } from './options.js';
import { checkSchedule } from '../../src/app/schedule.js';
import { readSchedule } from './schedule-options.js';

/** May this member open a game here? Managers always; else everyone, or the server's role. */
export function mayCreate(ctx: CommandContext, server: ServerSettings): boolean {
  return !server.creatorRole || ctx.canManage || (ctx.roles ?? []).includes(server.creatorRole);
}

export async function riskNew(ctx: CommandContext, opts: OptionValues): Promise<void> {
  const svc = ctx.bot.service;
  const uc = cat(ctx.user.locale).ui;
  const server = await serverSettings(svc.store, ctx.guildId);
  if (!mayCreate(ctx, server)) {
    await ctx.reply({ text: serverCat(ctx.user.locale).notCreator(`<@&${server.creatorRole}>`) }, { ephemeral: true });
    return;
  }
  const ruleset = String(opts.ruleset ?? server.ruleset ?? 'classic');
  if (!isGameRulesetId(ruleset)) {
    await ctx.reply({ text: uc.badOption('ruleset', knownRulesetIds().join(', ')) }, { ephemeral: true });
    return;
  }
  // The server's options are its default ruleset's; what was typed comes over them.
  const typed: OptionValues = { ...(ruleset === server.ruleset ? server.options : {}) };
  for (const [k, v] of Object.entries(opts)) if (v !== undefined) typed[k] = v;
  const settings: Partial<GameSettings> = {};
  if (opts.deadline !== undefined) {
    const d = parseDeadline(String(opts.deadline));
    if (d === undefined) {
      await ctx.reply({ text: uc.badSetting('deadline', DEADLINE_ALLOWED) }, { ephemeral: true });
      return;
    }
    settings.deadlineMinutes = d;
  } else if (server.deadlineMinutes !== undefined) settings.deadlineMinutes = server.deadlineMinutes;
  // The AI level: typed, else the server's; the family refuses a level it does not offer, naming those it has.
  const aiLevel = opts.ai_level ?? server.aiLevel;
  if (aiLevel !== undefined) settings.aiLevel = String(aiLevel);
  // The game's language: chosen, else the server's, else the creator's own (the guild locale is only settable on Community servers).
  const language =
    typeof opts.language === 'string' && isLocale(opts.language) ? opts.language : (server.language ?? ctx.user.locale);
  // The scheduled start, checked before anything is opened (a refusal opens no lobby).
  const wish = await readSchedule(ctx, opts);
  if (!wish.ok) {
    await ctx.reply({ text: wish.text }, { ephemeral: true });
    return;
  }
  const schedule = checkSchedule(ruleset, wish.change, svc.now());
  if (!schedule.ok) {
    await refuse(ctx, schedule.error);
    return;
  }
  // The family reads its own options from what was typed (its host checks them).
  const options = presenterOf({ ruleset }).newGameOptions(ruleset, typed);
  const checked = hostOf({ ruleset }).checkOptions(ruleset, options);
  const where = checked.ok ? await placeOf(ctx, opts, server, ruleset, language) : null;
  if (where === 'failed') {
    await ctx.reply({ text: serverCat(ctx.user.locale).threadFailed }, { ephemeral: true });
    return;
  }
  const res = await svc.create(
    where?.channelId ?? ctx.channelId,
    where?.name ?? ctx.channelName,
    ctx.guildId,
    ctx.user,
    ruleset,
    options,
    language,
    settings,
    schedule.value,
  );
  if (!res.ok) {
    await refuse(ctx, res.error);
    return;
  }
  if (!where) {
    await showLobby(ctx, res.value);
    return;
  }
  // The channel hears where the new game is; its creator gets the link instead of "see the panel".
  const link = `<#${where.channelId}>`;
  await ctx.bot.transport.post(ctx.channelId, {
    text: serverCat(language).threadOpened(ctx.bot.mention(ctx.user.id), ruleset, link),
  });
  const answer = serverCat(ctx.user.locale).threadHere(link);
  await showLobby({ ...ctx, reply: (_msg, o) => ctx.reply({ text: answer }, o) }, res.value);
}

/**
 * Where the game goes: null = this channel; a new thread of it when asked, by the server's
 * setting, or because the channel's game is still on; 'failed' when a thread was needed (the
 * channel is busy) but could not be opened. A wish for a thread that cannot be met (already in
 * a thread, a transport without threads) leaves the game here when the channel is free.
 */
async function placeOf(
  ctx: CommandContext,
  opts: OptionValues,
  server: ServerSettings,
  ruleset: string,
  language: string,
): Promise<{ channelId: string; name: string } | null | 'failed'> {
  const current = await ctx.bot.service.get(ctx.channelId);
  const busy = !!current && current.status !== 'over';
  const asked = bool(opts.thread) ?? server.threadPerGame === true;
  if (!busy && !asked) return null;
  const transport = ctx.bot.transport;
  if (!transport.thread || !ctx.guildId) return busy ? 'failed' : null;
  const name = serverCat(language).threadName(ruleset, plain(ctx.user.name)).slice(0, 90);
  try {
    return { channelId: await transport.thread(ctx.channelId, name), name };
  } catch {
    return busy ? 'failed' : null;
  }
}
