// Undo of a player's own deterministic steps within their turn (for the map game: placements,
// the move after a conquest, fortifies). Never across a roll or a card draw: any other action
// clears the stack, so restoring a state can never reveal dice or cards still to come. Which
// actions qualify, and what a turn is, the game's host says (src/game/host.ts).
import { hostOf } from './family.js';
import type { GameRecord, UndoStack } from './record.js';
import { diffStates, revertPatch } from './undo-patch.js';

/** A turn's placements and moves, bounded. */
const MAX_STEPS = 40;

/** Called after `seat`'s accepted action: keeps what it changed (to put back), or clears the stack. */
export function trackUndo(r: GameRecord, seat: number, action: unknown, before: unknown): void {
  const host = hostOf(r);
  if (!host.undoable(action)) {
    r.undo = null;
    return;
  }
  const turn = host.turn(before);
  const u = r.undo;
  // A stack of whole states (an older build's) is started afresh in the light form.
  if (!u || u.player !== seat || u.turn !== turn || !u.patches) r.undo = { player: seat, turn, patches: [] };
  r.undo!.patches!.push(diffStates(before, r.state));
  if (r.undo!.patches!.length > MAX_STEPS) r.undo!.patches!.shift();
}

/** The state before the last undoable step, or null when there is none. */
function previous(u: UndoStack, current: unknown): unknown {
  const patch = u.patches?.at(-1);
  if (patch) return revertPatch(current, patch);
  return u.states?.at(-1) ?? null;
}

function depth(u: UndoStack): number {
  return u.patches?.length ?? u.states?.length ?? 0;
}

/** Whether `seat` may undo now: their own step, their turn still, nothing random since. */
export function canUndo(r: GameRecord, seat: number): boolean {
  const u = r.undo;
  const s = r.state;
  if (!u || s === null || u.player !== seat || !depth(u)) return false;
  const host = hostOf(r);
  if (host.def.outcome(s) !== null) return false;
  if (host.turn(s) !== u.turn || !host.def.waitingFor(s).includes(seat)) return false;
  return host.def.waitingFor(previous(u, s)).includes(seat);
}

/** Restores the state before `seat`'s last undoable step (the caller checked canUndo). */
export function popUndo(r: GameRecord): unknown {
  const u = r.undo!;
  const prev = previous(u, r.state);
  if (u.patches?.length) u.patches.pop();
  else u.states?.pop();
  return hostOf(r).restored(prev, r.state);
}
