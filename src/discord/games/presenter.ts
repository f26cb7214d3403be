// What a game family shows of itself on Discord and the local table: one object per family
// (part of the family object, ./family.ts), every piece required (a family missing one does not
// compile). The entry points (lobby, panel, taps, refusals, status, names, commands) ask the
// record's presenter (./registry.ts presenterOf), which hands it its own family's records only,
// typed `R`; nothing outside a family's folder asks which family a record is.
import type { GameRecord } from '../../app/record.js';
import type { Step } from '../../app/steps.js';
import type { Locale } from '../../i18n/names.js';
import type { ButtonId } from '../panel/ids.js';
import type { Advance } from '../panel/live.js';
import type { LogEntry } from '../../store/repository.js';
import type { Luck } from '../luck.js';
import type { Bot, CommandContext, OptionValues, OutMessage, Select } from '../surface.js';

/** The slash commands a family may not have: its presenter says why (or null when they apply). */
export type CommandTopic = 'mapCommands' | 'history' | 'abandon' | 'secrets';

export interface FamilyPresenter<R extends GameRecord = GameRecord, St extends Step = Step> {
  /** The lobby message: who sits where, the options. */
  lobbyText(r: R, locale: Locale, mention: (id: string) => string): string;
  /** The lobby's own selects for the host (the map: its setup modes), possibly none. */
  lobbySelects(r: R, locale: Locale): Select[];
  /** The line the game's first panel opens with. */
  startedLine(r: R, locale: Locale): string;
  /** A seat as the game names it (colour and name). */
  seatLabel(r: R, seat: number): string;
  /** A refusal by the family's own rules ('rule' errors) in words; null: the shared refusals word it (the map's). */
  ruleRefusal(r: R, rule: unknown, locale: Locale): string | null;
  /** /risk status. */
  status(r: R, locale: Locale): string;
  /** /risk help. */
  help(locale: Locale): string;
  /** /risk new's options (what the creator typed) as this family's game options; the family's host checks them. */
  newGameOptions(ruleset: string, opts: OptionValues): Record<string, unknown>;
  /** /risk rules: the ruleset with these options (a game's own settings when it is this channel's game). */
  rulesText(
    ruleset: string,
    options: Record<string, unknown>,
    locale: Locale,
    settings?: GameRecord['settings'],
  ): string;
  /** Brings the live panel up to date after stored steps (the app played every step already). */
  advance(bot: Bot, a: Advance<R, St>): Promise<void>;
  /** Re-draws the panel's controls after a change that bumped the revision without a move. */
  refresh(bot: Bot, r: R): Promise<void>;
  /** A tap on one of the family's own controls (the shared verbs are handled before). */
  tap(ctx: CommandContext, r: R, b: ButtonId): Promise<void>;
  /** Why a command does nothing in this family, or null when it applies. */
  refuses(topic: CommandTopic, locale: Locale): string | null;
  /** /risk board: the family's own private picture of the game, or null for the map's board. */
  board(bot: Bot, r: R, locale: Locale): Promise<OutMessage | null>;
  /** /risk odds: the family's own odds for the player to move, or null for the map's battle odds. */
  odds(r: R, locale: Locale): string | null;
  /** The local table's `--json` public view of a started game. */
  jsonView(r: R): unknown;
  /** Each seat's dice luck over a whole game's log (/risk stats), or null where the family has none. */
  diceLuck(log: readonly LogEntry[]): ReadonlyMap<number, Luck> | null;
}
