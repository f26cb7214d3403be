// NC-ALLY: the independents' status rolls after an invasion, an English ally lost only after a
// failed invasion, a capital invaded turning its power neutral, and a card buying it.
import { describe, expect, it } from 'vitest';
import { armiesOn, controller, mapOf } from '../../../src/engine/board.js';
import { addEpidemics, addGenerals, epidemicsOn, generalsOn } from '../../../src/engine/board-units.js';
import { duelOf } from '../../../src/engine/duel/status.js';
import { legalActions } from '../../../src/engine/legal.js';
import { pointsOf } from '../../../src/engine/ext.js';
import { viewFor } from '../../../src/engine/view.js';
import type { GameState } from '../../../src/engine/types.js';
import { act, card, expectInvariants, ofType, refuse, withDice } from '../helpers.js';
import { attack, campaignGame, setBoard, turnOf, who } from './helpers.js';

const status = (s: GameState, p: number): number => duelOf(s)!.ally[p] ?? -1;

describe('napoleon-campaign: NC-ALLY', () => {
  it('NC-ALLY-1: after France invades a neutral independent, a die of 1–4 moves it one step away from France (to England)', () => {
    for (const [die, after] of [
      [2, 'england'],
      [5, 'neutral'],
    ] as const) {
      const s = campaignGame();
      const w = who(s);
      setBoard(s, { varsovie: [w.france, 5], russie_occidentale: [w.russia, 1] });
      turnOf(s, w.france, 'attack');
      let r = attack(s, w.france, 'varsovie', 'russie_occidentale', 1, [1, 6]);
      expect(status(r.state, w.russia)).toBe(-1); // the invasion is not over yet
      r = act(withDice(r.state, [die]), w.france, { type: 'endPhase' });
      expect(ofType(r.events, 'allyStatusRolled')).toMatchObject([{ independent: w.russia, die }]);
      expect(status(r.state, w.russia)).toBe(after === 'england' ? w.england : -1);
      expectInvariants(r.state);
    }
  });

  it('NC-ALLY-1: France using its own ally rolls for it too (1–4: the ally turns neutral)', () => {
    const s = campaignGame();
    const w = who(s);
    duelOf(s)!.ally[w.russia] = w.france;
    setBoard(s, { russie_occidentale: [w.russia, 5], prusse: [w.prussia, 1] });
    turnOf(s, w.france, 'attack');
    let r = attack(s, w.france, 'russie_occidentale', 'prusse', 1, [1, 6]);
    r = act(withDice(r.state, [3, 6]), w.france, { type: 'endPhase' });
    // Russia (used) 3 → neutral; Prussia (invaded, England's ally) 6 → stays
    expect([status(r.state, w.russia), status(r.state, w.prussia)]).toEqual([-1, w.england]);
  });

  it('NC-ALLY-2: England loses an ally only after a failed invasion with it, on a die + 1 per general of it captured of 6 or more', () => {
    const s = campaignGame();
    const w = who(s);
    setBoard(s, { piemont_savoie: [w.france, 3] });
    turnOf(s, w.england, 'attack');
    // one die lost: the attacking army is gone, and Beaulieu (Austria's general) with it
    let r = attack(s, w.england, 'royaume_italie', 'piemont_savoie', 1, [1, 6, 6]);
    expect(generalsOn(r.state, 'royaume_italie', w.austria)).toBe(0);
    const beaten = act(withDice(r.state, [5]), w.england, { type: 'endPhase' });
    expect(ofType(beaten.events, 'campaignAllyRolled')).toEqual([
      {
        type: 'campaignAllyRolled',
        player: w.england,
        independent: w.austria,
        die: 5,
        bonus: 1,
        ally: -1,
        changed: true,
      },
    ]);
    expect(status(beaten.state, w.austria)).toBe(-1);
    // the same roll without a general lost keeps the ally
    const s2 = campaignGame();
    setBoard(s2, { piemont_savoie: [w.france, 3] });
    addGenerals(s2, 'royaume_italie', w.austria, -1); // Beaulieu elsewhere
    turnOf(s2, w.england, 'attack');
    r = attack(s2, w.england, 'royaume_italie', 'piemont_savoie', 1, [1, 6, 6]);
    r = act(withDice(r.state, [5]), w.england, { type: 'endPhase' });
    expect(ofType(r.events, 'campaignAllyRolled')).toMatchObject([{ die: 5, bonus: 0, changed: false }]);
    expect(status(r.state, w.austria)).toBe(w.england);
  });

  it('NA-LAND-4 with an ally’s troops: invading a territory with an epidemic costs the ally’s source 1 army, once', () => {
    const s = campaignGame();
    const w = who(s);
    setBoard(s, { piemont_savoie: [w.france, 3] });
    if (epidemicsOn(s, 'piemont_savoie') === 0) {
      // move one of the four tokens there
      const sick = mapOf(s).territoryIds.find((t) => epidemicsOn(s, t) > 0)!;
      addEpidemics(s, sick, -1);
      addEpidemics(s, 'piemont_savoie', 1);
    }
    turnOf(s, w.england, 'attack');
    let r = attack(s, w.england, 'royaume_italie', 'piemont_savoie', 1, [6, 1, 1]);
    expect(ofType(r.events, 'armiesRemoved')).toEqual([
      { type: 'armiesRemoved', player: w.austria, territory: 'royaume_italie', count: 1, cause: 'epidemicCost' },
    ]);
    expect([armiesOn(r.state, 'royaume_italie'), armiesOn(r.state, 'piemont_savoie')]).toEqual([4, 2]);
    r = attack(r.state, w.england, 'royaume_italie', 'piemont_savoie', 1, [6, 1, 1]);
    expect(ofType(r.events, 'armiesRemoved')).toEqual([]);
    expectInvariants(r.state);
  });

  it('NA-EFF with an ally’s troops: the defender’s armed LEVÉE LOCALE fires on an ally’s invasion of an epidemic territory', () => {
    const s = campaignGame();
    const w = who(s);
    setBoard(s, { piemont_savoie: [w.france, 3] });
    if (epidemicsOn(s, 'piemont_savoie') === 0) {
      const sick = mapOf(s).territoryIds.find((t) => epidemicsOn(s, t) > 0)!;
      addEpidemics(s, sick, -1);
      addEpidemics(s, 'piemont_savoie', 1);
    }
    const levy = card('aquitaine', mapOf(s));
    s.deck = s.deck.filter((c) => c !== levy);
    s.ext.advCards = { armed: { [w.france]: { card: levy, target: null } }, active: [] };
    turnOf(s, w.england, 'attack');
    const r = attack(s, w.england, 'royaume_italie', 'piemont_savoie', 1, [6, 1, 1]);
    expect(ofType(r.events, 'cardFired')).toMatchObject([
      { player: w.france, kind: 'levee_locale', territory: 'piemont_savoie' },
    ]);
    expect(armiesOn(r.state, 'piemont_savoie')).toBe(4); // 3 + 2 levied − 1 lost
    expectInvariants(r.state);
  });

  it('NC-ALLY-2: an English ally that conquers is not rolled for', () => {
    const s = campaignGame();
    const w = who(s);
    setBoard(s, { piemont_savoie: [w.france, 1] });
    turnOf(s, w.england, 'attack');
    const r = attack(s, w.england, 'royaume_italie', 'piemont_savoie', 3, [6, 6, 6, 1]);
    const t =
      r.state.phase.kind === 'attack' && r.state.phase.conquest
        ? act(r.state, w.england, { type: 'move', count: 3 })
        : r;
    expect(controller(t.state, 'piemont_savoie')).toBe(w.austria);
    expect(ofType(t.events, 'campaignAllyRolled')).toEqual([]);
    expect(status(t.state, w.austria)).toBe(w.england);
  });

  it('NC-ALLY-3: invading an ally’s capital turns it neutral at once; a card makes it the invader’s ally with 3 armies on its capital', () => {
    const s = campaignGame();
    const w = who(s);
    setBoard(s, { wurtemberg_baviere: [w.france, 8], pays_austro_boheme: [w.austria, 1] });
    turnOf(s, w.france, 'attack');
    const card = s.deck[0];
    s.deck = s.deck.slice(1);
    s.players[w.france].hand = [card];
    let r = attack(s, w.france, 'wurtemberg_baviere', 'pays_austro_boheme', 3, [6, 6, 6, 1]);
    expect(ofType(r.events, 'campaignAllyLost')).toEqual([
      { type: 'campaignAllyLost', independent: w.austria, was: w.england, reason: 'capital' },
    ]);
    expect(status(r.state, w.austria)).toBe(-1);
    // NC-VP-3: Vienna while Austria was England's ally: 5 for France, counted before the change
    expect(ofType(r.events, 'pointsScored').filter((e) => e.source === 'invasion')).toMatchObject([
      { player: w.france, points: 5, detail: 'pays_austro_boheme' },
    ]);
    r = act(r.state, w.france, { type: 'move', count: 5 });
    expect(viewFor(r.state, null).campaign!.capitalOffer).toEqual({
      independent: w.austria,
      capital: 'pays_austro_boheme',
    });
    expect(legalActions(r.state, w.france)).toContainEqual({ type: 'allyCard', card, to: 'wurtemberg_baviere' });
    expect(refuse(r.state, w.france, { type: 'allyCard', card, to: 'hongrie' })).toMatchObject({
      code: 'campaign',
      reason: 'retreatTo',
      legal: ['wurtemberg_baviere'],
    });
    const bought = act(r.state, w.france, { type: 'allyCard', card, to: 'wurtemberg_baviere' });
    expect(status(bought.state, w.austria)).toBe(w.france);
    expect([controller(bought.state, 'pays_austro_boheme'), armiesOn(bought.state, 'pays_austro_boheme')]).toEqual([
      w.austria,
      3,
    ]);
    expect(armiesOn(bought.state, 'wurtemberg_baviere')).toBe(8);
    expect(bought.state.players[w.france].hand).toEqual([]);
    expect(bought.state.discard).toContain(card);
    expectInvariants(bought.state, r.state, bought.events);
    // the bought armies may attack this turn, for France
    expect(
      legalActions(bought.state, w.france).some((a) => a.type === 'attack' && a.from === 'pays_austro_boheme'),
    ).toBe(true);
  });

  it('NC-ALLY-3: the offer is only "at once": another attack ends it; without an invaded capital there is none', () => {
    const s = campaignGame();
    const w = who(s);
    turnOf(s, w.france, 'attack');
    s.players[w.france].hand = [s.deck.pop()!];
    expect(refuse(s, w.france, { type: 'allyCard', card: s.players[w.france].hand[0], to: 'aquitaine' })).toMatchObject(
      {
        reason: 'noOffer',
      },
    );
    setBoard(s, {
      wurtemberg_baviere: [w.france, 8],
      pays_austro_boheme: [w.austria, 1],
      westphalie_saxe: [w.yellow, 1],
    });
    let r = attack(s, w.france, 'wurtemberg_baviere', 'pays_austro_boheme', 3, [6, 6, 6, 1]);
    r = act(r.state, w.france, { type: 'move', count: 3 });
    r = attack(r.state, w.france, 'wurtemberg_baviere', 'westphalie_saxe', 1, [1, 6, 4]);
    expect(campaignOffer(r.state)).toBeNull();
  });

  it('NC-ALLY-3: a power whose capital was its last territory is eliminated, and no card brings it back', () => {
    const s = campaignGame();
    const w = who(s);
    setBoard(s, { prusse: [w.france, 1], varsovie: [w.france, 1], westphalie_saxe: [w.france, 8] });
    setBoard(s, { pomeranie_brandebourg_silesie: [w.prussia, 1] });
    turnOf(s, w.france, 'attack');
    s.players[w.france].hand = [s.deck.pop()!];
    const r = attack(s, w.france, 'westphalie_saxe', 'pomeranie_brandebourg_silesie', 3, [6, 6, 6, 1]);
    expect(r.state.players[w.prussia].status).toBe('eliminated');
    expect(campaignOffer(r.state)).toBeNull();
    expect(legalActions(r.state, w.france).some((a) => a.type === 'allyCard')).toBe(false);
  });

  it('NC-ALLY-3: a capital held by another army still turns its power neutral when invaded', () => {
    const s = campaignGame();
    const w = who(s);
    setBoard(s, { wurtemberg_baviere: [w.france, 8], pays_austro_boheme: [w.england, 1] });
    turnOf(s, w.france, 'attack');
    const r = attack(s, w.france, 'wurtemberg_baviere', 'pays_austro_boheme', 3, [6, 6, 6, 1]);
    expect(status(r.state, w.austria)).toBe(-1);
    expect(pointsOf(r.state, w.france)).toBeGreaterThanOrEqual(5);
  });
});

const campaignOffer = (s: GameState) => viewFor(s, null).campaign!.capitalOffer;
