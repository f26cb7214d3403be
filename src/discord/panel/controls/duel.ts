// N2-A (napoleon-duel, and the campaign's independents): an active independent's reinforcement
// die by button, and the cards a seat may give to win an independent over — whenever the engine
// makes them legal. The panel is public and a hand is secret: the panel shows a 🃏 button (verb
// `infp`) and the menu of cards opens in a reply only the seat sees (../private-cards.ts).
import { deckOf, getMap, territoriesControlledBy, type Action, type GameState } from '../../../engine/index.js';
import { threat } from '../chain.js';
import { duelMessages } from '../../../i18n/napoleon-duel.js';
import { campaignPanel } from '../../../i18n/panel-campaign.js';
import type { Locale } from '../../../i18n/names.js';
import type { MapRecord } from '../../games/map/record.js';
import type { Button, Select } from '../../surface.js';
import { buttonId } from '../ids.js';
import { only, type Turn } from './part.js';
import { seatLabel } from './seat.js';

export function allyControls({ r, s, p, acts, locale, n }: Turn): { selects: Select[]; buttons: Button[] } {
  const dm = duelMessages[locale];
  // NC-REI-2 in one tap: all the ally's armies where it is most threatened (the detailed path next to it).
  const quick: Button[] = s.ext.campaign
    ? only(acts, 'reinforceAlly').flatMap((a) => {
        const to = territoriesControlledBy(s, a.independent).sort(
          (x, y) => threat(s, y, p) - threat(s, x, p) || x.localeCompare(y),
        )[0];
        if (!to) return [];
        const label = campaignPanel(locale).btn.reinforceAllyAll(seatLabel(s, a.independent, locale), n(to));
        return [{ id: buttonId(r, 'ra', a.independent, 'all'), label: label.slice(0, 80), style: 'primary' as const }];
      })
    : [];
  const buttons: Button[] = only(acts, 'reinforceAlly').map((a) => ({
    id: buttonId(r, 'ra', a.independent),
    // NC-REI-2: the campaign's allies get reinforcements counted like a player's, not a die.
    label: (s.ext.campaign ? campaignPanel(locale).btn.reinforceAlly : dm.btnReinforceAlly)(
      seatLabel(s, a.independent, locale),
    ),
    style: 'secondary',
  }));
  buttons.unshift(...quick);
  const gifts = only(acts, 'influence');
  if (!gifts.length) return { selects: [], buttons };
  return {
    selects: [],
    buttons: [...buttons, { id: buttonId(r, 'infp'), label: `🃏 ${dm.selectInfluence}`, style: 'secondary' }],
  };
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
