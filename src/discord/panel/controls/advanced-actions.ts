// The advanced game's controls (napoleon-advanced): what each tapped id stands for — the next
// panel step, or the engine action (checked again by the engine) — and the guard that a
// crafted id names only the board's territories and sea zones. Units and manoeuvres travel as
// short codes so that two long territory ids still fit Discord's 100-character custom id.
import { getMap, type Action, type BuildUnit, type GameState, type ManoeuvreKind } from '../../../engine/index.js';
import type { PanelStep } from '../ids.js';

export const UNIT_CODE: Record<BuildUnit, string> = {
  ship: 's',
  general: 'g',
  admiral: 'a',
  fort: 'f',
  buyGeneral: 'bg',
  buyAdmiral: 'ba',
};
export const BY_CODE: Record<ManoeuvreKind, string> = { land: 'l', naval: 'n', general: 'g', admiral: 'a' };

const invert = <K extends string>(m: Record<K, string>): Map<string, K> =>
  new Map(Object.entries(m).map(([k, v]) => [v as string, k as K]));
const UNIT_OF = invert(UNIT_CODE);
const BY_OF = invert(BY_CODE);

export const unitOf = (code: string | undefined): BuildUnit | undefined => (code ? UNIT_OF.get(code) : undefined);
export const byOf = (code: string | undefined): ManoeuvreKind | undefined => (code ? BY_OF.get(code) : undefined);

/** The navigation verbs of the advanced game's controls. */
export const ADVANCED_NAV: ReadonlySet<string> = new Set(['vbu', 'vbt', 'vsl', 'voc', 'vmf', 'vmt']);

const pair = (v: string | undefined): [string, string] | null => {
  const [a, b, ...rest] = (v ?? '').split('~');
  return a && b && rest.length === 0 ? [a, b] : null;
};

/** The step an advanced navigation control leads to (a button carries the choice in its id). */
export function advancedStepOf(verb: string, args: string[], values: string[]): PanelStep | null {
  const v = values[0];
  switch (verb) {
    case 'vbu': {
      const unit = v ?? args[0];
      return unitOf(unit) ? { kind: 'build', unit } : null;
    }
    case 'vbt':
      return unitOf(args[0]) && v ? { kind: 'buildAt', unit: args[0], at: v } : null;
    case 'vsl': {
      const p = pair(v);
      return p ? { kind: 'sail', from: p[0], to: p[1] } : null;
    }
    case 'voc': {
      const p = pair(v);
      return p ? { kind: 'occupy', from: p[0], to: p[1] } : null;
    }
    case 'vmf': {
      const p = v ? pair(v) : args.length === 2 ? ([args[0], args[1]] as [string, string]) : null;
      return p && byOf(p[0]) ? { kind: 'manoeuvreFrom', by: p[0], from: p[1] } : null;
    }
    case 'vmt':
      return byOf(args[0]) && args[1] && v ? { kind: 'manoeuvreTo', by: args[0], from: args[1], to: v } : null;
    default:
      return null;
  }
}

/** Which arguments (a) and menu values (v: one place, or a "from~to" pair) name places. */
const PLACE_SLOTS: Record<string, { a: number[]; v: 'one' | 'pair' | 'byFrom' | null }> = {
  vbu: { a: [], v: null },
  vbt: { a: [], v: 'one' },
  vsl: { a: [], v: 'pair' },
  voc: { a: [], v: 'pair' },
  vmf: { a: [1], v: 'byFrom' },
  vmt: { a: [1], v: 'one' },
  vfm: { a: [], v: 'byFrom' }, // a manoeuvre picked in the attack phase (ends the attack)
  bd: { a: [1], v: null },
  bd1: { a: [], v: 'one' },
  sb: { a: [0], v: null },
  sl: { a: [0, 1], v: null },
  oc: { a: [0, 1], v: null },
  ocs: { a: [0, 1], v: null },
  mn: { a: [1, 2], v: null },
  mns: { a: [1, 2], v: null },
  fw: { a: [], v: null },
  // NA-CRD: a card play "card~at~from~count~build~player", an arming "card~target"
  pcd: { a: [], v: null },
  acd: { a: [], v: null },
};

