// The daily digest (notify: digest): instead of a ping each turn, one DM a day listing the games
// where it is the player's turn. Each seat in digest mode carries when its player is next sent
// it (`digestAt`: the end of their quiet hours, else 09:00, on their own clock); the store's
// wake-up time of the game includes it (timers.ts wakeAt), so the timer loop sends it after a
// restart and on whichever shard owns the game. Pure: times are given.
import type { GameRecord, Seat } from './record.js';
import { wallClock, zonedInstant } from './schedule.js';

/** The digest's hour on the player's clock when they keep no quiet hours. */
export const DIGEST_HOUR = 9;

/** The seats whose digest is due at `now` (a game in play, the seat in digest mode). */
export function digestsDue(r: GameRecord, now: number): number[] {
  if (r.status !== 'playing' || r.state === null) return [];
  return r.seats.flatMap((s, i) =>
    s.notify === 'digest' && s.userId && s.digestAt !== undefined && s.digestAt <= now ? [i] : [],
  );
}

/** When the game next needs the clock for a digest, or null. */
export function digestWake(r: GameRecord): number | null {
  if (r.status !== 'playing' || r.state === null) return null;
  const times = r.seats.flatMap((s) =>
    s.notify === 'digest' && s.userId && s.digestAt !== undefined ? [s.digestAt] : [],
  );
  return times.length ? Math.min(...times) : null;
}

/** The next instant after `now` when the clock in `tz` reads `hour`:00. */
export function nextDigestAt(now: number, tz: string, hour: number): number {
  const [y, mo, d] = wallClock(now, tz);
  for (let k = 0; k < 3; k++) {
    const day = new Date(Date.UTC(y, mo - 1, d + k));
    const at = zonedInstant(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, 0, tz);
    if (at > now) return at;
  }
  return now + 86_400_000;
}

/** The digest's day on the player's clock ("2026-01-16"): one digest a day, whichever game sends it. */
export function digestDay(at: number, tz: string): string {
  const [y, mo, d] = wallClock(at, tz);
  return `${y}-${String(mo).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** A player's clock as kept with them: zone, quiet hours [from, to], the digest's hour they chose. */
export interface DigestClockInput {
  tz?: string;
  quiet?: [number, number] | null;
  digestHour?: number;
}

/** The player's digest clock: their zone, and the hour they chose, else the end of their quiet hours, else 09:00. */
export function digestClock(t: DigestClockInput): { tz: string; hour: number } {
  return { tz: t.tz ?? 'UTC', hour: t.digestHour ?? (t.quiet ? t.quiet[1] : DIGEST_HOUR) };
}

/** Puts the seat in digest mode, next due on the player's clock after `now`. */
export function digestSeat(seat: Seat, t: DigestClockInput, now: number): void {
  const { tz, hour } = digestClock(t);
  seat.notify = 'digest';
  seat.digestAt = nextDigestAt(now, tz, hour);
}
