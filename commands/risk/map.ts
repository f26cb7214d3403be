// /risk map: the live map's links, privately — the game's public link (anyone may open it) and,
// for a seated player of a map game, "My map" with their own secrets (mission, objective,
// hidden HQ, hand). Off when the bot runs without WEB_PORT, and it says so.
import { isMapRecord } from '../../src/discord/games/map/record.js';
import type { Button, CommandContext } from '../../src/discord/surface.js';
import { linkSigner } from '../../src/web/links.js';
import { webWords } from '../../src/web/words.js';

export async function map(ctx: CommandContext): Promise<void> {
  const w = webWords(ctx.user.locale);
  const signer = linkSigner();
  if (!signer) {
    await ctx.reply({ text: w.mapOff }, { ephemeral: true });
    return;
  }
  const game = await ctx.bot.service.get(ctx.channelId);
  if (!game) {
    await ctx.reply({ text: w.noGame }, { ephemeral: true });
    return;
  }
  const now = ctx.bot.service.now();
  const pub = signer.publicLink(game.gameId, now);
  const lines = [w.mapPublic(pub)];
  const buttons: Button[] = [{ id: 'map:public', label: w.button, url: pub }];
  const seat = game.seats.findIndex((s) => s.kind === 'human' && s.userId === ctx.user.id);
  if (seat >= 0 && isMapRecord(game) && game.state) {
    const mine = signer.seatLink(game.gameId, seat, ctx.user.id, now);
    lines.push(w.mapPrivate(mine));
    buttons.push({ id: 'map:mine', label: w.myMap, url: mine });
  }
  await ctx.reply({ text: lines.join('\n'), buttons: [buttons] }, { ephemeral: true });
}
