// The duel's rule plugins (src/engine/hooks.ts, `RulePlugin`): the only way the core engine
// reaches the duel's modules. src/rules/napoleon-duel.ts stacks all three; the 1796 campaign
// (src/rules/napoleon-campaign.ts) stacks the independents only, with its own status rolls. No core
// module imports src/engine/duel* (test/engine/rule-seams.test.ts checks it).
import { armiesOn, connectedControlled, controller, territoriesControlledBy } from '../board.js';
import type { Draft } from '../draft.js';
import { ok } from '../errors.js';
import type { RulePlugin } from '../hooks.js';
import { cloneState, featuresOf } from '../state.js';
import type { GameState, PlayerId } from '../types.js';
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

/** How an invasion's status rolls are settled when it ends (N2-A here; NC-ALLY in the campaign). */
export type SettleInvasion = (d: Draft, actor: PlayerId) => void;

/**
 * N2-P / N2-A: the four independents as armies that ally by influence, are reinforced by their
 * allies, attack for them and change sides after an invasion (`settle`). Owns the `ext.duel` slice.
 */
export function independentsPlugin(settle: SettleInvasion): RulePlugin {
  return {
    name: 'independents',
    copies: {
      // N2-*: small, edited in place by its handlers (src/engine/duel.ts)
      duel: (x) => ({
        setupPlaced: { ...x.setupPlaced },
        ally: { ...x.ally },
        turn: {
          influence: x.turn.influence,
          reinforced: x.turn.reinforced.slice(),
          moved: x.turn.moved.slice(),
          combat: x.turn.combat,
        },
        invasion: x.invasion ? { ...x.invasion } : null,
      }),
    },
    hooks: {
      // N2-A: the status roll of the invasion this action ends comes first and stands even when it
      // makes the action illegal (the ally used just left), as at the table; an action illegal
      // anyway is refused with the state unchanged.
      aroundAction(d, actor, action, run, below) {
        if (!endsInvasion(d.s, actor, action)) return below(d, actor, action, run);
        const untouched = cloneState(d.s);
        settle(d, actor);
        const rolled: Draft = { s: cloneState(d.s), events: [...d.events], ctx: d.ctx };
        const r = below(d, actor, action, run);
        if (r.ok) return r;
        return below({ s: untouched, events: [], ctx: d.ctx }, actor, action, run).ok ? ok(rolled) : r;
      },
      beforeAction: beforeDuelAction,
      afterAction: (d, actor, _action, events) => afterDuelAction(d, actor, events, settle),
      ownAction(d, actor, a) {
        if (a.type === 'influence') return influence(d, actor, a.independent, a.card);
        if (a.type === 'reinforceAlly') return reinforceAlly(d, actor, a.independent);
        // an ally's rolled reinforcements
        if (a.type === 'placeNeutral' && activeIndependents(d.s) && duringTurn(d.s))
          return placeAlly(d, actor, a.territory, a.count);
        return null;
      },
      ownLegalActions(s, player, out, below) {
        const pending = activeIndependents(s) && duringTurn(s) ? allyToPlace(s) : null;
        if (pending !== null) {
          // the rolled ally armies first, and only them
          for (const t of territoriesControlledBy(s, pending))
            for (const c of counts(1, s.players[pending].reserve))
              out.push({ type: 'placeNeutral', territory: t, count: c });
          return true;
        }
        if (below(s, player, out)) return true;
        if (!activeIndependents(s) || !duringTurn(s)) return false;
        const hand = s.players[player].hand;
        for (const i of liveIndependents(s)) {
          if (checkReinforceAlly(s, player, i) === null) out.push({ type: 'reinforceAlly', independent: i });
          for (const card of hand)
            if (checkInfluence(s, player, i, card) === null) out.push({ type: 'influence', independent: i, card });
        }
        return false;
      },
      turnStarted(d, player, below) {
        below(d, player);
        beginDuelTurn(d.s);
      },
      commands: onSide,
      alliesOf,
      attackRefusal: checkDuelAttack, // N2-A: not one's own side (an ally may attack another ally)
      // an ally's rolled reinforcements, outside the set-up (the duel's set-up quotas are duelSetupPlugin's)
      neutralPlaceable: (s, t) =>
        s.phase.kind === 'setupPlace'
          ? undefined
          : allyToPlace(s) === controller(s, t)
            ? s.players[controller(s, t)].reserve
            : 0,
      startSlices: () => ({ duel: newDuelSlice() }),
      publicExtras: (s) => ({
        duel: {
          independents: featuresOf(s).independents,
          status: Object.fromEntries(liveIndependents(s).map((i): [PlayerId, PlayerId] => [i, allyOf(s, i)])),
        },
      }),
      invariantBreaks: duelBreaks,
    },
  };
}

/** N2-1: four independent seats, the deal (10, 10, 7 each) and the placement turns (3 own, 2 per independent). */
export const duelSetupPlugin: RulePlugin = {
  name: 'duel-setup',
  hooks: {
    extraSeats: (n, taken, _features, colours) => independentPlayers(n, taken, colours),
    dealTerritories: (d) => dealDuel(d, d.s.order),
    setupTurn: duelPlacementQuotas,
    neutralSetupPlacement(s, t) {
      const owner = controller(s, t);
      return isIndependent(s, owner) ? { owner, left: setupQuotaLeft(s, owner) } : { code: 'notNeutral', territory: t };
    },
    neutralPlaced: noteSetupPlacement,
    neutralPlaceable: (s, t) => (s.phase.kind === 'setupPlace' ? setupQuotaLeft(s, controller(s, t)) : undefined),
    setupFinished: clearIndependentReserves,
  },
};

/** N-FOR-1 with allies (N2-A): one strategic move per army of one's side, the last one ending the turn. */
export const duelMovesPlugin: RulePlugin = {
  name: 'duel-moves',
  hooks: {
    checkMove: checkDuelMove,
    moveTargets(s, player, from) {
      if (!moversLeft(s, player).includes(controller(s, from)) || armiesOn(s, from) < 2) return [];
      return [...connectedControlled(s, from)]
        .filter((t) => t !== from)
        .map((to) => ({ to, max: armiesOn(s, from) - 1 }));
    },
    moveMade: noteDuelMove,
  },
};

/** The duel's independents with the N2-A status roll. */
export const duelIndependentsPlugin = independentsPlugin(settleInvasion);
