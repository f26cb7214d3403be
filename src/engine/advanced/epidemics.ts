// NA-EPI, phase 5 (automatic): at the end of a player's turn each epidemic on a territory they
// control kills 1 army there (NA-EPI-1). One that kills the last army leaves the territory empty
// and nobody's, fortification kept (NA-LAND-3), and moves to the territory of the next card drawn
// that has armies (NA-EPI-3); it strikes there no earlier than its holder's own turn's end.
import { armiesOn, controlledCount, controller, mapOf, removeArmies } from '../board.js';
import { addEpidemics, addGenerals, epidemicsOn, generalsOn } from '../board-units.js';
import { deckOf } from '../cards.js';
import { emit, type Draft } from '../draft.js';
import { randInt, shuffle } from '../rng.js';
import type { PlayerId, TerritoryId } from '../types.js';
import { removeFleet } from './naval.js';

/** NA-EPI-3: draws cards (the discard reshuffled when the pile runs out) until one names a territory with armies; it is discarded. */
function drawOccupied(d: Draft): TerritoryId | null {
  const s = d.s;
  const deck = deckOf(mapOf(s));
  for (let guard = 0; guard < 2 * deck.length; guard++) {
    if (s.deck.length === 0) {
      if (s.discard.length === 0) break;
      s.deck = shuffle(s.rng, s.discard);
      s.discard = [];
    }
    const card = s.deck[s.deck.length - 1];
    s.deck = s.deck.slice(0, -1);
    s.discard = [...s.discard, card];
    const t = deck[card].territory;
    if (t !== null && armiesOn(s, t) > 0) return t;
  }
  // every card is in a hand or names an empty territory: any territory with armies, at random
  const occupied = mapOf(s).territoryIds.filter((t) => armiesOn(s, t) > 0);
  return occupied.length === 0 ? null : occupied[randInt(s.rng, occupied.length)];
}

/** A general left without its owner's armies goes back to the supply (NA-GEN-3: not captured). */
function returnStrandedGenerals(d: Draft, t: TerritoryId, player: PlayerId): void {
  const g = generalsOn(d.s, t, player);
  if (g === 0 || (controller(d.s, t) === player && armiesOn(d.s, t) > 0)) return;
  addGenerals(d.s, t, player, -g);
  emit(d, { type: 'leadersReturned', player, unit: 'general', count: g, at: t });
}

/**
 * NA-EPI-3 / NA-EPI-5: an epidemic on `t` killed the last army there: it moves on to the drawn
 * territory. (CONTAGION moves epidemics through here too.)
 */
export function moveEpidemic(d: Draft, t: TerritoryId, owner: PlayerId): void {
  returnStrandedGenerals(d, t, owner);
  const to = drawOccupied(d);
  if (to === null) return;
  addEpidemics(d.s, t, -1);
  addEpidemics(d.s, to, 1);
  emit(d, { type: 'epidemicMoved', from: t, to });
}

/** NA-EPI-1..3: the epidemics on `player`'s territories strike at the end of their turn; a player left with none is out (NA-LAND-5). */
export function epidemicsStrike(d: Draft, player: PlayerId): void {
  const s = d.s;
  const struck = mapOf(s).territoryIds.filter((t) => controller(s, t) === player && epidemicsOn(s, t) > 0);
  for (const t of struck) {
    const tokens = epidemicsOn(s, t);
    const killed = Math.min(tokens, armiesOn(s, t));
    if (killed === 0) continue;
    removeArmies(s, t, killed, player);
    emit(d, { type: 'armiesRemoved', player, territory: t, count: killed, cause: 'epidemic' });
    if (armiesOn(s, t) === 0) for (let k = 0; k < tokens; k++) moveEpidemic(d, t, player);
  }
  if (controlledCount(s, player) === 0 && s.players[player].status === 'active') eliminateByEpidemic(d, player);
}

/** NA-LAND-5: a player whose last territory an epidemic emptied is out; their cards are discarded, their fleet removed. */
export function eliminateByEpidemic(d: Draft, player: PlayerId): void {
  const s = d.s;
  const p = s.players[player];
  p.status = 'eliminated';
  p.reserve = 0;
  s.discard = [...s.discard, ...p.hand];
  p.hand = [];
  emit(d, { type: 'playerEliminated', player, by: null, cardsTaken: 0 });
  removeFleet(d, player);
}
