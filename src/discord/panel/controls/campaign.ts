// The 1796 campaign's controls (napoleon-campaign, NC-*), whenever the engine makes them legal:
// one menu of the territories annexable now (NC-ANX: an ally's, confirmed on the panel since the
// ally turns neutral; the yellow neutral's, whose card is picked in a private menu: the panel is
// public and a hand is secret), the ally bought with a card after a capital invasion (NC-ALLY-3,
// its card and where the armies go in a private menu too), and the allies' manoeuvres: which
// ally from where, where to, how many.
import type { MapRecord } from '../../games/map/record.js';
import { armiesOn, controller, type Action, type PlayerId, type TerritoryId } from '../../../engine/index.js';
import { campaignPanel } from '../../../i18n/panel-campaign.js';
import type { Locale } from '../../../i18n/names.js';
import { cardLabel } from '../../present/secrets.js';
import type { Button, OutMessage, Select } from '../../surface.js';
import { buttonId } from '../ids.js';
import { countOptions } from './menus.js';
import { only, type ControlsPart, type Turn } from './part.js';
import { optionSelects, placeLabeler, placeNamer } from './places.js';
import { seatLabel } from './seat.js';

/** The campaign's steps the panel can be at (carried by the controls' ids). */
export const isCampaignStep = (t: Turn): boolean =>
  t.step.kind === 'annex' || t.step.kind === 'allyFrom' || t.step.kind === 'allyTo';

/** NC-ANX-2: the cards that may be discarded to annex `t` (none: an ally's territory, or not annexable). */
export const annexCards = (acts: Action[], t: TerritoryId): number[] =>
  only(acts, 'annex').flatMap((a) => (a.territory === t && a.card !== null ? [a.card] : []));

/** The menus and buttons the campaign adds to the phase's own at the panel's first step. */
export function campaignControls(t: Turn): { selects: Select[]; buttons: Button[] } {
  const { r, s, acts, locale, pc } = t;
  if (!s.ext.campaign || isCampaignStep(t)) return { selects: [], buttons: [] };
  const cp = campaignPanel(locale);
  const label = placeLabeler(s, placeNamer(r, locale));
  const selects: Select[] = [];
  const buttons: Button[] = [];
  // NC-ANX: every annexable territory once (the cards stay out of the public panel).
  const annexable = [...new Set(only(acts, 'annex').map((a) => a.territory))];
  if (annexable.length) {
    const options = annexable
      .map((x) => {
        const owner = controller(s, x);
        const byCard = annexCards(acts, x).length > 0;
        return {
          label: label(x),
          value: x,
          description: byCard ? cp.option.annexNeutral : cp.option.annexAlly(seatLabel(s, owner, locale)),
        };
      })
      .sort((a, b) => a.label.localeCompare(b.label));
    selects.push(...optionSelects(r, 'vcx', [], cp.select.annex, options, pc.select.part, 1));
  }
  // NC-ALLY-3: the offer stands while legal; the card is chosen privately.
  const offer = s.ext.campaign.capitalOffer;
  if (offer && acts.some((a) => a.type === 'allyCard'))
    buttons.push({
      id: buttonId(r, 'cap'),
      label: cp.btn.allyCard(seatLabel(s, offer.independent, locale)),
      style: 'success',
    });
  // The allies' manoeuvres: which ally, from where.
  const seen = new Set<string>();
  const moves = only(acts, 'allyManoeuvre').filter((a) => {
    const k = `${a.independent}~${a.from}`;
    return !seen.has(k) && seen.add(k);
  });
  if (moves.length) {
    const options = moves
      .map((a) => ({
        label: `${seatLabel(s, a.independent, locale)}: ${label(a.from)}`,
        value: `${a.independent}~${a.from}`,
      }))
      .sort((a, b) => a.label.localeCompare(b.label));
    selects.push(...optionSelects(r, 'vcm', [], cp.select.allyManoeuvre, options, pc.select.part, 1));
  }
  return { selects, buttons };
}

