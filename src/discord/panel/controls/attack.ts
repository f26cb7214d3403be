// The attack phase: the source and target menus, dice and blitz buttons with the odds
// (C-ATK-1..7), the move after a conquest (C-ATK-6), and a pending roll's re-roll and
// commander choices (C-OPT-4, C-OPT-5).
import {
  armiesOn,
  attackOdds,
  controller,
  getMap,
  legalActions,
  type Conquest,
  type PendingRoll,
} from '../../../engine/index.js';
import { generalsOn } from '../../../engine/board-units.js';
import { phaseAfterEnd } from '../../../game/map-queries.js';
import { advancedPanel } from '../../../i18n/panel-advanced.js';
import { COLOUR_EMOJI } from '../../../i18n/names.js';
import { STAY } from '../chain-args.js';
import type { Button, Select } from '../../surface.js';
import { ALL_SOURCES, buttonId } from '../ids.js';
import { manoeuvreNow } from './manoeuvre.js';
import { chunk, countOptions, territorySelects } from './menus.js';
import { only, pct, type ControlsPart, type Turn } from './part.js';

/** NA-LAND-2: a target reached across the sea (no land border) is marked as a landing. */
const SEA = '⛵ ';
const landing = (s: Turn['s'], from: string, to: string) => !getMap(s.map).adjacency[from]?.includes(to);

/** The odds of taking `to` (an empty, unheld territory is taken for sure: no defender to roll). */
export function winOdds(s: Turn['s'], from: string, to: string, stopAt?: number): { win: number } {
  return controller(s, to) < 0 ? { win: 1 } : attackOdds(s, from, to, stopAt);
}

/** C-ATK-6: how many armies follow into the conquered territory. */
export function conquestControls({ r, s, p, pc, n, locale }: Turn, conquest: Conquest): ControlsPart {
  const { min, max, to } = conquest;
  const selects: Select[] = [];
  const buttons: Button[] = [];
  // NA-GEN-2: the generals of the source follow every move by default (src/discord/panel/chain.ts);
  // one button moves all of the armies and leaves them behind.
  const generals = s.ext.advanced ? generalsOn(s, conquest.from, p) : 0;
  const led = (label: string) => (generals ? `${label} + 🎖️${generals}` : label);
  const half = Math.max(min, Math.min(max, Math.ceil(max / 2)));
  buttons.push({ id: buttonId(r, 'mv', min), label: led(pc.btn.moveMin(min)), style: 'secondary' });
  if (half !== min && half !== max)
    buttons.push({ id: buttonId(r, 'mv', half), label: led(pc.btn.moveHalf(half)), style: 'secondary' });
  if (max !== min) buttons.push({ id: buttonId(r, 'mv', max), label: led(pc.btn.moveAll(max)), style: 'primary' });
  if (generals)
    buttons.push({
      id: buttonId(r, 'mv', max, STAY),
      label: advancedPanel(locale).btn.stay(max, generals),
      style: 'secondary',
    });
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

/**
 * Every border in menus of "from → to" pairs (best odds first), then dice or blitz; end the
 * attack or the turn. `others`: the menus the phase shows beside these (the pairs get the rest
 * of the message's four).
 */
export function attackControls(t: Turn, others = 0): ControlsPart {
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
    // Done rolling here: another border (the front followed after a conquest opens here) or the
    // fortify (the manoeuvre) is one pick away, as at the first step.
    const fortify = fortifyNow(t);
    selects.unshift(...attackPairs(t, 1).menus);
    if (fortify) selects.push(fortify);
    const o = winOdds(s, step.from, step.to);
    const to = `${landing(s, step.from, step.to) ? SEA : ''}${n(step.to)}`;
    prompt = pc.prompt.attackDice(n(step.from), armiesOn(s, step.from), to, armiesOn(s, step.to), pct(o.win));
  } else if (step.kind === 'attackFrom' && step.from === ALL_SOURCES) {
    // More borders than the pairs' menus hold: the sources first, then their targets.
    selects.push(
      ...territorySelects(
        r,
        locale,
        'va',
        [],
        pc.select.attackFrom,
        attacks.map((a) => a.from),
        undefined,
        3,
      ),
    );
    buttons.push({ id: buttonId(r, 'vb'), label: pc.btn.back, style: 'secondary' });
    prompt = pc.prompt.attackFrom;
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
        (t) => `${landing(s, step.from, t) ? SEA : ''}${pc.select.odds(pct(winOdds(s, step.from, t).win))}`,
        1,
      ),
    );
    buttons.push({ id: buttonId(r, 'vb'), label: pc.btn.back, style: 'secondary' });
    prompt = pc.prompt.attackTarget(n(step.from));
  } else {
    const fortify = fortifyNow(t);
    const pairs = attackPairs(t, Math.max(1, 4 - others - (fortify ? 1 : 0)));
    selects.push(...pairs.menus);
    if (pairs.more) buttons.push({ id: buttonId(r, 'vas'), label: pc.btn.moreBorders, style: 'secondary' });
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
 * Every border the player can attack across ("Alaska (5) → Kamchatka (2)", with the chance to
 * take it), best odds first, one tap each: in up to `menus` menus of 25, paged by odds; `more`
 * when some borders did not fit (the source menu then reaches them, two taps).
 */
function attackPairs({ r, s, p, acts, pc, n }: Turn, menus: number): { menus: Select[]; more: boolean } {
  const seen = new Set<string>();
  const pairs = only(acts, 'attack').filter((a) => {
    const k = `${a.from}~${a.to}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
  if (!pairs.length) return { menus: [], more: false };
  const mark = (t: string) => {
    const owner = s.players[controller(s, t)];
    return owner && controller(s, t) !== p ? `${COLOUR_EMOJI[owner.colour]} ` : '';
  };
  const options = pairs
    .map((a) => ({ a, win: winOdds(s, a.from, a.to).win }))
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
  const pages = chunk(options, 25);
  const shown = pages.slice(0, menus);
  return {
    menus: shown.map((page, i) => ({
      id: buttonId(r, 'vat', i),
      placeholder: shown.length > 1 ? pc.select.part(pc.select.attackPair, i + 1, shown.length) : pc.select.attackPair,
      options: page,
    })),
    more: pages.length > menus,
  };
}

/** A blitz that stops when the source is down to N armies (C-ATK blitz `stop_at`), with the odds of each. */
function blitzStops({ r, s, pc }: Turn, from: string, to: string): Select | null {
  const armies = armiesOn(s, from);
  if (armies < 4) return null;
  const options = countOptions(2, armies - 2).map((o) => ({
    label: pc.select.blitzStopAt(Number(o.value)),
    value: o.value,
    description: pc.select.odds(pct(winOdds(s, from, to, Number(o.value)).win)),
  }));
  return { id: buttonId(r, 'blzs', from, to), placeholder: pc.select.blitzStop, options };
}

/**
 * The fortify sources offered already in the attack phase: picking one ends the attack and
 * opens its destinations (one tap saved). Null when ending the attack leads to no fortify.
 */
function fortifyNow(t: Turn): Select | null {
  const { r, s, p, acts, locale, pc } = t;
  if (!acts.some((a) => a.type === 'endPhase')) return null;
  const ended = phaseAfterEnd(s, p);
  if (!ended || ended.phase.kind !== 'fortify') return null;
  if (s.ext.advanced) return manoeuvreNow(t, ended); // NA-MAN
  const froms = only(legalActions(ended, p), 'fortify').map((a) => a.from);
  if (!froms.length) return null;
  return territorySelects(r, locale, 'vff', [], pc.select.fortifyNow, froms, undefined, 1)[0] ?? null;
}
