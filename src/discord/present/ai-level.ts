// The AI level in the lobby: the line naming the game's level, each AI seat's level when it
// differs, and the select that adds an AI of another level (the Add AI button adds the game's).
import { localized, type Localized } from '../../i18n/localized.js';
import type { GameRecord, Seat } from '../../app/record.js';
import { hostFor } from '../../game/registry.js';
import { aiLevelWords, levelName } from '../../i18n/ai-levels.js';
import { safeText, type Locale } from '../../i18n/names.js';
import { cat } from '../../i18n/catalogue.js';
import { buttonId } from '../panel/ids.js';
import type { Select } from '../surface.js';

const levelsOf = (r: Pick<GameRecord, 'ruleset'>): readonly string[] => hostFor(r.ruleset)?.levels ?? [];

/** The game's level (absent from the settings: the family's default). */
export function gameLevel(r: Pick<GameRecord, 'ruleset' | 'settings'>): string {
  return r.settings.aiLevel ?? hostFor(r.ruleset)?.defaultAi ?? 'normal';
}

/** The lobby's line naming the game's level, or null for a family with one AI. */
export function aiLevelLine(r: GameRecord, locale: Locale): string | null {
  if (levelsOf(r).length < 2) return null;
  return aiLevelWords(locale).lobbyLine(levelName(gameLevel(r), locale));
}

/** " (Hard)" after an AI seat whose level is not the game's; empty otherwise. */
export function seatLevelSuffix(r: GameRecord, seat: Seat | undefined, locale: Locale): string {
  if (!seat || seat.kind !== 'ai' || levelsOf(r).length < 2) return '';
  const own = levelName(seat.ai, locale);
  return own === levelName(gameLevel(r), locale) ? '' : ` (${own})`;
}

/** In the lobby: the select adding an AI of any level the family offers (none when it has one AI). */
export function aiLevelSelects(r: GameRecord, locale: Locale): Select[] {
  const levels = levelsOf(r);
  if (r.status !== 'lobby' || levels.length < 2) return [];
  const w = aiLevelWords(locale);
  const own = gameLevel(r);
  return [
    {
      id: buttonId(r, 'addai', 'level'),
      placeholder: w.addPlaceholder(levelName(own, locale)),
      options: levels.map((l) => ({
        label: w.addOption(levelName(l, locale)),
        value: l,
        ...(l === own ? { description: w.gameLevel } : {}),
      })),
    },
  ];
}

/** The lobby note after an AI joined: its level named when the family offers several. */
export function aiAddedNote(r: GameRecord, seat: Seat, locale: Locale): string {
  const name = safeText(seat.name);
  if (levelsOf(r).length < 2) return cat(locale).ui.aiAdded(name);
  return aiLevelWords(locale).added(name, levelName(seat.ai, locale));
}

/** /risk new ai_level's choices: the map games' levels, named in each language. */
export function aiLevelChoices(): { name: string; value: string; name_localizations: Localized }[] {
  return levelsOf({ ruleset: 'classic' }).map((l) => ({
    name: levelName(l, 'en'),
    value: l,
    name_localizations: localized((locale) => levelName(l, locale)),
  }));
}
