// /risk vacation <duration>|off: in every game in progress the player sits in, their deadlines
// stop counting until the date (the turn waits for them; the AI does not play it), and each
// game's channel is told. Chosen over "the AI plays the seat": a holiday should not lose a game.
// The vacation is kept with the player (not only in their games): a game that starts later
// with them seated — one they joined after, a tournament's next table — is covered too.
import { ok } from '../../app/errors.js';
import type { GameRecord } from '../../app/record.js';
import { recordsCat } from '../../i18n/records.js';
import { refreshPanel } from '../panel/live.js';
import type { Bot, CommandContext } from '../surface.js';
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
  const index = svc.store.playerGames?.();
  await index?.setVacation(ctx.user.id, until);
  const ids = (await index?.gamesOf(ctx.user.id)) ?? [];
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
    await tell(ctx.bot, meta.channelId, until === null ? g.vacationOver(name) : g.vacationPosted(name, when));
  }
  await ctx.reply({ text: until === null ? c.vacationOff(games) : c.vacationSet(when, games) }, { ephemeral: true });
}

/** The channel is told, and the panel's players line shows 🏖️ beside a player on vacation. */
async function tell(bot: Bot, channelId: string, text: string): Promise<void> {
  await bot.transport.post(channelId, { text }).catch(() => '');
  await refreshPanel(bot, channelId).catch(() => undefined);
}

/**
 * The hook, when a game starts: a seated player whose vacation still runs has it in this game
 * too (their deadline waits until it ends), and the channel is told. Nothing is written when no
 * one at the table is away.
 */
export async function applyVacations(bot: Bot, r: GameRecord): Promise<void> {
  const svc = bot.service;
  const humans = r.seats.flatMap((s) => (s.kind === 'human' && s.userId ? [s.userId] : []));
  const away = (await svc.store.playerGames?.().vacations(humans, svc.now())) ?? new Map<string, number>();
  if (!away.size) return;
  type Away = { name: string; until: number };
  const res = await svc.games.mutate(r.channelId, (x) => {
    if (!x || x.gameId !== r.gameId || x.status !== 'playing') return ok({ record: null, value: [] as Away[] });
    const changed = x.seats.filter((s) => s.userId && away.has(s.userId) && s.vacationUntil !== away.get(s.userId));
    for (const s of changed) s.vacationUntil = away.get(s.userId!);
    if (!changed.length) return ok({ record: null, value: [] as Away[] });
    // Re-armed by the write (refreshTimer): a waiting seat on vacation starts its deadline at its end.
    x.timer = null;
    return ok({ record: x, value: changed.map((s) => ({ name: s.name, until: s.vacationUntil! })), keepRev: true });
  });
  if (!res.ok || !res.value.length) return;
  const g = recordsCat(r.locale);
  for (const a of res.value)
    await bot.transport
      .post(r.channelId, { text: g.vacationPosted(plain(a.name), `<t:${Math.floor(a.until / 1000)}:f>`) })
      .catch(() => '');
  await refreshPanel(bot, r.channelId).catch(() => undefined);
}
