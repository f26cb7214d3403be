import { describe, expect, it } from 'vitest';
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import { getMap } from '../../src/engine/maps.js';
import { viewFor } from '../../src/engine/view.js';
import type { GameState } from '../../src/engine/types.js';
import { DEFAULT_WIDTH, drawBoard } from '../../src/render/board.js';
import { loadGeometry } from '../../src/render/geometry-data.js';
import { renderBattleView, renderBoard, renderPrivate } from '../../src/render/index.js';
import { samples } from '../../src/render/samples.js';
import { OWNER_STYLES } from '../../src/render/theme.js';
import { controller, occupy } from '../../src/engine/board.js';
import { setHq } from '../../src/engine/ext.js';

const map = getMap('world');
const mid = samples.conquest();
const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));

/** A pixel well inside a territory and away from every badge (searched on the map art). */
function innerPoint(id: string, k: number): [number, number] {
  const g = loadGeometry('world');
  const probe = createCanvas(10, 10).getContext('2d');
  const [x0, y0, x1, y1] = g.territories[id].bbox;
  // Badges, and continent names (drawn on the map), are to be avoided.
  const badges = Object.values(g.territories).map((t) => t.badge);
  // A continent name is a line of text centred on its label point: wide, not round.
  const labels = Object.values(g.continents).map((c) => c.label);
  for (let y = y0; y <= y1; y += 1.5) {
    for (let x = x0; x <= x1; x += 1.5) {
      if (!probe.isPointInPath(g.paths[id], x, y, 'evenodd')) continue;
      // far from every badge and from the territory's own edge
      if (badges.some(([bx, by]) => Math.hypot(bx - x, by - y) < 48)) continue;
      if (labels.some(([lx, ly]) => Math.abs(lx - x) < 130 && Math.abs(ly - y) < 30)) continue;
      const edge = [
        [4, 0],
        [-4, 0],
        [0, 4],
        [0, -4],
      ].every(([dx, dy]) => probe.isPointInPath(g.paths[id], x + dx, y + dy, 'evenodd'));
      if (edge) return [Math.round(x * k), Math.round(y * k)];
    }
  }
  throw new Error(`no inner point for ${id}`);
}

function pixel(canvas: Canvas, x: number, y: number): number[] {
  return [...canvas.getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3)];
}

