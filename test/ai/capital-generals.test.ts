// The hard AI's guard of its capital in the 1796 campaign (issue 27; NA-GEN-1, NA-FORT-1,
// NA-CONV-2, NC-VP-3): while the opponent could strike the capital it buys two generals there
// (the defender's two dice +1, the fortification's +1 on top) and keeps them there; the normal AI
// does not (stored games replay).
import { describe, expect, it } from 'vitest';
import { getPolicy } from '../../src/ai/registry.js';
import { seatState } from '../../src/ai/seat-state.js';
import { setBudgetMs } from '../../src/ai/search/budget.js';
import { capitalGeneral, keepCapitalGenerals } from '../../src/ai/hard/capital-generals.js';
import { applyAction } from '../../src/engine/apply.js';
import { armiesOn, occupy } from '../../src/engine/board.js';
import { addGenerals, generalsOn } from '../../src/engine/board-units.js';
import { oddsOfBattle } from '../../src/engine/battle-odds.js';
import { seedRng } from '../../src/engine/rng.js';
import { ctx } from '../engine/helpers.js';
import { turnOf, who } from '../engine/campaign/helpers.js';
import { englandReinforcing } from './campaign-helpers.js';

describe('hard AI: two generals guard its capital in the campaign (NA-GEN-1, NC-VP-3)', () => {
  it('NA-CONV-2: England, London facing Île de France across the sea line, buys two generals for London; normal does not', () => {
    let s = englandReinforcing(3);
    const { england } = who(s);
    expect(generalsOn(s, 'england', england)).toBe(0);
    const normal = getPolicy('normal')(seatState(s, england), england, seedRng(1));
    expect(normal.type).toBe('place');
    const hard = getPolicy('hard-heuristic')(seatState(s, england), england, seedRng(1));
    expect(hard).toEqual({ type: 'build', unit: 'general', at: 'england', count: 2 });
    // the searching level decides the same: a build is no plan the search weighs
    setBudgetMs(20);
    try {
      expect(getPolicy('hard')(seatState(s, england), england, seedRng(1))).toEqual(hard);
    } finally {
      setBudgetMs(null);
    }
    const reserve = s.players[england].reserve;
    const r = applyAction(s, england, hard, ctx);
    expect(r.ok).toBe(true);
    s = r.ok ? r.value.state : s;
    expect(generalsOn(s, 'england', england)).toBe(2);
    expect(s.players[england].reserve).toBe(reserve - 2);
    // guarded: the rest of the reserve is placed, no third general
    expect(getPolicy('hard-heuristic')(seatState(s, england), england, seedRng(1)).type).toBe('place');
  });

  it('NA-GEN-1 with NA-FORT-1: the two generals turn an even last-turn strike on London into a hopeless one', () => {
    const s = englandReinforcing(3);
    const { england, france } = who(s);
    occupy(s, 'ile_de_france', france, 33);
    addGenerals(s, 'ile_de_france', france, 1 - generalsOn(s, 'ile_de_france', france));
    occupy(s, 'england', england, 35);
    turnOf(s, france, 'attack', 8);
    const before = oddsOfBattle(s, 'ile_de_france', 'england', 33, 35, 3).win;
    addGenerals(s, 'england', england, 2);
    const after = oddsOfBattle(s, 'ile_de_france', 'england', 33, 35, 3).win;
    expect(before).toBeGreaterThan(0.4);
    expect(after).toBeLessThan(0.01);
  });

  it('keeps them there: a manoeuvre out of London leaves its two generals behind', () => {
    const s = englandReinforcing(3);
    const { england } = who(s);
    addGenerals(s, 'england', england, 2);
    occupy(s, 'england', england, 12);
    turnOf(s, england, 'fortify');
    const out = { type: 'manoeuvre', by: 'land', from: 'england', to: 'scotland', count: 4, leaders: 2 } as const;
    expect(keepCapitalGenerals(s, england, out)).toEqual({ ...out, leaders: 0 });
    addGenerals(s, 'england', england, 1);
    expect(keepCapitalGenerals(s, england, { ...out, leaders: 3 })).toEqual({ ...out, leaders: 1 });
  });

  it('buys none while nothing of the opponent can reach the capital', () => {
    const s = englandReinforcing(3);
    const { england } = who(s);
    expect(capitalGeneral(s, england)).not.toBeNull();
    // France's armies that face London across the sea lines gone, and no French fleet to land with
    for (const t of ['ile_de_france', 'nord_picardie']) occupy(s, t, england, 1);
    expect(armiesOn(s, 'england')).toBeGreaterThan(0);
    expect(capitalGeneral(s, england)).toBeNull();
  });
});
