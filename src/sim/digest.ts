// A digest of a game state that does not depend on how the engine lays the state out: it
// reads the board through the public view (`territories {id: {owner, armies}}`) and the
// players' fields every schema keeps, so recordings made before a change of representation
// still compare after it.
import { createHash } from 'node:crypto';
import { armiesOn, controller } from '../engine/board.js';
import { getMap } from '../engine/maps.js';
import type { Action, GameState, NewGameInput } from '../engine/types.js';
import { hqCardsOf, hqOf, hqRevealed } from '../engine/ext.js';

export interface RecordedGame {
  input: NewGameInput;
  /** ctx.now of newGame; action i runs at start + (i + 1) * step. */
  start: number;
  step: number;
  actions: [number, Action][];
  digest: string;
}

export function digestState(s: GameState): string {
  const ids = [...getMap(s.map).territoryIds].sort();
  const board = ids.map((id) => [id, controller(s, id), armiesOn(s, id)]);
  const players = s.players.map((p) => [
    p.id,
    p.status,
    p.reserve,
    p.hand,
    p.mission,
    p.objective,
    hqOf(s, p.id),
    hqRevealed(s, p.id),
    hqCardsOf(s, p.id),
    p.eliminatedBy,
    p.defendWithOne,
  ]);
  const phase = s.phase.kind === 'over' ? ['over', s.phase.winners, s.phase.reason] : [s.phase.kind];
  const canonical = [
    s.rng,
    board,
    players,
    s.deck,
    s.discard,
    s.trades,
    s.turn.player,
    s.turn.round,
    s.turn.number,
    phase,
  ];
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex').slice(0, 16);
}
