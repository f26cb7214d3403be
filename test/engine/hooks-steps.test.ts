// The rule hooks around every action, turn and round, and the relations that consult the
// ruleset's reach: a made-up variant uses each hook, and the game behaves as its rules say.
import { describe, expect, it } from 'vitest';
import { armiesOn } from '../../src/engine/board.js';
import { endGame } from '../../src/engine/goals.js';
import { legalActions } from '../../src/engine/legal.js';
import { attackTargets, classicCanReach, forEachAttack, isHostile } from '../../src/engine/relations.js';
import type { RulesetId, TerritoryId } from '../../src/engine/types.js';
import { aggressivePolicy } from '../../src/ai/aggressive.js';
import { baselinePolicy } from '../../src/ai/baseline.js';
import { seatState } from '../../src/ai/seat-state.js';
import { seedRng } from '../../src/engine/rng.js';
import { classic } from '../../src/rules/classic.js';
import type { Ruleset } from '../../src/rules/ruleset.js';
import { addPoints } from '../../src/engine/ext.js';
import { CLASSIC_PHASE_ACTIONS } from '../../src/engine/phase-actions.js';
import { viewFor } from '../../src/engine/view.js';
import { act, beginTurn, game, ofType, playPassively, refuse, scenario, useRuleset, withDice } from './helpers.js';

const VARIANT = 'stepped' as RulesetId;

// A made-up variant: no attack in round 1; a conquest brings one army into the reserve; every
// turn starts with 5 armies more; the game ends when round 3 is over (seat 0 wins); Brazil may
// land in Egypt (not a neighbour) by sea.
const stepped: Ruleset = {
  ...classic,
  id: VARIANT,
  plugins: [
    {
      name: 'test',
      hooks: {
        beforeAction: (d, _actor, a) =>
          (a.type === 'attack' || a.type === 'blitz') && d.s.turn.round === 1
            ? { code: 'eliminationTooEarly', round: 1, territory: a.to }
            : null,
        afterAction: (d, actor, _a, events) => {
          if (events.some((e) => e.type === 'territoryConquered')) d.s.players[actor].reserve++;
        },
        turnStarted: (d, player) => {
          d.s.players[player].reserve += 5;
        },
        roundEnded: (d, round) => {
          if (round < 3) return false;
          endGame(d, [0], 'timeLimit');
          return true;
        },
        reachBeyond: (_s, from) => (from === 'brazil' ? ['egypt'] : []),
        canReach: (s, from, to, player) =>
          (from === 'brazil' && to === 'egypt' && armiesOn(s, to) > 0) || classicCanReach(s, from, to, player),
      },
    },
  ],
};

const landing = (from: TerritoryId, to: TerritoryId) => from === 'brazil' && to === 'egypt';

describe('rule hooks around actions, turns and rounds', () => {
  useRuleset(stepped);

  it("beforeAction: the ruleset's refusal leaves the state untouched", () => {
    const s = scenario({ ruleset: VARIANT, round: 1, board: { brazil: [0, 10], peru: [1, 3] } });
    const e = refuse(s, 0, { type: 'attack', from: 'brazil', to: 'peru', dice: 3 });
    expect(e).toEqual({ code: 'eliminationTooEarly', round: 1, territory: 'peru' });
    expect(armiesOn(s, 'peru')).toBe(3);
  });

  it('afterAction: sees the events of the action it follows (a conquest brings one army)', () => {
    const s = withDice(
      scenario({ ruleset: VARIANT, round: 2, board: { brazil: [0, 10], peru: [1, 1] } }),
      [6, 6, 6, 1],
    );
    const r = act(s, 0, { type: 'attack', from: 'brazil', to: 'peru', dice: 3 });
    expect(ofType(r.events, 'territoryConquered')).toHaveLength(1);
    expect(r.state.players[0].reserve).toBe(1);
    const miss = withDice(
      scenario({ ruleset: VARIANT, round: 2, board: { brazil: [0, 10], peru: [1, 3] } }),
      [1, 1, 1, 6, 6],
    );
    expect(act(miss, 0, { type: 'attack', from: 'brazil', to: 'peru', dice: 3 }).state.players[0].reserve).toBe(0);
  });

  it('turnStarted: runs before the reinforcements are added, at every new turn', () => {
    const s = scenario({ ruleset: VARIANT, round: 2, board: { brazil: [0, 10] } });
    const { state, events } = beginTurn(s, 0, 2);
    const got = ofType(events, 'turnStarted')[0].reinforcements;
    expect(state.players[0].reserve).toBe(5 + got);
  });

  it('roundEnded: the ruleset ends the game when round 3 is over, not before', () => {
    let s = scenario({ ruleset: VARIANT, round: 2, phase: 'fortify', board: { brazil: [0, 5], peru: [2, 1] } });
    const order = s.order;
    // the last seat of round 2 ends its turn: round 3 begins
    s.turn.player = order[order.length - 1];
    s = act(s, s.turn.player, { type: 'endTurn' }).state;
    expect(s.phase.kind).toBe('reinforce');
    expect(s.turn.round).toBe(3);
    s = playPassively(s); // round 3 played to its end
    expect(s.phase).toMatchObject({ kind: 'over', winners: [0], reason: 'timeLimit' });
    expect(s.turn.round).toBe(3);
  });
});

