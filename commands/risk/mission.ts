// /risk mission (and My secrets): the player's own secrets, privately, with their goal drawn on the board.
import { runningGame } from '../../src/discord/command.js';
import { goalImage } from '../../src/discord/flow.js';
import { secretsText } from '../../src/discord/present.js';
import type { CommandContext } from '../../src/discord/surface.js';
import { cat } from '../../src/i18n/catalogue.js';

export async function showSecrets(ctx: CommandContext): Promise<void> {
  const r = await runningGame(ctx);
  if (!r) return;
  const me = r.seats.findIndex((s) => s.userId === ctx.user.id);
  if (me < 0) { await ctx.reply({ text: cat(ctx.user.locale).ui.notSeatedHere }, { ephemeral: true }); return; }
  await ctx.reply({ text: secretsText(r, me, ctx.user.locale), images: await goalImage(ctx.bot, r, me, ctx.user.locale) }, { ephemeral: true });
}

