// Placing armies: reinforcements, setup placement, neutral armies and the C-ELM-2
// trade-and-place — a territory menu, then amount buttons for the territory picked.
import type { MapRecord } from '../../games/map/record.js';
import { controller, type PlayerId, type TerritoryId } from '../../../engine/index.js';
import type { PanelCatalogue } from '../../../i18n/panel.js';
import type { Button, Select } from '../../surface.js';
import { buttonId } from '../ids.js';
import { tradeButtons } from './cards.js';
import { territorySelects } from './menus.js';
import { maxCount, only, type ControlsPart, type Turn } from './part.js';
import { seatLabel } from './seat.js';
import { threat } from '../chain.js';

/** The legal placements, the seat's own first, then neutral ones. */
export const placesOf = (acts: Turn['acts']) => [...only(acts, 'place'), ...only(acts, 'placeNeutral')];

/** +1, +3, +5 (those under the maximum), all, and back to the territory menu (`back`). */
export function amountButtons(r: MapRecord, pc: PanelCatalogue, territory: TerritoryId, max: number, back: string) {
  const buttons: Button[] = [];
  for (const k of [1, 3, 5])
    if (k < max) buttons.push({ id: buttonId(r, 'pl', territory, k), label: `+${k}`, style: 'secondary' });
  buttons.push({ id: buttonId(r, 'pl', territory, max), label: pc.btn.all(max), style: 'primary' });
  buttons.push({ id: buttonId(r, back), label: pc.btn.back, style: 'secondary' });
  return buttons;
}

/**
 * N2-A: the ally whose rolled reinforcements the engine has the seat place now, before its own
 * (in the turn's phases only ally territories are offered then), or null.
 */
function allyPlacing({ s }: Turn, own: TerritoryId[], neutral: TerritoryId[]): PlayerId | null {
  if (own.length || !neutral.length || (s.phase.kind !== 'reinforce' && s.phase.kind !== 'attack')) return null;
  return controller(s, neutral[0]);
}

export function placementControls(t: Turn): ControlsPart {
  const { r, s, p, acts, step, locale, pc, n } = t;
  const phase = s.phase;
  const places = placesOf(acts);
  const selects: Select[] = [];
  let buttons: Button[] = [];
  let prompt: string;
  const left =
    phase.kind === 'setupPlace'
      ? phase.perTurn - phase.placed
      : phase.kind === 'neutralReinforce'
        ? phase.armies
        : s.players[p].reserve;
  if (step.kind === 'place' && places.some((a) => a.territory === step.territory)) {
    const max = maxCount(places.filter((a) => a.territory === step.territory));
    buttons = amountButtons(r, pc, step.territory, max, 'vb');
    prompt = pc.prompt.amount(n(step.territory), max);
  } else {
    const own = only(acts, 'place').map((a) => a.territory);
    const neutral = only(acts, 'placeNeutral').map((a) => a.territory);
    const ally = allyPlacing(t, own, neutral);
    const allyName = ally === null ? '' : seatLabel(s, ally, t.locale);
    // A single army to place (a setup turn, the last of a reserve): the pick places it, one tap.
    const one = (type: 'place' | 'placeNeutral') => maxCount(only(acts, type)) === 1;
    if (own.length)
      selects.push(...territorySelects(r, locale, one('place') ? 'pl1' : 'vp', [], pc.select.placeOn, own));
    // Everything on one stack in one tap: the most threatened territory that takes the whole reserve.
    if (phase.kind === 'reinforce' && own.length > 1) {
      const max = maxCount(only(acts, 'place'));
      const whole = only(acts, 'place').filter((a) => a.count === max && max > 1);
      const best = whole
        .map((a) => ({ t: a.territory, threat: threat(s, a.territory, p) }))
        .sort((x, y) => y.threat - x.threat || x.t.localeCompare(y.t))[0];
      if (best)
        buttons.push({
          id: buttonId(r, 'pl', best.t, max),
          label: pc.btn.allOn(max, n(best.t)).slice(0, 80),
          style: 'primary',
        });
    }
    if (neutral.length) {
      const placeholder = ally === null ? pc.select.neutralOn : pc.select.allyOn(allyName);
      const verb = one('placeNeutral') ? 'pl1' : 'vp';
      selects.push(...territorySelects(r, locale, verb, ['n'], placeholder, neutral, undefined, 1));
    }
    prompt = own.length
      ? pc.prompt.place(left)
      : !neutral.length && only(acts, 'trade').length
        ? pc.prompt.tradeFirst(s.players[p].hand.length) // a forced trade, not a neutral's armies
        : ally !== null
          ? pc.prompt.allyArmies(s.players[ally].reserve, allyName)
          : pc.prompt.neutral(phase.kind === 'setupPlace' ? phase.neutralPerTurn - phase.neutralPlaced : left);
  }
  buttons.push(...tradeButtons(t));
  if (acts.some((a) => a.type === 'endPhase'))
    buttons.push({ id: buttonId(r, 'end'), label: pc.btn.endPhase, style: 'secondary' });
  return { prompt, selects, buttons };
}
