// The history slider's data: the game replayed turn by turn from its action log, each turn's
// board as the public saw it when that turn was over (owner and armies of every territory)
// and every player's territories and armies then (the plots). Built from viewFor(state, null)
// only; the replay itself is the one /risk history uses.
import type { LogEntry } from '../store/repository.js';
import { allTurns, inputsFromLog } from '../discord/history.js';
import { getMap, viewFor } from '../engine/index.js';

export interface HistoryTurn {
  /** Round and the player whose turn it was. */
  r: number;
  p: number;
  /** Owner of each territory (in `order`), -1 for nobody. */
  o: number[];
  /** Armies on each territory, all players' together. */
  n: number[];
  /** Territories and armies of each player. */
  t: number[];
  a: number[];
}

export interface HistoryPayload {
  seq: number;
  order: string[];
  turns: HistoryTurn[];
}

/** Null when the game has no log to replay (a lobby, Risk Express, a log that no longer replays). */
export function historyPayload(log: readonly LogEntry[], seq: number): HistoryPayload | null {
  const inputs = inputsFromLog(log);
  if (!inputs) return null;
  const all = allTurns(inputs.input, inputs.start, inputs.actions);
  if (!all || !all.turns.length) return null;
  const order = getMap(all.state.map).territoryIds;
  const turns = all.turns.map((turn): HistoryTurn => {
    const v = viewFor(turn.state, null);
    return {
      r: turn.round,
      p: turn.player,
      o: order.map((t) => v.territories[t]?.owner ?? -1),
      n: order.map((t) => v.territories[t]?.armies ?? 0),
      t: v.players.map((p) => p.territories),
      a: v.players.map((p) => p.armies),
    };
  });
  return { seq, order: [...order], turns };
}
