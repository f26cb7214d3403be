// A private goal's sea lines: each end of a drawn sea line belongs to the coast it touches, and
// the half leaving a goal territory is gilded on the private image (the public board unchanged).
import { describe, expect, it } from 'vitest';
import { getMap } from '../../src/engine/maps.js';
import { viewFor } from '../../src/engine/view.js';
import { drawBoard } from '../../src/render/board.js';
import { loadGeometry } from '../../src/render/geometry-data.js';
import { seaLineEnds } from '../../src/render/highlight.js';
import { samples } from '../../src/render/samples.js';
import { THEME } from '../../src/render/theme.js';

const gold = [1, 3, 5].map((i) => parseInt(THEME.secret.slice(i, i + 2), 16));
const isGold = (px: Uint8ClampedArray) => px.slice(0, 3).every((v, i) => Math.abs(v - gold[i]) < 40);

describe('sea lines on the goal image', () => {
  it('each end of a sea line belongs to one of its two territories, a line that does not wrap to both (world, Europe 1811)', () => {
    for (const art of ['world', 'europe-1811']) {
      const g = loadGeometry(art);
      const ends = seaLineEnds(g);
      for (const line of g.seaLines) {
        const mine = ends.filter((e) => e.a === line.a && e.b === line.b).map((e) => e.territory);
        expect(mine.sort(), `${art} ${line.a}–${line.b}`).toEqual([line.a, line.b].sort());
      }
    }
    // Brazil–North Africa: the western end is Brazil's coast.
    const brazil = seaLineEnds(loadGeometry('world')).find((e) => e.a === 'brazil' && e.territory === 'brazil')!;
    expect(brazil.half[0]).toEqual([503.5, 457.5]);
  });

  it("the half of a sea line leaving a goal territory is gold, the other half and the public board's are not", () => {
    const s = samples.midGame();
    const view = viewFor(s, null);
    const map = getMap(s.map);
    const line = loadGeometry('world').seaLines.find((l) => l.a === 'brazil' && l.b === 'north_africa')!;
    const [[bx, by], [nx, ny]] = line.paths[0];
    const at = (x0: number, y0: number, x1: number, y1: number, f: number): [number, number] => [
      x0 + (x1 - x0) * f,
      y0 + (y1 - y0) * f,
    ];
    // Samples along the line: a quarter of the way from Brazil, and from North Africa.
    const nearBrazil = at(bx, by, nx, ny, 0.25);
    const nearAfrica = at(bx, by, nx, ny, 0.75);
    const goldAlong = (canvasOf: ReturnType<typeof drawBoard>, p: [number, number]) => {
      const k = canvasOf.layout.k;
      const ctx = canvasOf.canvas.getContext('2d');
      // Any of a few pixels across the dashed line (a dash gap is 4 px long).
      for (let d = -5; d <= 5; d++) {
        const px = ctx.getImageData(Math.round(p[0] * k + d * 0.6), Math.round(p[1] * k + d * 0.8), 1, 1).data;
        if (isGold(px)) return true;
      }
      return false;
    };
    // At 1000 px, where the samples fall on a dash (the dashes' phase depends on the width).
    const goal = drawBoard(view, map, { width: 1000 }, { rows: ['goal'], highlight: ['brazil'] });
    const none = drawBoard(view, map, { width: 1000 }, { rows: ['goal'], highlight: [] });
    expect(goldAlong(goal, nearBrazil)).toBe(true);
    expect(goldAlong(goal, nearAfrica)).toBe(false);
    expect(goldAlong(none, nearBrazil)).toBe(false);
    // The dot where the line lands on Brazil's coast.
    const k = goal.layout.k;
    expect(isGold(goal.canvas.getContext('2d').getImageData(Math.round(bx * k), Math.round(by * k), 1, 1).data)).toBe(
      true,
    );
  });
});
