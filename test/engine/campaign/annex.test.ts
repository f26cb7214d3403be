// NC-ANX: annexations at the end of the turn — an ally's territory (the ally turns neutral), or
// for a card the yellow neutral's — once a turn each, the armies replaced by the player's own.
import { describe, expect, it } from 'vitest';
import { armiesOn, controller } from '../../../src/engine/board.js';
import { generalsOn } from '../../../src/engine/board-units.js';
import { duelOf } from '../../../src/engine/duel/status.js';
import { legalActions } from '../../../src/engine/legal.js';
import { viewFor } from '../../../src/engine/view.js';
import { act, expectInvariants, ofType, refuse } from '../helpers.js';
import { campaignGame, turnOf, who } from './helpers.js';

function england(phase: 'attack' | 'fortify' = 'fortify') {
  const s = campaignGame();
  const w = who(s);
  turnOf(s, w.england, phase);
  s.players[w.england].hand = [...s.players[w.england].hand, s.deck.pop()!];
  return { s, w };
}

describe('napoleon-campaign: NC-ANX', () => {
  it('NC-ANX-1: at the end of the turn a player annexes one territory of an ally (not its capital); the ally turns neutral', () => {
    const { s, w } = england();
    expect(viewFor(s, null).campaign!.annexLeft).toEqual(['ally', 'card']);
    const targets = legalActions(s, w.england).flatMap((a) =>
      a.type === 'annex' && a.card === null ? [a.territory] : [],
    );
    expect(targets).toContain('hongrie');
    expect(targets).toContain('prusse');
    expect(targets).not.toContain('pays_austro_boheme');
    expect(targets).not.toContain('pomeranie_brandebourg_silesie');
    expect(refuse(s, w.england, { type: 'annex', territory: 'pays_austro_boheme', card: null })).toMatchObject({
      code: 'campaign',
      reason: 'annexCapital',
    });
    const r = act(s, w.england, { type: 'annex', territory: 'hongrie', card: null });
    // NC-ANX-3: as many of England's own armies as Austria had there
    expect([controller(r.state, 'hongrie'), armiesOn(r.state, 'hongrie')]).toEqual([w.england, 3]);
    expect(duelOf(r.state)!.ally[w.austria]).toBe(-1);
    expect(ofType(r.events, 'campaignAnnexed')).toEqual([
      { type: 'campaignAnnexed', player: w.england, from: w.austria, territory: 'hongrie', armies: 3, card: null },
    ]);
    expectInvariants(r.state, s, r.events);
    // once a turn
    expect(refuse(r.state, w.england, { type: 'annex', territory: 'prusse', card: null })).toMatchObject({
      reason: 'annexUsed',
    });
    expect(viewFor(r.state, null).campaign!.annexLeft).toEqual(['card']);
  });

  it('NC-ANX-1: only at the end of the turn (the manoeuvre phase)', () => {
    const { s, w } = england('attack');
    expect(legalActions(s, w.england).some((a) => a.type === 'annex')).toBe(false);
    expect(refuse(s, w.england, { type: 'annex', territory: 'hongrie', card: null })).toMatchObject({
      reason: 'annexPhase',
    });
  });

  it('NC-ANX-2: for a discarded card, a territory of the yellow neutral the player reaches; once a turn', () => {
    const { s, w } = england();
    const [card, other] = s.players[w.england].hand; // the starting card and one more
    const reach = legalActions(s, w.england).flatMap((a) =>
      a.type === 'annex' && a.card === card ? [a.territory] : [],
    );
    // Denmark and Norway lie across the North Sea England controls; Egypt is far out of reach
    expect(reach).toContain('danemark');
    expect(reach).not.toContain('egypte');
    expect(refuse(s, w.england, { type: 'annex', territory: 'egypte', card })).toMatchObject({ reason: 'annexTarget' });
    expect(refuse(s, w.england, { type: 'annex', territory: 'danemark', card: null })).toMatchObject({
      reason: 'annexCard',
    });
    const r = act(s, w.england, { type: 'annex', territory: 'danemark', card });
    expect([controller(r.state, 'danemark'), armiesOn(r.state, 'danemark')]).toEqual([w.england, 2]);
    expect(r.state.players[w.england].hand).toEqual([other]);
    expect(r.state.discard).toContain(card);
    expect(refuse(r.state, w.england, { type: 'annex', territory: 'norvege', card: other })).toMatchObject({
      reason: 'annexUsed',
    });
    // the ally's annexation is a separate one, still open this turn
    expect(act(r.state, w.england, { type: 'annex', territory: 'prusse', card: null }).state.turn.player).toBe(
      w.england,
    );
  });

  it('NC-ANX-3: the annexed territory’s armies are replaced by as many of the player’s own; the ally’s general goes home', () => {
    const { s, w } = england();
    const r = act(s, w.england, { type: 'annex', territory: 'royaume_italie', card: null });
    expect([controller(r.state, 'royaume_italie'), armiesOn(r.state, 'royaume_italie')]).toEqual([w.england, 5]);
    expect(generalsOn(s, 'royaume_italie', w.austria)).toBe(1);
    expect(generalsOn(r.state, 'royaume_italie', w.austria)).toBe(0);
    expectInvariants(r.state);
  });
});
