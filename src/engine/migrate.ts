// Stored states from older engine versions, brought to the current schema on load.
// v1 (before issue 7): `territories: {id: {owner, armies}}`, no teams.
// v2: `board` (flat arrays by territory index and player, see board.ts) and `teams`.
import { boardFromSummary } from './board.js';
import { getMap } from './maps.js';
import type { GameState, TerritoryState } from './types.js';

export const STATE_SCHEMA_VERSION = 2;

export type MigrateResult = { ok: true; state: GameState } | { ok: false; detail: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Any stored state (schema 1 or 2) as a current one, or why not. */
export function migrateState(raw: unknown): MigrateResult {
  if (!isObject(raw)) return { ok: false, detail: 'not an object' };
  const version = raw.schemaVersion;
  if (version === STATE_SCHEMA_VERSION) return { ok: true, state: raw as unknown as GameState };
  if (version !== 1) return { ok: false, detail: `unknown schemaVersion ${JSON.stringify(version)}` };
  const { territories, ...rest } = raw;
  if (!isObject(territories) || typeof rest.map !== 'string' || !Array.isArray(rest.players)) return { ok: false, detail: 'schema 1 state without territories, map or players' };
  try {
    const players = rest.players as { id: number }[];
    const board = boardFromSummary(getMap(rest.map), players.length, territories as Record<string, TerritoryState>);
    return { ok: true, state: { ...(rest as unknown as GameState), schemaVersion: 2, board, teams: players.map((p) => p.id) } };
  } catch (e) {
    return { ok: false, detail: e instanceof Error ? e.message : String(e) };
  }
}
