// Who the panel's controls are for, and how a seat is named on them.
import type { MapRecord } from '../../games/map/record.js';
import { aiControls } from '../../../app/service.js';
import { waitingFor, type GameState, type PlayerId } from '../../../engine/index.js';
import { COLOUR_EMOJI, safeText, type Locale } from '../../../i18n/names.js';
import { campaignPowerName } from '../../present/campaign.js';

/** The human seat whose controls the panel shows (the one the game waits for), or null. */
export function panelPlayer(r: MapRecord): PlayerId | null {
  const s = r.state;
  if (!s || s.phase.kind === 'over' || r.paused) return null;
  const who = waitingFor(s).filter((p) => r.seats[p]?.kind === 'human' && !aiControls(r, p));
  return who.length ? who[0] : null;
}

/** A seat as the controls name it: its colour and name (a campaign's independent by its power, NC-0-2). */
export const seatLabel = (s: GameState, p: PlayerId, locale: Locale = 'en') =>
  `${COLOUR_EMOJI[s.players[p].colour]} ${campaignPowerName(s, p, locale) ?? safeText(s.players[p].name)}`;

/** Everyone the game waits for, by colour and name. */
export const waitingLabels = (s: GameState) =>
  waitingFor(s)
    .map((x) => seatLabel(s, x))
    .join(', ');
