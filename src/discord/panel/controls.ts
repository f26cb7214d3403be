// The current player's tap controls for every step of a turn, derived from legalActions (so
// every ruleset and option gets them): territory selects, amount and dice buttons, the
// pending-roll choices (C-OPT-4 re-roll, C-OPT-5 commander), trades, undo, end phase/turn.
import type { MapRecord } from '../games/map/record.js';
import { aiControls } from '../../app/service.js';
import { canUndo } from '../../app/undo.js';
import {
  armiesOn,
  attackOdds,
  controller,
  deckOf,
  getMap,
  legalActions,
  setsFor,
  waitingFor,
  type Action,
  type GameState,
  type PlayerId,
  type TerritoryId,
} from '../../engine/index.js';
import { COLOUR_EMOJI, labelLocale, mapIdFor, territoryName, type Locale } from '../../i18n/names.js';
import { panelCat } from '../../i18n/panel.js';
import { duelMessages } from '../../i18n/napoleon-duel.js';
import type { Button, Select } from '../surface.js';
import { buttonId, type PanelStep } from './ids.js';
import { claimButton } from './missions.js';

export interface Controls {
  /** One line telling the player what to do now. */
  prompt: string;
  selects: Select[];
  buttons: Button[][];
}

type Of<T extends Action['type']> = Extract<Action, { type: T }>;
const only = <T extends Action['type']>(acts: Action[], type: T): Of<T>[] =>
  acts.filter((a): a is Of<T> => a.type === type);
const pct = (x: number) => `${Math.round(x * 100)}%`;

/** The human seat whose controls the panel shows (the one the game waits for), or null. */
export function panelPlayer(r: MapRecord): PlayerId | null {
  const s = r.state;
  if (!s || s.phase.kind === 'over' || r.paused) return null;
  const who = waitingFor(s).filter((p) => r.seats[p]?.kind === 'human' && !aiControls(r, p));
  return who.length ? who[0] : null;
}

function chunk<T>(xs: T[], n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < xs.length; i += n) out.push(xs.slice(i, i + n));
  return out;
}

/** Territory selects (25 options each, at most `maxMenus`), sorted by name. */
function territorySelects(
  r: MapRecord,
  locale: Locale,
  verb: string,
  args: string[],
  placeholder: string,
  ids: TerritoryId[],
  describe?: (t: TerritoryId) => string | undefined,
  maxMenus = 2,
): Select[] {
  const s = r.state!;
  const mapId = mapIdFor(r.ruleset);
  const tl = labelLocale(r.ruleset, locale);
  const opts = [...new Set(ids)]
    .map((t) => {
      const owner = s.players[controller(s, t)];
      const mark = owner ? `${COLOUR_EMOJI[owner.colour]} ` : '';
      return {
        label: `${mark}${territoryName(mapId, t, tl)} (${armiesOn(s, t)})`.slice(0, 100),
        value: t,
        description: describe?.(t),
        sortKey: territoryName(mapId, t, tl),
      };
    })
    .sort((a, b) => a.sortKey.localeCompare(b.sortKey, tl));
  const parts = chunk(opts, 25).slice(0, maxMenus);
  const pc = panelCat(locale);
  return parts.map((part, i) => ({
    id: buttonId(r, verb, ...args, i),
    placeholder: parts.length > 1 ? pc.select.part(placeholder, i + 1, parts.length) : placeholder,
    options: part.map(({ label, value, description }) =>
      description ? { label, value, description } : { label, value },
    ),
  }));
}

/** Up to 25 counts from min to max (evenly spread when there are more). */
function countOptions(min: number, max: number): { label: string; value: string }[] {
  const n = max - min + 1;
  const xs =
    n <= 25
      ? Array.from({ length: n }, (_, i) => min + i)
      : Array.from({ length: 25 }, (_, i) => Math.round(min + (i * (max - min)) / 24));
  return [...new Set(xs)].map((x) => ({ label: String(x), value: String(x) }));
}

/** The most armies a legal action of `type` allows on this territory pair (counts are listed at their ends). */
const maxCount = (acts: { count: number }[]) => (acts.length ? Math.max(...acts.map((a) => a.count)) : 0);

