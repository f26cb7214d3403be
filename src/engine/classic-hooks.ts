// Classic's answers to the rule hooks (src/engine/hooks.ts): the defaults every ruleset starts from.
import { classicSetValue } from './cards.js';
import {
  classicAttackDiceRange,
  classicCanReach,
  classicConquestBounds,
  classicDefenderDice,
  captureHQ,
} from './combat.js';
import { classicVictory } from './goals.js';
import type { RuleHooks } from './hooks.js';
import { classicReinforcements } from './turns.js';

let hooks: RuleHooks | null = null;

/** C-REI → C-ATK → C-FOR. */
const CLASSIC_PHASES = ['reinforce', 'attack', 'fortify'] as const;

export function classicHooks(): RuleHooks {
  hooks ??= {
    reinforcements: classicReinforcements,
    canReach: classicCanReach,
    defenderDice: classicDefenderDice,
    attackDiceRange: classicAttackDiceRange,
    modifyRoll: (_s, roll) => roll,
    conquestBounds: classicConquestBounds,
    setValue: (s, set) => classicSetValue(s.options.cardValues, set, s.trades),
    onConquer: captureHQ,
    victory: classicVictory,
    phases: () => CLASSIC_PHASES,
  };
  return hooks;
}
