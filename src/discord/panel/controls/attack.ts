// The attack phase: the source and target menus, dice and blitz buttons with the odds
// (C-ATK-1..7), the move after a conquest (C-ATK-6), and a pending roll's re-roll and
// commander choices (C-OPT-4, C-OPT-5).
import { armiesOn, attackOdds, type Conquest, type PendingRoll } from '../../../engine/index.js';
import type { Button, Select } from '../../surface.js';
import { buttonId } from '../ids.js';
import { countOptions, territorySelects } from './menus.js';
import { only, pct, type ControlsPart, type Turn } from './part.js';

/** C-ATK-6: how many armies follow into the conquered territory. */
export function conquestControls({ r, pc, n }: Turn, conquest: Conquest): ControlsPart {
  const { min, max, to } = conquest;
  const selects: Select[] = [];
  const buttons: Button[] = [];
  const half = Math.max(min, Math.min(max, Math.ceil(max / 2)));
  buttons.push({ id: buttonId(r, 'mv', min), label: pc.btn.moveMin(min), style: 'secondary' });
  if (half !== min && half !== max)
    buttons.push({ id: buttonId(r, 'mv', half), label: pc.btn.moveHalf(half), style: 'secondary' });
  if (max !== min) buttons.push({ id: buttonId(r, 'mv', max), label: pc.btn.moveAll(max), style: 'primary' });
  if (max - min > 1)
    selects.push({ id: buttonId(r, 'mvs'), placeholder: pc.select.moveExactly, options: countOptions(min, max) });
  return { prompt: pc.prompt.conquest(n(to), min, max), selects, buttons };
}

/** C-OPT-4, C-OPT-5: accept the roll, or change a die with a card or the commander. */
export function pendingRollControls({ r, acts, pc }: Turn, roll: PendingRoll): ControlsPart {
  const buttons: Button[] = [];
  buttons.push({ id: buttonId(r, 'acc'), label: pc.btn.accept, style: 'primary' });
  for (const a of only(acts, 'commander'))
    buttons.push({
      id: buttonId(r, 'cmd', a.die),
      label: pc.btn.commander(a.die + 1, roll.attack[a.die]),
      style: 'secondary',
    });
  const rerolls = only(acts, 'reroll');
  for (let die = 0; die < roll.attack.length; die++) {
    const a = rerolls.find((x) => x.die === die);
    if (a)
      buttons.push({
        id: buttonId(r, 'rr', a.die, a.card),
        label: pc.btn.reroll(die + 1, roll.attack[die]),
        style: 'secondary',
      });
  }
  return { prompt: pc.prompt.pendingRoll(roll.attack.join(' '), roll.defence.join(' ')), selects: [], buttons };
}

/** Source, then target (with its odds), then dice or blitz; end the attack or the turn. */
export function attackControls({ r, s, acts, step, locale, pc, n }: Turn): ControlsPart {
  const selects: Select[] = [];
  const buttons: Button[] = [];
  let prompt: string;
  const attacks = only(acts, 'attack');
  if (step.kind === 'attackTo' && attacks.some((a) => a.from === step.from && a.to === step.to)) {
    const here = attacks.filter((a) => a.from === step.from && a.to === step.to);
    for (const a of here)
      buttons.push({ id: buttonId(r, 'atk', a.from, a.to, a.dice), label: pc.btn.dice(a.dice), style: 'danger' });
    if (acts.some((a) => a.type === 'blitz' && a.from === step.from && a.to === step.to))
      buttons.push({ id: buttonId(r, 'blz', step.from, step.to), label: pc.btn.blitz, style: 'danger' });
    buttons.push({ id: buttonId(r, 'va', step.from), label: pc.btn.back, style: 'secondary' });
    const o = attackOdds(s, step.from, step.to);
    prompt = pc.prompt.attackDice(n(step.from), armiesOn(s, step.from), n(step.to), armiesOn(s, step.to), pct(o.win));
  } else if (step.kind === 'attackFrom' && attacks.some((a) => a.from === step.from)) {
    const targets = attacks.filter((a) => a.from === step.from).map((a) => a.to);
    selects.push(
      ...territorySelects(
        r,
        locale,
        'vt',
        [step.from],
        pc.select.attackTarget,
        targets,
        (t) => pc.select.odds(pct(attackOdds(s, step.from, t).win)),
        1,
      ),
    );
    buttons.push({ id: buttonId(r, 'vb'), label: pc.btn.back, style: 'secondary' });
    prompt = pc.prompt.attackTarget(n(step.from));
  } else {
    const froms = attacks.map((a) => a.from);
    if (froms.length) selects.push(...territorySelects(r, locale, 'va', [], pc.select.attackFrom, froms));
    prompt = pc.prompt.attackFrom;
  }
  if (acts.some((a) => a.type === 'endPhase'))
    buttons.push({ id: buttonId(r, 'end'), label: pc.btn.endAttack, style: 'secondary' });
  if (acts.some((a) => a.type === 'endTurn'))
    buttons.push({ id: buttonId(r, 'endt'), label: pc.btn.endTurn, style: 'secondary' });
  return { prompt, selects, buttons };
}
