// The reducer: (state, actor, action, ctx) → new state + events, or a typed refusal that
// leaves the state untouched. Dispatch on phase first, then on action.
import { emit } from './draft.js';
import type { Draft } from './draft.js';
import { err, ok } from './errors.js';
import type { Result } from './errors.js';
import type { GameEvent } from './events.js';
import { noAfterAction } from './classic-hooks.js';
import { afterActionReadsEvents } from './hooks.js';
import { checkVictory } from './goals.js';
import { finishSetup } from './setup.js';
import { autoPlace, clearPlacement, confirmPlacement, planPlacement } from './simultaneous.js';
import { cloneState, hooksOf, isActive, rulesOf } from './state.js';
import { checkClock, endTurn, nextPhase } from './turns.js';
import type { Ruleset } from '../rules/ruleset.js';
import type { Action, Ctx, GameState, PlayerId } from './types.js';
import { attackPhase } from './phases/attack.js';
import { wrongPhase } from './phases/common.js';
import { phaseRefusal } from './phase-actions.js';
import { fortify } from './phases/fortify.js';
import { abandon } from './phases/leave.js';
import { neutralReinforce, reinforce, trade } from './phases/reinforce.js';
import { claim, setupPlace } from './phases/setup-phase.js';

export interface Applied {
  state: GameState;
  events: GameEvent[];
}

/** Actions anyone seated may send outside their turn (and those the ruleset's plugins add: `RulePlugin.anytime`). */
const ANYTIME: readonly Action['type'][] = ['setDefence', 'abandon', 'tick', 'placeNeutral'];
const anytimeBy = new WeakMap<Ruleset, ReadonlySet<Action['type']>>();

function anytimeOf(s: GameState): ReadonlySet<Action['type']> {
  const r = rulesOf(s);
  let set = anytimeBy.get(r);
  if (!set) {
    set = new Set([...ANYTIME, ...(r.plugins ?? []).flatMap((p) => p.anytime ?? [])]);
    anytimeBy.set(r, set);
  }
  return set;
}

export function applyAction(state: GameState, actor: PlayerId, action: Action, ctx: Ctx): Result<Applied> {
  if (state.phase.kind === 'over') return err({ code: 'gameOver' });
  return applyToDraft({ s: cloneState(state), events: [], ctx }, actor, action);
}

/**
 * `applyAction` on `state` itself, without the copy: for a simulation or a search that owns the
 * state and plays it forward (the copy is a tenth of a simulated action). The answer is the
 * same as `applyAction`'s for the same state, and `state` becomes the new one (continue with
 * the returned `state`, which a ruleset may replace). After a refusal `state` may be partly
 * changed: drop it. Events may share arrays with the state, which later actions change.
 */
export function applyActionInPlace(state: GameState, actor: PlayerId, action: Action, ctx: Ctx): Result<Applied> {
  if (state.phase.kind === 'over') return err({ code: 'gameOver' });
  return applyToDraft({ s: state, events: [], ctx }, actor, action);
}

function applyToDraft(d: Draft, actor: PlayerId, action: Action): Result<Applied> {
  // The clock is authoritative: an expired limit is settled before the action (C-TOUR-1, R-END-1).
  if (checkClock(d)) return done(d);
  if (action.type === 'tick') {
    return d.events.length > 0 ? done(d) : err({ code: 'nothingToDo' });
  }
  const player = d.s.players[actor];
  if (!player || player.kind === 'neutral') return err({ code: 'notSeated' });
  if (!isActive(player)) return err({ code: 'notPlaying' });
  // C-SET-7: everyone places at once, so no seat waits for its turn.
  const everyone = d.s.phase.kind === 'setupSimultaneous';
  if (!everyone && d.s.turn.player !== actor && !anytimeOf(d.s).has(action.type))
    return err({ code: 'notYourTurn', current: d.s.turn.player });
  // The ruleset's steps around the action (the `aroundAction` hook; N2-A: an invasion's status roll).
  const r = hooksOf(d.s).aroundAction(d, actor, action, (x) => run(x, actor, action));
  return r.ok ? done(r.value) : r;
}

const NO_EVENTS: readonly GameEvent[] = Object.freeze([]);

