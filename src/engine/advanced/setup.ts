// NA-SET (set-up of napoleon-advanced): the deal with the 10-army cap (NA-SET-4, NA-SET-8), the
// four epidemics with no empire twice (NA-SET-5), the starting cards by seat (NA-SET-7), and the
// starting general and fortification each player places in their first reinforcement phase.
import { addArmies, armiesOn, mapOf, occupy, territoriesControlledBy } from '../board.js';
import { addEpidemics } from '../board-units.js';
import { deckOf } from '../cards.js';
import type { Draft } from '../draft.js';
import { randInt, shuffle } from '../rng.js';
import { featuresOf, playsCards } from '../state.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';
import { dealAdvancedMissions } from './missions.js';
import { advancedOf } from './slice.js';

/** NA-SET-4: at most this many armies on a territory during set-up. */
export const SETUP_CAP = 10;

/** NA-MAT-3: epidemic tokens placed at set-up. */
export const SETUP_EPIDEMICS = 4;

/** Armies a set-up placement may still put on `t` (NA-SET-4). */
export const setupRoom = (s: GameState, t: TerritoryId): number => Math.max(0, SETUP_CAP - armiesOn(s, t));

/**
 * NA-SET-8: the `deal` and `auto` modes deal the territories one each in turn order (the claim
 * mode is the engine's own); `auto` then spreads every reserve at random under the cap.
 */
export function dealAdvanced(d: Draft): Record<PlayerId, number> | null {
  const s = d.s;
  dealAdvancedMissions(d); // NA-SET-1: the missions come first, whatever the set-up mode
  if (featuresOf(s).setup === 'claim') return null;
  const full = deckOf(mapOf(s));
  const cards = shuffle(
    s.rng,
    full.filter((c) => c.territory !== null).map((c) => c.id),
  );
  // C-OPT-6: without cards they only serve the deal
  s.deck = playsCards(s)
    ? shuffle(
        s.rng,
        full.map((c) => c.id),
      )
    : [];
  cards.forEach((c, i) => {
    const p = s.order[i % s.order.length];
    occupy(s, full[c].territory!, p, 1);
    s.players[p].reserve--;
  });
  const counts: Record<PlayerId, number> = {};
  for (const p of s.order) counts[p] = territoriesControlledBy(s, p).length;
  if (featuresOf(s).setup === 'auto')
    for (const p of s.order) {
      const own = territoriesControlledBy(s, p);
      const player = s.players[p];
      while (player.reserve > 0) {
        const roomy = own.filter((t) => setupRoom(s, t) > 0);
        if (roomy.length === 0) break;
        addArmies(s, roomy[randInt(s.rng, roomy.length)], 1, p);
        player.reserve--;
      }
    }
  return counts;
}

/**
 * Set-up is over: the epidemics are drawn from the cards (NA-SET-5: a wild or a second one in an
 * empire is drawn again; the cards go back and are shuffled), each seat draws ⌊k/2⌋ cards in
 * turn order (NA-SET-7), and every seat is owed its starting general and fortification (NA-SET-4).
 */
export function finishAdvancedSetup(s: GameState): void {
  const map = mapOf(s);
  const deck = deckOf(map);
  // NA-SET-5: the cards drawn for the epidemics go back and are shuffled, so the draw is a
  // random order of the whole deck (also when the game plays without cards, C-OPT-6)
  const drawn = shuffle(
    s.rng,
    deck.map((c) => c.id),
  );
  const empires = new Set<string>();
  for (const id of drawn) {
    const t = deck[id].territory;
    if (t === null) continue;
    const empire = map.byId[t].continent;
    if (empires.has(empire)) continue;
    empires.add(empire);
    addEpidemics(s, t, 1);
    if (empires.size === SETUP_EPIDEMICS) break;
  }
  s.order.forEach((p, k) => {
    const draw = Math.min(s.deck.length, Math.floor((k + 1) / 2));
    const cards = s.deck.slice(s.deck.length - draw);
    s.deck = s.deck.slice(0, s.deck.length - draw);
    s.players[p].hand = [...s.players[p].hand, ...cards];
  });
  const a = advancedOf(s);
  for (const p of s.order) a.starting[p] = { generals: 1, forts: 1 };
}
