// The panel's words for Risk Napoléon's advanced game (napoleon-advanced, NA-*) in en/fr/it:
// conversions, naval combat, landings, empty territories, manoeuvres, the year and the victory
// points, and the log lines of the advanced game's events. Short: read on a phone. This file defines
// the shape; each language (panel-advanced-en.ts, -fr.ts, -it.ts) must match it.
import type { BuildUnit, Locale, ManoeuvreKind } from '../engine/types.js';
import type { PointsSource } from '../engine/events.js';
import { advancedEn } from './panel-advanced-en.js';
import { advancedFr } from './panel-advanced-fr.js';
import { advancedIt } from './panel-advanced-it.js';
import { de } from './locales/de/panel-advanced.js';
import { es } from './locales/es-ES/panel-advanced.js';

export interface AdvancedPanel {
  /** What reinforcements convert into (NA-CONV), as a menu option. */
  unit: Record<BuildUnit, string>;
  /** The four manoeuvres (NA-MAN). */
  by: Record<ManoeuvreKind, string>;
  select: {
    convert: string;
    starting: string;
    buildAt: (unit: string) => string;
    sail: string;
    occupy: string;
    manoeuvre: string;
    manoeuvreTo: string;
    /** The manoeuvres offered in the attack phase (picking one ends the attack). */
    manoeuvreNow: string;
    exactly: string;
  };
  btn: {
    seaBattle: (zone: string, mine: number, theirs: number) => string;
    /** A manoeuvre of the leaders alone, or of every unit with its leaders. */
    leadersOnly: (n: number) => string;
    withLeaders: (count: number, leaders: number) => string;
    /** NA-GEN-2: `n` of the leaders (generals, or admirals) go with the armies (ships) into `to`. */
    follow: (unit: 'general' | 'admiral', n: number, to: string) => string;
    /** NA-GEN-2: a move into a conquest whose generals stay where they are (they follow by default). */
    stay: (count: number, generals: number) => string;
    /** NA-MAN: a manoeuvre's amount that also ends the turn. */
    andEnd: (amount: string) => string;
    /** NA-CONV: one more ship where the player's biggest fleet is (one tap). */
    quickShip: (zone: string, ships: number) => string;
  };
  prompt: {
    starting: (generals: number, forts: number) => string;
    buildAt: (unit: string, left: number) => string;
    buildAmount: (unit: string, at: string, max: number) => string;
    forced: (zones: string) => string;
    sailAmount: (from: string, to: string, max: number) => string;
    occupyAmount: (from: string, to: string, max: number) => string;
    manoeuvre: string;
    manoeuvreTo: (by: string, from: string) => string;
    manoeuvreAmount: (by: string, from: string, to: string, units: number, leaders: number) => string;
  };
  /** Menu descriptions. */
  describe: {
    ships: (mine: number, theirs: number) => string;
    landing: string;
    leaders: (n: number) => string;
  };
  /** NA-TURN-1, NA-WIN: the year and who leads. */
  year: (round: number, of: number) => string;
  leads: (who: string, vp: number) => string;
  tied: (who: string, vp: number) => string;
  /** /risk status: a player's ships, generals and (a seat's, not an independent's) VP. */
  status: (ships: number, generals: number, vp: number | null) => string;
  /** After the game: the winner, or the winners who share it (NA-WIN-4, NC-WIN-2). */
  won: (who: string, vp: number) => string;
  shared: (who: string, vp: number) => string;
  /** The advanced game's log lines (one per public event). */
  ev: {
    built: (who: string, unit: string, at: string, count: number, free: boolean) => string;
    seaBattle: (att: string, def: string, zone: string, dice: string, al: number, dl: number) => string;
    zoneTaken: (who: string, from: string, to: string, ships: number) => string;
    epidemicKilled: (who: string, at: string, count: number) => string;
    epidemicCost: (who: string, at: string, count: number) => string;
    epidemicMoved: (from: string, to: string) => string;
    occupied: (who: string, count: number, from: string, to: string) => string;
    captured: (captor: string, count: number, unit: string, owner: string, at: string) => string;
    returned: (who: string, count: number, unit: string, at: string) => string;
    fortDestroyed: (at: string) => string;
    points: (who: string, points: number, source: string) => string;
    manoeuvred: (who: string, by: string, count: number, leaders: number, from: string, to: string) => string;
    /** NA-GEN-2: leaders went with the armies (ships) into the territory (zone) just taken. */
    followed: (who: string, unit: 'general' | 'admiral', n: number, from: string, to: string) => string;
    fleetRemoved: (who: string, ships: number) => string;
  };
  source: Record<PointsSource, string>;
  /** An AI turn's summary line. */
  ai: { built: (list: string) => string; naval: (rolls: number) => string; vp: (n: number) => string };
  /** A typed command's refusal: what that command may do now. */
  legal: {
    list: (items: string, more: number) => string;
    none: Record<'build' | 'sail' | 'seabattle' | 'occupy' | 'manoeuvre' | 'follow', string>;
  };
  leader: Record<'general' | 'admiral', (n: number) => string>;
  /** NA-CRD, NA-EFF, NA-MIS: cards played for their effect, armed cards, missions. */
  card: {
    /** The panel's button that opens the seat's card menus privately (a hand is secret). */
    open: string;
    play: string;
    arm: string;
    any: string;
    /** The armed card in My secrets: which, and where it fires. */
    armed: (card: string, where: string) => string;
    ev: {
      scored: (who: string, rank: string, text: string, points: number) => string;
      drawn: (who: string, rank: string) => string;
      pileEmpty: (who: string, rank: string) => string;
      bonusLost: (who: string, text: string) => string;
      revealed: (who: string, list: string) => string;
      spied: (who: string, target: string) => string;
      /** Only in the spy's own DM. */
      spiedHand: (who: string, target: string) => string;
      spiedSecret: (target: string, rank: string, text: string) => string;
      played: (who: string, card: string, target: string) => string;
      armed: (who: string) => string;
      disarmed: (who: string) => string;
      fired: (who: string, card: string, at: string, armies: number) => string;
    };
  };
}

const byLocale: Record<Locale, AdvancedPanel> = {
  en: advancedEn,
  fr: advancedFr,
  it: advancedIt,
  de,
  'es-ES': es,
};
export const advancedPanel = (locale: Locale): AdvancedPanel => byLocale[locale];
