import type { RngState } from '../engine/rng.js';
import type { Action, GameState, PlayerId } from '../engine/types.js';

declare const seatViewBrand: unique symbol;

/**
 * A game state as one seat may know it (`seatState` in seat-state.ts): every other seat's
 * secrets, the deck order, the seed and the PRNG removed; shaped as a GameState so the
 * policies keep their fast paths over the board functions. The brand keeps a whole state
 * from reaching a policy by accident.
 */
export type SeatView = GameState & { readonly [seatViewBrand]: true };

/**
 * A policy: pure, given the seat's view, its own PRNG (separate from the game's dice) and,
 * when the caller has them, the legal actions (the definition's `ai` passes them).
 */
export type Policy = (view: SeatView, player: PlayerId, rng: RngState, legal?: readonly Action[]) => Action;
