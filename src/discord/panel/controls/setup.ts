// The setup's pickers: claiming territories (C-SET-3) on the panel, and the private ones —
// the C-SET-7 placement plan and the HQ choice (C K-1).
import type { MapRecord } from '../../games/map/record.js';
import { legalActions, type PlayerId } from '../../../engine/index.js';
import type { Locale } from '../../../i18n/names.js';
import { panelCat } from '../../../i18n/panel.js';
import type { Button, Select } from '../../surface.js';
import { buttonId, type PanelStep } from '../ids.js';
import { chunk, territoryNamer, territorySelects } from './menus.js';
import { maxCount, only, type Controls, type ControlsPart, type Turn } from './part.js';
import { amountButtons } from './placement.js';
import { waitingLabels } from './seat.js';

/** The free territories to claim, in a menu. */
export function claimControls({ r, acts, locale, pc }: Turn): ControlsPart {
  const free = only(acts, 'claim').map((a) => a.territory);
  return {
    prompt: pc.prompt.claim,
    selects: territorySelects(r, locale, 'cl', [], pc.select.claim, free),
    buttons: [],
  };
}

/**
 * C-SET-7: one player's private placement plan (an ephemeral message only they see): their
 * plan so far, a territory menu, amounts for the picked territory, random rest, start over, confirm.
 */
export function planPicker(r: MapRecord, p: PlayerId, step: PanelStep, locale: Locale): Controls {
  const s = r.state!;
  const pc = panelCat(locale);
  const acts = legalActions(s, p);
  const n = territoryNamer(r, locale);
  const plan = s.phase.kind === 'setupSimultaneous' ? (s.phase.placements[p] ?? {}) : {};
  const left = acts.length ? Math.max(0, s.players[p].reserve - Object.values(plan).reduce((a, b) => a + b, 0)) : 0;
  const places = only(acts, 'place');
  const selects: Select[] = [];
  const buttons: Button[] = [];
  if (step.kind === 'place' && places.some((a) => a.territory === step.territory)) {
    const max = maxCount(places.filter((a) => a.territory === step.territory));
    buttons.push(...amountButtons(r, pc, step.territory, max, 'spb'));
  } else if (places.length) {
    selects.push(
      ...territorySelects(
        r,
        locale,
        'sp',
        [],
        pc.select.placeOn,
        places.map((a) => a.territory),
      ),
    );
  }
  if (acts.some((a) => a.type === 'autoPlace'))
    buttons.push({ id: buttonId(r, 'ap'), label: pc.btn.autoPlace, style: 'secondary' });
  if (acts.some((a) => a.type === 'clearPlacement'))
    buttons.push({ id: buttonId(r, 'clr'), label: pc.btn.clearPlan, style: 'secondary' });
  if (acts.some((a) => a.type === 'confirmPlacement'))
    buttons.push({ id: buttonId(r, 'cfp'), label: pc.btn.confirmPlan, style: 'success' });
  const planText = Object.entries(plan)
    .map(([t, k]) => `${n(t)} +${k}`)
    .join(', ');
  return {
    // Confirmed: the plan stays private; it says who the reveal still waits for, by name.
    prompt: acts.length
      ? pc.prompt.plan(planText, left)
      : [planText && pc.prompt.plan(planText, 0), pc.prompt.waiting(waitingLabels(s) || '…')].filter(Boolean).join(' '),
    selects,
    buttons: chunk(buttons, 5).slice(0, 5 - selects.length),
  };
}

/** The ephemeral HQ picker for one player (C K-1: each chooses among their own territories). */
export function hqPicker(r: MapRecord, p: PlayerId, locale: Locale): Select[] {
  const acts = only(legalActions(r.state!, p), 'chooseHQ').map((a) => a.territory);
  return territorySelects(r, locale, 'hq', [], panelCat(locale).select.hq, acts);
}
