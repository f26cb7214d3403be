// Where the engine gets a game's ruleset. The engine does not know the list of rulesets: the
// registry (src/rules/registry.ts) installs its lookup here when it is loaded, so the
// dependency points one way (rules → engine). Every entry point that plays games imports the
// registry (directly, or through src/game/registry.ts, src/sim or the app).
import type { GameFeatures } from '../rules/features.js';
import type { Ruleset } from '../rules/ruleset.js';
import type { RuleHooks } from './hooks.js';
import type { GameState, RuleOptions, RulesetId } from './types.js';

let resolver: ((id: RulesetId) => Ruleset) | null = null;
// Classic's hooks with the ruleset's plugins stacked on them (`hooksFor`, src/engine/hooks.ts), installed with
// the lookup: the modules that ask hooks (state.ts and everything under it) do not import the
// hook defaults, which import the whole rules engine (that import was the engine's import cycle).
let merge: ((r: Ruleset) => RuleHooks) | null = null;
// How a ruleset reads a game's options (src/rules/features.ts): the engine reads no option itself.
let features: ((r: Ruleset, o: RuleOptions) => GameFeatures) | null = null;
// The last answer: the engine asks for the same game's ruleset many times per action (a
// simulation plays one ruleset for millions of actions), and the lookup is a keyed load
// behind a function pointer.
let lastId: RulesetId | null = null;
let lastRuleset: Ruleset | null = null;
let lastHooks: RuleHooks | null = null;

/**
 * Installs the ruleset lookup, the hook merge and the options reader (src/rules/registry.ts at
 * import; a replay with rulesets swapped installs another lookup and keeps the other two).
 */
export function setRulesetResolver(
  lookup: (id: RulesetId) => Ruleset,
  hooks?: (r: Ruleset) => RuleHooks,
  read?: (r: Ruleset, o: RuleOptions) => GameFeatures,
): void {
  resolver = lookup;
  if (hooks) merge = hooks;
  if (read) features = read;
  lastOptions = null;
  lastId = null;
  lastRuleset = null;
  lastHooks = null;
}

/** The ruleset named `id`; throws if no registry was loaded (a wiring error, not a game state). */
export function rulesetFor(id: RulesetId): Ruleset {
  if (id === lastId) return lastRuleset!;
  if (!resolver)
    throw new Error('engine: no ruleset registry loaded (import src/rules/registry.ts in the entry point)');
  const r = resolver(id);
  lastId = id;
  lastRuleset = r;
  lastHooks = null;
  return r;
}

/** The rule hooks of ruleset `id`: classic's, with its plugins stacked on them. */
export function rulesetHooksFor(id: RulesetId): RuleHooks {
  const r = rulesetFor(id); // a new id clears lastHooks
  if (lastHooks === null) {
    if (!merge) throw new Error('engine: no ruleset hooks installed (import src/rules/registry.ts in the entry point)');
    lastHooks = merge(r);
  }
  return lastHooks;
}

/** What options `o` make of ruleset `r`'s rules (its features: src/rules/features.ts). */
export function rulesetFeatures(r: Ruleset, o: RuleOptions): GameFeatures {
  if (!features)
    throw new Error('engine: no options reader installed (import src/rules/registry.ts in the entry point)');
  return features(r, o);
}

// The last answer of featuresOf: the engine asks it in its inner loops (the room on a territory,
// whether cards are played), for one game's options object many times over.
let lastOptions: RuleOptions | null = null;
let lastOptionsRuleset: Ruleset | null = null;
let lastFeatures: GameFeatures | null = null;

/** The game's options read through its ruleset. */
export function featuresOf(s: GameState): GameFeatures {
  const r = rulesetFor(s.ruleset);
  const o = s.options;
  if (o === lastOptions && r === lastOptionsRuleset) return lastFeatures!;
  lastFeatures = rulesetFeatures(r, o);
  lastOptions = o;
  lastOptionsRuleset = r;
  return lastFeatures;
}

/** Merges and checks options; returns the first option whose value the ruleset does not offer. */
export function resolveOptions(
  ruleset: Ruleset,
  partial: Partial<RuleOptions> = {},
): { ok: true; options: RuleOptions } | { ok: false; option: keyof RuleOptions; allowed: readonly unknown[] } {
  const options: RuleOptions = { ...ruleset.defaults, ...partial };
  for (const key of Object.keys(ruleset.defaults) as (keyof RuleOptions)[]) {
    // An option the ruleset does not offer keeps its default.
    const allowed = (ruleset.choices[key] ?? [ruleset.defaults[key]]) as readonly unknown[];
    if (key === 'timeLimitMinutes' && ruleset.choices.timeLimitMinutes) {
      const v = options.timeLimitMinutes;
      if (v !== null && !(Number.isInteger(v) && v > 0)) return { ok: false, option: key, allowed };
      continue;
    }
    if (!allowed.includes(options[key])) return { ok: false, option: key, allowed };
  }
  // C-OPT-4 needs territory cards: without them (C-OPT-6) there is nothing to lay face up.
  if (options.cards === 'none' && options.cardReroll) return { ok: false, option: 'cardReroll', allowed: [false] };
  // FOG-5: a claim is made in the open (everyone sees the free land shrink, and who took it),
  // so fog of war plays only with a set-up that deals the territories.
  if (options.fog && options.setup === 'claim')
    return {
      ok: false,
      option: 'setup',
      allowed: ((ruleset.choices.setup ?? []) as readonly RuleOptions['setup'][]).filter((v) => v !== 'claim'),
    };
  return { ok: true, options };
}
