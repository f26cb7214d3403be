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
import { drawAdmiral, drawFleetChip, FLEET, PIECES } from './pieces.js';
import { LABEL, type Layout } from './layout.js';
import { drawPicture } from './pictures.js';
import { drawSeaTint } from './sea-tints.js';
import { routeHolder } from './sea-routes.js';
import { halo } from './text.js';
import { styleOf } from './territories.js';
import { THEME, type OwnerStyle } from './theme.js';

type Forces = NonNullable<BoardView['forces']>;

export { routeHolder };

/** FOG-9: a sea zone out of the viewer's sight, greyed like the land in the fog. */
const FOG_SEA: OwnerStyle = { fill: THEME.fog, badge: THEME.fog, ink: '#000000', shape: 'circle' };

/** Zone tints (under the land): the controller's colour on the water, outlined (NA-BRD-4); a zone in the fog greyed. */
export function drawSeaControl(ctx: SKRSContext2D, view: BoardView, g: LoadedGeometry, L: Layout): void {
  const forces = view.forces;
  if (!forces) return;
  const fogged = new Set(view.foggedSeas ?? []);
  for (const [id, zone] of Object.entries(forces.sea))
    if (fogged.has(id)) drawSeaTint(ctx, g, id, L, FOG_SEA);
    else if (zone.controller >= 0) drawSeaTint(ctx, g, id, L, styleOf(view, zone.controller));
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
 * holder's colour while one player controls every zone of the route. Each look is drawn once
 * (pictures.ts).
 */
export function drawRouteLanes(ctx: SKRSContext2D, view: BoardView, map: GameMap, g: LoadedGeometry, L: Layout): void {
  for (const { route, art, holder } of routesOf(view, map, g)) {
    const colour = holder !== null ? styleOf(view, holder).badge : null;
    const key = `lane|${g.map}|${L.width}|${route.id}|${colour ?? 'none'}`;
    drawPicture(ctx, key, { width: L.width, height: L.mapHeight }, () => {
      const xs = art.lane.map(([x]) => x * L.k),
        ys = art.lane.map(([, y]) => y * L.k);
      const m = L.fontPx * 0.42;
      return {
        box: { x0: Math.min(...xs) - m, y0: Math.min(...ys) - m, x1: Math.max(...xs) + m, y1: Math.max(...ys) + m },
        paint: (c) => paintLane(c, art.lane, L, colour),
      };
    });
  }
}

function paintLane(c: SKRSContext2D, lane: readonly Point[], L: Layout, colour: string | null): void {
  const trace = () => {
    c.beginPath();
    lane.forEach(([x, y], i) => (i === 0 ? c.moveTo(x * L.k, y * L.k) : c.lineTo(x * L.k, y * L.k)));
  };
  c.lineJoin = 'round';
  c.lineCap = 'round';
  if (colour !== null) {
    trace();
    c.strokeStyle = '#ffffff';
    c.lineWidth = L.fontPx * 0.42;
    c.stroke();
    trace();
    c.strokeStyle = colour;
    c.lineWidth = L.fontPx * 0.26;
    c.stroke();
  } else {
    trace();
    c.strokeStyle = '#1d4760';
    c.lineWidth = Math.max(1.5, L.fontPx * 0.1);
    c.setLineDash([L.fontPx * 0.45, L.fontPx * 0.3]);
    c.stroke();
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
    const st = holder !== null ? styleOf(view, holder) : null;
    const key = `routeName|${g.map}|${L.width}|${locale}|${route.id}|${st ? `${st.badge}|${st.shape}` : 'none'}`;
    drawPicture(ctx, key, { width: L.width, height: L.mapHeight }, () => {
      const { text, font: f, x, y, w, box } = routeLabel(ctx, route, art.label, L, locale, st !== null);
      return {
        box,
        paint: (c) => {
          c.textAlign = 'center';
          c.textBaseline = 'middle';
          if (st) drawBadge(c, st, x - w / 2 - L.fontPx * 0.55, y, L.fontPx * 0.38, '', L.fontPx);
          halo(c, text, x, y, f, '#10344a', '#ffffff');
        },
      };
    });
  }
}

/**
 * A route's name as drawn: its text, font, centre, width and the pixels it covers, the
 * holder's badge in front of it (`held`) included; both stay inside the image.
 */
export function routeLabel(
  o: SKRSContext2D,
  route: GameMap['seas']['routes'][number],
  at: readonly number[],
  L: Layout,
  locale: Locale,
  held: boolean,
): {
  text: string;
  font: string;
  x: number;
  y: number;
  w: number;
  box: { x0: number; y0: number; x1: number; y1: number };
} {
  const f = font(L.fontPx * LABEL.route.font, true);
  const text = `${route.name[locale]} +${route.bonus}`;
  o.font = f;
  const w = o.measureText(text).width;
  const lead = held ? L.fontPx * 1.0 : 0;
  const x = Math.min(Math.max(at[0] * L.k, w / 2 + lead + 4), L.width - w / 2 - 4),
    y = at[1] * L.k;
  return {
    text,
    font: f,
    x,
    y,
    w,
    box: { x0: x - w / 2 - lead - 4, y0: y - L.fontPx, x1: x + w / 2 + 4, y1: y + L.fontPx },
  };
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
  const r = f * FLEET.badge;
  const step = r * 2.3;
  const icon = f * FLEET.ship;
  const width = f * 0.3 + icon + entries.length * step + f * 0.1;
  const height = f * PIECES.fleet.size;
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
    drawFleetChip(ctx, lay.box, lay.ship, L);
    entries.forEach((e, i) => {
      const [x, y] = lay.badges[i];
      drawBadge(ctx, styleOf(view, e.player), x, y, lay.r, String(e.ships), L.fontPx * 0.86);
      // Admirals: a gold anchor disc over the badge's top right, one per admiral.
      const d = L.fontPx * PIECES.admiral.size;
      for (let a = 0; a < e.admirals; a++) drawAdmiral(ctx, x + lay.r * 0.8 - a * d * 0.7, y - lay.r * 1.15, d);
    });
  }
}
