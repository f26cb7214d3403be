// The panel's 🗺 Live map link button: the game's signed public link (src/web/links.ts), present
// only when the bot serves the live map (WEB_PORT). A link button sends no click to the bot.
// Where the bot offers the map inside Discord (DISCORD_ACTIVITY=on), a 🎲 button beside it
// launches the Activity (src/discord/live-map.ts).
import type { GameRecord } from '../../../app/record.js';
import type { Locale } from '../../../i18n/names.js';
import { linkSigner } from '../../../web/links.js';
import { webWords } from '../../../web/words.js';
import { activityLaunch } from '../../../web/activity.js';
import { activityWords } from '../../../web/client/activity-words.js';
import { LAUNCH_ID } from '../../live-map.js';
import type { Button } from '../../surface.js';

export function liveMapButtons(r: GameRecord, locale: Locale, now: number = Date.now()): Button[] {
  const signer = linkSigner();
  if (!signer) return [];
  const link: Button = { id: 'map:public', label: webWords(locale).button, url: signer.publicLink(r.gameId, now) };
  return activityLaunch() ? [{ id: LAUNCH_ID, label: activityWords(locale).launch, style: 'primary' }, link] : [link];
}
