// The capitals in play (K-1..3): every seat's HQ slice, the HQ choice once set-up is over and
// its reveal (K-1), the HQ cards laid before their owners (K-2, K-3) and the win on the HQs held.
// The capture is capture.ts. Reached through the capitals plugin only (plugin.ts).
import { controller } from '../board.js';
import { deckOf } from '../cards.js';
import { emit, type Draft } from '../draft.js';
import { err, ok, type Result } from '../errors.js';
import { hqCardsOf, hqOf, revealHq, setHq, setHqCards } from '../ext.js';
import { endGame, goalToCheck } from '../goals.js';
import { territoryError } from '../phases/common.js';
import { rulesetFor } from '../ruleset-source.js';
import { activeOrder, featuresOf, mapOf, playsCards } from '../state.js';
import { startTurn } from '../turns.js';
import type { CapitalsSlice, GameState, PlayerId, TerritoryId } from '../types.js';

/** K-*: every player starts without an HQ. */
export function emptyCapitals(players: readonly { id: PlayerId }[]): CapitalsSlice {
  const out: CapitalsSlice = {};
  for (const p of players) out[p.id] = { hq: null, revealed: false, cards: [] };
  return out;
}

/** Whether the HQ cards leave the deck in this game's capitals form (K-2, K-3: both; the ruleset's `hqCardForms`). */
export function hqCardsLaid(s: GameState): boolean {
  const forms = rulesetFor(s.ruleset).hqCardForms ?? ['1992', '2000'];
  const form = featuresOf(s).capitals;
  return form !== null && forms.includes(form);
}

/** K-1: setup is over; every seat chooses an HQ before the first turn (the `firstTurnHeld` layer). */
export function holdForHQs(d: Draft, below: (d: Draft) => boolean): boolean {
  const s = d.s;
  if (!featuresOf(s).capitals) return below(d);
  s.turn.player = s.order[0];
  s.phase = { kind: 'chooseHQ' };
  return true;
}

export function chooseHQ(d: Draft, actor: PlayerId, t: TerritoryId): Result<void> {
  const s = d.s;
  const e = territoryError(s, t);
  if (e) return err(e);
  if (hqOf(s, actor)) return err({ code: 'hqAlreadyChosen' });
  if (controller(s, t) !== actor) return err({ code: 'notOwner', territory: t });
  setHq(s, actor, t);
  emit(d, { type: 'hqChosen', player: actor, territory: t });
  if (activeOrder(s).every((id) => hqOf(s, id))) finishHQs(d);
  return ok(undefined);
}

/** K-1: all chose; 1992 reveals them now, 2000 keeps them secret until invaded. */
export function finishHQs(d: Draft): void {
  const s = d.s;
  if (featuresOf(s).capitals === '1992') {
    const hqs: Record<PlayerId, string> = {};
    for (const p of s.players) {
      const hq = hqOf(s, p.id);
      if (hq) {
        revealHq(s, p.id);
        hqs[p.id] = hq;
      }
    }
    emit(d, { type: 'hqsRevealed', hqs });
  }
  if (playsCards(s) && hqCardsLaid(s)) layHQCards(s);
  startTurn(d, s.order[0], 1);
}

/**
 * K-2 (1992), K-3 (2000): each HQ's territory card leaves the deck and lies before its owner (its
 * HQ cards; face down in 2000, so secret while the HQ is): it is never drawn nor traded, and goes
 * to whoever captures the HQ.
 */
function layHQCards(s: GameState): void {
  const deck = deckOf(mapOf(s));
  for (const p of s.players) {
    const hq = hqOf(s, p.id);
    if (!hq) continue;
    const card = deck.find((c) => c.territory === hq);
    if (!card) continue;
    s.deck = s.deck.filter((c) => c !== card.id);
    s.discard = s.discard.filter((c) => c !== card.id);
    for (const q of s.players) q.hand = q.hand.filter((c) => c !== card.id);
    const cards = hqCardsOf(s, p.id);
    if (!cards.includes(hq)) setHqCards(s, p.id, [...cards, hq]);
  }
}

/** K-2 / K-3: own HQ held plus enough other HQs. */
export function capitalsComplete(s: GameState, player: PlayerId): boolean {
  const own = hqOf(s, player);
  if (!own || controller(s, own) !== player) return false;
  const seated = s.players.filter((p) => p.kind !== 'neutral').length;
  const others = s.players.filter((p) => {
    const hq = hqOf(s, p.id);
    return p.id !== player && hq && controller(s, hq) === player;
  }).length;
  return others >= hqsNeeded(seated);
}

/** K-2, K-3: the one who holds their own HQ and enough others wins (the `victory` layer over the ones below). */
export function capitalsVictory(
  d: Draft,
  player: PlayerId | null,
  below: (d: Draft, player: PlayerId | null) => boolean,
): boolean {
  if (below(d, player)) return true;
  if (player === null || goalToCheck(d.s, player) !== 'capitals' || !capitalsComplete(d.s, player)) return false;
  endGame(d, [player], 'capitals');
  return true;
}

/** K-2: other HQs a player must hold besides their own (K-3 reuses the count, own included). */
export function hqsNeeded(players: number): number {
  if (players <= 3) return players - 1;
  if (players === 4) return 2;
  return 3;
}
