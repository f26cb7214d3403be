// The hard AI's search in the 1796 campaign (issue 27, NC-*): it weighs its own plans there,
// judged by victory points; its samples deal the hands it cannot see (the cards under the
// powers' markers too) consistently with its view; the same view and stream give the same
// decision; a zero budget leaves the heuristics alone.
import { afterEach, describe, expect, it } from 'vitest';
import { getPolicy } from '../../src/ai/registry.js';
import { seatState } from '../../src/ai/seat-state.js';
import { setBudgetMs } from '../../src/ai/search/budget.js';
import { stagingTerritory } from '../../src/ai/campaign-targets.js';
import { campaignCandidates } from '../../src/ai/search/campaign-candidates.js';
import { campaignValue, controlRate } from '../../src/ai/search/campaign-value.js';
import { determinize, searchable } from '../../src/ai/search/determinize.js';
import { applyAction } from '../../src/engine/apply.js';
import { occupy } from '../../src/engine/board.js';
import { deckOf } from '../../src/engine/cards.js';
import { getMap } from '../../src/engine/maps.js';
import { seedRng } from '../../src/engine/rng.js';
import { ctx } from '../engine/helpers.js';
import { who } from '../engine/campaign/helpers.js';
import { englandReinforcing } from './campaign-helpers.js';

afterEach(() => setBudgetMs(null));

describe('hard AI search in the campaign', () => {
  it('searches the campaign: both sides, their hidden hands dealt from the unseen cards, the own hand kept', () => {
    const s = englandReinforcing(3);
    const { england, austria } = who(s);
    const view = seatState(s, england);
    expect(searchable(view)).toBe(true);
    const world = determinize(view, england, 99);
    expect(world.players[england].hand).toEqual(s.players[england].hand);
    for (const p of s.players) expect(world.players[p.id].hand).toHaveLength(p.hand.length);
    // NC-SET-2: a card under Austria's marker, unseen by England, is dealt a real card
    expect(s.players[austria].hand.length).toBeGreaterThan(0);
    expect(world.players[austria].hand.every((c) => c >= 0)).toBe(true);
    const all = [...world.deck, ...world.players.flatMap((p) => p.hand), ...world.discard];
    expect(new Set(all).size).toBe(all.length);
    expect(all.every((c) => c >= 0 && c < deckOf(getMap(s.map)).length)).toBe(true);
  });

  it('weighs where the whole reserve goes: the capital (NC-VP-1) against the source of its best attack', () => {
    let s = englandReinforcing(3, 3);
    const { england } = who(s);
    let mine = getPolicy('hard-heuristic')(seatState(s, england), england, seedRng(1));
    // London's generals first (src/ai/hard/capital-generals.ts), then the placement the search weighs
    while (mine.type === 'build') {
      const r = applyAction(s, england, mine, ctx);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      s = r.value.state;
      mine = getPolicy('hard-heuristic')(seatState(s, england), england, seedRng(1));
    }
    const cands = campaignCandidates(seatState(s, england), england, mine);
    expect(cands[0]).toEqual(mine);
    expect(cands.length).toBeGreaterThan(1);
    const reserve = s.players[england].reserve;
    expect(cands).toContainEqual({ type: 'place', territory: 'england', count: reserve });
    const staging = stagingTerritory(seatState(s, england), england);
    expect(staging).not.toBe('england');
    expect(cands).toContainEqual({ type: 'place', territory: staging, count: reserve });
    for (const c of cands) expect(applyAction(s, england, c, ctx).ok).toBe(true);
  });

  it('decides the same from the same view and stream, and advances the stream the same', () => {
    const s = englandReinforcing(5);
    const { england } = who(s);
    setBudgetMs(200);
    const r1 = seedRng(7),
      r2 = seedRng(7);
    const a = getPolicy('hard')(seatState(s, england), england, r1);
    expect(getPolicy('hard')(seatState(s, england), england, r2)).toEqual(a);
    expect(r1).toEqual(r2);
    expect(applyAction(s, england, a, ctx).ok).toBe(true);
  });

  it('with a zero budget plays the campaign as its heuristics alone', () => {
    const s = englandReinforcing(5);
    const { england } = who(s);
    setBudgetMs(0);
    expect(getPolicy('hard')(seatState(s, england), england, seedRng(3))).toEqual(
      getPolicy('hard-heuristic')(seatState(s, england), england, seedRng(3)),
    );
  });

  it('judges a position by victory points: losing London (NC-VP-1) or Égypte lowers it, points scored raise it', () => {
    const s = englandReinforcing(3);
    const { england, france } = who(s);
    const base = campaignValue(s, england);
    expect(base).toBeGreaterThan(0);
    expect(base).toBeLessThan(1);
    expect(campaignValue(s, france)).toBeCloseTo(1 - base, 10);

    const lost = structuredClone(s);
    occupy(lost, 'england', france, 3); // London taken: England's capital point and UK empire gone, France's gain
    expect(controlRate(lost, england)).toBeLessThan(controlRate(s, england));
    expect(campaignValue(lost, england)).toBeLessThan(base);

    const egypt = structuredClone(s);
    occupy(egypt, 'egypte', england, 4);
    expect(controlRate(egypt, england)).toBe(controlRate(s, england) + 2);
    expect(campaignValue(egypt, england)).toBeGreaterThan(base);

    const scored = structuredClone(s);
    scored.ext.points![england] += 10;
    expect(campaignValue(scored, england)).toBeGreaterThan(base);
  });
});
