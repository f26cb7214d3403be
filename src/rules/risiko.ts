// Seed 004: the RisiKo! tournament regulation.
import { risikoCards } from './card-values.js';
import { risikoPlugin } from '../engine/risiko/plugin.js';
import { ALL_COLOURS, baseOptions, classicStartingArmies, type Choices, type Ruleset } from './ruleset.js';

// R-FOR-1 adjacent fortify, R-CRD-2 card values; no two-player form, cap, re-roll, commanders,
// capitals or missions: those options are not offered at all.
const choices = {
  setup: ['deal', 'auto', 'simultaneous'],
  timeLimitMinutes: [null, 60, 90, 120, 1440, 4320, 10080],
  cards: ['territory', 'none'], // C-OPT-6
  fog: [false, true], // FOG-1
} as const satisfies Choices;

export const risiko: Ruleset<typeof choices> = {
  id: 'risiko',
  map: 'world-risiko', // R-MAP-1
  labelLocale: 'it', // R-MAP-1
  ruleIds: [
    'R-MAP-1',
    'R-REI-1',
    'R-SET-1..4',
    'R-ATK-1',
    'R-GAR-1',
    'R-FOR-1',
    'R-CRD-1..2',
    'R-ELM-1',
    'R-ABN-1',
    'R-END-1',
    'R-SCO-1',
    'R-CAP-1',
  ],
  minPlayers: 3,
  maxPlayers: 6,
  defaults: { ...baseOptions, setup: 'deal', cardValues: 'risiko', timeLimitMinutes: null },
  choices,
  colours: ALL_COLOURS,
  startingArmies: classicStartingArmies,
  setupPerTurn: 3, // R-SET-4
  dealHalfRule: true, // R-SET-2
  reinforceMinimum: 0, // R-REI-1
  cardBonusMaxPerTurn: null,
  cardBonusOnTerritory: true, // R-CRD-2: placed on that territory
  defenderMaxDice: 3, // R-ATK-1
  attackerAtLeastDefender: true,
  defenceChoice: false,
  minGarrison: true, // R-GAR-1
  maxHand: 7, // R-CRD-1
  forcedTradeAt: null, // R-CRD-1: trading is voluntary
  eliminationTrade: null, // R-CRD-1
  dealAgainstOrder: true, // R-SET-2
  noEliminationBeforeEndOfRound: 4, // R-ELM-1
  armyCap: 130, // R-CAP-1
  timeEnd: 'sdadata', // R-END-1
  goal: () => 'objective',
  tournament: true, // R-TOUR-1
  plugins: [risikoCards, risikoPlugin], // R-CRD-2; R-SET-3, R-OBJ, R-END-1
};
