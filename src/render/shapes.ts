// Badge outlines: one shape per owner colour (the second cue besides colour).
import type { Pen } from './pen.js';
import type { BadgeShape, OwnerStyle } from './theme.js';

function polygon(ctx: Pen, x: number, y: number, r: number, sides: number, rotation: number): void {
  ctx.beginPath();
  for (let i = 0; i < sides; i++) {
    const a = rotation + (i * 2 * Math.PI) / sides;
    const px = x + r * Math.cos(a),
      py = y + r * Math.sin(a);
    if (i === 0) ctx.moveTo(px, py);
    else ctx.lineTo(px, py);
  }
  ctx.closePath();
}

/** Traces the badge shape centred on (x, y) with "radius" r; the caller fills and strokes. */
export function traceShape(ctx: Pen, shape: BadgeShape, x: number, y: number, r: number): void {
  switch (shape) {
    case 'circle':
    case 'ring':
      ctx.beginPath();
      ctx.arc(x, y, r, 0, Math.PI * 2);
      return;
    case 'square': {
      const h = r * 0.9;
      ctx.beginPath();
      ctx.roundRect(x - h, y - h, 2 * h, 2 * h, r * 0.15);
      return;
    }
    case 'diamond':
      polygon(ctx, x, y, r * 1.22, 4, -Math.PI / 2);
      return;
    case 'hexagon':
      polygon(ctx, x, y, r * 1.08, 6, 0);
      return;
    case 'triangle':
      // Point down, so the number sits in the wide part.
      polygon(ctx, x, y + r * 0.25, r * 1.45, 3, Math.PI / 2);
      return;
    case 'shield': {
      ctx.beginPath();
      ctx.moveTo(x - r, y - r * 0.9);
      ctx.lineTo(x + r, y - r * 0.9);
      ctx.lineTo(x + r, y + r * 0.1);
      ctx.quadraticCurveTo(x + r, y + r * 0.8, x, y + r * 1.15);
      ctx.quadraticCurveTo(x - r, y + r * 0.8, x - r, y + r * 0.1);
      ctx.closePath();
    }
  }
}

/**
 * A player's badge without its number: the shape in their colour with a white rim (a dashed
 * grey one for the neutral's ring) and a thin dark edge; `big` for a three-digit number.
 * Returns the radius the number is fitted to.
 */
export function drawBadgeShape(ctx: Pen, style: OwnerStyle, x: number, y: number, r: number, big: boolean): number {
  const rr = big ? r * 1.18 : r;
  traceShape(ctx, style.shape, x, y, rr);
  ctx.fillStyle = style.badge;
  ctx.fill();
  ctx.lineWidth = Math.max(1.5, r * 0.16);
  ctx.strokeStyle = style.shape === 'ring' ? '#555' : '#ffffff';
  if (style.shape === 'ring') ctx.setLineDash([r * 0.35, r * 0.25]);
  ctx.stroke();
  ctx.setLineDash([]);
  ctx.lineWidth = 1;
  ctx.strokeStyle = 'rgba(0,0,0,0.55)';
  traceShape(ctx, style.shape, x, y, rr + Math.max(1.5, r * 0.16) * 0.8);
  ctx.stroke();
  return rr;
}
