// N2-A (napoleon-duel): an active independent's reinforcement die by button, and the cards a
// seat may give to win an independent over, in a menu — whenever the engine makes them legal.
// In the campaign (NC-*) the menu of cards opens privately from a button: a hand is secret.
import { deckOf, getMap, type Action, type GameState } from '../../../engine/index.js';
import { duelMessages } from '../../../i18n/napoleon-duel.js';
import { campaignPanel } from '../../../i18n/panel-campaign.js';
import type { Locale } from '../../../i18n/names.js';
import type { MapRecord } from '../../games/map/record.js';
import type { Button, Select } from '../../surface.js';
import { buttonId } from '../ids.js';
import { only, type Turn } from './part.js';
import { seatLabel } from './seat.js';

export function allyControls({ r, s, acts, locale, n }: Turn): { selects: Select[]; buttons: Button[] } {
  const dm = duelMessages[locale];
  const buttons: Button[] = only(acts, 'reinforceAlly').map((a) => ({
    id: buttonId(r, 'ra', a.independent),
    // NC-REI-2: the campaign's allies get reinforcements counted like a player's, not a die.
    label: (s.ext.campaign ? campaignPanel(locale).btn.reinforceAlly : dm.btnReinforceAlly)(
      seatLabel(s, a.independent, locale),
    ),
    style: 'secondary',
  }));
  const gifts = only(acts, 'influence');
  if (!gifts.length) return { selects: [], buttons };
  if (s.ext.campaign)
    return {
      selects: [],
      buttons: [...buttons, { id: buttonId(r, 'infp'), label: `🃏 ${dm.selectInfluence}`, style: 'secondary' }],
    };
  return { selects: [influenceSelect(r, s, gifts, locale, n)], buttons };
}

/** The cards that may be given, each with its independent (verb `inf`, value "independent:card"). */
export function influenceSelect(
  r: MapRecord,
  s: GameState,
  gifts: Extract<Action, { type: 'influence' }>[],
  locale: Locale,
  n: (t: string) => string,
): Select {
  const deck = deckOf(getMap(s.map));
  return {
    id: buttonId(r, 'inf'),
    placeholder: duelMessages[locale].selectInfluence,
    options: gifts.slice(0, 25).map((a) => ({
      label:
        `${seatLabel(s, a.independent, locale)} ← ${deck[a.card].territory ? n(deck[a.card].territory!) : '★'}`.slice(
          0,
          100,
        ),
      value: `${a.independent}:${a.card}`,
    })),
  };
}
