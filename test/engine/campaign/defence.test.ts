// NC-DEF: England's home defence force of 5 armies on each United Kingdom territory it holds.
import { describe, expect, it } from 'vitest';
import { armiesOn } from '../../../src/engine/board.js';
import { legalActions } from '../../../src/engine/legal.js';
import { cat, type Namer } from '../../../src/i18n/catalogue.js';
import type { RuleError } from '../../../src/engine/errors.js';
import { act, card, refuse } from '../helpers.js';
import { getMap } from '../../../src/engine/maps.js';

const card_ = (t: string) => card(t, getMap('europe-1811'));
import { attack, campaignGame, setBoard, turnOf, who } from './helpers.js';

const namer: Namer = { t: (id) => id, p: (id) => `P${id}`, list: (xs) => xs.join(', ') };
const say = (e: RuleError, locale: 'en' | 'fr' | 'it') =>
  cat(locale).errors[e.code](e as never, namer as never) as string;

function english(armies: number) {
  const s = campaignGame();
  const w = who(s);
  setBoard(s, { england: [w.england, armies], nord_picardie: [w.france, 2], scotland: [w.england, 5] });
  return { s: turnOf(s, w.england, 'attack'), w };
}

describe('napoleon-campaign: NC-DEF', () => {
  it('NC-DEF-1: with 6 armies on Angleterre, England attacks with 1 die at most', () => {
    const { s, w } = english(6);
    const dice = legalActions(s, w.england)
      .filter((a) => a.type === 'attack' && a.from === 'england')
      .map((a) => (a.type === 'attack' ? a.dice : 0));
    expect(new Set(dice)).toEqual(new Set([1]));
    expect(refuse(s, w.england, { type: 'attack', from: 'england', to: 'nord_picardie', dice: 2 })).toMatchObject({
      code: 'badDice',
      max: 1,
    });
    const r = attack(s, w.england, 'england', 'nord_picardie', 1, [6, 1]);
    expect(armiesOn(r.state, 'nord_picardie')).toBe(1);
  });

  it('NC-DEF-1: with 5 armies on a home territory England cannot attack from it, and is told why in each language', () => {
    const { s, w } = english(5);
    expect(
      legalActions(s, w.england).some((a) => (a.type === 'attack' || a.type === 'blitz') && a.from === 'england'),
    ).toBe(false);
    const e = refuse(s, w.england, { type: 'attack', from: 'england', to: 'nord_picardie', dice: 1 });
    expect(e).toMatchObject({ code: 'campaign', reason: 'homeDefence', at: 'england' });
    expect(say(e, 'en')).toContain('5 armies');
    expect(say(e, 'fr')).toContain('5 armées');
    expect(say(e, 'it')).toContain('5 armate');
  });

  it('NC-DEF-1: England may not move armies out below 5 (manoeuvres), and the legal moves say so', () => {
    const { s: a, w } = english(7);
    const s = turnOf(a, w.england, 'fortify');
    const e = refuse(s, w.england, {
      type: 'manoeuvre',
      by: 'land',
      from: 'england',
      to: 'scotland',
      count: 3,
      leaders: 0,
    });
    expect(e).toMatchObject({ code: 'campaign', reason: 'homeDefence', max: 2 });
    expect(refuse(s, w.england, { type: 'fortify', from: 'england', to: 'scotland', count: 3 })).toMatchObject({
      reason: 'homeDefence',
    });
    const moves = legalActions(s, w.england).filter(
      (x) => (x.type === 'fortify' || x.type === 'manoeuvre') && x.from === 'england',
    );
    expect(Math.max(...moves.map((x) => (x.type === 'fortify' || x.type === 'manoeuvre' ? x.count : 0)))).toBe(2);
    const r = act(s, w.england, { type: 'fortify', from: 'england', to: 'scotland', count: 2 });
    expect([armiesOn(r.state, 'england'), armiesOn(r.state, 'scotland')]).toEqual([5, 7]);
  });

  it('NC-DEF-1: the TRANSPORT card moves no armies out of a home territory below 5 either', () => {
    const { s: a, w } = english(7);
    const s = turnOf(a, w.england, 'fortify');
    const card = card_('laponie');
    s.deck = s.deck.filter((c) => c !== card);
    s.players[w.england].hand = [...s.players[w.england].hand, card];
    expect(refuse(s, w.england, { type: 'playCard', card, from: 'england', at: 'ireland', count: 3 })).toMatchObject({
      code: 'campaign',
      reason: 'homeDefence',
      max: 2,
    });
  });

  it('NC-DEF-1: a conquest from a home territory moves in only the armies above 5', () => {
    const { s, w } = english(8);
    setBoard(s, { nord_picardie: [w.france, 1] });
    const r = attack(s, w.england, 'england', 'nord_picardie', 3, [6, 6, 6, 1]);
    // 3 survivors must move in, and no more may: the move is made for England
    expect([armiesOn(r.state, 'england'), armiesOn(r.state, 'nord_picardie')]).toEqual([5, 3]);
  });

  it('NC-DEF-1: France holding a UK territory is not bound; a home territory below 5 is not refilled by force', () => {
    const s = campaignGame();
    const w = who(s);
    setBoard(s, { scotland: [w.france, 3], england: [w.england, 4], ireland: [w.england, 7] });
    turnOf(s, w.france, 'attack');
    expect(legalActions(s, w.france).some((a) => a.type === 'attack' && a.from === 'scotland' && a.dice === 2)).toBe(
      true,
    );
    turnOf(s, w.england, 'fortify');
    // England at 4 may end its turn as it is, and Ireland sends only what it has above 5
    expect(legalActions(s, w.england).some((a) => a.type === 'endTurn')).toBe(true);
    expect(refuse(s, w.england, { type: 'fortify', from: 'ireland', to: 'england', count: 3 })).toMatchObject({
      max: 2,
    });
    const r = act(s, w.england, { type: 'fortify', from: 'ireland', to: 'england', count: 2 });
    expect([armiesOn(r.state, 'england'), armiesOn(r.state, 'ireland')]).toEqual([6, 5]);
  });
});
