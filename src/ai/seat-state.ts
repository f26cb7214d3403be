// What one seat may know, as a game state: the AI policies run on this, so by construction they
// never see another player's hand, mission, objective, hidden HQ, the deck order or the dice
// PRNG. Shapes stay those of GameState (lengths of hands and deck are public), which keeps the
// policies' fast paths: they read the board through the relation functions, not a view copy.
import { rankedForSeat } from '../engine/ranked-missions.js';
import { publicHqOf } from '../engine/ext.js';
import type { CapitalsSlice, GameExt, GameState, PlayerId } from '../engine/types.js';
import type { SeatView } from './types.js';

const HIDDEN = -1;

export function seatState(s: GameState, seat: PlayerId): SeatView {
  const view: GameState = {
    ...s,
    // the seed with the action log would replay the deck order and every die
    seed: 0,
    rng: [0, 0, 0, 0],
    deck: s.deck.map(() => HIDDEN),
    players: s.players.map((p) => p.id === seat ? p : {
      ...p,
      hand: p.hand.map(() => HIDDEN),
      mission: null,
      objective: null,
    }),
    ext: seatExt(s, seat),
    phase: s.phase.kind === 'setupSimultaneous'
      ? { ...s.phase, placements: Object.fromEntries(Object.entries(s.phase.placements).filter(([p]) => Number(p) === seat)) }
      : s.phase,
  };
  return view as SeatView;
}

/**
 * The whole state handed to a policy as if it were the seat's view: the simulations' fast path
 * (no copy per decision). Only sound because the policies decide the same on the seat's view
 * as with every unseen secret scrambled (test/game/ai-secrets.test.ts).
 */
export const wholeStateAsView = (s: GameState): SeatView => s as SeatView;

/** The slices as the seat may know them: others' ranked missions and hidden HQs removed, the M-1 pool (undealt missions) emptied. */
function seatExt(s: GameState, seat: PlayerId): GameExt {
  const ext: GameExt = { ...s.ext };
  if (ext.missions) ext.missions = { pool: ext.missions.pool.map(() => HIDDEN) };
  if (ext.ranked) ext.ranked = rankedForSeat(s, seat);
  if (ext.capitals) {
    const caps: CapitalsSlice = {};
    for (const [key, h] of Object.entries(ext.capitals)) {
      const id = Number(key);
      caps[id] = id === seat ? h : { ...h, hq: publicHqOf(s, id) };
    }
    ext.capitals = caps;
  }
  return ext;
}
