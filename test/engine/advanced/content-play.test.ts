// The missions and card effects played through the engine's actions in napoleon-advanced: the
// deal at the start, phase 1 and 6 checks, the permanent bonus in the reinforcements, the
// card draw for a mission, card plays and an armed card firing on another player's invasion.
import { describe, expect, it } from 'vitest';
import { armiesOn } from '../../../src/engine/board.js';
import { checkInvariants } from '../../../src/engine/invariants.js';
import { eventsFor } from '../../../src/engine/events.js';
import { advMissionsFor, pointsOf } from '../../../src/engine/ext.js';
import { advancedRankOf } from '../../../src/engine/advanced/mission-cards.js';
import type { GameState, PlayerId } from '../../../src/engine/types.js';
import { viewFor } from '../../../src/engine/view.js';
import { act, game, ofType, refuse } from '../helpers.js';
import { cardOf, giveMissions, position } from './helpers.js';

const NONE = [-1, -1, -1, -1];

/** The seat whose turn comes just before `player`'s. */
const before = (s: GameState, player: PlayerId): PlayerId =>
  s.order[(s.order.indexOf(player) - 1 + s.order.length) % s.order.length];

/** Ends the turn of the seat before player 0, so that player 0's turn begins (phase 1). */
function startTurnOf0(s: GameState) {
  const prev = before(s, 0);
  const at = structuredClone(s);
  at.turn.player = prev;
  return act(at, prev, { type: 'endTurn' });
}

