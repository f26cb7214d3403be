// A rated game through the local table: two players hand their turns to the AI, the game ends,
// and /risk leaderboard and /risk stats show it; a game with one human rates nobody.
import { afterEach, describe, expect, it } from 'vitest';
import { tournamentsIdle } from '../../src/discord/tournament/run.ts';
import { closeStores, tournamentTable } from '../tournament/harness.ts';

afterEach(async () => {
  await tournamentsIdle();
  await closeStores();
});

describe('records through the local table', () => {
  it('rates a finished game of two humans and shows the leaderboard and the stats', async () => {
    const { table } = await tournamentTable(21);
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
    const board = (await table.run('carol /risk leaderboard')).find((o) => o.kind === 'ephemeral')!;
    expect(board.text).toMatch(/Leaderboard — all rulesets/);
    expect(board.images).toHaveLength(1);
    expect(board.text).toMatch(/no rated game here yet/);
    const mine = (await table.run('alice /risk leaderboard ruleset:classic')).find((o) => o.kind === 'ephemeral')!;
    expect(mine.text).toMatch(/Your rank: \*\*[12]\*\* of 2/);
    const stats = (await table.run('bob@fr /risk stats')).find((o) => o.kind === 'ephemeral')!;
    expect(stats.text).toMatch(/classic : 1 jouées, [01] gagnées · places [12]×1/);
    expect(stats.text).toMatch(/Variante préférée : classic/);
    expect(stats.text).toMatch(/Cote -?\d+ \(rang [12] sur 2\)/);
    expect(stats.images).toHaveLength(1);
    expect(stats.text).toMatch(
      /🎲 Chance aux dés \(parties classées\) : \d+ armées perdues au combat, [\d,]+ en moyenne/,
    );
  });
});
