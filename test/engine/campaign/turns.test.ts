// NC-TURN and NC-WIN: the turn's ally steps, 8 rounds then the final scoring, the calendar, and
// the end (elimination at once, else the most points, ties to the most own armies, then shared).
import { describe, expect, it } from 'vitest';
import { armiesOf, armiesOn, mapOf } from '../../../src/engine/board.js';
import { addEpidemics, epidemicsOn } from '../../../src/engine/board-units.js';
import { addPoints } from '../../../src/engine/ext.js';
import { legalActions } from '../../../src/engine/legal.js';
import { viewFor } from '../../../src/engine/view.js';
import { yearOf } from '../../../src/engine/campaign/scenario.js';
import { act, ofType, refuse } from '../helpers.js';
import { attack, campaignGame, setBoard, turnOf, who } from './helpers.js';

describe('napoleon-campaign: NC-TURN and NC-WIN', () => {
  it('NC-TURN-1: influence at the start, ally reinforcements before combat, the allies’ manoeuvres after the player’s own', () => {
    const s = turnOf(campaignGame(), 1, 'reinforce');
    const w = who(s);
    s.turn.player = w.england;
    // after the first attack, no more ally reinforcements
    const atk = turnOf(structuredClone(s), w.england, 'attack');
    setBoard(atk, { piemont_savoie: [w.france, 3] });
    const fought = attack(atk, w.england, 'royaume_italie', 'piemont_savoie', 1, [6, 1, 1]);
    expect(refuse(fought.state, w.england, { type: 'reinforceAlly', independent: w.prussia })).toMatchObject({
      reason: 'tooLate',
    });
    // the manoeuvre phase: each ally once, along its own territories
    const m = turnOf(structuredClone(s), w.england, 'fortify');
    const moves = legalActions(m, w.england).filter((a) => a.type === 'allyManoeuvre');
    expect(new Set(moves.map((a) => (a.type === 'allyManoeuvre' ? a.independent : -1)))).toEqual(
      new Set([w.austria, w.prussia]),
    );
    const r = act(m, w.england, {
      type: 'allyManoeuvre',
      independent: w.prussia,
      from: 'prusse',
      to: 'varsovie',
      count: 3,
    });
    expect([armiesOn(r.state, 'prusse'), armiesOn(r.state, 'varsovie')]).toEqual([1, 6]);
    expect(
      refuse(r.state, w.england, {
        type: 'allyManoeuvre',
        independent: w.prussia,
        from: 'varsovie',
        to: 'prusse',
        count: 1,
      }),
    ).toMatchObject({
      code: 'campaign',
      reason: 'allyManoeuvre',
    });
    expect(
      refuse(m, w.england, {
        type: 'allyManoeuvre',
        independent: w.russia,
        from: 'grande_russie',
        to: 'russie_du_nord',
        count: 1,
      }),
    ).toMatchObject({
      reason: 'allyManoeuvre',
    });
  });

  it('NC-TURN-2: 8 rounds, then each side (France first) scores its start-of-turn points once more, and the game ends', () => {
    const s = campaignGame();
    const w = who(s);
    turnOf(s, w.france, 'fortify', 8);
    let r = act(s, w.france, { type: 'endTurn' });
    expect(r.state.turn).toMatchObject({ player: w.england, round: 8 });
    r = act(turnOf(r.state, w.england, 'fortify', 8), w.england, { type: 'endTurn' });
    const final = ofType(r.events, 'campaignFinalScoring');
    expect(final).toEqual([{ type: 'campaignFinalScoring', year: 1812 }]);
    const after = r.events.slice(r.events.indexOf(final[0]));
    const who1 = ofType(after, 'pointsScored').map((e) => e.player);
    expect(who1[0]).toBe(w.france);
    expect(who1).toContain(w.england);
    expect(r.state.phase).toMatchObject({ kind: 'over', reason: 'roundLimit' });
    expect(ofType(r.events, 'turnStarted')).toEqual([]); // no 9th turn is played
    expect(viewFor(r.state, null).campaign!.year).toBe(1812);
  });

  it('NC-TURN-3: round r is the year 1796 + 2(r − 1): 1796 … 1810, the final scoring 1812', () => {
    expect([1, 2, 7, 8, 9].map(yearOf)).toEqual([1796, 1798, 1808, 1810, 1812]);
    const s = campaignGame();
    expect(viewFor(s, null).campaign!).toMatchObject({ year: 1796, round: 1, lastRound: 8 });
  });

  it('NC-WIN-1: eliminating the opponent wins at once, whatever the points', () => {
    const s = campaignGame();
    const w = who(s);
    for (const t of ['scotland', 'ireland']) setBoard(s, { [t]: [w.france, 1] });
    setBoard(s, { england: [w.england, 1], nord_picardie: [w.france, 8] });
    addPoints(s, w.england, 50);
    turnOf(s, w.france, 'attack', 3);
    const r = attack(s, w.france, 'nord_picardie', 'england', 3, [6, 6, 6, 1]);
    expect(r.state.phase).toMatchObject({ kind: 'over', winners: [w.france], reason: 'conquest' });
  });

  it('NC-WIN-2: after the final scoring the most points win; a tie goes to the most own armies, then is shared', () => {
    const s = campaignGame();
    const w = who(s);
    turnOf(s, w.england, 'fortify', 8);
    // equal points after the final scoring: France 1 (Paris), England 6 → give France 5 more
    addPoints(s, w.france, 5);
    const r = act(s, w.england, { type: 'endTurn' });
    const pts = r.state.phase.kind === 'over' ? r.state.phase.scores! : {};
    expect(pts[w.france]).toBe(pts[w.england]);
    const more = armiesOf(r.state, w.france) > armiesOf(r.state, w.england) ? w.france : w.england;
    expect(r.state.phase).toMatchObject({ kind: 'over', winners: [more] });
    // the same armies too: a shared win
    const t = campaignGame();
    for (const x of mapOf(t).territoryIds) addEpidemics(t, x, -epidemicsOn(t, x)); // no army dies at the end
    turnOf(t, w.england, 'fortify', 8);
    addPoints(t, w.france, 5);
    const gap = armiesOf(t, w.france) - armiesOf(t, w.england);
    setBoard(t, { scotland: [w.england, 5 + gap] });
    const shared = act(t, w.england, { type: 'endTurn' });
    expect(shared.state.phase).toMatchObject({ kind: 'over', winners: [w.france, w.england] });
  });
});
