// Seed 002, Risk Napoléon — la conquête de l'Europe: the basic game on the Europe 1811 board.
import { goldenCavalier } from './card-values.js';
import { ALL_COLOURS, baseOptions, type Choices, type Ruleset } from './ruleset.js';

// The basic game offers its setup, a time limit and C-OPT-6; the card track (N-CRD-1), the
// strategic move (N-FOR-1) and the rest are fixed: no two-player form, cap, re-roll,
// commanders, capitals or missions options at all.
const choices = {
  setup: ['claim', 'deal', 'auto', 'simultaneous'],
  timeLimitMinutes: [null, 60, 120, 210, 1440, 4320, 10080],
  cards: ['territory', 'none'], // C-OPT-6
  fog: [false, true], // FOG-1
} as const satisfies Choices;

/** N-SET-1: 3 → 40, 4 → 35, 5 → 30, 6 → 25. */
export function napoleonStartingArmies(players: number): number {
  const table: Record<number, number> = { 3: 40, 4: 35, 5: 30, 6: 25 };
  const armies = table[players];
  if (armies === undefined) throw new Error(`no Napoléon starting armies for ${players} players`);
  return armies;
}

export const napoleon: Ruleset<typeof choices> = {
  id: 'napoleon',
  ruleIds: ['N-SET-1', 'N-CRD-1 (reconstructed track)', 'N-CRD-2', 'N-ATK-1..2', 'N-FOR-1', 'N-WIN-1'],
  map: 'europe-1811',
  minPlayers: 3,
  maxPlayers: 6,
  // N-SET-1 claim in turn; N-CRD-1 Golden Cavalier; N-FOR-1 strategic move (see oneStrategicMove).
  defaults: { ...baseOptions, setup: 'claim', cardValues: 'goldenCavalier', fortify: 'connected' },
  choices,
  colours: ALL_COLOURS,
  startingArmies: napoleonStartingArmies,
  setupPerTurn: 1,
  dealHalfRule: false,
  reinforceMinimum: 3,
  // The basic game gives nothing for a traded card showing an owned territory (that +2 is
  // the advanced rules', NA-REI).
  cardBonusMaxPerTurn: 0,
  cardBonusOnTerritory: true,
  defenderMaxDice: 2, // N-ATK-1
  attackerAtLeastDefender: false,
  defenceChoice: true,
  minGarrison: false,
  maxHand: null,
  forcedTradeAt: 5, // N-CRD-2
  eliminationTrade: { at: 6, downTo: 4 }, // N-CRD-2: 6+ cards after an elimination, down to 4
  dealAgainstOrder: false,
  noEliminationBeforeEndOfRound: 0,
  armyCap: null,
  timeEnd: 'mostTerritories',
  goal: () => 'conquest', // N-WIN-1
  oneStrategicMove: true, // N-FOR-1
  conquestMove: 'survivors', // N-ATK-2
  plugins: [goldenCavalier], // N-CRD-1
};
