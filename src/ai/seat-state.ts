// What one seat may know, as a game state: the AI policies run on this, so by construction they
// never see another player's hand, mission, objective, hidden HQ, the deck order or the dice
// PRNG. Shapes stay those of GameState (lengths of hands and deck are public), which keeps the
// policies' fast paths: they read the board through the relation functions, not a view copy.
import { rankedForSeat } from '../engine/ext.js';
import { advMissionsForSeat } from '../engine/advanced/missions.js';
import { advCardsForSeat } from '../engine/advanced/card-arming.js';
import { publicHqCardsOf, publicHqOf } from '../engine/ext.js';
import { fogState } from '../engine/fog.js';
import type { CapitalsSlice, GameExt, GameState, PlayerId } from '../engine/types.js';
import type { SeatView } from './types.js';

const HIDDEN = -1;

export function seatState(whole: GameState, seat: PlayerId): SeatView {
  // FOG-7: under fog of war the seat knows only the board it sees (the rest is a guess made from that)
  const s = fogState(whole, seat);
  const view: GameState = {
    ...s,
    // the seed with the action log would replay the deck order and every die
    seed: 0,
    rng: [0, 0, 0, 0],
    deck: s.deck.map(() => HIDDEN),
    players: s.players.map((p) =>
      p.id === seat
        ? p
        : {
            ...p,
            hand: p.hand.map(() => HIDDEN),
            mission: null,
            objective: null,
          },
    ),
    ext: seatExt(s, seat),
    phase:
      s.phase.kind === 'setupSimultaneous'
        ? {
            ...s.phase,
            placements: Object.fromEntries(Object.entries(s.phase.placements).filter(([p]) => Number(p) === seat)),
          }
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

type SeatFilters = {
  [K in keyof GameExt]-?: (slice: NonNullable<GameExt[K]>, s: GameState, seat: PlayerId) => NonNullable<GameExt[K]>;
};

/**
 * Each slice as the seat may know it. Every slice must say (the mapped type makes a new slice
 * without a filter a compile error): secrets are removed here or nowhere.
 */
const seatFilters: SeatFilters = {
  // M-1: the undealt missions tell what the others may hold
  missions: (m) => ({ pool: m.pool.map(() => HIDDEN) }),
  ranked: (_r, s, seat) => rankedForSeat(s, seat),
  risiko: (r) => r, // public (R-END-1)
  duel: (d) => d, // public (N2-*: statuses, quotas, this turn's flags)
  points: (p) => p, // public (victory points)
  campaign: (c) => c, // public (NC-*: sides, statuses, first invasions as crossed off, FOG-11; annexations)
  // NA-MIS: the piles' order and the others' unclaimed missions are secret
  advMissions: (_m, s, seat) => advMissionsForSeat(s, seat),
  // NA-CRD-5: another player's armed card is known to exist, not what or where
  // (under fog, fogState already dropped another group's effects in force out of sight, FOG-10)
  advCards: (c, _s, seat) => advCardsForSeat(c, seat),
  advanced: (a) => a, // public (NA-*: starting units, captured leaders, the turn's steps; missions and armed cards live elsewhere)
  capitals: (c, s, seat) => {
    const caps: CapitalsSlice = {};
    for (const [key, h] of Object.entries(c)) {
      const id = Number(key);
      caps[id] = id === seat ? h : { ...h, hq: publicHqOf(s, id), cards: [...publicHqCardsOf(s, id)] };
    }
    return caps;
  },
};

function seatExt(s: GameState, seat: PlayerId): GameExt {
  const ext: GameExt = {};
  for (const key in s.ext) {
    const k = key as keyof GameExt;
    const slice = s.ext[k];
    if (slice !== undefined)
      (ext as Record<string, unknown>)[k] = (seatFilters[k] as (x: unknown, s: GameState, seat: PlayerId) => unknown)(
        slice,
        s,
        seat,
      );
  }
  return ext;
}
