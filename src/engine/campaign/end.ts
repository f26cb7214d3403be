// NC-WIN and NC-TURN-2: the end. Eliminating the opponent wins at once (NC-WIN-1). Otherwise 8
// rounds are played, then a final scoring step gives each seat, France first, its start-of-turn
// control points once more "as if a 9th turn began", and the most points win; ties go to the most
// own armies on the board, then the win is shared (NC-WIN-2).
import { armiesOf } from '../board.js';
import { emit, type Draft } from '../draft.js';
import { endGame } from '../goals.js';
import { pointsOf } from '../ext.js';
import { activeOrder } from '../state.js';
import type { GameState, PlayerId } from '../types.js';
import { empiresHeld, routesHeld } from '../advanced/holdings.js';
import { scorePoints } from '../advanced/common.js';
import { lastRound } from '../advanced/turn-flow.js';
import { scoreControl, tallyPoints } from './points.js';
import { yearOf } from './scenario.js';
import { campaign } from './slice.js';

/** The `victory` hook: the opponent is off the board (NC-WIN-1). */
export function campaignVictory(d: Draft): boolean {
  const s = d.s;
  if (s.phase.kind === 'over') return true;
  const left = activeOrder(s);
  if (left.length !== 1) return false;
  const scores: Record<PlayerId, number> = {};
  for (const p of s.order) scores[p] = pointsOf(s, p);
  endGame(d, left, 'conquest', scores);
  return true;
}

/** NC-VP-1 in full: empires and routes (as NA-START-2/3), then the campaign's own control points. */
export function scoreTurnStart(d: Draft, seat: PlayerId): void {
  const s = d.s;
  for (const e of empiresHeld(s, seat)) scorePoints(d, seat, e.bonus, 'empire', e.id);
  for (const r of routesHeld(s, seat)) scorePoints(d, seat, r.bonus, 'route', r.id);
  scoreControl(d, seat);
}

/** The `roundEnded` hook: after the last round, NC-TURN-2's final scoring (the round limit then ends the game). */
export function campaignRoundEnded(d: Draft, round: number): boolean {
  const s = d.s;
  if (round < lastRound(s)) return false;
  const c = campaign(s);
  if (c.finalScored) return false;
  c.finalScored = true;
  const from = d.events.length;
  emit(d, { type: 'campaignFinalScoring', year: yearOf(round + 1) });
  for (const seat of s.order) if (s.players[seat].status === 'active') scoreTurnStart(d, seat);
  tallyPoints(d, d.events.slice(from));
  return false;
}

/** NC-WIN-2: among seats tied on points, the most own armies; still tied, they share. */
export function campaignTieBreak(s: GameState, tied: readonly PlayerId[]): PlayerId[] {
  const top = Math.max(...tied.map((p) => armiesOf(s, p)));
  return tied.filter((p) => armiesOf(s, p) === top);
}
