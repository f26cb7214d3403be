// Undo of a player's own deterministic steps within their turn (placements, the move after a
// conquest, fortifies). Never across a roll or a card draw: any other action clears the stack,
// so restoring a state can never reveal dice or cards still to come.
import { waitingFor, type Action, type GameState, type PlayerId } from '../engine/index.js';
import type { GameRecord } from './record.js';

const UNDOABLE: ReadonlySet<Action['type']> = new Set(['place', 'placeNeutral', 'move', 'fortify']);
/** A turn's placements and moves, bounded (each entry is a whole state). */
const MAX_STEPS = 40;

/** Called after `seat`'s accepted action: keeps the state before it, or clears the stack. */
export function trackUndo(r: GameRecord, seat: PlayerId, action: Action, before: GameState): void {
  if (!UNDOABLE.has(action.type)) { r.undo = null; return; }
  const u = r.undo;
  if (!u || u.player !== seat || u.turn !== before.turn.number) r.undo = { player: seat, turn: before.turn.number, states: [] };
  r.undo!.states.push(before);
  if (r.undo!.states.length > MAX_STEPS) r.undo!.states.shift();
}

/** Whether `seat` may undo now: their own step, their turn still, nothing random since. */
export function canUndo(r: GameRecord, seat: PlayerId): boolean {
  const u = r.undo;
  const s = r.state;
  if (!u || !s || u.player !== seat || !u.states.length || s.phase.kind === 'over') return false;
  const prev = u.states[u.states.length - 1];
  return s.turn.number === u.turn && waitingFor(s).includes(seat) && waitingFor(prev).includes(seat);
}

/** Restores the state before `seat`'s last undoable step (the caller checked canUndo). */
export function popUndo(r: GameRecord): GameState {
  const prev = r.undo!.states.pop()!;
  // The version only grows, so anything keyed on it (images, buttons) sees a new state.
  return { ...prev, version: r.state!.version + 1 };
}
