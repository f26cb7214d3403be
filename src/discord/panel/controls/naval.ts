// napoleon-advanced's combat phase around the attack controls: forced naval combats first (one
// button each, NA-NAV-2), then the naval invasions (NA-NAV-3: "from → to" with both fleets, then
// how many ships) and the empty territories to occupy without combat (NA-LAND-3) beside the
// usual attack menus, whose landing targets are marked ⛵ (controls/attack.ts).
import { advancedPanel } from '../../../i18n/panel-advanced.js';
import type { Button, Select } from '../../surface.js';
import { buttonId } from '../ids.js';
import { attackControls } from './attack.js';
import { countOptions } from './menus.js';
import { maxCount, only, type ControlsPart, type Turn } from './part.js';
import { fleetCounts, optionSelects, placeLabeler, placeNamer } from './places.js';

/** Whether these controls apply: a naval step or an empty territory is legal now. */
export const hasNavalSteps = (t: Turn): boolean =>
  t.acts.some((a) => a.type === 'seaBattle' || a.type === 'sail' || a.type === 'occupy');

/** 1, half, all — the amounts of a move, as buttons of `verb` (args then the count). */
function amounts(t: Turn, verb: string, args: string[], max: number): Button[] {
  const { r, pc } = t;
  const out: Button[] = [
    { id: buttonId(t.r, verb, ...args, 1), label: '1', style: max === 1 ? 'primary' : 'secondary' },
  ];
  const half = Math.ceil(max / 2);
  if (half > 1 && half < max)
    out.push({ id: buttonId(r, verb, ...args, half), label: pc.btn.moveHalf(half), style: 'secondary' });
  if (max > 1) out.push({ id: buttonId(r, verb, ...args, max), label: pc.btn.moveAll(max), style: 'primary' });
  return out;
}

export function navalControls(t: Turn): ControlsPart {
  const { r, s, p, acts, step, locale, pc } = t;
  const ap = advancedPanel(locale);
  const name = placeNamer(r, locale);
  const back: Button = { id: buttonId(r, 'vb'), label: pc.btn.back, style: 'secondary' };

  const forced = only(acts, 'seaBattle');
  if (forced.length) {
    const buttons: Button[] = forced.map((a) => {
      const f = fleetCounts(s, a.zone, p);
      return {
        id: buttonId(r, 'sb', a.zone),
        label: ap.btn.seaBattle(name(a.zone), f.mine, f.theirs),
        style: 'danger',
      };
    });
    return { prompt: ap.prompt.forced(forced.map((a) => name(a.zone)).join(', ')), selects: [], buttons };
  }

  const sails = only(acts, 'sail');
  if (step.kind === 'sail' && sails.some((a) => a.from === step.from && a.to === step.to)) {
    const max = Math.max(...sails.filter((a) => a.from === step.from && a.to === step.to).map((a) => a.ships));
    return {
      prompt: ap.prompt.sailAmount(name(step.from), name(step.to), max),
      selects: [],
      buttons: [...amounts(t, 'sl', [step.from, step.to], max), back],
    };
  }
  const occupies = only(acts, 'occupy');
  if (step.kind === 'occupy' && occupies.some((a) => a.from === step.from && a.to === step.to)) {
    const max = maxCount(occupies.filter((a) => a.from === step.from && a.to === step.to));
    const selects: Select[] =
      max > 3
        ? [
            {
              id: buttonId(r, 'ocs', step.from, step.to),
              placeholder: ap.select.exactly,
              options: countOptions(1, max),
            },
          ]
        : [];
    return {
      prompt: ap.prompt.occupyAmount(name(step.from), name(step.to), max),
      selects,
      buttons: [...amounts(t, 'oc', [step.from, step.to], max), back],
    };
  }

  if (step.kind === 'attackFrom' || step.kind === 'attackTo') return attackControls(t); // inside the attack menus
  const label = placeLabeler(s, name);
  const pairs = <A extends { from: string; to: string }>(xs: A[]) => {
    const seen = new Set<string>();
    return xs.filter((a) => !seen.has(`${a.from}~${a.to}`) && seen.add(`${a.from}~${a.to}`));
  };
  const extra: Select[] = [];
  const sailOptions = pairs(sails).map((a) => {
    const f = fleetCounts(s, a.to, p);
    return {
      label: `${label(a.from)} → ${label(a.to)}`,
      value: `${a.from}~${a.to}`,
      description: ap.describe.ships(fleetCounts(s, a.from, p).mine, f.theirs),
    };
  });
  if (sailOptions.length) extra.push(...optionSelects(r, 'vsl', [], ap.select.sail, sailOptions, pc.select.part, 1));
  const occupyOptions = pairs(occupies).map((a) => ({
    label: `${label(a.from)} → ${name(a.to)}`,
    value: `${a.from}~${a.to}`,
  }));
  if (occupyOptions.length)
    extra.push(...optionSelects(r, 'voc', [], ap.select.occupy, occupyOptions, pc.select.part, 1));
  // The naval menu first: naval combat comes before the land offensives (NA-TURN-2).
  const part = attackControls(t, extra.length);
  return { ...part, selects: [...extra, ...part.selects] };
}
