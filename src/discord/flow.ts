// The game flow every command shares: play an action, answer the player, let the AI seats
// play, post one summary with the board, mention whose turn it is, DM secrets to their owners.
import type { GameRecord } from '../app/record.js';
import type { Step, TimerOutcome } from '../app/service.js';
import { viewFor, waitingFor, type Action, type GameEvent } from '../engine/index.js';
import { cat } from '../i18n/catalogue.js';
import { labelLocale, type Locale } from '../i18n/names.js';
import {
  cardLabel, describeAiSteps, describeEvents, describePrivateEvents, fit, goalOverlay, hasBoardChange, moveButtons, playerLabel, refusalText, secretsText, waitingText,
} from './present.js';
import { endgameMessage } from './endgame.js';
import type { Bot, CommandContext, OutImage, OutMessage } from './surface.js';

/** The public board; with `battle`, also the close-up of the last attack (for phones). */
export async function boardImage(bot: Bot, r: GameRecord, battle = false, ask: { names?: boolean; locale?: Locale } = {}): Promise<OutImage[]> {
  if (!r.state) return [];
  const view = viewFor(r.state, null);
  const locale = ask.locale ?? r.locale;
  const options = { locale: labelLocale(r.ruleset, locale), names: ask.names, note: clockNote(r, locale) };
  const out: OutImage[] = [{ name: `board.${bot.images.extension}`, data: await bot.images.board(view, options) }];
  if (battle && view.lastMove?.kind === 'attack') {
    const close = await bot.images.battle(view, options);
    if (close) out.push({ name: `battle.${bot.images.extension}`, data: close });
  }
  return out;
}

/** The turn deadline and the game's time limit, for the image's band (times in UTC). */
function clockNote(r: GameRecord, locale: Locale): string | undefined {
  const c = cat(locale).ui;
  const at = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const parts: string[] = [];
  if (r.timer) parts.push(c.noteDeadline(at(r.timer.expiresAt)));
  const ends = r.state?.clock.endsAt;
  if (ends !== null && ends !== undefined && r.state?.clock.lastRound === null) parts.push(c.noteTimeLimit(at(ends)));
  return parts.length ? parts.join('  ·  ') : undefined;
}

/** The player's own goal on the board: only ever attached to a message for that player. */
export async function goalImage(bot: Bot, r: GameRecord, p: number, locale: Locale): Promise<OutImage[]> {
  const overlay = r.state ? goalOverlay(r, p, locale) : null;
  if (!r.state || !overlay) return [];
  const data = await bot.images.goal(viewFor(r.state, null), overlay, { locale: labelLocale(r.ruleset, locale) });
  return [{ name: `goal.${bot.images.extension}`, data }];
}

/** A seated user's action from a command or a button: refusal → ephemeral; accepted → public reply + AI + DMs. */
export async function play(ctx: CommandContext, action: Action, expectedRev?: number): Promise<void> {
  const svc = ctx.bot.service;
  const res = await svc.act(ctx.channelId, ctx.user, action, expectedRev);
  if (!res.ok) {
    const r = await svc.get(ctx.channelId);
    await ctx.reply({ text: refusalText(res.error, r, ctx.user.id, ctx.user.locale) }, { ephemeral: true });
    return;
  }
  // C-SET-7: a secret plan is answered to its author alone; the channel learns nothing.
  const actor = res.value.steps.find((s) => s.by === 'human');
  const secret = actor ? describePrivateEvents(res.value.record, actor.events, actor.actor, ctx.user.locale) : [];
  if (secret.length && actor && actor.events.every((e) => e.type === 'placementPlanned' || e.type === 'placementCleared')) {
    await ctx.reply({ text: fit(secret) }, { ephemeral: true });
    return;
  }
  await ctx.defer();
  await publish(ctx.bot, res.value.record, res.value.steps, ctx, action);
}

/**
 * Presents accepted steps: the reply (or a channel post when there is no interaction), then
 * the AI's moves in one message, then DMs. Every message uses the server's language.
 */
export async function publish(bot: Bot, record: GameRecord, steps: Step[], ctx: CommandContext | null, action: Action | null, extraLines: string[] = []): Promise<void> {
  const L = record.locale;
  const actor = steps.find((s) => s.by === 'human')?.actor ?? -1;
  const lines = [...extraLines, ...steps.flatMap((s) => s.by === 'human' ? describeEvents(record, s.events, L) : describeAiSteps(record, [s], L))];
  const ai = record.status === 'playing' ? await bot.service.runAi(record.channelId) : { record: undefined, steps: [] as Step[] };
  const after = ai.record ?? record;
  const turnChanged = (ss: Step[]) => ss.some((s) => s.events.some((e) => e.type === 'turnStarted' || e.type === 'gameStarted' || e.type === 'setupFinished' || e.type === 'hqsRevealed'));
  const msg: OutMessage = { text: fit(lines.length ? lines : [cat(L).ui.done]) };
  const attacked = steps.some((s) => s.by === 'human' && s.events.some((e) => e.type === 'battleResolved'));
  if (steps.some((s) => hasBoardChange(s.events)) || action === null) msg.images = await boardImage(bot, record, attacked);
  msg.buttons = moveButtons(record, actor, action, L);
  if (!ai.steps.length && record.state && record.state.phase.kind !== 'over' && (turnChanged(steps) || !waitingFor(record.state).includes(actor))) {
    const w = waitingText(record, L, bot.mention);
    msg.text = fit([...msg.text.split('\n'), w.text]);
    msg.mentions = w.mentions;
  }
  if (ctx) await ctx.reply(msg); else await bot.transport.post(record.channelId, msg);
  if (ai.steps.length) {
    const aiLines = [cat(L).ui.aiTurns(ai.steps.length), ...describeAiSteps(after, ai.steps, L)];
    const w = waitingText(after, L, bot.mention);
    if (w.text) aiLines.push(w.text);
    await bot.transport.post(after.channelId, {
      text: fit(aiLines), images: await boardImage(bot, after), mentions: w.mentions,
      buttons: moveButtons(after, -1, null, L),
    });
  }
  // The game just ended: reveal every secret, show the standing and offer a rematch.
  if (after.state?.phase.kind === 'over' && [...steps, ...ai.steps].some((st) => st.events.some((e) => e.type === 'gameOver'))) {
    await bot.transport.post(after.channelId, await endgameMessage(bot, after));
  }
  await sendSecrets(bot, after, [...steps, ...ai.steps]);
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
    let hqChosen = false;
    for (const step of steps) for (const e of step.events) {
      const t = touchesSecrets(e, p);
      if (!t) continue;
      if (e.type === 'gameStarted') { started = true; continue; }
      if (e.type === 'missionChanged') missionChanged = true;
      if (e.type === 'hqChosen') hqChosen = true;
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
    const images = started || missionChanged || hqChosen ? await goalImage(bot, r, p, seat.locale) : [];
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
  for (const t of out.takenOver) extra.push(t.how === 'ai' ? c.ui.seatTakenByAi(playerLabel(r, t.player)) : c.ui.seatPassive(playerLabel(r, t.player)));
  if (out.steps.length || extra.length) {
    const lines = [...extra, ...describeAiSteps(r, out.steps, r.locale)];
    await publish(bot, r, [], null, null, lines);
    await sendSecrets(bot, r, out.steps);
  }
}

export type { Locale };
