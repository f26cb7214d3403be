// Where each player's victory points came from (NA-WIN-4): empires, routes, capitals, captures,
// missions and the census, summed from the game's pointsScored events, for the final standing.
import type { GameEvent, PlayerId } from '../../engine/index.js';
import type { PointsSource } from '../../engine/events.js';
import { advancedPanel } from '../../i18n/panel-advanced.js';
import type { Locale } from '../../i18n/names.js';

const ORDER: PointsSource[] = ['empire', 'route', 'capital', 'mission', 'capture', 'captured', 'census'];

/** Points per source for each player who scored any. */
export function pointsBySource(events: readonly GameEvent[]): Map<PlayerId, Map<PointsSource, number>> {
  const out = new Map<PlayerId, Map<PointsSource, number>>();
  for (const e of events) {
    if (e.type !== 'pointsScored') continue;
    const m = out.get(e.player) ?? new Map<PointsSource, number>();
    m.set(e.source, (m.get(e.source) ?? 0) + e.points);
    out.set(e.player, m);
  }
  return out;
}

/** "⭐ 21 VP: empire 12 · sea route 2 · mission 5 · census 2" (sources in a fixed order). */
export function pointsLineOf(total: number, by: Map<PointsSource, number> | undefined, locale: Locale): string {
  const ap = advancedPanel(locale);
  const parts = ORDER.filter((src) => (by?.get(src) ?? 0) !== 0).map((src) => `${ap.source[src]} ${by!.get(src)}`);
  return `⭐ ${ap.ai.vp(total).replace(/^\+/, '')}${parts.length ? `: ${parts.join(' · ')}` : ''}`;
}
