import type { RngState } from '../engine/rng.js';
import type { Action, GameState, PlayerId } from '../engine/types.js';

/** A policy: pure, given its own PRNG (separate from the game's dice). */
export type Policy = (state: GameState, player: PlayerId, rng: RngState) => Action;
