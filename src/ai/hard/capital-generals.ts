// The hard AI's guard of its capital in the 1796 campaign (napoleon-campaign): two generals on it
// (NA-GEN-1: +1 to each of the defender's two dice, with the fortification's +1 to the highest,
// NA-FORT-1), bought for one army each (NA-CONV-2) as soon as the opponent could strike it, and
// kept there (no manoeuvre or conquest takes them away). The capital is the opponent's 10-point
// first invasion (NC-VP-3) and a point a turn (NC-VP-1): in the hard AI's lost games as England
// read, France took London in its last turn from Île de France, whose 33 armies with a general had
// an even chance against 35 fortified defenders; with one English general there that chance is
// 8 %, with two 0.3 % (the engine's exact odds, docs/ai.md). The normal AI keeps its own builds.
import { generalsOn } from '../../engine/board-units.js';
import { checkBuild } from '../../engine/advanced/build.js';
import { followLimits } from '../../engine/advanced/land.js';
import { campaignOf } from '../../engine/campaign/slice.js';
import type { Action, GameState, PlayerId } from '../../engine/types.js';
import { ownCapital, threat } from '../campaign-guard.js';
import type { Policy } from '../types.js';

/** Generals the capital keeps: the dice bonus stops at two (NA-GEN-1). */
export const CAPITAL_GENERALS = 2;

/** NA-CONV-2: the generals the side's capital still wants, while the opponent could strike it; null when none. */
export function capitalGeneral(s: GameState, player: PlayerId): Action | null {
  if (s.phase.kind !== 'reinforce' || s.phase.mustTrade || s.turn.player !== player) return null;
  const capital = ownCapital(s, player);
  if (capital === null || threat(s, player, capital) === 0) return null;
  const want = CAPITAL_GENERALS - generalsOn(s, capital, player);
  if (want <= 0) return null;
  const c = checkBuild(s, player, 'general', capital, 1);
  return 'code' in c ? null : { type: 'build', unit: 'general', at: capital, count: Math.min(want, c.max) };
}

/** `a` with the capital's guard of generals left behind (a manoeuvre out, generals following a conquest). */
export function keepCapitalGenerals(s: GameState, player: PlayerId, a: Action): Action {
  const capital = ownCapital(s, player);
  if (capital === null) return a;
  const spare = Math.max(0, generalsOn(s, capital, player) - CAPITAL_GENERALS);
  if (a.type === 'manoeuvre' && a.from === capital && a.leaders > spare) return { ...a, leaders: spare };
  if (a.type !== 'follow' || a.leaders <= spare || threat(s, player, capital) === 0) return a;
  const f = followLimits(s, player);
  if ('code' in f || f.from !== capital) return a;
  return spare > 0 ? { ...a, leaders: spare } : { type: 'endPhase' };
  return a;
}

/** `p` in the campaign with its capital guarded as above; elsewhere `p` unchanged. */
export function capitalGuarded(p: Policy): Policy {
  return (view, player, rng, legal) => {
    const a = p(view, player, rng, legal);
    if (!campaignOf(view)) return a;
    if (a.type === 'place') return capitalGeneral(view, player) ?? a;
    return keepCapitalGenerals(view, player, a);
  };
}
