// The campaign's refusals: code 'campaign', a reason, and what may be chosen instead.
import type { CampaignRefusal, RuleError } from '../errors.js';
import type { PlayerId } from '../types.js';

export const refuse = (
  reason: CampaignRefusal,
  at: string | null = null,
  extra: { independent?: PlayerId | null; max?: number | null; legal?: string[] } = {},
): RuleError => ({
  code: 'campaign',
  reason,
  at,
  independent: extra.independent ?? null,
  max: extra.max ?? null,
  legal: extra.legal ?? [],
});
