// Small line plots (territories, armies per player over the rounds), drawn as SVG.
import { el } from './svg.js';

export function plot(title: string, series: { colour: string; values: number[] }[]): HTMLElement {
  const W = 300;
  const H = 90;
  const fig = document.createElement('figure');
  fig.className = 'plot';
  const cap = document.createElement('figcaption');
  cap.textContent = title;
  fig.appendChild(cap);
  const svg = el('svg', { viewBox: `0 0 ${W} ${H}`, role: 'img', 'aria-label': title });
  const n = Math.max(1, ...series.map((s) => s.values.length));
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  el('line', { x1: 0, y1: H - 1, x2: W, y2: H - 1, stroke: '#888', 'stroke-width': 1 }, svg);
  for (const s of series) {
    const pts = s.values.map(
      (v, i) => `${((i / Math.max(1, n - 1)) * (W - 4) + 2).toFixed(1)},${(H - 2 - (v / max) * (H - 8)).toFixed(1)}`,
    );
    el('polyline', { points: pts.join(' '), fill: 'none', stroke: s.colour, 'stroke-width': 2 }, svg);
    // One round so far: a dot, since a line needs two.
    if (pts.length === 1) {
      const [x, y] = pts[0].split(',');
      el('circle', { cx: x, cy: y, r: 3, fill: s.colour }, svg);
    }
  }
  fig.appendChild(svg);
  return fig;
}
