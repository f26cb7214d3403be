// The board read out whole, and read in from its old whole form: the public summaries of the
// views, the local table's `--json` and the tests (by name, not by index), and the schema-1
// stored form that migrate.ts turns into today's board.
import { armiesAt, armiesOn, controller, emptyBoard, mapOf } from './board.js';
import type { GameMap } from './map.js';
import type { BoardState, GameState, PlayerId, TerritoryId, TerritoryState } from './types.js';

/** The public picture of one territory: its controller and the armies on it. */
export function territorySummary(s: GameState, t: TerritoryId): TerritoryState {
  return { owner: controller(s, t), armies: armiesOn(s, t) };
}

/** The whole board as `{id: {owner, armies}}` (the local table's `--json`, views, tests). */
export function boardSummary(s: GameState): Record<TerritoryId, TerritoryState> {
  const ids = mapOf(s).territoryIds;
  const out: Record<TerritoryId, TerritoryState> = {};
  for (let i = 0; i < ids.length; i++) out[ids[i]] = { owner: s.board.control[i], armies: armiesAt(s, i) };
  return out;
}

/** Per territory, the armies of each player who has some there (several under NT-1). */
export function unitsSummary(s: GameState): Record<TerritoryId, Record<PlayerId, number>> {
  const ids = mapOf(s).territoryIds,
    n = s.players.length,
    a = s.board.armies;
  const out: Record<TerritoryId, Record<PlayerId, number>> = {};
  for (let i = 0; i < ids.length; i++) {
    const units: Record<PlayerId, number> = {};
    for (let p = 0; p < n; p++) if (a[i * n + p] > 0) units[p] = a[i * n + p];
    out[ids[i]] = units;
  }
  return out;
}

/** The board from the schema-1 form `{id: {owner, armies}}` (stored games from before). */
export function boardFromSummary(
  map: GameMap,
  players: number,
  territories: Record<TerritoryId, TerritoryState>,
): BoardState {
  const b = emptyBoard(map, players);
  map.territoryIds.forEach((id, i) => {
    const t = territories[id];
    if (!t) throw new Error(`territory ${id} missing`);
    b.control[i] = t.owner;
    if (t.owner >= 0) b.armies[i * players + t.owner] = t.armies;
  });
  return b;
}
