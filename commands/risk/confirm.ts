// A private Yes/No before an irreversible step (/risk abandon, /risk cancel).
import { buttonId } from '../../src/discord/present.js';
import type { CommandContext } from '../../src/discord/surface.js';
import { cat } from '../../src/i18n/catalogue.js';
import { panelCat } from '../../src/i18n/panel.js';

/** A private question with Yes/No buttons before an irreversible step. */
export async function confirm(ctx: CommandContext, text: string, verb: string): Promise<void> {
  const r = await ctx.bot.service.get(ctx.channelId);
  if (!r) { await ctx.reply({ text: cat(ctx.user.locale).ui.noGame }, { ephemeral: true }); return; }
  const pc = panelCat(ctx.user.locale);
  await ctx.reply({ text, buttons: [[{ id: buttonId(r, verb), label: pc.btn.confirm, style: 'danger' }, { id: buttonId(r, 'no'), label: pc.btn.keep, style: 'secondary' }]] }, { ephemeral: true });
}

