// The board image: map art (cached static layers), owners, army badges, the last move, and a
// band with the players and the turn. It draws only from a public view: secrets come in
// separately, for private images only (see private.ts).
import { createCanvas, type Canvas, type SKRSContext2D } from '@napi-rs/canvas';
import type { GameMap } from '../engine/map.js';
import type { PublicView } from '../engine/view.js';
import type { Locale, PlayerId, TerritoryId, TerritoryState } from '../engine/types.js';
import { font, legible, registerFonts } from './fonts.js';
import { loadGeometry, type LoadedGeometry } from './geometry-data.js';
import { count } from '../i18n/plural.js';
import { bandColumns, bandLayout, bandRows, TAG_ROWS, tagFont } from './band.js';
import { WORDS } from './labels.js';
import { traceShape } from './shapes.js';
import { ownerStyle, THEME, type OwnerStyle } from './theme.js';

/** Another player's armies on a territory someone else controls (team games, NT-1). */
export interface Stack {
  player: PlayerId;
  armies: number;
}

/** A territory as drawn: its controller (-1: nobody, e.g. a tie) and the other players' armies there. */
export type DrawnTerritory = TerritoryState & { others?: Stack[] };

/**
 * What the board is drawn from: the public view. Other players' stacks on a territory come
 * from its `units` (armies per player), or are given as `others` on the territory; with
 * neither, a territory holds its controller's armies only. Every PublicView is one.
 */
export type BoardView = Omit<PublicView, 'territories' | 'units'> & {
  territories: Record<TerritoryId, DrawnTerritory>;
  units?: PublicView['units'];
};

/** The controller's own count and the other players' stacks on a territory. */
export function stacksOf(view: BoardView, id: TerritoryId): { own: number; others: Stack[] } {
  const t = view.territories[id];
  if (t.others) return { own: t.armies, others: t.others.filter((o) => o.armies > 0 && o.player !== t.owner) };
  const units = view.units?.[id];
  if (!units) return { own: t.armies, others: [] };
  const others: Stack[] = [];
  for (const [p, armies] of Object.entries(units))
    if (Number(p) !== t.owner && armies > 0) others.push({ player: Number(p), armies });
  return { own: t.owner >= 0 ? (units[t.owner] ?? 0) : 0, others };
}

export interface RenderOptions {
  locale?: Locale;
  /** Width of the image in pixels (the map fills it); default 1000 (see `npm run bench`). */
  width?: number;
  /** Territory names on the map (they crowd a phone screen); default false. */
  names?: boolean;
  /** A line for the band, e.g. the turn deadline, already formatted by the caller. */
  note?: string;
}

/**
 * Label sizes, in font-size units (`Layout.fontPx`) and image widths: the art generators use
 * them too, to place labels where they fit.
 */
export const LABEL = {
  sea: { font: 0.55, wrap: 0.13, line: 0.62 },
  region: { font: 0.62, wrap: 0.17, line: 0.7 },
  /** Territory names (the `names` option), under their badge. */
  name: { wrap: 0.14 },
};

/** Encoding time grows with the area: 1000 px keeps render + encode near 25 ms, 1200 near 40. */
export const DEFAULT_WIDTH = 1000;

export interface Layout {
  width: number;
  mapHeight: number;
  /** Map units → pixels. */
  k: number;
  badge: number;
  fontPx: number;
  panelHeight: number;
  height: number;
}

export function layoutFor(
  g: LoadedGeometry,
  view: Pick<PublicView, 'players' | 'order'> & { teams?: number[]; duel?: PublicView['duel'] },
  width: number,
  extraRows = 0,
  locale: Locale = 'en',
): Layout {
  const k = width / g.width;
  const mapHeight = Math.round(g.height * k);
  // Sized for a phone: at 400 px wide the numbers are still about 8 px tall.
  const fontPx = Math.max(12, width * 0.023);
  const badge = fontPx * 0.78;
  const rows = bandRows(bandLayout(view, locale, { width, fontPx }));
  const panelHeight = Math.round(fontPx * (2.2 + rows * 1.55 + extraRows * 1.3) + fontPx * 0.6);
  return { width, mapHeight, k, badge, fontPx, panelHeight, height: mapHeight + panelHeight };
}

// ---- static layers, built once per map and size ----

interface Layers {
  under: Canvas;
  over: Canvas;
}
const layerCache = new Map<string, Layers>();