export function buildControls(r: MapRecord, step: PanelStep, locale: Locale): Controls {
  const s = r.state;
  const pc = panelCat(locale);
  const secrets: Button = { id: buttonId(r, 'sec'), label: pc.btn.secrets, style: 'secondary' };
  const none = (prompt: string): Controls => ({ prompt, selects: [], buttons: [[secrets]] });
  if (!s || s.phase.kind === 'over') return none('');
  if (r.paused)
    return {
      prompt: pc.prompt.paused,
      selects: [],
      buttons: [[{ id: buttonId(r, 'back'), label: pc.btn.takeBack, style: 'primary' }, secrets]],
    };
  if (s.phase.kind === 'chooseHQ') {
    return {
      prompt: pc.prompt.hq,
      selects: [],
      buttons: [[{ id: buttonId(r, 'hqb'), label: pc.btn.chooseHq, style: 'primary' }, secrets]],
    };
  }
  if (s.phase.kind === 'setupSimultaneous') {
    const who = waitingFor(s)
      .map((x) => `${COLOUR_EMOJI[s.players[x].colour]} ${s.players[x].name}`)
      .join(', ');
    return {
      prompt: `${pc.prompt.simultaneous} ${pc.prompt.waiting(who)}`,
      selects: [],
      buttons: [[{ id: buttonId(r, 'spo'), label: pc.btn.placeMine, style: 'primary' }, secrets]],
    };
  }
  const p = panelPlayer(r);
  if (p === null)
    return none(
      pc.prompt.waiting(
        waitingFor(s)
          .map((x) => `${COLOUR_EMOJI[s.players[x].colour]} ${s.players[x].name}`)
          .join(', '),
      ),
    );
  const acts = legalActions(s, p);
  const n = (t: TerritoryId) => territoryName(mapIdFor(r.ruleset), t, labelLocale(r.ruleset, locale));
  const selects: Select[] = [];
  const buttons: Button[] = [];
  let prompt = '';
  const phase = s.phase;

  const places = [...only(acts, 'place'), ...only(acts, 'placeNeutral')];
  if (phase.kind === 'setupClaim') {
    selects.push(
      ...territorySelects(
        r,
        locale,
        'cl',
        [],
        pc.select.claim,
        only(acts, 'claim').map((a) => a.territory),
      ),
    );
    prompt = pc.prompt.claim;
  } else if (phase.kind === 'attack' && phase.conquest) {
    const { min, max, to } = phase.conquest;
    const half = Math.max(min, Math.min(max, Math.ceil(max / 2)));
    buttons.push({ id: buttonId(r, 'mv', min), label: pc.btn.moveMin(min), style: 'secondary' });
    if (half !== min && half !== max)
      buttons.push({ id: buttonId(r, 'mv', half), label: pc.btn.moveHalf(half), style: 'secondary' });
    if (max !== min) buttons.push({ id: buttonId(r, 'mv', max), label: pc.btn.moveAll(max), style: 'primary' });
    if (max - min > 1)
      selects.push({ id: buttonId(r, 'mvs'), placeholder: pc.select.moveExactly, options: countOptions(min, max) });
    prompt = pc.prompt.conquest(n(to), min, max);
  } else if (phase.kind === 'attack' && phase.pendingRoll) {
    const roll = phase.pendingRoll;
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
    prompt = pc.prompt.pendingRoll(roll.attack.join(' '), roll.defence.join(' '));
  } else if (places.length || only(acts, 'trade').length) {
    // Reinforcement, setup placement, neutral armies, and the C-ELM-2 trade-and-place.
    const left =
      phase.kind === 'setupPlace'
        ? phase.perTurn - phase.placed
        : phase.kind === 'neutralReinforce'
          ? phase.armies
          : s.players[p].reserve;
    if (step.kind === 'place' && places.some((a) => a.territory === step.territory)) {
      const max = maxCount(places.filter((a) => a.territory === step.territory));
      for (const k of [1, 3, 5])
        if (k < max) buttons.push({ id: buttonId(r, 'pl', step.territory, k), label: `+${k}`, style: 'secondary' });
      buttons.push({ id: buttonId(r, 'pl', step.territory, max), label: pc.btn.all(max), style: 'primary' });
      buttons.push({ id: buttonId(r, 'vb'), label: pc.btn.back, style: 'secondary' });
      prompt = pc.prompt.amount(n(step.territory), max);
    } else {
      const own = only(acts, 'place').map((a) => a.territory);
      const neutral = only(acts, 'placeNeutral').map((a) => a.territory);
      if (own.length) selects.push(...territorySelects(r, locale, 'vp', [], pc.select.placeOn, own));
      if (neutral.length)
        selects.push(...territorySelects(r, locale, 'vp', ['n'], pc.select.neutralOn, neutral, undefined, 1));
      prompt = own.length
        ? pc.prompt.place(left)
        : pc.prompt.neutral(phase.kind === 'setupPlace' ? phase.neutralPerTurn - phase.neutralPlaced : left);
    }
    const sets = setsFor(s, p);
    for (const set of sets.slice(0, 2))
      if (only(acts, 'trade').some((a) => a.cards.join() === set.cards.join())) {
        buttons.push({ id: buttonId(r, 'trd', ...set.cards), label: pc.btn.trade(set.value), style: 'success' });
      }
    if (acts.some((a) => a.type === 'endPhase'))
      buttons.push({ id: buttonId(r, 'end'), label: pc.btn.endPhase, style: 'secondary' });
  } else if (phase.kind === 'attack') {
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
  } else if (phase.kind === 'fortify') {
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
      prompt = pc.prompt.fortifyFrom;
    }
    if (acts.some((a) => a.type === 'endTurn'))
      buttons.push({ id: buttonId(r, 'endt'), label: pc.btn.endTurn, style: 'secondary' });
  }
  const claim = claimButton(r, acts, locale); // NM-3
  if (claim) buttons.push(claim);
  // N2-A (napoleon-duel): ally reinforcements and influence, whenever they are legal.
  const dm = duelMessages[locale],
    who = (i: PlayerId) => `${COLOUR_EMOJI[s.players[i].colour]} ${s.players[i].name}`;
  for (const a of only(acts, 'reinforceAlly'))
    buttons.push({
      id: buttonId(r, 'ra', a.independent),
      label: dm.btnReinforceAlly(who(a.independent)),
      style: 'secondary',
    });
  const gifts = only(acts, 'influence');
  if (gifts.length) {
    const deck = deckOf(getMap(s.map));
    selects.push({
      id: buttonId(r, 'inf'),
      placeholder: dm.selectInfluence,
      options: gifts.slice(0, 25).map((a) => ({
        label: `${who(a.independent)} ← ${deck[a.card].territory ? n(deck[a.card].territory!) : '★'}`.slice(0, 100),
        value: `${a.independent}:${a.card}`,
      })),
    });
  }
  if (canUndo(r, p)) buttons.push({ id: buttonId(r, 'undo'), label: pc.btn.undo, style: 'secondary' });
  buttons.push(secrets);
  const rows = chunk(buttons, 5).slice(0, Math.max(1, 5 - selects.length));
  return { prompt, selects: selects.slice(0, 4), buttons: rows };
}

