// R-END-1 sdadata, RisiKo!'s end of a timed game: once the last round is set (the clock in
// turns.ts), each turn of it and of the three rounds after may end the game on a roll of two
// dice; the scores then decide (R-OBJ). Played at the end of a turn: the RisiKo! plugin's `turnEnded` layer.
import { emit, type Draft } from '../draft.js';
import { setSdadata } from '../ext.js';
import { endGame } from '../goals.js';
import { risikoRanking } from './objectives.js';
import { rollDice } from '../rng.js';
import { activeOrder, rulesOf } from '../state.js';
import type { GameState, PlayerId } from '../types.js';

/** Whether `player` is the last active seat of the round (R-END-1's "last player"). */
function isLastOfRound(s: GameState, player: PlayerId): boolean {
  const active = activeOrder(s);
  return active[active.length - 1] === player;
}

/** R-END-1 sdadata at the end of a turn. Returns true when the game ended. */
export function sdadataAtTurnEnd(d: Draft, player: PlayerId): boolean {
  const s = d.s;
  const L = s.clock.lastRound;
  if (rulesOf(s).timeEnd !== 'sdadata' || L === null) return false;
  const round = s.turn.round;
  if (round < L || (round === L && !isLastOfRound(s, player))) return false;
  const threshold = round <= L + 1 ? 5 : round === L + 2 ? 6 : 7;
  setSdadata(s, { threshold, fromRound: L });
  if (s.turn.conquered > 2) return false; // more than 2 conquests: no roll, the game goes on
  if (round > L + 3) return finishByScore(d);
  const dice = rollDice(s.rng, 2) as [number, number];
  const ended = dice[0] + dice[1] <= threshold;
  emit(d, { type: 'sdadataRolled', player, dice, threshold, ended });
  if (ended || (round === L + 3 && isLastOfRound(s, player))) return finishByScore(d);
  return false;
}

function finishByScore(d: Draft): boolean {
  const { ranking, scores } = risikoRanking(d);
  endGame(d, ranking.slice(0, 1), 'sdadata', scores);
  return true;
}
