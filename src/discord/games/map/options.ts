// A new map game's options: what the creator typed, over the fastest fair setup.
import { getRuleset, isRulesetId } from '../../../rules/registry.js';
import type { RuleOptions, RulesetId } from '../../../engine/index.js';
import { typedNewOptions } from '../../new-options.js';
import type { OptionValues } from '../../surface.js';

/**
 * The setup a new game uses when /risk new names none: the fastest fair mode the ruleset
 * offers in place of a rulebook deal or claim (one ping per army or territory): simultaneous
 * placement where it exists, else auto. A ruleset whose default is already auto keeps it
 * (no ping at all). The lobby's select switches back to the rulebook's mode.
 */
export function fastSetup(ruleset: RulesetId): Partial<RuleOptions> {
  const rs = getRuleset(ruleset);
  const offered = (rs.choices.setup ?? []) as readonly RuleOptions['setup'][];
  if (rs.defaults.setup === 'auto' || !offered.length) return {};
  if (offered.includes('simultaneous')) return { setup: 'simultaneous' };
  if (offered.includes('auto')) return { setup: 'auto' };
  return {};
}

/** /risk new's options for a map ruleset: the fast setup unless another is named. */
export function mapNewGameOptions(ruleset: string, opts: OptionValues): Record<string, unknown> {
  return isRulesetId(ruleset) ? { ...fastSetup(ruleset), ...typedNewOptions(opts) } : typedNewOptions(opts);
}