/** The step a select or navigation button leads to (the chosen value completes the id's args). */
export function stepOf(verb: string, args: string[], values: string[]): PanelStep | null {
  const v = values[0];
  switch (verb) {
    case 'vb':
      return { kind: 'root' };
    case 'vp':
      return v ? { kind: 'place', territory: v } : null;
    case 'va':
      return v ? { kind: 'attackFrom', from: v } : args[0] ? { kind: 'attackFrom', from: args[0] } : null;
    case 'vt':
      return v && args[0] ? { kind: 'attackTo', from: args[0], to: v } : null;
    case 'vf':
      return v ? { kind: 'fortifyFrom', from: v } : args[0] ? { kind: 'fortifyFrom', from: args[0] } : null;
    case 'vg':
      return v && args[0] ? { kind: 'fortifyTo', from: args[0], to: v } : null;
    default:
      return null;
  }
}

/**
 * Which of a control's arguments (a) and menu choices (v) name territories. A menu's id ends
 * with its part number; `va`/`vf` name their territory in the id only as a button (no choice).
 */
const TERRITORY_SLOTS: Record<string, { a: number[]; v: boolean }> = {
  pl: { a: [0], v: false },
  cl: { a: [], v: true },
  hq: { a: [], v: true },
  atk: { a: [0, 1], v: false },
  blz: { a: [0, 1], v: false },
  ft: { a: [0, 1], v: false },
  fts: { a: [0, 1], v: false },
  vp: { a: [], v: true },
  va: { a: [], v: true },
  vt: { a: [0], v: true },
  vf: { a: [], v: true },
  vg: { a: [0], v: true },
};
const BUTTON_SLOTS: Record<string, number[]> = { va: [0], vf: [0] };

/**
 * A crafted custom id must not name a territory that is not one (e.g. '__proto__' or
 * 'constructor', which plain objects answer to): only the map's own keys pass.
 */
export function namesOnlyTerritories(s: GameState, verb: string, args: string[], values: string[]): boolean {
  const slots = TERRITORY_SLOTS[verb];
  if (!slots) return true;
  const land = getMap(s.map).byId;
  const own = (t: string | undefined) => t === undefined || Object.hasOwn(land, t);
  const a = values.length === 0 && BUTTON_SLOTS[verb] ? BUTTON_SLOTS[verb] : slots.a;
  return a.every((i) => own(args[i])) && (!slots.v || values.every(own));
}

