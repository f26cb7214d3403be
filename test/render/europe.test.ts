// The Napoléon board (Europe 1811) drawn by the same renderer as the world: its art data
// against the board file, and pixel facts of the image.
import { describe, expect, it } from 'vitest';
import { createCanvas, loadImage, type Canvas } from '@napi-rs/canvas';
import europe from '../../data/maps/europe-1811.json' with { type: 'json' };
import { getMap } from '../../src/engine/maps.js';
import { viewFor } from '../../src/engine/view.js';
import { DEFAULT_WIDTH, drawBoard, type BoardView } from '../../src/render/board.js';
import { seaLabel } from '../../src/render/continent-labels.js';
import { loadGeometry } from '../../src/render/geometry-data.js';
import { renderBoard } from '../../src/render/index.js';
import { europeSamples, europeTeamState } from '../../src/render/samples.js';
import { OWNER_STYLES, THEME } from '../../src/render/theme.js';

const map = getMap('europe-1811');
const g = loadGeometry('europe-1811');
const mid = europeSamples.midGame();
const hex = (c: string) => [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16));
const probe = createCanvas(10, 10).getContext('2d');

function pixel(canvas: Canvas, x: number, y: number): number[] {
  return [...canvas.getContext('2d').getImageData(x, y, 1, 1).data.slice(0, 3)];
}

/** A map point inside `id`, far from every badge, label and capital. */
function innerPoint(id: string): [number, number] {
  const [x0, y0, x1, y1] = g.territories[id].bbox;
  const marks = [...Object.values(g.territories).map((t) => t.badge), ...Object.values(g.capitals!)];
  const labels = [
    ...Object.values(g.continents).map((c) => c.label),
    ...Object.values(g.seaZones!).map((z) => z.label),
  ];
  for (let y = y0; y <= y1; y += 1.5) {
    for (let x = x0; x <= x1; x += 1.5) {
      if (!probe.isPointInPath(g.paths[id], x, y, 'evenodd')) continue;
      if (marks.some(([bx, by]) => Math.hypot(bx - x, by - y) < 45)) continue;
      if (labels.some(([lx, ly]) => Math.abs(lx - x) < 120 && Math.abs(ly - y) < 30)) continue;
      if (
        [
          [5, 0],
          [-5, 0],
          [0, 5],
          [0, -5],
        ].every(([dx, dy]) => probe.isPointInPath(g.paths[id], x + dx, y + dy, 'evenodd'))
      )
        return [x, y];
    }
  }
  throw new Error(`no inner point for ${id}`);
}

/** Pixels within `r` of a map point whose colour is within `tol` of `colour`. */
function countNear(canvas: Canvas, k: number, [mx, my]: [number, number], r: number, colour: string, tol = 12): number {
  const want = hex(colour);
  const x0 = Math.round(mx * k - r),
    y0 = Math.round(my * k - r);
  const data = canvas.getContext('2d').getImageData(x0, y0, 2 * r, 2 * r).data;
  let n = 0;
  for (let i = 0; i < data.length; i += 4) if (want.every((v, j) => Math.abs(data[i + j] - v) <= tol)) n++;
  return n;
}

describe('Europe 1811 art data', () => {
  it('has a shape, a badge inside it and room for the badge for each of the 48 territories', () => {
    expect(Object.keys(g.territories).sort()).toEqual([...map.territoryIds].sort());
    for (const [id, t] of Object.entries(g.territories)) {
      expect(probe.isPointInPath(g.paths[id], t.badge[0], t.badge[1], 'evenodd'), id).toBe(true);
      expect(t.inner, id).toBeGreaterThan(14);
    }
  });

  it('badges do not cover each other at the default size (29 map units of radius)', () => {
    const badges = Object.entries(g.territories);
    for (let i = 0; i < badges.length; i++) {
      for (let j = i + 1; j < badges.length; j++) {
        const d = Math.hypot(
          badges[i][1].badge[0] - badges[j][1].badge[0],
          badges[i][1].badge[1] - badges[j][1].badge[1],
        );
        expect(d, `${badges[i][0]}–${badges[j][0]}`).toBeGreaterThanOrEqual(55);
      }
    }
  });

  it('draws the 13 sea lines of the board file, the 11 capitals, the 11 empires and the 8 named sea zones', () => {
    const seaBorders = europe.borders
      .filter((b) => b.sea)
      .map((b) => [b.a, b.b].sort().join('|'))
      .sort();
    expect(g.seaLines.map((l) => [l.a, l.b].sort().join('|')).sort()).toEqual(seaBorders);
    expect(Object.keys(g.capitals!).sort()).toEqual(
      europe.territories
        .filter((t) => t.capital)
        .map((t) => t.id)
        .sort(),
    );
    for (const [id, at] of Object.entries(g.capitals!))
      expect(probe.isPointInPath(g.paths[id], at[0], at[1], 'evenodd'), id).toBe(true);
    expect(Object.keys(g.continents).sort()).toEqual(europe.empires.map((e) => e.id).sort());
    expect(Object.keys(g.seaZones!).sort()).toEqual(europe.seaZones.map((z) => z.id).sort());
    for (const z of europe.seaZones) {
      expect(g.seaZones![z.id].name).toEqual(z.name);
      // The name sits on its own water.
      const [x, y] = g.seaZones![z.id].label;
      expect(probe.isPointInPath(g.seaZonePaths[z.id], x, y, 'evenodd'), z.id).toBe(true);
    }
  });
});

