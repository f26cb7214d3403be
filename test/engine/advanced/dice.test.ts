// NA-GEN-1, NA-FORT-1, NA-NAV-4 as data: the per-die bonuses the exact odds key their kept
// tables by give the same odds as the modifier applied roll by roll.
import { describe, expect, it } from 'vitest';
import { hookDiceModel } from '../../../src/engine/battle-odds.js';
import { battleOdds } from '../../../src/engine/dice-odds.js';
import { applyBonus, landBonuses, leaderBonus, sumBonus } from '../../../src/engine/advanced/dice.js';
import { advanced } from './helpers.js';

describe('napoleon-advanced dice bonuses', () => {
  it('NA-GEN-1, NA-FORT-1: one leader +1 to the highest die, two to the two highest, a third nothing more; a fort adds to the defender’s highest', () => {
    expect([leaderBonus(0), leaderBonus(1), leaderBonus(2), leaderBonus(3)]).toEqual([[], [1], [1, 1], [1, 1]]);
    expect(sumBonus(leaderBonus(2), [1])).toEqual([2, 1]);
    expect(applyBonus([2, 6, 4], [1, 1])).toEqual([7, 5, 2]);
    const s = advanced({
      board: { england: [0, 6], ireland: [1, 4] },
      generals: [
        ['england', 0, 1],
        ['ireland', 1, 2],
      ],
      forts: ['ireland'],
    });
    expect(landBonuses(s, 'england', 'ireland')).toEqual({ attack: [1], defence: [2, 1] });
  });

  it('the odds from the bonus as data equal the odds of the modifier applied roll by roll', () => {
    const s = advanced({
      board: { england: [0, 8], ireland: [1, 5] },
      generals: [
        ['england', 0, 2],
        ['ireland', 1, 1],
      ],
      forts: ['ireland'],
    });
    const model = hookDiceModel(s, 'england', 'ireland');
    expect(model.bonus).toEqual({ attack: [1, 1], defence: [2] });
    const kept = battleOdds(8, 5, model);
    const { bonus: _bonus, ...byRoll } = model;
    const fresh = battleOdds(8, 5, byRoll);
    expect(kept.win).toBeCloseTo(fresh.win, 12);
    kept.attackerLeft.forEach((p, i) => expect(p).toBeCloseTo(fresh.attackerLeft[i], 12));
    expect(kept.win).toBeGreaterThan(0);
    expect(kept.win).toBeLessThan(1);
  });
});
