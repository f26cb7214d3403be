// /risk rules and settings in English (the same keys as English: RulesWords, src/i18n/rules.ts).
import { duelMessages } from './napoleon-duel.js';
import { advancedRulesWords } from './napoleon-advanced.js';
import { campaignWords } from './napoleon-campaign.js';
import { count } from './plural.js';
import type { RulesWords } from './rules.js';

export const rulesEn: RulesWords = {
  title: {
    classic: 'Classic Risk',
    capitals: 'Risk with capitals',
    missions: 'Risk with secret missions',
    risiko: 'RisiKo! (tournament rules)',
    napoleon: 'Risk Napoléon (Europe 1811)',
    'napoleon-missions': 'Risk Napoléon: Risk Mission',
    'napoleon-teams': 'Risk Napoléon: teams',
    'napoleon-duel': duelMessages.en.title,
    'napoleon-advanced': advancedRulesWords.en.title,
    'napoleon-campaign': campaignWords.en.title,
  },
  summary: {
    classic:
      'Conquer the world: take all 42 territories (C-WIN-1). Each turn: reinforce (territories ÷ 3, at least 3, plus whole continents), attack as often as you like (C-ATK-5), then one fortifying move (C-FOR-1). Card sets give extra armies.',
    capitals:
      'Each player picks a secret headquarters among their territories after setup (K-1). Win by holding your own HQ and enough of the others’ (K-2). Otherwise as classic.',
    missions:
      'Each player gets a secret mission by DM (M-1): conquer continents, a number of territories, or destroy a colour. The first to complete theirs on their own turn wins (M-4). Otherwise as classic.',
    napoleon:
      'Conquer Europe: own all 48 territories of the 1811 board (N-WIN-1). Sets follow the Golden Cavalier track (N-CRD-1); one die attacks from 2 armies, two from 3, three from 4 (N-ATK-1); one strategic move along your own territories ends the turn (N-FOR-1). The board, empire bonuses and track are reconstructed: see docs/napoleon.md.',
    'napoleon-missions':
      'Four secret missions each, one per rank (Caporal, Capitaine, Général, Empereur) (NM-1); claim one a turn when it holds (NM-3); the fourth claimed wins. The mission cards are designed by this project: see docs/napoleon.md.',
    'napoleon-teams':
      'Two teams seated alternately (4 or 6 players). Team-mates may stand on the same territories; the larger stack controls it, a tie controls nothing (NT-1). Reinforcements count controlled territories only (NT-2); no attacks on team-mates, strategic moves through friendly land (NT-3); one card hand per team (NT-4). The first team to eliminate any opposing player wins (NT-5). No Golden Cavalier: sets are worth their symbols, 3 infantry 4, 3 cavalry 6, 3 artillery 8, one of each 10 (NT-6).',
    'napoleon-duel': duelMessages.en.summary,
    'napoleon-advanced': advancedRulesWords.en.summary,
    'napoleon-campaign': campaignWords.en.summary,
    risiko:
      'Italian tournament rules: a secret territorial objective for each player (R-SET-3), no minimum of 3 reinforcements (R-REI-1), the defender rolls up to 3 dice (R-ATK-1), territories on a front keep 2 armies (R-GAR-1), no eliminations before round 4 (R-ELM-1). With a time limit the sdadata ends the game and objectives are scored (R-END-1, R-SCO-1).',
  },
  players: (min, max) => (min === max ? `${min} players.` : `${min} to ${max} players.`),
  optionsHeader: 'This game',
  setup: {
    auto: 'Setup: territories dealt and armies spread at random; play starts at once (C-SET-5).',
    deal: 'Setup: territories dealt, then everyone places the rest of their armies in turns (C-SET-4).',
    claim: 'Setup: players claim empty territories one at a time, then place the rest (C-SET-3).',
    simultaneous: 'Setup: territories dealt, then everyone places their armies privately at the same time (C-SET-7).',
  },
  twoPlayer: {
    '1992': 'With 2 players: a neutral army that both players reinforce to block each other (C-2P).',
    '2000': 'With 2 players: a neutral army that receives half of what the active player gets (M-2P-1).',
  },
  cardValues: {
    escalating: 'Card sets: 4, 6, 8, 10, 12, 15 armies, then 5 more each time (C-CRD-2).',
    linear: 'Card sets: 4, 5, 6, 7… armies (C-OPT-1).',
    fixed: 'Card sets by symbol: three infantry 4, three cavalry 6, three artillery 8, one of each 10 (M-3).',
    risiko: 'Card sets: three alike 8, three different 10, a pair and a wild 12 (R-CRD-2).',
    goldenCavalier: 'Card sets: what the Golden Cavalier shows, 4, 6, 8, 10, 15, 20, then 5 more each time (N-CRD-1).',
  },
  fortify: {
    adjacent: 'Fortify: one move, to a neighbouring territory of yours (C-FOR-1).',
    connected: 'Fortify: moves along chains of your own territories (C-OPT-2).',
  },
  cap: (cap) =>
    cap === null
      ? 'No limit of armies per territory.'
      : `At most ${cap} armies on a territory; armies with no room are lost (C-OPT-3).`,
  cardReroll:
    'Card re-roll: holding the card of the attacking or attacked territory lets you re-roll one die in every roll (C-OPT-4).',
  commanders: 'Commanders: once per turn, turn one of your attack dice into a 6 (C-OPT-5).',
  noCards: 'No territory cards: no draws, no sets, no card bonuses (C-OPT-6).',
  timeLimit: (d, risiko) =>
    d === null
      ? 'No time limit.'
      : risiko
        ? `Time limit ${d}: then the round in progress is the last one and the sdadata decides when it ends (R-END-1).`
        : `Time limit ${d}: then the player with the most territories wins (C-TOUR-1).`,
  capitals: {
    '1992': 'Headquarters revealed once everyone has chosen; a captured HQ does not eliminate its owner (K-2).',
    '2000': 'Headquarters stay secret until invaded; taking an HQ eliminates its owner (K-3).',
  },
  hqsToWin: 'HQs to hold to win, your own included: all of them with 2–3 players, 3 with 4, 4 with 5–6 (K-2).',
  missionGoal: {
    missions: 'Goal: your secret mission (M-1 to M-6).',
    conquest: 'Goal: world conquest, no missions (M-VAR-1).',
  },
  off: (names) => `Off: ${names}.`,
  offNames: { cardReroll: 'card re-roll (C-OPT-4)', commanders: 'commanders (C-OPT-5)' },
  settingsHeader: 'Table settings',
  deadline: (d) => (d === null ? 'No turn deadline.' : `Turn deadline: ${d}.`),
  afk: { end: 'When time runs out, the turn ends.', ai: 'When time runs out, the AI plays the turn.' },
  takeover: (n, how) =>
    `After ${count('en', n, ['missed turn', 'missed turns'])} in a row, ${how === 'ai' ? 'the AI takes the seat' : 'the armies become a passive army (R-ABN-1)'}.`,
  autopilot: (on) => (on ? 'Your autopilot is on: the AI plays your turns.' : 'Your autopilot is off.'),
  reference: 'Full rules: docs/rules/ (Napoléon: docs/napoleon.md) in the bot’s repository.',
  minutes: (n) => count('en', n, ['minute', 'minutes']),
  hours: (n) => count('en', n, ['hour', 'hours']),
  days: (n) => count('en', n, ['day', 'days']),
};
