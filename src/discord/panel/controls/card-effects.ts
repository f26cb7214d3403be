// napoleon-advanced's cards at the panel (NA-CRD-1, NA-CRD-5, NA-EFF): whenever the engine lets
// the seat play a card for its effect or arm a defence card, the public panel shows one button;
// it opens, in a reply only the seat sees (a hand is secret), one menu of each legal play with
// what it acts on ("Charge (Scotland) → Egypt") and one of the defence cards to arm, for one own
// territory or any. A pick plays it (the engine checks it again).
import { only, type Turn } from './part.js';
import type { Action, GameState } from '../../../engine/index.js';
import type { Locale } from '../../../i18n/names.js';
import { panelCat } from '../../../i18n/panel.js';
import type { MapRecord } from '../../games/map/record.js';
import type { Button, Select } from '../../surface.js';
import { buttonId } from '../ids.js';
import { advancedPanel } from '../../../i18n/panel-advanced.js';
import { effectCardLabel } from '../../present/advanced-content.js';
import { seatLabel } from './seat.js';
import { optionSelects, placeNamer } from './places.js';

/** The value of a play: its fields joined by '~' (an absent one is empty). */
export const playValue = (a: {
  card: number;
  at?: string;
  from?: string;
  count?: number;
  build?: string;
  player?: number;
}): string => [a.card, a.at ?? '', a.from ?? '', a.count ?? '', a.build ?? '', a.player ?? ''].join('~');

/** The public panel's share: a button (verb `cdp`) when a card may be played or armed, never the cards. */
export function cardEffectControls({ r, acts, locale }: Turn): { buttons: Button[] } {
  if (!only(acts, 'playCard').length && !only(acts, 'armCard').length) return { buttons: [] };
  return { buttons: [{ id: buttonId(r, 'cdp'), label: advancedPanel(locale).card.open, style: 'secondary' }] };
}

/** The private menus of the seat's cards: the plays (verb `pcd`) and the defence cards to arm (`acd`). */
export function cardEffectSelects(r: MapRecord, s: GameState, acts: Action[], locale: Locale): Select[] {
  const ap = advancedPanel(locale);
  const pc = panelCat(locale);
  const name = placeNamer(r, locale);
  const plays = only(acts, 'playCard');
  const arms = only(acts, 'armCard');
  const selects: Select[] = [];
  if (plays.length) {
    const options = plays.map((a) => {
      const what = [a.from ? `${name(a.from)} →` : '', a.at ? name(a.at) : '', a.build ? ap.unit[a.build] : '']
        .filter(Boolean)
        .join(' ');
      const whom = a.player !== undefined ? seatLabel(s, a.player) : '';
      const tail = [what, whom, a.count !== undefined ? `×${a.count}` : ''].filter(Boolean).join(' ');
      return { label: `${effectCardLabel(r, a.card, locale)}${tail ? ` → ${tail}` : ''}`, value: playValue(a) };
    });
    selects.push(...optionSelects(r, 'pcd', [], ap.card.play, options, pc.select.part, 1));
  }
  if (arms.length) {
    const options = arms.map((a) => ({
      label: `${effectCardLabel(r, a.card, locale)} → ${a.target ? name(a.target) : ap.card.any}`,
      value: `${a.card}~${a.target ?? ''}`,
    }));
    selects.push(...optionSelects(r, 'acd', [], ap.card.arm, options, pc.select.part, 1));
  }
  return selects;
}
