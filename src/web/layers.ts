// The public layers a map game shows beyond owners and armies, read from what its ruleset puts
// in the public view (the `publicExtras` hook: the advanced game's forces and turn steps, the
// campaign's year, sides, powers, points and objectives; the ruleset's round limit) and worded
// by the same presenters as the PNG board's band. Nothing here asks which ruleset it is: a view
// without forces has no seas, one without points no VP, one without a campaign no objectives.
import type { GameMap } from '../engine/map.js';
import type { LastMove, PlayerId, PublicView } from '../engine/index.js';
import type { ForcesView } from '../engine/board-units.js';
import { campaignWords } from '../i18n/napoleon-campaign.js';
import { advancedPanel } from '../i18n/panel-advanced.js';
import { territoryName, type Locale } from '../i18n/names.js';
import { getRuleset, isRulesetId } from '../rules/registry.js';
import { holdingsByPlayer } from '../render/band-stats.js';
import { campaignName, campaignTags, objectiveLines } from '../render/campaign.js';
import { WORDS } from '../render/labels.js';
import { roundText } from '../render/legend.js';
import { legendIcons, type LegendIcon } from '../render/map-legend.js';
import { fleetsIn, routeHolder, type FleetEntry } from '../render/sea-forces.js';
import { layerWords } from './layer-words.js';

export interface SeatLayer {
  /** The name the board gives this player when it is not their seat's (the campaign's powers). */
  name?: string;
  /** Side, alliance, a power's hidden cards: short words under the name. */
  tags: string[];
  /** Victory points, in a game that counts them, and their sources in words ("empires 4 · capital 2"). */
  vp?: number;
  vpBy?: string;
  /** Continents and sea routes held whole, named. */
  held: string[];
}

export interface SeaZoneLayer {
  name: string;
  /** NA-BRD-4: the one player with ships there, -1 for nobody (empty or contested). */
  controller: PlayerId;
  fleets: FleetEntry[];
}

export interface RouteLayer {
  id: string;
  name: string;
  bonus: number;
  zones: string[];
  holder: PlayerId | null;
}

export interface PublicLayers {
  /** "Round 4", "Year 3 of 5" (a round limit), "1800 (round 3 of 8)" (the campaign's calendar). */
  roundText: string;
  seats: Record<PlayerId, SeatLayer>;
  /** Sea zones by id (boards with a naval game). */
  seas?: Record<string, SeaZoneLayer>;
  routes?: RouteLayer[];
  /** Generals per player, fortification and epidemic tokens, per territory with any. */
  land?: ForcesView['land'];
  /** The turn's steps and offers the phase does not say (combat step, forced combats, annexations, a capital offer). */
  facts: string[];
  /** The campaign's objectives, as the board's band prints them. */
  objectives: string[];
  /** What the marks on the board mean, in the board's own icons. */
  legend: { icon: LegendIcon; word: string }[];
  /** The last move (arrow, the conquered territory ringed, the placement ring), public. */
  lastMove: LastMove | null;
}

/** The layers of `v`, worded in `locale`; `tl` names territories (the board's label language). */
export function publicLayers(v: PublicView, map: GameMap, locale: Locale, tl: Locale): PublicLayers {
  const lw = layerWords(locale);
  const forces = v.forces ?? null;
  const held = holdingsByPlayer(v, map, locale);
  const rs = isRulesetId(v.ruleset) ? getRuleset(v.ruleset) : null;
  const name = (p: PlayerId) => {
    const pv = v.players[p];
    return pv ? (campaignName(v, pv, locale) ?? pv.name) : `#${p + 1}`;
  };
  const tname = (t: string) => territoryName(v.map, t, tl);
  const seats: Record<PlayerId, SeatLayer> = {};
  for (const p of v.players) {
    const own = campaignName(v, p, locale);
    const tags = [...(campaignTags(v, p, locale) ?? [])];
    // The powers' cards are counted in the band's cards, never named (NC: they are secret).
    const power = v.campaign?.powers.find((x) => x.id === p.id);
    const by = v.campaign?.points[p.id]?.by;
    const words = campaignWords[locale].points;
    seats[p.id] = {
      ...(own ? { name: own } : {}),
      tags,
      ...(p.points !== undefined && p.kind !== 'neutral' && !power ? { vp: p.points } : {}),
      ...(by
        ? {
            vpBy: Object.entries(by)
              .filter(([, n]) => n !== 0)
              .map(([k, n]) => `${words[k as keyof typeof words] ?? k} ${n}`)
              .join(' · '),
          }
        : {}),
      held: held[p.id] ?? [],
    };
  }
  const facts: string[] = [];
  const a = v.advanced;
  if (a) {
    if (a.combatStep) facts.push(lw.combatStep[a.combatStep]);
    const zoneName = (z: string) => map.seas.zones.find((x) => x.id === z)?.name[locale] ?? z;
    if (a.forced.length) facts.push(lw.forced(a.forced.map(zoneName).join(', ')));
    for (const [p, st] of Object.entries(a.starting))
      if (st.generals > 0 || st.forts > 0) facts.push(lw.starting(name(Number(p)), st.generals, st.forts));
    for (const c of a.captured)
      if (c.generals > 0 || c.admirals > 0)
        facts.push(lw.captured(name(c.captor), c.generals, c.admirals, name(c.owner)));
    for (const [p, n] of Object.entries(a.owed)) if (n > 0) facts.push(lw.owed(name(Number(p)), n));
    facts.push(lw.fortsLeft(a.fortsLeft));
  }
  const c = v.campaign;
  if (c) {
    if (c.annexLeft.length && c.round <= c.lastRound)
      facts.push(lw.annexLeft(c.annexLeft.map((k) => lw.annexKind[k]).join(', ')));
    if (c.capitalOffer && v.currentPlayer !== null)
      facts.push(
        lw.capitalOffer(name(v.currentPlayer), name(c.capitalOffer.independent), tname(c.capitalOffer.capital)),
      );
  }
  const legend = legendIcons(v).map((icon) => ({ icon, word: WORDS[locale].legend[icon] }));
  return {
    roundText: roundText(v, locale, rs?.roundLimit),
    seats,
    ...(forces
      ? {
          seas: Object.fromEntries(
            map.seas.zones.map((z) => [
              z.id,
              { name: z.name[locale], controller: forces.sea[z.id]?.controller ?? -1, fleets: fleetsIn(forces, z.id) },
            ]),
          ),
          routes: map.seas.routes.map((r) => ({
            id: r.id,
            name: r.name[locale],
            bonus: r.bonus,
            zones: [...r.zones],
            holder: routeHolder(forces, r.zones),
          })),
          land: forces.land,
        }
      : {}),
    facts,
    objectives: objectiveLines(v, map, locale).filter((l) => l),
    legend,
    lastMove: v.lastMove,
  };
}

/** "empires 12 · sea routes 2 · mission 5" from the points scored so far by source (the advanced game's are in its events). */
export function sourcesText(by: Record<string, number>, locale: Locale): string {
  const words = advancedPanel(locale).source as Record<string, string>;
  return Object.entries(by)
    .filter(([, n]) => n !== 0)
    .map(([k, n]) => `${words[k] ?? k} ${n}`)
    .join(' · ');
}
