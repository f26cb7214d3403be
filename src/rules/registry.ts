// The one place that lists every ruleset.
import type { RuleOptions, RulesetId } from '../engine/types.js';
import { capitals } from './capitals.js';
import { classic } from './classic.js';
import { missions } from './missions.js';
import { risiko } from './risiko.js';
import type { Ruleset } from './ruleset.js';

export const rulesets: Record<RulesetId, Ruleset> = { classic, capitals, missions, risiko };

export const rulesetIds = Object.keys(rulesets) as RulesetId[];

export function getRuleset(id: RulesetId): Ruleset {
  const r = rulesets[id];
  if (!r) throw new Error(`unknown ruleset "${id}"`);
  return r;
}

export function isRulesetId(id: string): id is RulesetId {
  return Object.prototype.hasOwnProperty.call(rulesets, id);
}

/** Merges and checks options; returns the first option whose value the ruleset does not offer. */
export function resolveOptions(ruleset: Ruleset, partial: Partial<RuleOptions> = {}):
  { ok: true; options: RuleOptions } | { ok: false; option: keyof RuleOptions; allowed: readonly unknown[] } {
  const options: RuleOptions = { ...ruleset.defaults, ...partial };
  for (const key of Object.keys(ruleset.choices) as (keyof RuleOptions)[]) {
    const allowed = ruleset.choices[key] as readonly unknown[];
    if (key === 'timeLimitMinutes') {
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
