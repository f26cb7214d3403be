// Options typed per ruleset: each ruleset accepts exactly the options its `choices` list (the
// lobby's values), as a strict zod schema whose TS type is derived from those choices. Asking
// for an option the ruleset does not have (capitals in RisiKo!) is a coded refusal that names
// the options it does have; a value it does not offer names the values it does.
import { z } from 'zod';
import type { RuleOptions } from '../engine/types.js';
import type { Choices } from './ruleset.js';

export type OptionKey = keyof RuleOptions;

/** The options a ruleset with these choices accepts, each optional, each with its offered values only. */
export type OptionsFrom<C extends Choices> = {
  [K in keyof C & OptionKey]?: K extends 'timeLimitMinutes'
    ? number | null
    : C[K] extends readonly (infer V)[]
      ? V
      : never;
};

/** The strict schema of those options (an unknown key is an error, not dropped). */
export type OptionsSchema<C extends Choices> = z.ZodType<OptionsFrom<C>>;

type Literal = string | number | boolean | null;

function oneOf(values: readonly Literal[]): z.ZodType {
  const lits = values.map((v) => z.literal(v));
  return lits.length === 1 ? lits[0] : z.union(lits as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]);
}

export function optionsSchema<C extends Choices>(choices: C): OptionsSchema<C> {
  const shape: Record<string, z.ZodType> = {};
  for (const [key, values] of Object.entries(choices) as [OptionKey, readonly Literal[]][]) {
    // C-TOUR-1 / R-END-1: the listed limits are presets; any whole number of minutes is fine.
    shape[key] = (key === 'timeLimitMinutes' ? z.number().int().positive().nullable() : oneOf(values)).optional();
  }
  return z.strictObject(shape) as unknown as OptionsSchema<C>;
}

export type OptionRefusal =
  /** The ruleset has no such option at all; `legal` lists the ones it has. */
  | { code: 'optionNotInRuleset'; option: OptionKey; legal: OptionKey[] }
  /** The ruleset has the option but not this value; `allowed` lists its values. */
  | { code: 'optionNotOffered'; option: OptionKey; allowed: readonly Literal[] };

/** Checks requested options against a ruleset's schema: the options, or the first refusal. */
export function checkOptions<C extends Choices>(
  choices: C,
  schema: OptionsSchema<C>,
  raw: unknown,
): { ok: true; options: OptionsFrom<C> } | { ok: false; error: OptionRefusal } {
  const r = schema.safeParse(raw);
  if (r.success) return { ok: true, options: r.data };
  const legal = Object.keys(choices) as OptionKey[];
  for (const issue of r.error.issues) {
    if (issue.code === 'unrecognized_keys')
      return { ok: false, error: { code: 'optionNotInRuleset', option: issue.keys[0] as OptionKey, legal } };
    const option = issue.path[0] as OptionKey;
    if (option === 'timeLimitMinutes')
      return {
        ok: false,
        error: {
          code: 'optionNotOffered',
          option,
          allowed: [null, ...(choices.timeLimitMinutes ?? []).filter((v) => v !== null)],
        },
      };
    return {
      ok: false,
      error: { code: 'optionNotOffered', option, allowed: (choices[option] ?? []) as readonly Literal[] },
    };
  }
  return { ok: false, error: { code: 'optionNotInRuleset', option: legal[0], legal } };
}
