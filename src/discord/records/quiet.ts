// /risk settings timezone:Europe/Paris quiet:23-08 [quiet_ping]: a player's time zone and quiet
// hours, kept with the player (src/store/prefs.ts, kind 'player') and copied onto their seat in
// every live game they sit in — and in a game that starts later (the start hook) — where the
// deadlines read them (src/app/timers.ts). Zone names autocomplete from Node's IANA list.
import { ok } from '../../app/errors.js';
import { isTimeZone, parseQuiet, timeZones, type Quiet } from '../../app/quiet-hours.js';
import type { GameRecord } from '../../app/record.js';
import { weeksCat } from '../../i18n/weeks.js';
import type { GameRepository } from '../../store/repository.js';
import type { Bot, Choice, CommandContext, OptionValues } from '../surface.js';
import { refreshPanel } from '../panel/live.js';
import { digestSeat } from '../../app/digest.js';

export interface PlayerTime {
  tz?: string;
  quiet?: [number, number] | null;
  quietPing?: boolean;
  /** notify: digest — one DM a day instead of turn pings, in every game (records/digest.ts). */
  digest?: boolean;
  /** digest_hour: the hour on the player's clock the digest comes at (else the end of their quiet hours, else 09:00). */
  digestHour?: number;
}

const KIND = 'player';

export async function playerTime(repo: GameRepository, userId: string): Promise<PlayerTime> {
  const raw = await repo.prefs?.().get(KIND, userId);
  if (!raw) return {};
  const doc = JSON.parse(raw) as PlayerTime;
  return typeof doc === 'object' && doc !== null ? doc : {};
}

export async function savePlayerTime(repo: GameRepository, userId: string, t: PlayerTime): Promise<void> {
  await repo.prefs?.().put(KIND, userId, JSON.stringify(t));
}

/** The seat's form of it: quiet hours in a zone (UTC when no zone was given), or none. */
export function seatQuiet(t: PlayerTime): Quiet | undefined {
  return t.quiet ? { tz: t.tz ?? 'UTC', from: t.quiet[0], to: t.quiet[1] } : undefined;
}

/** Does this /risk settings call set the player's time? */
export const setsTime = (opts: OptionValues) =>
  opts.timezone !== undefined ||
  opts.quiet !== undefined ||
  opts.quiet_ping !== undefined ||
  opts.digest_hour !== undefined;

/** Handles the time options; returns the words to answer (or a refusal), changing nothing on a refusal. */
export async function setTime(ctx: CommandContext, opts: OptionValues): Promise<{ ok: boolean; text: string }> {
  const c = weeksCat(ctx.user.locale);
  const repo = ctx.bot.service.store;
  const prefs = repo.prefs?.();
  if (!prefs) return { ok: false, text: c.noStore };
  const next = { ...(await playerTime(repo, ctx.user.id)) };
  if (opts.timezone !== undefined) {
    const tz = String(opts.timezone).trim();
    const known = timeZones().find((z) => z.toLowerCase() === tz.toLowerCase());
    if (!known || !isTimeZone(known)) return { ok: false, text: c.badZone(tz.slice(0, 40)) };
    next.tz = known;
  }
  if (opts.quiet !== undefined) {
    const q = parseQuiet(String(opts.quiet));
    if (q === undefined) return { ok: false, text: c.badQuiet(String(opts.quiet).slice(0, 20)) };
    next.quiet = q;
  }
  if (opts.quiet_ping !== undefined) next.quietPing = opts.quiet_ping === true || opts.quiet_ping === 'true';
  if (opts.digest_hour !== undefined) {
    const h = Number(opts.digest_hour);
    if (!Number.isInteger(h) || h < 0 || h > 23)
      return { ok: false, text: c.badDigestHour(String(opts.digest_hour).slice(0, 20)) };
    next.digestHour = h;
  }
  await prefs.put(KIND, ctx.user.id, JSON.stringify(next));
  const games = await applyToGames(ctx.bot, ctx.user.id, next);
  const quiet = next.quiet ? c.quietHours(next.quiet[0], next.quiet[1], next.tz ?? 'UTC') : c.noQuiet;
  return {
    ok: true,
    text: [
      c.zone(next.tz ?? 'UTC'),
      quiet,
      ...(next.quietPing ? [c.quietPing] : []),
      ...(next.digestHour !== undefined ? [c.digestHour(next.digestHour, next.tz ?? 'UTC', next.digest === true)] : []),
      c.inGames(games),
    ].join('\n'),
  };
}

