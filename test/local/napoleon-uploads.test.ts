// Issue 26: at most 200 KB of pictures uploaded a human turn on a phone, measured over whole
// tap-only games of napoleon-advanced and napoleon-campaign with the bot's real pictures (the
// same scripted players as advanced-play and napoleon-campaign). A roll raised by generals,
// forts or cards shows its close-up beside the board the message already has: the board stays
// attached (Discord keeps an attachment by id), only the close-up is uploaded.
import { afterEach, describe, expect, it } from 'vitest';
import { defaultBoardImages } from '../../src/discord/images.ts';
import { advancedTap, newMemo as advancedMemo } from './advanced-taps.ts';
import { campaignTap, newMemo as campaignMemo } from './campaign-taps.ts';
import { median, playByTaps } from './tap-game.ts';
import { closeTables, tapTable } from './tap-table.ts';
import { sized } from '../sizes.ts';

afterEach(closeTables);

const KB = 1000;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);

type Table = Awaited<ReturnType<typeof tapTable>>;

// Each ruleset's seeds, the game nearest the limit first (28 Nov 2026: campaign 11 182 KB mean,
// 2 166 KB; advanced 11 144 KB, 41 142 KB): `npm test` plays that one, `npm run test:full` both
// (test/sizes.ts). A whole game with real pictures is 2-3 CPU s.
const games: [string, number[], (t: Table) => ReturnType<typeof playByTaps>][] = [
  [
    'napoleon-advanced',
    [11, 41],
    (t) =>
      playByTaps(
        t,
        ['alice /risk new ruleset:napoleon-advanced', 'alice click Add AI', 'alice click Add AI', 'alice click Start'],
        { next: advancedTap, memo: advancedMemo, seed: 5, maxTaps: 3000 },
      ),
  ],
  [
    'napoleon-campaign',
    [11, 2],
    (t) =>
      playByTaps(
        t,
        ['alice /risk new ruleset:napoleon-campaign side:france', 'alice click Add AI', 'alice click Start'],
        { next: campaignTap, memo: campaignMemo, seed: 5, maxTaps: 4000 },
      ),
  ],
];

/** The figures of a game's (or games') human turns, in KB. */
function figures(turns: number[]) {
  const sorted = [...turns].sort((a, b) => a - b);
  return {
    turns: turns.length,
    meanKB: mean(turns) / KB,
    medianKB: median(new Map(sorted.map((b, i) => [i, b]))) / KB,
    maxKB: Math.max(...turns) / KB,
  };
}

describe('pictures uploaded per human turn (real boards)', () => {
  for (const [ruleset, seeds, play] of games) {
    it(`${ruleset}: whole games by taps upload at most 200 KB a human turn (mean and median, each game)`, async () => {
      const all: number[] = [];
      const taps: number[] = [];
      for (const seed of seeds.slice(0, sized(1, seeds.length))) {
        const game = await play(await tapTable(seed, defaultBoardImages()));
        expect(game.record.status).toBe('over');
        const turns = [...game.bytesPerTurn.values()];
        all.push(...turns);
        taps.push(...game.tapsPerTurn.values());
        const f = figures(turns);
        if (process.env.TAPS_DEBUG) console.log(ruleset, seed, f);
        expect(f.meanKB, `seed ${seed}: ${JSON.stringify(f)}`).toBeLessThanOrEqual(200);
        expect(f.medianKB, `seed ${seed}: ${JSON.stringify(f)}`).toBeLessThanOrEqual(200);
      }
      // The figures of docs/napoleon.md: bytes and taps of every human turn of both games (npm run test:full).
      if (process.env.TAPS_DEBUG)
        console.log(
          ruleset,
          figures(all),
          'taps',
          [...taps].sort((a, b) => a - b),
        );
    });
  }
});
