// NA-CRD-5 and the effects in force: a defence card (D, AD) is armed face down during its
// owner's turn, naming one of their territories or any; it fires by itself when another player
// begins an invasion there, and goes back to the hand at the start of the owner's next turn if
// it did not. The effects in force (attack cards of this turn, fired defence cards) are what the
// dice and the manoeuvres ask here.
import { addArmies, controller } from '../board.js';
import { emit, type Draft } from '../draft.js';
import { err, ok, type Result } from '../errors.js';
import { advCardsOf, editAdvCards } from '../ext.js';
import type { ActiveEffect, AdvCardsSlice, EffectKind, GameState, PlayerId, TerritoryId } from '../types.js';
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
  if (target !== null && controller(s, target) !== actor)
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

const active = (s: GameState, player: PlayerId, kind: EffectKind, target: string): ActiveEffect | undefined =>
  advCardsOf(s).active.find((e) => e.player === player && e.kind === kind && e.target === target && !e.spent);

/** What the cards in force add to one battle's dice: +1 to a side's highest die, or the fortification ignored. */
export interface EffectDice {
  attack: number;
  defence: number;
  /** SAPEURS: the defender's fortification gives no bonus. */
  ignoreFort: boolean;
}

/** The card effects on a battle of `attacker` against `defender` at `target` (a territory, or a sea zone at sea). */
export function effectDice(
  s: GameState,
  attacker: PlayerId,
  defender: PlayerId,
  target: string,
  sea: boolean,
): EffectDice {
  return {
    attack: active(s, attacker, sea ? 'brulots' : 'charge', target) ? 1 : 0,
    defence: !sea && active(s, defender, 'defense_heroique', target) ? 1 : 0,
    ignoreFort: !sea && active(s, attacker, 'sapeurs', target) !== undefined,
  };
}

/**
 * ÉCLAIREURS: the die `player` re-rolls in this battle — the lowest of their dice that loses its
 * pair (dice sorted high to low, modifiers applied) — or -1 when they have no scouts in force
 * there, or no die loses.
 */
export function scoutsDie(
  s: GameState,
  player: PlayerId,
  target: TerritoryId,
  own: readonly number[],
  other: readonly number[],
  attacking: boolean,
): number {
  if (!active(s, player, 'eclaireurs', target)) return -1;
  for (let i = Math.min(own.length, other.length) - 1; i >= 0; i--) {
    const loses = attacking ? own[i] <= other[i] : own[i] < other[i];
    if (loses) return i;
  }
  return -1;
}

/** ÉCLAIREURS: the re-roll was used (once per card). */
export function spendScouts(d: Draft, player: PlayerId, target: TerritoryId): void {
  const e = editAdvCards(d.s).active.find((x) => x.player === player && x.kind === 'eclaireurs' && x.target === target);
  if (e) e.spent = true;
}

/** MARCHE FORCÉE: land manoeuvres the player's cards add this turn (not yet used). */
export const extraLandManoeuvres = (s: GameState, player: PlayerId): number =>
  advCardsOf(s).active.filter((e) => e.player === player && e.kind === 'marche_forcee' && !e.spent).length;

/** MARCHE FORCÉE: one extra land manoeuvre was used. */
export function spendForcedMarch(d: Draft, player: PlayerId): void {
  const e = editAdvCards(d.s).active.find((x) => x.player === player && x.kind === 'marche_forcee' && !x.spent);
  if (e) e.spent = true;
}

/** The invasion of `target` is over (conquered, or the attacker turned elsewhere): its effects end. */
export function endInvasionEffects(d: Draft, target: string): void {
  if (!advCardsOf(d.s).active.some((e) => e.target === target)) return;
  const slice = editAdvCards(d.s);
  slice.active = slice.active.filter((e) => e.target !== target);
}

/** The turn is over: nothing played this turn stays in force (armed cards stay armed). */
export function endTurnEffects(d: Draft): void {
  if (advCardsOf(d.s).active.length > 0) editAdvCards(d.s).active = [];
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
