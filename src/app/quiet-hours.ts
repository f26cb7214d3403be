// A player's quiet hours in their own time zone (/risk settings timezone:Europe/Paris quiet:23-08):
// a turn deadline never expires inside them (it moves to their end), and the turn's ping waits
// for their end (a reminder then) unless the player asked to be pinged anyway. Pure: times are
// given, the zone's clock is read with Intl (the IANA data Node ships).

/** Quiet hours: from `from` to `to` o'clock local time (23-08 crosses midnight). */
export interface Quiet {
  tz: string;
  from: number;
  to: number;
}

/** Every zone name Node knows (the settings' autocomplete), plus UTC. */
export function timeZones(): string[] {
  const zones = Intl.supportedValuesOf('timeZone');
  return zones.includes('UTC') ? zones : ['UTC', ...zones];
}

/** Is this an IANA zone name Node can use? */
export function isTimeZone(tz: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** "23-08" (or "23:00-08:00", "off") → [from, to] hours; null for off; undefined when unreadable. */
export function parseQuiet(text: string): [number, number] | null | undefined {
  const t = text.trim().toLowerCase();
  if (['off', 'none', 'no', 'aucune', 'nessuna'].includes(t)) return null;
  const m = /^(\d{1,2})(?::00)?\s*[-–]\s*(\d{1,2})(?::00)?$/.exec(t);
  if (!m) return undefined;
  const from = Number(m[1]) % 24;
  const to = Number(m[2]) % 24;
  if (Number(m[1]) > 24 || Number(m[2]) > 24 || from === to) return undefined;
  return [from, to];
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Minutes past local midnight at `at` in `tz`. */
export function localMinutes(at: number, tz: string): number {
  let f = formats.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-GB', { timeZone: tz, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    formats.set(tz, f);
  }
  const parts = f.formatToParts(at);
  const h = Number(parts.find((p) => p.type === 'hour')?.value ?? 0);
  const m = Number(parts.find((p) => p.type === 'minute')?.value ?? 0);
  return h * 60 + m;
}

export function inQuiet(at: number, q: Quiet): boolean {
  const m = localMinutes(at, q.tz);
  const from = q.from * 60;
  const to = q.to * 60;
  return from < to ? m >= from && m < to : m >= from || m < to;
}

/** `at`, or the end of the quiet hours it falls in. */
export function quietEnd(at: number, q: Quiet): number {
  if (!inQuiet(at, q)) return at;
  const minute = 60_000;
  const base = at - (at % minute);
  const ahead = (q.to * 60 - localMinutes(at, q.tz) + 1440) % 1440;
  let end = base + ahead * minute;
  // A daylight-saving change inside the night moved the local clock: set it right by the offset
  // it shows then, and step on should the end still be inside (a gap at that very hour).
  let off = q.to * 60 - localMinutes(end, q.tz);
  if (off > 720) off -= 1440;
  if (off <= -720) off += 1440;
  end += off * minute;
  for (let i = 0; i < 8 && inQuiet(end, q); i++) end += 15 * minute;
  return Math.max(at, end);
}

/** The latest of `at` moved out of each player's quiet hours (several wait at once: simultaneous setup). */
export function outOfQuiet(at: number, quiets: readonly Quiet[]): number {
  let t = at;
  // Moving out of one player's night may land in another's: a few rounds settle it.
  for (let round = 0; round < 4; round++) {
    const next = quiets.reduce((x, q) => quietEnd(x, q), t);
    if (next === t) return t;
    t = next;
  }
  return t;
}
