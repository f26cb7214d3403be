// The map engine's AI policies decide on the seat's private view and legal actions only: with
// every secret the seat may not see scrambled (other hands, missions, objectives, ranked
// missions, hidden HQs, the deck order, the undealt missions, other C-SET-7 plans, the seed and
// the dice PRNG), every policy makes the same decision.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setBudgetMs } from '../../src/ai/search/budget.js';
import { hqOf, hqRevealed } from '../../src/engine/ext.js';
import { seedRng } from '../../src/engine/rng.js';
import type { GameState, RuleOptions, RulesetId } from '../../src/engine/types.js';
import { lcg, scramble, type Changed } from './scramble.js';
import { mapRisk } from '../../src/game/map-risk.js';
import { fullSize, sized } from '../sizes.ts';

/**
 * Every STRIDE-th action is compared, until DECISIONS decisions: under `npm test` every 15th and
 * a third as many, and a game stops once those are compared and the scramble has met every
 * secret its ruleset has (checked below; comparing only the first 50 of every 5th did not meet
 * them all); every 5th of whole games under `npm run test:full`.
 */
const STRIDE = sized(15, 5);
const DECISIONS = sized(50, 150);

const games: { ruleset: RulesetId; players: number; options: Partial<RuleOptions> }[] = [
  { ruleset: 'missions', players: 4, options: {} }, // M-1 missions and the undealt pool
  { ruleset: 'capitals', players: 3, options: { capitals: '2000' } }, // K-1 hidden HQs
  { ruleset: 'risiko', players: 4, options: {} }, // R-SET-3 objectives
  { ruleset: 'napoleon-missions', players: 4, options: {} }, // NM-1 ranked missions
  { ruleset: 'classic', players: 4, options: { setup: 'simultaneous' } }, // C-SET-7 secret plans
  { ruleset: 'napoleon-campaign', players: 2, options: {} }, // NC: the opponent's hand, the cards under the powers
];

/** The secrets each game's scramble must have touched (each a secret its ruleset has). */
const expected: Record<string, Changed[]> = {
  missions: ['hands', 'deck', 'mission', 'pool'],
  capitals: ['hands', 'deck', 'hiddenHq'],
  risiko: ['hands', 'deck', 'objective'],
  'napoleon-missions': ['hands', 'deck', 'ranked'],
  classic: ['hands', 'deck', 'plans'],
  'napoleon-campaign': ['hands', 'deck'],
};

describe('AI policies see the private view and the legal actions, not the whole state', () => {
  // hard's search at a tenth of the production budget: it still determinizes the hidden cards
  // for several worlds a decision (src/ai/search/search.ts), each from the seat's view only
  beforeAll(() => setBudgetMs(20));
  afterAll(() => setBudgetMs(null));

  it.each(games.map((g) => [g.ruleset, g] as const))(
    '%s: every policy decides the same with the unseen secrets scrambled',
    (_id, g) => {
      const seats = Array.from({ length: g.players }, (_, i) => ({
        name: `ai${i}`,
        kind: 'ai' as const,
        ai: 'baseline',
      }));
      const salt = seedRng(99);
      const changed = new Set<Changed>();
      let compared = 0;
      // Under npm test a game ends once DECISIONS decisions are compared and the scramble has met
      // every secret the ruleset has; whole games under npm run test:full.
      const enough = () => !fullSize && compared >= DECISIONS && expected[g.ruleset].every((c) => changed.has(c));
      for (let seed = 31; compared < DECISIONS; seed++) {
        const created = mapRisk.setup({ ruleset: g.ruleset, options: g.options, seats, seed }, { now: 0 });
        if (!created.ok) throw new Error(created.error.code);
        let s = created.value.state;
        const play = lcg(seed);
        for (let i = 0; i < 1500 && mapRisk.outcome(s) === null && !enough(); i++) {
          const seat = mapRisk.waitingFor(s)[0];
          // Every policy decides from the same view and legal actions of each state (no policy
          // changes what it is handed: they are read-only to it, as in the bot's AI threads).
          const view = mapRisk.privateView(s, seat);
          const legal = mapRisk.legal(s, seat);
          if (i % STRIDE === 0) {
            const other = scramble(s, seat, salt, changed);
            expect(other).not.toEqual(s);
            const otherView = mapRisk.privateView(other, seat);
            const otherLegal = mapRisk.legal(other, seat);
            for (const name of Object.keys(mapRisk.ai)) {
              const mine = mapRisk.ai[name](view, legal, lcg(i));
              const theirs = mapRisk.ai[name](otherView, otherLegal, lcg(i));
              expect(theirs).toEqual(mine);
              compared++;
            }
          }
          const action = mapRisk.ai.baseline(view, legal, play);
          const r = mapRisk.apply(s, seat, action, { now: (i + 1) * 60_000 });
          if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code}`);
          s = r.value.state;
        }
      }
      // The scramble did touch the secrets this ruleset has.
      for (const c of expected[g.ruleset]) expect([c, changed.has(c)]).toEqual([c, true]);
    },
  );

  /** A 4-seat game played by the baseline AI for up to 200 actions. */
  function played(ruleset: RulesetId, options: Partial<RuleOptions>): GameState {
    const seats = Array.from({ length: 4 }, (_, i) => ({ name: `ai${i}`, kind: 'ai' as const, ai: 'baseline' }));
    const created = mapRisk.setup({ ruleset, options, seats, seed: 5 }, { now: 0 });
    if (!created.ok) throw new Error(created.error.code);
    let s = created.value.state;
    for (let i = 0; i < 200 && mapRisk.outcome(s) === null; i++) {
      const seat = mapRisk.waitingFor(s)[0];
      const r = mapRisk.apply(
        s,
        seat,
        mapRisk.ai.baseline(mapRisk.privateView(s, seat), mapRisk.legal(s, seat), lcg(i)),
        { now: i },
      );
      if (!r.ok) throw new Error(r.error.code);
      s = r.value.state;
    }
    return s;
  }

  it('the private view a policy gets holds none of those secrets', () => {
    const s = played('missions', {});
    const v = mapRisk.privateView(s, 1).seatState;
    expect(v.seed).toBe(0);
    expect(v.rng).toEqual([0, 0, 0, 0]);
    expect(v.deck.every((c) => c === -1)).toBe(true);
    expect(v.ext.missions!.pool.length).toBeGreaterThan(0);
    expect(v.ext.missions!.pool.every((m) => m === -1)).toBe(true); // M-1: the undealt missions tell what the others hold
    for (const p of [0, 2, 3]) {
      expect(v.players[p].hand.every((c) => c === -1)).toBe(true);
      expect(v.players[p].mission).toBeNull();
    }
    expect(v.players[1].hand).toEqual(s.players[1].hand);
    expect(v.players[1].mission).toBe(s.players[1].mission);

    const caps = played('capitals', { capitals: '2000' });
    const w = mapRisk.privateView(caps, 1).seatState;
    let hidden = 0;
    for (const p of [0, 2, 3]) {
      if (!hqRevealed(caps, p)) hidden++;
      expect(hqOf(w, p)).toBe(hqRevealed(caps, p) ? hqOf(caps, p) : null);
    }
    expect(hidden).toBeGreaterThan(0);
    expect(hqOf(w, 1)).toBe(hqOf(caps, 1));
  });
});
