// NC-VP: control points at the start of each turn, first invasions once per territory per side,
// captures (allies' generals included) and the census.
import { describe, expect, it } from 'vitest';
import { addShips } from '../../../src/engine/board-units.js';
import { duelOf } from '../../../src/engine/duel/status.js';
import { pointsOf } from '../../../src/engine/ext.js';
import { viewFor } from '../../../src/engine/view.js';
import type { GameEvent } from '../../../src/engine/events.js';
import type { GameState } from '../../../src/engine/types.js';
import { act, ofType, withDice } from '../helpers.js';
import { attack, campaignGame, setBoard, turnOf, who } from './helpers.js';

const scored = (events: readonly GameEvent[], player: number) =>
  ofType(events, 'pointsScored')
    .filter((e) => e.player === player)
    .map((e) => [e.source, e.detail, e.points]);

function invade(s: GameState, from: string, to: string, holder: number, round: number) {
  const w = who(s);
  setBoard(s, { [from]: [w.france, 8], [to]: [holder, 1] });
  turnOf(s, w.france, 'attack', round);
  return act(withDice(s, [6, 6, 6, 1]), w.france, { type: 'attack', from, to, dice: 3 });
}

describe('napoleon-campaign: NC-VP', () => {
  it('NC-VP-1: at the start of its turn a side scores its empires, routes, capital (1), sea supremacy (1), Égypte (2) and 1 per active ally', () => {
    const s = campaignGame();
    const w = who(s);
    // France's first turn has begun: Paris only (one zone against England's two, no ally, no Égypte)
    expect(viewFor(s, null).campaign!.points[w.france]).toEqual({ total: 1, by: { capital: 1 } });
    const r = act(turnOf(s, w.france, 'fortify'), w.france, { type: 'endTurn' });
    expect(scored(r.events, w.england)).toEqual([
      ['empire', 'united_kingdom', 2],
      ['capital', 'england', 1],
      ['objective', 'supremacy', 1],
      ['objective', 'allies', 2],
    ]);
    expect(viewFor(r.state, null).campaign!.points[w.england]).toEqual({
      total: 6,
      by: { empire: 2, capital: 1, supremacy: 1, allies: 2 },
    });
  });

  it('NC-VP-1/2: Égypte pays 2 a turn; sea supremacy needs strictly more zones than the opponent, own ships only', () => {
    const s = campaignGame();
    const w = who(s);
    setBoard(s, { egypte: [w.france, 2] });
    addShips(s, 'mer_adriatique', w.france, 1); // France 2 zones, England 2: no supremacy
    duelOf(s)!.ally[w.russia] = w.france; // Russia's two zones are not France's
    const r = act(turnOf(s, w.england, 'fortify'), w.england, { type: 'endTurn' });
    expect(scored(r.events, w.france)).toEqual([
      ['capital', 'ile_de_france', 1],
      ['objective', 'egypt', 2],
      ['objective', 'allies', 1],
    ]);
  });

  it('NC-VP-3: Égypte’s first invasion pays France 5 in round 7 (1808) and nothing in round 8 (1810)', () => {
    const s7 = campaignGame();
    const r7 = invade(s7, 'syrie', 'egypte', who(s7).yellow, 7);
    expect(scored(r7.events, who(s7).france)).toEqual([['invasion', 'egypte', 5]]);
    expect(viewFor(r7.state, null).campaign!.year).toBe(1808);
    const s8 = campaignGame();
    const r8 = invade(s8, 'syrie', 'egypte', who(s8).yellow, 8);
    expect(scored(r8.events, who(s8).france)).toEqual([]);
    expect(viewFor(r8.state, null).campaign!.year).toBe(1810);
  });

  it('NC-VP-3: Angleterre pays France 10 once only', () => {
    const s = campaignGame();
    const w = who(s);
    let r = invade(s, 'nord_picardie', 'england', w.england, 2);
    expect(scored(r.events, w.france)).toEqual([['invasion', 'england', 10]]);
    const again = r.state;
    setBoard(again, { england: [w.england, 1] }); // England takes it back
    r = invade(again, 'nord_picardie', 'england', w.england, 3);
    expect(scored(r.events, w.france)).toEqual([]);
    expect(
      viewFor(r.state, null).campaign!.objectives[w.france].invasion.find((g) => g.territory === 'england'),
    ).toMatchObject({
      done: true,
    });
  });

  it('NC-VP-3: Prussia’s capital pays 5 only while Prussia is the opponent’s ally; an ally’s conquest counts for its side', () => {
    const s = campaignGame();
    const w = who(s);
    duelOf(s)!.ally[w.prussia] = -1;
    const r = invade(s, 'westphalie_saxe', 'pomeranie_brandebourg_silesie', w.prussia, 2);
    expect(scored(r.events, w.france)).toEqual([]);
    // England conquering Paris with its ally Austria's troops scores 10
    const t = campaignGame();
    setBoard(t, { bourgogne_lyonnais: [w.austria, 8], ile_de_france: [w.france, 1] });
    turnOf(t, w.england, 'attack');
    const p = attack(t, w.england, 'bourgogne_lyonnais', 'ile_de_france', 3, [6, 6, 6, 1]);
    expect(scored(p.events, w.england)).toContainEqual(['invasion', 'ile_de_france', 10]);
  });

  it('NC-VP-4: an ally’s general captured gives the captor +1 and costs nobody a point', () => {
    const s = campaignGame();
    const w = who(s);
    setBoard(s, { piemont_savoie: [w.france, 3] });
    turnOf(s, w.england, 'attack');
    const before = pointsOf(s, w.france);
    const r = attack(s, w.england, 'royaume_italie', 'piemont_savoie', 1, [1, 6, 6]);
    expect(pointsOf(r.state, w.france)).toBe(before + 1);
    expect(r.state.ext.points).not.toHaveProperty(String(w.austria));
    expect(viewFor(r.state, null).campaign!.points[w.france].by.capture).toBe(1);
  });

  it('NC-VP-4: the census falls in each side’s 8th turn', () => {
    const s = campaignGame();
    const w = who(s);
    const r7 = act(turnOf(structuredClone(s), w.france, 'fortify', 7), w.france, { type: 'endTurn' });
    expect(ofType(r7.events, 'pointsScored').some((e) => e.source === 'census')).toBe(false);
    const r8 = act(turnOf(s, w.france, 'fortify', 8), w.france, { type: 'endTurn' });
    expect(scored(r8.events, w.france)).toContainEqual(['census', null, 2]); // 7 territories + 1 zone
  });
});
