// C-SET-7: simultaneous placement — everyone places their remaining starting armies at once,
// in secret; the last confirmation reveals every plan together.
import { describe, expect, it } from 'vitest';
import { eventsFor } from '../../src/engine/events.js';
import { legalActions, waitingFor } from '../../src/engine/legal.js';
import { viewFor } from '../../src/engine/view.js';
import type { GameEvent } from '../../src/engine/events.js';
import type { GameState, PlayerId } from '../../src/engine/types.js';
import { act, expectInvariants, game, ofType, owned, refuse } from './helpers.js';
import { armiesOn } from '../../src/engine/board.js';

/** Applies every action in turn, collecting the events. */
function run(s: GameState, steps: [PlayerId, Parameters<typeof act>[2]][]): { state: GameState; events: GameEvent[] } {
  const events: GameEvent[] = [];
  for (const [p, a] of steps) {
    const r = act(s, p, a);
    expectInvariants(r.state, s, r.events);
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

describe('simultaneous placement', () => {
  it('C-SET-7: after the deal every player places all remaining armies at once, in any order; the last confirmation reveals them together', () => {
    const { state: s, events: start } = game('classic', 4, { setup: 'simultaneous' }, 7);
    expect(s.phase.kind).toBe('setupSimultaneous');
    expect(ofType(start, 'territoriesDealt')).toHaveLength(1);
    expect(ofType(start, 'simultaneousPlacementStarted')[0].armies).toEqual(
      Object.fromEntries(s.order.map((p) => [p, 30 - owned(s, p).length])),
    );
    expect(waitingFor(s).sort()).toEqual([0, 1, 2, 3]);
    for (const p of s.order) expect(legalActions(s, p).some((a) => a.type === 'place')).toBe(true);
    // the last seat in turn order may start: no turns here
    const last = s.order[3];
    const mine = owned(s, last);
    const left = s.players[last].reserve;
    let t = act(s, last, { type: 'place', territory: mine[0], count: left - 1 }).state;
    expect(refuse(t, last, { type: 'place', territory: mine[1], count: 2 })).toEqual({
      code: 'badCount',
      min: 1,
      max: 1,
    });
    expect(refuse(t, last, { type: 'confirmPlacement' })).toEqual({ code: 'mustPlaceAll', reserve: 1 });
    expect(refuse(t, last, { type: 'place', territory: owned(s, s.order[0])[0], count: 1 }).code).toBe('notOwner');
    expect(refuse(t, last, { type: 'endPhase' }).code).toBe('wrongPhase');
    // nothing is on the board yet, and the reserve is unchanged for everyone to see
    expect(armiesOn(t, mine[0])).toBe(1);
    expect(viewFor(t, null).players[last].reserve).toBe(left);
    // take it back, plan again, confirm
    t = act(t, last, { type: 'clearPlacement' }).state;
    expect(refuse(t, last, { type: 'clearPlacement' }).code).toBe('nothingPlanned');
    t = run(t, [
      [last, { type: 'place', territory: mine[1], count: left - 2 }],
      [last, { type: 'place', territory: mine[2], count: 2 }],
    ]).state;
    expect(legalActions(t, last)).toContainEqual({ type: 'confirmPlacement' });
    const confirmed = act(t, last, { type: 'confirmPlacement' });
    expect(eventsFor(confirmed.events, null)).toEqual([{ type: 'placementConfirmed', player: last, random: false }]);
    t = confirmed.state;
    expect(waitingFor(t).sort()).toEqual(s.order.slice(0, 3).sort());
    expect(legalActions(t, last)).toEqual([]);
    expect(refuse(t, last, { type: 'place', territory: mine[0], count: 1 }).code).toBe('placementConfirmed');
    // the others: two plan everything on one territory, one lets the rest go at random
    const [a, b, c] = s.order;
    const plans = run(t, [
      [a, { type: 'place', territory: owned(s, a)[0], count: s.players[a].reserve }],
      [b, { type: 'place', territory: owned(s, b)[3], count: 4 }],
      [b, { type: 'autoPlace' }],
      [a, { type: 'confirmPlacement' }],
    ]);
    expect(ofType(plans.events, 'placementConfirmed').map((e) => [e.player, e.random])).toEqual([
      [b, true],
      [a, false],
    ]);
    expect(plans.state.phase.kind).toBe('setupSimultaneous');
    const end = act(plans.state, c, { type: 'autoPlace' });
    expectInvariants(end.state, plans.state, end.events);
    const revealed = ofType(end.events, 'placementsRevealed')[0].placements;
    expect(revealed[last]).toEqual({ [mine[1]]: left - 2, [mine[2]]: 2 });
    expect(revealed[a]).toEqual({ [owned(s, a)[0]]: s.players[a].reserve });
    expect(revealed[b][owned(s, b)[3]]).toBeGreaterThanOrEqual(4);
    for (const p of s.order) {
      expect(Object.values(revealed[p]).reduce((x, y) => x + y, 0)).toBe(s.players[p].reserve);
      expect(end.state.players[p].reserve).toBe(p === s.order[0] ? end.state.turn.received : 0);
      for (const tt of owned(s, p)) expect(armiesOn(end.state, tt)).toBe(1 + (revealed[p][tt] ?? 0));
    }
    // then the first player in turn order plays the first turn (C-SET-6)
    expect(end.state.phase.kind).toBe('reinforce');
    expect(end.state.turn.player).toBe(s.order[0]);
  });

  it('C-SET-7: placements stay private: other players and the channel see neither plans nor their events until the reveal', () => {
    const { state: s } = game('missions', 3, { setup: 'simultaneous' }, 11);
    const [p0, p1, p2] = s.order;
    const own = owned(s, p0);
    const n = s.players[p0].reserve;
    // two different secret plans by p0 (same number of actions) must look identical to everyone else
    const planA = run(s, [
      [p0, { type: 'place', territory: own[0], count: n }],
      [p0, { type: 'confirmPlacement' }],
    ]);
    const planB = run(s, [
      [p0, { type: 'place', territory: own[1], count: 1 }],
      [p0, { type: 'autoPlace' }],
    ]);
    for (const viewer of [null, p1, p2]) {
      const va = viewFor(planA.state, viewer),
        vb = viewFor(planB.state, viewer);
      expect(va).toEqual(vb);
      expect(JSON.stringify(va)).not.toContain(`"${own[0]}":${n + 1}`);
      expect(va.territories[own[0]].armies).toBe(1);
      if (va.phase.kind !== 'setupSimultaneous') throw new Error('phase');
      expect(va.phase.placements).toEqual(viewer === null ? {} : { [viewer]: {} });
      expect(va.phase.confirmed).toEqual([p0]);
      const ea = eventsFor(planA.events, viewer).map((e) =>
        e.type === 'placementConfirmed' ? { ...e, random: false } : e,
      );
      const eb = eventsFor(planB.events, viewer).map((e) =>
        e.type === 'placementConfirmed' ? { ...e, random: false } : e,
      );
      expect(ea).toEqual(eb);
      expect(ea.some((e) => e.type === 'placementPlanned' || e.type === 'armiesPlaced')).toBe(false);
    }
    // the planner sees their own plan and its events
    const mineView = viewFor(planA.state, p0);
    if (mineView.phase.kind !== 'setupSimultaneous') throw new Error('phase');
    expect(mineView.phase.placements).toEqual({ [p0]: { [own[0]]: n } });
    expect(eventsFor(planA.events, p0)).toContainEqual({
      type: 'placementPlanned',
      player: p0,
      territory: own[0],
      count: n,
    });
    // the reveal shows every plan to everyone
    const done = run(planA.state, [
      [p1, { type: 'autoPlace' }],
      [p2, { type: 'autoPlace' }],
    ]);
    const shown = eventsFor(done.events, p2).find((e) => e.type === 'placementsRevealed');
    expect(shown).toMatchObject({ placements: { [p0]: { [own[0]]: n } } });
    expect(viewFor(done.state, p1).territories[own[0]].armies).toBe(n + 1);
  });

  it("C-SET-7: a seat that abandons drops its plan; the others' confirmations then reveal", () => {
    const { state: s } = game('classic', 3, { setup: 'simultaneous' }, 3);
    const [p0, p1, p2] = s.order;
    const r = run(s, [
      [p0, { type: 'autoPlace' }],
      [p1, { type: 'autoPlace' }],
      [p2, { type: 'place', territory: owned(s, p2)[0], count: 2 }],
    ]);
    expect(waitingFor(r.state)).toEqual([p2]);
    const gone = act(r.state, p2, { type: 'abandon' });
    expect(ofType(gone.events, 'placementsRevealed')[0].placements[p2]).toBeUndefined();
    expect(armiesOn(gone.state, owned(s, p2)[0])).toBe(1);
    expect(gone.state.phase.kind).toBe('reinforce');
    expectInvariants(gone.state, r.state, gone.events);
    // the first seat abandoning mid-phase leaves the phase waiting for the others only
    const early = act(s, p0, { type: 'abandon' });
    expect(early.state.phase.kind).toBe('setupSimultaneous');
    expect(waitingFor(early.state).sort()).toEqual([p1, p2].sort());
    expectInvariants(early.state, s, early.events);
  });

  it("C-SET-7: two players (1992): the neutral's armies land at random; RisiKo! deals against the order first; capitals choose HQs after the reveal", () => {
    const two = game('classic', 2, { setup: 'simultaneous', twoPlayer: '1992' }, 4).state;
    expect(two.phase.kind).toBe('setupSimultaneous');
    expect(two.players[2].reserve).toBe(0);
    expect(owned(two, 2).reduce((a, t) => a + armiesOn(two, t), 0)).toBe(40);
    expect(waitingFor(two)).toEqual(two.order);
    const risiko = game('risiko', 4, { setup: 'simultaneous' }, 9);
    expect(risiko.state.phase.kind).toBe('setupSimultaneous');
    const cap = game('capitals', 3, { setup: 'simultaneous' }, 5).state;
    const after = run(
      cap,
      cap.order.map((p): [PlayerId, { type: 'autoPlace' }] => [p, { type: 'autoPlace' }]),
    ).state;
    expect(after.phase.kind).toBe('chooseHQ');
  });
});
