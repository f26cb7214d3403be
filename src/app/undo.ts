// Undo of a player's own deterministic steps within their turn (for the map game: placements,
// the move after a conquest, fortifies). Never across a roll or a card draw: any other action
// clears the stack, so restoring a state can never reveal dice or cards still to come. Which
// actions qualify, and what a turn is, the game's host says (src/game/host.ts).
import { hostOf } from './family.js';
import type { GameRecord } from './record.js';

/** A turn's placements and moves, bounded (each entry is a whole state). */
const MAX_STEPS = 40;

/** Called after `seat`'s accepted action: keeps the state before it, or clears the stack. */
export function trackUndo(r: GameRecord, seat: number, action: unknown, before: unknown): void {
  const host = hostOf(r);
  if (!host.undoable(action)) {
    r.undo = null;
    return;
  }
  const turn = host.turn(before);
  const u = r.undo;
  if (!u || u.player !== seat || u.turn !== turn) r.undo = { player: seat, turn, states: [] };
  r.undo!.states.push(before);
  if (r.undo!.states.length > MAX_STEPS) r.undo!.states.shift();
}

/** Whether `seat` may undo now: their own step, their turn still, nothing random since. */
export function canUndo(r: GameRecord, seat: number): boolean {
  const u = r.undo;
  const s = r.state;
  if (!u || s === null || u.player !== seat || !u.states.length) return false;
  const host = hostOf(r);
  if (host.def.outcome(s) !== null) return false;
  const prev = u.states[u.states.length - 1];
  return host.turn(s) === u.turn && host.def.waitingFor(s).includes(seat) && host.def.waitingFor(prev).includes(seat);
}

/** Restores the state before `seat`'s last undoable step (the caller checked canUndo). */
export function popUndo(r: GameRecord): unknown {
  const prev = r.undo!.states.pop()!;
  return hostOf(r).restored(prev, r.state);
}
