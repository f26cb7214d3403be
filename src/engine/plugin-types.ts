// What the rule plugins add to the game's vocabulary. Each plugin family declares its actions,
// refusals, events, state slices and public view from its own types module, by declaration
// merging into `PluginDeclarations`:
//
//   declare module './plugin-types.js' {
//     interface PluginDeclarations { duel: { actions: …; refusals: …; events: …; slices: …; view: … } }
//   }
//
// and the core unions — `Action` (types.ts), `RuleError` (errors.ts), `GameEvent` (events.ts),
// `GameOverReason` and `GameExt` (types.ts) and the view's `PublicExtras` — are built from every declaration, the
// core's own included. So the refusal catalogue (src/i18n/catalogue.ts, a mapped type over the
// codes) and the event log (src/discord/present/events.ts, a `never` check) fail to compile when a
// plugin declares a refusal or an event they do not word.
import type { CoreRuleError } from './errors.js';
import type { CoreEvent } from './events.js';
import type { CoreAction, CoreEnding, CoreExt, GameExt } from './types.js';

/** The parts a plugin family may declare (each optional). */
export interface Declaration {
  /** Its actions: a union of `{ type: … }` objects. */
  actions: { type: string };
  /** Its refusals: a union of `{ code: … }` objects. */
  refusals: { code: string };
  /** Its log events: a union of `{ type: … }` objects. */
  events: { type: string };
  /** How its games may end (`GameOverReason`): a union of string literals. */
  endings: string;
  /** Its slices of `GameState.ext`, each optional (present only in the games that use it). */
  slices: object;
  /** What it adds to the public view (the `publicExtras` hook's answer), each optional. */
  view: object;
}

/** Every plugin family's declarations, by family; the core's are the engine's own. */
export interface PluginDeclarations {
  core: {
    actions: CoreAction;
    refusals: CoreRuleError;
    events: CoreEvent;
    endings: CoreEnding;
    slices: CoreExt;
    view: Record<never, never>;
  };
}

/** Fails to compile when a family declares a part of the wrong shape. */
export type WellFormed<T extends { [K in keyof T]: Partial<Declaration> }> = T;
export type CheckedDeclarations = WellFormed<PluginDeclarations>;

/** The union of part `K` over every family. */
export type Declared<K extends keyof Declaration> = {
  [P in keyof PluginDeclarations]: PluginDeclarations[P] extends { [Q in K]: infer X } ? X : never;
}[keyof PluginDeclarations];

type Intersect<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;

/** Part `K` merged over every family (slices, view): one object type with every family's keys. */
export type DeclaredMerged<K extends 'slices' | 'view'> = Intersect<Declared<K>>;

/** What the plugins add to the public view (`publicExtras`, src/engine/view.ts `PublicView`). */
export type PublicExtras = DeclaredMerged<'view'>;

/**
 * How a plugin copies its slices for a draft (`RulePlugin.copies`, used by `cloneExt`): each
 * copies what its handlers edit in place and may share what they replace whole.
 */
export type SliceCopiers = { [K in keyof GameExt]?: (slice: NonNullable<GameExt[K]>) => NonNullable<GameExt[K]> };