/** The panel at one of the campaign's steps: an annexation to confirm, an ally's manoeuvre under way. */
export function campaignStepControls(t: Turn): ControlsPart | null {
  const { r, s, acts, step, locale, pc } = t;
  const cp = campaignPanel(locale);
  const name = placeNamer(r, locale);
  const back: Button = { id: buttonId(r, 'vb'), label: pc.btn.back, style: 'secondary' };
  if (step.kind === 'annex') {
    const a = only(acts, 'annex').find((x) => x.territory === step.territory && x.card === null);
    if (!a) return null;
    const ally = seatLabel(s, controller(s, a.territory), locale);
    return {
      prompt: cp.prompt.annexAlly(name(a.territory), ally, armiesOn(s, a.territory)),
      selects: [],
      buttons: [{ id: buttonId(r, 'cx', a.territory), label: cp.btn.annex(name(a.territory)), style: 'danger' }, back],
    };
  }
  if (step.kind !== 'allyFrom' && step.kind !== 'allyTo') return null;
  const ally = Number(step.ally);
  const moves = only(acts, 'allyManoeuvre').filter((a) => a.independent === ally && a.from === step.from);
  const who = Number.isInteger(ally) && s.players[ally] ? seatLabel(s, ally, locale) : '';
  if (step.kind === 'allyTo') {
    const max = Math.max(0, ...moves.filter((a) => a.to === step.to).map((a) => a.count));
    if (max >= 1) {
      const mv = (n: number) => buttonId(r, 'cmv', ally, step.from, step.to, n);
      const buttons: Button[] = [{ id: mv(1), label: '1', style: max === 1 ? 'primary' : 'secondary' }];
      const half = Math.ceil(max / 2);
      if (half > 1 && half < max) buttons.push({ id: mv(half), label: pc.btn.moveHalf(half), style: 'secondary' });
      if (max > 1) buttons.push({ id: mv(max), label: pc.btn.moveAll(max), style: 'primary' });
      buttons.push({ id: buttonId(r, 'vcm', ally, step.from), label: pc.btn.back, style: 'secondary' });
      const exact: Select[] =
        max > 3
          ? [
              {
                id: buttonId(r, 'cmvs', ally, step.from, step.to),
                placeholder: `${max}…`,
                options: countOptions(1, max),
              },
            ]
          : [];
      return {
        prompt: cp.prompt.allyManoeuvreAmount(who, name(step.from), name(step.to), max),
        selects: exact,
        buttons,
      };
    }
  }
  const targets = [...new Set(moves.map((a) => a.to))];
  if (!targets.length) return null;
  const label = placeLabeler(s, name);
  const options = targets.map((to) => ({ label: label(to), value: to })).sort((a, b) => a.label.localeCompare(b.label));
  return {
    prompt: cp.prompt.allyManoeuvreTo(who, name(step.from)),
    selects: optionSelects(r, 'vcmt', [ally, step.from], cp.select.allyManoeuvreTo, options, pc.select.part),
    buttons: [back],
  };
}

/** NC-ANX-2, privately: the cards `p` may discard to annex the neutral's `t` (verb `cxc`). */
export function annexCardPicker(r: MapRecord, p: PlayerId, acts: Action[], t: TerritoryId, locale: Locale): OutMessage {
  const cp = campaignPanel(locale);
  const cards = annexCards(acts, t);
  const name = placeNamer(r, locale);
  return {
    text: cp.prompt.annexNeutral(name(t), r.state ? armiesOn(r.state, t) : 0),
    selects: [
      {
        id: buttonId(r, 'cxc', t),
        placeholder: cp.select.annexCard,
        options: cards.slice(0, 25).map((k) => ({ label: cardLabel(r, k, locale).slice(0, 100), value: String(k) })),
      },
    ],
  };
}

/** NC-ALLY-3, privately: each card with each place the invader's armies may go (verb `cac`, "card~to"). */
export function allyCardPicker(r: MapRecord, acts: Action[], locale: Locale): OutMessage {
  const cp = campaignPanel(locale);
  const s = r.state!;
  const offer = s.ext.campaign?.capitalOffer;
  const buys = only(acts, 'allyCard');
  const name = placeNamer(r, locale);
  if (!offer || !buys.length) return { text: cp.prompt.noOffer };
  return {
    text: cp.prompt.allyCard(seatLabel(s, offer.independent, locale), name(offer.capital)),
    selects: [
      {
        id: buttonId(r, 'cac'),
        placeholder: cp.select.allyCard(seatLabel(s, offer.independent, locale)),
        options: buys.slice(0, 25).map((a) => ({
          label: cp.option.allyCard(cardLabel(r, a.card, locale), name(a.to)),
          value: `${a.card}~${a.to}`,
        })),
      },
    ],
  };
}
