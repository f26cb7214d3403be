// The image's band: who it lists, in which column, under which heading (NT-* teams).
import { describe, expect, it } from 'vitest';
import { createCanvas } from '@napi-rs/canvas';
import {
  bandColumns,
  bandLayout,
  bandRows,
  HEADING_ROWS,
  MAX_TAG_LINES,
  TAG_ROWS,
  tagFont,
  wrapText,
} from '../../src/render/band.ts';
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

  const duelView = (names: [string, string]) => {
    const res = newGame(
      {
        ruleset: 'napoleon-duel',
        seed: 3,
        seats: names.map((name) => ({ name })),
        options: { setup: 'auto', independents: 'active' },
      },
      { now: 0 },
    );
    if (!res.ok) throw new Error(res.error.code);
    const view = viewFor(res.value.state, null);
    const independents = Object.keys(view.duel!.status).map(Number);
    // Two independents allied to the first player, one to the second, one neutral.
    const status = { ...view.duel!.status };
    [0, 0, 1, -1].forEach((ally, i) => (status[independents[i]] = ally));
    return { view: { ...view, duel: { ...view.duel!, status } }, independents };
  };

  it('N2-A band: a long ally name (and one with emoji) is laid out whole under the independent, never cut', () => {
    const long = 'Maximilian von Habsburg-Lothringen';
    const emoji = '🤖 Généralissime Kutuzov 🎖';
    const { view, independents } = duelView([long, emoji]);
    for (const size of [
      { width: 1000, fontPx: 23 },
      { width: 400, fontPx: 12 },
    ]) {
      const b = bandLayout(view, 'en', size);
      const byId = new Map(b.columns.flat().map((e) => [e.player.id, e]));
      const ally0 = byId.get(independents[0])!;
      const ally1 = byId.get(independents[2])!;
      expect(ally0.tagLines.join(' ')).toBe(`🤝 ${long}`);
      expect(ally1.tagLines.join(' ')).toBe(`🤝 ${emoji}`);
      expect(byId.get(independents[3])!.tagLines).toEqual(['neutral']);
      expect(byId.get(0)!.tagLines).toEqual([]);
      // Every line fits its column, measured in the font it is drawn in.
      const ctx = createCanvas(1, 1).getContext('2d');
      ctx.font = tagFont(size.fontPx);
      for (const e of b.columns.flat())
        for (const line of e.tagLines)
          expect(ctx.measureText(line).width).toBeLessThanOrEqual(bandColumns(size).tagWidth);
      // The band is tall enough for the tag lines: each row grows by its taller entry's tags.
      const rows = Math.max(b.columns[0].length, b.columns[1].length);
      const tagRows = [...Array(rows).keys()].reduce(
        (sum, i) => sum + Math.max(...b.columns.map((c) => c[i]?.tagLines.length ?? 0)) * TAG_ROWS,
        0,
      );
      expect(bandRows(b)).toBeCloseTo(rows + tagRows);
      // Entries below a row with tags start below those tags.
      for (const c of b.columns)
        for (let i = 1; i < c.length; i++)
          expect(c[i].row).toBeGreaterThanOrEqual(c[i - 1].row + 1 + c[i - 1].tagLines.length * TAG_ROWS - 1e-9);
    }
    // The image makes room for them: the board with tags is taller than without.
    const g = loadGeometry('europe-1811');
    expect(layoutFor(g, view, 1000).height).toBeGreaterThan(layoutFor(g, { ...view, duel: undefined }, 1000).height);
    // A name wider than the column wraps onto a second line rather than being cut.
    const longer = 'Marshal Jean-de-Dieu Soult, Duke of Dalmatia and Peer of France';
    const wide = duelView([longer, 'bob']);
    const tagged = bandLayout(wide.view, 'en')
      .columns.flat()
      .find((e) => e.player.id === wide.independents[0])!;
    expect(tagged.tagLines.length).toBe(2);
    expect(tagged.tagLines.join(' ')).toBe(`🤝 ${longer}`);
  });

  it('wrapText breaks at spaces, inside a word only when it is wider than a line, and cuts only past the line limit', () => {
    const measure = (t: string) => [...t].length; // one pixel a character
    expect(wrapText('ab cd ef', 5, measure)).toEqual(['ab cd', 'ef']);
    expect(wrapText('ab cdefghijkl', 5, measure)).toEqual(['ab cd', 'efghi', 'jkl']);
    expect(wrapText('short', 5, measure)).toEqual(['short']);
    const capped = wrapText('aaaa bbbb cccc dddd', 4, measure);
    expect(capped).toHaveLength(MAX_TAG_LINES);
    expect(capped).toEqual(['aaaa', 'bbbb', 'ccc…']);
    // An emoji is one character: never split inside it.
    expect(wrapText('🤝🤝🤝', 2, (t) => [...new Intl.Segmenter().segment(t)].length)).toEqual(['🤝🤝', '🤝']);
  });
});