/** The engine action a control stands for, or null for navigation and app verbs. */
export function actionOf(s: GameState, p: PlayerId, verb: string, args: string[], values: string[]): Action | null {
  const [a0, a1, a2] = args;
  const v = values[0];
  switch (verb) {
    case 'pl': {
      const owner = controller(s, a0);
      const neutral = owner >= 0 && owner !== p && s.players[owner]?.kind === 'neutral';
      return neutral
        ? { type: 'placeNeutral', territory: a0, count: Number(a1) }
        : { type: 'place', territory: a0, count: Number(a1) };
    }
    case 'cl':
      return v ? { type: 'claim', territory: v } : null;
    case 'hq':
      return v ? { type: 'chooseHQ', territory: v } : null;
    case 'atk':
      return { type: 'attack', from: a0, to: a1, dice: Number(a2) };
    case 'blz':
      return { type: 'blitz', from: a0, to: a1 };
    case 'mv':
      return { type: 'move', count: Number(a0) };
    case 'mvs':
      return v ? { type: 'move', count: Number(v) } : null;
    case 'ft':
      return { type: 'fortify', from: a0, to: a1, count: Number(a2) };
    case 'fts':
      return v ? { type: 'fortify', from: a0, to: a1, count: Number(v) } : null;
    case 'trd':
      return { type: 'trade', cards: [Number(a0), Number(a1), Number(a2)] };
    case 'end':
      return { type: 'endPhase' };
    case 'endt':
      return { type: 'endTurn' };
    case 'acc':
      return { type: 'acceptRoll' };
    case 'ap':
      return { type: 'autoPlace' };
    case 'clr':
      return { type: 'clearPlacement' };
    case 'cfp':
      return { type: 'confirmPlacement' };
    case 'cmd':
      return { type: 'commander', die: Number(a0) };
    case 'rr':
      return { type: 'reroll', die: Number(a0), card: Number(a1) };
    case 'ra':
      return { type: 'reinforceAlly', independent: Number(a0) }; // N2-A
    case 'inf': {
      // N2-A: "independent:card"
      const [independent, card] = (v ?? '').split(':').map(Number);
      return Number.isInteger(independent) && Number.isInteger(card) ? { type: 'influence', independent, card } : null;
    }
    default:
      return null;
  }
}

/**
 * C-SET-7: one player's private placement plan (an ephemeral message only they see): their
 * plan so far, a territory menu, amounts for the picked territory, random rest, start over, confirm.
 */
export function planPicker(r: MapRecord, p: PlayerId, step: PanelStep, locale: Locale): Controls {
  const s = r.state!;
  const pc = panelCat(locale);
  const acts = legalActions(s, p);
  const n = (t: TerritoryId) => territoryName(mapIdFor(r.ruleset), t, labelLocale(r.ruleset, locale));
  const plan = s.phase.kind === 'setupSimultaneous' ? (s.phase.placements[p] ?? {}) : {};
  const left = acts.length ? Math.max(0, s.players[p].reserve - Object.values(plan).reduce((a, b) => a + b, 0)) : 0;
  const places = only(acts, 'place');
  const selects: Select[] = [];
  const buttons: Button[] = [];
  if (step.kind === 'place' && places.some((a) => a.territory === step.territory)) {
    const max = maxCount(places.filter((a) => a.territory === step.territory));
    for (const k of [1, 3, 5])
      if (k < max) buttons.push({ id: buttonId(r, 'pl', step.territory, k), label: `+${k}`, style: 'secondary' });
    buttons.push({ id: buttonId(r, 'pl', step.territory, max), label: pc.btn.all(max), style: 'primary' });
    buttons.push({ id: buttonId(r, 'spb'), label: pc.btn.back, style: 'secondary' });
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
    prompt: acts.length ? pc.prompt.plan(planText, left) : pc.prompt.waiting('…'),
    selects,
    buttons: chunk(buttons, 5).slice(0, 5 - selects.length),
  };
}

/** The ephemeral HQ picker for one player (C K-1: each chooses among their own territories). */
export function hqPicker(r: MapRecord, p: PlayerId, locale: Locale): Select[] {
  const acts = only(legalActions(r.state!, p), 'chooseHQ').map((a) => a.territory);
  return territorySelects(r, locale, 'hq', [], panelCat(locale).select.hq, acts);
}
