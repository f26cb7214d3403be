// The daily digest (/risk settings notify:digest): the player's wish is kept with them (prefs,
// kind 'player', `digest`) and put on their seat in every live game they sit in — and in a game
// that starts later (the start hook, quiet.ts) — with when it is next due (`digestAt`, on their
// clock: the end of their quiet hours, else 09:00). The timer loop of any of those games sends
// it: the game's write moves its seat's time to the next day (one game, once), and a lease on
// the player's day makes it one DM a day across their games. No DM when no game waits for them.
import { digestClock, digestDay, digestSeat, digestsDue, nextDigestAt } from '../../app/digest.js';
import { ok } from '../../app/errors.js';
import { waitingHumans } from '../../app/service.js';
import { scheduleCat, type ScheduleCatalogue } from '../../i18n/schedule.js';
import type { Bot, CommandContext } from '../surface.js';
import { playerTime, savePlayerTime } from './quiet.js';

/** A digest's hold on the player's day: longer than a day, so a second game that day finds it taken. */
const DAY_LEASE_MS = 36 * 3_600_000;

/** /risk settings notify:digest: the player's wish, on every live game of theirs; the words to answer. */
export async function setDigest(ctx: CommandContext): Promise<string> {
  const bot = ctx.bot;
  const svc = bot.service;
  const t = { ...(await playerTime(svc.store, ctx.user.id)), digest: true };
  await savePlayerTime(svc.store, ctx.user.id, t);
  let n = 0;
  const ids = new Set((await svc.store.playerGames?.().gamesOf(ctx.user.id)) ?? []);
  const here = await svc.get(ctx.channelId);
  if (here && here.status !== 'over' && here.seats.some((s) => s.userId === ctx.user.id)) ids.add(here.gameId);
  for (const id of ids) {
    const meta = id === here?.gameId ? { channelId: here.channelId, live: true } : (await svc.store.load(id))?.meta;
    if (!meta?.live) continue;
    const res = await svc.games.mutate(meta.channelId, (r) => {
      const seat =
        r && r.gameId === id && r.status !== 'over' ? r.seats.find((s) => s.userId === ctx.user.id) : undefined;
      if (!r || !seat) return ok({ record: null, value: false });
      digestSeat(seat, t, svc.now());
      return ok({ record: r, value: true, keepRev: true });
    });
    if (res.ok && res.value) n++;
  }
  const { tz, hour } = digestClock(t);
  return scheduleCat(ctx.user.locale).digestOn(hour, tz, n);
}

/** Another notify mode chosen in a game: the player's wish for later games goes (this game's seat is set by the caller). */
export async function endDigestWish(bot: Bot, userId: string): Promise<void> {
  const t = await playerTime(bot.service.store, userId);
  if (t.digest) await savePlayerTime(bot.service.store, userId, { ...t, digest: false });
}

/** The timer loop's step: the digests due in this channel's game, each sent once a day per player. */
export async function sendDigests(bot: Bot, channelId: string): Promise<void> {
  const svc = bot.service;
  const r = await svc.get(channelId);
  if (!r) return;
  const now = svc.now();
  for (const i of digestsDue(r, now)) {
    const userId = r.seats[i].userId!;
    const t = await playerTime(svc.store, userId);
    const { tz, hour } = digestClock(t);
    // This game's claim: its seat's time moves to the next day (compared on the store's record).
    const claimed = await svc.games.mutate(channelId, (x) => {
      const seat = x && x.gameId === r.gameId ? x.seats.find((s) => s.userId === userId) : undefined;
      if (!x || !seat || seat.notify !== 'digest' || seat.digestAt === undefined || seat.digestAt > now)
        return ok({ record: null, value: null });
      const was = seat.digestAt;
      seat.digestAt = nextDigestAt(now, tz, hour);
      return ok({ record: x, value: was, keepRev: true });
    });
    if (!claimed.ok || claimed.value === null) continue;
    // One a day across the player's games: the first game to hold the day sends it.
    const day = digestDay(claimed.value, tz);
    if (!(await svc.store.lease(`digest:${userId}:${day}`, `digest:${r.gameId}`, DAY_LEASE_MS, now))) continue;
    const c = scheduleCat(r.seats[i].locale);
    const lines = await waitingGames(bot, userId, c);
    if (!lines.length) continue;
    await bot.transport.dm(userId, { text: c.digest(lines) });
  }
}

/** The player's games in play that wait for them, one line each (ruleset, where, time left). */
async function waitingGames(bot: Bot, userId: string, c: ScheduleCatalogue): Promise<string[]> {
  const svc = bot.service;
  const lines: string[] = [];
  for (const id of (await svc.store.playerGames?.().gamesOf(userId)) ?? []) {
    const meta = (await svc.store.load(id))?.meta;
    if (!meta?.live) continue;
    const r = await svc.get(meta.channelId);
    if (!r || r.gameId !== id || r.status !== 'playing') continue;
    const seat = r.seats.findIndex((s) => s.userId === userId);
    if (seat < 0 || !waitingHumans(r).includes(seat)) continue;
    const deadline = r.timer?.players.includes(seat) ? r.timer.expiresAt : null;
    lines.push(c.digestGame(r.ruleset, `<#${r.channelId}>`, deadline));
  }
  return lines;
}
