import { advancedAware } from './advanced.js';
import { LANDLUBBER } from './advanced/options.js';
import { aggressivePolicy } from './aggressive.js';
import { baselinePolicy } from './baseline.js';
import { campaignAware } from './campaign.js';
import { duelAware } from './duel.js';
import { randomPolicy } from './random.js';
import type { Policy } from './types.js';

export const policies: Record<string, Policy> = {
  // N2-*: both play the duel's independents and allies through duelAware; NA-*: the advanced
  // game's units through advancedAware (random takes any legal action). The advanced game's
  // wrapper is outside, so that the duel's strategic moves become manoeuvres too; each wrapper
  // passes through outside its own game. NC-*: the campaign's sides play through campaignAware,
  // which wraps advancedAware around the policy itself (src/ai/campaign.ts).
  baseline: campaignAware(baselinePolicy, advancedAware(duelAware(baselinePolicy))),
  aggressive: campaignAware(aggressivePolicy, advancedAware(duelAware(aggressivePolicy))),
  random: randomPolicy,
  // NA-*: the baseline that ignores the sea (no ships, landings or naval cards), the yardstick
  // of the sea measure (scripts/napoleon-advanced-ai.ts); elsewhere it plays as the baseline
  landlubber: duelAware(advancedAware(baselinePolicy, LANDLUBBER)),
};

export const policyNames = Object.keys(policies);

export function getPolicy(name: string): Policy {
  const p = policies[name];
  if (!p) throw new Error(`unknown AI "${name}" (known: ${policyNames.join(', ')})`);
  return p;
}