describe('relations ask the ruleset: reach beyond the neighbours, hostility', () => {
  useRuleset(stepped);

  it('a landing target the canReach hook allows is offered, accepted, and seen by the AI scan', () => {
    const s = scenario({
      ruleset: VARIANT,
      round: 2,
      board: {
        brazil: [0, 10],
        egypt: [1, 1],
        north_africa: [0, 1],
        peru: [0, 1],
        venezuela: [0, 1],
        argentina: [0, 1],
      },
    });
    expect(attackTargets(s, 'brazil', 0)).toContain('egypt');
    expect(legalActions(s, 0)).toContainEqual({ type: 'blitz', from: 'brazil', to: 'egypt' });
    const seen: [TerritoryId, TerritoryId][] = [];
    forEachAttack(s, 0, 2, (from, to) => seen.push([from, to]));
    expect(seen.filter(([f, t]) => landing(f, t))).toHaveLength(1);
    const r = act(withDice(s, [6, 6, 6, 1]), 0, { type: 'attack', from: 'brazil', to: 'egypt', dice: 3 });
    expect(ofType(r.events, 'territoryConquered')[0]).toMatchObject({ from: 'brazil', to: 'egypt' });
  });

  it('the baseline and aggressive AIs take the landing when it is their only attack', () => {
    // player 1 holds only Egypt, which no territory of player 0 borders with more than one army
    const s = scenario({ ruleset: VARIANT, round: 2, fill: [0, 1], board: { brazil: [0, 12], egypt: [1, 1] } });
    const a = baselinePolicy(seatState(s, 0), 0, seedRng(1), legalActions(s, 0));
    expect(a).toMatchObject({ from: 'brazil', to: 'egypt' });
    expect(aggressivePolicy(seatState(s, 0), 0, seedRng(1), legalActions(s, 0))).toEqual({
      type: 'blitz',
      from: 'brazil',
      to: 'egypt',
    });
  });

  it('classic reach: the same position offers no landing', () => {
    const s = scenario({ round: 2, board: { brazil: [0, 10], egypt: [1, 1] } });
    expect(attackTargets(s, 'brazil', 0)).not.toContain('egypt');
    expect(legalActions(s, 0).some((x) => x.type === 'attack' && x.to === 'egypt')).toBe(false);
  });

  it('NT-1: team-mates are not hostile to each other, the other team is', () => {
    const s = scenario({ ruleset: 'napoleon-teams', players: 4, board: {} });
    expect(isHostile(s, 0, 2)).toBe(false);
    expect(isHostile(s, 0, 1)).toBe(true);
    expect(isHostile(s, 1, 3)).toBe(false);
    const classicGame = scenario({ players: 4, board: {} });
    expect(isHostile(classicGame, 0, 2)).toBe(true);
  });
});