function layers(g: LoadedGeometry, map: GameMap, L: Layout, locale: Locale, names: boolean): Layers {
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
    const f = font(L.fontPx * LABEL.sea.font);
    const lines = wrapLabel(o, z.name[locale], f, L.width * LABEL.sea.wrap);
    lines.forEach((line, i) =>
      halo(
        o,
        line,
        z.label[0] * L.k,
        z.label[1] * L.k + (i - (lines.length - 1) / 2) * L.fontPx * LABEL.sea.line,
        f,
        THEME.seaZoneText,
        THEME.sea,
      ),
    );
  }
  // Capitals: a star each.
  for (const [, at] of Object.entries(g.capitals ?? {})) drawStar(o, at[0] * L.k, at[1] * L.k, L.badge * 0.52);
  // Continent names with their bonus, small, on the map's label points (long names on two lines).
  const continentBoxes: Box[] = [];
  for (const c of map.continents) {
    const at = g.continents[c.id]?.label;
    if (!at) continue;
    const f = font(L.fontPx * LABEL.region.font, true);
    const lines = wrapLabel(
      o,
      `${g.continents[c.id].short?.[locale] ?? c.name[locale]} +${c.bonus}`,
      f,
      L.width * LABEL.region.wrap,
    );
    o.font = f;
    const half = Math.max(...lines.map((line) => o.measureText(line).width)) / 2 + 4;
    const x = Math.min(Math.max(at[0] * L.k, half), L.width - half);
    continentBoxes.push({
      x0: x - half,
      y0: at[1] * L.k - lines.length * L.fontPx * 0.4,
      x1: x + half,
      y1: at[1] * L.k + lines.length * L.fontPx * 0.4,
    });
    lines.forEach((line, i) =>
      halo(
        o,
        line,
        x,
        at[1] * L.k + (i - (lines.length - 1) / 2) * L.fontPx * LABEL.region.line,
        f,
        '#1b1b1b',
        'rgba(255,255,255,0.85)',
      ),
    );
  }
  if (names) drawNames(o, g, map, L, locale, continentBoxes);
  l = { under, over };
  layerCache.set(key, l);
  return l;
}

interface Box {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}
const overlap = (a: Box, b: Box) =>
  Math.max(0, Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0)) * Math.max(0, Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0));

/**
 * Territory names (names:true), as large as the band's text so they stay readable on a phone,
 * on one or two lines, each put where it covers no army badge and no other name: below its
 * badge, else above, right or left; the spot that covers least when none is free.
 */