/** Every live game the player sits in gets the new quiet hours; its deadline is re-armed. */
async function applyToGames(bot: Bot, userId: string, t: PlayerTime): Promise<number> {
  const svc = bot.service;
  const ids = (await svc.store.playerGames?.().gamesOf(userId)) ?? [];
  let n = 0;
  for (const id of ids) {
    const meta = (await svc.store.load(id))?.meta;
    if (!meta?.live) continue;
    const res = await svc.games.mutate(meta.channelId, (r) => {
      const seat = r && r.gameId === id ? r.seats.find((s) => s.userId === userId) : undefined;
      if (!r || !seat) return ok({ record: null, value: false });
      setSeat(seat, t, svc.now());
      // Re-armed by the write (refreshTimer): the running deadline moves out of the new night.
      r.timer = null;
      return ok({ record: r, value: true, keepRev: true });
    });
    if (res.ok && res.value) {
      n++;
      await refreshPanel(bot, meta.channelId).catch(() => undefined);
    }
  }
  return n;
}

function setSeat(seat: GameRecord['seats'][number], t: PlayerTime, now: number): void {
  const q = seatQuiet(t);
  if (q) seat.quiet = q;
  else delete seat.quiet;
  if (t.quietPing) seat.quietPing = true;
  else delete seat.quietPing;
  // The digest follows the player's clock (a new zone or night, a game starting, re-times it); a
  // wish for it reaches a new game.
  if (t.digest || seat.notify === 'digest') digestSeat(seat, t, now);
}

/**
 * The start hook: seated players' quiet hours (and a wish for the daily digest) go onto their seats (a game joined before they
 * were set, or one a tournament seated them in); nothing is written when no one has any.
 */
export async function applyQuietHours(bot: Bot, r: GameRecord): Promise<void> {
  const svc = bot.service;
  const times = new Map<string, PlayerTime>();
  for (const s of r.seats)
    if (s.kind === 'human' && s.userId) {
      const t = await playerTime(svc.store, s.userId);
      if (t.quiet || t.quietPing || t.digest || s.notify === 'digest') times.set(s.userId, t);
    }
  if (!times.size) return;
  const res = await svc.games.mutate(r.channelId, (x) => {
    if (!x || x.gameId !== r.gameId || x.status !== 'playing') return ok({ record: null, value: false });
    // Only a change is written: this write fires the same hook again.
    let changed = false;
    for (const s of x.seats)
      if (s.userId && times.has(s.userId)) {
        const before = JSON.stringify([s.quiet, s.quietPing, s.notify, s.digestAt]);
        setSeat(s, times.get(s.userId)!, svc.now());
        changed ||= JSON.stringify([s.quiet, s.quietPing, s.notify, s.digestAt]) !== before;
      }
    if (!changed) return ok({ record: null, value: false });
    x.timer = null;
    return ok({ record: x, value: true, keepRev: true });
  });
  // The panel shows the deadline as re-armed.
  if (res.ok && res.value) await refreshPanel(bot, r.channelId).catch(() => undefined);
}

/** The timezone option's list: zones containing what was typed (by any part of the name). */
export function zoneChoices(typed: string): Choice[] {
  const want = typed.trim().toLowerCase().replace(/\s+/g, '_');
  const zones = timeZones();
  const hits = want ? zones.filter((z) => z.toLowerCase().includes(want)) : zones;
  const first = hits.filter((z) => z.toLowerCase().startsWith(want) || z.toLowerCase().includes(`/${want}`));
  return [...first, ...hits.filter((z) => !first.includes(z))].slice(0, 25).map((z) => ({ name: z, value: z }));
}
