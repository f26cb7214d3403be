// Seed 000, Risk 1992: world domination. The base every other ruleset modifies.
import { ALL_COLOURS, baseOptions, classicStartingArmies, commonChoices, type Ruleset } from './ruleset.js';

export const classic: Ruleset = {
  id: 'classic',
  map: 'world',
  minPlayers: 2,
  maxPlayers: 6,
  defaults: { ...baseOptions },
  choices: { ...commonChoices, capitals: [null, '1992', '2000'] },
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
  noEliminationBeforeEndOfRound: 0,
  armyCap: null,
  timeEnd: 'mostTerritories',
  goal: (options) => (options.capitals ? 'capitals' : 'conquest'),
};
