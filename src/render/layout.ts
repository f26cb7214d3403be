// The image's geometry: width, map scale, badge and font sizes, and the band's height.
import type { Locale } from '../engine/types.js';
import type { PublicView } from '../engine/view.js';
import { BAND } from './band-metrics.js';
import { bandLayout, bandRows } from './band.js';
import { campaignRows } from './campaign.js';
import type { LoadedGeometry } from './geometry-data.js';
import { legendRows } from './map-legend.js';

/**
 * Label sizes, in font-size units (`Layout.fontPx`) and image widths: the art generators use
 * them too, to place labels where they fit.
 */
export const LABEL = {
  sea: { font: 0.77, wrap: 0.15, line: 0.84 },
  /**
   * Continent names: `font` is the size the art generators place them for; the renderer draws
   * them at `roomy` on the world map and `dense` on Europe 1811, nudged off the badges
   * (continent-labels.ts).
   */
  region: { font: 0.66, roomy: 0.82, dense: 0.78, wrap: 0.17, line: 0.74 },
  /** Territory names (the `names` option), under their badge. */
  name: { wrap: 0.14 },
  /**
   * A sea zone's fleet (NA-NAV): a chip of ships per player, room kept for two players side by
   * side (`width`, `height`: the box the art keeps clear on the zone's water).
   */
  fleet: { width: 3.4, height: 1.5 },
  /** A sea route's name (NA-BRD-2/3), beside its lane. */
  route: { font: 0.78, wrap: 0.2, line: 0.86 },
};

export { MIN_TEXT } from './fonts.js';

/** Encoding time grows with the area: 1000 px keeps render + encode near 25 ms, 1200 near 40. */
export const DEFAULT_WIDTH = 900;

/** The band's font size for an image `width` pixels wide: at 400 px the numbers are still about 8 px tall. */
export const fontPxFor = (width: number): number => Math.max(12, width * 0.023);

export interface Layout {
  width: number;
  mapHeight: number;
  /** Map units → pixels. */
  k: number;
  badge: number;
  fontPx: number;
  panelHeight: number;
  height: number;
}

export function layoutFor(
  g: LoadedGeometry,
  view: Pick<PublicView, 'players' | 'order'> & {
    teams?: number[];
    duel?: PublicView['duel'];
    forces?: PublicView['forces'];
    campaign?: PublicView['campaign'];
    territories?: PublicView['territories'];
    held?: Record<number, string[]>;
  },
  width: number,
  extraRows = 0,
  locale: Locale = 'en',
): Layout {
  const k = width / g.width;
  const mapHeight = Math.round(g.height * k);
  const fontPx = fontPxFor(width);
  const badge = fontPx * 0.78;
  const rows = bandRows(bandLayout(view, locale, { width, fontPx }));
  const lines = extraRows + legendRows(view) + campaignRows(view);
  const panelHeight = Math.round(fontPx * (BAND.top + rows * BAND.row + lines * BAND.line + BAND.bottom));
  return { width, mapHeight, k, badge, fontPx, panelHeight, height: mapHeight + panelHeight };
}
