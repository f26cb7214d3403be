// R-END-1 sdadata, RisiKo!'s end of a timed game: once the last round is set (the clock in
// turns.ts), each turn of it and of the three rounds after may end the game on a roll of two
// dice; the scores then decide (R-OBJ). Played at the end of a turn: the ruleset's `turnEnded` hook.
import { emit, type Draft } from '../engine/draft.js';
import { setSdadata } from '../engine/ext.js';
import { endGame, risikoRanking } from '../engine/goals.js';
import { rollDice } from '../engine/rng.js';
import { activeOrder, rulesOf } from '../engine/state.js';
import type { GameState, PlayerId } from '../engine/types.js';
import type { RulePlugin } from '../engine/hooks.js';

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

/** R-END-1 as a rule plugin: the sdadata at the end of each turn. */
export const sdadata: RulePlugin = { name: 'sdadata', hooks: { turnEnded: sdadataAtTurnEnd } };
