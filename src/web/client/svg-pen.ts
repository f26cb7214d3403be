// A pen that turns the board's canvas drawings (src/render/icons.ts, shapes.ts) into SVG: each
// fill or stroke of the path traced so far becomes a <path> in the group given. So the page
// draws the PNG board's own badge shapes, ships, anchors, hats, towers and germs.
import type { Pen } from '../../render/pen.js';
import { el } from './svg.js';

const f = (n: number) => (Math.round(n * 100) / 100).toString();

export class SvgPen implements Pen {
  fillStyle: Pen['fillStyle'] = '#000000';
  strokeStyle: Pen['strokeStyle'] = '#000000';
  lineWidth = 1;
  lineCap: Pen['lineCap'] = 'butt';
  lineJoin: Pen['lineJoin'] = 'miter';
  private d: string[] = [];
  private dash: number[] = [];
  private at: [number, number] | null = null;

  constructor(private readonly into: Element) {}

  beginPath(): void {
    this.d = [];
    this.at = null;
  }
  moveTo(x: number, y: number): void {
    this.d.push(`M${f(x)} ${f(y)}`);
    this.at = [x, y];
  }
  lineTo(x: number, y: number): void {
    this.d.push(`${this.at ? 'L' : 'M'}${f(x)} ${f(y)}`);
    this.at = [x, y];
  }
  quadraticCurveTo(cx: number, cy: number, x: number, y: number): void {
    this.d.push(`Q${f(cx)} ${f(cy)} ${f(x)} ${f(y)}`);
    this.at = [x, y];
  }
  arc(x: number, y: number, r: number, a0: number, a1: number, ccw = false): void {
    const sx = x + r * Math.cos(a0),
      sy = y + r * Math.sin(a0);
    this.d.push(`${this.at ? 'L' : 'M'}${f(sx)} ${f(sy)}`);
    let sweep = ccw ? a0 - a1 : a1 - a0;
    if (sweep < 0) sweep += 2 * Math.PI;
    if (sweep >= 2 * Math.PI - 1e-9) {
      // A whole circle: two half arcs (one SVG arc cannot end where it starts).
      const mx = x - (sx - x),
        my = y - (sy - y);
      this.d.push(
        `A${f(r)} ${f(r)} 0 1 ${ccw ? 0 : 1} ${f(mx)} ${f(my)}`,
        `A${f(r)} ${f(r)} 0 1 ${ccw ? 0 : 1} ${f(sx)} ${f(sy)}`,
      );
      this.at = [sx, sy];
      return;
    }
    const ex = x + r * Math.cos(a1),
      ey = y + r * Math.sin(a1);
    this.d.push(`A${f(r)} ${f(r)} 0 ${sweep > Math.PI ? 1 : 0} ${ccw ? 0 : 1} ${f(ex)} ${f(ey)}`);
    this.at = [ex, ey];
  }
  closePath(): void {
    this.d.push('Z');
  }
  roundRect(
    x: number,
    y: number,
    w: number,
    h: number,
    radii?: number | DOMPointInit | (number | DOMPointInit)[],
  ): void {
    const r = Math.min(typeof radii === 'number' ? radii : 0, w / 2, h / 2);
    this.d.push(
      `M${f(x + r)} ${f(y)}H${f(x + w - r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + w)} ${f(y + r)}V${f(y + h - r)}` +
        `A${f(r)} ${f(r)} 0 0 1 ${f(x + w - r)} ${f(y + h)}H${f(x + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x)} ${f(y + h - r)}` +
        `V${f(y + r)}A${f(r)} ${f(r)} 0 0 1 ${f(x + r)} ${f(y)}Z`,
    );
    this.at = [x, y];
  }
  fill(): void {
    el('path', { d: this.d.join(''), fill: String(this.fillStyle), 'fill-rule': 'evenodd' }, this.into);
  }
  stroke(): void {
    el(
      'path',
      {
        d: this.d.join(''),
        fill: 'none',
        stroke: String(this.strokeStyle),
        'stroke-width': f(this.lineWidth),
        'stroke-linecap': this.lineCap,
        'stroke-linejoin': this.lineJoin,
        ...(this.dash.length ? { 'stroke-dasharray': this.dash.map(f).join(' ') } : {}),
      },
      this.into,
    );
  }
  fillRect(x: number, y: number, w: number, h: number): void {
    el('rect', { x: f(x), y: f(y), width: f(w), height: f(h), fill: String(this.fillStyle) }, this.into);
  }
  setLineDash(segments: number[]): void {
    this.dash = [...segments];
  }
}
