// Option values as typed: durations ("24h", "off") and booleans (Discord sends true/false; the local table may send words).
/** "24h", "90m", "2d", "45" (minutes), "off" → minutes or null; undefined when unreadable. */
export function parseDuration(v: string): number | null | undefined {
  const t = v.trim().toLowerCase();
  if (['off', 'none', 'no', '0', 'aucun', 'nessuna'].includes(t)) return null;
  const m = /^(\d+(?:\.\d+)?)\s*(m|min|h|d|j|g)?$/.exec(t);
  if (!m) return undefined;
  const n = Number(m[1]);
  const unit = m[2] ?? 'm';
  const minutes = unit === 'h' ? n * 60 : unit === 'd' || unit === 'j' || unit === 'g' ? n * 1440 : n;
  return minutes >= 1 ? Math.round(minutes) : undefined;
}

/** A boolean option as typed (Discord sends true/false; the local table may send words). */
export const bool = (v: unknown): boolean | undefined =>
  v === undefined ? undefined : v === true || v === 'true' || v === 'on' || v === 'yes';

/** A turn deadline from 1 minute to 30 days, or off (undefined: unreadable or out of range). */
export function parseDeadline(v: string): number | null | undefined {
  const d = parseDuration(v);
  return d === undefined || (d !== null && d > 30 * 1440) ? undefined : d;
}
export const DEADLINE_ALLOWED = '1m … 30d (e.g. 30m, 24h, 2d), off';
