// The button dispatcher. (The commands themselves live in commands/ and reach the router
// through Bot.commands, handed over by the composition root.)
import type { Action } from '../engine/index.js';
import { cat } from '../i18n/catalogue.js';
import { play } from './flow.js';
import { lobbyAction, rematch, showSecrets } from './lobby.js';
import { parseButtonId } from './present.js';
import type { CommandContext } from './surface.js';

/** A button click: the custom id carries game id + revision; a stale or foreign one is refused politely. */
export async function handleButton(ctx: CommandContext, customId: string): Promise<void> {
  const b = parseButtonId(customId);
  const c = cat(ctx.user.locale).ui;
  const r = await ctx.bot.service.get(ctx.channelId);
  if (!b || !r || r.gameId !== b.gameId) { await ctx.reply({ text: c.stale }, { ephemeral: true }); return; }
  switch (b.verb) {
    case 'join': case 'leave': case 'addai': case 'start':
      return lobbyAction(ctx, b.verb);
    case 'sec':
      return showSecrets(ctx);
    case 'rematch':
      return rematch(ctx);
  }
  let action: Action | null = null;
  const [a0, a1, a2] = b.args;
  switch (b.verb) {
    case 'atk': action = { type: 'attack', from: a0, to: a1, dice: Number(a2) }; break;
    case 'blz': action = { type: 'blitz', from: a0, to: a1 }; break;
    case 'mv': action = { type: 'move', count: Number(a0) }; break;
    case 'end': action = { type: 'endPhase' }; break;
    case 'endt': action = { type: 'endTurn' }; break;
    case 'trd': action = { type: 'trade', cards: [Number(a0), Number(a1), Number(a2)] }; break;
  }
  if (!action) { await ctx.reply({ text: c.stale }, { ephemeral: true }); return; }
  await play(ctx, action, b.rev);
}
