// /risk vacation duration: "3d", "12h", or "off" (see src/discord/records/vacation.ts).
import { vacation as setVacation } from '../../src/discord/records/vacation.js';
import type { CommandContext, OptionValues } from '../../src/discord/surface.js';
import { duration } from '../../src/i18n/rules.js';
import type { Choice } from '../../src/discord/surface.js';
import { parseDuration } from './options.js';
import { isLocale, type Locale } from '../../src/i18n/names.js';

export const vacation = (ctx: CommandContext, opts: OptionValues): Promise<void> =>
  setVacation(ctx, parseDuration(String(opts.duration ?? '')));

const OFFERED = [720, 1440, 2880, 4320, 10080, 20160];

/** Autocomplete: what was typed, read as a duration, then the usual lengths; and `off`. */
export function vacationChoices(locale: string, typed: string): Choice[] {
  const l: Locale = isLocale(locale) ? locale : 'en';
  const read = parseDuration(typed);
  const own = typeof read === 'number' ? [{ name: duration(read, l), value: typed.trim() }] : [];
  return [
    ...own,
    ...OFFERED.map((m) => ({ name: duration(m, l), value: `${m}` })),
    { name: 'off', value: 'off' },
  ].slice(0, 25);
}
