// The easy AI: a beginner's game. It drafts and places at random along its borders, takes at
// most one territory a turn (for the card; any number from round 40, so that its games end)
// when the baseline's odds say the attack is good,
// moves the fewest armies in and never fortifies. Whole games stay plausible: it grows slowly
// and defends by accident, so it loses to the baseline most of the time.
import { roomOn } from '../engine/state.js';
import type { GameState, PlayerId } from '../engine/types.js';
import type { RngState } from '../engine/rng.js';
import { baselineAttack } from './baseline.js';
import { borderTerritories, roomy, routine } from './common.js';
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
    // a territory a turn (the card); from round 40 as many as the odds allow, so games end
    if (s.turn.conquered > 0 && s.turn.round <= 40) return { type: 'endTurn' };
    return baselineAttack(s, player) ?? { type: 'endTurn' };
  }
  return { type: 'endTurn' };
};
