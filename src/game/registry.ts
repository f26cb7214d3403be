// Which game definition plays a ruleset. Every map ruleset (src/rules/registry.ts) is played by
// the map engine; Risk Express (ruleset 'express') by its own definition.
import { expressGame } from '../express/definition.js';
import { rulesetIds, type RulesetId } from '../rules/registry.js';
import type { AnyGameDefinition } from './definition.js';
import { mapRisk } from './map-risk.js';

/** Every ruleset a game can be started with: the map rulesets and Risk Express. */
export type GameRulesetId = RulesetId | 'express';

export const definitions: Record<GameRulesetId, AnyGameDefinition> = {
  ...(Object.fromEntries(rulesetIds.map((id) => [id, mapRisk])) as Record<RulesetId, AnyGameDefinition>),
  express: expressGame,
};

/** Every ruleset id, the map rulesets first: the record's enum and the slash-command choices. */
export const gameRulesetIds = [...rulesetIds, 'express'] as [GameRulesetId, ...GameRulesetId[]];

// Families registered at run time (a family living outside the product, e.g. a test's): their
// ruleset ids pass the record schema and /risk new once registered.
const added = new Map<string, AnyGameDefinition>();

/** Plays `ruleset` with `def`; a built-in ruleset id cannot be taken over. */
export function registerDefinition(ruleset: string, def: AnyGameDefinition): void {
  if (Object.prototype.hasOwnProperty.call(definitions, ruleset)) throw new Error(`ruleset "${ruleset}" is built in`);
  added.set(ruleset, def);
}

/** Every ruleset a game may be started with now: the built-in ones, then the registered ones. */
export function knownRulesetIds(): string[] {
  return [...gameRulesetIds, ...added.keys()];
}

export function isGameRulesetId(id: string): id is GameRulesetId {
  return definitionFor(id) !== null;
}

export function definitionFor(ruleset: string): AnyGameDefinition | null {
  return Object.prototype.hasOwnProperty.call(definitions, ruleset)
    ? definitions[ruleset as GameRulesetId]
    : (added.get(ruleset) ?? null);
}