describe('board image', () => {
  it('fills known territories with their owner colour', () => {
    const view = viewFor(mid, null);
    const { canvas, layout } = drawBoard(view, map);
    for (const id of ['brazil', 'china', 'north_africa', 'western_australia', 'ukraine']) {
      const owner = view.players[view.territories[id].owner];
      const [x, y] = innerPoint(id, layout.k);
      const got = pixel(canvas, x, y);
      const want = hex(OWNER_STYLES[owner.colour].fill);
      got.forEach((v, i) => expect(Math.abs(v - want[i]), `${id} at ${x},${y}`).toBeLessThanOrEqual(3));
    }
  });

  it('draws each army count: changing one number changes its badge and nothing far from it', () => {
    const s: GameState = JSON.parse(JSON.stringify(mid));
    const t = 'argentina';
    const a = drawBoard(viewFor(s, null), map);
    occupy(s, t, controller(s, t), 88);
    const b = drawBoard(viewFor(s, null), map);
    const g = loadGeometry('world');
    const [bx, by] = g.territories[t].badge.map((v) => Math.round(v * a.layout.k));
    const r = Math.ceil(a.layout.badge * 1.3);
    const diff = (x0: number, y0: number, w: number, h: number) => {
      const da = a.canvas.getContext('2d').getImageData(x0, y0, w, h).data;
      const db = b.canvas.getContext('2d').getImageData(x0, y0, w, h).data;
      let n = 0;
      for (let i = 0; i < da.length; i += 4)
        if (da[i] !== db[i] || da[i + 1] !== db[i + 1] || da[i + 2] !== db[i + 2]) n++;
      return n;
    };
    expect(diff(bx - r, by - r, 2 * r, 2 * r)).toBeGreaterThan(20);
    // The map far from Argentina is unchanged (the band's army totals may change).
    expect(diff(700, 0, 500, 300)).toBe(0);
  });

  it('prints text: the band under the map carries light pixels of the players’ names', () => {
    const { canvas, layout } = drawBoard(viewFor(mid, null), map);
    const data = canvas.getContext('2d').getImageData(0, layout.mapHeight, layout.width, layout.panelHeight).data;
    let light = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i] > 200 && data[i + 1] > 200 && data[i + 2] > 200) light++;
    expect(light).toBeGreaterThan(2000);
  });

  it('a secret never changes the public image', async () => {
    const publicPng = await renderBoard(viewFor(mid, null), map, { format: 'png' });
    // The view of a player carries their secrets; the board drawn from it must be the same.
    const withSecrets = await renderBoard(viewFor(mid, mid.order[0]), map, { format: 'png' });
    expect(withSecrets.equals(publicPng)).toBe(true);
    // Other hands, missions and deck order: still the same image.
    const s: GameState = JSON.parse(JSON.stringify(mid));
    // Swap a hand for cards from the deck: the count (public) stays, the cards (secret) change.
    const n = s.players[0].hand.length;
    const swapped = s.deck.splice(0, n);
    s.deck.push(...s.players[0].hand);
    s.players[0].hand = swapped;
    s.players[1].mission = 3;
    setHq(s, 1, 'brazil');
    s.deck.reverse();
    s.rng = [1, 2, 3, 4];
    const other = await renderBoard(viewFor(s, null), map, { format: 'png' });
    expect(other.equals(publicPng)).toBe(true);
  });

  it('a private image shows the goal; the public one does not', async () => {
    const view = viewFor(mid, null);
    const pub = await renderBoard(view, map, { format: 'png' });
    const priv = await renderPrivate(view, map, { highlight: ['brazil', 'peru'], title: 'Objective' });
    expect(priv.equals(pub)).toBe(false);
    const img = await loadImage(priv);
    expect(img.height).toBeGreaterThan((await loadImage(pub)).height); // the goal's rows in the band
  });

  it('renders WebP by default and PNG on request', async () => {
    const view = viewFor(mid, null);
    const webp = await renderBoard(view, map);
    expect(webp.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const png = await renderBoard(view, map, { format: 'png' });
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  });

  it('the battle view frames the last attack, and is absent without one', async () => {
    const png = await renderBattleView(viewFor(mid, null), map);
    expect(png).not.toBeNull();
    const img = await loadImage(png!);
    expect(img.width).toBe(480);
    const s: GameState = JSON.parse(JSON.stringify(mid));
    s.lastMove = null;
    expect(await renderBattleView(viewFor(s, null), map)).toBeNull();
  });

  it('draws the RisiKo! board variant with the world art', async () => {
    const ris = samples.risiko();
    const png = await renderBoard(viewFor(ris, null), getMap(ris.map), { format: 'png', locale: 'it' });
    expect((await loadImage(png)).width).toBe(DEFAULT_WIDTH);
  });
});

describe('board options', () => {
  it('territory names are a toggle, off by default', async () => {
    const view = viewFor(mid, null);
    const plain = await renderBoard(view, map, { format: 'png' });
    const named = await renderBoard(view, map, { format: 'png', names: true, locale: 'fr' });
    expect(named.equals(plain)).toBe(false);
    const again = await renderBoard(view, map, { format: 'png', names: false });
    expect(again.equals(plain)).toBe(true);
  });

  it('a deadline note is written in the band, not on the map', () => {
    const view = viewFor(mid, null);
    const a = drawBoard(view, map);
    const b = drawBoard(view, map, { note: 'turn deadline 2026-11-22 18:00 UTC' });
    const region = (c: Canvas, y0: number, h: number) => c.getContext('2d').getImageData(0, y0, a.layout.width, h).data;
    expect(
      Buffer.from(region(b.canvas, 0, a.layout.mapHeight)).equals(Buffer.from(region(a.canvas, 0, a.layout.mapHeight))),
    ).toBe(true);
    expect(
      Buffer.from(region(b.canvas, a.layout.mapHeight, a.layout.panelHeight)).equals(
        Buffer.from(region(a.canvas, a.layout.mapHeight, a.layout.panelHeight)),
      ),
    ).toBe(false);
  });
});
