// Notices beyond "your turn": "you're next" (a seat that asked is told by DM when the player
// before it in turn order starts), a per-game mute (no mention, no DM, no reminder in that game),
// and followers (/risk follow: anyone, seated or not, told by DM of each player out and of the
// result). Run by the store's hook after a game's writes, on whichever process wrote; what was
// told is marked in the record (`notices`), so a seat or a player out is told once.
import { ok, type AppResult } from '../../app/errors.js';
import { StoreError } from '../../store/errors.js';
import type { Reducer } from '../../app/games.js';
import { hostOf, waitingSeats } from '../../app/family.js';
import type { GameRecord } from '../../app/record.js';
import { notifyCat } from '../../i18n/notify.js';
import { presenterOf } from '../games/registry.js';
import type { Bot, CommandContext } from '../surface.js';
import { plain } from '../tournament/text.js';
import { postResults, resultsPost } from './results-channel.js';

/** What the notices already told in this game. */
export interface NoticeMarks {
  /** Seats told out (eliminated or passive). */
  out: number[];
  /** The wait "you're next" was last told for (`seat:turn`). */
  next: string | null;
}

export type Noticed = GameRecord & { followers?: string[]; notices?: NoticeMarks; resultTold?: boolean };

const where = (r: GameRecord) => `<#${r.channelId}>`;

/** The seat after `seat` in turn order that is still in the game (itself when none). */
export function nextInOrder(r: GameRecord, seat: number): number {
  const order = (r.state as { order?: number[] } | null)?.order ?? r.seats.map((_, i) => i);
  const host = hostOf(r);
  const at = order.indexOf(seat);
  for (let k = 1; k <= order.length; k++) {
    const y = order[(at + k) % order.length];
    if (host.active(r.state, y)) return y;
  }
  return seat;
}

/** The store hook's step while a game is played: players out to the followers, "you're next". */
export async function sendNotices(bot: Bot, rec: GameRecord): Promise<void> {
  const r = rec as Noticed;
  if (!r.state || r.status !== 'playing') return;
  const followers = r.followers ?? [];
  const headsUp = r.seats.some((s) => s.headsUp && !s.muted && s.userId);
  if (!followers.length && !headsUp) return;
  const host = hostOf(r);
  const marks: NoticeMarks = r.notices ?? { out: [], next: null };
  const out = r.seats.flatMap((_, i) => (host.active(r.state, i) ? [] : [i]));
  const newlyOut = out.filter((i) => !marks.out.includes(i));
  const waiting = waitingSeats(r);
  const key = waiting.length === 1 ? `${waiting[0]}:${host.turn(r.state)}` : marks.next;
  const marked: NoticeMarks = { out: [...new Set([...marks.out, ...out])], next: key };
  if (JSON.stringify(marked) === JSON.stringify(marks)) return;
  // Marked before telling, compared on the store's version: only one write (one process) tells.
  const res = await afterTheWrite(bot, r.channelId, (x) => {
    const cur = x as Noticed | undefined;
    if (!cur || cur.gameId !== r.gameId) return ok({ record: null, value: false });
    if (JSON.stringify(cur.notices ?? null) === JSON.stringify(marked)) return ok({ record: null, value: false });
    cur.notices = marked;
    return ok({ record: cur, value: true, keepRev: true });
  });
  if (!res.ok || !res.value) return;
  for (const i of newlyOut)
    for (const u of followers)
      await bot.transport.dm(u, { text: notifyCat(localeOf(r, u)).out(plain(r.seats[i].name), where(r)) });
  if (waiting.length === 1 && key !== marks.next) {
    const y = nextInOrder(r, waiting[0]);
    const seat = r.seats[y];
    if (y !== waiting[0] && seat.headsUp && !seat.muted && seat.userId && !seat.autopilot)
      await bot.transport.dm(seat.userId, {
        text: notifyCat(seat.locale).next(plain(presenterOf(r).seatLabel(r, waiting[0])), where(r)),
      });
  }
}

