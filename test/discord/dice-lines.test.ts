// The log lines of modified rolls (NA-GEN-1, NA-FORT-1, NA-NAV-4): each die as cast with what
// raised it, then the pairs compared with the raised values — the same line in every language.
import { describe, expect, it } from 'vitest';
import { addAdmirals, addShips } from '../../src/engine/board-units.js';
import { diceLineWith, rollShortWith } from '../../src/i18n/dice.js';
import { act, ofType, withDice } from '../engine/helpers.js';
import { advanced, fortifiedAttack } from '../engine/advanced/helpers.js';

describe('dice lines with their modifiers', () => {
  it('NA-FORT-1: "6+1🎖️ 4+1🎖️ 3 vs 5+1🎖️+1🏰 4+1🎖️ → 7:7 🛡️ · 5:5 🛡️" — the defender’s fort and generals win both pairs', () => {
    const { roll: e } = fortifiedAttack();
    expect(diceLineWith(e.attack, e.defence, e.dice!)).toBe('6+1🎖️ 4+1🎖️ 3 vs 5+1🎖️+1🏰 4+1🎖️ → 7:7 🛡️ · 5:5 🛡️');
  });

  it('NA-NAV-4: a naval roll in the combat’s line names the admiral: "2+1⚓ 1:2 (−0/−1)"', () => {
    const s = advanced({ board: { england: [0, 5], hollande_belgique: [1, 4] }, phase: 'attack' });
    addShips(s, 'mer_du_nord', 0, 3);
    addAdmirals(s, 'mer_du_nord', 0, 1);
    addShips(s, 'atlantique_ouest', 1, 1);
    const r = act(withDice(s, [2, 1, 2]), 0, { type: 'sail', from: 'mer_du_nord', to: 'atlantique_ouest', ships: 2 });
    const e = ofType(r.events, 'seaBattleRolled')[0];
    expect(rollShortWith(e.dice!, e.attackerLost, e.defenderLost)).toBe('2+1⚓ 1:2 (−0/−1)');
  });
});
