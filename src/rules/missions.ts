// Seed 001, Risk 2000: secret missions, fixed set values, deal setup.
import { missionsPlugin } from '../engine/missions/plugin.js';
import { classic } from './classic.js';
import type { Choices, Ruleset } from './ruleset.js';

const choices = {
  ...classic.choices,
  cardValues: ['fixed', 'escalating'], // M-3, M-VAR-2
  missionGoal: ['missions', 'conquest'], // M-VAR-1
  capitals: [null, '2000'], // M-VAR-3
} as const satisfies Choices;

export const missions: Ruleset<typeof choices> = {
  ...classic,
  id: 'missions',
  ruleIds: ['M-0..M-7', 'M-2P-1', 'M-VAR-1..3', 'C-* as classic'],
  defaults: { ...classic.defaults, setup: 'deal', cardValues: 'fixed', twoPlayer: '2000', missionGoal: 'missions' },
  choices,
  colours: ['yellow', 'red', 'blue', 'black', 'violet', 'green'], // M-0
  cardBonusMaxPerTurn: null, // M-3: +2 per owned-territory card
  eliminationTrade: null, // M-7: traded in the next reinforce phase (C-CRD-3 then forces it)
  plugins: [...classic.plugins!, missionsPlugin], // K-* (M-VAR-3), M-*
  goal: (options, players) => {
    if (options.capitals) return 'capitals';
    if (players === 2 || options.missionGoal === 'conquest') return 'conquest';
    return 'missions';
  },
};
