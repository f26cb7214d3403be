// Eliminations: the loser's cards go to the victor (C-ELM-1) with the trade they may owe
// (C-ELM-2; not under M-7, R-CRD-1), the mission back unseen (M-5), and what the ruleset's
// plugins do on an elimination (M-6: the missions plugin's notices). A team game's emptied
// players (NT-1, NT-5) are the teams plugin's (src/engine/teams/).
import { emit, type Draft } from '../draft.js';
import { hooksOf, rulesOf } from '../state.js';
import type { GameState, PlayerId } from '../types.js';

/** `loserId` is out, beaten by `by`: cards, the mission back unseen (M-5), and the trade they may now owe. */
export function eliminate(d: Draft, loserId: PlayerId, by: PlayerId): void {
  const s = d.s;
  const loser = s.players[loserId];
  loser.status = 'eliminated';
  loser.eliminatedBy = by;
  loser.reserve = 0;
  const cards = loser.hand;
  loser.hand = [];
  loser.mission = null; // M-5: back unseen
  s.players[by].hand = [...s.players[by].hand, ...cards]; // C-ELM-1
  emit(d, { type: 'playerEliminated', player: loserId, by, cardsTaken: cards.length });
  if (cards.length > 0) emit(d, { type: 'cardReceived', player: by, from: loserId, count: cards.length, cards });
  hooksOf(s).playerEliminated(d, loserId, by); // M-6: the missions plugin's notices
  // C-ELM-2: six or more cards must be traded down to four or fewer at once (the ruleset's
  // eliminationTrade). M-7 (missions) and R-CRD-1 (RisiKo!): no immediate trade; the cards wait
  // for the next reinforce phase.
  const owed = rulesOf(s).eliminationTrade;
  if (owed && s.phase.kind === 'attack' && s.players[by].hand.length >= owed.at) s.phase.elimTrade = true;
}

/** C-ELM-2: the hand an elimination trade brings a player down to (classic 4). */
export function eliminationTradeDownTo(s: GameState): number {
  return rulesOf(s).eliminationTrade?.downTo ?? Infinity;
}
