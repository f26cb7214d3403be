// The baseline AI's team play in napoleon-teams (src/ai/team-play.ts): the whole team closes in
// on one opposing player, the one with the fewest armies (NT-5), and never wants friendly land (NT-3).
import { describe, expect, it } from 'vitest';
import { baselinePolicy, baselineWith } from '../../src/ai/baseline.js';
import { seatState } from '../../src/ai/seat-state.js';
import { teamVictim, teamWants, VICTIM_WEIGHT } from '../../src/ai/team-play.js';
import { addArmies, isFriendly, territoriesWithUnitsOf } from '../../src/engine/board.js';
import { seedRng } from '../../src/engine/rng.js';
import { scenario } from './helpers.js';

// Seats 0 and 2 against 1 and 3. Seat 1 is weak (a few armies, one of them on a shared
// territory of seat 3); seat 3 is strong.
const position = () => {
  const s = scenario({
    ruleset: 'napoleon-teams',
    players: 4,
    fill: [3, 4],
    board: {
      castille: [0, 12],
      portugal: [0, 3],
      andalousie: [1, 4],
      maroc_fes: [1, 1],
      etats_barbaresques: [2, 6],
      aquitaine: [3, 2],
      catalogne_aragon: [3, 5],
    },
  });
  addArmies(s, 'catalogne_aragon', 1, 1); // seat 1 also stands on seat 3's Catalonia
  return s;
};

describe('baseline AI team play (napoleon-teams)', () => {
  it('NT-5: every member of a team picks the same victim, the opponent with the fewest armies', () => {
    const s = position();
    expect(teamVictim(s, 0)).toBe(1);
    expect(teamVictim(s, 2)).toBe(1);
    // and the other team picks the weaker of 0 and 2
    expect(teamVictim(s, 1)).toBe(teamVictim(s, 3));
    expect([0, 2]).toContain(teamVictim(s, 1));
  });

  it("NT-5/NT-3: it wants every territory holding the victim's armies (a shared one too), and no friendly territory", () => {
    const s = position();
    const w = teamWants(s, 0);
    const victimLand = territoriesWithUnitsOf(s, 1);
    expect([...victimLand].sort()).toEqual(['andalousie', 'catalogne_aragon', 'maroc_fes']);
    for (const t of victimLand) expect(w.get(t)).toBe(VICTIM_WEIGHT);
    for (const t of w.keys()) expect(isFriendly(s, t, 0)).toBe(false);
    expect([...w.keys()].sort()).toEqual([...victimLand].sort());
  });

  it('the baseline attacks the victim, where without team play it would take the easier territory of the strong opponent', () => {
    // Castille (12) borders Andalusia (seat 1, 4 armies) and Aquitaine (seat 3, 2 armies).
    const s = position();
    expect(baselinePolicy(seatState(s, 0), 0, seedRng(1))).toMatchObject({
      type: 'blitz',
      from: 'castille',
      to: 'andalousie',
    });
    expect(baselineWith({ teamFocus: false })(seatState(s, 0), 0, seedRng(1))).toMatchObject({
      type: 'blitz',
      from: 'castille',
      to: 'aquitaine',
    });
  });

  it('outside team games it wants nothing more', () => {
    const s = scenario({ ruleset: 'napoleon', players: 3, fill: [1, 1], board: { castille: [0, 12] } });
    expect(teamVictim(s, 0)).toBeNull();
    expect(teamWants(s, 0).size).toBe(0);
  });
});
