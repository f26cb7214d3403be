// The hook list a ruleset fills in. The core engine asks these questions and nothing else,
// so a new board (Napoléon) or goal plugs in as another file beside these.
import type { RulePlugin } from '../engine/hooks.js';
import type { ColourId, Locale, RuleOptions, RulesetId, UnitRules } from '../engine/types.js';

export type Goal = 'conquest' | 'capitals' | 'missions' | 'objective' | 'rankedMissions';

/** Legal values of each option a ruleset offers; an option left out is not offered (fixed at its default). */
export type Choices = { [K in keyof RuleOptions]?: readonly RuleOptions[K][] };

/** `C` keeps the ruleset's own choices as literal types: its options type derives from them (src/rules/options.ts). */
export interface Ruleset<C extends Choices = Choices> {
  id: RulesetId;
  /** Map id in src/engine/maps.ts. */
  map: string;
  /** Territory labels in this language whatever the reader's (RisiKo!: Italian, R-MAP-1). */
  labelLocale?: Locale;
  /** The RULES.md ids this ruleset plays (shown by /risk rules). */
  ruleIds: readonly string[];
  minPlayers: number;
  maxPlayers: number;
  defaults: RuleOptions;
  /** Legal values of each option the ruleset offers; an option left out is fixed at its default (not offered). */
  choices: C;
  colours: readonly ColourId[];
  /**
   * NT-*: the colours in seat order for games of set-up edition 2 on, so that each team's
   * colours are of one family (seats alternate between the teams); `colours` before that.
   */
  teamColours?: readonly ColourId[];
  /** C-SET-1 / C-2P-1 / M-2P-1. */
  startingArmies(players: number): number;
  /** C-SET-4: armies per setup turn after the deal (1 classic, 3 RisiKo!). */
  setupPerTurn: number;
  /** R-SET-2: the 50% rule when dealing. */
  dealHalfRule: boolean;
  /** C-REI-1 minimum 3; R-REI-1 none. */
  reinforceMinimum: number;
  /** C-CRD-4: at most 2 territory-card bonus armies per turn (1992); null = no limit. */
  cardBonusMaxPerTurn: number | null;
  /** Where the +2 of an owned card territory goes: on it (C-CRD-4, M-3, R-CRD-2) or into the pool. */
  cardBonusOnTerritory: boolean;
  /** C-ATK-3 / R-ATK-1. */
  defenderMaxDice: 2 | 3;
  attackerAtLeastDefender: boolean;
  defenceChoice: boolean;
  /** R-GAR-1. */
  minGarrison: boolean;
  /** R-CRD-1: hand cap; null = none. */
  maxHand: number | null;
  /** C-CRD-3: a hand this big at the start of the turn must trade; null = trading is voluntary (R-CRD-1). */
  forcedTradeAt: number | null;
  /**
   * C-ELM-2: a hand of `at` cards or more after an elimination is traded at once, down to `downTo`
   * cards or fewer (classic 6 → 4); null = the cards wait for the next reinforce phase (`missions`
   * M-7, RisiKo! R-CRD-1).
   */
  eliminationTrade: { at: number; downTo: number } | null;
  /** R-SET-2: the deal goes against the order of play, from the last player backwards. */
  dealAgainstOrder: boolean;
  /** R-ELM-1: no elimination before the end of this round (0 = allowed from the start). */
  noEliminationBeforeEndOfRound: number;
  /** R-CAP-1: armies on the board per player. */
  armyCap: number | null;
  /** How a time limit ends the game: C-TOUR-1 or R-END-1. */
  timeEnd: 'mostTerritories' | 'sdadata';
  goal(options: RuleOptions, players: number): Goal;
  /**
   * The rule plugins stacked on classic's hooks, bottom to top (src/engine/hooks.ts: each hook
   * composes by its mode, `HOOK_MODES`); classic's answer where none contributes.
   */
  plugins?: readonly RulePlugin[];
  /**
   * N-FOR-1: one strategic move along own territories, which ends the turn (absent = the
   * `fortify` option decides: C-FOR-1 one adjacent move, C-OPT-2 connected moves until /end).
   */
  oneStrategicMove?: boolean;
  /**
   * What must move in after a conquest: the dice rolled in the last battle (C-ATK-6, absent)
   * or the attacking units that survived it (N-ATK-2).
   */
  conquestMove?: 'diceRolled' | 'survivors';
  /**
   * K-2, K-3: the capitals forms in which each HQ's territory card leaves the deck when the HQs
   * are chosen (absent = both, as the 1992 and 2000 rulebooks say).
   */
  hqCardForms?: readonly NonNullable<RuleOptions['capitals']>[];
  /** The seat counts allowed when not every count between min and max is (NT: 4 or 6). */
  playerCounts?: readonly number[];
  /**
   * NT-*: two teams seated alternately; team-mates share territories (control by majority),
   * command their own units only, share one card hand, and the first team to eliminate an
   * opponent wins.
   */
  teamPlay?: boolean;
  /**
   * N2-*: two players and four independent armies (players of kind 'neutral'), passive or
   * allied by influence (the `independents` option); state in `GameState.ext.duel`.
   */
  duel?: boolean;
  /**
   * NA-MAT: ships, generals, admirals, fortifications and epidemics on the board, with their
   * limits (absent: armies only, as every ruleset so far).
   */
  units?: UnitRules;
  /**
   * A game of this many rounds (NA-TURN-1: 5): when the last one is over, the most victory
   * points (`ext.points`) win, ties broken by the `pointsTieBreak` hook.
   */
  roundLimit?: number;
  /**
   * What the rulebook does not print and the project designed, said wherever the rules are shown:
   * the advanced game's Empire missions, points and card effects (NA-EMP, NA-MIS-1, NA-EFF), the
   * campaign's starting position (NC-SET-1).
   */
  designed?: readonly ('empireContent' | 'campaignScenario')[];
  /** C-TOUR-1 / R-TOUR-1: tournaments play it (the world map's rulesets; tables of 3 to 6). */
  tournament?: boolean;
}

export const ALL_COLOURS: readonly ColourId[] = ['yellow', 'red', 'blue', 'black', 'violet', 'green'];

export const baseOptions: RuleOptions = {
  setup: 'auto',
  twoPlayer: '1992',
  cardValues: 'escalating',
  fortify: 'adjacent',
  territoryCap: null,
  cardReroll: false,
  commanders: false,
  timeLimitMinutes: null,
  capitals: null,
  missionGoal: 'missions',
  cards: 'territory',
};

export const commonChoices = {
  setup: ['auto', 'deal', 'claim', 'simultaneous'],
  twoPlayer: ['1992', '2000'],
  cardValues: ['escalating', 'linear'],
  fortify: ['adjacent', 'connected'],
  territoryCap: [null, 12],
  cardReroll: [false, true],
  commanders: [false, true],
  timeLimitMinutes: [null, 60, 120, 210, 1440, 4320, 10080],
  cards: ['territory', 'none'], // C-OPT-6
  fog: [false, true], // FOG-1
} as const satisfies Choices;

/** C-SET-1 with the two-player forms (C-2P-1, M-2P-1): 40 each. */
export function classicStartingArmies(players: number): number {
  const table: Record<number, number> = { 2: 40, 3: 35, 4: 30, 5: 25, 6: 20 };
  const armies = table[players];
  if (armies === undefined) throw new Error(`no starting armies for ${players} players`);
  return armies;
}
