// Fog of war in the advanced game and the campaign (FOG-8..11; docs/rules-notes.md): what a
// fleet sees, and what their public extras (the combat step's zones, the manoeuvres, the
// campaign's points by source and a capital on offer) may tell a viewer. fog.ts calls these; no
// rule reads them.
import { mapOf } from './board.js';
import type { ActiveEffect, AdvancedView, CampaignView, GameState, PlayerId, TerritoryId } from './types.js';
import type { PublicView } from './view.js';

/**
 * FOG-9: what the group's fleets watch. A zone holding a ship or an admiral of the group sees
 * the zones next to it (where it may sail or be attacked from) and the coasts of its own zone
 * (where it may land or be fired on from).
 */
export function fleetSight(s: GameState, group: readonly PlayerId[]): { zones: Set<string>; coasts: Set<TerritoryId> } {
  const zones = new Set<string>();
  const coasts = new Set<TerritoryId>();
  const u = s.board.units;
  if (!u || group.length === 0) return { zones, coasts };
  const seas = mapOf(s).seas;
  const n = s.players.length;
  seas.zones.forEach((z, i) => {
    if (!group.some((p) => u.ships[i * n + p] > 0 || u.admirals[i * n + p] > 0)) return;
    zones.add(z.id);
    for (const w of seas.adjacency[z.id] ?? []) zones.add(w);
    for (const t of z.coasts) coasts.add(t);
  });
  return { zones, coasts };
}

/** The place a manoeuvre's leaders were used from or to: a territory or a sea zone. */
const inSight = (place: string, seen: ReadonlySet<string>) => seen.has(place);

/**
 * FOG-10: the advanced game's extras as a viewer sees them. Forced combats owed and the leaders
 * used per place only where seen; the combat step, the starting units, the captured leaders
 * and the armies owed for them, the manoeuvres' kinds and the pool are counts with no place:
 * public, as the printed game's prisoner piles and box are.
 */
function fogAdvanced(a: AdvancedView, places: ReadonlySet<string>): AdvancedView {
  return {
    ...a,
    forced: a.forced.filter((z) => inSight(z, places)),
    manoeuvres: a.manoeuvres && {
      ...a.manoeuvres,
      leadersUsed: Object.fromEntries(Object.entries(a.manoeuvres.leadersUsed).filter(([k]) => inSight(k, places))),
    },
  };
}

/**
 * FOG-11: the campaign's extras as a viewer sees them. Sides, allies, the independents' cards,
 * the objectives as printed, the first invasions scored and every seat's total are public; the
 * points by source (each turn's capital, supremacy and Égypte points tell who holds what) only
 * for the viewer's group; a capital on offer only to the group of the seat it is offered to.
 */
function fogCampaign(c: CampaignView, group: readonly PlayerId[], turnPlayer: PlayerId | null): CampaignView {
  const mine = turnPlayer !== null && group.includes(turnPlayer);
  return {
    ...c,
    points: Object.fromEntries(
      Object.entries(c.points).map(([p, x]) => [p, group.includes(Number(p)) ? x : { total: x.total, by: {} }]),
    ),
    capitalOffer: mine ? c.capitalOffer : null,
  };
}

/** FOG-10, FOG-11: `v`'s advanced and campaign extras cut to what a viewer of `group` sees (`places`: territories and zones). */
export function fogExtras(
  v: PublicView,
  places: ReadonlySet<string>,
  group: readonly PlayerId[],
): Pick<PublicView, 'advanced' | 'campaign'> {
  return {
    ...(v.advanced ? { advanced: fogAdvanced(v.advanced, places) } : {}),
    ...(v.campaign ? { campaign: fogCampaign(v.campaign, group, v.currentPlayer) } : {}),
  };
}

/**
 * FOG-7, FOG-10, FOG-11: the advanced game's and the campaign's slices as a seat may know them
 * under fog, for the AI: another group's turn keeps no place out of sight (its forced combats,
 * invasion, manoeuvre, a conquest its leaders may follow, a card effect in force for a place
 * out of sight), an independent's invasion in progress out of sight is dropped, another group's
 * points by source are dropped and a capital on offer is the offered group's alone. The first
 * invasions (`invaded`) stay: public, as the printed objectives crossed off (FOG-11).
 */
export function fogExtState(
  s: GameState,
  places: ReadonlySet<string>,
  group: readonly PlayerId[],
): Pick<GameState, 'ext'> {
  const ext = { ...s.ext };
  const a = s.ext.advanced;
  if (a && !group.includes(s.turn.player)) {
    const f = a.turn.followable;
    ext.advanced = {
      ...a,
      turn: {
        ...a.turn,
        forced: a.turn.forced.filter((z) => places.has(z)),
        invading: a.turn.invading !== null && places.has(a.turn.invading) ? a.turn.invading : null,
        manoeuvre: null,
        followable: f && places.has(f.from) && places.has(f.to) ? f : null,
      },
    };
  }
  // another group's card effects in force for a place out of sight: its attacks there are fogged (FOG-4)
  const cards = s.ext.advCards;
  if (cards) {
    const seen = (e: ActiveEffect) => group.includes(e.player) || e.target === null || places.has(e.target);
    if (!cards.active.every(seen)) ext.advCards = { ...cards, active: cards.active.filter(seen) };
  }
  const inv = s.ext.duel?.invasion;
  if (inv && !places.has(inv.to)) ext.duel = { ...s.ext.duel!, invasion: null };
  const c = s.ext.campaign;
  if (c) {
    ext.campaign = {
      ...c,
      points: Object.fromEntries(Object.entries(c.points).map(([p, x]) => [p, group.includes(Number(p)) ? x : {}])),
      capitalOffer: c.capitalOffer && group.includes(c.capitalOffer.player) ? c.capitalOffer : null,
    };
  }
  return { ext };
}
