// Small vector icons for the pieces of the advanced game (NA-MAT): drawn, not typed, because the
// shipped fonts lack most symbols. The board and the band's legend draw the same ones.
import type { Pen } from './pen.js';

/** A sailing ship (fleets): hull and sail, `s` pixels across, centred on (x, y). */
export function drawShip(ctx: Pen, x: number, y: number, s: number, ink: string): void {
  const h = s * 0.5;
  ctx.fillStyle = ink;
  ctx.beginPath();
  // hull
  ctx.moveTo(x - s * 0.5, y + h * 0.25);
  ctx.lineTo(x + s * 0.5, y + h * 0.25);
  ctx.lineTo(x + s * 0.32, y + h * 0.8);
  ctx.lineTo(x - s * 0.32, y + h * 0.8);
  ctx.closePath();
  ctx.fill();
  // sail and mast
  ctx.beginPath();
  ctx.moveTo(x - s * 0.02, y - h * 1.05);
  ctx.lineTo(x - s * 0.02, y + h * 0.1);
  ctx.lineTo(x - s * 0.4, y + h * 0.1);
  ctx.closePath();
  ctx.fill();
  ctx.beginPath();
  ctx.moveTo(x + s * 0.06, y - h * 0.8);
  ctx.lineTo(x + s * 0.06, y + h * 0.1);
  ctx.lineTo(x + s * 0.36, y + h * 0.1);
  ctx.closePath();
  ctx.fill();
}

/** An anchor (admirals), `s` pixels tall, centred on (x, y). */
export function drawAnchor(ctx: Pen, x: number, y: number, s: number, ink: string): void {
  ctx.strokeStyle = ink;
  ctx.lineWidth = Math.max(1.2, s * 0.13);
  ctx.lineCap = 'round';
  ctx.beginPath();
  ctx.arc(x, y - s * 0.36, s * 0.12, 0, Math.PI * 2);
  ctx.moveTo(x, y - s * 0.24);
  ctx.lineTo(x, y + s * 0.42);
  ctx.moveTo(x - s * 0.22, y - s * 0.1);
  ctx.lineTo(x + s * 0.22, y - s * 0.1);
  ctx.moveTo(x - s * 0.36, y + s * 0.12);
  ctx.quadraticCurveTo(x - s * 0.3, y + s * 0.42, x, y + s * 0.42);
  ctx.quadraticCurveTo(x + s * 0.3, y + s * 0.42, x + s * 0.36, y + s * 0.12);
  ctx.stroke();
  ctx.lineCap = 'butt';
}

/** A bicorne hat (generals), `s` pixels across, centred on (x, y). */
export function drawBicorne(ctx: Pen, x: number, y: number, s: number, ink: string): void {
  ctx.fillStyle = ink;
  ctx.beginPath();
  ctx.moveTo(x - s * 0.5, y + s * 0.18);
  ctx.quadraticCurveTo(x - s * 0.28, y - s * 0.42, x, y - s * 0.3);
  ctx.quadraticCurveTo(x + s * 0.28, y - s * 0.42, x + s * 0.5, y + s * 0.18);
  ctx.quadraticCurveTo(x, y + s * 0.02, x - s * 0.5, y + s * 0.18);
  ctx.closePath();
  ctx.fill();
}

/** A crenellated tower (fortifications), `s` pixels tall, centred on (x, y). */
export function drawTower(ctx: Pen, x: number, y: number, s: number): void {
  const w = s * 0.8,
    top = y - s / 2,
    bottom = y + s / 2,
    merlon = w / 5;
  ctx.beginPath();
  ctx.moveTo(x - w / 2, bottom);
  ctx.lineTo(x - w / 2, top);
  for (let i = 0; i < 5; i++) {
    const x0 = x - w / 2 + i * merlon;
    const up = i % 2 === 0;
    ctx.lineTo(x0 + merlon, up ? top : top + s * 0.2);
    if (i < 4) ctx.lineTo(x0 + merlon, up ? top + s * 0.2 : top);
  }
  ctx.lineTo(x + w / 2, bottom);
  ctx.closePath();
  ctx.fillStyle = '#b9b2a3';
  ctx.fill();
  ctx.lineJoin = 'round';
  // A thin rim: the tower reads as grey stone, not as a dark shape like a general's hat.
  ctx.lineWidth = Math.max(1.3, s * 0.06);
  ctx.strokeStyle = '#1b1b1b';
  ctx.stroke();
  // the gate
  ctx.fillStyle = '#1b1b1b';
  ctx.beginPath();
  ctx.arc(x, bottom - s * 0.22, s * 0.13, Math.PI, 0);
  ctx.lineTo(x + s * 0.13, bottom);
  ctx.lineTo(x - s * 0.13, bottom);
  ctx.closePath();
  ctx.fill();
}

