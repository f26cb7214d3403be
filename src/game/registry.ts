// Which game definition plays a ruleset. Every map ruleset (src/rules/registry.ts) is played by
// the map engine; Risk Express will add its own id here.
import { rulesetIds, type RulesetId } from '../rules/registry.js';
import type { AnyGameDefinition } from './definition.js';
import { mapRisk } from './map-risk.js';

export const definitions: Record<RulesetId, AnyGameDefinition> = Object.fromEntries(rulesetIds.map((id) => [id, mapRisk])) as Record<RulesetId, AnyGameDefinition>;

export function definitionFor(ruleset: string): AnyGameDefinition | null {
  return Object.prototype.hasOwnProperty.call(definitions, ruleset) ? definitions[ruleset as RulesetId] : null;
}
