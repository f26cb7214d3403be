// /risk settings: game settings (host or Manage Server) and personal ones (autopilot, defence, notify).
import { settingsLines } from '../../src/i18n/rules.js';
import { aiLevelLine } from '../../src/discord/present/ai-level.js';
import type { GameSettings } from '../../src/app/record.js';
import { intArg, refuse } from '../../src/discord/command.js';
import { publish } from '../../src/discord/flow.js';
import { refreshPanel } from '../../src/discord/panel/live.js';
import type { CommandContext, OptionValues } from '../../src/discord/surface.js';
import { cat } from '../../src/i18n/catalogue.js';
import { expressPanelCat } from '../../src/i18n/express-panel.js';
import { panelCat } from '../../src/i18n/panel.js';
import { bool, DEADLINE_ALLOWED, parseDeadline } from './options.js';
import { setsTime, setTime } from '../../src/discord/records/quiet.js';
import { setSeatNotices } from '../../src/discord/records/notices.js';
import { endDigestWish, setDigest } from '../../src/discord/records/digest.js';
import { scheduleDue, scheduleOf } from '../../src/app/schedule.js';
import { showLobby } from '../../src/discord/lobby.js';
import { startScheduled } from '../../src/discord/scheduled-start.js';
import { scheduleCat } from '../../src/i18n/schedule.js';
import { readSchedule, setsSchedule } from './schedule-options.js';

export async function settings(ctx: CommandContext, given: OptionValues): Promise<void> {
  const svc = ctx.bot.service;
  let opts = given;
  const uc = cat(ctx.user.locale).ui;
  // The player's own time (zone, quiet hours): theirs everywhere, with or without a game here;
  // and this game's notices for their seat ("you're next", mute).
  const notices = opts.heads_up !== undefined || opts.mute !== undefined;
  if (setsTime(opts) || notices) {
    const told = setsTime(opts) ? await setTime(ctx, opts) : { ok: true, text: '' };
    const seat =
      told.ok && notices ? await setSeatNotices(ctx, { headsUp: bool(opts.heads_up), muted: bool(opts.mute) }) : '';
    const rest = Object.keys(opts).filter((k) => opts[k] !== undefined && !PERSONAL.includes(k));
    await ctx.reply({ text: [told.text, seat].filter(Boolean).join('\n') }, { ephemeral: true });
    if (!told.ok || !rest.length) return;
  }
  // The daily digest is the player's, for all their games (with or without a game here); timed
  // on their clock, so after a zone given in the same call.
  if (opts.notify === 'digest') {
    await ctx.reply({ text: await setDigest(ctx) }, { ephemeral: true });
    opts = { ...opts, notify: undefined };
    if (!Object.keys(opts).some((k) => opts[k] !== undefined && !PERSONAL.includes(k))) return;
  }

  if (setsSchedule(opts)) {
    const done = await scheduleStart(ctx, opts);
    const rest = Object.keys(opts).filter(
      (k) => opts[k] !== undefined && !['subcommand', 'start_at', 'start_when'].includes(k),
    );
    if (!done || !rest.length) return;
  }
  const game: Partial<GameSettings> = {};
  if (opts.deadline !== undefined) {
    const d = parseDeadline(String(opts.deadline));
    if (d === undefined) {
      await ctx.reply({ text: uc.badSetting('deadline', DEADLINE_ALLOWED) }, { ephemeral: true });
      return;
    }
    game.deadlineMinutes = d;
  }
  if (opts.afk !== undefined) game.afk = opts.afk === 'ai' ? 'ai' : 'end';
  if (opts.missed_turns !== undefined) {
    const n = intArg(opts.missed_turns);
    if (n === undefined || n < 1 || n > MISSED_MAX) {
      await ctx.reply({ text: uc.badSetting('missed_turns', `1–${MISSED_MAX}`) }, { ephemeral: true });
      return;
    }
    game.maxMissed = n;
  }
  if (bool(opts.autopilot) === false) {
    // A kicked or abandoned seat is a passive army for good (R-ABN-1): "plays again" would be false.
    const before = await svc.get(ctx.channelId);
    const seat = before?.seats.findIndex((x) => x.userId === ctx.user.id) ?? -1;
    const st = before && seat >= 0 ? (before.state as { players?: { status?: string }[] } | null) : null;
    const status = st?.players?.[seat]?.status;
    if (status && status !== 'active' && status !== 'eliminated') {
      await ctx.reply({ text: uc.seatGone }, { ephemeral: true });
      return;
    }
  }
  if (opts.ai_level !== undefined) game.aiLevel = String(opts.ai_level);
  if (opts.takeover !== undefined) game.takeover = opts.takeover === 'passive' ? 'passive' : 'ai';
  const notify =
    opts.notify === 'mention' || opts.notify === 'dm' || opts.notify === 'both' || opts.notify === 'none'
      ? opts.notify
      : undefined;
  const res = await svc.settings(ctx.channelId, ctx.user, ctx.canManage, {
    game,
    autopilot: bool(opts.autopilot),
    defendWithOne: bool(opts.defend_with_one),
    notify,
    autoFill: bool(opts.auto_fill),
  });
  if (!res.ok) {
    await refuse(ctx, res.error);
    return;
  }
  // Another way of being told chosen here: the games joined next no longer get the digest.
  if (notify) await endDigestWish(ctx.bot, ctx.user.id);
  const r = res.value.record;
  const s = r.settings;
  const me = r.seats.find((x) => x.userId === ctx.user.id);
  // In words: the reader's language for the private answer, the game's for the public one.
  const summary = (l: typeof r.locale) => settingsLines(s, l, me?.autopilot).join(' ');
  if (
    opts.auto_fill !== undefined &&
    !notify &&
    !Object.keys(game).length &&
    opts.autopilot === undefined &&
    opts.defend_with_one === undefined
  ) {
    await ctx.reply(
      { text: expressPanelCat(ctx.user.locale).autoFill(bool(opts.auto_fill) === true) },
      { ephemeral: true },
    );
    await refreshPanel(ctx.bot, ctx.channelId);
    return;
  }
  if (notify && !Object.keys(game).length && opts.autopilot === undefined && opts.defend_with_one === undefined) {
    const pc = panelCat(ctx.user.locale);
    await ctx.reply({ text: pc.notify(pc.notifyModes[notify]) }, { ephemeral: true });
    await refreshPanel(ctx.bot, ctx.channelId);
    return;
  }
  const changed = Object.keys(game).length > 0 || opts.autopilot !== undefined || opts.defend_with_one !== undefined;
  if (!changed) {
    await ctx.reply({ text: uc.settingsNow(summary(ctx.user.locale)) }, { ephemeral: true });
    return;
  }
  // Autopilot in a running game: the AI turns it started (played in the same write, possibly
  // to the end of the game) are presented like a move.
  const running = r.status === 'playing' || (r.status === 'over' && res.value.steps.length > 0);
  if (opts.autopilot === undefined || !running) await refreshPanel(ctx.bot, ctx.channelId);
  // A personal setting is confirmed to its owner in words; the public log only says who the AI plays for.
  const personal = [
    ...(opts.autopilot !== undefined ? [settingsLines(s, ctx.user.locale, me?.autopilot).at(-1)!] : []),
    ...(opts.defend_with_one !== undefined ? [uc.defendWithOne(bool(opts.defend_with_one) === true)] : []),
  ];
  const level = game.aiLevel !== undefined ? [aiLevelLine(r, ctx.user.locale)!] : [];
  const reply = Object.keys(game).length
    ? [uc.settingsSaved(settingsLines(s, ctx.user.locale).join(' ')), ...level, ...personal]
    : personal;
  if (opts.autopilot !== undefined && running) {
    const pc = cat(r.locale).ui;
    await publish(ctx.bot, r, res.value.steps, null, null, [
      me?.autopilot ? pc.autopilotOn(ctx.bot.mention(ctx.user.id)) : pc.autopilotOff(ctx.bot.mention(ctx.user.id)),
    ]);
  }
  await ctx.reply({ text: reply.join('\n') }, { ephemeral: true });
}

