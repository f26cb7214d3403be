// Seed 000, Risk 1992: world domination. The base every other ruleset modifies.
import { capitalsPlugin } from '../engine/capitals/plugin.js';
import {
  ALL_COLOURS,
  baseOptions,
  classicStartingArmies,
  commonChoices,
  type Choices,
  type Ruleset,
} from './ruleset.js';

const choices = { ...commonChoices, capitals: [null, '1992', '2000'] } as const satisfies Choices;

export const classic: Ruleset<typeof choices> = {
  id: 'classic',
  map: 'world',
  ruleIds: ['C-SET-1..7', 'C-REI-1..3', 'C-CRD-1..5', 'C-ATK-1..7', 'C-ELM-1..2', 'C-FOR-1', 'C-WIN-1', 'C-2P-1..4'],
  minPlayers: 2,
  maxPlayers: 6,
  defaults: { ...baseOptions },
  choices,
  colours: ALL_COLOURS,
  startingArmies: classicStartingArmies,
  setupPerTurn: 1,
  dealHalfRule: false,
  reinforceMinimum: 3,
  cardBonusMaxPerTurn: 2,
  cardBonusOnTerritory: true,
  defenderMaxDice: 2,
  attackerAtLeastDefender: false,
  defenceChoice: true,
  minGarrison: false,
  maxHand: null,
  forcedTradeAt: 5,
  eliminationTrade: { at: 6, downTo: 4 }, // C-ELM-2
  dealAgainstOrder: false,
  noEliminationBeforeEndOfRound: 0,
  armyCap: null,
  timeEnd: 'mostTerritories',
  goal: (options) => (options.capitals ? 'capitals' : 'conquest'),
  tournament: true, // C-TOUR-1 (and the capitals and missions games built on it)
  plugins: [capitalsPlugin], // K-*: the capitals option (acts only in a game that plays it)
};
