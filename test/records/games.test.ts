// /risk games: the reader's games in progress across channels — ruleset, whose turn, the
// deadline, a link — and not the games they left or that are over.
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { tournamentsIdle } from '../../src/discord/tournament/run.ts';
import { LocalTable } from '../../src/local/table.ts';
import { closeStores, tournamentTable } from '../tournament/harness.ts';
import { viewImages } from '../view-images.ts';

afterEach(async () => {
  await tournamentsIdle();
  await closeStores();
});

const privately = async (t: LocalTable, line: string) => {
  const out = await t.run(line);
  expect(out.filter((o) => o.kind === 'error')).toEqual([]);
  return out.find((o) => o.kind === 'ephemeral')?.text ?? '';
};

describe('/risk games', () => {
  it('lists every game the reader sits in, in every channel, with whose turn and the deadline', async () => {
    // The lists are text: the boards stand for what they show.
    const { table, service, dir } = await tournamentTable(31, undefined, undefined, viewImages);
    const other = new LocalTable({
      service,
      images: viewImages,
      outDir: join(dir, 'img2'),
      advance: () => undefined,
      channelId: 'c2',
    });
    const third = new LocalTable({
      service,
      images: viewImages,
      outDir: join(dir, 'img3'),
      advance: () => undefined,
      channelId: 'c3',
    });
    for (const line of [
      'alice /risk new ruleset:classic setup:auto deadline:24h',
      'bob /risk join',
      'alice click Start',
    ])
      await privately(table, line);
    await privately(other, 'bob /risk new ruleset:risiko');
    await privately(other, 'alice /risk join');
    await privately(third, 'carol /risk new ruleset:capitals');
    await privately(third, 'alice /risk join');
    await privately(third, 'alice /risk leave');
    await tournamentsIdle();
    const r = (await service.get('local'))!;
    const mine = await privately(table, 'alice /risk games');
    expect(mine).toMatch(/Your games\*\* \(2\)/);
    expect(mine).toMatch(
      /• RisiKo! \(tournament rules\) — https:\/\/discord.com\/channels\/local\/c2\/m\d+ — lobby, not started/,
    );
    const turn = r.seats[0].userId === 'u-alice' ? 0 : 1;
    const waitingOn = (r.state as { turn: { player: number } }).turn.player;
    expect(mine).toMatch(
      waitingOn === turn
        ? /• Classic Risk — .* — \*\*your turn\*\* · deadline <t:\d+:R>/
        : /• Classic Risk — .* — waiting for .*bob · deadline <t:\d+:R>/,
    );
    expect(mine).not.toMatch(/capitals/);
    expect(await privately(table, 'dave@it /risk games')).toBe('Non sei seduto a nessuna partita in corso.');
  });
});
