// The board as SVG, from the same art data as the PNG boards (data/maps/*.geometry.json):
// territories filled in their holder's colour, region outlines, sea lines, capitals, and one
// badge per player with units on a territory (several under team play or with an ally).
import type { MapGeometry } from '../../render/geometry.js';
import { ownerStyle, THEME } from '../../render/theme.js';

const NS = 'http://www.w3.org/2000/svg';

export function el<K extends keyof SVGElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | number>,
  parent?: Element,
): SVGElementTagNameMap[K] {
  const e = document.createElementNS(NS, tag);
  for (const [k, v] of Object.entries(attrs)) e.setAttribute(k, String(v));
  parent?.appendChild(e);
  return e;
}

export interface Cell {
  owner: number | null;
  /** Units per player id. */
  units: Record<number, number>;
}

export interface BoardParts {
  svg: SVGSVGElement;
  draw(cells: Record<string, Cell>, colours: Record<number, string>, marks: Marks): void;
}

export interface Marks {
  selected: string | null;
  highlight: string[];
  hqs: string[];
}

/** Builds the static layers once; `draw` recolours territories and redraws the badges. */
export function buildBoard(g: MapGeometry, onTap: (t: string) => void): BoardParts {
  const svg = el('svg', { viewBox: `0 0 ${g.width} ${g.height}`, role: 'img', class: 'board' });
  el('rect', { x: 0, y: 0, width: g.width, height: g.height, fill: THEME.sea }, svg);
  for (const z of Object.values(g.seaZones ?? {}))
    el('path', { d: z.path, fill: 'none', stroke: THEME.seaZoneBorder, 'stroke-width': 1.3 }, svg);
  if (g.offBoard) el('path', { d: g.offBoard, fill: THEME.offBoard, 'fill-rule': 'evenodd' }, svg);
  for (const line of g.seaLines)
    for (const p of line.paths)
      el(
        'polyline',
        {
          points: p.map(([x, y]) => `${x},${y}`).join(' '),
          fill: 'none',
          stroke: THEME.seaLine,
          'stroke-width': 1.6,
          'stroke-dasharray': '5 4',
        },
        svg,
      );
  const lands: Record<string, SVGPathElement> = {};
  const landLayer = el('g', { stroke: THEME.border, 'stroke-width': 0.9, 'stroke-linejoin': 'round' }, svg);
  for (const [id, t] of Object.entries(g.territories)) {
    const p = el('path', { d: t.path, fill: THEME.land, 'fill-rule': 'evenodd', 'data-t': id, tabindex: 0 }, landLayer);
    p.addEventListener('click', () => onTap(id));
    p.addEventListener('keydown', (e) => {
      if ((e as KeyboardEvent).key === 'Enter') onTap(id);
    });
    lands[id] = p;
  }
  const outline = el(
    'g',
    { fill: 'none', stroke: THEME.continentBorder, 'stroke-width': 2.6, 'pointer-events': 'none' },
    svg,
  );
  for (const c of Object.values(g.continents)) el('path', { d: c.path }, outline);
  const capitals = el('g', { 'pointer-events': 'none' }, svg);
  for (const [, at] of Object.entries(g.capitals ?? {})) star(capitals, at[0], at[1] - 14, 6, THEME.capital);
  const marks = el('g', { 'pointer-events': 'none' }, svg);
  const badges = el('g', { 'pointer-events': 'none', class: 'badges' }, svg);

  function draw(cells: Record<string, Cell>, colours: Record<number, string>, m: Marks): void {
    badges.replaceChildren();
    marks.replaceChildren();
    for (const [id, t] of Object.entries(g.territories)) {
      const cell = cells[id];
      const land = lands[id];
      land.setAttribute('fill', cell && cell.owner !== null ? ownerStyle(colours[cell.owner]).fill : THEME.land);
      land.classList.toggle('sel', m.selected === id);
      if (!cell) continue;
      const stacks = Object.entries(cell.units).filter(([, n]) => n > 0);
      const r = Math.max(7, Math.min(11, t.inner * 0.8));
      stacks.forEach(([p, n], i) => {
        const st = ownerStyle(colours[Number(p)]);
        const x = t.badge[0] + (i - (stacks.length - 1) / 2) * r * 2.1;
        const b = el('g', { 'data-badge': id, 'data-player': p }, badges);
        el('circle', { cx: x, cy: t.badge[1], r, fill: st.badge, stroke: '#1b1b1b', 'stroke-width': 1.2 }, b);
        const txt = el(
          'text',
          { x, y: t.badge[1] + r * 0.38, 'text-anchor': 'middle', 'font-size': r * 1.1, fill: st.ink },
          b,
        );
        txt.textContent = String(n);
      });
    }
    for (const id of m.highlight) {
      const t = g.territories[id];
      if (t)
        el(
          'path',
          { d: t.path, fill: 'none', stroke: THEME.secret, 'stroke-width': 3, 'stroke-dasharray': '6 3' },
          marks,
        );
    }
    for (const id of m.hqs) {
      const t = g.territories[id];
      if (t) star(marks, t.badge[0] + 12, t.badge[1] - 12, 7, '#ffffff').setAttribute('data-hq', id);
    }
  }
  return { svg, draw };
}

