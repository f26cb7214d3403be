// The board as SVG, from the same art data as the PNG boards (data/maps/*.geometry.json) and in
// their visual language: territories in their holder's colour, sea zones tinted by their
// controller, the sea routes' lanes (solid in the holder's colour), region outlines, sea lines,
// capitals, one badge per player with units (each owner's badge shape), the fleets' chips, the
// generals, fortifications and epidemics beside the badges, and the last move (arrow, the
// conquered territory ringed). The pieces are drawn by the PNG board's own code (icons.ts,
// shapes.ts) through an SVG pen.
import type { LastMove } from '../../engine/types.js';
import type { MapGeometry } from '../../render/geometry.js';
import {
  drawAnchor,
  drawBicorne,
  drawGerm,
  drawLegendIcon,
  drawShip,
  drawTower,
  type MarkIcon,
} from '../../render/icons.js';
import { drawBadgeShape, traceShape } from '../../render/shapes.js';
import { ownerStyle, THEME, type OwnerStyle } from '../../render/theme.js';
import type { PublicLayers } from '../layers.js';
import { SvgPen } from './svg-pen.js';
import { el } from './svg.js';

export { el } from './svg.js';

export interface Cell {
  owner: number | null;
  /** Units per player id. */
  units: Record<number, number>;
}

export interface BoardParts {
  svg: SVGSVGElement;
  /** The font unit the pieces are sized by, in map units. */
  unit: number;
  draw(cells: Record<string, Cell>, colours: Record<number, string>, marks: Marks, layers?: BoardLayers | null): void;
}

export interface Marks {
  selected: string | null;
  highlight: string[];
  hqs: string[];
}

/** The ruleset's layers the board draws (absent on a board without them). */
export type BoardLayers = Pick<PublicLayers, 'seas' | 'routes' | 'land' | 'lastMove'>;

/** A player's badge (their colour and shape) with a number, as the PNG board draws it (badges.ts). */
export function badge(
  into: Element,
  st: OwnerStyle,
  x: number,
  y: number,
  r: number,
  text: string,
  fontPx: number,
): void {
  const big = text.length >= 3;
  drawBadgeShape(new SvgPen(into), st, x, y, r, big);
  if (text)
    label(into, text, x, y + fontPx * 0.04, {
      'dominant-baseline': 'central',
      'font-size': big ? fontPx * 0.82 : fontPx,
      fill: st.ink,
    });
}

/** A dark text in a white halo, `size` map units tall. */
const haloed = (size: number, halo: number): Record<string, string | number> => ({
  'font-size': size,
  fill: '#10344a',
  stroke: '#ffffff',
  'stroke-width': halo,
  'paint-order': 'stroke',
});

/** A text centred on (x, y) with its own attributes (size, colour, halo). */
function label(
  into: Element,
  text: string,
  x: number,
  y: number,
  attrs: Record<string, string | number>,
): SVGTextElement {
  const t = el('text', { x, y, 'text-anchor': 'middle', ...attrs }, into);
  t.textContent = text;
  return t;
}

/** The legend's icons, drawn as the board draws them (icons.ts), `f` map units tall. */
export function legendIcon(into: Element, icon: MarkIcon, x: number, y: number, f: number): void {
  drawLegendIcon(new SvgPen(into), icon, x, y, f);
}

const points = (pts: readonly (readonly [number, number])[]) => pts.map(([x, y]) => `${x},${y}`).join(' ');

/**
 * Builds the static layers once; `draw` recolours territories and seas and redraws the pieces,
 * each layer and each territory's badges only when what it shows changed.
 */
