// What a tapped control stands for: the next panel step (navigation), or the engine action
// (the engine checks it again); and the guard that a crafted id names only real territories.
import { controller, getMap, type Action, type GameState, type PlayerId } from '../../../engine/index.js';
import { ALL_SOURCES, type PanelStep } from '../ids.js';
import { advancedActionOf, advancedNamesOnlyPlaces, advancedStepOf, isAdvancedVerb } from './advanced-actions.js';
import { campaignActionOf, campaignNamesOnlyPlaces, campaignStepOf, isCampaignVerb } from './campaign-actions.js';

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
    case 'vas':
      return { kind: 'attackFrom', from: ALL_SOURCES };
    case 'vat': {
      // One menu of borders: the value is "from~to".
      const [from, to] = (v ?? '').split('~');
      return from && to ? { kind: 'attackTo', from, to } : null;
    }
    case 'vf':
      return v ? { kind: 'fortifyFrom', from: v } : args[0] ? { kind: 'fortifyFrom', from: args[0] } : null;
    case 'vg':
      return v && args[0] ? { kind: 'fortifyTo', from: args[0], to: v } : null;
    default:
      return advancedStepOf(verb, args, values) ?? campaignStepOf(verb, args, values);
  }
}

/**
 * Which of a control's arguments (a) and menu choices (v) name territories. A menu's id ends
 * with its part number; `va`/`vf` name their territory in the id only as a button (no choice).
 */
const TERRITORY_SLOTS: Record<string, { a: number[]; v: boolean }> = {
  pl: { a: [0], v: false },
  pl1: { a: [], v: true },
  cl: { a: [], v: true },
  hq: { a: [], v: true },
  atk: { a: [0, 1], v: false },
  blz: { a: [0, 1], v: false },
  blzs: { a: [0, 1], v: false },
  vff: { a: [], v: true },
  ft: { a: [0, 1], v: false },
  fts: { a: [0, 1], v: false },
  vp: { a: [], v: true },
  vat: { a: [], v: true },
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
  if (isAdvancedVerb(verb)) return advancedNamesOnlyPlaces(s, verb, args, values);
  if (isCampaignVerb(verb)) return campaignNamesOnlyPlaces(s, verb, args, values); // NC-*
  const slots = TERRITORY_SLOTS[verb];
  if (!slots) return true;
  const land = getMap(s.map).byId;
  const own = (t: string | undefined) => t === undefined || Object.hasOwn(land, t);
  if (verb === 'vat') return values.every((v) => v.split('~').length === 2 && v.split('~').every(own));
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
    case 'pl1':
      // One army on the territory picked (the menu of a single army to place).
      return v ? actionOf(s, p, 'pl', [v, '1'], []) : null;
    case 'cl':
      return v ? { type: 'claim', territory: v } : null;
    case 'hq':
      return v ? { type: 'chooseHQ', territory: v } : null;
    case 'atk':
      return { type: 'attack', from: a0, to: a1, dice: Number(a2) };
    case 'blz':
      return { type: 'blitz', from: a0, to: a1 };
    case 'blzs':
      return v ? { type: 'blitz', from: a0, to: a1, stopAt: Number(v) } : null;
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
      return advancedActionOf(verb, args, values) ?? campaignActionOf(verb, args, values);
  }
}