function star(parent: Element, x: number, y: number, r: number, fill: string): SVGPolygonElement {
  const pts: string[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    pts.push(`${(x + rr * Math.cos(a)).toFixed(1)},${(y + rr * Math.sin(a)).toFixed(1)}`);
  }
  return el('polygon', { points: pts.join(' '), fill, stroke: '#1b1b1b', 'stroke-width': 1.2 }, parent);
}

/** Pinch, drag and wheel zoom on the SVG's viewBox (no library: pointer events do it). */
export function zoomable(svg: SVGSVGElement, w: number, h: number): { reset(): void } {
  // The window keeps the element's own proportions, so nothing is letterboxed: on a phone the
  // element is taller than the board and starts on the board's middle at full height.
  const ratio = () => {
    const r = svg.getBoundingClientRect();
    return r.width > 0 && r.height > 0 ? r.height / r.width : h / w;
  };
  const fitHeight = () => {
    const vw = Math.min(w, h / ratio());
    return { x: (w - vw) / 2, y: 0, w: vw, h: vw * ratio() };
  };
  let vb = fitHeight();
  const apply = () => svg.setAttribute('viewBox', `${vb.x} ${vb.y} ${vb.w} ${vb.h}`);
  const clamp = () => {
    vb.w = Math.min(w, Math.max(w / 14, vb.w));
    vb.h = vb.w * ratio();
    vb.x = vb.w >= w ? (w - vb.w) / 2 : Math.min(w - vb.w, Math.max(0, vb.x));
    vb.y = vb.h >= h ? (h - vb.h) / 2 : Math.min(h - vb.h, Math.max(0, vb.y));
  };
  apply();
  const toBoard = (cx: number, cy: number) => {
    const r = svg.getBoundingClientRect();
    return { x: vb.x + ((cx - r.left) / r.width) * vb.w, y: vb.y + ((cy - r.top) / r.height) * vb.h };
  };
  const zoomAt = (cx: number, cy: number, k: number) => {
    const at = toBoard(cx, cy);
    vb.x = at.x - (at.x - vb.x) / k;
    vb.y = at.y - (at.y - vb.y) / k;
    vb.w /= k;
    clamp();
    apply();
  };
  svg.addEventListener(
    'wheel',
    (e) => {
      e.preventDefault();
      zoomAt(e.clientX, e.clientY, e.deltaY < 0 ? 1.25 : 0.8);
    },
    { passive: false },
  );
  const pts = new Map<number, { x: number; y: number }>();
  let moved = 0;
  svg.addEventListener('pointerdown', (e) => {
    pts.set(e.pointerId, { x: e.clientX, y: e.clientY });
    moved = 0;
  });
  svg.addEventListener('pointermove', (e) => {
    const prev = pts.get(e.pointerId);
    if (!prev) return;
    const r = svg.getBoundingClientRect();
    if (pts.size === 1) {
      const dx = e.clientX - prev.x;
      const dy = e.clientY - prev.y;
      moved += Math.abs(dx) + Math.abs(dy);
      if (moved > 6) {
        if (!svg.hasPointerCapture(e.pointerId)) svg.setPointerCapture(e.pointerId);
        vb.x -= (dx / r.width) * vb.w;
        vb.y -= (dy / r.height) * vb.h;
        clamp();
        apply();
      }
    } else if (pts.size === 2) {
      const [a, b] = [...pts.entries()];
      const other = a[0] === e.pointerId ? b[1] : a[1];
      const before = Math.hypot(prev.x - other.x, prev.y - other.y);
      const after = Math.hypot(e.clientX - other.x, e.clientY - other.y);
      if (before > 0) zoomAt((e.clientX + other.x) / 2, (e.clientY + other.y) / 2, after / before);
      moved = 99;
    }
    pts.set(e.pointerId, { x: e.clientX, y: e.clientY });
  });
  const up = (e: PointerEvent) => pts.delete(e.pointerId);
  svg.addEventListener('pointerup', up);
  svg.addEventListener('pointercancel', up);
  // A drag is not a tap: swallow the click that ends it.
  svg.addEventListener('click', (e) => moved > 6 && e.stopPropagation(), true);
  return {
    // The whole board's width in view.
    reset() {
      vb = { x: 0, y: 0, w, h };
      clamp();
      apply();
    },
  };
}
