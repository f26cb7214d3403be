// A game is its log: the 'start' entry holds the inputs (ruleset, options, seats, seed, clock)
// and every game action follows with the clock it was given. replayLog(log) rebuilds the state
// through the game's definition (setup, then apply), whatever the family.
import { isDeepStrictEqual } from 'node:util';
import type { SetupInput } from '../game/definition.js';
import type { GameRepository, LogEntry } from '../store/repository.js';
import { defOf } from './family.js';
import type { GameRecord } from './record.js';
import { ENGINE_KINDS } from './steps.js';

const actionType = (a: unknown): string => String((a as { type?: unknown } | null)?.type ?? '?');

/** The state the log leads to; null for a game that never started. */
export function replayLog(log: readonly LogEntry[]): unknown {
  const start = log.find((e) => e.kind === 'start');
  // A game brought over from the earlier build starts from the state it had then (map games only).
  const imported = log.find((e) => e.kind === 'import');
  const from = start ?? imported;
  if (!from) return null;
  let state: unknown;
  let ruleset: string;
  if (start) {
    const input = (start.action as { input: SetupInput<unknown> }).input;
    ruleset = input.ruleset;
    const made = defOf({ ruleset: input.ruleset as GameRecord['ruleset'] }).setup(input, { now: start.at });
    if (!made.ok) throw new Error(`replay: the start was refused: ${made.error.code}`);
    state = made.value.state;
  } else {
    state = (imported!.action as { state: unknown }).state;
    ruleset = String((state as { ruleset?: unknown } | null)?.ruleset ?? 'classic');
    if (state === null) return null;
  }
  const def = defOf({ ruleset: ruleset as GameRecord['ruleset'] });
  // Game actions in order, with the clock each was given; an undo restores its logged state.
  for (const e of log) {
    if (e.seq <= from.seq) continue;
    if (e.kind === 'undo' && start) {
      state = (e.action as { state: unknown }).state;
      continue;
    }
    if (!ENGINE_KINDS.has(e.kind)) continue;
    const r = def.apply(state, e.actor ?? -1, e.action, { now: e.at });
    if (!r.ok) throw new Error(`replay: action ${e.seq} (${actionType(e.action)}) was refused: ${r.error.code}`);
    state = r.value.state;
  }
  return state;
}

/**
 * Equal as stored: through JSON (an absent key and an undefined one are the same there) and
 * by structure, not text (validation may reorder an object's keys).
 */
export function sameState(a: unknown, b: unknown): boolean {
  return isDeepStrictEqual(JSON.parse(JSON.stringify(a)), JSON.parse(JSON.stringify(b)));
}

/** Debug check on load (RISK_VERIFY_REPLAY=1): the stored state must be what its log replays to. */
export async function verifyReplay(record: GameRecord, repo: GameRepository): Promise<string | null> {
  if (!record.state) return null;
  let replayed: unknown;
  try {
    replayed = replayLog(await repo.log(record.gameId));
  } catch (e) {
    return `replay failed: ${e instanceof Error ? e.message : String(e)}`;
  }
  if (!sameState(replayed, record.state)) return 'the stored state differs from what its log replays to';
  return null;
}
