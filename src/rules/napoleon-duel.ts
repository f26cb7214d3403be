// Seed 002, Risk Napoléon — for two players: two seats and four independent armies (N2-*).
import { duelIndependentsPlugin, duelMovesPlugin, duelSetupPlugin } from '../engine/duel.js';
import { napoleon } from './napoleon.js';
import type { Choices, Ruleset } from './ruleset.js';

// N2-1: the cards are dealt (10, 10 and 7 to each independent), then placed in turn; `auto`
// spreads the rest at random. The rulebook gives no default variant: the passive one comes first.
const choices = {
  setup: ['deal', 'auto'],
  timeLimitMinutes: [null, 60, 120, 210, 1440, 4320, 10080],
  cards: ['territory', 'none'], // C-OPT-6 (without cards nobody can influence the independents)
  independents: ['passive', 'active'], // N2-P / N2-A
  fog: [false, true], // FOG-1
} as const satisfies Choices;

export const napoleonDuel: Ruleset<typeof choices> = {
  ...napoleon,
  id: 'napoleon-duel',
  ruleIds: ['N2-1', 'N2-P', 'N2-A', 'N-CRD-*, N-ATK-*, N-FOR-1 as napoleon'],
  minPlayers: 2,
  maxPlayers: 2,
  defaults: { ...napoleon.defaults, setup: 'deal', independents: 'passive' },
  choices,
  startingArmies: () => 36, // N2-1
  goal: () => 'conquest', // eliminate the opponent (the last seat standing wins)
  // N2-*: the independents' set-up, sides and moves on the basic game's (src/engine/duel/hooks.ts)
  plugins: [...napoleon.plugins!, duelSetupPlugin, duelIndependentsPlugin, duelMovesPlugin],
  duel: true,
};
