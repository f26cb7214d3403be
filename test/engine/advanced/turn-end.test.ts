// NA-MAN (manoeuvres), NA-EPI (epidemics), NA-END (end of turn) and NA-WIN (the end of the game).
import { describe, expect, it } from 'vitest';
import { armiesOn, controller, NOBODY } from '../../../src/engine/board.js';
import { epidemicsOn, fortified, generalsOn, shipsIn } from '../../../src/engine/board-units.js';
import { legalActions } from '../../../src/engine/legal.js';
import type { GameState } from '../../../src/engine/types.js';
import { act, expectInvariants, ofType, refuse, withDice } from '../helpers.js';
import { advanced, AMERICAS, UK } from './helpers.js';

/** The manoeuvre phase of player 0, entered through the engine (its start is remembered). */
const manoeuvring = (s: GameState): GameState => act(s, 0, { type: 'endPhase' }).state;

describe('napoleon-advanced manoeuvres (NA-MAN)', () => {
  it('NA-MAN-2: example 997 — after the land manoeuvre brings 4 to Aquitaine, its general’s manoeuvre moves at most the 2 that stood there', () => {
    const s = manoeuvring(
      advanced({
        board: { ile_de_france: [0, 5], aquitaine: [0, 2], languedoc_provence: [0, 1] },
        generals: [['aquitaine', 0, 1]],
      }),
    );
    expect(s.phase.kind).toBe('fortify');
    let t = act(s, 0, {
      type: 'manoeuvre',
      by: 'land',
      from: 'ile_de_france',
      to: 'aquitaine',
      count: 4,
      leaders: 0,
    }).state;
    expect(armiesOn(t, 'aquitaine')).toBe(6);
    expect(
      refuse(t, 0, {
        type: 'manoeuvre',
        by: 'general',
        from: 'aquitaine',
        to: 'languedoc_provence',
        count: 3,
        leaders: 1,
      }),
    ).toMatchObject({
      reason: 'notFromStart',
      max: 2,
    });
    t = act(t, 0, {
      type: 'manoeuvre',
      by: 'general',
      from: 'aquitaine',
      to: 'languedoc_provence',
      count: 2,
      leaders: 1,
    }).state;
    expect([
      armiesOn(t, 'aquitaine'),
      armiesOn(t, 'languedoc_provence'),
      generalsOn(t, 'languedoc_provence', 0),
    ]).toEqual([4, 3, 1]);
    expectInvariants(t);
  });

  it('NA-MAN-1, NA-MAN-3: one land and one naval manoeuvre; generals and admirals may go along; a zone keeps a ship', () => {
    const s = manoeuvring(
      advanced({
        board: { england: [0, 4], scotland: [0, 1] },
        generals: [['england', 0, 1]],
        ships: [
          ['mer_du_nord', 0, 3],
          ['atlantique_nord', 0, 1],
        ],
      }),
    );
    const t = act(s, 0, { type: 'manoeuvre', by: 'land', from: 'england', to: 'scotland', count: 2, leaders: 1 }).state;
    expect(generalsOn(t, 'scotland', 0)).toBe(1);
    expect(
      refuse(t, 0, { type: 'manoeuvre', by: 'land', from: 'england', to: 'scotland', count: 1, leaders: 0 }),
    ).toMatchObject({ reason: 'manoeuvreUsed' });
    expect(
      refuse(t, 0, {
        type: 'manoeuvre',
        by: 'naval',
        from: 'mer_du_nord',
        to: 'atlantique_nord',
        count: 3,
        leaders: 0,
      }),
    ).toEqual({ code: 'badCount', min: 0, max: 2 });
    const u = act(t, 0, {
      type: 'manoeuvre',
      by: 'naval',
      from: 'mer_du_nord',
      to: 'atlantique_nord',
      count: 2,
      leaders: 0,
    }).state;
    expect([shipsIn(u, 'mer_du_nord', 0), shipsIn(u, 'atlantique_nord', 0)]).toEqual([1, 3]);
    expect(legalActions(u, 0).filter((a) => a.type === 'manoeuvre' && (a.by === 'land' || a.by === 'naval'))).toEqual(
      [],
    );
  });
});

describe('napoleon-advanced manoeuvres by /fortify', () => {
  it('NA-MAN-1: a strategic move (/fortify, the panel’s move) in the manoeuvre phase is the land manoeuvre, once', () => {
    const s = manoeuvring(advanced({ board: { england: [0, 4], scotland: [0, 1], ireland: [0, 1] } }));
    expect(legalActions(s, 0).some((a) => a.type === 'fortify' && a.from === 'england')).toBe(true);
    const t = act(s, 0, { type: 'fortify', from: 'england', to: 'scotland', count: 2 });
    expect(ofType(t.events, 'manoeuvred')).toMatchObject([{ by: 'land', from: 'england', to: 'scotland', count: 2 }]);
    expect(legalActions(t.state, 0).some((a) => a.type === 'fortify')).toBe(false);
    expect(refuse(t.state, 0, { type: 'fortify', from: 'england', to: 'ireland', count: 1 })).toMatchObject({
      reason: 'manoeuvreUsed',
    });
  });
});