/**
 * The store hook's step at a game's end, once (claimed in the record: the hook may see the
 * finishing write again): the results channel's post, and the result to each follower by DM.
 */
export async function sendResult(bot: Bot, rec: GameRecord): Promise<void> {
  const r = rec as Noticed;
  if (!r.state || r.status !== 'over') return;
  const res = await afterTheWrite(bot, r.channelId, (x) => {
    const cur = x as Noticed | undefined;
    if (!cur || cur.gameId !== r.gameId || cur.resultTold) return ok({ record: null, value: false });
    cur.resultTold = true;
    return ok({ record: cur, value: true, keepRev: true });
  });
  if (!res.ok || !res.value) return;
  await postResults(bot, r);
  const followers = r.followers ?? [];
  if (!followers.length) return;
  // Players out in the game's last write (AI turns played at once) are told before the result.
  const told = r.notices?.out ?? [];
  const host = hostOf(r);
  for (const i of r.seats.flatMap((_, i) => (host.active(r.state, i) || told.includes(i) ? [] : [i])))
    for (const u of followers)
      await bot.transport.dm(u, { text: notifyCat(localeOf(r, u)).out(plain(r.seats[i].name), where(r)) });
  const post = await resultsPost(bot, r);
  for (const u of followers) await bot.transport.dm(u, post);
}

/**
 * A write of the game from the store's hook: the hook runs inside the write that fired it, so
 * this one queues once that write has let go of the game (the queue refuses a nested run).
 */
async function afterTheWrite<T>(bot: Bot, channelId: string, reduce: Reducer<T>): Promise<AppResult<T>> {
  for (let i = 0; ; i++) {
    await new Promise((res) => setImmediate(res));
    try {
      return await bot.service.games.mutate(channelId, reduce);
    } catch (e) {
      if (!(e instanceof StoreError && e.code === 'REENTRANT') || i >= 100) throw e;
    }
  }
}

/** A follower's language: their seat's, else the game's. */
function localeOf(r: GameRecord, userId: string): string {
  return r.seats.find((s) => s.userId === userId)?.locale ?? r.locale;
}

/** /risk follow: follows the channel's game, or stops following it. */
export async function follow(ctx: CommandContext): Promise<void> {
  const c = notifyCat(ctx.user.locale);
  const res = await ctx.bot.service.games.mutate(ctx.channelId, (x) => {
    const r = x as Noticed | undefined;
    if (!r || r.status === 'over') return ok({ record: null, value: null });
    const list = new Set(r.followers ?? []);
    const on = !list.has(ctx.user.id);
    if (on) list.add(ctx.user.id);
    else list.delete(ctx.user.id);
    r.followers = [...list];
    return ok({ record: r, value: on, keepRev: true });
  });
  const value = res.ok ? res.value : null;
  await ctx.reply(
    { text: value === null ? c.nothingToFollow : value ? c.following : c.unfollowed },
    { ephemeral: true },
  );
}

/** /risk settings heads_up / mute: this game's seat of the reader; the words to answer, or null when not seated. */
export async function setSeatNotices(
  ctx: CommandContext,
  change: { headsUp?: boolean; muted?: boolean },
): Promise<string> {
  const c = notifyCat(ctx.user.locale);
  const res = await ctx.bot.service.games.mutate(ctx.channelId, (r) => {
    const seat = r && r.status !== 'over' ? r.seats.find((s) => s.userId === ctx.user.id) : undefined;
    if (!r || !seat) return ok({ record: null, value: false });
    for (const [k, v] of Object.entries(change) as ['headsUp' | 'muted', boolean | undefined][]) {
      if (v === true) seat[k] = true;
      else if (v === false) delete seat[k];
    }
    return ok({ record: r, value: true, keepRev: true });
  });
  if (!res.ok || !res.value) return c.notSeated;
  return [
    ...(change.headsUp !== undefined ? [c.headsUp(change.headsUp)] : []),
    ...(change.muted !== undefined ? [c.muted(change.muted)] : []),
  ].join('\n');
}