function drawNames(o: SKRSContext2D, g: LoadedGeometry, map: GameMap, L: Layout, locale: Locale, avoid: Box[]): void {
  // Band-sized on the world map; a little smaller on denser boards (Europe 1811 has 48 territories in less land).
  const px = L.fontPx * (map.territories.length > 44 ? 0.56 : 0.68);
  const f = font(px, true);
  o.font = f;
  const line = px * 1.02;
  const badgeBoxes: Box[] = map.territories.flatMap((t) => {
    const geo = g.territories[t.id];
    if (!geo) return [];
    const x = geo.badge[0] * L.k,
      y = geo.badge[1] * L.k,
      r = L.badge * 1.3;
    return [{ x0: x - r, y0: y - r, x1: x + r, y1: y + r }];
  });
  const placed: Box[] = [...avoid];
  // Long names first: they have the fewest spots that fit.
  const order = [...map.territories].sort((a, b) => b.name[locale].length - a.name[locale].length);
  for (const t of order) {
    const geo = g.territories[t.id];
    if (!geo) continue;
    const lines = wrapLabel(o, t.name[locale], f, L.width * LABEL.name.wrap);
    o.font = f;
    const w = Math.max(...lines.map((x) => o.measureText(x).width)) + 4;
    const h = lines.length * line;
    const bx = geo.badge[0] * L.k,
      by = geo.badge[1] * L.k,
      r = L.badge * 1.15;
    const candidates: [number, number][] = [
      [bx, by + r + h / 2],
      [bx, by - r - h / 2],
      [bx + r + w / 2, by],
      [bx - r - w / 2, by],
      [bx + r * 0.8 + w / 2, by + r * 0.8 + h / 2],
      [bx - r * 0.8 - w / 2, by + r * 0.8 + h / 2],
    ];
    let best: { box: Box; cost: number } | null = null;
    for (const [cx, cy] of candidates) {
      const box = { x0: cx - w / 2, y0: cy - h / 2, x1: cx + w / 2, y1: cy + h / 2 };
      const off =
        Math.max(0, -box.x0) + Math.max(0, box.x1 - L.width) + Math.max(0, -box.y0) + Math.max(0, box.y1 - L.mapHeight);
      const cost = [...badgeBoxes, ...placed].reduce((sum, b) => sum + overlap(box, b), 0) + off * h * 4;
      if (!best || cost < best.cost) best = { box, cost };
      if (cost === 0) break;
    }
    placed.push(best!.box);
    const cx = (best!.box.x0 + best!.box.x1) / 2;
    lines.forEach((text, i) => halo(o, text, cx, best!.box.y0 + line * (i + 0.5), f, '#111', 'rgba(255,255,255,0.9)'));
  }
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

/** One line, or two split at the space nearest the middle when wider than `max` pixels. */
export function wrapLabel(ctx: SKRSContext2D, text: string, f: string, max: number): string[] {
  ctx.font = f;
  if (ctx.measureText(text).width <= max) return [text];
  const spaces = [...text.matchAll(/ /g)].map((m) => m.index!);
  if (!spaces.length) return [text];
  const cut = spaces.reduce((a, b) => (Math.abs(b - text.length / 2) < Math.abs(a - text.length / 2) ? b : a));
  return [text.slice(0, cut), text.slice(cut + 1)];
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

function halo(ctx: SKRSContext2D, text: string, x: number, y: number, f: string, fill: string, outline: string): void {
  ctx.font = f;
  ctx.lineJoin = 'round';
  ctx.strokeStyle = outline;
  ctx.lineWidth = Math.max(2, parseFloat(f.replace(/^bold /, '')) * 0.22);
  ctx.strokeText(text, x, y);
  ctx.fillStyle = fill;
  ctx.fillText(text, x, y);
}

// ---- the dynamic layer ----

export function styleOf(view: Pick<PublicView, 'players'>, owner: number): OwnerStyle {
  return ownerStyle(view.players[owner]?.colour);
}

/** Owner fills, then the cached borders on top. */
function drawTerritories(ctx: SKRSContext2D, view: BoardView, g: LoadedGeometry, k: number): void {
  ctx.save();
  ctx.scale(k, k);
  for (const [id, t] of Object.entries(view.territories)) {
    const p = g.paths[id];
    if (!p) continue;
    ctx.fillStyle = t.owner >= 0 ? styleOf(view, t.owner).fill : THEME.land;
    ctx.fill(p, 'evenodd');
  }
  ctx.restore();
}

export function drawBadge(
  ctx: SKRSContext2D,
  style: OwnerStyle,
  x: number,
  y: number,
  r: number,
  text: string,
  fontPx: number,
): void {
  const big = text.length >= 3;
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
  ctx.fillStyle = style.ink;
  ctx.font = font(big ? fontPx * 0.82 : fontPx, true);
  ctx.textAlign = 'center';
  ctx.textBaseline = 'middle';
  ctx.fillText(text, x, y + fontPx * 0.04);
}

function drawBadges(ctx: SKRSContext2D, view: BoardView, g: LoadedGeometry, L: Layout): void {
  for (const [id, t] of Object.entries(view.territories)) {
    const geo = g.territories[id];
    if (!geo) continue;
    const x = geo.badge[0] * L.k,
      y = geo.badge[1] * L.k;
    const { own, others } = stacksOf(view, id);
    if (t.owner >= 0) drawBadge(ctx, styleOf(view, t.owner), x, y, L.badge, String(own), L.fontPx);
    if (!others.length) continue;
    // Team-mates' armies (NT-1): smaller badges in their own colour and shape, beside the
    // controller's; with no controller (a tie) they share the spot.
    const r = L.badge * 0.74;
    const step = r * 2.15;
    const x0 = t.owner >= 0 ? x + L.badge * 1.05 + r * 0.75 : x - ((others.length - 1) * step) / 2;
    const y0 = t.owner >= 0 ? y + L.badge * 0.55 : y;
    others.forEach((o, i) =>
      drawBadge(ctx, styleOf(view, o.player), x0 + i * step, y0, r, String(o.armies), L.fontPx * 0.78),
    );
  }
}

/** A five-pointed star: the HQ mark (K-1), beside a badge's top-left so the number stays clear. */
function drawHqStar(ctx: SKRSContext2D, x: number, y: number, r: number, fill: string, dashed: boolean): void {
  ctx.beginPath();
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    const rr = i % 2 === 0 ? r : r * 0.45;
    ctx.lineTo(x + Math.cos(a) * rr, y + Math.sin(a) * rr);
  }
  ctx.closePath();
  ctx.fillStyle = fill;
  ctx.fill();
  ctx.lineWidth = Math.max(1.2, r * 0.18);
  ctx.strokeStyle = '#111111';
  if (dashed) ctx.setLineDash([r * 0.3, r * 0.2]);
  ctx.stroke();
  ctx.setLineDash([]);
}

/** Revealed headquarters (public), and with `secretHq` the viewer's own hidden one (private image only). */
function drawHqs(
  ctx: SKRSContext2D,
  view: BoardView,
  g: LoadedGeometry,
  L: Layout,
  secretHq: TerritoryId | null,
): void {
  const mark = (t: TerritoryId, fill: string, secret: boolean) => {
    const geo = g.territories[t];
    if (!geo) return;
    drawHqStar(
      ctx,
      geo.badge[0] * L.k - L.badge * 1.05,
      geo.badge[1] * L.k - L.badge * 0.95,
      L.badge * 0.78,
      fill,
      secret,
    );
  };
  for (const p of view.players) if (p.hq && view.territories[p.hq]) mark(p.hq, styleOf(view, p.id).badge, false);
  if (secretHq && !view.players.some((p) => p.hq === secretHq)) mark(secretHq, THEME.secret, true);
}

/** The last move: an arrow source → target, the conquered territory outlined, armies lost. */
function drawLastMove(ctx: SKRSContext2D, view: BoardView, g: LoadedGeometry, L: Layout): void {
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

function drawLosses(ctx: SKRSContext2D, view: BoardView, g: LoadedGeometry, L: Layout): void {
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

// ---- the band: players, turn, phase ----

function drawPanel(
  ctx: SKRSContext2D,
  view: BoardView,
  map: GameMap,
  L: Layout,
  locale: Locale,
  note: string | undefined,
  extra: string[],
): void {
  const w = WORDS[locale];
  const top = L.mapHeight;
  const f = L.fontPx;
  ctx.fillStyle = THEME.panel;
  ctx.fillRect(0, top, L.width, L.panelHeight);
  const pad = f * 0.6;
  ctx.textBaseline = 'middle';
  ctx.textAlign = 'left';
  const current = view.currentPlayer !== null ? view.players[view.currentPlayer] : null;
  const phase = w.phase[view.phase.kind] ?? view.phase.kind;
  const parts = [
    view.ruleset.toUpperCase(),
    `${w.round} ${Math.max(1, view.round)}`,
    current ? `${legible(current.name, `#${current.id + 1}`)} — ${phase}` : phase,
  ];
  if (view.clock.lastRound !== null) parts.push(`${w.lastRound}: ${view.clock.lastRound}`);
  if (note) parts.push(note);
  ctx.font = font(f * 0.85, true);
  ctx.fillStyle = THEME.panelText;
  ctx.fillText(fit(ctx, parts.join('  ·  '), L.width - 2 * pad), pad, top + f * 1.05);

  const band = bandLayout(view, locale, { width: L.width, fontPx: f });
  const { colW, indent } = bandColumns({ width: L.width, fontPx: f });
  const shortName = (c: string) => map.continents.find((x) => x.id === c)?.name[locale] ?? c;
  // Column headings (the teams), in the band's text colour, above their players.
  band.headers?.forEach((h, col) => {
    ctx.textAlign = 'left';
    ctx.font = font(f * 0.72, true);
    ctx.fillStyle = THEME.panelDim;
    ctx.fillText(fit(ctx, h.toUpperCase(), colW - f), pad + col * colW, top + f * 2.45);
  });
  const entries = band.columns.flatMap((column, col) => column.map((e) => ({ ...e, col })));
  entries.forEach(({ player: p, tagLines, col, row }) => {
    const x = pad + col * colW;
    const y = top + f * 2.55 + row * f * 1.55;
    const st = ownerStyle(p.colour);
    drawBadge(ctx, st, x + f * 0.55, y, f * 0.5, '', f);
    const dim = p.status !== 'active';
    ctx.globalAlpha = dim ? 0.55 : 1;
    ctx.textAlign = 'left';
    ctx.fillStyle = view.currentPlayer === p.id ? '#ffe27a' : THEME.panelText;
    ctx.font = font(f * 0.78, true);
    const name = fit(ctx, legible(p.name, `#${p.id + 1}`), colW * 0.32);
    ctx.fillText(name, x + indent, y);
    ctx.font = font(f * 0.72);
    ctx.fillStyle = dim ? THEME.panelDim : THEME.panelText;
    const status = p.status === 'eliminated' ? ` — ${w.out}` : p.status === 'passive' ? ` — ${w.passive}` : '';
    const stats = `${p.territories} ${w.territories} · ${count(locale, p.armies, w.armies)} · ${count(locale, p.cards, w.cards)}${status}`;
    const cont = p.continents.length ? `  ${p.continents.map(shortName).join(', ')}` : '';
    ctx.fillText(fit(ctx, stats + cont, colW * 0.67 - f * 2.3), x + indent + colW * 0.33, y);
    // Tags (an independent's ally) under the name, already wrapped to the column: never cut.
    ctx.font = tagFont(f);
    tagLines.forEach((line, i) => ctx.fillText(line, x + indent, y + (i + 1) * TAG_ROWS * f * 1.55));
    ctx.globalAlpha = 1;
  });
  // Private rows (one player's goal), in gold, under the players.
  const rowsEnd = top + f * 2.55 + bandRows(band) * f * 1.55 - f * 0.4;
  extra.forEach((line, i) => {
    ctx.textAlign = 'left';
    ctx.font = font(f * (i === 0 ? 0.8 : 0.7), i === 0);
    ctx.fillStyle = i === 0 ? THEME.secret : THEME.panelText;
    ctx.fillText(fit(ctx, line, L.width - 2 * pad), pad, rowsEnd + f * 1.3 * i + f * 0.4);
  });
}

/** A private goal's territories, outlined in gold under the badges. */
function drawHighlight(ctx: SKRSContext2D, g: LoadedGeometry, L: Layout, territories: TerritoryId[]): void {
  ctx.save();
  ctx.scale(L.k, L.k);
  ctx.lineJoin = 'round';
  for (const t of territories) {
    const p = g.paths[t];
    if (!p) continue;
    ctx.strokeStyle = '#000000';
    ctx.lineWidth = 5 / L.k;
    ctx.stroke(p);
    ctx.strokeStyle = THEME.secret;
    ctx.lineWidth = 2.6 / L.k;
    ctx.stroke(p);
  }
  ctx.restore();
}

/** Cuts text with an ellipsis to fit a width. */
function fit(ctx: SKRSContext2D, text: string, max: number): string {
  if (ctx.measureText(text).width <= max) return text;
  let s = text;
  while (s.length > 1 && ctx.measureText(`${s}…`).width > max) s = s.slice(0, -1);
  return `${s}…`;
}

/**
 * Draws the whole board onto a new canvas (no encoding). `privateRows` are only ever passed by
 * private.ts, for an image sent to one player.
 */
export interface PrivateLayer {
  rows: string[];
  highlight: TerritoryId[];
  /** The viewer's own headquarters while it is still secret (K-2 2000). */
  hq?: TerritoryId | null;
}

export function drawBoard(
  view: BoardView,
  map: GameMap,
  options: RenderOptions = {},
  priv?: PrivateLayer,
): { canvas: Canvas; layout: Layout; geometry: LoadedGeometry } {
  const privateRows = priv?.rows ?? [];
  registerFonts();
  const locale = options.locale ?? 'en';
  const g = loadGeometry(map.id);
  const L = layoutFor(g, view, Math.round(options.width ?? DEFAULT_WIDTH), privateRows.length, locale);
  const canvas = createCanvas(L.width, L.height);
  const ctx = canvas.getContext('2d');
  const l = layers(g, map, L, locale, options.names ?? false);
  ctx.drawImage(l.under, 0, 0);
  drawTerritories(ctx, view, g, L.k);
  ctx.drawImage(l.over, 0, 0);
  if (priv) drawHighlight(ctx, g, L, priv.highlight);
  drawLastMove(ctx, view, g, L);
  drawBadges(ctx, view, g, L);
  drawHqs(ctx, view, g, L, priv?.hq ?? null);
  drawLosses(ctx, view, g, L);
  drawPanel(ctx, view, map, L, locale, options.note, privateRows);
  return { canvas, layout: L, geometry: g };
}
