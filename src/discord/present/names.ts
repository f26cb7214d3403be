// Names in a message: territories and players in the reader's language, and fitting lines into one message.
import type { GameRecord } from '../../app/record.js';
import type { MapRecord } from '../games/map/record.js';
import { presenterOf } from '../games/registry.js';
import { type PlayerId } from '../../engine/index.js';
import { type Namer } from '../../i18n/catalogue.js';
import { campaignPowerName } from './campaign.js';
import { COLOUR_EMOJI, labelLocale, mapIdFor, safeText, territoryName, type Locale } from '../../i18n/names.js';

export function namer(r: MapRecord, locale: Locale): Namer {
  const mapId = mapIdFor(r.ruleset);
  const tl = labelLocale(r.ruleset, locale);
  return {
    t: (id) => territoryName(mapId, id, tl),
    p: (id) => campaignLabel(r, id, locale) ?? playerLabel(r, id),
    list: (items) => items.join(', '),
  };
}

/** A seat as its game family names it. */
export function playerLabel(r: GameRecord, p: PlayerId): string {
  return presenterOf(r).seatLabel(r, p);
}

/** NC-*: an independent of the campaign, named by its power in `locale` (null for anyone else). */
function campaignLabel(r: MapRecord, p: PlayerId, locale: Locale): string | null {
  const st = r.state?.players[p];
  const power = st ? campaignPowerName(r.state, p, locale) : null;
  return st && power ? `${COLOUR_EMOJI[st.colour]} ${power}` : null;
}

/** A map game's player: colour and name (a campaign's independent by its power, in the game's language). */
export function mapPlayerLabel(r: MapRecord, p: PlayerId): string {
  const st = r.state?.players[p];
  const power = campaignLabel(r, p, r.locale);
  if (power) return power;
  if (st) return `${COLOUR_EMOJI[st.colour]} ${safeText(st.name)}`;
  return safeText(r.seats[p]?.name ?? `#${p}`);
}

export { fit } from './fit.js';
