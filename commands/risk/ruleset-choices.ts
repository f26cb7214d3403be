// The ruleset choices of /risk new and /risk rules: kept so that a family registered at run time
// can be offered there too (builder.ts offerRuleset).
import type { SlashCommandStringOption } from 'discord.js';
import { gameRulesetIds } from '../../src/discord/queries.js';

/** Every ruleset option built so far. */
export const rulesetOptions: SlashCommandStringOption[] = [];

/** The registered rulesets as choices, remembering the option so later families join it. */
export function rulesetChoices(o: SlashCommandStringOption): { name: string; value: string }[] {
  rulesetOptions.push(o);
  return gameRulesetIds.map((id) => ({ name: id, value: id }));
}
