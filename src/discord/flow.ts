// The game flow every command shares: play an action, bring the live panel up to date (the
// AI seats play in between), DM secrets to their owners, present what the timers did.
import type { GameRecord } from '../app/record.js';
import type { Moved, Step, TimerOutcome } from '../app/service.js';
import { newErrorId } from '../app/log.js';
import { cat } from '../i18n/catalogue.js';
import { reliability } from '../i18n/reliability.js';
import type { Locale } from '../i18n/names.js';
import { panelCat } from '../i18n/panel.js';
import { boardImages } from './panel/images.js';
import { stepAfter, type PanelStep } from './panel/ids.js';
import { advance, refreshPanel } from './panel/live.js';
import { playerLabel, refusalText } from './present.js';
import type { Bot, CommandContext } from './surface.js';

export { goalImage, sendSecrets } from './dms.js';

/** The public board; with `battle`, also the close-up of the last attack (on request). */
export const boardImage = boardImages;

/**
 * A seated user's action from a command or a control: refusal → ephemeral; accepted → the
 * panel is brought up to date (edited in place, or a ping when the turn passes).
 */
export async function play(
  ctx: CommandContext,
  action: unknown,
  expectedRev?: number,
  step?: PanelStep,
  then?: TapFollowUps,
): Promise<void> {
  const svc = ctx.bot.service;
  // The whole move (forced moves and AI turns included) is stored in one write; what to show comes back.
  const res = await svc.play(ctx.channelId, ctx.user, action, expectedRev);
  if (!res.ok) {
    const r = await svc.latest(ctx.channelId);
    const why = refusalText(res.error, r, ctx.user.id, ctx.user.locale);
    // The rules refused it: the command may add what it could do now, read from the stored game.
    const more = res.error.code === 'rule' && r ? (then?.legalNow?.(r) ?? null) : null;
    await ctx.reply({ text: more ? `${why}\n${more}` : why }, { ephemeral: true });
    return;
  }
  if (then?.next) await playFollowUps(ctx, res.value, then.next);
  // Accepted ≠ presented: the move is stored; if showing it fails, say it was recorded, and
  // the timer loop posts it from the log (src/discord/recovery.ts), AI turns included.
  try {
    // A command is acknowledged before the AI turns and images (its answer is private); a tap
    // is answered by updating the panel it is on, which the router's watchdog defers if slow.
    if (!ctx.component) await ctx.defer({ ephemeral: true });
    // (after a tap's follow-ups, the panel opens where they lead: the front followed)
    const next = step ?? then?.step?.(res.value.record, res.value.steps);
    await presentMove(ctx.bot, res.value, ctx, ctx.user.id, action, next);
  } catch (err) {
    svc.logger.warn(
      { err, errorId: newErrorId(), interactionId: ctx.user.interactionId, channelId: ctx.channelId },
      'move stored but not presented; the timer loop will post it',
    );
    svc.presentSoon(res.value.record);
    try {
      await ctx.reply({ text: reliability(ctx.user.locale).recordedNotPosted }, { ephemeral: true });
    } catch {
      /* the interaction is gone; the channel post will follow */
    }
  }
}

/**
 * A tap's follow-up: the action the same tap also plays once its own was accepted (the generals
 * following a conquest, the turn ending with its last manoeuvre), decided from the record after
 * it; null when there is none. A refused follow-up is dropped: the tap's own move stands.
 */
export type ThenPlay = (record: GameRecord) => unknown;

/** What a tap or command adds to its move: the follow-ups, where the panel opens after them, and what a refusal adds. */
export interface TapFollowUps {
  next?: ThenPlay;
  step?: (record: GameRecord, steps: Step[]) => PanelStep | undefined;
  /** After a refusal by the rules: what the command may do now in the stored game, in the reader's words (or null). */
  legalNow?: (record: GameRecord) => string | null;
}

/** Plays the follow-ups of an accepted move (each its own write), folded into the move shown once. */
async function playFollowUps(ctx: CommandContext, moved: Moved, then: ThenPlay): Promise<void> {
  for (let n = 1; n <= 3; n++) {
    const next = then(moved.record);
    if (next === null || next === undefined) return;
    // Each write has its own dedupe key: the same interaction plays a second action.
    const user = {
      ...ctx.user,
      ...(ctx.user.interactionId ? { interactionId: `${ctx.user.interactionId}+${n}` } : {}),
    };
    const more = await ctx.bot.service.play(ctx.channelId, user, next, moved.record.rev);
    if (!more.ok) return;
    moved.record = more.value.record;
    moved.steps = [...moved.steps, ...more.value.steps];
  }
}

