// The search's judgement of a position: each seat's power — its armies, its income over the
// next turns and what its cards will trade for — as a share of every seat's. A win is 1, being
// out is 0. Neutral seats count for nobody.
import { reinforcementsFor } from '../../engine/turns.js';
import type { GameState, PlayerId } from '../../engine/types.js';
import { expectedSet } from '../hard/threat.js';

/** Turns of income a position is worth beyond its armies. */
export const INCOME_TURNS = 2.5;

function power(s: GameState, p: PlayerId, armies: number): number {
  return armies + INCOME_TURNS * reinforcementsFor(s, p).total + expectedSet(s, s.players[p].hand.length);
}

/** The value of `s` to `me`, in [0, 1]. */
export function evaluate(s: GameState, me: PlayerId): number {
  if (s.phase.kind === 'over') {
    const w = s.phase.winners;
    return w.includes(me) ? 1 / w.length : 0;
  }
  if (s.players[me].status !== 'active') return 0;
  const k = s.players.length;
  const armies = new Array<number>(k).fill(0);
  const raw = s.board.armies;
  for (let i = 0; i < raw.length; i++) armies[i % k] += raw[i];
  let mine = 0,
    all = 0;
  for (const p of s.players) {
    if (p.kind === 'neutral' || p.status !== 'active') continue;
    const v = power(s, p.id, armies[p.id]);
    all += v;
    if (p.id === me) mine = v;
  }
  return all > 0 ? mine / all : 0;
}
