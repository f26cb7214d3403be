// The typed message catalogue. `en` defines every key; every other language must have the same keys
// with the same parameters (type Catalogue), and every RuleError code has a message (a mapped
// type over RuleErrorCode): a missing translation is a compile error.
import type { RuleError, RuleErrorCode } from '../engine/index.js';
import type { GameOverReason, Phase } from '../engine/index.js';
import type { Locale } from './names.js';

/** What a message needs to name things in the reader's language. */
export interface Namer {
  t(id: string): string;
  p(id: number): string;
  list(items: string[]): string;
}

type ErrorMessages = { [K in RuleErrorCode]: (e: Extract<RuleError, { code: K }>, n: Namer) => string };

export interface Catalogue {
  errors: ErrorMessages;
  phase: Record<Phase['kind'], string>;
  goal: Record<GameOverReason, string>;
  symbol: Record<'infantry' | 'cavalry' | 'artillery' | 'wild', string>;
  ui: {
    noGame: string;
    gameExists: string;
    lobbyOnly: string;
    alreadyStarted: string;
    notStarted: string;
    lobbyTitle: (ruleset: string, host: string) => string;
    lobbySeats: (min: number, max: number) => string;
    lobbyLanguage: (language: string) => string;
    lobbyEmptySeat: string;
    joined: (who: string) => string;
    alreadySeated: string;
    notInLobby: string;
    lobbyFull: (max: number) => string;
    left: (who: string) => string;
    aiAdded: (name: string) => string;
    notEnoughPlayers: (min: number) => string;
    onlyHost: string;
    cancelled: (by: string) => string;
    /** The game starts; `secrets`: some were sent by DM. */
    started: (ruleset: string, secrets: boolean) => string;
    turnOf: (mention: string, phase: string) => string;
    waitingFor: (who: string) => string;
    notSeatedHere: string;
    notYourTurnNamed: (who: string) => string;
    stale: string;
    unknownTerritory: (typed: string, suggestions: string) => string;
    ambiguous: (typed: string) => string;
    badOption: (option: string, allowed: string) => string;
    /** A table setting (not a rule option) given a value it does not take. */
    badSetting: (option: string, allowed: string) => string;
    /** A personal setting's reply: what changed, for the reader only. */
    defendWithOne: (on: boolean) => string;
    /** autopilot:false on a seat that was removed (kicked or abandoned): it stays a passive army. */
    seatGone: string;
    /** An option the ruleset does not have at all (capitals in RisiKo!), with the ones it has. */
    optionNotInRuleset: (ruleset: string, option: string, legal: string) => string;
    legalNow: (actions: string) => string;
    youCan: string;
    placed: (who: string, count: number, where: string) => string;
    /** Armies of another army (the neutral, an ally) placed by `who`. */
    placedFor: (who: string, count: number, owner: string, where: string) => string;
    reserveLeft: (n: number) => string;
    claimed: (who: string, where: string) => string;
    /** `dice` is diceLine(): sorted and paired. */
    attack: (who: string, from: string, to: string, dice: string, aLost: number, dLost: number) => string;
    blitzSummary: (who: string, from: string, to: string, rolls: number, aLost: number, dLost: number) => string;
    conquered: (who: string, to: string, min: number, max: number) => string;
    moved: (who: string, count: number, from: string, to: string) => string;
    traded: (who: string, armies: number) => string;
    /** R-CAP-1: a set traded at the army cap brings nothing. */
    tradedAtCap: (who: string, cap: number) => string;
    cardDrawn: (who: string) => string;
    cardsReceived: (who: string, from: string, count: number) => string;
    eliminated: (who: string, by: string) => string;
    /** C-SET-7 */
    simultaneousStarted: string;
    placementPlanned: (count: number, where: string, left: number) => string;
    placementCleared: string;
    placementConfirmed: (who: string, random: boolean) => string;
    placementsRevealed: (lines: string) => string;
    turnStarted: (who: string, round: number, armies: number) => string;
    turnEnded: (who: string) => string;
    hqChosenPublic: (who: string) => string;
    hqsRevealed: (list: string) => string;
    hqCaptured: (who: string, hq: string, owner: string) => string;
    neutralReinforce: (who: string, armies: number) => string;
    abandoned: (who: string) => string;
    timeLimit: string;
    timeLimitLastRound: (round: number) => string;
    timeLimitExtended: string;
    sdadata: (who: string, a: number, b: number, threshold: number, ended: boolean) => string;
    gameOver: (winners: string, reason: string) => string;
    scores: (list: string) => string;
    /** End of game: every secret revealed, the final standing, a Rematch button. */
    endTitle: string;
    endPlayer: (name: string, territories: number, armies: number, continents: string) => string;
    endSecret: (kind: 'mission' | 'objective' | 'hq', text: string) => string;
    endRounds: (rounds: number) => string;
    rematchOpened: (who: string) => string;
    /** Armies lost in battle against the average for the same rolls. */
    /** The dice luck: armies lost, and the mean for the same rolls (both in the language's number format). */
    endLuck: (name: string, lost: number, expected: number) => string;
    historyTitle: (turn: number, turns: number, round: number, who: string) => string;
    historyNone: (turns: number) => string;
    aiTurns: (n: number) => string;
    secretsTitle: string;
    secretsMission: (text: string) => string;
    secretsObjective: (text: string) => string;
    secretsHq: (t: string) => string;
    secretsNoHq: string;
    secretsHand: (cards: string) => string;
    secretsNoCards: string;
    goalObjective: (n: number, name: string, held: number, of: number) => string;
    secretsSets: (sets: string) => string;
    secretsNone: string;
    dmFailed: (mention: string) => string;
    /** A turn ping by DM was refused (notify: dm): the mention in the channel instead, said once. */
    dmPingFallback: (mention: string) => string;
    dmIntro: (channel: string) => string;
    cardsNew: (card: string) => string;
    missionChanged: string;
    /** NM-3, to the owner only: their mission of `rank` is claimed (`claimed` of 4 now). */
    missionClaimedDm: (rank: string, text: string, claimed: number) => string;
    /** NM-3, to the owner only: after three claims their fourth mission is public. */
    missionRevealedDm: (rank: string, text: string) => string;
    /** N2-A, to the giver only: the card they gave an independent left their hand. */
    cardGivenDm: (card: string, independent: string) => string;
    statusLine: (ruleset: string, round: number, phase: string, who: string) => string;
    playerLine: (name: string, colour: string, t: number, a: number, c: number, status: string) => string;
    rulesHeader: (ruleset: string) => string;
    optionsHeader: string;
    help: string;
    oddsLine: (att: number, def: number, win: string) => string;
    oddsUsage: string;
    oddsNotAnAttack: string;
    settingsSaved: (summary: string) => string;
    settingsNow: (summary: string) => string;
    deadlineReminder: (mention: string, when: string) => string;
    deadlineExpired: (who: string, what: string) => string;
    afkEnd: string;
    afkAi: string;
    seatTakenByAi: (who: string) => string;
    seatPassive: (who: string) => string;
    removed: (who: string) => string;
    notManager: string;
    missionNotYet: string;
    missionDone: string;
    noMission: string;
    suggestSets: (sets: string) => string;
    noSets: string;
    autopilotOn: (who: string) => string;
    autopilotOff: (who: string) => string;
    done: string;
    fortifyPhase: (p: string) => string;
    noteDeadline: (at: string) => string;
    noteTimeLimit: (at: string) => string;
    armiesLost: (p: string, n: number) => string;
    unknownCommand: (cmd: string) => string;
    internalError: string;
    btn: Record<
      | 'join'
      | 'leave'
      | 'addAi'
      | 'start'
      | 'attackAgain'
      | 'blitz'
      | 'stop'
      | 'moveAll'
      | 'moveMin'
      | 'endAttack'
      | 'endTurn'
      | 'trade'
      | 'secrets'
      | 'endPhase'
      | 'rematch',
      string
    >;
  };
}

import { en } from './en.js';
import { fr } from './fr.js';
import { it } from './it.js';
import { de } from './locales/de/messages.js';
import { es } from './locales/es-ES/messages.js';

export { en, fr, it };

export const catalogues: Record<Locale, Catalogue> = { en, fr, it, de, 'es-ES': es };

export function cat(locale: Locale): Catalogue {
  return catalogues[locale];
}

/** A phase name from a kind that arrives as a plain string (in a refusal); unknown kinds as they are. */
export function phaseName(c: Catalogue, kind: string): string {
  return kind in c.phase ? c.phase[kind as Phase['kind']] : kind;
}
