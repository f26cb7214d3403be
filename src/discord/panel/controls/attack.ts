// The attack phase: the source and target menus, dice and blitz buttons with the odds
// (C-ATK-1..7), the move after a conquest (C-ATK-6), and a pending roll's re-roll and
// commander choices (C-OPT-4, C-OPT-5).
import {
  applyAction,
  armiesOn,
  attackOdds,
  controller,
  getMap,
  legalActions,
  type Conquest,
  type PendingRoll,
} from '../../../engine/index.js';
import { COLOUR_EMOJI } from '../../../i18n/names.js';
import type { Button, Select } from '../../surface.js';
import { buttonId } from '../ids.js';
import { countOptions, territorySelects } from './menus.js';
import { only, pct, type ControlsPart, type Turn } from './part.js';

/** NA-LAND-2: a target reached across the sea (no land border) is marked as a landing. */
const SEA = '⛵ ';
const landing = (s: Turn['s'], from: string, to: string) => !getMap(s.map).adjacency[from]?.includes(to);

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
export function attackControls(t: Turn): ControlsPart {
  const { r, s, acts, step, locale, pc, n } = t;
  const selects: Select[] = [];
  const buttons: Button[] = [];
  let prompt: string;
  const attacks = only(acts, 'attack');
  if (step.kind === 'attackTo' && attacks.some((a) => a.from === step.from && a.to === step.to)) {
    const here = attacks.filter((a) => a.from === step.from && a.to === step.to);
    // After a roll the panel stays on the border: the same dice again is the first button
    // (or the most the attacker still has, when fewer).
    const again = step.again
      ? Math.max(...here.filter((a) => a.dice <= step.again!).map((a) => a.dice), Math.min(...here.map((a) => a.dice)))
      : null;
    if (again !== null)
      buttons.push({ id: buttonId(r, 'atk', step.from, step.to, again), label: pc.btn.again(again), style: 'primary' });
    for (const a of here)
      if (a.dice !== again)
        buttons.push({ id: buttonId(r, 'atk', a.from, a.to, a.dice), label: pc.btn.dice(a.dice), style: 'danger' });
    if (acts.some((a) => a.type === 'blitz' && a.from === step.from && a.to === step.to)) {
      buttons.push({ id: buttonId(r, 'blz', step.from, step.to), label: pc.btn.blitz, style: 'danger' });
      const stops = blitzStops(t, step.from, step.to);
      if (stops) selects.push(stops);
    }
    buttons.push({ id: buttonId(r, 'va', step.from), label: pc.btn.back, style: 'secondary' });
    const o = attackOdds(s, step.from, step.to);
    const to = `${landing(s, step.from, step.to) ? SEA : ''}${n(step.to)}`;
    prompt = pc.prompt.attackDice(n(step.from), armiesOn(s, step.from), to, armiesOn(s, step.to), pct(o.win));
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
        (t) => `${landing(s, step.from, t) ? SEA : ''}${pc.select.odds(pct(attackOdds(s, step.from, t).win))}`,
        1,
      ),
    );
    buttons.push({ id: buttonId(r, 'vb'), label: pc.btn.back, style: 'secondary' });
    prompt = pc.prompt.attackTarget(n(step.from));
  } else {
    const pairs = attackPairs(t);
    if (pairs) selects.push(pairs);
    else {
      const froms = attacks.map((a) => a.from);
      if (froms.length) selects.push(...territorySelects(r, locale, 'va', [], pc.select.attackFrom, froms));
    }
    const fortify = fortifyNow(t);
    if (fortify) selects.push(fortify);
    prompt = pc.prompt.attackFrom;
  }
  if (acts.some((a) => a.type === 'endPhase'))
    buttons.push({ id: buttonId(r, 'end'), label: pc.btn.endAttack, style: 'secondary' });
  if (acts.some((a) => a.type === 'endTurn'))
    buttons.push({ id: buttonId(r, 'endt'), label: pc.btn.endTurn, style: 'secondary' });
  return { prompt, selects, buttons };
}

/**
 * Every border the player can attack across in one menu ("Alaska (5) → Kamchatka (2)", with
 * the chance to take it), best odds first — one tap instead of two — when they fit in one
 * menu; null when there are more (then the source menu comes first).
 */
function attackPairs({ r, s, p, acts, pc, n }: Turn): Select | null {
  const seen = new Set<string>();
  const pairs = only(acts, 'attack').filter((a) => {
    const k = `${a.from}~${a.to}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  if (!pairs.length || pairs.length > 25) return null;
  const mark = (t: string) => {
    const owner = s.players[controller(s, t)];
    return owner && controller(s, t) !== p ? `${COLOUR_EMOJI[owner.colour]} ` : '';
  };
  const options = pairs
    .map((a) => ({ a, win: attackOdds(s, a.from, a.to).win }))
    .sort((x, y) => y.win - x.win)
    .map(({ a, win }) => ({
      label:
        `${n(a.from)} (${armiesOn(s, a.from)}) → ${landing(s, a.from, a.to) ? SEA : ''}${mark(a.to)}${n(a.to)} (${armiesOn(s, a.to)})`.slice(
          0,
          100,
        ),
      value: `${a.from}~${a.to}`,
      description: pc.select.odds(pct(win)),
    }));
  return { id: buttonId(r, 'vat', 0), placeholder: pc.select.attackPair, options };
}

/** A blitz that stops when the source is down to N armies (C-ATK blitz `stop_at`), with the odds of each. */
function blitzStops({ r, s, pc }: Turn, from: string, to: string): Select | null {
  const armies = armiesOn(s, from);
  if (armies < 4) return null;
  const options = countOptions(2, armies - 2).map((o) => ({
    label: pc.select.blitzStopAt(Number(o.value)),
    value: o.value,
    description: pc.select.odds(pct(attackOdds(s, from, to, Number(o.value)).win)),
  }));
  return { id: buttonId(r, 'blzs', from, to), placeholder: pc.select.blitzStop, options };
}

/**
 * The fortify sources offered already in the attack phase: picking one ends the attack and
 * opens its destinations (one tap saved). Null when ending the attack leads to no fortify.
 */
function fortifyNow({ r, s, p, acts, locale, pc }: Turn): Select | null {
  if (!acts.some((a) => a.type === 'endPhase')) return null;
  const ended = applyAction(s, p, { type: 'endPhase' }, { now: 0 });
  if (!ended.ok || ended.value.state.phase.kind !== 'fortify' || ended.value.state.turn.player !== p) return null;
  const froms = only(legalActions(ended.value.state, p), 'fortify').map((a) => a.from);
  if (!froms.length) return null;
  return territorySelects(r, locale, 'vff', [], pc.select.fortifyNow, froms, undefined, 1)[0] ?? null;
}
