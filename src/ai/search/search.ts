// The hard AI's search (issue 27): at each decision of its own turn where its heuristics and
// the normal AI's disagree or a plan could change (where the reserve goes, whether to press an
// attack, how many armies move in, whether to fortify), each candidate is scored by simulating
// the rest of the turn and the opponents' replies over several determinizations of the hidden
// cards, with common random numbers (every candidate meets the same samples and dice streams),
// and the best mean wins. Deterministic: every sample's seed comes from the seat's random
// stream, and the budget is a count of simulated actions, never a clock.
import { campaignOf } from '../../engine/campaign/slice.js';
import { nextUint32 } from '../../engine/rng.js';
import type { Policy } from '../types.js';
import { nodesPerDecision } from './budget.js';
import { campaignCandidates } from './campaign-candidates.js';
import { campaignValue } from './campaign-value.js';
import { candidates } from './candidates.js';
import { determinize, searchable } from './determinize.js';
import { evaluate } from './evaluate.js';
import { rollout, type Models } from './rollout.js';

/**
 * What the searches of this process did (the bench's calibration of NODE_US and its cost
 * keys): decisions weighed, simulated actions. Counted only; no decision reads it.
 */
export const searchStats = { searched: 0, nodes: 0 };

/** Samples every candidate meets at least, whatever the budget (under it, no search). */
export const MIN_SAMPLES = 2;
/** And at most (a cheap end game must not loop for the whole budget). */
export const MAX_SAMPLES = 64;

/**
 * `heuristic` with the search on top; `opponent` models the other seats. With a zero budget,
 * or a view the search cannot determinize, the heuristic decides alone.
 */
export function searching(heuristic: Policy, opponent: Policy): Policy {
  const models: Models = { self: heuristic, others: opponent };
  return (view, player, rng, legal) => {
    const mine = heuristic(view, player, rng, legal);
    if (view.turn.player !== player || !searchable(view)) return mine;
    const budget = nodesPerDecision(view);
    if (budget <= 0) return mine;
    // the campaign is won on victory points: its own plans and its own judgement
    const points = campaignOf(view) !== null;
    const cands = points
      ? campaignCandidates(view, player, mine)
      : candidates(view, player, mine, opponent(view, player, [...rng], legal));
    const value = points ? campaignValue : evaluate;
    if (cands.length < 2) return mine;
    const totals = new Array<number>(cands.length).fill(0);
    const alive = cands.map(() => true);
    const base = nextUint32(rng);
    let nodes = 0,
      samples = 0;
    while (samples < MAX_SAMPLES && (samples < MIN_SAMPLES || nodes < budget)) {
      const seed = (base + samples * 0x9e3779b9) >>> 0;
      const world = determinize(view, player, seed);
      for (let c = 0; c < cands.length; c++) {
        if (!alive[c]) continue;
        const r = rollout(world, player, cands[c], models, seed);
        if (!r) {
          alive[c] = false; // refused by the rules: never chosen
          continue;
        }
        nodes += r.nodes;
        totals[c] += value(r.state, player);
      }
      samples++;
    }
    searchStats.searched++;
    searchStats.nodes += nodes;
    let best = 0;
    for (let c = 1; c < cands.length; c++) if (alive[c] && (!alive[best] || totals[c] > totals[best])) best = c;
    return alive[best] ? cands[best] : mine;
  };
}