describe('napoleon-advanced: missions and cards through the engine', () => {
  it('NA-SET-1: a new game deals every seat one mission of each rank, each seen by its owner only', () => {
    const s = game('napoleon-advanced', 4, {}, 3).state;
    for (const p of [0, 1, 2, 3]) expect(advMissionsFor(s, p)!.held.map(advancedRankOf)).toEqual([0, 1, 2, 3]);
    expect(viewFor(s, 2).secrets!.advMissions).toEqual(advMissionsFor(s, 2)!.held);
    expect(viewFor(s, 2).players[1].advMissions).toEqual({ claimed: [], permanent: [], revealed: [] });
    expect(JSON.stringify(viewFor(s, null))).not.toContain('"held"');
  });

  it('NA-START-1, NA-MIS-1, NA-END-2: scored in phase 1 as mission points, and one card for it at the end of the turn', () => {
    const s = position({ board: { england: [0, 10], syrie: [2, 2] }, phase: 'attack' });
    giveMissions(s, { 0: [3, -1, -1, -1], 1: NONE, 2: NONE });
    const start = startTurnOf0(s);
    expect(start.state.turn.player).toBe(0);
    expect(ofType(start.events, 'pointsScored').filter((e) => e.player === 0)).toEqual([
      { type: 'pointsScored', player: 0, points: 2, source: 'mission', detail: '3' },
    ]);
    expect(pointsOf(start.state, 0)).toBe(2);
    let t = act(start.state, 0, { type: 'place', territory: 'england', count: start.state.players[0].reserve });
    t = act(t.state, 0, { type: 'endPhase' });
    t = act(t.state, 0, { type: 'endTurn' });
    expect(ofType(t.events, 'cardDrawn').filter((e) => e.player === 0).length).toBe(1);
    expect(checkInvariants(t.state)).toEqual([]);
  });

  it('NA-CAP-4: with the capitals option a completed mission draws no card', () => {
    const s = position({ board: { england: [0, 10], syrie: [2, 2] }, phase: 'attack' });
    s.options = { ...s.options, empireCapitals: true };
    giveMissions(s, { 0: [3, -1, -1, -1], 1: NONE, 2: NONE });
    const start = startTurnOf0(s);
    expect(pointsOf(start.state, 0)).toBe(2);
    let t = act(start.state, 0, { type: 'place', territory: 'england', count: start.state.players[0].reserve });
    t = act(t.state, 0, { type: 'endPhase' });
    t = act(t.state, 0, { type: 'endTurn' });
    expect(ofType(t.events, 'cardDrawn').filter((e) => e.player === 0)).toEqual([]);
  });

  it('NA-REI-2, NA-MIS-5: a face-up Empire mission adds its permanent bonus to the reinforcements', () => {
    const iberia: Record<string, [PlayerId, number]> = {
      castille: [0, 3],
      andalousie: [0, 3],
      portugal: [0, 3],
      catalogne_aragon: [0, 3],
    };
    const s = position({ board: { ...iberia, syrie: [2, 2] }, phase: 'attack' });
    giveMissions(s, { 0: NONE, 1: NONE, 2: NONE });
    const plain = startTurnOf0(s).state.players[0].reserve;
    advMissionsFor(s, 0)!.claimed.push({ mission: 106, turn: 0 });
    advMissionsFor(s, 0)!.permanent.push(106);
    expect(startTurnOf0(s).state.players[0].reserve).toBe(plain + 1);
  });

  it('NA-CRD-1: RENFORT is played in the reinforce phase for 3 more armies; in the combat phase it is refused', () => {
    const renfort = cardOf('maroc_fes');
    const s = position({
      board: { england: [0, 4], syrie: [2, 2] },
      hands: { 0: [renfort] },
      phase: 'reinforce',
      reserve: 3,
    });
    giveMissions(s, { 0: NONE, 1: NONE, 2: NONE });
    const r = act(s, 0, { type: 'playCard', card: renfort });
    expect(r.state.players[0].reserve).toBe(6);
    expect(r.state.discard).toContain(renfort);
    const attack = structuredClone(s);
    attack.phase = { kind: 'attack', conquest: null, pendingRoll: null, elimTrade: false };
    expect(refuse(attack, 0, { type: 'playCard', card: renfort })).toMatchObject({
      code: 'cardEffect',
      reason: 'phase',
      symbol: 'R',
    });
  });

  it('NA-CRD-5: a card armed on its owner’s turn fires when another player opens the invasion, before the dice', () => {
    const levee = cardOf('aquitaine');
    const s = position({
      board: { england: [0, 9], scotland: [1, 1], syrie: [2, 2] },
      hands: { 1: [levee] },
      phase: 'attack',
      player: 1,
    });
    giveMissions(s, { 0: NONE, 1: NONE, 2: NONE });
    const armed = act(s, 1, { type: 'armCard', card: levee, target: 'scotland' });
    expect(eventsFor(armed.events, 0)).toContainEqual({ type: 'cardArmed', player: 1, card: null, target: null });
    const mine = structuredClone(armed.state);
    mine.turn.player = 0;
    const hit = act(mine, 0, { type: 'attack', from: 'england', to: 'scotland', dice: 3 });
    const types = hit.events.map((e) => e.type);
    expect(types.indexOf('cardFired')).toBeGreaterThanOrEqual(0);
    expect(types.indexOf('cardFired')).toBeLessThan(types.indexOf('diceRolled'));
    const battle = ofType(hit.events, 'battleResolved')[0];
    // 1 + 2 levied armies defended: two defence dice against three
    expect(battle.defence.length).toBe(2);
    expect(armiesOn(hit.state, 'scotland')).toBe(3 - battle.defenderLost);
    expect(checkInvariants(hit.state, mine, hit.events)).toEqual([]);
  });
});

describe('napoleon-advanced: the end of the game', () => {
  it('NA-WIN-2: when the last round ends every unclaimed mission is shown and scored before the VP decide', () => {
    const s = position({ board: { england: [0, 10], syrie: [2, 2] }, phase: 'attack', round: 5 });
    giveMissions(s, { 0: [3, -1, -1, -1], 1: [28, -1, -1, -1], 2: NONE });
    const last = s.order[s.order.length - 1];
    s.turn.player = last;
    const end = act(s, last, { type: 'endTurn' });
    expect(end.state.phase.kind).toBe('over');
    expect(ofType(end.events, 'advMissionsRevealed')).toContainEqual({
      type: 'advMissionsRevealed',
      player: 0,
      missions: [3],
    });
    expect(ofType(end.events, 'pointsScored')).toContainEqual({
      type: 'pointsScored',
      player: 0,
      points: 2,
      source: 'mission',
      detail: '3',
    });
    expect(advMissionsFor(end.state, 1)!.claimed).toEqual([]); // 9 conquests in a turn: not done
    expect(viewFor(end.state, null).players[1].advMissions!.revealed).toEqual([28]);
  });
});
