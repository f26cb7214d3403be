// The game flow every command shares: play an action, bring the live panel up to date (the
// AI seats play in between), DM secrets to their owners, present what the timers did.
import type { GameRecord } from '../app/record.js';
import type { Step, TimerOutcome } from '../app/service.js';
import { viewFor, type Action, type GameEvent } from '../engine/index.js';
import { cat } from '../i18n/catalogue.js';
import { labelLocale, type Locale } from '../i18n/names.js';
import { panelCat } from '../i18n/panel.js';
import { boardImages } from './panel/images.js';
import { advance } from './panel/live.js';
import { cardLabel, fit, goalOverlay, playerLabel, refusalText, secretsText } from './present.js';
import type { Bot, CommandContext, OutImage } from './surface.js';

/** The public board; with `battle`, also the close-up of the last attack (on request). */
export const boardImage = boardImages;

/** The player's own goal on the board: only ever attached to a message for that player. */
export async function goalImage(bot: Bot, r: GameRecord, p: number, locale: Locale): Promise<OutImage[]> {
  const overlay = r.state ? goalOverlay(r, p, locale) : null;
  if (!r.state || !overlay) return [];
  const data = await bot.images.goal(viewFor(r.state, null), overlay, { locale: labelLocale(r.ruleset, locale) });
  return [{ name: `goal.${bot.images.extension}`, data }];
}

/**
 * A seated user's action from a command or a control: refusal → ephemeral; accepted → the
 * panel is brought up to date (edited in place, or a ping when the turn passes).
 */
export async function play(ctx: CommandContext, action: Action, expectedRev?: number): Promise<void> {
  const svc = ctx.bot.service;
  const before = await svc.get(ctx.channelId);
  const res = await svc.act(ctx.channelId, ctx.user, action, expectedRev);
  if (!res.ok) {
    const r = await svc.get(ctx.channelId);
    await ctx.reply({ text: refusalText(res.error, r, ctx.user.id, ctx.user.locale) }, { ephemeral: true });
    return;
  }
  await advance(ctx.bot, { before: before ?? null, record: res.value.record, steps: res.value.steps, ctx });
}

/**
 * Presents accepted steps that did not come from one player's action (the start, a kick,
 * autopilot switched on): the panel is brought up to date the same way.
 */
export async function publish(bot: Bot, record: GameRecord, steps: Step[], ctx: CommandContext | null, _action: Action | null, extraLines: string[] = []): Promise<void> {
  await advance(bot, { before: null, record, steps, ctx, extraLines });
}

function touchesSecrets(e: GameEvent, p: number): { drawn?: number } | null {
  switch (e.type) {
    case 'gameStarted': return {};
    case 'cardDrawn': return e.player === p ? { drawn: e.card ?? undefined } : null;
    case 'cardReceived': return e.player === p ? {} : null;
    case 'hqChosen': return e.player === p ? {} : null;
    case 'missionChanged': return e.player === p ? {} : null;
    default: return null;
  }
}

/** DMs each human whose secrets changed (one message per batch); closed DMs → a channel notice revealing nothing. */
export async function sendSecrets(bot: Bot, r: GameRecord, steps: Step[]): Promise<void> {
  const s = r.state;
  if (!s) return;
  for (let p = 0; p < r.seats.length; p++) {
    const seat = r.seats[p];
    if (seat.kind !== 'human' || !seat.userId) continue;
    let touched = false;
    const drawn: number[] = [];
    let started = false;
    let missionChanged = false;
    for (const step of steps) for (const e of step.events) {
      const t = touchesSecrets(e, p);
      if (!t) continue;
      if (e.type === 'gameStarted') { started = true; continue; }
      if (e.type === 'missionChanged') missionChanged = true;
      touched = true;
      if (t.drawn !== undefined) drawn.push(t.drawn);
    }
    const hasStartSecret = s.players[p].mission !== null || s.players[p].objective !== null || s.players[p].hand.length > 0;
    if (!touched && !(started && hasStartSecret)) continue;
    const c = cat(seat.locale);
    const lines = [c.ui.dmIntro(r.channelName)];
    if (missionChanged) lines.push(c.ui.missionChanged);
    if (drawn.length) lines.push(c.ui.cardsNew(drawn.map((k) => cardLabel(r, k, seat.locale)).join(', ')));
    lines.push(secretsText(r, p, seat.locale));
    // The goal image goes with the first DM and when the goal itself changes, not with every card.
    const images = started || missionChanged ? await goalImage(bot, r, p, seat.locale) : [];
    const delivered = await bot.transport.dm(seat.userId, { text: fit(lines), images });
    if (!delivered) {
      const key = `${r.gameId}:${seat.userId}`;
      if (!bot.dmFailed.has(key)) {
        bot.dmFailed.add(key);
        await bot.transport.post(r.channelId, { text: cat(r.locale).ui.dmFailed(bot.mention(seat.userId)), mentions: [seat.userId] });
      }
    }
  }
}

/** Presents what the timers did: reminders, expired turns, take-overs, time limits. */
export async function publishTimers(bot: Bot, out: TimerOutcome): Promise<void> {
  const r = out.record;
  if (!r) return;
  const c = cat(r.locale);
  for (const p of out.reminders) {
    const id = r.seats[p]?.userId;
    if (!id || !r.timer) continue;
    const when = `<t:${Math.floor(r.timer.expiresAt / 1000)}:R>`;
    const text = c.ui.deadlineReminder(bot.mention(id), when);
    const dmOk = await bot.transport.dm(id, { text: cat(r.seats[p].locale).ui.deadlineReminder(bot.mention(id), when) });
    if (!dmOk) await bot.transport.post(r.channelId, { text, mentions: [id] });
  }
  const extra: string[] = [];
  for (const p of out.expired) extra.push(c.ui.deadlineExpired(playerLabel(r, p), r.settings.afk === 'ai' ? c.ui.afkAi : c.ui.afkEnd));
  for (const t of out.takenOver) {
    extra.push(t.how === 'ai' ? c.ui.seatTakenByAi(playerLabel(r, t.player)) : c.ui.seatPassive(playerLabel(r, t.player)));
    if (t.how === 'ai') extra.push(panelCat(r.locale).takeBackHow);
  }
  if (out.steps.length || extra.length) await advance(bot, { before: null, record: r, steps: out.steps, ctx: null, extraLines: extra });
}

export type { Locale };
