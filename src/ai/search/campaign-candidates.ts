// The plans worth comparing at a decision of a 1796 campaign turn (napoleon-campaign): where the
// whole reserve goes — the heuristic's spot, the side's capital, the source of its best attack,
// the territory it stands to lose most on (stake × the armies that could strike it beyond its
// own) — whether to press the attack or stop, and how many armies follow a conquest. The
// campaign layer's other decisions (influence, fleets, allies, annexations) stay the heuristic's.
import { armiesOn, territoriesControlledBy } from '../../engine/board.js';
import { checkAttack } from '../../engine/combat.js';
import { roomOn } from '../../engine/state.js';
import type { Action, GameState, PlayerId, TerritoryId } from '../../engine/types.js';
import { ownCapital, stake, threat } from '../campaign-guard.js';
import { plans, stagingTerritory } from '../campaign-targets.js';
import { push } from './candidates.js';

/** The own territory whose loss would cost most: stake times the armies that could strike it beyond those on it. */
function mostAtStake(s: GameState, player: PlayerId): TerritoryId | null {
  let best: TerritoryId | null = null,
    worst = 0;
  for (const t of territoriesControlledBy(s, player)) {
    const k = stake(s, player, t);
    if (k === 0) continue;
    const gap = k * (threat(s, player, t) - armiesOn(s, t));
    if (gap > worst) {
      worst = gap;
      best = t;
    }
  }
  return best;
}

/** The attack worth most in expected points whatever its odds (the heuristic asks for good ones), as a blitz. */
function boldest(s: GameState, player: PlayerId): Action | null {
  const p = plans(s, player)
    .filter((x) => x.win >= 0.3)
    .sort((x, y) => y.value * y.win - x.value * x.win)
    .find((x) => !checkAttack(s, player, x.from, x.to, null));
  return p ? { type: 'blitz', from: p.from, to: p.to, stopAt: p.stopAt } : null;
}

/** Candidates at a decision of `player`'s own campaign turn, `mine` first; `[mine]` when the decision is not weighed. */
export function campaignCandidates(s: GameState, player: PlayerId, mine: Action): Action[] {
  const out: Action[] = [mine];
  const phase = s.phase;
  if (s.turn.player !== player) return out;
  if (phase.kind === 'reinforce' && !phase.mustTrade && mine.type === 'place') {
    const reserve = s.players[player].reserve;
    const all = (t: TerritoryId | null): Action | null =>
      t && roomOn(s, t) > 0 ? { type: 'place', territory: t, count: Math.min(reserve, roomOn(s, t)) } : null;
    push(out, all(mine.territory));
    push(out, all(ownCapital(s, player)));
    push(out, all(stagingTerritory(s, player)));
    push(out, all(mostAtStake(s, player)));
    return out;
  }
  if (phase.kind !== 'attack' || phase.pendingRoll || phase.elimTrade) return out;
  if (phase.conquest) {
    if (mine.type !== 'move') return out;
    push(out, { type: 'move', count: phase.conquest.min });
    push(out, { type: 'move', count: phase.conquest.max });
    return out;
  }
  // a land offensive or the end of the combat phase: press on, stop, or strike where the odds are thinner
  if (mine.type !== 'blitz' && mine.type !== 'endPhase') return out;
  push(out, boldest(s, player));
  if (out.length > 1 || mine.type === 'blitz') push(out, { type: 'endPhase' });
  return out;
}
