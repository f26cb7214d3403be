// Seed 002, Risk Napoléon — the advanced rules (NA-*): fleets and sea zones, landings, generals,
// admirals, fortifications, epidemics and victory points over five rounds, on the Europe 1811
// board. The turn's six phases run on the engine's three through the plugin of
// src/engine/advanced/ (see src/engine/advanced/turn-flow.ts).
import { advancedPlugin } from '../engine/advanced/hooks.js';
import { napoleon } from './napoleon.js';
import type { Choices, Ruleset } from './ruleset.js';

// NA-SET-3 claims in turn; NA-SET-8 lets `deal`/`auto` replace it (the 10-army cap holds in all).
// C-OPT-6 is offered as in every ruleset (without cards: no sets, effects or card draws; epidemics
// then move at random). NA-CAP is an option. No time limit: the game has its own end (five
// rounds, most victory points), which a most-territories end (C-TOUR-1) would contradict.
// Fog of war (FOG-1) with the advanced game's sight at sea and its extensions hidden (FOG-8..11).
const choices = {
  setup: ['claim', 'deal', 'auto'],
  cards: ['territory', 'none'], // C-OPT-6
  empireCapitals: [false, true], // NA-CAP
  fog: [false, true], // FOG-1, FOG-8
} as const satisfies Choices;

export const napoleonAdvanced: Ruleset<typeof choices> = {
  ...napoleon,
  id: 'napoleon-advanced',
  ruleIds: [
    'NA-MAT-1..3',
    'NA-BRD-1..5',
    'NA-SET-1..8',
    'NA-TURN-1..3',
    'NA-START-1..4',
    'NA-REI-1..7',
    'NA-CONV-1..4',
    'NA-NAV-1..6',
    'NA-LAND-1..5',
    'NA-GEN-1..5',
    'NA-FORT-1..4',
    'NA-MAN-1..3',
    'NA-EPI-1..6',
    'NA-END-1..3',
    'NA-WIN-1..4',
    'NA-CAP-1..4 (option)',
  ],
  minPlayers: 3,
  maxPlayers: 6,
  // NA-REI-3: sets at fixed values (M-3's table); NA-MAN: manoeuvres, not N-FOR-1's single move
  defaults: { ...napoleon.defaults, setup: 'claim', cardValues: 'fixed', fortify: 'connected', empireCapitals: false },
  choices,
  // NA-REI-4: +2 on every owned territory of a traded set, no cap
  cardBonusMaxPerTurn: null,
  cardBonusOnTerritory: true,
  // NA-LAND-5: 5 or more cards after an elimination are traded at once down to 4
  eliminationTrade: { at: 5, downTo: 4 },
  oneStrategicMove: false,
  units: { perPlayer: { ships: 26, generals: 3, admirals: 2 }, forts: 12, epidemics: 4, emptiedIsNobodys: true },
  roundLimit: 5, // NA-TURN-1, NA-WIN-1
  designed: ['empireContent'], // NA-EMP, NA-MIS-1, NA-EFF
  plugins: [advancedPlugin], // not the basic game's Golden Cavalier: NA-REI-3 prices its own sets
};
