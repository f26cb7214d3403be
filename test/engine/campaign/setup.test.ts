// NC-0 and NC-SET: the campaign's set-up from the designed 1796 scenario.
import { describe, expect, it } from 'vitest';
import { armiesOf, armiesOn, controller, mapOf } from '../../../src/engine/board.js';
import { epidemicsOn, fortified, generalsOn, shipsIn } from '../../../src/engine/board-units.js';
import { legalActions } from '../../../src/engine/legal.js';
import { viewFor } from '../../../src/engine/view.js';
import { scenario } from '../../../src/engine/campaign/scenario.js';
import { duelOf } from '../../../src/engine/duel/status.js';
import { game } from '../helpers.js';
import { campaignGame, who } from './helpers.js';

describe('napoleon-campaign: set-up', () => {
  it('NC-SET-1: the designed scenario loads — all 48 territories occupied as the data says, labelled designed', () => {
    const s = campaignGame();
    const w = who(s);
    expect(scenario().designed).toMatch(/designed/i);
    expect(mapOf(s).territoryIds.every((t) => armiesOn(s, t) > 0)).toBe(true);
    expect([controller(s, 'languedoc_provence'), armiesOn(s, 'languedoc_provence')]).toEqual([w.france, 8]);
    expect(generalsOn(s, 'languedoc_provence', w.france)).toBe(1);
    expect(fortified(s, 'ile_de_france') && fortified(s, 'england') && fortified(s, 'pays_austro_boheme')).toBe(true);
    expect(shipsIn(s, 'atlantique_ouest', w.england)).toBe(3); // 4 before the balance tuning
    expect(shipsIn(s, 'mer_baltique', w.russia)).toBe(2);
    expect(controller(s, 'royaume_italie')).toBe(w.austria);
    expect(controller(s, 'egypte')).toBe(w.yellow);
    // 32 and 17 in the scenario (France's 30 + 2 from the balance tuning, docs/rules/napoleon-campaign.md);
    // France's first turn has begun: its fortification's army (NA-REI-6)
    expect([armiesOf(s, w.france), armiesOf(s, w.england)]).toEqual([33, 17]);
    expect([armiesOf(s, w.austria), armiesOf(s, w.prussia), armiesOf(s, w.russia), armiesOf(s, w.yellow)]).toEqual([
      21, 12, 18, 52,
    ]);
  });

  it('NC-SET-2: England starts allied with Austria and Prussia, each with one unseen card; Russia neutral without one', () => {
    const s = campaignGame();
    const w = who(s);
    const ally = duelOf(s)!.ally;
    expect([ally[w.austria], ally[w.prussia], ally[w.russia] ?? -1]).toEqual([w.england, w.england, -1]);
    expect([
      s.players[w.austria].hand.length,
      s.players[w.prussia].hand.length,
      s.players[w.russia].hand.length,
    ]).toEqual([1, 1, 0]);
    const v = viewFor(s, w.france);
    expect(v.campaign!.powers.map((p) => [p.power, p.ally, p.cards])).toEqual([
      ['austria', w.england, 1],
      ['prussia', w.england, 1],
      ['russia', -1, 0],
    ]);
    // the cards under the markers are nobody's to see
    expect(JSON.stringify(v.players.find((p) => p.id === w.austria))).not.toContain(
      String(s.players[w.austria].hand[0]) + ']',
    );
  });

  it('NC-SET-3: France plays first, whichever seat plays it; the option picks the first seat’s side or draws it', () => {
    for (const side of ['france', 'england'] as const) {
      const s = campaignGame(3, side);
      const w = who(s);
      expect(w[side]).toBe(0);
      expect(s.order).toEqual([w.france, w.england]);
      expect(s.turn.player).toBe(w.france);
      expect(s.phase.kind).toBe('reinforce');
      expect([s.players[w.france].colour, s.players[w.england].colour]).toEqual(['blue', 'red']);
    }
    const drawn = new Set(Array.from({ length: 12 }, (_, i) => who(campaignGame(i + 1, 'random')).france));
    expect(drawn).toEqual(new Set([0, 1]));
  });

  it('NC-SET-4: four epidemics, none twice in an empire; starting cards France 0, England 1', () => {
    const s = campaignGame(5);
    const w = who(s);
    const map = mapOf(s);
    const sick = map.territoryIds.filter((t) => epidemicsOn(s, t) > 0);
    expect(sick).toHaveLength(4);
    expect(new Set(sick.map((t) => map.byId[t].continent)).size).toBe(4);
    expect([s.players[w.france].hand.length, s.players[w.england].hand.length]).toEqual([0, 1]);
  });

  it('NC-0-1: the advanced rules without missions — no mission dealt, the units and VP of the advanced game', () => {
    const s = campaignGame();
    expect(s.ext.advMissions).toBeUndefined();
    expect(s.ext.advanced).toBeDefined();
    expect(s.players.every((p) => p.mission === null)).toBe(true);
    expect(s.ext.points).toBeDefined();
  });

  it('NC-0-2: Austria, Prussia and Russia are active independents; yellow is passive and cannot be influenced', () => {
    const s = campaignGame();
    const w = who(s);
    s.players[w.france].hand = [s.deck.pop()!];
    const acts = legalActions(s, w.france);
    const influenced = acts.flatMap((a) => (a.type === 'influence' ? [a.independent] : []));
    expect(new Set(influenced)).toEqual(new Set([w.austria, w.prussia, w.russia]));
  });

  it('NC-0-3: England is red, France blue, Austria violet (no white in the box’s colours), Prussia black, Russia green, the neutral yellow', () => {
    const s = campaignGame();
    const w = who(s);
    expect([w.france, w.england, w.austria, w.prussia, w.russia, w.yellow].map((p) => s.players[p].colour)).toEqual([
      'blue',
      'red',
      'violet',
      'black',
      'green',
      'yellow',
    ]);
  });

  it('the ruleset seats exactly two players', () => {
    expect(() => game('napoleon-campaign', 3)).toThrow(/playerCount/);
  });
});
