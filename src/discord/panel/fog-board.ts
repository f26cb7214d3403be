// FOG-2: a seat's own board under fog of war, privately (the panel's My board button, and the
// answer to each of that seat's taps and commands): the picture of what the seat sees, what
// changed for it since its last turn, and — when the game waits for it — its controls, which
// the channel's panel no longer carries. Navigation taps on it update it in place.
import type { MapRecord } from '../games/map/record.js';
import { viewFor } from '../../engine/index.js';
import { fogWords } from '../../i18n/fog.js';
import { labelLocale, type Locale } from '../../i18n/names.js';
import { panelCat } from '../../i18n/panel.js';
import { fit } from '../present.js';
import type { Bot, CommandContext, OutMessage } from '../surface.js';
import { buildControls } from './controls.js';
import { underFog } from './controls/fog.js';
import { panelPlayer, waitingLabels } from './controls/seat.js';
import { sinceLastTurn } from './digest.js';
import { buttonId, ROOT, type PanelStep } from './ids.js';

/** The seat `me` of the one tapping or typing, or -1. */
export const seatOf = (r: MapRecord, userId: string): number => r.seats.findIndex((s) => s.userId === userId);

/** The seat's own board: its picture (unless `picture` is false: a navigation keeps the one shown), its news, its controls. */
export async function myBoardMessage(
  bot: Bot,
  r: MapRecord,
  me: number,
  locale: Locale,
  step: PanelStep = ROOT,
  lines: string[] = [],
  picture = true,
): Promise<OutMessage> {
  const s = r.state!;
  const w = fogWords[locale];
  const mine = panelPlayer(r) === me;
  const ctl = mine ? buildControls(r, step, locale, true) : null;
  const who = waitingLabels(s) || '…';
  const text = fit([
    `**${w.myBoardTitle}**`,
    ...sinceLastTurn(r, me, locale),
    ...lines,
    ctl?.prompt || panelCat(locale).prompt.waiting(who),
    // while others play, the picture ages: say when it was drawn, and offer it anew
    ...(ctl ? [] : [w.asOf(Math.max(1, s.turn.round), who)]),
  ]);
  const refresh = { id: buttonId(r, 'fgr'), label: w.refreshButton, style: 'secondary' as const };
  const msg: OutMessage = { text, selects: ctl?.selects ?? [], buttons: ctl?.buttons ?? [[refresh]] };
  if (picture) {
    const data = await bot.images.board(viewFor(s, me), { locale: labelLocale(r.ruleset, locale) });
    msg.images = [{ name: `board.${bot.images.extension}`, data }];
  }
  return msg;
}

/** The My board button: the seat's board privately; refused to anyone not seated. */
export async function myBoardTap(ctx: CommandContext, r: MapRecord): Promise<void> {
  const me = seatOf(r, ctx.user.id);
  if (me < 0 || !r.state) {
    await ctx.reply({ text: fogWords[ctx.user.locale].notSeated }, { ephemeral: true });
    return;
  }
  await ctx.reply(await myBoardMessage(ctx.bot, r, me, ctx.user.locale), { ephemeral: true });
}

/** 🔄 Refresh on a private board: the same message drawn anew, in place (a new one when it cannot be edited). */
export async function myBoardRefresh(ctx: CommandContext, r: MapRecord): Promise<void> {
  const me = seatOf(r, ctx.user.id);
  if (me < 0 || !r.state) {
    await ctx.reply({ text: fogWords[ctx.user.locale].notSeated }, { ephemeral: true });
    return;
  }
  const msg = await myBoardMessage(ctx.bot, r, me, ctx.user.locale);
  if (ctx.update) await ctx.update(msg);
  else await ctx.reply(msg, { ephemeral: true });
}

/**
 * A navigation tap on a seat's private board under fog: the board shows the step in place.
 * False when the tap is not one (no fog, or it came from the channel's panel).
 */
export async function fogStep(ctx: CommandContext, r: MapRecord, step: PanelStep): Promise<boolean> {
  if (!underFog(r) || !ctx.update || !ctx.component || ctx.component.messageId === r.panel?.messageId) return false;
  const me = seatOf(r, ctx.user.id);
  if (me < 0) return false;
  await ctx.update(await myBoardMessage(ctx.bot, r, me, ctx.user.locale, step, [], false));
  return true;
}
