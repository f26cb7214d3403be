// The scheduled start's options (/risk new and /risk settings), in English, French and Italian,
// and their reading: a time in the host's own zone (/risk settings timezone) or a Discord
// timestamp, and a number of seats (the ruleset's range is checked by src/app/schedule.ts).
import type { SlashCommandSubcommandBuilder } from 'discord.js';
import { parseStartTime, type ScheduleChange } from '../../src/app/schedule.js';
import { intArg } from '../../src/discord/command.js';
import { playerTime } from '../../src/discord/records/quiet.js';
import type { CommandContext, OptionValues } from '../../src/discord/surface.js';
import { scheduleCat } from '../../src/i18n/schedule.js';
import { str } from './option-text.js';

export const addScheduleOptions = (s: SlashCommandSubcommandBuilder) =>
  s
    .addStringOption((o) =>
      str(
        o,
        'start_at',
        { fr: 'debut_a', it: 'inizio_alle', de: 'start_um', 'es-ES': 'empezar_a' },
        'Host: start by itself at, e.g. 20:00 (your time zone), <t:…>, off',
        {
          fr: 'Hôte : commencer d’elle-même à, ex. 20:00 (votre fuseau), <t:…>, off',
          it: 'Host: inizia da sola alle, es. 20:00 (il tuo fuso), <t:…>, off',
          de: 'Gastgeber: startet von selbst um, z. B. 20:00 (deine Zeitzone), <t:…>, off',
          'es-ES': 'Anfitrión: empieza sola a las, p. ej. 20:00 (tu zona horaria), <t:…>, off',
        },
      ),
    )
    .addIntegerOption((o) =>
      str(
        o,
        'start_when',
        { fr: 'debut_quand', it: 'inizio_quando', de: 'start_bei', 'es-ES': 'empezar_con' },
        'Host: start by itself once this many seats are filled (0: off)',
        {
          fr: 'Hôte : commencer d’elle-même dès que ce nombre de places est pris (0 : off)',
          it: 'Host: inizia da sola appena questi posti sono occupati (0: off)',
          de: 'Gastgeber: startet von selbst, sobald so viele Plätze besetzt sind (0: off)',
          'es-ES': 'Anfitrión: empieza sola en cuanto estén ocupados estos puestos (0: off)',
        },
      )
        .setMinValue(0)
        .setMaxValue(10),
    );

/** Does this call touch the scheduled start? */
export const setsSchedule = (opts: OptionValues) => opts.start_at !== undefined || opts.start_when !== undefined;

/**
 * The schedule change typed (undefined fields: unchanged), or the words refusing an unreadable
 * time. The time is read on the host's clock (their /risk settings timezone, else UTC).
 */
export async function readSchedule(
  ctx: CommandContext,
  opts: OptionValues,
): Promise<{ ok: true; change: ScheduleChange } | { ok: false; text: string }> {
  const change: ScheduleChange = {};
  if (opts.start_at !== undefined) {
    const tz = (await playerTime(ctx.bot.service.store, ctx.user.id)).tz ?? 'UTC';
    const typed = String(opts.start_at);
    const at = parseStartTime(typed, ctx.bot.service.now(), tz);
    if (at === undefined) return { ok: false, text: scheduleCat(ctx.user.locale).badTime(typed.slice(0, 40), tz) };
    change.at = at;
  }
  if (opts.start_when !== undefined) {
    const n = intArg(opts.start_when);
    change.seats = n === 0 ? null : (n ?? NaN);
  }
  return { ok: true, change };
}
