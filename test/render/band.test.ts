// The image's band: who it lists, in which column, under which heading (NT-* teams).
import { describe, expect, it } from 'vitest';
import { bandLayout, bandRows, HEADING_ROWS } from '../../src/render/band.ts';
import { layoutFor } from '../../src/render/board.ts';
import { loadGeometry } from '../../src/render/geometry-data.ts';
import { europeSamples } from '../../src/render/samples.ts';

describe('the band', () => {
  const team = europeSamples.team();
  const plain = { ...team, teams: undefined };

  it('NT-1 band: a team game lists each team in its own column under its name', () => {
    const b = bandLayout(team, 'fr');
    expect(b.headers).toEqual(['Équipe A', 'Équipe B']);
    expect(b.columns.map((c) => c.map((e) => e.player.id))).toEqual([[0, 2], [1, 3]]);
    for (const [col, entries] of b.columns.entries()) for (const e of entries) expect(team.teams![e.player.id]).toBe(col);
    expect(bandLayout(team, 'it').headers).toEqual(['Squadra A', 'Squadra B']);
  });

  it('without teams the columns alternate in turn order, with no headings', () => {
    const b = bandLayout(plain);
    expect(b.headers).toBeNull();
    const order = plain.order.filter((id) => plain.players[id].kind !== 'neutral');
    expect(b.columns[0].map((e) => e.player.id)).toEqual(order.filter((_, i) => i % 2 === 0));
    expect(b.columns[1].map((e) => e.player.id)).toEqual(order.filter((_, i) => i % 2 === 1));
    expect(b.columns.flat().every((e) => e.tags.length === 0)).toBe(true);
  });

  it('the headings take a short row of their own: the team image is that much taller', () => {
    const g = loadGeometry('europe-1811');
    expect(bandRows(bandLayout(team))).toBe(2 + HEADING_ROWS);
    expect(layoutFor(g, team, 1000).height).toBeGreaterThan(layoutFor(g, plain, 1000).height);
  });
});
