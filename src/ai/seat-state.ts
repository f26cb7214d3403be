// What one seat may know, as a game state: the AI policies run on this, so by construction they
// never see another player's hand, mission, objective, hidden HQ, the deck order or the dice
// PRNG. Shapes stay those of GameState (lengths of hands and deck are public), which keeps the
// policies' fast paths: they read the board through the relation functions, not a view copy.
import { rankedForSeat } from '../engine/ranked-missions.js';
import type { GameState, PlayerId } from '../engine/types.js';

const HIDDEN = -1;

export function seatState(s: GameState, seat: PlayerId): GameState {
  return {
    ...s,
    rng: [0, 0, 0, 0],
    deck: s.deck.map(() => HIDDEN),
    players: s.players.map((p) => p.id === seat ? p : {
      ...p,
      hand: p.hand.map(() => HIDDEN),
      mission: null,
      objective: null,
      hq: p.hqRevealed ? p.hq : null,
    }),
    ...(s.ranked ? { ranked: rankedForSeat(s, seat) } : {}),
    phase: s.phase.kind === 'setupSimultaneous'
      ? { ...s.phase, placements: Object.fromEntries(Object.entries(s.phase.placements).filter(([p]) => Number(p) === seat)) }
      : s.phase,
  };
}
