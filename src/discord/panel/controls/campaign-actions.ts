// The 1796 campaign's controls (napoleon-campaign, NC-*): what each tapped id stands for — the
// next panel step, or the engine action (checked again by the engine) — and the guard that a
// crafted id names only the board's territories and whole numbers.
import { getMap, type Action, type GameState } from '../../../engine/index.js';
import type { PanelStep } from '../ids.js';

/** The navigation verbs: an ally's territory to annex (`vcx`), an ally's manoeuvre from where (`vcm`), to where (`vcmt`). */
export const CAMPAIGN_NAV: ReadonlySet<string> = new Set(['vcx', 'vcm', 'vcmt']);

/** Which arguments (a) name territories, and whether the menu's value does (`one`, or `allyFrom`: "ally~from"). */
const SLOTS: Record<string, { a: number[]; v: 'one' | 'allyFrom' | 'allyCard' | null; ints: number[] }> = {
  vcx: { a: [], v: 'one', ints: [] }, // NC-ANX: the annexation menu
  cx: { a: [0], v: null, ints: [] }, // an ally's territory annexed
  cxc: { a: [0], v: null, ints: [] }, // the neutral's, with the card picked
  cap: { a: [], v: null, ints: [] }, // NC-ALLY-3: the private card menu
  cac: { a: [], v: 'allyCard', ints: [] },
  vcm: { a: [1], v: 'allyFrom', ints: [0] },
  vcmt: { a: [1], v: 'one', ints: [0] },
  cmv: { a: [1, 2], v: null, ints: [0, 3] },
  cmvs: { a: [1, 2], v: null, ints: [0] },
};

export const isCampaignVerb = (verb: string): boolean => Object.hasOwn(SLOTS, verb);

const int = (x: string | undefined) => x !== undefined && /^\d{1,3}$/.test(x);

/** A crafted id names only the map's own territories (never '__proto__' and the like) and small whole numbers. */
export function campaignNamesOnlyPlaces(s: GameState, verb: string, args: string[], values: string[]): boolean {
  const slots = SLOTS[verb];
  const land = getMap(s.map).byId;
  const place = (x: string | undefined) => x === undefined || Object.hasOwn(land, x);
  const argsOk = slots.a.every((i) => place(args[i])) && slots.ints.every((i) => args[i] === undefined || int(args[i]));
  if (verb === 'cxc' || verb === 'cmvs') return argsOk && values.every(int);
  return (
    argsOk &&
    values.every((v) => {
      if (slots.v === 'one') return place(v);
      const [a, b, ...rest] = v.split('~');
      if (rest.length || b === undefined) return false;
      return slots.v === 'allyFrom' ? int(a) && place(b) : slots.v === 'allyCard' ? int(a) && place(b) : false;
    })
  );
}

/** The step a campaign navigation control leads to (a button carries the choice in its id). */
export function campaignStepOf(verb: string, args: string[], values: string[]): PanelStep | null {
  const v = values[0];
  switch (verb) {
    case 'vcx':
      return v ? { kind: 'annex', territory: v } : null;
    case 'vcm': {
      const [ally, from] = v ? v.split('~') : args;
      return ally && from ? { kind: 'allyFrom', ally, from } : null;
    }
    case 'vcmt':
      return args[0] && args[1] && v ? { kind: 'allyTo', ally: args[0], from: args[1], to: v } : null;
    default:
      return null;
  }
}

/** The engine action a campaign control stands for, or null (navigation, or a broken id). */
export function campaignActionOf(verb: string, args: string[], values: string[]): Action | null {
  const [a0, a1, a2, a3] = args;
  const v = values[0];
  switch (verb) {
    case 'cx':
      return a0 ? { type: 'annex', territory: a0, card: null } : null;
    case 'cxc':
      return a0 && int(v) ? { type: 'annex', territory: a0, card: Number(v) } : null;
    case 'cac': {
      const [card, to] = (v ?? '').split('~');
      return int(card) && to ? { type: 'allyCard', card: Number(card), to } : null;
    }
    case 'cmv':
      return int(a0) && a1 && a2 && int(a3)
        ? { type: 'allyManoeuvre', independent: Number(a0), from: a1, to: a2, count: Number(a3) }
        : null;
    case 'cmvs':
      return int(a0) && a1 && a2 && int(v)
        ? { type: 'allyManoeuvre', independent: Number(a0), from: a1, to: a2, count: Number(v) }
        : null;
    default:
      return null;
  }
}
