// /risk cards: the player's cards and the sets they can trade (privately).
import { runningGame } from '../../src/discord/command.js';
import { secretsText, setsText } from '../../src/discord/present.js';
import type { CommandContext } from '../../src/discord/surface.js';
import { cat } from '../../src/i18n/catalogue.js';
import { isExpressRecord } from '../../src/discord/queries.js';
import { expressPanelCat } from '../../src/i18n/express-panel.js';

export async function cards(ctx: CommandContext): Promise<void> {
  const uc = cat(ctx.user.locale).ui;
  const game = await ctx.bot.service.get(ctx.channelId);
  if (game && isExpressRecord(game)) {
    await ctx.reply({ text: expressPanelCat(ctx.user.locale).noSecrets }, { ephemeral: true });
    return;
  }
  const r = await runningGame(ctx);
  if (!r) return;
  const me = r.seats.findIndex((s) => s.userId === ctx.user.id);
  if (me < 0) {
    await ctx.reply({ text: uc.notSeatedHere }, { ephemeral: true });
    return;
  }
  const sets = setsText(r, me, ctx.user.locale);
  await ctx.reply(
    { text: `${secretsText(r, me, ctx.user.locale)}\n${sets.length ? uc.suggestSets(sets.join(' | ')) : uc.noSets}` },
    { ephemeral: true },
  );
}
