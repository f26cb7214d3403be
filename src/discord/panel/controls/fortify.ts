// The fortify phase (C-FOR-1, C-OPT-2, R-FOR-1): a source menu, a destination menu, then the
// amount (1, half, all, or exactly from a menu); end the turn.
import type { Button, Select } from '../../surface.js';
import { buttonId } from '../ids.js';
import { countOptions, territorySelects } from './menus.js';
import { maxCount, only, type ControlsPart, type Turn } from './part.js';

export function fortifyControls({ r, acts, step, locale, pc, n }: Turn): ControlsPart {
  const selects: Select[] = [];
  const buttons: Button[] = [];
  let prompt: string;
  const forts = only(acts, 'fortify');
  if (step.kind === 'fortifyTo' && forts.some((a) => a.from === step.from && a.to === step.to)) {
    const max = maxCount(forts.filter((a) => a.from === step.from && a.to === step.to));
    const half = Math.ceil(max / 2);
    buttons.push({ id: buttonId(r, 'ft', step.from, step.to, 1), label: '1', style: 'secondary' });
    if (half > 1 && half < max)
      buttons.push({
        id: buttonId(r, 'ft', step.from, step.to, half),
        label: pc.btn.moveHalf(half),
        style: 'secondary',
      });
    if (max > 1)
      buttons.push({ id: buttonId(r, 'ft', step.from, step.to, max), label: pc.btn.moveAll(max), style: 'primary' });
    if (max > 3)
      selects.push({
        id: buttonId(r, 'fts', step.from, step.to),
        placeholder: pc.select.fortifyExactly,
        options: countOptions(1, max),
      });
    buttons.push({ id: buttonId(r, 'vf', step.from), label: pc.btn.back, style: 'secondary' });
    prompt = pc.prompt.fortifyAmount(n(step.from), n(step.to), max);
  } else if (step.kind === 'fortifyFrom' && forts.some((a) => a.from === step.from)) {
    selects.push(
      ...territorySelects(
        r,
        locale,
        'vg',
        [step.from],
        pc.select.fortifyTo,
        forts.filter((a) => a.from === step.from).map((a) => a.to),
      ),
    );
    buttons.push({ id: buttonId(r, 'vb'), label: pc.btn.back, style: 'secondary' });
    prompt = pc.prompt.fortifyTo(n(step.from));
  } else {
    const froms = forts.map((a) => a.from);
    if (froms.length) selects.push(...territorySelects(r, locale, 'vf', [], pc.select.fortifyFrom, froms));
    prompt = froms.length ? pc.prompt.fortifyFrom : pc.prompt.fortifyNone;
  }
  if (acts.some((a) => a.type === 'endTurn'))
    buttons.push({ id: buttonId(r, 'endt'), label: pc.btn.endTurn, style: 'secondary' });
  return { prompt, selects, buttons };
}
