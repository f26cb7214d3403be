// Stored states from older engine versions, brought to the current schema on load, one step
// at a time (v1 → v2 → v3), so every older state takes the same path.
// v1 (before issue 7): `territories: {id: {owner, armies}}`, no teams.
// v2: `board` (flat arrays by territory index and player, see board.ts) and `teams`.
// v3: per-ruleset state in `ext` slices (see ext.ts): `missionsPool` → `ext.missions`,
//     `ranked` → `ext.ranked`, `clock.sdadata` → `ext.risiko`, the players' `hq`,
//     `hqRevealed`, `hqCards` → `ext.capitals`.
import { boardFromSummary } from './board-summary.js';
import { getMap } from './maps.js';
import { rulesetFeatures, rulesetFor } from './ruleset-source.js';
import { checkState } from './state-schema.js';
import type { CapitalsSlice, GameExt, GameState, RuleOptions, RulesetId, TerritoryState } from './types.js';

export const STATE_SCHEMA_VERSION = 3;

export type MigrateResult = { ok: true; state: GameState } | { ok: false; detail: string };

type Raw = Record<string, unknown>;
type Step = (raw: Raw) => Raw | string;

const isObject = (v: unknown): v is Raw => typeof v === 'object' && v !== null && !Array.isArray(v);

function v1ToV2(raw: Raw): Raw | string {
  const { territories, ...rest } = raw;
  if (!isObject(territories) || typeof rest.map !== 'string' || !Array.isArray(rest.players))
    return 'schema 1 state without territories, map or players';
  const players = rest.players as { id: number }[];
  const board = boardFromSummary(getMap(rest.map), players.length, territories as Record<string, TerritoryState>);
  return { ...rest, schemaVersion: 2, board, teams: players.map((p) => p.id) };
}

interface V2Player {
  id: number;
  hq?: string | null;
  hqRevealed?: boolean;
  hqCards?: string[];
}

function v2ToV3(raw: Raw): Raw | string {
  const { missionsPool, ranked, ...rest } = raw;
  if (!Array.isArray(rest.players) || !isObject(rest.clock) || !isObject(rest.options))
    return 'schema 2 state without players, clock or options';
  const ext: GameExt = {};
  if (Array.isArray(missionsPool) && missionsPool.length > 0) ext.missions = { pool: missionsPool as number[] };
  if (isObject(ranked)) ext.ranked = ranked as GameExt['ranked'];
  const { sdadata, ...clock } = rest.clock;
  if (isObject(sdadata)) ext.risiko = { sdadata: sdadata as { threshold: number; fromRound: number } };
  const players = rest.players as V2Player[];
  const capitals: CapitalsSlice = {};
  let anyHq = false;
  const stripped = players.map(({ hq = null, hqRevealed = false, hqCards = [], ...p }) => {
    capitals[p.id] = { hq, revealed: hqRevealed, cards: hqCards };
    anyHq ||= hq !== null || hqRevealed || hqCards.length > 0;
    return p;
  });
  // K-*: a capitals game keeps its slice even before any HQ was chosen (the options read through the ruleset)
  const capitalsGame = Boolean(
    rulesetFeatures(rulesetFor(rest.ruleset as RulesetId), rest.options as unknown as RuleOptions).capitals,
  );
  if (capitalsGame || anyHq) ext.capitals = capitals;
  return { ...rest, schemaVersion: 3, clock, players: stripped, ext };
}

/** Step n brings schema n to n + 1. */
const steps: Record<number, Step> = { 1: v1ToV2, 2: v2ToV3 };

/** Any stored state (schema 1, 2 or 3) as a current one, checked, or why not. */
export function migrateState(raw: unknown): MigrateResult {
  if (!isObject(raw)) return { ok: false, detail: 'not an object' };
  let version = raw.schemaVersion;
  if (typeof version !== 'number' || !(version === STATE_SCHEMA_VERSION || steps[version]))
    return { ok: false, detail: `unknown schemaVersion ${JSON.stringify(version)}` };
  let current: Raw = raw;
  try {
    while (version !== STATE_SCHEMA_VERSION) {
      const next = steps[version as number](current);
      if (typeof next === 'string') return { ok: false, detail: next };
      current = next;
      version = current.schemaVersion as number;
    }
  } catch (e) {
    return { ok: false, detail: e instanceof Error ? e.message : String(e) };
  }
  // The current schema, checked (state-schema.ts): a damaged state is refused here, on load.
  const damaged = checkState(current);
  if (damaged) return { ok: false, detail: damaged };
  return { ok: true, state: current as unknown as GameState };
}
