// /risk leaderboard as a picture: ten players a page in rating order (equal ratings share a
// rank), the reader's row tinted and their rank below, ◀ ▶ turning the page in place, bad pages
// and rulesets refused in the reader's language; the picture is a PNG a phone shows at width.
import { afterEach, describe, expect, it } from 'vitest';
import { leaderboardPage } from '../../src/discord/records/leaderboard.ts';
import type { Bot } from '../../src/discord/surface.ts';
import { renderLeaderboard } from '../../src/render/leaderboard.ts';
import { drawPictureOff } from '../../src/render/draw-pool.ts';
import { closeStores, tournamentTable } from '../tournament/harness.ts';
import { readerContext } from './context.ts';

afterEach(closeStores);

/** 23 players rated on server G: p00 best; p05 and p06 tied; p22 last. Also 3 on `risiko`. */
async function rated() {
  const { table, store } = await tournamentTable(61);
  const ratings = store.ratings!();
  const update = (scope: string, i: number, ordinal: number) => ({
    scope,
    userId: `p${String(i).padStart(2, '0')}`,
    name: i === 3 ? '**Bold** <@1> [x](https://e.x)' : `player ${i}`,
    mu: 25,
    sigma: 8,
    ordinal,
    won: i % 2 === 0,
    expectedVer: 0,
  });
  const all = Array.from({ length: 23 }, (_, i) => update('*', i, i === 6 ? 1000 - 5 * 10 : 1000 - i * 10));
  expect(await ratings.apply('g1', 'G', 1, all)).toBe('ok');
  expect(
    await ratings.apply(
      'g2',
      'G',
      2,
      [0, 1, 2].map((i) => update('risiko', i, 50 - i)),
    ),
  ).toBe('ok');
  const bot = { service: { store } } as unknown as Bot;
  const ctx = (userId: string, locale = 'en') => readerContext(bot, userId, 'G', locale);
  return { table, ctx };
}

