// Eliminations: the loser's cards go to the victor (C-ELM-1) with the trade they may owe
// (C-ELM-2; not under M-7, R-CRD-1), missions change (M-5, M-6); in a team game a player whose
// last army falls is out and their opponents' team wins (NT-1, NT-5).
import { armiesOf } from '../board.js';
import { emit, type Draft } from '../draft.js';
import { endGame } from '../goals.js';
import { hooksOf, rulesOf } from '../state.js';
import type { GameState, PlayerId } from '../types.js';

/**
 * NT-1/NT-5: a player of the defending team is out when their last army falls (they may hold
 * no territory and still have units on a shared one); the first such elimination wins the
 * game for the attacking team.
 */
export function eliminateEmptied(d: Draft, by: PlayerId, defender: PlayerId): void {
  const s = d.s;
  if (s.phase.kind === 'over') return;
  const team = s.teams[defender];
  let any = false;
  for (const p of s.players) {
    if (s.teams[p.id] !== team || p.status !== 'active' || p.kind === 'neutral' || armiesOf(s, p.id) > 0) continue;
    eliminate(d, p.id, by);
    any = true;
  }
  if (!any) return;
  const winners = s.players.filter((p) => s.teams[p.id] === s.teams[by] && p.kind !== 'neutral').map((p) => p.id);
  endGame(d, winners, 'teamElimination'); // NT-5
}

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
