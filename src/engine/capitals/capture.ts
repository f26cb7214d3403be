// Capitals (K-2, K-3): taking a player's headquarters (the capitals plugin's `onConquer` layer).
import { occupy, territoriesControlledBy } from '../board.js';
import { emit, type Draft } from '../draft.js';
import { hqCardsOf, hqOwnerAt, revealHq, setHqCards } from '../ext.js';
import type { PlayerId, TerritoryId } from '../types.js';
import { eliminate } from '../combat/elimination.js';
import { featuresOf } from '../ruleset-source.js';

/** K-2 (1992): the captor takes the HQ card. K-3 (2000): the beaten player is out, armies replaced. */
export function captureHQ(d: Draft, player: PlayerId, to: TerritoryId, previousOwner: PlayerId): void {
  const s = d.s;
  if (!featuresOf(s).capitals) return;
  const ownerId = hqOwnerAt(s, to);
  if (ownerId === null || ownerId === player || ownerId !== previousOwner || s.players[ownerId].kind === 'neutral')
    return;
  revealHq(s, ownerId);
  emit(d, { type: 'hqCaptured', player, hq: to, owner: ownerId });
  // K-2: the HQ card goes to the captor, from whoever holds it (its owner, or an earlier captor).
  // K-3: the same for the card laid face down (a game without laid cards has none to pass on).
  const held = s.players.some((p) => hqCardsOf(s, p.id).includes(to));
  if (featuresOf(s).capitals === '1992' || held) {
    // Arrays are replaced, never changed in place: a draft shares them with its input.
    for (const p of s.players) {
      const cards = hqCardsOf(s, p.id);
      if (cards.includes(to))
        setHqCards(
          s,
          p.id,
          cards.filter((t) => t !== to),
        );
    }
    setHqCards(s, player, [...hqCardsOf(s, player), to]);
  }
  if (featuresOf(s).capitals === '1992') return;
  for (const t of territoriesControlledBy(s, ownerId)) occupy(s, t, player, 1);
  eliminate(d, ownerId, player);
}
