// Which family plays a ruleset: its host (src/game/host.ts), which holds its definition. Every map
// ruleset (src/rules/registry.ts) is played by the map family, Risk Express (ruleset 'express')
// by its own. The definitions are the hosts' (`host.def`), so the two tables cannot disagree.
// The whole family (host, presenter, page, history) is one object registered by
// src/discord/games/registry.ts `registerFamily`; this table is its app part.
import type { RulesetId } from '../rules/registry.js';
import type { AnyGameDefinition } from './definition.js';
import { expressHost, mapHost, type AnyGameHost } from './host.js';

/** Every ruleset a game can be started with: the map rulesets and Risk Express. */
export type GameRulesetId = RulesetId | 'express';

/** The families the product ships; each has a family object in src/discord/games/built-in.ts. */
export type BuiltInFamily = 'map' | 'express';

const builtIn: Record<BuiltInFamily, AnyGameHost> = { map: mapHost, express: expressHost };

/** Every ruleset id, the map rulesets first: the record's enum and the slash-command choices. */
export const gameRulesetIds = Object.values(builtIn).flatMap((h) => h.rulesets) as [GameRulesetId, ...GameRulesetId[]];

// The host of every ruleset: the built-in ones, then those of families registered at run time (a
// family living outside the product, e.g. a test's), whose ruleset ids then pass the record
// schema and /risk new.
const byRuleset = new Map<string, AnyGameHost>(Object.values(builtIn).flatMap((h) => h.rulesets.map((id) => [id, h])));
const families = new Map<string, AnyGameHost>(Object.entries(builtIn));

/**
 * Adds a family's host and its rulesets (called by `registerFamily`, src/discord/games/registry.ts,
 * with the family object's host). A built-in family is there already: registering it again with
 * another host, or taking over another family's id or ruleset, is refused.
 */
export function registerHost(host: AnyGameHost): void {
  const had = families.get(host.family);
  if (had === host) return;
  if (had) throw new Error(`family "${host.family}" is registered with another host`);
  for (const id of host.rulesets)
    if (byRuleset.has(id)) throw new Error(`ruleset "${id}" is played by family "${byRuleset.get(id)!.family}"`);
  families.set(host.family, host);
  for (const id of host.rulesets) byRuleset.set(id, host);
}

/** The host of a ruleset's family (every map ruleset shares one), or null for an unknown ruleset. */
export function hostFor(ruleset: string): AnyGameHost | null {
  return byRuleset.get(ruleset) ?? null;
}

/** The host of a family by its id, or null. */
export function familyHost(family: string): AnyGameHost | null {
  return families.get(family) ?? null;
}

/** Every ruleset a game may be started with now: the built-in ones, then the registered ones. */
export function knownRulesetIds(): string[] {
  return [...byRuleset.keys()];
}

export function isGameRulesetId(id: string): id is GameRulesetId {
  return byRuleset.has(id);
}

export function definitionFor(ruleset: string): AnyGameDefinition | null {
  return hostFor(ruleset)?.def ?? null;
}
