// The one place that lists every ruleset: the ruleset id type, the stored record's enum, the
// map and label language of a game, the rule-id lists, the slash-command choices and the test
// arbitraries are all derived from `rulesets` below. A new ruleset is one more entry here.
import type { z } from 'zod';
import type { Locale, RuleOptions } from '../engine/types.js';
import { capitals } from './capitals.js';
import { classic } from './classic.js';
import { missions } from './missions.js';
import { napoleon } from './napoleon.js';
import { napoleonMissions } from './napoleon-missions.js';
import { napoleonTeams } from './napoleon-teams.js';
import { napoleonDuel } from './napoleon-duel.js';
import { napoleonAdvanced } from './napoleon-advanced.js';
import { napoleonCampaign } from './napoleon-campaign.js';
import { risiko } from './risiko.js';
import type { Ruleset } from './ruleset.js';
import { hooksFor } from '../engine/hooks.js';
import { resolveOptions, setRulesetResolver } from '../engine/ruleset-source.js';
import { cachedFeatures, lobbyFeatures, type GameFeatures } from './features.js';
import { checkOptions, optionsSchema, type OptionKey, type OptionRefusal, type OptionsSchema } from './options.js';

/** Merges and checks options (the engine's own check, here for the callers that already import it). */
export { resolveOptions };

export const rulesets = {
  classic,
  capitals,
  missions,
  risiko,
  napoleon,
  'napoleon-missions': napoleonMissions,
  'napoleon-teams': napoleonTeams,
  'napoleon-duel': napoleonDuel,
  'napoleon-advanced': napoleonAdvanced,
  'napoleon-campaign': napoleonCampaign,
} as const satisfies Record<string, Ruleset>;

export type RulesetId = keyof typeof rulesets;

export const rulesetIds = Object.keys(rulesets) as [RulesetId, ...RulesetId[]];

/** The board a game of this ruleset is played on. */
export const mapIdOf = (id: RulesetId): string => getRuleset(id).map;

/** The language of territory labels: the ruleset's own (RisiKo!'s Italian, R-MAP-1) or the reader's. */
export const labelLocaleOf = (id: RulesetId | null, locale: Locale): Locale =>
  (id && getRuleset(id).labelLocale) || locale;

type Rulesets = typeof rulesets;

/** Each ruleset's options as a strict zod schema, derived from its `choices` (src/rules/options.ts). */
export type OptionSchemas = { [Id in RulesetId]: OptionsSchema<Rulesets[Id]['choices']> };

export const optionSchemas = Object.fromEntries(
  rulesetIds.map((id) => [id, optionsSchema(rulesets[id].choices)]),
) as OptionSchemas;

/** The options ruleset `Id` accepts, typed from its choices: `OptionsOf<'risiko'>` has no `capitals`. */
export type OptionsOf<Id extends RulesetId> = z.infer<OptionSchemas[Id]>;

/** The option keys a ruleset offers (in its choices' order). */
export const optionKeysOf = (id: RulesetId): OptionKey[] => Object.keys(getRuleset(id).choices) as OptionKey[];

/**
 * Requested options checked against the ruleset's schema, then merged with its defaults and
 * checked together (C-OPT-4 needs C-OPT-6's cards): the options, or a coded refusal naming what
 * is legal (`optionNotInRuleset` with the ruleset's options, `optionNotOffered` with the values).
 */
export function parseOptions<Id extends RulesetId>(
  id: Id,
  raw: unknown,
): { ok: true; options: OptionsOf<Id> } | { ok: false; error: OptionRefusal } {
  const checked = checkOptions(rulesets[id].choices, optionSchemas[id], raw);
  if (!checked.ok) return checked;
  const merged = resolveOptions(getRuleset(id), checked.options as Partial<RuleOptions>);
  if (!merged.ok)
    return {
      ok: false,
      error: {
        code: 'optionNotOffered',
        option: merged.option,
        allowed: merged.allowed as OptionRefusal extends { allowed: infer A } ? A : never,
      },
    };
  return { ok: true, options: checked.options as OptionsOf<Id> };
}

/** Every value any ruleset offers for an option (slash-command choices). */
export function offeredValues<K extends keyof RuleOptions>(key: K): RuleOptions[K][] {
  return [...new Set(rulesetIds.flatMap((id) => (getRuleset(id).choices[key] ?? []) as readonly RuleOptions[K][]))];
}

/** The rulesets that offer option `key` (FOG-1 names them when Risk Express is asked for fog). */
export const rulesetsOffering = (key: keyof RuleOptions): RulesetId[] =>
  rulesetIds.filter((id) => getRuleset(id).choices[key] !== undefined);

export function getRuleset(id: RulesetId): Ruleset {
  const r = rulesets[id];
  if (!r) throw new Error(`unknown ruleset "${id}"`);
  return r;
}

export function isRulesetId(id: string): id is RulesetId {
  return Object.prototype.hasOwnProperty.call(rulesets, id);
}

/** The features a lobby's requested options will play with: the ruleset's defaults under the requests (src/rules/features.ts). */
export const requestedFeatures = (id: RulesetId, requested: Readonly<Record<string, unknown>>): GameFeatures =>
  lobbyFeatures(getRuleset(id), requested as Partial<RuleOptions>);

/** The rulesets tournaments play (their `tournament` flag), in the registry's order. */
export const tournamentRulesets: readonly RulesetId[] = rulesetIds.filter((id) => getRuleset(id).tournament === true);

/**
 * R-END-1, R-SCO-1: whether a time limit ends this ruleset's games on scores (the sdadata, the
 * RisiKo! tournament's ranking) rather than on the most territories (C-TOUR-1); false for an id
 * that is not a map ruleset.
 */
export const endsOnScores = (id: string): boolean => isRulesetId(id) && getRuleset(id).timeEnd === 'sdadata';

/** Drops option values another option rules out (C-OPT-4 re-rolls need the cards C-OPT-6 removes), for random draws. */
export function withoutConflicts(options: Partial<RuleOptions>): Partial<RuleOptions> {
  let out = options.cards === 'none' && options.cardReroll ? { ...options, cardReroll: false } : options;
  // FOG-5: a claim is made in the open, so fog plays only with a dealt set-up.
  if (out.fog && out.setup === 'claim') out = { ...out, fog: false };
  return out;
}

// The engine looks rulesets up through this registry: installed as soon as any entry point loads it.
setRulesetResolver(getRuleset, hooksFor, cachedFeatures);
