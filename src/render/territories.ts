// The owners' colours on the territories (the dynamic layer's first coat).
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { PublicView } from '../engine/view.js';
import type { BoardView } from './board-view.js';
import type { LoadedGeometry } from './geometry-data.js';
import { ownerStyle, THEME, type OwnerStyle } from './theme.js';

export function styleOf(view: Pick<PublicView, 'players'>, owner: number): OwnerStyle {
  return ownerStyle(view.players[owner]?.colour);
}

/** Owner fills, then the cached borders on top. */
export function drawTerritories(ctx: SKRSContext2D, view: BoardView, g: LoadedGeometry, k: number): void {
  ctx.save();
  ctx.scale(k, k);
  const fogged = new Set(view.fogged ?? []);
  for (const [id, t] of Object.entries(view.territories)) {
    const p = g.paths[id];
    if (!p) continue;
    ctx.fillStyle = fogged.has(id) ? THEME.fog : t.owner >= 0 ? styleOf(view, t.owner).fill : THEME.land;
    ctx.fill(p, 'evenodd');
  }
  ctx.restore();
}
