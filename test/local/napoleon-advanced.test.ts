// napoleon-advanced through the local table: one human seat on autopilot and two AI seats,
// played to the end of the fifth round on the Europe 1811 board, the view showing the units.
import { afterEach, describe, expect, it } from 'vitest';
import { asMap } from '../../src/discord/games/map/record.ts';
import type { LocalOutput } from '../../src/local/table.ts';
import { openTapTable } from '../../src/local/tap-driver.ts';
import type { GameRepository } from '../../src/store/repository.ts';
import { viewImages } from '../view-images.ts';

let stores: GameRepository[] = [];
afterEach(async () => {
  for (const s of stores) await s.close();
  stores = [];
});

/** One human seat on autopilot and two AI seats, from `/risk new` to the end: the table and its game. */
async function playToEnd(seed: number, newGame: string) {
  const { table, service, store } = await openTapTable(seed, viewImages);
  stores.push(store);
  const out: LocalOutput[] = [];
  for (const line of [
    newGame,
    'alice click Add AI',
    'alice click Add AI',
    'alice click Start',
    'alice /risk settings autopilot:true',
  ])
    out.push(...(await table.run(line)));
  expect(out.filter((o) => o.kind === 'error')).toEqual([]);
  return { table, s: asMap((await service.get('local'))!).state! };
}

describe('local table: a whole napoleon-advanced game', () => {
  it('NA-WIN-1: one human on autopilot and two AI seats play five rounds; the most victory points win', async () => {
    const { table, s } = await playToEnd(11, 'alice /risk new ruleset:napoleon-advanced');
    expect(s.phase).toMatchObject({ kind: 'over', reason: 'roundLimit' });
    expect(s.turn.round).toBe(5);
    const scores = s.phase.kind === 'over' ? s.phase.scores! : {};
    const best = Math.max(...Object.values(scores));
    if (s.phase.kind === 'over') for (const w of s.phase.winners) expect(scores[w]).toBe(best);
    const view = (await table.view()) as { forces?: unknown; advanced?: { lastRound: number } };
    expect(view.forces).toBeDefined();
    expect(view.advanced?.lastRound).toBe(5);
  });

  it('NA-GEN-2: an AI whose fleet invaded a zone with an admiral beside it plays on (seed 1 once crashed on "unknown territory")', async () => {
    const { s } = await playToEnd(1, 'alice /risk new ruleset:napoleon-advanced setup:auto');
    expect(s.phase).toMatchObject({ kind: 'over', reason: 'roundLimit' });
  });
});
