// N2-A influence: at the start of the turn a card given to an independent (kept under its
// marker, never traded) moves its status one step toward the giver; not to one holding 3.
import { emit, type Draft } from '../draft.js';
import { err, ok, type Result, type RuleError } from '../errors.js';
import { rulesOf } from '../state.js';
import type { GameState, PlayerId } from '../types.js';
import { checkIndependent, refuse } from './refusals.js';
import { allyOf, duelOf, statusStep } from './status.js';

/** N2-A: an independent holding this many cards can no longer be influenced. */
export const INFLUENCE_LIMIT = 3;

export function checkInfluence(s: GameState, player: PlayerId, independent: PlayerId, card: number): RuleError | null {
  const e = checkIndependent(s, independent);
  if (e) return e;
  if (!duelOf(s)!.turn.influence || s.phase.kind !== 'reinforce') return refuse('notStartOfTurn', independent);
  if (!s.players[player].hand.includes(card)) return { code: 'cardNotInHand', card };
  if (s.players[independent].hand.length >= INFLUENCE_LIMIT) return refuse('full', independent);
  if (allyOf(s, independent) === player) return refuse('alreadyAlly', independent);
  return null;
}

/** N2-A influence: the card goes under the independent's marker (kept, never traded); one step toward the giver. */
export function influence(d: Draft, player: PlayerId, independent: PlayerId, card: number): Result<void> {
  const s = d.s;
  const e = checkInfluence(s, player, independent, card);
  if (e) return err(e);
  s.players[player].hand = s.players[player].hand.filter((c) => c !== card);
  s.players[independent].hand = [...s.players[independent].hand, card];
  const ally = statusStep(s, independent, player, true);
  duelOf(s)!.ally[independent] = ally;
  emit(d, {
    type: 'independentInfluenced',
    player,
    independent,
    card,
    cards: s.players[independent].hand.length,
    ally,
  });
  // Fewer cards now: a trade owed at the start of the turn (N-CRD-2) may no longer be.
  const forced = rulesOf(s).forcedTradeAt;
  if (s.phase.kind === 'reinforce' && s.phase.mustTrade && (forced === null || s.players[player].hand.length < forced))
    s.phase.mustTrade = false;
  return ok(undefined);
}
