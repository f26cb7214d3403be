// /risk cards: the player's cards and the sets they can trade (privately).
import { mySeat } from '../../src/discord/command.js';
import { secretsText, setsText } from '../../src/discord/present.js';
import type { CommandContext } from '../../src/discord/surface.js';
import { cat } from '../../src/i18n/catalogue.js';

export async function cards(ctx: CommandContext): Promise<void> {
  const uc = cat(ctx.user.locale).ui;
  const seat = await mySeat(ctx);
  if (!seat) return;
  const { r, me } = seat;
  const sets = setsText(r, me, ctx.user.locale);
  await ctx.reply(
    { text: `${secretsText(r, me, ctx.user.locale)}\n${sets.length ? uc.suggestSets(sets.join(' | ')) : uc.noSets}` },
    { ephemeral: true },
  );
}
