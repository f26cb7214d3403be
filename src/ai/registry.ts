import { aggressivePolicy } from './aggressive.js';
import { baselinePolicy } from './baseline.js';
import { randomPolicy } from './random.js';
import type { Policy } from './types.js';

export const policies: Record<string, Policy> = {
  baseline: baselinePolicy,
  aggressive: aggressivePolicy,
  random: randomPolicy,
};

export const policyNames = Object.keys(policies);

export function getPolicy(name: string): Policy {
  const p = policies[name];
  if (!p) throw new Error(`unknown AI "${name}" (known: ${policyNames.join(', ')})`);
  return p;
}
