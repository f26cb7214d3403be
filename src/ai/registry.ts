import { advancedAware } from './advanced.js';
import { LANDLUBBER } from './advanced/options.js';
import { aggressivePolicy } from './aggressive.js';
import { baselinePolicy } from './baseline.js';
import { campaignAware } from './campaign.js';
import { duelAware } from './duel.js';
import { easyPolicy } from './easy.js';
import { hardPolicy } from './hard.js';
import { capitalGuarded } from './hard/capital-generals.js';
import { randomPolicy } from './random.js';
import { searching } from './search/search.js';
import type { Policy } from './types.js';

/** Every ruleset's wrappers (the duel's, the advanced game's, the campaign's) around a policy that plays the armies. */
const everyRuleset = (p: Policy): Policy => campaignAware(p, advancedAware(duelAware(p)));

/** The levels players choose from (lobby, /risk new ai_level), weakest first; `normal` is the default. */
export const AI_LEVELS = ['easy', 'normal', 'hard'] as const;
export type AiLevel = (typeof AI_LEVELS)[number];
export const DEFAULT_LEVEL: AiLevel = 'normal';

/** `normal` is the baseline, the same function: games stored with `baseline` seats replay unchanged. */
const normal = everyRuleset(baselinePolicy);

/** `hard`'s heuristics: in the campaign, with its capital's generals (src/ai/hard/capital-generals.ts). */
const hardHeuristic = capitalGuarded(everyRuleset(hardPolicy));

export const policies: Record<string, Policy> = {
  easy: everyRuleset(easyPolicy),
  normal,
  // the heuristics of src/ai/hard with the search (src/ai/search) on top, the normal AI as the opponents' model
  hard: searching(hardHeuristic, normal),
  // the heuristics alone: the search's own model of itself, and the ladder's yardstick for it
  'hard-heuristic': hardHeuristic,
  // N2-*: both play the duel's independents and allies through duelAware; NA-*: the advanced
  // game's units through advancedAware (random takes any legal action). The advanced game's
  // wrapper is outside, so that the duel's strategic moves become manoeuvres too; each wrapper
  // passes through outside its own game. NC-*: the campaign's sides play through campaignAware,
  // which wraps advancedAware around the policy itself (src/ai/campaign.ts).
  baseline: normal, // the level's former id, kept as an alias
  aggressive: everyRuleset(aggressivePolicy),
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

export const isAiLevel = (v: unknown): v is AiLevel =>
  typeof v === 'string' && (AI_LEVELS as readonly string[]).includes(v);
