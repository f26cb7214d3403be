// Seed 002, Risk Napoléon — the 1796 campaign for two players (NC-*): France against England
// from the Italian campaign, on the advanced rules without missions (NC-0-1), with Austria,
// Prussia and Russia as active independents that change sides (NC-0-2, the duel's N2-A) and a
// passive yellow neutral; the designed scenario of data/scenarios/campagne-1796.json; 8 rounds
// then a final scoring (NC-TURN-2). Its plugins: the advanced game's, the duel's independents (with
// the campaign's status rolls) and its own (src/engine/campaign/), stacked in that order.
import { campaignIndependents, campaignPlugin } from '../engine/campaign/hooks.js';
import { scenario } from '../engine/campaign/scenario.js';
import { napoleonAdvanced } from './napoleon-advanced.js';
import type { Choices, Ruleset } from './ruleset.js';

// The set-up is the scenario (no claim, deal or auto placement to choose). The choices: which side
// the first seat plays, or a draw from the game's seed; C-OPT-6 as in every ruleset (without
// cards nobody influences, annexes the neutral or buys an ally, and no card lies under the allies).
// Fog of war as in the advanced game (FOG-8..11), allies seeing with each other's eyes (FOG-3).
const choices = {
  campaignSide: ['random', 'france', 'england'],
  cards: ['territory', 'none'], // C-OPT-6
  fog: [false, true], // FOG-1, FOG-8
} as const satisfies Choices;

export const napoleonCampaign: Ruleset<typeof choices> = {
  ...napoleonAdvanced,
  id: 'napoleon-campaign',
  ruleIds: [
    'NC-0-1..3',
    'NC-SET-1..4 (designed scenario)',
    'NC-TURN-1..3',
    'NC-REI-1..2',
    'NC-ALLY-1..3',
    'NC-ANX-1..3',
    'NC-DEF-1',
    'NC-VP-1..4',
    'NC-WIN-1..2',
    'NA-* without missions',
    'N2-A for Austria, Prussia, Russia',
  ],
  minPlayers: 2,
  maxPlayers: 2,
  defaults: {
    ...napoleonAdvanced.defaults,
    setup: 'auto',
    cards: 'territory',
    empireCapitals: false,
    independents: 'active',
    campaignSide: 'random',
  },
  choices,
  colours: ['blue', 'red'],
  startingArmies: () => 0, // NC-SET-1: every army is the scenario's
  goal: () => 'conquest', // NC-WIN-1 (or the most points after the last round)
  // NC-TURN-2: the scenario's, read when a game asks (not when the rulesets are imported)
  get roundLimit() {
    return scenario().rounds;
  },
  designed: ['campaignScenario'], // NC-SET-1 (the campaign plays no Empire missions: NC-0-1)
  plugins: [...napoleonAdvanced.plugins!, campaignIndependents, campaignPlugin],
};
