// /risk map and the panel's 🎲 button: the map inside Discord (the app's Activity) where the bot
// offers it (DISCORD_ACTIVITY=on) and Discord launches it; otherwise — or if Discord refuses the
// launch — the live map's links, privately: the game's public link (anyone may open it) and,
// for a seated player of a map game, "My map" with their own secrets (mission, objective,
// hidden HQ, hand). Without WEB_PORT it says the live map is off.
import { isMapRecord } from './games/map/record.js';
import type { Button, CommandContext } from './surface.js';
import { activityLaunch } from '../web/activity.js';
import { linkSigner } from '../web/links.js';
import { webWords } from '../web/words.js';

/** The panel's button that opens the Activity (its custom id carries no game: any panel of the channel). */
export const LAUNCH_ID = 'map:play';

export async function openLiveMap(ctx: CommandContext): Promise<void> {
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
  if (activityLaunch() && ctx.launchActivity && (await ctx.launchActivity())) return;
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