describe('napoleon-advanced epidemics (NA-EPI)', () => {
  it('NA-EPI-1: an epidemic kills 1 army at the end of its territory’s holder’s turn, not at another player’s', () => {
    const s = advanced({
      board: { england: [0, 3], ireland: [1, 3] },
      epidemics: [
        ['england', 1],
        ['ireland', 1],
      ],
    });
    const r = act(s, 0, { type: 'endTurn' });
    expect([armiesOn(r.state, 'england'), armiesOn(r.state, 'ireland')]).toEqual([2, 3]);
    expect(ofType(r.events, 'armiesRemoved')).toEqual([
      { type: 'armiesRemoved', player: 0, territory: 'england', count: 1, cause: 'epidemic' },
    ]);
    expectInvariants(r.state, s, r.events);
  });

  it('NA-EPI-3, NA-LAND-3: killing the last army empties the territory (nobody’s, fortification kept) and the epidemic moves to a territory with armies', () => {
    const s = advanced({
      board: { england: [0, 1], scotland: [0, 4] },
      epidemics: [['england', 1]],
      forts: ['england'],
      generals: [['england', 0, 1]],
    });
    const r = act(s, 0, { type: 'endTurn' });
    expect([controller(r.state, 'england'), armiesOn(r.state, 'england'), fortified(r.state, 'england')]).toEqual([
      NOBODY,
      0,
      true,
    ]);
    expect(epidemicsOn(r.state, 'england')).toBe(0);
    const moved = ofType(r.events, 'epidemicMoved');
    expect(moved).toHaveLength(1);
    expect(armiesOn(r.state, moved[0].to)).toBeGreaterThan(0);
    expect(ofType(r.events, 'leadersReturned')).toEqual([
      { type: 'leadersReturned', player: 0, unit: 'general', count: 1, at: 'england' },
    ]);
    expectInvariants(r.state, s, r.events);
  });

  it('NA-LAND-5: a player whose last territory an epidemic empties is out; their cards are discarded', () => {
    const s = advanced({ board: { england: [0, 1] }, epidemics: [['england', 1]], hands: { 0: [0, 1] } });
    const r = act(s, 0, { type: 'endTurn' });
    expect(r.state.players[0].status).toBe('eliminated');
    expect(r.state.discard).toEqual(expect.arrayContaining([0, 1]));
    expectInvariants(r.state);
  });
});

describe('napoleon-advanced end of turn and of the game (NA-END, NA-WIN)', () => {
  it('NA-END-2: one card each for a conquest and for an empire or route held, up to 3; none for a sea invasion', () => {
    const board = Object.fromEntries(UK.map((t) => [t, [0, 4] as [number, number]]));
    const s = advanced({ board: { ...board, hollande_belgique: [1, 1] }, ships: [['mer_du_nord', 0, 1]] });
    const won = act(withDice(s, [6, 6, 6, 1]), 0, {
      type: 'attack',
      from: 'england',
      to: 'hollande_belgique',
      dice: 3,
    });
    expect(won.state.turn.conquered).toBe(1); // a landing across the North Sea
    const end = act(won.state, 0, { type: 'endTurn' }); // all 3 survivors moved in by themselves
    expect(ofType(end.events, 'cardDrawn').filter((e) => e.player === 0)).toHaveLength(2); // conquest, empire
    const none = advanced({ board: { england: [0, 4] } });
    expect(ofType(act(none, 0, { type: 'endTurn' }).events, 'cardDrawn')).toEqual([]);
  });

  it('NA-END-3: the census in the last round only: (territories + zones) / 3 VP', () => {
    const board = Object.fromEntries(
      ['england', 'scotland', 'ireland', 'egypte', 'syrie'].map((t) => [t, [0, 2] as [number, number]]),
    );
    const spec = { board, ships: AMERICAS.slice(0, 1).map((z) => [z, 0, 1] as [string, number, number]) };
    const early = act(advanced({ ...spec, round: 4 }), 0, { type: 'endTurn' });
    expect(ofType(early.events, 'pointsScored').filter((e) => e.source === 'census')).toEqual([]);
    const last = act(advanced({ ...spec, round: 5 }), 0, { type: 'endTurn' });
    expect(ofType(last.events, 'pointsScored').filter((e) => e.source === 'census')).toEqual([
      { type: 'pointsScored', player: 0, points: 2, source: 'census', detail: null },
    ]);
  });

  it('NA-WIN-1, NA-TURN-3: after round 5 the most VP win, an eliminated player too', () => {
    const s = advanced({ board: { egypte: [2, 9] }, fill: [1, 1], round: 5, player: 2 });
    s.order = [0, 1, 2];
    s.players[0].status = 'eliminated';
    s.ext.points = { 0: 12, 1: 3, 2: 9 };
    const r = act(s, 2, { type: 'endTurn' });
    expect(r.state.phase).toEqual({ kind: 'over', winners: [0], reason: 'roundLimit', scores: { 0: 12, 1: 3, 2: 9 } });
  });

  it('NA-WIN-3: players tied on VP are split by the armies on the board', () => {
    const s = advanced({ board: { egypte: [2, 9] }, fill: [1, 1], round: 5, player: 2 });
    s.order = [0, 1, 2];
    s.players[0].status = 'eliminated';
    s.ext.points = { 0: 4, 1: 9, 2: 9 };
    const r = act(s, 2, { type: 'endTurn' });
    expect(r.state.phase).toMatchObject({ kind: 'over', winners: [1], reason: 'roundLimit' }); // 47 armies against 9
    const before = advanced({ board: { egypte: [2, 9] }, fill: [1, 1], round: 4, player: 2 });
    before.order = [0, 1, 2];
    expect(act(before, 2, { type: 'endTurn' }).state.phase.kind).toBe('reinforce'); // round 4 is not the last
  });
});
