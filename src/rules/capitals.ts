// Seed 000 §short game (K-2, 1992) and seed 001 §IV-c (K-3, 2000): capture the other HQs.
import { classic } from './classic.js';
import type { Ruleset } from './ruleset.js';

export const capitals: Ruleset = {
  ...classic,
  id: 'capitals',
  ruleIds: ['K-1', 'K-2 (1992)', 'K-3 (2000)', 'C-* as classic'],
  defaults: { ...classic.defaults, capitals: '1992' },
  choices: { ...classic.choices, capitals: ['1992', '2000'] },
  goal: () => 'capitals',
};

/** K-2 (the count lives with the engine's victory check). */
export { hqsNeeded } from '../engine/goals.js';
