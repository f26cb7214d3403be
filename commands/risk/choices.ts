// /risk autocomplete: every option that offers a list, in the reader's language, answered from
// memory or one indexed count (never a scan per keystroke). /risk odds completes territories
// like /attack; the records' options ask src/discord/records/choices.ts.
import { territoryChoices, type Command } from '../../src/discord/command.js';
import { pageChoices, rulesetChoices } from '../../src/discord/records/choices.js';
import type { Choice, OptionValues } from '../../src/discord/surface.js';
import { formatFor, tableSizes, TIME_LIMIT, TOURNAMENT_RULESETS } from '../../src/discord/tournament/actions.js';
import { tournamentCat } from '../../src/i18n/tournament.js';
import { duration } from '../../src/i18n/rules.js';
import { isLocale, type Locale } from '../../src/i18n/names.js';
import { vacationChoices } from './vacation.js';
import { zoneChoices } from '../../src/discord/records/quiet.js';

/** Time limits offered for a table's game (C-TOUR-1: 2 h for preliminaries, 3 h 30 for the final). */
const LIMITS = [60, 90, 120, 210, 1440, 4320, 10080];

const lang = (locale: string): Locale => (isLocale(locale) ? locale : 'en');

const matching = (choices: Choice[], typed: string): Choice[] => {
  const want = typed.trim().toLowerCase();
  const hits = want ? choices.filter((c) => c.name.toLowerCase().includes(want) || String(c.value) === want) : choices;
  return (hits.length ? hits : choices).slice(0, 25);
};

/** /risk tournament new: rulesets, formats (the ruleset's own first), legal table sizes, time limits. */
export function tournamentChoices(locale: string, opts: OptionValues, focused: string, typed: string): Choice[] {
  const c = tournamentCat(locale);
  const format = formatFor(opts.ruleset, opts.format) ?? formatFor(opts.ruleset, undefined)!;
  switch (focused) {
    case 'ruleset':
      return matching(
        TOURNAMENT_RULESETS.map((id) => ({ name: id, value: id })),
        typed,
      );
    case 'format': {
      const own = formatFor(opts.ruleset, undefined)!;
      const order = own === 'risiko' ? (['risiko', 'classic'] as const) : (['classic', 'risiko'] as const);
      return matching(
        order.map((f) => ({ name: c.choices.format[f], value: f })),
        typed,
      );
    }
    case 'table_size': {
      const { min, max } = tableSizes(format);
      const sizes = Array.from({ length: max - min + 1 }, (_, i) => min + i);
      return matching(
        sizes.map((n) => ({ name: c.choices.tableSize(n), value: n })),
        typed,
      );
    }
    case 'time_limit':
    case 'final_time_limit': {
      const l = lang(locale);
      const label = (m: number) =>
        m === 120 && focused === 'time_limit'
          ? c.choices.prelimLimit(duration(m, l))
          : m === 210 && focused === 'final_time_limit'
            ? c.choices.finalLimit(duration(m, l))
            : duration(m, l);
      const asked = /^\d{1,5}$/.test(typed.trim()) ? Number(typed.trim()) : null;
      const own = asked !== null && asked >= TIME_LIMIT.min && asked <= TIME_LIMIT.max ? [asked] : [];
      return [...own, ...LIMITS.filter((m) => m !== asked)].map((m) => ({ name: label(m), value: m })).slice(0, 25);
    }
    default:
      return [];
  }
}

export const riskChoices: NonNullable<Command['autocomplete']> = async (ctx, opts, focused) => {
  const typed = String(opts[focused] ?? '');
  if (opts.group === 'tournament') return tournamentChoices(ctx.user.locale, opts, focused, typed);
  switch (opts.subcommand) {
    case 'odds':
      return territoryChoices(ctx, 'attack', opts, focused);
    case 'vacation':
      return vacationChoices(ctx.user.locale, typed);
    case 'leaderboard':
      return focused === 'page' ? pageChoices(ctx, opts.ruleset, typed) : rulesetChoices(ctx, typed);
    case 'stats':
      return focused === 'ruleset' ? rulesetChoices(ctx, typed) : [];
    case 'settings':
      return focused === 'timezone' ? zoneChoices(typed) : [];
    default:
      return [];
  }
};
