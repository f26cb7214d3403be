// The last move on the board: the arrow, the conquered territory outlined, the armies lost.
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { TerritoryId } from '../engine/types.js';
import type { BoardView } from './board-view.js';
import { font } from './fonts.js';
import type { LoadedGeometry } from './geometry-data.js';
import type { Layout } from './layout.js';
import { halo } from './text.js';
import { THEME } from './theme.js';

/** The last move: an arrow source → target, the conquered territory outlined, armies lost. */
export function drawLastMove(ctx: SKRSContext2D, view: BoardView, g: LoadedGeometry, L: Layout): void {
  const m = view.lastMove;
  if (!m) return;
  const to = g.territories[m.to];
  if (!to) return;
  if (m.kind === 'attack' && m.conquered) {
    ctx.save();
    ctx.scale(L.k, L.k);
    ctx.strokeStyle = THEME.conquered;
    ctx.lineWidth = 4 / L.k;
    ctx.setLineDash([7 / L.k, 4 / L.k]);
    ctx.stroke(g.paths[m.to]);
    ctx.restore();
  }
  if (m.from && g.territories[m.from]) {
    const from = g.territories[m.from];
    drawArrow(
      ctx,
      from.badge[0] * L.k,
      from.badge[1] * L.k,
      to.badge[0] * L.k,
      to.badge[1] * L.k,
      L.badge,
      g.width * L.k,
    );
  } else if (m.kind === 'place') {
    ctx.strokeStyle = THEME.highlight;
    ctx.lineWidth = L.badge * 0.25;
    ctx.beginPath();
    ctx.arc(to.badge[0] * L.k, to.badge[1] * L.k, L.badge * 1.55, 0, Math.PI * 2);
    ctx.stroke();
  }
}

export function drawArrow(
  ctx: SKRSContext2D,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
  badge: number,
  mapWidth: number,
): void {
  const L = { badge };
  // Across the board's edge (Alaska–Kamchatka) the short way round is over the wrap.
  if (Math.abs(x2 - x1) > mapWidth / 2) x2 += x2 < x1 ? mapWidth : -mapWidth;
  const dx = x2 - x1,
    dy = y2 - y1;
  const len = Math.hypot(dx, dy) || 1;
  const ux = dx / len,
    uy = dy / len;
  const sx = x1 + ux * L.badge * 1.25,
    sy = y1 + uy * L.badge * 1.25;
  const ex = x2 - ux * L.badge * 1.45,
    ey = y2 - uy * L.badge * 1.45;
  const head = L.badge * 0.95;
  for (const [colour, w] of [
    [THEME.highlight, L.badge * 0.52],
    [THEME.arrow, L.badge * 0.26],
  ] as const) {
    ctx.strokeStyle = colour;
    ctx.fillStyle = colour;
    ctx.lineWidth = w;
    ctx.lineCap = 'round';
    ctx.beginPath();
    ctx.moveTo(sx, sy);
    ctx.lineTo(ex - ux * head * 0.6, ey - uy * head * 0.6);
    ctx.stroke();
    const grow = colour === THEME.highlight ? w * 0.5 : 0;
    ctx.beginPath();
    ctx.moveTo(ex + ux * grow, ey + uy * grow);
    ctx.lineTo(ex - ux * head - uy * (head * 0.6 + grow), ey - uy * head + ux * (head * 0.6 + grow));
    ctx.lineTo(ex - ux * head + uy * (head * 0.6 + grow), ey - uy * head - ux * (head * 0.6 + grow));
    ctx.closePath();
    ctx.fill();
  }
}

export function drawLosses(ctx: SKRSContext2D, view: BoardView, g: LoadedGeometry, L: Layout): void {
  const m = view.lastMove;
  if (!m || m.kind !== 'attack') return;
  const mark = (id: TerritoryId | undefined, lost: number | undefined) => {
    if (!id || !lost || !g.territories[id]) return;
    const geo = g.territories[id];
    ctx.textAlign = 'left';
    ctx.textBaseline = 'middle';
    halo(
      ctx,
      `−${lost}`,
      geo.badge[0] * L.k + L.badge * 1.05,
      geo.badge[1] * L.k - L.badge * 1.05,
      font(L.fontPx * 0.8, true),
      THEME.loss,
      '#ffffff',
    );
  };
  mark(m.from, m.attackerLost);
  mark(m.to, m.defenderLost);
}
