// The image's band: who it lists, in which column, under which heading (NT-* teams).
import { describe, expect, it } from 'vitest';
import { bandLayout, bandRows, HEADING_ROWS } from '../../src/render/band.ts';
import { layoutFor } from '../../src/render/board.ts';
import { loadGeometry } from '../../src/render/geometry-data.ts';
import { europeSamples } from '../../src/render/samples.ts';
import { newGame, viewFor } from '../../src/engine/index.ts';

describe('the band', () => {
  const team = europeSamples.team();
  const plain = { ...team, teams: undefined };

  it('NT-1 band: a team game lists each team in its own column under its name', () => {
    const b = bandLayout(team, 'fr');
    expect(b.headers).toEqual(['Équipe A', 'Équipe B']);
    expect(b.columns.map((c) => c.map((e) => e.player.id))).toEqual([
      [0, 2],
      [1, 3],
    ]);
    for (const [col, entries] of b.columns.entries())
      for (const e of entries) expect(team.teams![e.player.id]).toBe(col);
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

  it('N2-A band: with active independents each independent says whom it is allied to, or that it is neutral', () => {
    const res = newGame(
      {
        ruleset: 'napoleon-duel',
        seed: 3,
        seats: [{ name: 'alice' }, { name: 'bob' }],
        options: { setup: 'auto', independents: 'active' },
      },
      { now: 0 },
    );
    if (!res.ok) throw new Error(res.error.code);
    const view = viewFor(res.value.state, null);
    const independents = Object.keys(view.duel!.status).map(Number);
    expect(independents).toHaveLength(4);
    // One independent allied to bob, the others neutral: as after a card given or a status roll.
    const status = { ...view.duel!.status, [independents[0]]: 1 };
    for (const i of independents.slice(1)) status[i] = -1;
    const tagsOf = (locale: 'en' | 'fr', v: typeof view) =>
      Object.fromEntries(
        bandLayout(v, locale)
          .columns.flat()
          .map((e) => [e.player.id, e.tags]),
      );
    const tags = tagsOf('en', { ...view, duel: { ...view.duel!, status } });
    expect(tags[independents[0]]).toEqual(['🤝 bob']);
    for (const i of independents.slice(1)) expect(tags[i]).toEqual(['neutral']);
    expect(tags[0]).toEqual([]);
    expect(tags[1]).toEqual([]);
    expect(tagsOf('fr', { ...view, duel: { ...view.duel!, status } })[independents[1]]).toEqual(['neutre']);
    // Passive independents never change side: no tags.
    expect(
      Object.values(tagsOf('en', { ...view, duel: { independents: 'passive', status } })).every((t) => t.length === 0),
    ).toBe(true);
  });
});
