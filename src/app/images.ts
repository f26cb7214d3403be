// The seam to the renderer: the app asks for pictures through this interface only, so the
// command layer never knows how they are drawn (and tests may count or replace them).
import type { ColourId, PlayerId, PublicView, RolledDice, TerritoryId } from '../engine/index.js';
import type { ExpressPublicView } from '../express/index.js';
import type { Locale } from '../i18n/names.js';

export interface BoardImageOptions {
  locale: Locale;
  /** Territory names on the map (crowded on a phone, so off unless asked for). */
  names?: boolean;
  /** A line for the image's band: the turn deadline, the time limit. */
  note?: string;
  /** The ruleset's last round, when it has one (NA-TURN-1): the band says "Year r of n". */
  roundLimit?: number;
  /** The battle close-up only: the last roll, drawn under the map (with what raised each die, when it has that detail). */
  roll?: CloseUpRoll;
}

/** The roll a battle close-up shows; with `sea`, of a naval combat (NA-NAV) rather than the last land move. */
export interface CloseUpRoll {
  attack: number[];
  defence: number[];
  dice?: RolledDice;
  sea?: {
    zone: string;
    /** The invading fleet's zone, null for a forced combat. */
    from: string | null;
    attacker: PlayerId;
    defender: PlayerId;
    /** What the whole combat cost each side. */
    attackerLost: number;
    defenderLost: number;
  };
}

/** One player's goal, drawn only on the image sent to that player. */
export interface GoalOverlay {
  highlight: TerritoryId[];
  title: string;
  lines?: string[];
  /** The player's own headquarters (capitals), secret until revealed. */
  hq?: TerritoryId | null;
}

export interface BoardImages {
  /** The file extension of every image these return ("webp", "png"). */
  readonly extension: string;
  /** The public board (the view must be a public one: viewer null). */
  board(view: PublicView, options: BoardImageOptions): Promise<Buffer>;
  /** A phone-sized close-up of the last attack, or null when there is none. */
  battle(view: PublicView, options: BoardImageOptions): Promise<Buffer | null>;
  /** The public board with one player's goal on it: for that player's eyes only. */
  goal(view: PublicView, overlay: GoalOverlay, options: BoardImageOptions): Promise<Buffer>;
  /** Risk Express: the 14 cards, the scores and the turn in progress (absent: no picture). */
  express?(view: ExpressPublicView, options: { locale: Locale; colours: ColourId[] }): Promise<Buffer>;
}