describe('a round limit and a victory-points outcome, generic', () => {
  const VP = 'vp-rounds' as RulesetId;
  const VP_SHARED = 'vp-shared' as RulesetId;
  // Made-up variants: two rounds; at the end the most victory points win; a tie goes to the
  // higher seat (VP), or is shared (VP_SHARED, the default tie-break).
  const vp: Ruleset = {
    ...classic,
    id: VP,
    roundLimit: 2,
    plugins: [{ name: 'test', hooks: { pointsTieBreak: (_s, tied) => [Math.max(...tied)] } }],
  };
  const shared: Ruleset = { ...classic, id: VP_SHARED, roundLimit: 2 };
  useRuleset(vp);
  useRuleset(shared);

  /** The last seat of `round` ends its turn, with these victory points. */
  const lastTurnOf = (ruleset: RulesetId, round: number, points: Record<number, number>) => {
    const s = scenario({ ruleset, round, phase: 'fortify', board: { brazil: [0, 5], peru: [2, 1] } });
    for (const [p, n] of Object.entries(points)) addPoints(s, Number(p), n);
    s.turn.player = s.order[s.order.length - 1];
    return act(s, s.turn.player, { type: 'endTurn' });
  };

  it('a new game of a ruleset with a round limit counts victory points from 0, shown in the view', () => {
    const s = game(VP, 3, { setup: 'auto' }, 1).state;
    expect(viewFor(s, null).players.map((p) => p.points)).toEqual([0, 0, 0]);
    expect(viewFor(game('classic', 3, { setup: 'auto' }, 1).state, null).players[0]).not.toHaveProperty('points');
  });

  it('the last round over: the most victory points win, every seat scored', () => {
    expect(lastTurnOf(VP, 1, { 0: 3, 1: 1 }).state.phase.kind).not.toBe('over'); // round 1: the game goes on
    const r = lastTurnOf(VP, 2, { 0: 3, 1: 1 });
    expect(r.state.phase).toEqual({ kind: 'over', winners: [0], reason: 'roundLimit', scores: { 0: 3, 1: 1, 2: 0 } });
    expect(ofType(r.events, 'gameOver')).toHaveLength(1);
  });

  it("a tie is broken by the ruleset's function, else shared", () => {
    expect(lastTurnOf(VP, 2, { 0: 2, 1: 2 }).state.phase).toMatchObject({ kind: 'over', winners: [1] });
    expect(lastTurnOf(VP_SHARED, 2, { 0: 2, 1: 2 }).state.phase).toMatchObject({ kind: 'over', winners: [0, 1] });
  });
});

describe('phases as data: which actions each phase accepts', () => {
  const NO_BLITZ = 'no-blitz' as RulesetId;
  // A made-up variant: battles one roll at a time (no blitz), and no strategic move during the attack phase.
  const noBlitz: Ruleset = {
    ...classic,
    id: NO_BLITZ,
    plugins: [
      {
        name: 'test',
        hooks: {
          phaseActions: (_s, phase) =>
            phase === 'attack' ? ['attack', 'endPhase', 'endTurn'] : CLASSIC_PHASE_ACTIONS[phase],
        },
      },
    ],
  };
  useRuleset(noBlitz);

  it('an action the phase does not accept is refused with what it accepts, and never offered', () => {
    const s = scenario({ ruleset: NO_BLITZ, round: 2, board: { brazil: [0, 10], argentina: [0, 1], peru: [1, 3] } });
    expect(refuse(s, 0, { type: 'blitz', from: 'brazil', to: 'peru' })).toEqual({
      code: 'wrongPhase',
      phase: 'attack',
      allowed: ['attack', 'endPhase', 'endTurn'],
    });
    expect(refuse(s, 0, { type: 'fortify', from: 'brazil', to: 'argentina', count: 1 }).code).toBe('wrongPhase');
    const legal = legalActions(s, 0);
    expect(legal.some((a) => a.type === 'blitz' || a.type === 'fortify')).toBe(false);
    expect(legal).toContainEqual({ type: 'attack', from: 'brazil', to: 'peru', dice: 3 });
    // classic offers both in the same position
    const plain = scenario({ round: 2, board: { brazil: [0, 10], argentina: [0, 1], peru: [1, 3] } });
    expect(legalActions(plain, 0)).toContainEqual({ type: 'blitz', from: 'brazil', to: 'peru' });
  });

  it('the steps inside an accepted action stay allowed: the move after a conquest', () => {
    const s = withDice(
      scenario({ ruleset: NO_BLITZ, round: 2, board: { brazil: [0, 10], peru: [1, 1] } }),
      [6, 6, 6, 1],
    );
    const r = act(s, 0, { type: 'attack', from: 'brazil', to: 'peru', dice: 3 }).state;
    expect(r.phase).toMatchObject({ kind: 'attack', conquest: { to: 'peru' } });
    expect(armiesOn(act(r, 0, { type: 'move', count: 5 }).state, 'peru')).toBe(5);
  });
});
