// The band's legend line: what the marks on the map mean, drawn with the very icons the map
// uses. Only on boards that carry such marks: headquarters (K-1) and the advanced game's pieces
// (NA-MAT); a plain board has no legend line.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Locale } from '../engine/types.js';
import type { PlayerView, PublicView } from '../engine/view.js';
import { font, MIN_TEXT } from './fonts.js';
import { drawLegendRoute, drawLegendStar, drawShip } from './icons.js';
import { drawAdmiral, drawEpidemic, drawFort, drawGeneral } from './pieces.js';
import { WORDS } from './labels.js';
import type { Layout } from './layout.js';
import { fit } from './text.js';
import { THEME } from './theme.js';

type LegendSource = Pick<PublicView, 'players'> & { forces?: PublicView['forces'] };
export type LegendIcon = 'hq' | 'ships' | 'admiral' | 'general' | 'fort' | 'epidemic' | 'route';

/** Headquarters are on the board once any is public (K-1). */
export const showsHqs = (view: Pick<PublicView, 'players'>): boolean => view.players.some((p) => p.hq !== null);

/** The icons the legend explains, in the order drawn. */
export function legendIcons(view: LegendSource): LegendIcon[] {
  const out: LegendIcon[] = [];
  if (showsHqs(view)) out.push('hq');
  if (view.forces) out.push('ships', 'admiral', 'general', 'fort', 'epidemic', 'route');
  return out;
}

/** Rows (in band rows) the legend takes: one line, or none. */
export const legendRows = (view: LegendSource): number => (legendIcons(view).length ? 1 : 0);

/** K-2: the public headquarters a player controls (own included); hidden ones are never counted. */
export function hqsHeld(view: Pick<PublicView, 'players' | 'territories'>, player: PlayerView['id']): number {
  return view.players.filter((p) => p.hq !== null && view.territories[p.hq]?.owner === player).length;
}

/** One line of icon + word pairs, left to right, at `y` (its middle), cut to the width. */
export function drawLegend(ctx: SKRSContext2D, view: LegendSource, L: Layout, locale: Locale, y: number): void {
  const icons = legendIcons(view);
  if (!icons.length) return;
  const f = L.fontPx;
  const words = WORDS[locale].legend;
  const pad = f * 0.6;
  let x = pad;
  ctx.font = font(f * MIN_TEXT);
  ctx.textAlign = 'left';
  ctx.textBaseline = 'middle';
  for (const icon of icons) {
    const word = words[icon];
    const room = L.width - pad - x - f * 1.5;
    if (room < f * 2) break;
    drawIcon(ctx, icon, x + f * 0.65, y, f);
    ctx.fillStyle = THEME.panelText;
    ctx.font = font(f * MIN_TEXT);
    const text = fit(ctx, word, room);
    ctx.fillText(text, x + f * 1.45, y);
    x += f * 1.45 + ctx.measureText(text).width + f * 0.7;
  }
}

function drawIcon(ctx: SKRSContext2D, icon: LegendIcon, x: number, y: number, f: number): void {
  switch (icon) {
    case 'hq':
      return drawLegendStar(ctx, x, y, f);
    // The pieces as the map draws them (pieces.ts), a little smaller: the ship white on the band.
    case 'ships':
      return drawShip(ctx, x, y, f * 1.1, '#ffffff');
    case 'admiral':
      return drawAdmiral(ctx, x, y, f * 0.95);
    case 'general':
      return drawGeneral(ctx, x, y + f * 0.1, f * 1.25, '#ffffff');
    case 'fort':
      return drawFort(ctx, x, y, f * 1.0);
    case 'epidemic':
      return drawEpidemic(ctx, x, y, f * 1.0);
    case 'route':
      return drawLegendRoute(ctx, x, y, f);
  }
}
