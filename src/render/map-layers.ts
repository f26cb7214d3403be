// The static layers of a board, built once per map, size, language and names option: under the
// owners (sea, sea zones, land, sea lines) and over them (borders, sea-zone and continent
// names, capital stars, territory names).
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { GameMap } from '../engine/map.js';
import type { Locale } from '../engine/types.js';
import type { LoadedGeometry } from './geometry-data.js';
import { continentLabels, seaLabel, seaZoneName } from './continent-labels.js';
import { LABEL, type Layout } from './layout.js';
import { drawNames, type Box } from './territory-names.js';
import { halo } from './text.js';
import { THEME } from './theme.js';

export interface Layers {
  under: Canvas;
  over: Canvas;
}
const layerCache = new Map<string, Layers>();

/** The two static layers for this map, width, language and names option (cached). */
export function layers(g: LoadedGeometry, map: GameMap, L: Layout, locale: Locale, names: boolean): Layers {
  const key = `${map.id}|${L.width}|${locale}|${names}`;
  let l = layerCache.get(key);
  if (l) return l;
  const under = createCanvas(L.width, L.mapHeight);
  const u = under.getContext('2d');
  u.fillStyle = THEME.sea;
  u.fillRect(0, 0, L.width, L.mapHeight);
  u.scale(L.k, L.k);
  // Sea zones (boards with a naval game): thin lines between them; the coast covers the rest.
  u.strokeStyle = THEME.seaZoneBorder;
  u.lineWidth = 1.3 / L.k;
  for (const p of Object.values(g.seaZonePaths)) u.stroke(p);
  // Land around the board that is not in play.
  if (g.offBoardPath) {
    u.fillStyle = THEME.offBoard;
    u.fill(g.offBoardPath, 'evenodd');
  }
  // Land under everything, so a territory the view lacks still shows as land.
  u.fillStyle = THEME.land;
  for (const p of Object.values(g.paths)) u.fill(p, 'evenodd');
  drawSeaLines(u, g, map, L);

  const over = createCanvas(L.width, L.mapHeight);
  const o = over.getContext('2d');
  o.scale(L.k, L.k);
  o.lineJoin = 'round';
  o.strokeStyle = THEME.border;
  o.lineWidth = 0.9 / L.k;
  for (const p of Object.values(g.paths)) o.stroke(p);
  o.strokeStyle = THEME.continentBorder;
  o.lineWidth = 2.6 / L.k;
  for (const p of Object.values(g.continentPaths)) o.stroke(p);
  o.setTransform(1, 0, 0, 1, 0, 0);
  o.textAlign = 'center';
  o.textBaseline = 'middle';
  // Sea-zone names, on the water.
  for (const [id, z] of Object.entries(g.seaZones ?? {})) {
    if (!g.seaZonePaths[id]) continue;
    const { lines, font: f, x, y } = seaLabel(o, z, L, locale, seaZoneName(map, id, locale));
    lines.forEach((line, i) =>
      halo(o, line, x, y + (i - (lines.length - 1) / 2) * L.fontPx * LABEL.sea.line, f, THEME.seaZoneText, THEME.sea),
    );
  }
  // Capitals: a star each.
  for (const [, at] of Object.entries(g.capitals ?? {})) drawStar(o, at[0] * L.k, at[1] * L.k, L.badge * 0.52);
  // Continent names with their bonus, on the map's label points (long names on two lines),
  // dark on a broad white halo: the most read words of the map, also on a phone.
  const labels = continentLabels(g, map, L, locale);
  for (const c of labels)
    c.lines.forEach((line, i) =>
      halo(o, line, c.x, c.y + (i - (c.lines.length - 1) / 2) * c.line, c.font, '#111111', '#ffffff'),
    );
  const continentBoxes: Box[] = labels.map((c) => c.box);
  if (names) drawNames(o, g, map, L, locale, continentBoxes);
  l = { under, over };
  layerCache.set(key, l);
  return l;
}

function drawSeaLines(u: SKRSContext2D, g: LoadedGeometry, map: GameMap, L: Layout): void {
  u.strokeStyle = THEME.seaLine;
  u.lineWidth = 1.6 / L.k;
  u.setLineDash([5 / L.k, 4 / L.k]);
  const wanted = new Set(map.borders.map(([a, b]) => [a, b].sort().join('|')));
  for (const line of g.seaLines) {
    if (!wanted.has([line.a, line.b].sort().join('|'))) continue;
    for (const path of line.paths) {
      u.beginPath();
      path.forEach(([x, y], i) => (i === 0 ? u.moveTo(x, y) : u.lineTo(x, y)));
      u.stroke();
    }
  }
  u.setLineDash([]);
}

/** A capital: a gold five-pointed star with a dark rim. */
function drawStar(ctx: SKRSContext2D, x: number, y: number, r: number): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    if (i === 0) ctx.moveTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
    else ctx.lineTo(x + rr * Math.cos(a), y + rr * Math.sin(a));
  }
  ctx.closePath();
  ctx.lineJoin = 'round';
  ctx.lineWidth = Math.max(1.5, r * 0.3);
  ctx.strokeStyle = '#1b1b1b';
  ctx.stroke();
  ctx.fillStyle = THEME.capital;
  ctx.fill();
}
