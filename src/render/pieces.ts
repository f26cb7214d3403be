// The advanced game's pieces (NA-MAT) as the board draws them, each kind with a silhouette and a
// colour of its own so a phone's 400 px picture tells them apart at a glance: armies in their
// owner's colour and badge shape; a general as a black bicorne with the owner's cockade; an
// admiral as a gold disc with an anchor; a fleet as a white chip with a ship; a fortification as
// a grey stone tower; an epidemic as a purple germ. Sizes are in font units (Layout.fontPx, 2.3 %
// of the width): 0.87 of one is 8 px at 400 px wide.
import type { SKRSContext2D } from '@napi-rs/canvas';
import { drawBadge } from './badges.js';
import { font } from './fonts.js';
import { drawAnchor, drawGerm, drawShip, drawTower } from './icons.js';
import type { Layout } from './layout.js';
import { halo } from './text.js';
import { ownerStyle, type OwnerStyle } from './theme.js';

export type PieceKind = 'army' | 'general' | 'admiral' | 'fleet' | 'fort' | 'epidemic';
export const pieceKinds: readonly PieceKind[] = ['army', 'general', 'admiral', 'fleet', 'fort', 'epidemic'];

/** Each piece's size in font units: a badge's or disc's diameter, a hat's width, a tower's or germ's height. */
export const PIECES: Record<PieceKind, { size: number }> = {
  army: { size: 1.56 },
  general: { size: 1.85 },
  admiral: { size: 1.0 },
  fleet: { size: 1.5 },
  fort: { size: 1.3 },
  epidemic: { size: 1.25 },
};

/** The general's hat: black, whatever the owner (whose colour is its cockade). */
export const GENERAL_INK = '#161616';
/** The admiral's disc: gold, like the braid. */
export const ADMIRAL_GOLD = '#ffd23f';

/** A general: a black bicorne `s` pixels wide, white-rimmed, with a cockade in the owner's colour. */
export function drawGeneral(ctx: SKRSContext2D, x: number, y: number, s: number, cockade: string): void {
  ctx.beginPath();
  // Long pointed brims rising to a peak in the middle: the bicorne seen from the front.
  ctx.moveTo(x - s * 0.5, y + s * 0.12);
  ctx.quadraticCurveTo(x - s * 0.26, y - s * 0.02, x - s * 0.15, y - s * 0.28);
  ctx.quadraticCurveTo(x, y - s * 0.46, x + s * 0.15, y - s * 0.28);
  ctx.quadraticCurveTo(x + s * 0.26, y - s * 0.02, x + s * 0.5, y + s * 0.12);
  ctx.quadraticCurveTo(x, y - s * 0.04, x - s * 0.5, y + s * 0.12);
  ctx.closePath();
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(2, s * 0.08);
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.fillStyle = GENERAL_INK;
  ctx.fill();
  ctx.beginPath();
  ctx.arc(x, y - s * 0.17, s * 0.095, 0, Math.PI * 2);
  ctx.fillStyle = cockade;
  ctx.fill();
  ctx.lineWidth = Math.max(1.2, s * 0.035);
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
}

/** An admiral: a gold disc `d` pixels across with a black rim and anchor. */
export function drawAdmiral(ctx: SKRSContext2D, x: number, y: number, d: number): void {
  ctx.beginPath();
  ctx.arc(x, y, d / 2, 0, Math.PI * 2);
  ctx.fillStyle = ADMIRAL_GOLD;
  ctx.fill();
  ctx.lineWidth = Math.max(1.3, d * 0.07);
  ctx.strokeStyle = '#1b1b1b';
  ctx.stroke();
  drawAnchor(ctx, x, y, d * 0.74, '#1b1b1b');
}

/** A fortification: the stone tower, `s` pixels tall. */
export const drawFort = (ctx: SKRSContext2D, x: number, y: number, s: number): void => drawTower(ctx, x, y, s);

/** An epidemic: the purple germ, `s` pixels across. */
export const drawEpidemic = (ctx: SKRSContext2D, x: number, y: number, s: number): void => drawGerm(ctx, x, y, s);

/** A small count beside a piece ("2"), haloed, in the smallest legible type. */
export function drawCount(ctx: SKRSContext2D, n: number, x: number, y: number, L: Layout): void {
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  halo(ctx, String(n), x, y, font(L.fontPx * 0.8, true), '#111111', '#ffffff');
}

/** One fleet chip's geometry for `n` players (see sea-forces.ts fleetLayout, which places the badges). */
export const FLEET = { ship: 1.25, badge: 0.62 };

/** A fleet chip: white, rounded, the ship on its left; the caller draws the players' badges in it. */
export function drawFleetChip(
  ctx: SKRSContext2D,
  box: { x0: number; y0: number; x1: number; y1: number },
  ship: [number, number],
  L: Layout,
): void {
  const { x0, y0, x1, y1 } = box;
  ctx.beginPath();
  ctx.roundRect(x0, y0, x1 - x0, y1 - y0, (y1 - y0) / 2);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.lineWidth = 1.5;
  ctx.strokeStyle = '#10344a';
  ctx.stroke();
  drawShip(ctx, ship[0], ship[1] - L.fontPx * 0.05, L.fontPx * FLEET.ship, '#10344a');
}

/** One piece of `kind` for an owner of `colour`, centred on (x, y), as the board draws it (the tests measure these). */
export function drawPiece(ctx: SKRSContext2D, kind: PieceKind, x: number, y: number, L: Layout, colour: string): void {
  const f = L.fontPx;
  const st: OwnerStyle = { ...ownerStyle('blue'), badge: colour };
  switch (kind) {
    case 'army':
      return drawBadge(ctx, st, x, y, L.badge, '3', f);
    case 'general':
      return drawGeneral(ctx, x, y, PIECES.general.size * f, colour);
    case 'admiral':
      return drawAdmiral(ctx, x, y, PIECES.admiral.size * f);
    case 'fort':
      return drawFort(ctx, x, y, PIECES.fort.size * f);
    case 'epidemic':
      return drawEpidemic(ctx, x, y, PIECES.epidemic.size * f);
    case 'fleet': {
      const h = PIECES.fleet.size * f;
      const w = f * 0.3 + f * FLEET.ship + f * FLEET.badge * 2.3 + f * 0.1;
      const x0 = x - w / 2;
      drawFleetChip(
        ctx,
        { x0, y0: y - h / 2, x1: x + w / 2, y1: y + h / 2 },
        [x0 + f * 0.2 + (f * FLEET.ship) / 2, y],
        L,
      );
      drawBadge(ctx, st, x0 + f * 0.3 + f * FLEET.ship + f * FLEET.badge * 1.15, y, f * FLEET.badge, '3', f * 0.86);
    }
  }
}
