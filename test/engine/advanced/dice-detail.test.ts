// The dice as the log and the battle close-up tell them: each die as cast, and what raised it
// with its source (NA-GEN-1 generals, NA-FORT-1 fortifications, NA-NAV-4 admirals, NA-EFF card
// effects). Additive: the `attack` / `defence` values that counted are as before.
import { describe, expect, it } from 'vitest';
import { playCardEffect } from '../../../src/engine/advanced/card-play.js';
import { addAdmirals, addShips } from '../../../src/engine/board-units.js';
import { act, ofType, scenario, withDice } from '../helpers.js';
import { advanced, cardOf, draft, position } from './helpers.js';

const general = { source: 'general', bonus: 1 } as const;

describe('napoleon-advanced dice with their modifiers (diceRolled, seaBattleRolled)', () => {
  it('NA-GEN-1: the attacker’s general adds 1 to the highest die; the event keeps the values compared and tells each die as cast', () => {
    const s = advanced({ board: { england: [0, 5], ireland: [1, 3] }, generals: [['england', 0, 1]] });
    const r = act(withDice(s, [5, 4, 2, 6, 3]), 0, { type: 'attack', from: 'england', to: 'ireland', dice: 3 });
    const e = ofType(r.events, 'diceRolled')[0];
    expect(e).toMatchObject({ attack: [6, 4, 2], defence: [6, 3], pending: false });
    expect(e.dice).toEqual({
      attack: [
        { cast: 5, modifiers: [general] },
        { cast: 4, modifiers: [] },
        { cast: 2, modifiers: [] },
      ],
      defence: [
        { cast: 6, modifiers: [] },
        { cast: 3, modifiers: [] },
      ],
    });
  });

  it('NA-FORT-1: two generals in a fortified territory give +2 and +1 — the highest die names both generals and the fortification', () => {
    const s = advanced({
      board: { england: [0, 6], ireland: [1, 4] },
      generals: [['ireland', 1, 2]],
      forts: ['ireland'],
    });
    const r = act(withDice(s, [6, 6, 6, 5, 4]), 0, { type: 'attack', from: 'england', to: 'ireland', dice: 3 });
    const e = ofType(r.events, 'diceRolled')[0];
    // 5 + 2 = 7 beats a 6; 4 + 1 = 5 loses to a 6
    expect(e.defence).toEqual([7, 5]);
    expect(e.dice!.defence).toEqual([
      { cast: 5, modifiers: [general, { source: 'fort', bonus: 1 }] },
      { cast: 4, modifiers: [general] },
    ]);
    expect(e.dice!.attack.every((d) => d.modifiers.length === 0)).toBe(true);
    expect(ofType(r.events, 'battleResolved')[0]).toMatchObject({ attackerLost: 1, defenderLost: 1 });
  });

  it('NA-EFF CHARGE: a card in force is named on the attacker’s highest die beside the general', () => {
    const charge = cardOf('castille');
    const s = position({ board: { england: [0, 6] }, hands: { 0: [charge] }, generals: [['england', 0, 1]] });
    const d = draft(s);
    expect(playCardEffect(d, 0, { card: charge, at: 'scotland' }, 'combat').ok).toBe(true);
    const r = act(withDice(d.s, [3, 2, 1, 6, 1]), 0, { type: 'attack', from: 'england', to: 'scotland', dice: 3 });
    const e = ofType(r.events, 'diceRolled')[0];
    expect(e.attack).toEqual([5, 2, 1]);
    expect(e.dice!.attack[0]).toEqual({ cast: 3, modifiers: [general, { source: 'card', bonus: 1, card: 'charge' }] });
  });

  it('NA-NAV-4: an admiral’s +1 at sea is told die by die in each naval roll', () => {
    const s = advanced({ board: { england: [0, 5], hollande_belgique: [1, 4] }, phase: 'attack' });
    addShips(s, 'mer_du_nord', 0, 3);
    addAdmirals(s, 'mer_du_nord', 0, 1);
    addShips(s, 'atlantique_ouest', 1, 1);
    const r = act(withDice(s, [2, 1, 2]), 0, {
      type: 'sail',
      from: 'mer_du_nord',
      to: 'atlantique_ouest',
      ships: 2,
    });
    const e = ofType(r.events, 'seaBattleRolled')[0];
    // 2 + 1 = 3 beats the defender's 2
    expect(e).toMatchObject({ attack: [3, 1], defence: [2], defenderLost: 1 });
    expect(e.dice).toEqual({
      attack: [
        { cast: 2, modifiers: [{ source: 'admiral', bonus: 1 }] },
        { cast: 1, modifiers: [] },
      ],
      defence: [{ cast: 2, modifiers: [] }],
    });
  });

  it('C-ATK-4: without a modifier the event is as it always was (no dice field), in the advanced game and the classic one', () => {
    const s = advanced({ board: { england: [0, 5], ireland: [1, 3] } });
    const r = act(withDice(s, [5, 4, 2, 6, 3]), 0, { type: 'attack', from: 'england', to: 'ireland', dice: 3 });
    expect(ofType(r.events, 'diceRolled')[0]).toEqual({
      type: 'diceRolled',
      player: 0,
      from: 'england',
      to: 'ireland',
      attack: [5, 4, 2],
      defence: [6, 3],
      pending: false,
    });
    const c = scenario({ ruleset: 'classic', board: { alaska: [0, 4], kamchatka: [1, 2] }, fill: [1, 1] });
    const rc = act(withDice(c, [4, 3, 1, 2]), 0, { type: 'attack', from: 'alaska', to: 'kamchatka', dice: 3 });
    expect(ofType(rc.events, 'diceRolled')[0]).not.toHaveProperty('dice');
  });
});
