// The hard AI: the baseline's goals and attack odds, with a defence model. It splits its
// reserve by worst-case threat (what neighbour stacks plus that player's income can bring, at
// the engine's exact odds), attacks with the armies that may leave a territory and stops before
// its garrison, moves in leaving each side of a conquest what it needs, fortifies toward the
// most threatened border and drafts its claims by continent. Pure and deterministic: the seat's
// view and its PRNG only. In team games (NT-*) it plays as the baseline (docs/ai.md).
import { teamsOf } from '../engine/relations.js';
import { roomOn } from '../engine/state.js';
import type { GameState, PlayerId, TerritoryId } from '../engine/types.js';
import type { RngState } from '../engine/rng.js';
import { baselinePolicy } from './baseline.js';
import { borderTerritories, roomy, routine } from './common.js';
import { claimChoice, hardPlacement } from './hard/setup.js';
import { hardAttack, hardFortify, hardMoveIn } from './hard/moves.js';
import { claimAction } from './napoleon-goals.js';
import type { Policy } from './types.js';

const place = (s: GameState, p: PlayerId, rng: RngState): TerritoryId | null =>
  hardPlacement(s, p)?.territory ?? roomy(s, p, borderTerritories(s, p), rng);

export const hardPolicy: Policy = (s, player, rng, legal) => {
  if (teamsOf(s)) return baselinePolicy(s, player, rng, legal);
  const claim = claimAction(s, player); // NM-3
  if (claim) return claim;
  if (s.phase.kind === 'setupClaim') {
    const t = claimChoice(s, player);
    if (t) return { type: 'claim', territory: t };
  }
  const r = routine(s, player, rng, place);
  if (r) return r;
  const phase = s.phase;
  if (phase.kind === 'reinforce') {
    const p = hardPlacement(s, player);
    if (p) return { type: 'place', territory: p.territory, count: p.count };
    const t = roomy(s, player, borderTerritories(s, player), rng)!;
    return { type: 'place', territory: t, count: Math.min(s.players[player].reserve, roomOn(s, t)) };
  }
  if (phase.kind === 'attack') {
    if (phase.conquest) return { type: 'move', count: hardMoveIn(s, player) };
    return hardAttack(s, player) ?? hardFortify(s, player) ?? { type: 'endTurn' };
  }
  if (phase.kind === 'fortify') return hardFortify(s, player) ?? { type: 'endTurn' };
  return { type: 'endTurn' };
};
