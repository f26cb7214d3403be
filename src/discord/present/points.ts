// Where each player's victory points came from (NA-WIN-4): empires, routes, capitals, captures,
// missions and the census, summed from the game's pointsScored events, for the final standing;
// in the campaign (NC-VP) its own breakdown by source, objectives and first invasions included.
import type { GameEvent, PlayerId } from '../../engine/index.js';
import type { PointsSource } from '../../engine/events.js';
import type { CampaignPointsKey } from '../../engine/types.js';
import { advancedPanel } from '../../i18n/panel-advanced.js';
import { campaignWords } from '../../i18n/napoleon-campaign.js';
import type { Locale } from '../../i18n/names.js';

/** Each source's place on the line (a Record, so a source added to the type must be placed). */
const PLACE: Record<PointsSource, number> = {
  empire: 1,
  route: 2,
  capital: 3,
  objective: 4,
  invasion: 5,
  mission: 6,
  capture: 7,
  captured: 8,
  census: 9,
};
/** The campaign's sources (NC-VP), placed the same way. */
const CAMPAIGN_PLACE: Record<CampaignPointsKey, number> = {
  empire: 1,
  route: 2,
  capital: 3,
  supremacy: 4,
  egypt: 5,
  allies: 6,
  invasion: 7,
  capture: 8,
  captured: 9,
  census: 10,
};
const inOrder = <K extends string>(place: Record<K, number>): K[] =>
  (Object.keys(place) as K[]).sort((a, b) => place[a] - place[b]);
const ORDER = inOrder(PLACE);
const CAMPAIGN_ORDER = inOrder(CAMPAIGN_PLACE);

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

/** A player's points by source as the line names them (sources with none left out). */
export function advancedSources(by: Map<PointsSource, number> | undefined, locale: Locale): [string, number][] {
  const ap = advancedPanel(locale);
  return ORDER.filter((src) => (by?.get(src) ?? 0) !== 0).map((src) => [ap.source[src], by!.get(src)!]);
}

/** A campaign seat's points by source (the engine's public breakdown), as the line names them. */
export function campaignSources(
  by: Partial<Record<CampaignPointsKey, number>> | undefined,
  locale: Locale,
): [string, number][] {
  const words = campaignWords[locale].points;
  return CAMPAIGN_ORDER.filter((k) => (by?.[k] ?? 0) !== 0).map((k) => [words[k], by![k]!]);
}

/** "⭐ 21 VP: empire 12 · sea route 2 · mission 5 · census 2". */
export function pointsLineOf(total: number, parts: readonly (readonly [string, number])[], locale: Locale): string {
  const ap = advancedPanel(locale);
  const listed = parts.map(([label, n]) => `${label} ${n}`);
  return `⭐ ${ap.ai.vp(total).replace(/^\+/, '')}${listed.length ? `: ${listed.join(' · ')}` : ''}`;
}