/** EPIDEMIC_COLOUR: the germ's purple, unlike any owner colour. */
export const EPIDEMIC_COLOUR = '#6a1b9a';

/** A germ (epidemics): a disc with knobbed spikes, `s` pixels across, centred on (x, y). */
export function drawGerm(ctx: Pen, x: number, y: number, s: number): void {
  const r = s * 0.3;
  ctx.strokeStyle = '#ffffff';
  ctx.fillStyle = EPIDEMIC_COLOUR;
  ctx.lineWidth = Math.max(1.2, s * 0.08);
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4;
    ctx.beginPath();
    ctx.moveTo(x + Math.cos(a) * r, y + Math.sin(a) * r);
    ctx.lineTo(x + Math.cos(a) * s * 0.44, y + Math.sin(a) * s * 0.44);
    ctx.strokeStyle = EPIDEMIC_COLOUR;
    ctx.lineWidth = Math.max(1.2, s * 0.1);
    ctx.stroke();
    ctx.beginPath();
    ctx.arc(x + Math.cos(a) * s * 0.45, y + Math.sin(a) * s * 0.45, s * 0.075, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.beginPath();
  ctx.arc(x, y, r, 0, Math.PI * 2);
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.06);
  ctx.strokeStyle = '#ffffff';
  ctx.stroke();
  ctx.fillStyle = '#ffffff';
  for (const [dx, dy] of [
    [-0.1, -0.08],
    [0.1, 0.02],
    [-0.04, 0.12],
  ])
    ctx.fillRect(x + dx * s - s * 0.04, y + dy * s - s * 0.04, s * 0.08, s * 0.08);
}

/** A five-pointed star (headquarters), radius `r`, centred on (x, y). */
export function traceStar(ctx: Pen, x: number, y: number, r: number): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    ctx.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  ctx.closePath();
}

/** The legend's HQ star, `f` pixels tall: HQ stars are drawn in their owner's colour, the legend's is white. */
export function drawLegendStar(ctx: Pen, x: number, y: number, f: number): void {
  traceStar(ctx, x, y, f * 0.45);
  ctx.fillStyle = '#ffffff';
  ctx.fill();
  ctx.lineWidth = 1.2;
  ctx.strokeStyle = '#111111';
  ctx.stroke();
}

/** The legend's sea-route dash, `f` pixels tall. */
export function drawLegendRoute(ctx: Pen, x: number, y: number, f: number): void {
  ctx.strokeStyle = '#ffffff';
  ctx.lineWidth = f * 0.18;
  ctx.setLineDash([f * 0.25, f * 0.15]);
  ctx.beginPath();
  ctx.moveTo(x - f * 0.45, y);
  ctx.lineTo(x + f * 0.45, y);
  ctx.stroke();
  ctx.setLineDash([]);
}

/** The marks a legend explains; `last`: the last move's ring (the live map's legend). */
export type MarkIcon = 'hq' | 'ships' | 'admiral' | 'general' | 'fort' | 'epidemic' | 'route' | 'last';

/** One legend icon, `f` pixels tall, centred on (x, y): the map's own pieces (map-legend.ts, the live map). */
export function drawLegendIcon(ctx: Pen, icon: MarkIcon, x: number, y: number, f: number): void {
  switch (icon) {
    case 'hq':
      return drawLegendStar(ctx, x, y, f);
    case 'ships':
      return drawShip(ctx, x, y, f * 0.95, '#ffffff');
    case 'admiral':
      ctx.beginPath();
      ctx.arc(x, y, f * 0.42, 0, Math.PI * 2);
      ctx.fillStyle = '#ffd23f';
      ctx.fill();
      return drawAnchor(ctx, x, y, f * 0.66, '#1b1b1b');
    case 'general':
      return drawBicorne(ctx, x, y, f * 0.9, '#ffffff');
    case 'fort':
      return drawTower(ctx, x, y, f * 0.8);
    case 'epidemic':
      return drawGerm(ctx, x, y, f * 0.9);
    case 'route':
      return drawLegendRoute(ctx, x, y, f);
    case 'last':
      ctx.strokeStyle = '#ff2d95';
      ctx.lineWidth = f * 0.14;
      ctx.setLineDash([f * 0.2, f * 0.12]);
      ctx.beginPath();
      ctx.arc(x, y, f * 0.36, 0, Math.PI * 2);
      ctx.stroke();
      ctx.setLineDash([]);
  }
}
