// NA-EPI-3 for the CONTAGION card (NA-EPI-5): an epidemic that killed a territory's last army
// moves on to a territory drawn from the territory cards, redrawn while the card is a wild or
// its territory has no armies; the drawn cards are discarded. The emptied territory keeps its
// fortification; its generals go back to their owners' supply (NA-GEN-3).
import { armiesOn } from '../board.js';
import { addEpidemics, addGenerals, generalsOn } from '../board-units.js';
import type { Draft } from '../draft.js';
import { shuffle } from '../rng.js';
import { deckFor } from '../state.js';
import type { TerritoryId } from '../types.js';

/** Moves one epidemic off the emptied `from`; answers where it went (null when no territory has armies). */
export function jumpEpidemic(d: Draft, from: TerritoryId): TerritoryId | null {
  const s = d.s;
  for (const p of s.players) {
    const g = generalsOn(s, from, p.id);
    if (g > 0) addGenerals(s, from, p.id, -g);
  }
  const deck = deckFor(s);
  // every card can be drawn twice before giving up: enough to meet any territory that has armies
  for (let tries = 2 * deck.length; tries > 0; tries--) {
    if (s.deck.length === 0) {
      if (s.discard.length === 0) break;
      s.deck = shuffle(s.rng, s.discard);
      s.discard = [];
    }
    const card = s.deck[s.deck.length - 1];
    s.deck = s.deck.slice(0, -1);
    s.discard = [...s.discard, card];
    const t = deck[card].territory;
    if (t === null || armiesOn(s, t) === 0) continue;
    addEpidemics(s, from, -1);
    addEpidemics(s, t, 1);
    return t;
  }
  return null;
}
