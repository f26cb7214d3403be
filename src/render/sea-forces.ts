// The sea of the advanced game (NA-BRD, NA-NAV): each zone tinted by its controller, the two
// routes' lanes (solid in the holder's colour when one player controls all their zones), and
// each zone's fleets: a chip with the ships (and admirals) of every player there.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { GameMap } from '../engine/map.js';
import type { Locale, PlayerId } from '../engine/types.js';
import type { BoardView } from './board-view.js';
import { drawBadge } from './badges.js';
import { font } from './fonts.js';
import type { LoadedGeometry } from './geometry-data.js';
import type { Point } from './geometry.js';
import { drawAnchor, drawShip } from './icons.js';
import { LABEL, type Layout } from './layout.js';
import { drawSeaTint } from './sea-tints.js';
import { halo } from './text.js';
import { styleOf } from './territories.js';

type Forces = NonNullable<BoardView['forces']>;

/** NA-BRD-2/3: the player who controls every zone of the route, or null. */
export function routeHolder(forces: Forces, zones: readonly string[]): PlayerId | null {
  const first = forces.sea[zones[0]]?.controller;
  if (first === undefined || first < 0) return null;
  return zones.every((z) => forces.sea[z]?.controller === first) ? first : null;
}

/** Zone tints (under the land): the controller's colour on the water, outlined (NA-BRD-4). */
export function drawSeaControl(ctx: SKRSContext2D, view: BoardView, g: LoadedGeometry, L: Layout): void {
  const forces = view.forces;
  if (!forces) return;
  for (const [id, zone] of Object.entries(forces.sea))
    if (zone.controller >= 0) drawSeaTint(ctx, g, id, L, styleOf(view, zone.controller));
}

/** The routes the art draws, each with its lane and name point and its holder (null: nobody). */
function routesOf(view: BoardView, map: GameMap, g: LoadedGeometry) {
  const forces = view.forces;
  if (!forces) return [];
  return map.seas.routes.flatMap((route) => {
    const art = g.seaRoutes?.[route.id];
    return art ? [{ route, art, holder: routeHolder(forces, route.zones) }] : [];
  });
}

/**
 * The routes' lanes, under the land (so only their water shows): dashed, or solid in the
 * holder's colour while one player controls every zone of the route.
 */
export function drawRouteLanes(ctx: SKRSContext2D, view: BoardView, map: GameMap, g: LoadedGeometry, L: Layout): void {
  for (const { art, holder } of routesOf(view, map, g)) {
    const trace = () => {
      ctx.beginPath();
      art.lane.forEach(([x, y], i) => (i === 0 ? ctx.moveTo(x * L.k, y * L.k) : ctx.lineTo(x * L.k, y * L.k)));
    };
    ctx.lineJoin = 'round';
    ctx.lineCap = 'round';
    if (holder !== null) {
      trace();
      ctx.strokeStyle = '#ffffff';
      ctx.lineWidth = L.fontPx * 0.42;
      ctx.stroke();
      trace();
      ctx.strokeStyle = styleOf(view, holder).badge;
      ctx.lineWidth = L.fontPx * 0.26;
      ctx.stroke();
    } else {
      trace();
      ctx.strokeStyle = '#1d4760';
      ctx.lineWidth = Math.max(1.5, L.fontPx * 0.1);
      ctx.setLineDash([L.fontPx * 0.45, L.fontPx * 0.3]);
      ctx.stroke();
      ctx.setLineDash([]);
    }
    ctx.lineCap = 'butt';
  }
}

/** The routes' names and bonus on the water, with the holder's badge in front while one is held. */
export function drawRouteLabels(
  ctx: SKRSContext2D,
  view: BoardView,
  map: GameMap,
  g: LoadedGeometry,
  L: Layout,
  locale: Locale,
): void {
  for (const { route, art, holder } of routesOf(view, map, g)) {
    const f = font(L.fontPx * LABEL.route.font, true);
    const text = `${route.name[locale]} +${route.bonus}`;
    ctx.font = f;
    const w = ctx.measureText(text).width;
    // The holder's badge goes in front of the name: both stay inside the image.
    const lead = holder !== null ? L.fontPx * 1.0 : 0;
    const x = Math.min(Math.max(art.label[0] * L.k, w / 2 + lead + 4), L.width - w / 2 - 4),
      y = art.label[1] * L.k;
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    if (holder !== null)
      drawBadge(ctx, styleOf(view, holder), x - w / 2 - L.fontPx * 0.55, y, L.fontPx * 0.38, '', L.fontPx);
    halo(ctx, text, x, y, f, '#10344a', '#ffffff');
  }
}

