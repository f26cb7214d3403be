// The board image: map art (cached static layers), owners, army badges, the last move, and a
// band with the players and the turn. It draws only from a public view: secrets come in
// separately, for private images only (see private.ts). Each part lives in its own module;
// this one puts them together.
import { createCanvas, type Canvas } from '@napi-rs/canvas';
import type { GameMap } from '../engine/map.js';
import type { TerritoryId } from '../engine/types.js';
import { drawBadges } from './badges.js';
import { holdingsByPlayer } from './band-stats.js';
import { wrapGoalRows } from './band.js';
import { continentLabels } from './continent-labels.js';
import { drawLandForces } from './land-forces.js';
import { drawFleets, drawRouteLabels, drawRouteLanes, drawSeaControl } from './sea-forces.js';
import type { BoardView, RenderOptions } from './board-view.js';
import { registerFonts } from './fonts.js';
import { loadGeometry, type LoadedGeometry } from './geometry-data.js';
import { drawHqs } from './headquarters.js';
import { drawHighlight } from './highlight.js';
import { drawLastMove, drawLosses } from './last-move.js';
import { DEFAULT_WIDTH, fontPxFor, layoutFor, type Layout } from './layout.js';
import { drawPanel } from './legend.js';
import { objectiveLines } from './campaign.js';
import { layers } from './map-layers.js';
import { rasterLayers } from './raster.js';
import { drawTerritories } from './territories.js';

// The board's public surface, where the renderer, scripts and tests have always found it.
export { stacksOf, type BoardView, type DrawnTerritory, type RenderOptions, type Stack } from './board-view.js';
export { drawBadge } from './badges.js';
export { drawArrow } from './last-move.js';
export { DEFAULT_WIDTH, LABEL, layoutFor, type Layout } from './layout.js';
export { styleOf } from './territories.js';
export { wrapLabel } from './text.js';

/** One player's goal on their image: only ever passed by private.ts, for an image sent to them. */
export interface PrivateLayer {
  rows: string[];
  highlight: TerritoryId[];
  /** The viewer's own headquarters while it is still secret (K-2 2000). */
  hq?: TerritoryId | null;
}

/** Draws the whole board onto a new canvas (no encoding); `priv` only for a private image. */
export function drawBoard(
  view: BoardView,
  map: GameMap,
  options: RenderOptions = {},
  priv?: PrivateLayer,
): { canvas: Canvas; layout: Layout; geometry: LoadedGeometry } {
  registerFonts();
  const width = Math.round(options.width ?? DEFAULT_WIDTH);
  const privateRows = priv ? wrapGoalRows(priv.rows, { width, fontPx: fontPxFor(width) }) : [];
  const locale = options.locale ?? 'en';
  const g = loadGeometry(map.id);
  // The band also names what each player holds whole (continents, sea routes).
  // NC-VP: and, in the campaign, the objectives of both sides (territories named from the map).
  const band = {
    ...(priv?.hq ? withOwnHq(view, priv.hq) : view),
    held: holdingsByPlayer(view, map, locale),
    objectives: objectiveLines(view, map, locale),
  };
  const L = layoutFor(g, band, width, privateRows.length, locale);
  const canvas = createCanvas(L.width, L.height);
  const ctx = canvas.getContext('2d');
  const l = rasterLayers(layers(g, map, L, locale, options.names ?? false));
  ctx.drawImage(l.under, 0, 0);
  drawSeaControl(ctx, view, g, L);
  drawRouteLanes(ctx, view, map, g, L);
  drawTerritories(ctx, view, g, L.k);
  ctx.drawImage(l.over, 0, 0);
  drawRouteLabels(ctx, view, map, g, L, locale);
  if (priv) drawHighlight(ctx, g, map, L.k, priv.highlight);
  drawLastMove(ctx, view, g, L);
  drawFleets(ctx, view, g, L);
  drawLandForces(ctx, view, g, L);
  drawBadges(ctx, view, g, L, continentLabels(g, map, L, locale));
  drawHqs(ctx, view, g, L, priv?.hq ?? null);
  drawLosses(ctx, view, g, L);
  drawPanel(ctx, band, L, locale, options.note, privateRows, options.roundLimit);
  return { canvas, layout: L, geometry: g };
}

/**
 * The band of a private image counts the viewer's own secret HQ among the HQs they hold (K-2):
 * a hidden HQ is always its owner's (invading it reveals it), so its holder is the viewer.
 */
export function withOwnHq(view: BoardView, hq: TerritoryId): BoardView {
  const owner = view.territories[hq]?.owner ?? -1;
  if (owner < 0 || view.players.some((p) => p.hq === hq)) return view;
  return { ...view, players: view.players.map((p) => (p.id === owner && p.hq === null ? { ...p, hq } : p)) };
}
