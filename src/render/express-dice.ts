// Risk Express's dice drawn on the canvas: a face as a die (its colour and glyph), an empty slot
// of a line, and a line's requirement as icons (express.ts lays them out on the cards and tray).
import type { SKRSContext2D } from '@napi-rs/canvas';
import type { Face } from '../express/faces.js';
import type { Line } from '../express/lines.js';
import { font } from './fonts.js';

export const FACE_FILL: Record<'general' | 'cavalry' | 'cannon' | 'soldier', string> = {
  general: '#6d3596',
  cavalry: '#23805a',
  cannon: '#b83227',
  soldier: '#2a62ad',
};

export function roundRect(ctx: SKRSContext2D, x: number, y: number, w: number, h: number, r: number): void {
  ctx.beginPath();
  ctx.roundRect(x, y, w, h, r);
}

export function star(ctx: SKRSContext2D, cx: number, cy: number, r: number): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    const px = cx + rr * Math.cos(a),
      py = cy + rr * Math.sin(a);
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
  ctx.fill();
}

/** The glyph of a face, white on the face colour: star, horseshoe, cannon, or the soldier count. */
export function glyph(ctx: SKRSContext2D, face: Face, cx: number, cy: number, s: number): void {
  ctx.fillStyle = '#ffffff';
  ctx.strokeStyle = '#ffffff';
  if (face === 'general') return star(ctx, cx, cy, s * 0.36);
  if (face === 'cavalry') {
    // A horseshoe, open at the bottom.
    ctx.lineWidth = s * 0.14;
    ctx.beginPath();
    ctx.arc(cx, cy - s * 0.02, s * 0.24, Math.PI * 0.8, Math.PI * 2.2);
    ctx.stroke();
    return;
  }
  if (face === 'cannon') {
    // A barrel on a wheel.
    ctx.save();
    ctx.translate(cx, cy);
    ctx.rotate(-0.45);
    ctx.fillRect(-s * 0.3, -s * 0.09, s * 0.58, s * 0.18);
    ctx.restore();
    ctx.beginPath();
    ctx.arc(cx - s * 0.08, cy + s * 0.14, s * 0.14, 0, Math.PI * 2);
    ctx.fill();
    return;
  }
  ctx.font = font(s * 0.62, true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(face.slice(-1), cx, cy + s * 0.03);
}

export function faceFill(face: Face): string {
  return face.startsWith('soldier') ? FACE_FILL.soldier : FACE_FILL[face as 'general' | 'cavalry' | 'cannon'];
}

/** A die showing `face`, top-left at (x, y), side s; dim draws it as a set-aside die. */
export function drawDie(ctx: SKRSContext2D, face: Face, x: number, y: number, s: number, dim = false): void {
  ctx.globalAlpha = dim ? 0.45 : 1;
  roundRect(ctx, x, y, s, s, s * 0.18);
  ctx.fillStyle = faceFill(face);
  ctx.fill();
  ctx.lineWidth = Math.max(1, s * 0.05);
  ctx.strokeStyle = 'rgba(0,0,0,0.5)';
  ctx.stroke();
  glyph(ctx, face, x + s / 2, y + s / 2, s);
  ctx.globalAlpha = 1;
}

/** An empty slot of a line: the face outlined in its colour. */
export function drawSlot(
  ctx: SKRSContext2D,
  fill: string,
  x: number,
  y: number,
  w: number,
  s: number,
  label?: string,
): void {
  roundRect(ctx, x, y, w, s, s * 0.18);
  ctx.fillStyle = 'rgba(255,255,255,0.75)';
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, s * 0.08);
  ctx.strokeStyle = fill;
  ctx.stroke();
  if (label) {
    ctx.fillStyle = fill;
    ctx.font = font(s * 0.6, true);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(label, x + w / 2, y + s / 2 + s * 0.03);
  }
}

/** A line's requirement as icons: each symbol a die; a soldier line a blue "≥N" tile. Returns its width. */
export function drawLine(
  ctx: SKRSContext2D,
  line: Line,
  x: number,
  y: number,
  s: number,
  dice?: Face[] | null,
): number {
  const gap = s * 0.18;
  if (dice) {
    dice.forEach((f, i) => drawDie(ctx, f, x + i * (s + gap), y, s));
    return dice.length * (s + gap) - gap;
  }
  if (line.kind === 'soldiers') {
    const w = s * 1.5;
    roundRect(ctx, x, y, w, s, s * 0.18);
    ctx.fillStyle = FACE_FILL.soldier;
    ctx.fill();
    ctx.fillStyle = '#ffffff';
    ctx.font = font(s * 0.62, true);
    ctx.textAlign = 'center';
    ctx.textBaseline = 'middle';
    ctx.fillText(`${line.count}+`, x + w / 2, y + s / 2 + s * 0.03);
    return w;
  }
  line.faces.forEach((f, i) => drawDie(ctx, f, x + i * (s + gap), y, s));
  return line.faces.length * (s + gap) - gap;
}
