// A game is its log: the 'start' entry holds the inputs (ruleset, options, seats, seed, clock)
// and every engine action follows with the clock it was given. replay(log) rebuilds the state.
import { isDeepStrictEqual } from 'node:util';
import { applyAction, replay, type GameState, type NewGameInput } from '../engine/index.js';
import type { Action } from '../engine/index.js';
import type { GameRepository, LogEntry } from '../store/repository.js';
import type { GameRecord } from './record.js';
import { ENGINE_KINDS } from './steps.js';

/** The engine state the log leads to; null for a game that never started. */
export function replayLog(log: readonly LogEntry[]): GameState | null {
  const start = log.find((e) => e.kind === 'start');
  // A game brought over from the earlier build starts from the state it had then.
  const imported = log.find((e) => e.kind === 'import');
  if (imported && !start) {
    let state = (imported.action as { state: GameState | null }).state;
    for (const e of log) {
      if (e.seq <= imported.seq || !ENGINE_KINDS.has(e.kind) || !state) continue;
      const r = applyAction(state, e.actor ?? -1, e.action as Action, { now: e.at });
      if (!r.ok) throw new Error(`replay: action ${e.seq} (${(e.action as Action).type}) was refused: ${r.error.code}`);
      state = r.value.state;
    }
    return state;
  }
  if (!start) return null;
  const input = (start.action as { input: NewGameInput }).input;
  // Engine actions in order, with the clock each was given; an undo restores its logged state.
  let state = replay(input, { now: start.at }, []).state;
  for (const e of log) {
    if (e.seq <= start.seq) continue;
    if (e.kind === 'undo') { state = (e.action as { state: GameState }).state; continue; }
    if (!ENGINE_KINDS.has(e.kind)) continue;
    const r = applyAction(state, e.actor ?? -1, e.action as Action, { now: e.at });
    if (!r.ok) throw new Error(`replay: action ${e.seq} (${(e.action as Action).type}) was refused: ${r.error.code}`);
    state = r.value.state;
  }
  return state;
}

/**
 * Equal as stored: through JSON (an absent key and an undefined one are the same there) and
 * by structure, not text (validation may reorder an object's keys).
 */
export function sameState(a: GameState | null, b: GameState | null): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));
}

/** Debug check on load (RISK_VERIFY_REPLAY=1): the stored state must be what its log replays to. */
export async function verifyReplay(record: GameRecord, repo: GameRepository): Promise<string | null> {
  if (!record.state) return null;
  let replayed: GameState | null;
  try {
    replayed = replayLog(await repo.log(record.gameId));
  } catch (e) {
    return `replay failed: ${e instanceof Error ? e.message : String(e)}`;
  }
  if (!sameState(replayed, record.state)) return 'the stored state differs from what its log replays to';
  return null;
}
