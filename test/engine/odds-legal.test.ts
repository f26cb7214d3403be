// The odds shown for an attack (the panel's target menu, /risk odds) exist for every attack the
// engine offers, in every map ruleset: random games, every legal attack's odds at each step.
import { describe, expect, it } from 'vitest';
import { attackOdds } from '../../src/engine/battle-odds.js';
import { seedRng } from '../../src/engine/rng.js';
import type { RulesetId } from '../../src/engine/types.js';
import { legalActions } from '../../src/engine/legal.js';
import { playRandom, seats } from './helpers.js';
import { sized } from '../sizes.ts';

const CASES: [RulesetId, number][] = [
  ['classic', 3],
  ['capitals', 4],
  ['missions', 3],
  ['risiko', 4],
  ['napoleon', 3],
  ['napoleon-missions', 3],
  ['napoleon-teams', 4],
  ['napoleon-teams', 6],
  ['napoleon-duel', 2],
];

describe('attack odds for every legal attack', () => {
  it.each(CASES)('C-ATK-3: %s with %i players: each legal attack has odds between 0 and 1', (ruleset, n) => {
    let attacks = 0;
    const outOfRange: string[] = [];
    // One game each under npm test, five under npm run test:full (test/sizes.ts).
    for (const seed of [3, 4, 5, 6, 7].slice(0, sized(1, 5))) {
      playRandom({ ruleset, seed, seats: seats(n) }, seedRng(seed * 77), 250, ({ after }) => {
        for (const a of legalActions(after, after.turn.player)) {
          if (a.type !== 'attack') continue;
          const o = attackOdds(after, a.from, a.to);
          // collected, asserted once: an expect() per attack cost more than the odds
          if (!(o.win >= 0 && o.win <= 1)) outOfRange.push(`${a.from}>${a.to}: ${o.win}`);
          attacks++;
        }
      });
    }
    expect(outOfRange).toEqual([]);
    expect(attacks).toBeGreaterThan(0);
  });
});
