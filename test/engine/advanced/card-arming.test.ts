// NA-CRD-5: a defence card armed in advance, so that a player who is away still defends; it
// fires by itself on another player's invasion, and comes back to the hand if it did not.
import { describe, expect, it } from 'vitest';
import { armiesOn } from '../../../src/engine/board.js';
import { eventsFor } from '../../../src/engine/events.js';
import { armCard, disarmAtTurnStart, fireOnInvasion } from '../../../src/engine/advanced/card-arming.js';
import { effectsOnBattle, scoutsDie } from '../../../src/engine/advanced/card-effects-in-force.js';
import { seatState } from '../../../src/ai/seat-state.js';
import { viewFor } from '../../../src/engine/view.js';
import { checkInvariants } from '../../../src/engine/invariants.js';
import { ofType } from '../helpers.js';
import { cardOf, draft, giveMissions, position } from './helpers.js';

const LEVEE = cardOf('aquitaine'); // LEVÉE LOCALE (D)
const HEROIC = cardOf('westphalie_saxe'); // DÉFENSE HÉROÏQUE (D)
const SCOUTS = cardOf('galicie'); // ÉCLAIREURS (AD)
const CHARGE = cardOf('castille'); // CHARGE (A)

describe('NA-CRD-5: armed defence cards', () => {
  /** Player 1 arms on their own turn, then it is player 0's turn. */
  function armed(card: number, target: string | null, board: Record<string, [number, number]> = {}) {
    const s = position({
      board: { england: [0, 8], syrie: [2, 2], ...board },
      hands: { 1: [card, CHARGE] },
      player: 1,
    });
    giveMissions(s, { 0: [-1, -1, -1, -1], 1: [-1, -1, -1, -1] });
    const d = draft(s);
    const r = armCard(d, 1, card, target);
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    d.s.turn.player = 0;
    return d;
  }

  it('NA-CRD-5: a D or AD card is armed on the own turn, naming an own territory or any; one at a time', () => {
    const d = armed(LEVEE, 'scotland');
    expect(d.s.players[1].hand).toEqual([CHARGE]);
    d.s.turn.player = 1;
    expect(armCard(draft(d.s), 1, CHARGE, null)).toMatchObject({ ok: false, error: { reason: 'notArmable' } });
    d.s.players[1].hand = [...d.s.players[1].hand, HEROIC];
    expect(armCard(draft(d.s), 1, HEROIC, null)).toMatchObject({ ok: false, error: { reason: 'armedAlready' } });
    const s = position({ board: { england: [0, 8] }, hands: { 1: [LEVEE] }, player: 1 });
    expect(armCard(draft(s), 1, LEVEE, 'england')).toMatchObject({ ok: false, error: { reason: 'notYourTerritory' } });
    const notTurn = position({ board: { england: [0, 8] }, hands: { 1: [LEVEE] }, player: 0 });
    expect(armCard(draft(notTurn), 1, LEVEE, null)).toMatchObject({ ok: false, error: { code: 'notYourTurn' } });
  });

  it('NA-EFF LEVÉE LOCALE: fires when another player invades the named territory: 2 armies appear, the card is discarded', () => {
    const d = armed(LEVEE, 'scotland');
    expect(checkInvariants(d.s)).toEqual([]); // the armed card is still counted
    const before = structuredClone(d.s);
    expect(fireOnInvasion(d, 0, 'ireland')).toBe(false); // not the named territory
    expect(fireOnInvasion(d, 0, 'scotland')).toBe(true);
    expect(armiesOn(d.s, 'scotland')).toBe(4);
    expect(d.s.discard).toEqual([LEVEE]);
    expect(ofType(d.events, 'cardFired')[0]).toMatchObject({ player: 1, kind: 'levee_locale', territory: 'scotland' });
    expect(fireOnInvasion(d, 0, 'scotland')).toBe(false); // fired once
    expect(checkInvariants(d.s, before, d.events)).toEqual([]);
  });

  it('NA-CRD-2: a card that fires on its own territory also puts 2 armies there', () => {
    const d = armed(LEVEE, null, { aquitaine: [1, 3] });
    fireOnInvasion(d, 0, 'aquitaine');
    expect(armiesOn(d.s, 'aquitaine')).toBe(3 + 2 + 2);
  });

  it('NA-EFF DÉFENSE HÉROÏQUE: armed for any territory, +1 to the defender’s highest die for that invasion', () => {
    const d = armed(HEROIC, null);
    fireOnInvasion(d, 0, 'ireland');
    expect(effectsOnBattle(d.s, 0, 1, 'ireland', false)).toEqual({ attack: 0, defence: 1, ignoreFort: false });
    expect(effectsOnBattle(d.s, 0, 1, 'scotland', false).defence).toBe(0);
  });

  it('NA-EFF ÉCLAIREURS armed: the lowest defence die that would lose is rolled again', () => {
    const d = armed(SCOUTS, 'ireland');
    fireOnInvasion(d, 0, 'ireland');
    // defence 5 2 against attack 6 4 3: both lose; the lower one (index 1) is re-rolled; a tie holds
    expect(scoutsDie(d.s, 1, 'ireland', [5, 2], [6, 4, 3], false)).toBe(1);
    expect(scoutsDie(d.s, 1, 'ireland', [6, 4], [6, 4, 3], false)).toBe(-1);
  });

  it('NA-CRD-5: a card that did not fire goes back to the hand at the start of its owner’s next turn', () => {
    const d = armed(LEVEE, 'scotland');
    d.s.turn.player = 1;
    disarmAtTurnStart(d, 1);
    expect(d.s.players[1].hand).toEqual([CHARGE, LEVEE]);
    expect(fireOnInvasion(d, 0, 'scotland')).toBe(false);
  });

  it('NA-CRD-5 secrets: the others know a card is armed, never which or where', () => {
    const d = armed(LEVEE, 'scotland');
    expect(viewFor(d.s, 0).players[1].armedCard).toBe(true);
    expect(viewFor(d.s, 0).players[0].armedCard).toBe(false);
    expect(viewFor(d.s, 1).secrets!.armedCard).toEqual({
      card: { id: LEVEE, territory: 'aquitaine', symbol: 'infantry' },
      target: 'scotland',
    });
    expect(viewFor(d.s, 0).secrets!.armedCard).toBeNull();
    expect(seatState(d.s, 0).ext.advCards!.armed[1]).toEqual({ card: -1, target: null });
    expect(seatState(d.s, 1).ext.advCards!.armed[1]).toEqual({ card: LEVEE, target: 'scotland' });
    const [forOthers] = ofType(eventsFor(d.events, 0), 'cardArmed');
    expect(forOthers).toEqual({ type: 'cardArmed', player: 1, card: null, target: null });
    expect(ofType(eventsFor(d.events, 1), 'cardArmed')[0].card).toBe(LEVEE);
    const back = draft(d.s);
    disarmAtTurnStart(back, 1);
    expect(ofType(eventsFor(back.events, 0), 'cardDisarmed')[0].card).toBeNull();
  });
});