describe('Europe 1811 board image', () => {
  it('renders at the default width with the map in proportion, as WebP', async () => {
    const webp = await renderBoard(viewFor(mid, null), map);
    expect(webp.subarray(8, 12).toString('ascii')).toBe('WEBP');
    const { canvas, layout } = drawBoard(viewFor(mid, null), map);
    expect(canvas.width).toBe(DEFAULT_WIDTH);
    expect(layout.mapHeight).toBe(Math.round((g.height * DEFAULT_WIDTH) / g.width));
    const small = await loadImage(await renderBoard(viewFor(mid, null), map, { width: 400, format: 'png' }));
    expect(small.width).toBe(400);
  });

  it('fills territories with their owner colour, off-board land muted, capitals with a gold star', () => {
    const view = viewFor(mid, null);
    const { canvas, layout } = drawBoard(view, map);
    for (const id of ['castille', 'grande_russie', 'anatolie', 'etats_barbaresques', 'suede']) {
      const [x, y] = innerPoint(id);
      const owner = view.players[view.territories[id].owner];
      const got = pixel(canvas, Math.round(x * layout.k), Math.round(y * layout.k));
      hex(OWNER_STYLES[owner.colour].fill).forEach((v, i) =>
        expect(Math.abs(got[i] - v), `${id}`).toBeLessThanOrEqual(3),
      );
    }
    // Land that is not on the board (Sardinia, Persia…) is muted.
    expect(countNear(canvas, layout.k, offBoardPoint(), 3, THEME.offBoard, 2)).toBeGreaterThan(20);
    for (const at of Object.values(g.capitals!))
      expect(countNear(canvas, layout.k, at, 6, THEME.capital, 20)).toBeGreaterThan(8);
  });

  it('sea-zone names and dotted sea lines are drawn on the water', () => {
    const { canvas, layout } = drawBoard(viewFor(mid, null), map);
    // Each name where it is drawn: on its label point, moved in from the image's edge.
    const o = createCanvas(1, 1).getContext('2d');
    for (const [id, z] of Object.entries(g.seaZones!)) {
      const at = seaLabel(o, z, layout, 'en');
      expect(
        countNear(canvas, layout.k, [at.x / layout.k, at.y / layout.k], 14, THEME.seaZoneText, 40),
        id,
      ).toBeGreaterThan(10);
    }
    const line =
      g.seaLines.find((l) => l.a === 'andalousie' && l.b === 'maroc_fes') ??
      g.seaLines.find((l) => l.b === 'andalousie' && l.a === 'maroc_fes')!;
    const [[ax, ay], [bx, by]] = line.paths[0];
    expect(countNear(canvas, layout.k, [(ax + bx) / 2, (ay + by) / 2], 5, THEME.seaLine, 30)).toBeGreaterThan(2);
  });

  it("NT-1 drawing: a team-mate's armies appear beside the controller's badge; a tie shows both stacks on neutral land", () => {
    const view: BoardView = viewFor(mid, null);
    const id = 'castille';
    const t = view.territories[id];
    const mate = (t.owner + 1) % view.players.length;
    const plain = drawBoard(view, map);
    const shared: BoardView = {
      ...view,
      territories: { ...view.territories, [id]: { ...t, others: [{ player: mate, armies: 7 }] } },
    };
    const withMate = drawBoard(shared, map);
    const k = plain.layout.k;
    const [bx, by] = g.territories[id].badge;
    // Beside the badge, to the lower right: the team-mate's colour appears there.
    const besideMate = (c: Canvas) =>
      countNear(c, k, [bx + 38, by + 14], 14, OWNER_STYLES[view.players[mate].colour].badge, 6);
    expect(besideMate(withMate.canvas)).toBeGreaterThan(150);
    expect(besideMate(plain.canvas)).toBeLessThan(besideMate(withMate.canvas) / 4);
    // The controller's own badge is unchanged at its centre.
    expect(pixel(withMate.canvas, Math.round(bx * k) - 8, Math.round(by * k))).toEqual(
      pixel(plain.canvas, Math.round(bx * k) - 8, Math.round(by * k)),
    );
    // A tie: nobody controls it, the land is neutral and both stacks are drawn.
    const tie: BoardView = {
      ...view,
      territories: {
        ...view.territories,
        [id]: {
          owner: -1,
          armies: 0,
          others: [
            { player: t.owner, armies: 4 },
            { player: mate, armies: 4 },
          ],
        },
      },
    };
    const tied = drawBoard(tie, map);
    const [ix, iy] = innerPoint(id);
    expect(pixel(tied.canvas, Math.round(ix * k), Math.round(iy * k))).toEqual(hex(THEME.land));
    expect(
      countNear(tied.canvas, k, [bx, by], 30, OWNER_STYLES[view.players[t.owner].colour].badge, 6),
    ).toBeGreaterThan(30);
    expect(countNear(tied.canvas, k, [bx, by], 30, OWNER_STYLES[view.players[mate].colour].badge, 6)).toBeGreaterThan(
      30,
    );
  });

  it("NT-1 drawing from the engine: the view's units per player give the stacks (a team-mate beside, a tie on neutral land)", () => {
    const s = europeTeamState();
    const view = viewFor(s, null);
    const shared = Object.entries(view.units)
      .filter(([id, u]) => Object.keys(u).length > 1 && view.territories[id].owner >= 0)
      .map(([id]) => id);
    const tied = Object.entries(view.units)
      .filter(([id, u]) => Object.keys(u).length > 1 && view.territories[id].owner < 0)
      .map(([id]) => id);
    expect(shared.length).toBeGreaterThan(2);
    expect(tied).toHaveLength(1);
    const { canvas, layout } = drawBoard(view, map);
    // Without the units, the same view draws the controllers' badges only.
    const { canvas: bare } = drawBoard({ ...view, units: undefined }, map);
    for (const id of [...shared.slice(0, 3), ...tied]) {
      const mate = Number(Object.keys(view.units[id]).find((p) => Number(p) !== view.territories[id].owner));
      const [bx, by] = g.territories[id].badge;
      const colour = OWNER_STYLES[view.players[mate].colour].badge;
      expect(countNear(canvas, layout.k, [bx, by], 34, colour, 6), id).toBeGreaterThan(
        countNear(bare, layout.k, [bx, by], 34, colour, 6) + 80,
      );
    }
  });

  it('prints French, English and Italian names (territory names a toggle)', async () => {
    const view = viewFor(mid, null);
    const en = await renderBoard(view, map, { format: 'png' });
    const fr = await renderBoard(view, map, { format: 'png', locale: 'fr' });
    const it = await renderBoard(view, map, { format: 'png', locale: 'it' });
    const named = await renderBoard(view, map, { format: 'png', locale: 'fr', names: true });
    expect(fr.equals(en)).toBe(false);
    expect(it.equals(fr)).toBe(false);
    expect(named.equals(fr)).toBe(false);
  });
});

/** A point of the land drawn around the board but not in play (Sardinia, Persia…). */
function offBoardPoint(): [number, number] {
  const p = g.offBoardPath!;
  const [l, t, r, b] = p.computeTightBounds();
  for (let y = t; y <= b; y += 2) {
    for (let x = l; x <= r; x += 2) {
      if (
        [
          [0, 0],
          [6, 0],
          [-6, 0],
          [0, 6],
          [0, -6],
        ].every(([dx, dy]) => probe.isPointInPath(p, x + dx, y + dy, 'evenodd'))
      )
        return [x, y];
    }
  }
  throw new Error('no off-board land');
}
