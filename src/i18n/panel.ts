// The live panel's words: its header and prompts, the tap controls, the turn ping and its
// "since your last turn" digest, AI turn summaries, undo, confirmations, AFK pause. This file
// defines the shape; each language (panel-en.ts, panel-fr.ts, panel-it.ts) must match it (a
// missing key is a compile error).
import type { Locale } from './names.js';
import { panelEn } from './panel-en.js';
import { panelFr } from './panel-fr.js';
import { panelIt } from './panel-it.js';
import { de } from './locales/de/panel.js';
import { es } from './locales/es-ES/panel.js';

export interface PanelCatalogue {
  header: (ruleset: string, round: number, phase: string, who: string) => string;
  prompt: {
    place: (left: number) => string;
    amount: (where: string, max: number) => string;
    /** C-CRD-3: five cards or more — a trade comes before any placement. */
    tradeFirst: (cards: number) => string;
    neutral: (left: number) => string;
    /** N2-A: the armies rolled for an ally (`ally`: its colour and name), placed before one's own. */
    allyArmies: (left: number, ally: string) => string;
    claim: string;
    attackFrom: string;
    attackTarget: (from: string) => string;
    attackDice: (from: string, a: number, to: string, d: number, pct: string) => string;
    conquest: (to: string, min: number, max: number) => string;
    pendingRoll: (att: string, def: string) => string;
    fortifyFrom: string;
    /** The fortify step with End turn the only action (nothing can move). */
    fortifyNone: string;
    fortifyTo: (from: string) => string;
    fortifyAmount: (from: string, to: string, max: number) => string;
    hq: string;
    waiting: (who: string) => string;
    paused: string;
    simultaneous: string;
    plan: (plan: string, left: number) => string;
  };
  select: {
    placeOn: string;
    neutralOn: string;
    allyOn: (ally: string) => string;
    claim: string;
    attackFrom: string;
    attackTarget: string;
    moveExactly: string;
    fortifyFrom: string;
    fortifyTo: string;
    fortifyExactly: string;
    hq: string;
    part: (placeholder: string, i: number, n: number) => string;
    odds: (pct: string) => string;
    /** One menu of every border the player can attack across (from → to), when they fit in one. */
    attackPair: string;
    /** A blitz that stops when the attacking territory is down to `n` armies. */
    blitzStop: string;
    blitzStopAt: (n: number) => string;
    /** The fortify menu offered in the attack phase: picking a source ends the attack. */
    fortifyNow: string;
  };
  btn: {
    all: (n: number) => string;
    /** Every army of the reserve on the most threatened territory, in one tap. */
    allOn: (n: number, territory: string) => string;
    dice: (n: number) => string;
    blitz: string;
    /** The same roll again: same border, same dice. */
    again: (dice: number) => string;
    back: string;
    /** The borders that did not fit in the attack menus, by their sources. */
    moreBorders: string;
    moveMin: (n: number) => string;
    moveHalf: (n: number) => string;
    moveAll: (n: number) => string;
    accept: string;
    commander: (die: number, value: number) => string;
    reroll: (die: number, value: number) => string;
    endAttack: string;
    endTurn: string;
    endPhase: string;
    trade: (armies: number) => string;
    /** A trade that also places the territory bonus (C-CRD: +2 on a territory shown on a card). */
    tradeBonus: (total: number, bonus: number) => string;
    undo: string;
    secrets: string;
    chooseHq: string;
    takeBack: string;
    confirm: string;
    keep: string;
    placeMine: string;
    autoPlace: string;
    clearPlan: string;
    confirmPlan: string;
  };
  ping: (mention: string, phase: string) => string;
  reinforcements: (n: number) => string;
  since: {
    header: string;
    lost: (by: string, what: string) => string;
    /** Territories of yours now held by nobody (an epidemic emptied them, NA-EPI). */
    emptied: (what: string) => string;
    eliminated: (who: string) => string;
    traded: (who: string, armies: number) => string;
    continentTaken: (who: string, continent: string) => string;
    continentBroken: (continent: string) => string;
    quiet: string;
  };
  ai: {
    turn: (who: string, round: number, parts: string) => string;
    placed: (n: number) => string;
    attacks: (n: number) => string;
    took: (list: string) => string;
    moved: (n: number) => string;
    passed: string;
    from: (territory: string, victim: string) => string;
  };
  undone: (who: string) => string;
  nothingToUndo: string;
  confirmAbandon: string;
  confirmCancel: string;
  confirmPlaceAll: (n: number, where: string) => string;
  dismissed: string;
  onPanel: string;
  notYourControls: (who: string) => string;
  paused: (how: string) => string;
  takeBackHow: string;
  seatBack: (who: string) => string;
  dmPing: (channel: string) => string;
  notify: (mode: string) => string;
  notifyModes: Record<'mention' | 'dm' | 'both' | 'none', string>;
  /** The lobby's setup line: the mode this game uses and the pings it costs before round 1. */
  setupNow: (mode: string, pings: number) => string;
  /** The host's select that switches the setup mode. */
  setupPick: string;
  setupModes: Record<'auto' | 'deal' | 'claim' | 'simultaneous', string>;
  /** An option's description in that select: the pings it costs before round 1. */
  setupCost: (pings: number) => string;
  setupChanged: (mode: string) => string;
  /** The closed lobby (the game started): the mode it used. */
  setupUsed: (mode: string) => string;
}

const panels: Record<Locale, PanelCatalogue> = { en: panelEn, fr: panelFr, it: panelIt, de, 'es-ES': es };
export const panelCat = (locale: Locale): PanelCatalogue => panels[locale];
