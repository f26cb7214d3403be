// The card actions of the advanced game (the `ownAction` hook): playing a card for its effect
// (NA-CRD-1) and arming a defence card (NA-CRD-5), refused outside the player's own reinforce,
// combat and manoeuvre phases, mid-conquest or mid-trade, and in a game without cards.
import type { Draft } from '../draft.js';
import { err, type Result, type RuleError } from '../errors.js';
import type { Action, GameState, PlayerId } from '../types.js';
import { armCard } from './card-arming.js';
import type { AdvPhase } from './card-effects.js';
import { playCardEffect } from './card-play.js';
import { featuresOf } from '../ruleset-source.js';

/** NA-TURN-2: the phase of the advanced turn the engine's phase stands for (null outside a turn). */
export function advPhaseOf(s: GameState): AdvPhase | null {
  switch (s.phase.kind) {
    case 'reinforce':
      return 'reinforce';
    case 'attack':
      return 'combat';
    case 'fortify':
      return 'manoeuvre';
    default:
      return null;
  }
}

/** Why no card can be played or armed now, or null. */
export function cardMomentRefusal(s: GameState): RuleError | null {
  if (!featuresOf(s).playsCards) return { code: 'noCardsInGame' };
  const p = s.phase;
  if (advPhaseOf(s) === null) return { code: 'wrongPhase', phase: p.kind, allowed: ['reinforce', 'attack', 'fortify'] };
  if (p.kind === 'reinforce' && p.mustTrade) return { code: 'mustTrade', hand: s.players[s.turn.player].hand.length };
  if (p.kind === 'attack') {
    if (p.conquest) return { code: 'pendingConquest', ...p.conquest };
    if (p.pendingRoll) return { code: 'pendingRoll' };
    if (p.elimTrade) return { code: 'mustTrade', hand: s.players[s.turn.player].hand.length };
  }
  return null;
}

export function playCardAction(d: Draft, actor: PlayerId, a: Extract<Action, { type: 'playCard' }>): Result<void> {
  const why = cardMomentRefusal(d.s);
  if (why) return err(why);
  const { type: _type, ...play } = a;
  return playCardEffect(d, actor, play, advPhaseOf(d.s)!);
}

export function armCardAction(d: Draft, actor: PlayerId, a: Extract<Action, { type: 'armCard' }>): Result<void> {
  const why = cardMomentRefusal(d.s);
  if (why) return err(why);
  return armCard(d, actor, a.card, a.target);
}