const int = (x: string) => /^\d{1,3}$/.test(x);

/** Whether the verb is one of the advanced game's; then `advancedNamesOnlyPlaces` guards it. */
export const isAdvancedVerb = (verb: string): boolean => Object.hasOwn(PLACE_SLOTS, verb);

/** A crafted id names only the map's own territories and sea zones (never '__proto__' and the like). */
export function advancedNamesOnlyPlaces(s: GameState, verb: string, args: string[], values: string[]): boolean {
  const slots = PLACE_SLOTS[verb];
  const map = getMap(s.map);
  const place = (x: string | undefined) =>
    x === undefined || Object.hasOwn(map.byId, x) || map.seas.zones.some((z) => z.id === x);
  const argsOk = slots.a.every((i) => args[i] === undefined || place(args[i]));
  if (verb === 'pcd')
    return values.every((v) => {
      const [card, at, from, n, build, player, ...rest] = v.split('~');
      return (
        rest.length === 0 &&
        int(card) &&
        (!at || place(at)) &&
        (!from || place(from)) &&
        (!n || int(n)) &&
        (!build || ['ship', 'general', 'admiral', 'fort'].includes(build)) &&
        (!player || int(player))
      );
    });
  if (verb === 'acd')
    return values.every((v) => {
      const [card, target, ...rest] = v.split('~');
      return rest.length === 0 && int(card) && (!target || place(target));
    });
  if (!slots.v) return argsOk;
  return (
    argsOk &&
    values.every((v) => {
      if (slots.v === 'one') return place(v);
      const p = pair(v);
      return p !== null && (slots.v === 'byFrom' ? place(p[1]) : p.every(place));
    })
  );
}

const count = (x: string | undefined): number => Number(x);

/** The engine action an advanced control stands for, or null (navigation, or a broken id). */
export function advancedActionOf(verb: string, args: string[], values: string[]): Action | null {
  const [a0, a1, a2, a3, a4] = args;
  const v = values[0];
  switch (verb) {
    case 'bd': {
      const unit = unitOf(a0);
      return unit && a1 ? { type: 'build', unit, at: a1, count: count(a2) } : null;
    }
    case 'bd1': {
      const unit = unitOf(a0);
      return unit && v ? { type: 'build', unit, at: v, count: 1 } : null;
    }
    case 'sb':
      return a0 ? { type: 'seaBattle', zone: a0 } : null;
    case 'sl':
      return a0 && a1 ? { type: 'sail', from: a0, to: a1, ships: count(a2) } : null;
    case 'oc':
      return a0 && a1 ? { type: 'occupy', from: a0, to: a1, count: count(a2) } : null;
    case 'ocs':
      return a0 && a1 && v ? { type: 'occupy', from: a0, to: a1, count: count(v) } : null;
    case 'mn': {
      const by = byOf(a0);
      return by && a1 && a2 ? { type: 'manoeuvre', by, from: a1, to: a2, count: count(a3), leaders: count(a4) } : null;
    }
    case 'mns': {
      const by = byOf(a0);
      return by && a1 && a2 && v
        ? { type: 'manoeuvre', by, from: a1, to: a2, count: count(v), leaders: count(a3) }
        : null;
    }
    case 'fw':
      return { type: 'follow', leaders: count(a0) }; // NA-GEN-2
    case 'pcd': {
      // NA-CRD-1: a card played for its effect; only the fields the play has
      const [card, at, from, n, build, player] = (v ?? '').split('~');
      if (!v || !card) return null;
      return {
        type: 'playCard',
        card: Number(card),
        ...(at ? { at } : {}),
        ...(from ? { from } : {}),
        ...(n ? { count: Number(n) } : {}),
        ...(build ? { build: build as 'ship' | 'general' | 'admiral' | 'fort' } : {}),
        ...(player ? { player: Number(player) } : {}),
      };
    }
    case 'acd': {
      // NA-CRD-5: a defence card armed for one own territory, or any
      const [card, target] = (v ?? '').split('~');
      return v && card ? { type: 'armCard', card: Number(card), target: target || null } : null;
    }
    default:
      return null;
  }
}