/**
 * Shows an accepted move in the channel: reminders for a deadline it found past, then the
 * panel brought up to date. `ctx` null: the move came from the live map (no interaction to
 * answer), the panel and log follow all the same.
 */
export async function presentMove(
  bot: Bot,
  moved: Moved,
  ctx: CommandContext | null,
  userId: string,
  action: unknown,
  step?: PanelStep,
): Promise<void> {
  const { before, record, steps, deadlines } = moved;
  // A deadline the move found past was played in its write: remind the others, tell who ran out.
  if (deadlines)
    await remind(
      bot,
      record,
      deadlines.reminders.filter((p) => record.seats[p]?.userId !== userId),
    );
  // `step`: where the panel opens next (a tap's roll keeps the border and its dice).
  // The panel's marks and "shown up to here" go in one write.
  await advance(bot, {
    before,
    record,
    steps,
    ctx,
    step: step ?? stepAfter(action),
    shownUpTo: record.logSeq ?? 0,
    // (A pause it caused is told from `before` and `record`, like the move's own.)
    ...(deadlines ? { extraLines: deadlineLines(record, deadlines) } : {}),
  });
}

/**
 * Presents accepted steps that did not come from one player's action (the start, a kick,
 * autopilot switched on): the panel is brought up to date the same way.
 */
export async function publish(
  bot: Bot,
  record: GameRecord,
  steps: Step[],
  ctx: CommandContext | null,
  _action: unknown,
  extraLines: string[] = [],
): Promise<void> {
  await advance(bot, { before: null, record, steps, ctx, extraLines, shownUpTo: record.logSeq ?? 0 });
}

/** What the timers did, apart from their steps: whom to remind, whose turn ran out, which seats were taken over. */
type Told = Omit<TimerOutcome, 'record' | 'steps'>;

/** Sends each reminder by DM (in the channel when the DM is closed). */
async function remind(bot: Bot, r: GameRecord, players: number[]): Promise<void> {
  const c = cat(r.locale);
  for (const p of players) {
    const id = r.seats[p]?.userId;
    if (!id || !r.timer || r.seats[p].muted) continue; // a muted game reminds no one
    const when = `<t:${Math.floor(r.timer.expiresAt / 1000)}:R>`;
    const text = c.ui.deadlineReminder(bot.mention(id), when);
    const dmOk = await bot.transport.dm(id, {
      text: cat(r.seats[p].locale).ui.deadlineReminder(bot.mention(id), when),
    });
    if (!dmOk) await bot.transport.post(r.channelId, { text, mentions: [id] });
  }
}

/** The panel's lines for expired turns and seats taken over. */
function deadlineLines(r: GameRecord, told: Told): string[] {
  const c = cat(r.locale);
  const lines: string[] = [];
  for (const p of told.expired)
    lines.push(c.ui.deadlineExpired(playerLabel(r, p), r.settings.afk === 'ai' ? c.ui.afkAi : c.ui.afkEnd));
  for (const t of told.takenOver) {
    lines.push(
      t.how === 'ai' ? c.ui.seatTakenByAi(playerLabel(r, t.player)) : c.ui.seatPassive(playerLabel(r, t.player)),
    );
    if (t.how === 'ai') lines.push(panelCat(r.locale).takeBackHow);
  }
  return lines;
}

/** Presents what the timers did: reminders, expired turns, take-overs, time limits. */
export async function publishTimers(bot: Bot, out: TimerOutcome): Promise<void> {
  const r = out.record;
  if (!r) return;
  await remind(bot, r, out.reminders);
  const extra = deadlineLines(r, out);
  if (out.steps.length || extra.length)
    await advance(bot, {
      before: null,
      record: r,
      steps: out.steps,
      ctx: null,
      extraLines: extra,
      pausedNow: out.paused,
    });
  // A reminder alone bumped the revision: the panel's controls must carry the new one.
  else if (out.reminders.length) await refreshPanel(bot, r.channelId);
}

export type { Locale };
