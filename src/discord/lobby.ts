// The lobby's buttons and the "My secrets" answer: shared by /risk and the button dispatcher.
import type { GameRecord } from '../app/record.js';
import { cat } from '../i18n/catalogue.js';
import { runningGame } from './command.js';
import { goalImage, publish } from './flow.js';
import { lobbyButtons, lobbyText, refusalText, secretsText } from './present.js';
import type { CommandContext } from './surface.js';

export async function showLobby(ctx: CommandContext, r: GameRecord, ephemeralNote?: string): Promise<void> {
  const L2 = r.locale;
  const text = [ephemeralNote, lobbyText(r, L2, ctx.bot.mention)].filter(Boolean).join('\n');
  await ctx.reply({ text, buttons: lobbyButtons(r, L2) });
}

export async function lobbyAction(ctx: CommandContext, verb: 'join' | 'leave' | 'addai' | 'start'): Promise<void> {
  const svc = ctx.bot.service;
  if (verb === 'start') {
    const res = await svc.start(ctx.channelId, ctx.user, ctx.canManage);
    if (!res.ok) { await ctx.reply({ text: refusalText(res.error, await svc.get(ctx.channelId), ctx.user.id, ctx.user.locale) }, { ephemeral: true }); return; }
    await ctx.defer();
    const r = res.value.record;
    await publish(ctx.bot, r, res.value.steps, ctx, null, [cat(r.locale).ui.started(r.ruleset)]);
    return;
  }
  const res = verb === 'join' ? await svc.join(ctx.channelId, ctx.user) : verb === 'leave' ? await svc.leave(ctx.channelId, ctx.user) : await svc.addAi(ctx.channelId, ctx.user, ctx.canManage);
  if (!res.ok) { await ctx.reply({ text: refusalText(res.error, await svc.get(ctx.channelId), ctx.user.id, ctx.user.locale) }, { ephemeral: true }); return; }
  const r = res.value;
  const c = cat(r.locale);
  const note = verb === 'join' ? c.ui.joined(ctx.bot.mention(ctx.user.id)) : verb === 'leave' ? c.ui.left(ctx.bot.mention(ctx.user.id)) : c.ui.aiAdded(r.seats[r.seats.length - 1].name);
  await showLobby(ctx, r, note);
}

export async function showSecrets(ctx: CommandContext): Promise<void> {
  const r = await runningGame(ctx);
  if (!r) return;
  const me = r.seats.findIndex((s) => s.userId === ctx.user.id);
  if (me < 0) { await ctx.reply({ text: cat(ctx.user.locale).ui.notSeatedHere }, { ephemeral: true }); return; }
  await ctx.reply({ text: secretsText(r, me, ctx.user.locale), images: await goalImage(ctx.bot, r, me, ctx.user.locale) }, { ephemeral: true });
}

/**
 * Rematch (the button under a finished game): a new lobby with the same ruleset, options,
 * language, settings and seats — the humans seated again, the AI seats added — opened by
 * whoever pressed it. Anyone seated in the finished game may press it; the button goes stale
 * once the new lobby exists.
 */
export async function rematch(ctx: CommandContext): Promise<void> {
  const svc = ctx.bot.service;
  const old = await svc.get(ctx.channelId);
  if (!old || (old.status !== 'over' && old.state?.phase.kind !== 'over')) { await ctx.reply({ text: cat(ctx.user.locale).ui.stale }, { ephemeral: true }); return; }
  if (!old.seats.some((s) => s.userId === ctx.user.id)) { await ctx.reply({ text: cat(ctx.user.locale).ui.notSeatedHere }, { ephemeral: true }); return; }
  const created = await svc.create(ctx.channelId, ctx.channelName, ctx.guildId, ctx.user, old.ruleset, old.options, old.locale, old.settings);
  if (!created.ok) { await ctx.reply({ text: refusalText(created.error, await svc.get(ctx.channelId), ctx.user.id, ctx.user.locale) }, { ephemeral: true }); return; }
  let r = created.value;
  for (const seat of old.seats) {
    if (seat.userId === ctx.user.id) continue;
    const res = seat.kind === 'human' && seat.userId
      ? await svc.join(ctx.channelId, { id: seat.userId, name: seat.name, locale: seat.locale })
      : await svc.addAi(ctx.channelId, ctx.user, true);
    if (res.ok) r = res.value;
  }
  await showLobby(ctx, r, cat(r.locale).ui.rematchOpened(ctx.bot.mention(ctx.user.id)));
}
