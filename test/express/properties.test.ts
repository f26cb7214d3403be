// Property tests over random Risk Express play: every legal action is accepted, anything else is
// refused without a change, dice are conserved, and states survive a JSON round trip.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EXPRESS } from '../../src/express/cards.js';
import { expressGame } from '../../src/express/definition.js';
import { FACES } from '../../src/express/faces.js';
import type { ExpressAction, ExpressState } from '../../src/express/types.js';
import { randInt, seedRng, type RngState } from '../../src/engine/rng.js';
import { expressInvariants } from '../../src/sim/express.js';
import { ctx, seats } from './helpers.js';
import { sized } from '../sizes.ts';

const gameArb = fc.record({
  players: fc.integer({ min: 2, max: 5 }),
  seed: fc.integer({ min: 0, max: 0x7fffffff }),
  pick: fc.integer({ min: 0, max: 0x7fffffff }),
  continueFailed: fc.boolean(),
});

/** Any action shape, legal or not. */
function anyAction(rng: RngState): ExpressAction {
  switch (randInt(rng, 5)) {
    case 0:
      return { type: 'roll' };
    case 1:
      return { type: 'continue' };
    case 2:
      return { type: 'fill', card: EXPRESS.cards[randInt(rng, 14)].id, line: randInt(rng, 5) - 1 };
    case 3:
      return { type: 'setAside', face: FACES[randInt(rng, 6)] };
    default:
      return { type: 'fill', card: 'atlantis', line: 0 };
  }
}

function playRandomly(
  g: { players: number; seed: number; pick: number; continueFailed: boolean },
  check: (before: ExpressState, seat: number, rng: RngState) => void,
): void {
  const r = expressGame.setup(
    { ruleset: 'express', seats: seats(g.players), seed: g.seed, options: { continueFailed: g.continueFailed } },
    ctx,
  );
  if (!r.ok) throw new Error(r.error.code);
  let s = r.value.state;
  const rng = seedRng(g.pick);
  for (let step = 0; step < 400 && expressGame.outcome(s) === null; step++) {
    const seat = s.current;
    check(s, seat, rng);
    const legal = expressGame.legal(s, seat);
    const next = expressGame.apply(s, seat, legal[randInt(rng, legal.length)], ctx);
    if (!next.ok) throw new Error(`legal action refused: ${next.error.code}`);
    s = next.value.state;
    expect(expressInvariants(s)).toEqual([]);
  }
}

const key = (a: ExpressAction) => JSON.stringify(a);

describe('Risk Express properties', () => {
  it('every legal action is accepted; every other action is refused and changes nothing', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        playRandomly(g, (s, seat, rng) => {
          const legal = new Set(expressGame.legal(s, seat).map(key));
          const before = JSON.stringify(s);
          for (let i = 0; i < 4; i++) {
            const a = anyAction(rng);
            const r = expressGame.apply(s, seat, a, ctx);
            expect(r.ok, key(a)).toBe(legal.has(key(a)));
          }
          const other = (seat + 1) % s.seats.length;
          expect(expressGame.legal(s, other)).toEqual([]);
          expect(expressGame.apply(s, other, { type: 'roll' }, ctx).ok).toBe(false);
          expect(JSON.stringify(s)).toBe(before);
        });
      }),
      { numRuns: sized(10, 40), seed: 20261122 },
    );
  });

  it('a state survives JSON and migrate unchanged, and its public view carries no PRNG state', () => {
    fc.assert(
      fc.property(gameArb, (g) => {
        playRandomly(g, (s) => {
          const m = expressGame.migrate(JSON.parse(JSON.stringify(s)));
          expect(m).toEqual({ ok: true, value: s });
          expect(JSON.stringify(expressGame.publicView(s))).not.toContain('"rng"');
        });
      }),
      { numRuns: sized(4, 16), seed: 7 },
    );
  });
});
