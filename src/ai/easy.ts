// The easy AI: a beginner's game. It drafts and places at random along its borders, attacks
// any neighbour its stack outnumbers by two (a random one, whatever the odds or its goals),
// moves the fewest armies in and never fortifies: it spends its armies and is usually out
// early, so games with it end.
import { roomOn } from '../engine/state.js';
import type { GameState, PlayerId } from '../engine/types.js';
import type { RngState } from '../engine/rng.js';
import { checkAttack } from '../engine/combat.js';
import { forEachAttack } from '../engine/relations.js';
import type { Action } from '../engine/types.js';
import { borderTerritories, pick, roomy, routine } from './common.js';
import { claimAction } from './napoleon-goals.js';
import type { Policy } from './types.js';

const place = (s: GameState, p: PlayerId, rng: RngState) => roomy(s, p, borderTerritories(s, p), rng);

export const easyPolicy: Policy = (s, player, rng) => {
  const claim = claimAction(s, player); // NM-3
  if (claim) return claim;
  const r = routine(s, player, rng, place);
  if (r) return r;
  const phase = s.phase;
  if (phase.kind === 'reinforce') {
    const t = place(s, player, rng)!;
    // the reserve in batches of a third or so (at least 3), each to another random border territory
    const reserve = s.players[player].reserve;
    const batch = Math.max(3, Math.ceil(s.turn.received / 3), Math.ceil(reserve / 3));
    return { type: 'place', territory: t, count: Math.max(1, Math.min(batch, reserve, roomOn(s, t))) };
  }
  if (phase.kind === 'attack') {
    if (phase.conquest) return { type: 'move', count: phase.conquest.min };
    // any target its stack outnumbers, chosen at random, with no thought for odds or goals
    const options: Action[] = [];
    forEachAttack(s, player, 3, (from, to, own, there) => {
      if (own > there + 1 && !checkAttack(s, player, from, to, null)) options.push({ type: 'blitz', from, to });
    });
    if (options.length) return pick(rng, options);
  }
  return { type: 'endTurn' };
};