export function buildBoard(g: MapGeometry, onTap: (t: string) => void, locale = 'en'): BoardParts {
  // The PNG board's font unit at its scale (layout.ts: 2.3 % of the width), a little smaller:
  // the page zooms, the picture cannot.
  const F = g.width / 80;
  const R = F * 0.72;
  const svg = el('svg', { viewBox: `0 0 ${g.width} ${g.height}`, role: 'img', class: 'board' });
  el('rect', { x: 0, y: 0, width: g.width, height: g.height, fill: THEME.sea }, svg);
  const tints: Record<string, SVGPathElement> = {};
  const tintLayer = el('g', { class: 'seas' }, svg);
  for (const [id, z] of Object.entries(g.seaZones ?? {})) {
    const p = el(
      'path',
      { d: z.path, fill: 'transparent', stroke: THEME.seaZoneBorder, 'stroke-width': 1.3, 'data-zone': id },
      tintLayer,
    );
    p.addEventListener('click', () => onTap(id));
    tints[id] = p;
  }
  const lanes = el('g', { 'pointer-events': 'none', class: 'lanes' }, svg);
  if (g.offBoard)
    el('path', { d: g.offBoard, fill: THEME.offBoard, 'fill-rule': 'evenodd', 'pointer-events': 'none' }, svg);
  for (const line of g.seaLines)
    for (const p of line.paths)
      el(
        'polyline',
        {
          points: points(p),
          fill: 'none',
          stroke: THEME.seaLine,
          'stroke-width': 1.6,
          'stroke-dasharray': '5 4',
          'pointer-events': 'none',
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
  // Sea zones' names on their water (the PNG's static layer).
  const names = el('g', { 'pointer-events': 'none', class: 'zone-names' }, svg);
  // The page's art names its zones in every language (assets.ts pageArt); English is the fallback.
  const lang = locale as keyof NonNullable<MapGeometry['seaZones']>[string]['name'];
  for (const z of Object.values(g.seaZones ?? {}))
    label(names, z.name[lang] ?? z.name.en ?? '', z.label[0], z.label[1], {
      'font-size': F * 0.5,
      'font-style': 'italic',
      fill: THEME.seaZoneText,
    });
  const routeNames = el('g', { 'pointer-events': 'none', class: 'route-names' }, svg);
  const capitals = el('g', { 'pointer-events': 'none' }, svg);
  for (const [, at] of Object.entries(g.capitals ?? {})) star(capitals, at[0], at[1] - 14, 6, THEME.capital);
  const marks = el('g', { 'pointer-events': 'none' }, svg);
  const last = el('g', { 'pointer-events': 'none', class: 'last' }, svg);
  const fleets = el('g', { 'pointer-events': 'none', class: 'fleets' }, svg);
  const pieces = el('g', { 'pointer-events': 'none', class: 'pieces' }, svg);
  const badges = el('g', { 'pointer-events': 'none', class: 'badges' }, svg);
  // One group per territory, in the art's order (the badges overlap as they always did): a live
  // update redraws only the territories whose stacks changed.
  const stacksOf: Record<string, { g: SVGGElement; key: string }> = {};
  for (const id of Object.keys(g.territories)) stacksOf[id] = { g: el('g', {}, badges), key: '' };
  const style = (colours: Record<number, string>, p: number) => ownerStyle(colours[p]);
  /** What each layer was last drawn from: a layer whose inputs are the same is left alone (no restyle, no repaint). */
  const drawn = { seas: '', pieces: '', last: '', marks: '' };
  const changed = (layer: keyof typeof drawn, ...from: unknown[]) => {
    const key = JSON.stringify(from);
    if (drawn[layer] === key) return false;
    drawn[layer] = key;
    return true;
  };

  function drawSeas(colours: Record<number, string>, L: BoardLayers | null | undefined): void {
    lanes.replaceChildren();
    routeNames.replaceChildren();
    fleets.replaceChildren();
    for (const [id, p] of Object.entries(tints)) {
      const c = L?.seas?.[id]?.controller ?? -1;
      const st = c >= 0 ? style(colours, c) : null;
      // NA-BRD-4: the controller's colour laid over the water, with a rim (sea-tints.ts).
      p.setAttribute('fill', st ? st.fill : 'transparent');
      p.setAttribute('fill-opacity', st ? '0.32' : '1');
      p.setAttribute('stroke', st ? st.badge : THEME.seaZoneBorder);
      p.setAttribute('stroke-width', st ? '2.4' : '1.3');
      p.setAttribute('data-controller', String(c));
    }
    for (const route of L?.routes ?? []) {
      const art = g.seaRoutes?.[route.id];
      if (!art) continue;
      const holder = route.holder !== null ? style(colours, route.holder).badge : null;
      const lane = { points: points(art.lane), fill: 'none', 'stroke-linejoin': 'round', 'stroke-linecap': 'round' };
      const gr = el('g', { 'data-route': route.id, 'data-holder': route.holder ?? -1 }, lanes);
      if (holder) {
        el('polyline', { ...lane, stroke: '#ffffff', 'stroke-width': F * 0.42 }, gr);
        el('polyline', { ...lane, stroke: holder, 'stroke-width': F * 0.26 }, gr);
      } else
        el(
          'polyline',
          {
            ...lane,
            stroke: '#1d4760',
            'stroke-width': Math.max(1.5, F * 0.1),
            'stroke-dasharray': `${F * 0.45} ${F * 0.3}`,
          },
          gr,
        );
      const name = label(routeNames, `${route.name} +${route.bonus}`, art.label[0], art.label[1], {
        ...haloed(F * 0.62, F * 0.16),
        'data-route-name': route.id,
      });
      // The holder's badge in front of the name while one holds the whole route.
      if (route.holder !== null)
        badge(
          routeNames,
          style(colours, route.holder),
          art.label[0] - F * 0.4 - name.getComputedTextLength() / 2,
          art.label[1] - F * 0.2,
          F * 0.38,
          '',
          F,
        );
    }
    // Each zone's fleets: a chip with a ship, then each player's badge with their ships, an
    // anchor pip per admiral (sea-forces.ts).
    for (const [id, z] of Object.entries(L?.seas ?? {})) {
      const art = g.seaZones?.[id];
      if (!art || !z.fleets.length) continue;
      const at = art.fleet ?? art.label;
      const r = F * 0.62,
        step = r * 2.3,
        icon = F * 1.05;
      const width = F * 0.3 + icon + z.fleets.length * step + F * 0.1,
        height = F * 1.5;
      const x0 = at[0] - width / 2,
        y0 = at[1] - height / 2;
      const chip = el('g', { 'data-fleets': id }, fleets);
      el(
        'rect',
        { x: x0, y: y0, width, height, rx: height / 2, fill: '#ffffff', stroke: '#10344a', 'stroke-width': 1.5 },
        chip,
      );
      drawShip(new SvgPen(chip), x0 + F * 0.2 + icon / 2, at[1], F, '#10344a');
      z.fleets.forEach((e, i) => {
        const x = x0 + F * 0.3 + icon + step * (i + 0.5),
          y = at[1];
        const one = el(
          'g',
          { 'data-fleet': id, 'data-player': e.player, 'data-ships': e.ships, 'data-admirals': e.admirals },
          chip,
        );
        badge(one, style(colours, e.player), x, y, r, String(e.ships), F * 0.86);
        for (let a = 0; a < e.admirals; a++) {
          const pen = new SvgPen(one);
          const ax = x + r * 0.9 - a * r * 0.75,
            ay = y - r * 1.05;
          pen.beginPath();
          pen.arc(ax, ay, r * 0.48, 0, Math.PI * 2);
          pen.fillStyle = '#ffd23f';
          pen.fill();
          pen.lineWidth = 1.2;
          pen.strokeStyle = '#1b1b1b';
          pen.stroke();
          drawAnchor(pen, ax, ay, r * 0.78, '#1b1b1b');
        }
      });
    }
  }

  /** Generals (a hat in the owner's badge), a fortification's tower, an epidemic's germ, around the badge (land-forces.ts). */
  function drawPieces(colours: Record<number, string>, L: BoardLayers | null | undefined): void {
    pieces.replaceChildren();
    for (const [id, here] of Object.entries(L?.land ?? {})) {
      const geo = g.territories[id];
      if (!geo) continue;
      const [x, y] = geo.badge;
      const size = F * 1.1;
      const grp = el('g', { 'data-pieces': id }, pieces);
      if (here.fort) {
        const f = el('g', { 'data-fort': id }, grp);
        drawTower(new SvgPen(f), x - R * 1.45, y + R * 0.3, size);
      }
      Object.entries(here.generals).forEach(([p, n], i) => {
        const st = style(colours, Number(p));
        const gx = x + R * 1.25 + i * size * 1.05,
          gy = y - R * 0.8;
        const gen = el('g', { 'data-general': id, 'data-player': p, 'data-count': n }, grp);
        const gp = new SvgPen(gen);
        traceShape(gp, st.shape === 'ring' ? 'circle' : st.shape, gx, gy, size * 0.5);
        gp.fillStyle = st.badge;
        gp.fill();
        gp.lineWidth = 1.4;
        gp.strokeStyle = '#ffffff';
        gp.stroke();
        drawBicorne(gp, gx, gy + size * 0.04, size * 0.72, st.ink);
        if (n > 1) count(gen, n, gx + size * 0.5, gy - size * 0.4);
      });
      if (here.epidemics > 0) {
        const e = el('g', { 'data-epidemic': id, 'data-count': here.epidemics }, grp);
        drawGerm(new SvgPen(e), x + R * 1.2, y + R * 0.9, size);
        if (here.epidemics > 1) count(e, here.epidemics, x + R * 1.2 + size * 0.5, y + R * 0.9 + size * 0.35);
      }
    }
  }

  function count(into: Element, n: number, x: number, y: number): void {
    label(into, String(n), x, y, { ...haloed(F * 0.62, F * 0.14), fill: '#111111', 'dominant-baseline': 'central' });
  }

  /** The last move (last-move.ts): the conquered territory ringed, an arrow from where it came, a placement's ring. */
  function drawLast(m: LastMove | null | undefined): void {
    last.replaceChildren();
    if (!m) return;
    const to = g.territories[m.to];
    if (!to) return;
    const grp = el('g', { 'data-last': m.kind, 'data-to': m.to }, last);
    if (m.kind === 'attack' && m.conquered)
      el(
        'path',
        { d: to.path, fill: 'none', stroke: THEME.conquered, 'stroke-width': 4, 'stroke-dasharray': '7 4' },
        grp,
      );
    const from = m.from ? g.territories[m.from] : undefined;
    if (from) {
      let x1 = from.badge[0];
      const y1 = from.badge[1];
      const [x2, y2] = to.badge;
      // Across the board's edge (Alaska–Kamchatka) the short way round is over the wrap.
      if (Math.abs(x2 - x1) > g.width / 2) x1 += x1 < x2 ? g.width : -g.width;
      const len = Math.hypot(x2 - x1, y2 - y1) || 1;
      const ux = (x2 - x1) / len,
        uy = (y2 - y1) / len;
      const sx = x1 + ux * R * 1.2,
        sy = y1 + uy * R * 1.2,
        ex = x2 - ux * R * 1.3,
        ey = y2 - uy * R * 1.3;
      const head = F * 0.55;
      el(
        'line',
        { x1: sx, y1: sy, x2: ex, y2: ey, stroke: '#ffffff', 'stroke-width': F * 0.3, 'stroke-linecap': 'round' },
        grp,
      );
      el(
        'line',
        { x1: sx, y1: sy, x2: ex, y2: ey, stroke: THEME.arrow, 'stroke-width': F * 0.16, 'stroke-linecap': 'round' },
        grp,
      );
      el(
        'polygon',
        {
          points: points([
            [ex + ux * head * 0.6, ey + uy * head * 0.6],
            [ex - ux * head - uy * head * 0.6, ey - uy * head + ux * head * 0.6],
            [ex - ux * head + uy * head * 0.6, ey - uy * head - ux * head * 0.6],
          ]),
          fill: THEME.arrow,
          stroke: '#ffffff',
          'stroke-width': 1.5,
        },
        grp,
      );
    } else if (m.kind === 'place')
      el(
        'circle',
        {
          cx: to.badge[0],
          cy: to.badge[1],
          r: R * 1.55,
          fill: 'none',
          stroke: THEME.highlight,
          'stroke-width': R * 0.25,
        },
        grp,
      );
  }

  function draw(
    cells: Record<string, Cell>,
    colours: Record<number, string>,
    m: Marks,
    layers?: BoardLayers | null,
  ): void {
    const seas = { seas: layers?.seas, routes: layers?.routes };
    if (changed('seas', seas, colours)) drawSeas(colours, layers);
    if (changed('pieces', layers?.land, colours)) drawPieces(colours, layers);
    if (changed('last', layers?.lastMove)) drawLast(layers?.lastMove);
    for (const [id, p] of Object.entries(tints)) p.classList.toggle('sel', m.selected === id);
    for (const [id, t] of Object.entries(g.territories)) {
      const cell = cells[id];
      const land = lands[id];
      const fill = cell && cell.owner !== null ? style(colours, cell.owner).fill : THEME.land;
      if (land.getAttribute('fill') !== fill) land.setAttribute('fill', fill);
      land.classList.toggle('sel', m.selected === id);
      // The holder's badge first, then the other players' stacks beside it (team play, an ally).
      const stacks = Object.entries(cell?.units ?? {})
        .filter(([, n]) => n > 0)
        .sort(([a], [b]) => (Number(a) === cell!.owner ? -1 : Number(b) === cell!.owner ? 1 : Number(a) - Number(b)));
      const here = stacksOf[id];
      const key = JSON.stringify(stacks.map(([p, n]) => [p, n, colours[Number(p)]]));
      if (here.key === key) continue;
      here.key = key;
      here.g.replaceChildren();
      stacks.forEach(([p, n], i) => {
        const x = t.badge[0] + (i - (stacks.length - 1) / 2) * R * 2.2;
        const b = el('g', { 'data-badge': id, 'data-player': p }, here.g);
        badge(b, style(colours, Number(p)), x, t.badge[1], R, String(n), F * 0.8);
      });
    }
    if (!changed('marks', m.highlight, m.hqs)) return;
    marks.replaceChildren();
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
      if (t) star(marks, t.badge[0] + R * 1.1, t.badge[1] - R * 1.1, R * 0.7, '#ffffff').setAttribute('data-hq', id);
    }
  }
  return { svg, unit: F, draw };
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
