// Seed 002, Risk Napoléon — Mission: four ranked secret missions each, fixed set values.
import { napoleon } from './napoleon.js';
import type { Ruleset } from './ruleset.js';
import { fixedSets } from './card-values.js';
import { rankedMissionsPlugin } from '../engine/ranked/plugin.js';

export const napoleonMissions: Ruleset = {
  ...napoleon,
  id: 'napoleon-missions',
  ruleIds: ['NM-1 (project-designed missions)', 'NM-2', 'NM-3', 'NM-4', 'N-SET-1, N-ATK-*, N-FOR-1 as napoleon'],
  // NM-2: fixed set values, no Golden Cavalier.
  defaults: { ...napoleon.defaults, cardValues: 'fixed' },
  goal: () => 'rankedMissions', // NM-1, NM-3
  plugins: [fixedSets, rankedMissionsPlugin], // NM-2; NM-1, NM-3, NM-4
};