/** One player's ships (and admirals) in a zone. */
export interface FleetEntry {
  player: PlayerId;
  ships: number;
  admirals: number;
}

/** The fleets of a zone, players in seat order; admirals without ships are shown too (an invariant break, never hidden). */
export function fleetsIn(forces: Forces, zone: string): FleetEntry[] {
  const z = forces.sea[zone];
  if (!z) return [];
  const players = new Set([...Object.keys(z.ships), ...Object.keys(z.admirals)].map(Number));
  return [...players]
    .sort((a, b) => a - b)
    .map((p) => ({ player: p, ships: z.ships[p] ?? 0, admirals: z.admirals[p] ?? 0 }))
    .filter((e) => e.ships > 0 || e.admirals > 0);
}

/** Where a fleet chip's badges go: a ship icon, then each player's badge with the count (image pixels). */
export function fleetLayout(
  entries: readonly FleetEntry[],
  at: Point,
  L: Layout,
): { box: { x0: number; y0: number; x1: number; y1: number }; ship: Point; badges: Point[]; r: number } {
  const f = L.fontPx;
  const r = f * 0.62;
  const step = r * 2.3;
  const icon = f * 1.05;
  const width = f * 0.3 + icon + entries.length * step + f * 0.1;
  const height = f * 1.5;
  const x0 = at[0] - width / 2,
    y0 = at[1] - height / 2;
  return {
    box: { x0, y0, x1: x0 + width, y1: y0 + height },
    ship: [x0 + f * 0.2 + icon / 2, at[1]],
    badges: entries.map((_, i): Point => [x0 + f * 0.3 + icon + step * (i + 0.5), at[1]]),
    r,
  };
}

/** Every zone's fleets, on the zone's fleet point (its name's point when the art has none). */
export function drawFleets(ctx: SKRSContext2D, view: BoardView, g: LoadedGeometry, L: Layout): void {
  const forces = view.forces;
  if (!forces) return;
  for (const [id, art] of Object.entries(g.seaZones ?? {})) {
    const entries = fleetsIn(forces, id);
    if (!entries.length) continue;
    const at = art.fleet ?? art.label;
    const lay = fleetLayout(entries, [at[0] * L.k, at[1] * L.k], L);
    const { x0, y0, x1, y1 } = lay.box;
    ctx.beginPath();
    ctx.roundRect(x0, y0, x1 - x0, y1 - y0, (y1 - y0) / 2);
    ctx.fillStyle = '#ffffff';
    ctx.fill();
    ctx.lineWidth = 1.5;
    ctx.strokeStyle = '#10344a';
    ctx.stroke();
    drawShip(ctx, lay.ship[0], lay.ship[1], L.fontPx * 1.0, '#10344a');
    entries.forEach((e, i) => {
      const [x, y] = lay.badges[i];
      drawBadge(ctx, styleOf(view, e.player), x, y, lay.r, String(e.ships), L.fontPx * 0.86);
      // Admirals: an anchor pip on the badge's top right, one per admiral.
      for (let a = 0; a < e.admirals; a++) {
        const ax = x + lay.r * 0.9 - a * lay.r * 0.75,
          ay = y - lay.r * 1.05;
        ctx.beginPath();
        ctx.arc(ax, ay, lay.r * 0.48, 0, Math.PI * 2);
        ctx.fillStyle = '#ffd23f';
        ctx.fill();
        ctx.lineWidth = 1.2;
        ctx.strokeStyle = '#1b1b1b';
        ctx.stroke();
        drawAnchor(ctx, ax, ay, lay.r * 0.78, '#1b1b1b');
      }
    });
  }
}
