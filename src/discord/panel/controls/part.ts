// What each phase's controls are built from (the seat at the controls, its legal actions, the
// step it is at) and what they give back to the panel (a prompt, menus and buttons).
import type { MapRecord } from '../../games/map/record.js';
import type { Action, GameState, PlayerId, TerritoryId } from '../../../engine/index.js';
import type { Locale } from '../../../i18n/names.js';
import type { PanelCatalogue } from '../../../i18n/panel.js';
import type { Button, Select } from '../../surface.js';
import type { PanelStep } from '../ids.js';

export interface Controls {
  /** One line telling the player what to do now. */
  prompt: string;
  selects: Select[];
  buttons: Button[][];
}

/** One phase's share of the controls: its buttons are laid out in rows with the common ones. */
export interface ControlsPart {
  prompt: string;
  selects: Select[];
  buttons: Button[];
}

/** The seat at the controls and everything a phase's controls are derived from. */
export interface Turn {
  r: MapRecord;
  s: GameState;
  p: PlayerId;
  acts: Action[];
  step: PanelStep;
  locale: Locale;
  pc: PanelCatalogue;
  /** A territory's name in the panel's language (the map's own names where the ruleset has them). */
  n: (t: TerritoryId) => string;
}

type Of<T extends Action['type']> = Extract<Action, { type: T }>;
export const only = <T extends Action['type']>(acts: Action[], type: T): Of<T>[] =>
  acts.filter((a): a is Of<T> => a.type === type);

/** The most armies a legal action of `type` allows on this territory pair (counts are listed at their ends). */
export const maxCount = (acts: { count: number }[]) => (acts.length ? Math.max(...acts.map((a) => a.count)) : 0);

export const pct = (x: number) => `${Math.round(x * 100)}%`;
