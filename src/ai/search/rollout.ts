// One simulated future: from a determinized state, every seat plays its model policy (the
// searching seat its heuristic, the others the normal AI) until the searching seat's next
// turn begins, or the game ends, or the action cap is reached; the engine's own rules and
// dice (the determinization's fresh stream) decide every roll: its exact odds are the chance
// nodes. Counts the simulated actions: that count is the search's budget.
import { applyAction } from '../../engine/apply.js';
import { waitingFor } from '../../engine/legal.js';
import { seedRng, type RngState } from '../../engine/rng.js';
import type { Action, GameState, PlayerId } from '../../engine/types.js';
import { wholeStateAsView } from '../seat-state.js';
import type { Policy } from '../types.js';

/** Actions one simulated future may take at most (a stand-off must not run on). */
export const ROLLOUT_CAP = 400;

export interface Models {
  /** the searching seat's own play in the simulation (the heuristic, never the search) */
  self: Policy;
  /** everyone else's */
  others: Policy;
}

export interface Rollout {
  state: GameState;
  nodes: number;
}

/** `first` applied for `me` to `s`, then the future played out as above. Null when `first` is refused. */
export function rollout(s: GameState, me: PlayerId, first: Action, models: Models, seed: number): Rollout | null {
  const ctx = { now: s.clock.startedAt ?? 0 };
  const applied = applyAction(s, me, first, ctx);
  if (!applied.ok) return null;
  let st = applied.value.state;
  const startTurn = s.turn.number;
  const rngs = new Map<PlayerId, RngState>();
  let nodes = 1;
  while (nodes < ROLLOUT_CAP && st.phase.kind !== 'over') {
    if (st.turn.player === me && st.turn.number !== startTurn) break;
    const p = waitingFor(st)[0];
    if (p === undefined) break;
    let rng = rngs.get(p);
    if (!rng) {
      rng = seedRng((seed * 7 + p) ^ 0x51ed);
      rngs.set(p, rng);
    }
    const action = (p === me ? models.self : models.others)(wholeStateAsView(st), p, rng);
    const r = applyAction(st, p, action, ctx);
    nodes++;
    if (!r.ok) break;
    st = r.value.state;
  }
  return { state: st, nodes };
}