const MISSED_MAX = 20; // the option's own range on Discord

/** The options answered before the game's settings: the player's clock and this seat's notices. */
const PERSONAL = ['subcommand', 'timezone', 'quiet', 'quiet_ping', 'digest_hour', 'heads_up', 'mute'];

/** The host's scheduled start (start_at, start_when) of the lobby here; false when refused. */
async function scheduleStart(ctx: CommandContext, opts: OptionValues): Promise<boolean> {
  const wish = await readSchedule(ctx, opts);
  if (!wish.ok) {
    await ctx.reply({ text: wish.text }, { ephemeral: true });
    return false;
  }
  const res = await ctx.bot.service.setSchedule(ctx.channelId, ctx.user, ctx.canManage, wish.change);
  if (!res.ok) {
    await refuse(ctx, res.error);
    return false;
  }
  const r = res.value;
  const s = scheduleOf(r);
  const c = scheduleCat(ctx.user.locale);
  const answer = s ? c.set(c.lobbyLine(s.at, s.seats)) : c.cleared;
  // The lobby shows the new line itself (the game's language); the host gets it in theirs.
  await showLobby({ ...ctx, reply: (_msg, o) => ctx.reply({ text: answer }, o) }, r);
  // Already as many seats as asked: the game starts now.
  if (scheduleDue(r, ctx.bot.service.now()) === 'start') await startScheduled(ctx.bot, ctx.channelId);
  return true;
}
