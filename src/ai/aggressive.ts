// pyrisk's StupidAI policy, so the two engines can be timed side by side: reinforce random
// border territories; attack with max dice whenever the source outnumbers the target, until
// conquest (a blitz: pyrisk also resolves a whole battle per attack); move the minimum in;
// never fortify.
import { forEachLegalAttack } from '../engine/combat.js';
import { randBinomial, randInt, type RngState } from '../engine/rng.js';
import { roomOn } from '../engine/state.js';
import type { GameState, PlayerId, TerritoryId } from '../engine/types.js';
import { borderTerritories, roomy, routine } from './common.js';
import type { Policy } from './types.js';

const place = (st: GameState, p: PlayerId, r: RngState) => roomy(st, p, borderTerritories(st, p), r);

// The attacks to choose from, reused from one decision to the next (a policy call is synchronous).
const froms: TerritoryId[] = [];
const tos: TerritoryId[] = [];

export const aggressivePolicy: Policy = (s, player, rng) => {
  const r = routine(s, player, rng, place);
  if (r) return r;
  const phase = s.phase;
  if (phase.kind === 'reinforce') {
    // One army at a time to random border territories, sent as one action per territory: the
    // share a territory would get of the remaining armies is binomial; drawing it (one draw)
    // keeps the policy while sparing the engine dozens of one-army actions.
    const border = borderTerritories(s, player);
    const t = roomy(s, player, border, rng)!;
    const share = randBinomial(rng, s.players[player].reserve, 1 / (border.length || 1));
    return { type: 'place', territory: t, count: Math.max(1, Math.min(share, roomOn(s, t))) };
  }
  if (phase.kind === 'attack') {
    if (phase.conquest) return { type: 'move', count: phase.conquest.min };
    // every legal attack (landings included where the ruleset reaches beyond) on a target the source outnumbers
    let n = 0; // the entries past n are stale (no length reset: a runtime call per decision)
    forEachLegalAttack(s, player, 2, (from, to, own, there) => {
      if (own > there) {
        froms[n] = from;
        tos[n++] = to;
      }
    });
    if (n === 0) return { type: 'endTurn' };
    const k = randInt(rng, n);
    return { type: 'blitz', from: froms[k], to: tos[k] };
  }
  return { type: 'endTurn' };
};
