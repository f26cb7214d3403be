// napoleon-advanced's reinforcement phase (NA-SET-4, NA-CONV): the starting general and
// fortification first (one pick each, free; placing armies first places them for the player); then the usual placement controls with one more
// menu, "Convert armies into…", that leads to where (ships show both fleets in each zone) and
// how many.
import type { BuildUnit } from '../../../engine/index.js';
import { advancedPanel } from '../../../i18n/panel-advanced.js';
import type { Button, Select } from '../../surface.js';
import { buttonId } from '../ids.js';
import { UNIT_CODE, unitOf } from './advanced-actions.js';
import { maxCount, only, type ControlsPart, type Turn } from './part.js';
import { fleetCounts, optionSelects, placeLabeler, placeNamer } from './places.js';
import { placementControls } from './placement.js';

const ORDER: BuildUnit[] = ['ship', 'general', 'admiral', 'fort', 'buyGeneral', 'buyAdmiral'];

/** Whether these controls apply: conversions are legal now. */
export const hasBuilds = (t: Turn): boolean => t.acts.some((a) => a.type === 'build');

export function buildPhaseControls(t: Turn): ControlsPart {
  const { r, s, p, acts, step, locale, pc } = t;
  const ap = advancedPanel(locale);
  const builds = only(acts, 'build');
  const name = placeNamer(r, locale);
  const label = placeLabeler(s, name);
  const placeOption = (unit: BuildUnit, at: string) => {
    if (unit !== 'ship' && unit !== 'admiral' && unit !== 'buyAdmiral') return { label: label(at), value: at };
    const f = fleetCounts(s, at, p);
    return { label: label(at), value: at, description: ap.describe.ships(f.mine, f.theirs) };
  };
  const placesFor = (unit: BuildUnit) =>
    [...new Set(builds.filter((a) => a.unit === unit).map((a) => a.at))]
      .map((at) => placeOption(unit, at))
      .sort((a, b) => name(a.value).localeCompare(name(b.value)));

  // NA-SET-4: the free starting units first, one pick each (placing armies first places them
  // for the player: the placement controls stay below).
  const owed = s.ext.advanced?.starting[p] ?? { generals: 0, forts: 0 };
  if (owed.generals + owed.forts > 0) {
    const selects = ORDER.filter((u) => builds.some((a) => a.unit === u)).flatMap((u) =>
      optionSelects(r, 'bd1', [UNIT_CODE[u]], ap.select.buildAt(ap.unit[u]), placesFor(u), pc.select.part, 1),
    );
    const part = placementControls(t);
    return {
      prompt: ap.prompt.starting(owed.generals, owed.forts),
      selects: [...selects, ...part.selects],
      buttons: part.buttons,
    };
  }

  const unit = step.kind === 'build' || step.kind === 'buildAt' ? unitOf(step.unit) : undefined;
  if (unit && step.kind === 'buildAt' && builds.some((a) => a.unit === unit && a.at === step.at)) {
    const max = maxCount(builds.filter((a) => a.unit === unit && a.at === step.at));
    const buttons: Button[] = [];
    for (const k of [1, 3, 5])
      if (k < max)
        buttons.push({ id: buttonId(r, 'bd', UNIT_CODE[unit], step.at, k), label: `+${k}`, style: 'secondary' });
    buttons.push({ id: buttonId(r, 'bd', UNIT_CODE[unit], step.at, max), label: pc.btn.all(max), style: 'primary' });
    buttons.push({ id: buttonId(r, 'vbu', UNIT_CODE[unit]), label: pc.btn.back, style: 'secondary' });
    return { prompt: ap.prompt.buildAmount(ap.unit[unit], name(step.at), max), selects: [], buttons };
  }
  if (unit && builds.some((a) => a.unit === unit)) {
    // One army buys at most one here everywhere (a leader, a fortification): the pick builds it.
    const one = maxCount(builds.filter((a) => a.unit === unit)) === 1;
    const selects = optionSelects(
      r,
      one ? 'bd1' : 'vbt',
      [UNIT_CODE[unit]],
      ap.select.buildAt(ap.unit[unit]),
      placesFor(unit),
      pc.select.part,
    );
    const back: Button = { id: buttonId(r, 'vb'), label: pc.btn.back, style: 'secondary' };
    return { prompt: ap.prompt.buildAt(ap.unit[unit], s.players[p].reserve), selects, buttons: [back] };
  }

  // The placement controls, and the conversions menu under them.
  const part = placementControls(t);
  const kinds = ORDER.filter((u) => builds.some((a) => a.unit === u));
  const convert: Select = {
    id: buttonId(r, 'vbu'),
    placeholder: ap.select.convert,
    options: kinds.map((u) => ({ label: ap.unit[u], value: UNIT_CODE[u] })),
  };
  return { ...part, selects: [...part.selects, convert], buttons: [...quickShip(t), ...part.buttons] };
}

/**
 * NA-CONV in one tap: one more ship where the player's biggest fleet already is (the usual
 * conversion, "same again"); the Convert menu keeps every other choice.
 */
function quickShip(t: Turn): Button[] {
  const { r, s, p, acts, locale } = t;
  const fleets = [
    ...new Set(
      only(acts, 'build')
        .filter((a) => a.unit === 'ship')
        .map((a) => a.at),
    ),
  ]
    .map((at) => ({ at, mine: fleetCounts(s, at, p).mine }))
    .filter((x) => x.mine > 0)
    .sort((a, b) => b.mine - a.mine || a.at.localeCompare(b.at));
  if (!fleets.length) return [];
  const { at, mine } = fleets[0];
  const label = advancedPanel(locale).btn.quickShip(placeNamer(r, locale)(at), mine).slice(0, 80);
  return [{ id: buttonId(r, 'bd', UNIT_CODE.ship, at, 1), label, style: 'primary' }];
}
