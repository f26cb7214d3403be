// The duel's answers to the rule hooks (src/engine/hooks.ts, `RuleSteps`): the only way the
// core engine reaches the duel's modules. src/rules/napoleon-duel.ts spreads them into its hooks;
// no core module imports src/engine/duel* (test/engine/rule-seams.test.ts checks it).
import { armiesOn, connectedControlled, controller, territoriesControlledBy } from '../board.js';
import type { Draft } from '../draft.js';
import { ok } from '../errors.js';
import type { RuleHooks } from '../hooks.js';
import { cloneState, featuresOf } from '../state.js';
import type { Action, GameState, PlayerId } from '../types.js';
import { allyToPlace, checkReinforceAlly, placeAlly, reinforceAlly } from './ally-reinforcements.js';
import { checkInfluence, influence } from './influence.js';
import { duelBreaks } from './invariants.js';
import { checkDuelMove, moversLeft, noteDuelMove } from './moves.js';
import {
  clearIndependentReserves,
  dealDuel,
  duelPlacementQuotas,
  independentPlayers,
  newDuelSlice,
  noteSetupPlacement,
  setupQuotaLeft,
} from './setup.js';
import { checkDuelAttack, onSide } from './sides.js';
import { settleInvasion } from './status-roll.js';
import { activeIndependents, allyOf, alliesOf, isIndependent, liveIndependents } from './status.js';
import { afterDuelAction, beforeDuelAction, beginDuelTurn, endsInvasion } from './turn-flow.js';

const counts = (min: number, max: number): number[] => (max < min ? [] : min === max ? [min] : [min, max]);

const duringTurn = (s: GameState): boolean => s.phase.kind === 'reinforce' || s.phase.kind === 'attack';

/**
 * The `aroundAction` of a game with active independents, given how it settles an invasion's
 * status rolls (N2-A here; NC-ALLY in the campaign, src/engine/campaign/hooks.ts).
 */
export function rollThenRun(settle: (d: Draft, actor: PlayerId) => void): RuleHooks['aroundAction'] {
  return (d, actor, action, run) => {
    if (!endsInvasion(d.s, actor, action)) {
      const r = run(d);
      return r.ok ? ok(d) : r;
    }
    // N2-A: this action ends an invasion, whose status roll comes first. If the roll is what
    // makes the action illegal (the ally used just left), the roll stands and the action is void,
    // as at the table; an action illegal anyway is refused with the state unchanged.
    const untouched = cloneState(d.s);
    settle(d, actor);
    const rolled: Draft = { s: cloneState(d.s), events: [...d.events], ctx: d.ctx };
    const r = run(d);
    if (r.ok) return ok(d);
    return run({ s: untouched, events: [], ctx: d.ctx }).ok ? ok(rolled) : r;
  };
}

export const duelHooks: Partial<RuleHooks> = {
  aroundAction: rollThenRun(settleInvasion),
  beforeAction: beforeDuelAction,
  afterAction: (d, actor, _action, events) => afterDuelAction(d, actor, events),
  ownAction(d, actor, a: Action) {
    if (a.type === 'influence') return influence(d, actor, a.independent, a.card);
    if (a.type === 'reinforceAlly') return reinforceAlly(d, actor, a.independent);
    // an ally's rolled reinforcements
    if (a.type === 'placeNeutral' && activeIndependents(d.s) && duringTurn(d.s))
      return placeAlly(d, actor, a.territory, a.count);
    return null;
  },
  ownLegalActions(s, player, out) {
    if (!activeIndependents(s) || !duringTurn(s)) return false;
    const pending = allyToPlace(s);
    if (pending !== null) {
      // the rolled ally armies first
      for (const t of territoriesControlledBy(s, pending))
        for (const c of counts(1, s.players[pending].reserve))
          out.push({ type: 'placeNeutral', territory: t, count: c });
      return true;
    }
    const hand = s.players[player].hand;
    for (const i of liveIndependents(s)) {
      if (checkReinforceAlly(s, player, i) === null) out.push({ type: 'reinforceAlly', independent: i });
      for (const card of hand)
        if (checkInfluence(s, player, i, card) === null) out.push({ type: 'influence', independent: i, card });
    }
    return false;
  },
  turnStarted: (d) => beginDuelTurn(d.s),
  commands: onSide,
  alliesOf,
  attackRefusal: checkDuelAttack, // N2-A: not one's own side (an ally may attack another ally)
  checkMove: checkDuelMove, // N2-A (and N-FOR-1 when passive)
  moveTargets(s, player, from) {
    // own and allies' strategic moves, one each
    if (!moversLeft(s, player).includes(controller(s, from)) || armiesOn(s, from) < 2) return [];
    return [...connectedControlled(s, from)]
      .filter((t) => t !== from)
      .map((to) => ({ to, max: armiesOn(s, from) - 1 }));
  },
  moveMade: noteDuelMove,
  extraSeats: (n, taken, _features, colours) => independentPlayers(n, taken, colours), // N2-1
  startSlices: () => ({ duel: newDuelSlice() }),
  dealTerritories: (d) => dealDuel(d, d.s.order), // N2-1
  setupTurn: duelPlacementQuotas, // N2-1: 3 own, then 2 for each independent
  neutralSetupPlacement(s, t) {
    const owner = controller(s, t);
    return isIndependent(s, owner) ? { owner, left: setupQuotaLeft(s, owner) } : { code: 'notNeutral', territory: t };
  },
  neutralPlaced: noteSetupPlacement,
  neutralPlaceable(s, t) {
    const owner = controller(s, t);
    if (s.phase.kind === 'setupPlace') return setupQuotaLeft(s, owner);
    return allyToPlace(s) === owner ? s.players[owner].reserve : 0;
  },
  setupFinished: clearIndependentReserves,
  publicExtras: (s) => ({
    duel: {
      independents: featuresOf(s).independents,
      status: Object.fromEntries(liveIndependents(s).map((i): [PlayerId, PlayerId] => [i, allyOf(s, i)])),
    },
  }),
  invariantBreaks: duelBreaks,
};