/** The action itself on the draft, with the ruleset's steps before and after it (`beforeAction`, `afterAction`). */
function run(d: Draft, actor: PlayerId, action: Action): Result<void> {
  const h = hooksOf(d.s);
  const pre = h.beforeAction(d, actor, action); // N2-A: influence window, ally armies to place, invasions
  if (pre) return err(pre);
  const from = d.events.length;
  const r = dispatch(d, actor, action);
  if (!r.ok) return r;
  if (h.afterAction !== noAfterAction)
    h.afterAction(d, actor, action, afterActionReadsEvents(h) ? d.events.slice(from) : NO_EVENTS);
  if (d.s.phase.kind !== 'over' && d.s.turn.player === actor) checkVictory(d, actor); // M-4
  return ok(undefined);
}

function done(d: Draft): Result<Applied> {
  d.s.version++;
  return ok({ state: d.s, events: d.events });
}

function dispatch(d: Draft, actor: PlayerId, a: Action): Result<void> {
  const s = d.s;
  const phase = s.phase;
  const own = hooksOf(s).ownAction(d, actor, a); // N2-A: influence, ally reinforcements and their placement; K-1 HQ; NM-3 claims
  if (own) return own;
  switch (a.type) {
    case 'setDefence':
      if (!rulesOf(s).defenceChoice) return err({ code: 'defencePreferenceLocked' });
      s.players[actor].defendWithOne = a.withOne;
      emit(d, { type: 'defencePreferenceSet', player: actor, withOne: a.withOne });
      return ok(undefined);
    case 'abandon':
      return abandon(d, actor);
    default:
      break;
  }
  const refused = phaseRefusal(s, a); // the phase's table of actions (the phaseActions hook)
  if (refused) return refused;
  switch (phase.kind) {
    case 'setupClaim':
      if (a.type !== 'claim') return wrongPhase(s, ['claim']);
      return claim(d, actor, a.territory);
    case 'setupPlace':
      if (a.type === 'place') return setupPlace(d, actor, a.territory, a.count, false);
      if (a.type === 'placeNeutral') {
        if (s.turn.player !== actor) return err({ code: 'notYourTurn', current: s.turn.player });
        return setupPlace(d, actor, a.territory, a.count, true);
      }
      return wrongPhase(s, ['place', 'placeNeutral']);
    case 'setupSimultaneous':
      if (a.type === 'place') return planPlacement(d, actor, a.territory, a.count);
      if (a.type === 'clearPlacement') return clearPlacement(d, actor);
      if (a.type === 'confirmPlacement') return confirmPlacement(d, actor, finishSetup);
      if (a.type === 'autoPlace') return autoPlace(d, actor, finishSetup);
      return wrongPhase(s, ['place', 'clearPlacement', 'confirmPlacement', 'autoPlace']);
    case 'chooseHQ': // K-1: the HQ itself is the capitals plugin's own action (ownAction above)
      return wrongPhase(s, ['chooseHQ']);
    case 'reinforce':
      if (a.type === 'trade') return trade(d, actor, a.cards);
      if (a.type === 'place') return reinforce(d, actor, a.territory, a.count);
      if (a.type === 'endPhase') {
        if (s.players[actor].reserve > 0) return err({ code: 'mustPlaceAll', reserve: s.players[actor].reserve });
        if (phase.mustTrade) return err({ code: 'mustTrade', hand: s.players[actor].hand.length });
        nextPhase(d);
        return ok(undefined);
      }
      return wrongPhase(s, ['trade', 'place', 'endPhase']);
    case 'neutralReinforce':
      if (a.type !== 'placeNeutral') return wrongPhase(s, ['placeNeutral']);
      if (actor !== phase.placer) return err({ code: 'notYourTurn', current: phase.placer });
      return neutralReinforce(d, a.territory, a.count);
    case 'attack':
      return attackPhase(d, actor, a);
    case 'fortify':
      if (a.type === 'fortify') return fortify(d, actor, a.from, a.to, a.count);
      if (a.type === 'endPhase') {
        nextPhase(d);
        return ok(undefined);
      }
      if (a.type === 'endTurn') {
        endTurn(d);
        return ok(undefined);
      }
      return wrongPhase(s, ['fortify', 'endTurn']);
    case 'over':
      return err({ code: 'gameOver' });
  }
}
