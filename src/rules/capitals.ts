// Seed 000 §short game (K-2, 1992) and seed 001 §IV-c (K-3, 2000): capture the other HQs.
import { classic } from './classic.js';
import type { Choices, Ruleset } from './ruleset.js';

const choices = { ...classic.choices, capitals: ['1992', '2000'] } as const satisfies Choices;

export const capitals: Ruleset<typeof choices> = {
  ...classic,
  id: 'capitals',
  ruleIds: ['K-1', 'K-2 (1992)', 'K-3 (2000)', 'C-* as classic'],
  defaults: { ...classic.defaults, capitals: '1992' },
  choices,
  goal: () => 'capitals',
};

/** K-2 (the count lives with the engine's victory check). */
export { hqsNeeded } from '../engine/capitals/hq.js';
