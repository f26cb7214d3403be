// The one place that lists every ruleset: the ruleset id type, the stored record's enum, the
// map and label language of a game, the rule-id lists, the slash-command choices and the test
// arbitraries are all derived from `rulesets` below. A new ruleset is one more entry here.
import type { Locale, RuleOptions } from '../engine/types.js';
import { capitals } from './capitals.js';
import { classic } from './classic.js';
import { missions } from './missions.js';
import { napoleon } from './napoleon.js';
import { napoleonMissions } from './napoleon-missions.js';
import { napoleonTeams } from './napoleon-teams.js';
import { risiko } from './risiko.js';
import type { Ruleset } from './ruleset.js';

export const rulesets = { classic, capitals, missions, risiko, napoleon, 'napoleon-missions': napoleonMissions, 'napoleon-teams': napoleonTeams } as const satisfies Record<string, Ruleset>;

export type RulesetId = keyof typeof rulesets;

export const rulesetIds = Object.keys(rulesets) as [RulesetId, ...RulesetId[]];

/** The board a game of this ruleset is played on. */
export const mapIdOf = (id: RulesetId): string => getRuleset(id).map;

/** The language of territory labels: the ruleset's own (RisiKo!'s Italian, R-MAP-1) or the reader's. */
export const labelLocaleOf = (id: RulesetId | null, locale: Locale): Locale => (id && getRuleset(id).labelLocale) || locale;

/** Every value any ruleset offers for an option (slash-command choices). */
export function offeredValues<K extends keyof RuleOptions>(key: K): RuleOptions[K][] {
  return [...new Set(rulesetIds.flatMap((id) => (getRuleset(id).choices[key] ?? []) as readonly RuleOptions[K][]))];
}

export function getRuleset(id: RulesetId): Ruleset {
  const r = rulesets[id];
  if (!r) throw new Error(`unknown ruleset "${id}"`);
  return r;
}

export function isRulesetId(id: string): id is RulesetId {
  return Object.prototype.hasOwnProperty.call(rulesets, id);
}

/** Drops option values another option rules out (C-OPT-4 re-rolls need the cards C-OPT-6 removes), for random draws. */
export function withoutConflicts(options: Partial<RuleOptions>): Partial<RuleOptions> {
  return options.cards === 'none' && options.cardReroll ? { ...options, cardReroll: false } : options;
}

/** Merges and checks options; returns the first option whose value the ruleset does not offer. */
export function resolveOptions(ruleset: Ruleset, partial: Partial<RuleOptions> = {}):
  { ok: true; options: RuleOptions } | { ok: false; option: keyof RuleOptions; allowed: readonly unknown[] } {
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
  return { ok: true, options };
}