describe('/risk leaderboard', () => {
  it('pages of ten in rating order, ties sharing a rank, the reader tinted and ranked below', async () => {
    const { ctx } = await rated();
    const first = await leaderboardPage(ctx('p07'), undefined, undefined);
    expect(first.spec!.title).toBe('Leaderboard — all rulesets');
    expect(first.spec!.page).toBe('page 1/3');
    expect(first.spec!.rows.map((r) => [r.rank, r.name])).toEqual([
      [1, 'player 0'],
      [2, 'player 1'],
      [3, 'player 2'],
      [4, '**Bold** <@1> [x](https://e.x)'],
      [5, 'player 4'],
      [6, expect.stringMatching(/^player [56]$/)],
      [6, expect.stringMatching(/^player [56]$/)],
      [8, 'player 7'],
      [9, 'player 8'],
      [10, 'player 9'],
    ]);
    expect(first.spec!.rows.filter((r) => r.me).map((r) => r.name)).toEqual(['player 7']);
    expect(first.spec!.mine).toEqual({
      label: 'You: rank 8 of 23',
      row: { rank: 8, name: 'player 7', rating: 930, games: 1, wins: 0, me: true },
    });
    // Below the rank, how ratings count: tournament tables are games like any other (issue 26:
    // a champion ranked 3rd with no explanation).
    expect(first.text).toBe(
      '🏆 **Leaderboard — all rulesets** (page 1/3)\nYour rank: **8** of 23 — 930 · 1 game · 0 wins\n' +
        '-# How ratings count: every finished game with at least two human players, by the places in it (AI seats are not rated). A tournament table is one such game; winning the tournament adds nothing of its own. The rating is OpenSkill’s μ − 3σ: it starts at 0 and rises as more games make it surer, so a few wins can rank below many steady results.',
    );
    expect(first.buttons).toEqual([[{ id: 'lb:*:2', label: 'Next ▶' }]]);

    const last = await leaderboardPage(ctx('p07', 'fr'), 'all', 3);
    expect(last.spec!.rows.map((r) => r.rank)).toEqual([21, 22, 23]);
    expect(last.spec!.rows.some((r) => r.me)).toBe(false);
    expect(last.spec!.mine!.label).toBe('Vous : rang 8 sur 23');
    expect(last.spec!.headers).toEqual({
      rank: 'N°',
      player: 'Joueur',
      rating: 'Cote',
      games: 'Parties',
      wins: 'Victoires',
    });
    expect(last.buttons).toEqual([[{ id: 'lb:*:2', label: '◀ Précédente' }]]);

    // One ruleset; a reader who has no rating there has no band, and is told so.
    const risiko = await leaderboardPage(ctx('p07', 'it'), 'risiko', 1);
    expect(risiko.spec!.rows.map((r) => r.name)).toEqual(['player 0', 'player 1', 'player 2']);
    expect(risiko.spec!.mine).toBeNull();
    expect(risiko.text).toMatch(/Classifica — risiko\*\* \(pagina 1\/1\)\nNon hai ancora partite valide/);
    expect(risiko.buttons).toEqual([]);
  });

  it('refuses a page past the end and an unknown ruleset, saying what is legal', async () => {
    const { ctx } = await rated();
    expect(await leaderboardPage(ctx('p01'), '*', 4)).toEqual({ text: 'There are 3 page(s).' });
    expect(await leaderboardPage(ctx('p01'), 'capitals', 1)).toEqual({
      text: 'Nobody has a rated game on this server yet (a rated game has at least two human players).',
    });
    const bad = await leaderboardPage(ctx('p01', 'fr'), 'chess', 1);
    expect(bad.spec).toBeUndefined();
    expect(bad.text).toMatch(/^Aucune variante « chess »\. Choisissez parmi : all, classic, capitals, .*express/);
  });

  it('draws a PNG 720 px wide, the same in the drawing thread, taller with the reader’s band', async () => {
    const { ctx } = await rated();
    const { spec } = await leaderboardPage(ctx('p07'), '*', 3);
    const here = renderLeaderboard(spec!);
    expect((await drawPictureOff({ kind: 'leaderboard', page: spec! })).equals(here)).toBe(true);
    const size = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];
    expect(here.subarray(1, 4).toString()).toBe('PNG');
    const [w, h] = size(here);
    expect(w).toBe(720);
    expect(size(renderLeaderboard({ ...spec!, mine: null }))[1]).toBeLessThan(h);
    expect(size(renderLeaderboard({ ...spec!, rows: [...spec!.rows, ...spec!.rows] }))[1]).toBeGreaterThan(h);
  });

  it('through the local table: the picture, and Next ▶ turns the reader’s own answer to page 2 in place', async () => {
    const { table } = await tournamentTable(62);
    const store = table.bot.service.store.ratings!();
    const ups = Array.from({ length: 12 }, (_, i) => ({
      scope: '*',
      userId: i === 11 ? 'u-alice' : `x${i}`,
      name: i === 11 ? 'alice' : `x${i}`,
      mu: 25,
      sigma: 8,
      ordinal: 100 - i,
      won: false,
      expectedVer: 0,
    }));
    expect(await store.apply('g', 'local', 1, ups)).toBe('ok');
    const out = await table.run('alice /risk leaderboard');
    const reply = out.find((o) => o.kind === 'ephemeral')!;
    expect(reply.text).toMatch(/Your rank: \*\*12\*\* of 12/);
    expect(reply.images).toHaveLength(1);
    expect(reply.buttons).toEqual(['Next ▶']);
    const next = await table.run('alice click Next');
    const edit = next.find((o) => o.kind === 'edit')!;
    expect(edit.message).toBe(reply.message);
    expect(reply.message).toMatch(/^m\d+$/);
    expect(edit.text).toMatch(/page 2\/2/);
    expect(edit.buttons).toEqual(['◀ Previous']);
    expect(edit.images).toHaveLength(1);
  });
});
