// A rated game through the local table: two players hand their turns to the AI, the game ends,
// and /risk leaderboard and /risk stats show it; a game with one human rates nobody.
import { afterEach, describe, expect, it } from 'vitest';
import { tournamentsIdle } from '../../src/discord/tournament/run.ts';
import type { LocalTable } from '../../src/local/table.ts';
import { recordsCat } from '../../src/i18n/records.ts';
import { closeStores, tournamentTable as withImages } from '../tournament/harness.ts';
import { viewImages } from '../view-images.ts';
import { readerContext } from './context.ts';

// These tests read the text, the records and the pictures' count: the boards stand for what they
// show (the leaderboard's and stats' pictures are drawn by the records themselves).
const tournamentTable = (seed: number) => withImages(seed, undefined, undefined, viewImages);

afterEach(async () => {
  await tournamentsIdle();
  await closeStores();
});

/** /risk leaderboard's ruleset list as carol's client would show it while she types `typed`. */
const rulesetList = (table: LocalTable, typed: string) =>
  table.bot.commands.get('risk')!.autocomplete!(
    readerContext(table.bot, 'u-carol', 'local'),
    { subcommand: 'leaderboard', ruleset: typed },
    'ruleset',
  );

describe('records through the local table', () => {
  it('rates a finished game of two humans and shows the leaderboard and the stats', async () => {
    const { table, store } = await tournamentTable(21);
    expect(await rulesetList(table, 'classic')).toEqual([{ name: 'classic — 0 rated players', value: 'classic' }]);
    for (const line of [
      'alice /risk new ruleset:classic setup:auto',
      'bob /risk join',
      'alice click Add AI',
      'alice click Start',
      'alice /risk settings autopilot:true',
      'bob /risk settings autopilot:true',
    ])
      expect((await table.run(line)).filter((o) => o.kind === 'error')).toEqual([]);
    const view = (await table.view()) as { status: string };
    expect(view.status).toBe('over');
    await tournamentsIdle();
    // The list counted before the game is read again once the game is rated (not a minute later).
    expect(await rulesetList(table, 'classic')).toEqual([{ name: 'classic — 2 rated players', value: 'classic' }]);
    // A rating written elsewhere (another process) shows within the minute the counts are kept.
    const up = { scope: 'classic', userId: 'u-dave', name: 'dave', mu: 25, sigma: 8, ordinal: 1, won: false };
    expect(await store.ratings!().apply('elsewhere', 'local', 1, [{ ...up, expectedVer: 0 }])).toBe('ok');
    expect(await rulesetList(table, 'classic')).toEqual([{ name: 'classic — 2 rated players', value: 'classic' }]);
    await table.run('wait 2m');
    expect(await rulesetList(table, 'classic')).toEqual([{ name: 'classic — 3 rated players', value: 'classic' }]);
    const board = (await table.run('carol /risk leaderboard')).find((o) => o.kind === 'ephemeral')!;
    expect(board.text).toMatch(/Leaderboard — all rulesets/);
    expect(board.images).toHaveLength(1);
    expect(board.text).toMatch(/no rated game here yet/);
    const mine = (await table.run('alice /risk leaderboard ruleset:classic')).find((o) => o.kind === 'ephemeral')!;
    expect(mine.text).toMatch(/Your rank: \*\*[123]\*\* of 3/);
    const stats = (await table.run('bob@fr /risk stats')).find((o) => o.kind === 'ephemeral')!;
    expect(stats.text).toMatch(/classic : 1 jouées, [01] gagnées · places [12]×1/);
    expect(stats.text).toMatch(/Variante préférée : classic/);
    expect(stats.text).toMatch(/Cote -?\d+ \(rang [12] sur 2\)/);
    expect(stats.images).toHaveLength(1);
    expect(stats.text).toMatch(
      /🎲 Chance aux dés \(parties classées\) : \d+ armées perdues au combat, [\d,]+ en moyenne/,
    );
    // Issue 26: how ratings count (a tournament table is one game), as under the leaderboard.
    expect(stats.text.split('\n').at(-1)).toBe(`-# ${recordsCat('fr').howRated}`);
    expect(stats.text).toMatch(/Une table de tournoi est une telle partie/);
    // One ruleset: its games and its own rating; dice luck is kept over all games only.
    const classic = (await table.run('bob@en /risk stats ruleset:classic')).find((o) => o.kind === 'ephemeral')!;
    expect(classic.text).toMatch(/^📊 \*\*bob\*\* — classic\nclassic: 1 played/);
    expect(classic.text).toMatch(/Rating -?\d+ \(rank [123] of 3\)/);
    expect(classic.text).not.toMatch(/Dice luck/);
    expect(classic.text.split('\n').at(-1)).toBe(`-# ${recordsCat('en').howRated}`);
    expect(classic.images).toHaveLength(1);
    const none = (await table.run('bob@en /risk stats ruleset:risiko')).find((o) => o.kind === 'ephemeral')!;
    expect(none.text).toBe('bob has no finished game of risiko on this server yet.');
    const bad = (await table.run('bob@it /risk stats ruleset:chess')).find((o) => o.kind === 'ephemeral')!;
    expect(bad.text).toMatch(/^Nessuna variante «chess»\. Scegli tra: all, classic, /);
  });
});
