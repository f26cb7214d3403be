// What the band says about each player: their counts (victory points first where they decide
// the game, NA-VP; public headquarters held, K-2), and what they hold whole (continents, and the
// advanced game's sea routes, NA-BRD-2/3). The band's layout measures these to place them; the
// drawing writes the same strings.
import type { GameMap } from '../engine/map.js';
import type { Locale } from '../engine/types.js';
import type { PlayerView, PublicView } from '../engine/view.js';
import { count } from '../i18n/plural.js';
import { WORDS } from './labels.js';
import { hqsHeld } from './map-legend.js';
import { routeHolder } from './sea-routes.js';

type StatsSource = Pick<PublicView, 'players' | 'territories'>;

/** The victory points ("14 VP", null in a game without them) and the other counts. */
export function statsParts(
  view: StatsSource,
  p: PlayerView,
  locale: Locale,
  hqs: boolean,
): { points: string | null; rest: string } {
  const w = WORDS[locale];
  const status = p.status === 'eliminated' ? ` — ${w.out}` : p.status === 'passive' ? ` — ${w.passive}` : '';
  const lead = hqs ? [`${hqsHeld(view, p.id)} ${w.hqs}`] : [];
  return {
    // An army that is no seat scores nothing (NC-VP: the campaign's independents).
    points: p.points !== undefined && p.kind !== 'neutral' ? `${p.points} ${w.vp}` : null,
    rest: `${[...lead, `${p.territories} ${w.territories}`].join(' · ')} · ${count(locale, p.armies, w.armies)} · ${count(locale, p.cards, w.cards)}${status}`,
  };
}

/**
 * A player's counts in the band: victory points first where they decide the game (NA-VP), then
 * the public headquarters held (K-2, with `hqs`), territories, armies, cards and status.
 */
export function playerStats(view: StatsSource, p: PlayerView, locale: Locale, hqs: boolean): string {
  const { points, rest } = statsParts(view, p, locale, hqs);
  return points !== null ? `${points} · ${rest}` : rest;
}

/** The names of the sea routes `player` holds (all their zones controlled), in map order. */
export function routesHeldBy(view: Pick<PublicView, 'forces'>, map: GameMap, player: number, locale: Locale): string[] {
  const forces = view.forces;
  if (!forces) return [];
  return map.seas.routes.filter((r) => routeHolder(forces, r.zones) === player).map((r) => r.name[locale]);
}

/** What each player holds whole, by seat: their continents, then their sea routes, named. */
export function holdingsByPlayer(
  view: Pick<PublicView, 'players' | 'forces'>,
  map: GameMap,
  locale: Locale,
): Record<number, string[]> {
  const name = (c: string) => map.continents.find((x) => x.id === c)?.name[locale] ?? c;
  return Object.fromEntries(
    view.players.map((p) => [p.id, [...p.continents.map(name), ...routesHeldBy(view, map, p.id, locale)]]),
  );
}
