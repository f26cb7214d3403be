// /risk vacation <duration>|off: in every game in progress the player sits in, their deadlines
// stop counting until the date (the turn waits for them; the AI does not play it), and each
// game's channel is told. Chosen over "the AI plays the seat": a holiday should not lose a game.
import { ok } from '../../app/errors.js';
import { recordsCat } from '../../i18n/records.js';
import { refreshPanel } from '../panel/live.js';
import type { CommandContext } from '../surface.js';
import { plain } from '../tournament/text.js';

/** Longest vacation: 30 days. */
export const MAX_VACATION_MINUTES = 30 * 1440;

/** `minutes` null switches it off; undefined (unreadable) or out of range is refused. */
export async function vacation(ctx: CommandContext, minutes: number | null | undefined): Promise<void> {
  const c = recordsCat(ctx.user.locale);
  if (minutes === undefined || (minutes !== null && (minutes < 60 || minutes > MAX_VACATION_MINUTES)))
    return ctx.reply({ text: c.vacationBad }, { ephemeral: true });
  const svc = ctx.bot.service;
  const until = minutes === null ? null : svc.now() + minutes * 60_000;
  const when = until === null ? '' : `<t:${Math.floor(until / 1000)}:f>`;
  const ids = (await svc.store.playerGames?.().gamesOf(ctx.user.id)) ?? [];
  let games = 0;
  for (const id of ids) {
    const meta = (await svc.store.load(id))?.meta;
    if (!meta?.live) continue;
    const res = await svc.games.mutate(meta.channelId, (r) => {
      const seat = r && r.gameId === id ? r.seats.find((s) => s.userId === ctx.user.id) : undefined;
      if (!r || !seat) return ok({ record: null, value: false });
      if (until === null) delete seat.vacationUntil;
      else seat.vacationUntil = until;
      // Re-armed by the write (refreshTimer): a waiting seat on vacation starts its deadline at `until`.
      r.timer = null;
      return ok({ record: r, value: true, keepRev: true });
    });
    if (!res.ok || !res.value) continue;
    games++;
    const name = plain(ctx.user.name);
    const g = recordsCat((await svc.games.loadGame(id))?.record.locale ?? 'en');
    await ctx.bot.transport
      .post(meta.channelId, { text: until === null ? g.vacationOver(name) : g.vacationPosted(name, when) })
      .catch(() => '');
    // The panel's players line shows 🏖️ beside a player on vacation.
    await refreshPanel(ctx.bot, meta.channelId).catch(() => undefined);
  }
  await ctx.reply({ text: until === null ? c.vacationOff(games) : c.vacationSet(when, games) }, { ephemeral: true });
}
