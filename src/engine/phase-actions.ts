// Which actions each phase of the turn accepts, as data: the `phaseActions` hook (classic's
// table below). The engine refuses an action the game's table leaves out of the current phase
// (`wrongPhase`, listing what the phase accepts) and the legal actions leave it out too. The
// steps inside an action — the move after a conquest, a pending roll's choices, C-ELM-2's trades
// and placements — belong to the action that started them, and `endPhase` always leaves a phase.
import { err, type Result } from './errors.js';
import type { TurnPhase } from './hooks.js';
import { hooksOf } from './state.js';
import type { Action, GameState } from './types.js';

type ActionType = Action['type'];

/** C-REI, C-ATK, C-FOR: what each phase of a classic turn accepts (the `phaseActions` default). */
export const CLASSIC_PHASE_ACTIONS: Readonly<Record<TurnPhase, readonly ActionType[]>> = {
  reinforce: ['trade', 'place', 'endPhase'],
  attack: ['attack', 'blitz', 'fortify', 'endPhase', 'endTurn'],
  fortify: ['fortify', 'endTurn'],
};

/** The phase table's scope: actions some turn phase may take; anything else is governed elsewhere. */
const TABLED = new Set<ActionType>(['trade', 'place', 'attack', 'blitz', 'fortify', 'endTurn']);

const isTurnPhase = (k: string): k is TurnPhase => k === 'reinforce' || k === 'attack' || k === 'fortify';

/** Whether the action is a step inside one already started (the handler governs it, not the table). */
function insideAction(s: GameState): boolean {
  const p = s.phase;
  return p.kind === 'attack' && (p.conquest !== null || p.pendingRoll !== null || p.elimTrade);
}

/** Whether the game's phase table lets `type` be taken now (true outside the turn's phases). */
export function phaseAccepts(s: GameState, type: ActionType): boolean {
  const kind = s.phase.kind;
  if (!isTurnPhase(kind) || !TABLED.has(type) || insideAction(s)) return true;
  return hooksOf(s).phaseActions(s, kind).includes(type);
}

/**
 * The legal actions' filter for the current phase: null when nothing is left out (outside the
 * turn's phases, inside an action, or under classic's table, which the candidates follow).
 */
export function phaseFilter(s: GameState): ((a: Action) => boolean) | null {
  const kind = s.phase.kind;
  if (!isTurnPhase(kind) || insideAction(s)) return null;
  const accepts = hooksOf(s).phaseActions(s, kind);
  if (accepts === CLASSIC_PHASE_ACTIONS[kind]) return null;
  return (a) => !TABLED.has(a.type) || accepts.includes(a.type);
}

/** The refusal of an action the phase's table leaves out, or null. */
export function phaseRefusal(s: GameState, a: Action): Result<void> | null {
  if (phaseAccepts(s, a.type)) return null;
  const kind = s.phase.kind as TurnPhase;
  return err({ code: 'wrongPhase', phase: kind, allowed: [...hooksOf(s).phaseActions(s, kind)] });
}
