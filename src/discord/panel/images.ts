// The panel's picture: the public board (palette PNG, under 80 KB) with the deadline band.
import type { MapRecord } from '../games/map/record.js';
import { viewFor, type GameEvent } from '../../engine/index.js';
import { cat } from '../../i18n/catalogue.js';
import { getRuleset } from '../../rules/registry.js';
import { labelLocale, type Locale } from '../../i18n/names.js';
import type { CloseUpRoll } from '../../app/images.js';
import type { Bot, OutImage } from '../surface.js';

/** The turn deadline and the game's time limit, for the image's band (times in UTC). */
export function clockNote(r: MapRecord, locale: Locale): string | undefined {
  const c = cat(locale).ui;
  const at = (ms: number) => `${new Date(ms).toISOString().slice(0, 16).replace('T', ' ')} UTC`;
  const parts: string[] = [];
  if (r.timer) parts.push(c.noteDeadline(at(r.timer.expiresAt)));
  const ends = r.state?.clock.endsAt;
  if (ends !== null && ends !== undefined && r.state?.clock.lastRound === null) parts.push(c.noteTimeLimit(at(ends)));
  return parts.length ? parts.join('  ·  ') : undefined;
}

type Roll = Extract<GameEvent, { type: 'diceRolled' }>;
type SeaRoll = Extract<GameEvent, { type: 'seaBattleRolled' }>;

/** A roll as the close-up draws it: the values that counted, with what raised each die when known. */
const rollOf = (e: Roll | SeaRoll): CloseUpRoll => ({
  attack: e.attack,
  defence: e.defence,
  ...(e.dice ? { dice: e.dice } : {}),
});

/**
 * The roll the battle close-up may show after `events`: their last roll — on land (a blitz's
 * last) when it is the attack the board's last move records; at sea (NA-NAV) the last roll of
 * the naval combat, with what the whole combat cost; null when they rolled no dice.
 */
export function lastRoll(r: MapRecord, events: readonly GameEvent[]): CloseUpRoll | null {
  const m = r.state?.lastMove;
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type === 'seaBattleRolled') {
      // The combat: this zone's rolls by this attacker (fought to the end in one step)
      const combat = events.filter(
        (x): x is SeaRoll => x.type === 'seaBattleRolled' && x.zone === e.zone && x.attacker === e.attacker,
      );
      const lost = (side: 'attackerLost' | 'defenderLost') => combat.reduce((a, x) => a + x[side], 0);
      return {
        ...rollOf(e),
        sea: {
          zone: e.zone,
          from: e.from,
          attacker: e.attacker,
          defender: e.defender,
          attackerLost: lost('attackerLost'),
          defenderLost: lost('defenderLost'),
        },
      };
    }
    if (e.type !== 'diceRolled') continue;
    return m?.kind === 'attack' && m.from === e.from && m.to === e.to ? rollOf(e) : null;
  }
  return null;
}

/** Log entries read back for the last roll: a blitz of many rolls, then the conquest and its move, fit. */
const TAIL = 60;

/**
 * The roll of the board's last attack, read back from the game's log (`/risk board battle:true`,
 * asked any time later): its last roll, the values that counted (after a C-OPT-4 re-roll or a
 * C-OPT-5 commander's 6), with what raised each die when nothing changed it since; null when
 * the last move was no attack or the log no longer has it.
 */
export async function lastRollInLog(bot: Bot, r: MapRecord): Promise<CloseUpRoll | null> {
  const m = r.state?.lastMove;
  if (!m || m.kind !== 'attack' || !m.from) return null;
  const entries = await bot.service.store.log(r.gameId, Math.max(0, (r.logSeq ?? 0) - TAIL));
  const events = entries.flatMap((e) => e.events as GameEvent[]);
  for (let i = events.length - 1; i >= 0; i--) {
    const e = events[i];
    if (e.type !== 'battleResolved' || e.from !== m.from || e.to !== m.to) continue;
    const cast = events.slice(0, i).findLast((x): x is Roll => x.type === 'diceRolled');
    const same = cast && cast.from === e.from && cast.to === e.to && `${cast.attack}` === `${e.attack}`;
    return { attack: e.attack, defence: e.defence, ...(same && cast.dice ? { dice: cast.dice } : {}) };
  }
  return null;
}

/** What the board and the close-up are drawn with: labels' language, the clock note, the round limit. */
function boardOptions(r: MapRecord, locale: Locale) {
  const roundLimit = getRuleset(r.ruleset).roundLimit;
  return {
    locale: labelLocale(r.ruleset, locale),
    note: clockNote(r, locale),
    ...(roundLimit !== undefined ? { roundLimit } : {}),
  };
}

/**
 * The public board; with `battle`, also the close-up of the last attack (on request), with
 * `roll`'s dice under it when given — or of the naval combat `roll` was rolled in.
 */
export async function boardImages(
  bot: Bot,
  r: MapRecord,
  battle = false,
  /** `viewer`: drawn with that seat's eyes (FOG-2: only for a message to that seat). */
  ask: { names?: boolean; locale?: Locale; viewer?: number } = {},
  roll: CloseUpRoll | null = null,
): Promise<OutImage[]> {
  if (!r.state) return [];
  const view = viewFor(r.state, ask.viewer ?? null);
  const locale = ask.locale ?? r.locale;
  const options = { ...boardOptions(r, locale), names: ask.names };
  const out: OutImage[] = [{ name: boardName(bot), data: await bot.images.board(view, options) }];
  if (battle) out.push(...(await closeUpImages(bot, r, roll, locale)));
  return out;
}

/** The file name of the board picture (the panel keeps it attached by this name). */
export const boardName = (bot: Bot): string => `board.${bot.images.extension}`;

/**
 * The battle close-up alone (the last attack, or the naval combat `roll` was rolled in), with
 * `roll`'s dice under it when given; none when the last move was no attack.
 */
export async function closeUpImages(
  bot: Bot,
  r: MapRecord,
  roll: CloseUpRoll | null,
  locale: Locale = r.locale,
): Promise<OutImage[]> {
  if (!r.state) return [];
  const view = viewFor(r.state, null);
  if (!roll?.sea && view.lastMove?.kind !== 'attack') return [];
  const close = await bot.images.battle(view, { ...boardOptions(r, locale), ...(roll ? { roll } : {}) });
  return close ? [{ name: `battle.${bot.images.extension}`, data: close }] : [];
}
