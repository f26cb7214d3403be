// NA-CRD-5: a defence card (D, AD) is armed face down during its owner's turn, naming one of
// their territories or any; it fires by itself when another player begins an invasion there,
// and goes back to the hand at the start of the owner's next turn if it did not.
import { addArmies, controller, mapOf } from '../board.js';
import { emit, type Draft } from '../draft.js';
import { err, ok, type Result } from '../errors.js';
import { advCardsOf, editAdvCards } from '../ext.js';
import type { AdvCardsSlice, GameState, PlayerId, TerritoryId } from '../types.js';
import { armable, effectOfCard } from './card-effects.js';
import { discardForEffect } from './card-play.js';

/** NA-CRD-5: arms `card` from the actor's hand on their own turn, for `target` (an own territory) or any (null). */
export function armCard(d: Draft, actor: PlayerId, card: number, target: TerritoryId | null): Result<void> {
  const s = d.s;
  const p = s.players[actor];
  if (s.turn.player !== actor) return err({ code: 'notYourTurn', current: s.turn.player });
  if (!p.hand.includes(card)) return err({ code: 'cardNotInHand', card });
  const def = effectOfCard(s, card);
  if (!def) return err({ code: 'cardEffect', reason: 'wild', card });
  if (!armable(def.symbol)) return err({ code: 'cardEffect', reason: 'notArmable', card, symbol: def.symbol });
  if (advCardsOf(s).armed[actor]) return err({ code: 'cardEffect', reason: 'armedAlready', card });
  if (target !== null && (!Object.hasOwn(mapOf(s).byId, target) || controller(s, target) !== actor))
    return err({ code: 'cardEffect', reason: 'notYourTerritory', card });
  p.hand = p.hand.filter((c) => c !== card);
  editAdvCards(s).armed[actor] = { card, target };
  emit(d, { type: 'cardArmed', player: actor, card, target });
  return ok(undefined);
}

/** NA-CRD-5: at the start of the owner's turn an armed card that did not fire goes back to the hand. */
export function disarmAtTurnStart(d: Draft, player: PlayerId): void {
  const s = d.s;
  const armed = advCardsOf(s).armed[player];
  if (!armed) return;
  delete editAdvCards(s).armed[player];
  s.players[player].hand = [...s.players[player].hand, armed.card];
  emit(d, { type: 'cardDisarmed', player, card: armed.card });
}

/**
 * NA-CRD-5: `attacker` begins an invasion of `to` in their turn: the defender's armed card fires
 * when it names `to` or any territory. DÉFENSE HÉROÏQUE and ÉCLAIREURS then act for that
 * invasion; LEVÉE LOCALE puts 2 armies there at once. Answers whether a card fired.
 */
export function fireOnInvasion(d: Draft, attacker: PlayerId, to: TerritoryId): boolean {
  const s = d.s;
  const defender = controller(s, to);
  if (defender < 0 || defender === attacker) return false;
  const armed = advCardsOf(s).armed[defender];
  if (!armed || (armed.target !== null && armed.target !== to)) return false;
  const def = effectOfCard(s, armed.card)!;
  const slice = editAdvCards(s);
  delete slice.armed[defender];
  if (def.kind === 'levee_locale') addArmies(s, to, 2, defender);
  else slice.active.push({ kind: def.kind, player: defender, target: to, side: 'defence', spent: false });
  // discarded like a card played from the hand (NA-CRD-2 applies)
  const armies = discardForEffect(s, defender, armed.card);
  emit(d, {
    type: 'cardFired',
    player: defender,
    card: armed.card,
    kind: def.kind,
    territory: to,
    attacker,
    armies: armies + (def.kind === 'levee_locale' ? 2 : 0),
  });
  return true;
}

/** The slice as `seat` may know it: another player's armed card is only known to exist (card -1, no target). */
export function advCardsForSeat(c: AdvCardsSlice, seat: PlayerId): AdvCardsSlice {
  const armed: AdvCardsSlice['armed'] = {};
  for (const [key, a] of Object.entries(c.armed))
    armed[Number(key)] = Number(key) === seat ? a : { card: -1, target: null };
  return { armed, active: c.active };
}

/** Whether `player` has a card armed (public: it lies face down). */
export const hasArmedCard = (s: GameState, player: PlayerId): boolean => advCardsOf(s).armed[player] !== undefined;

/** The player's own armed card (the owner's secret). */
export const armedCardOf = (s: GameState, player: PlayerId): { card: number; target: TerritoryId | null } | null =>
  advCardsOf(s).armed[player] ?? null;
