// A game is its log: the 'start' entry holds the inputs (ruleset, options, seats, seed, clock)
// and every game action follows with the clock it was given. LogReplay rebuilds the game entry by
// entry through its definition (setup, then apply), whatever the family: the store's replay check
// (replayLog), /risk history and the live map's history slider read its frames, so no presenter
// runs the rules itself.
import { isDeepStrictEqual } from 'node:util';
import type { AnyGameDefinition, Ctx, SetupInput } from '../game/definition.js';
import type { GameRepository, LogEntry } from '../store/repository.js';
import { defOf } from './family.js';
import type { GameRecord } from './record.js';
import { ENGINE_KINDS } from './steps.js';

const actionType = (a: unknown): string => String((a as { type?: unknown } | null)?.type ?? '?');

/** What replay reads of a log entry (the store's LogEntry has more). */
export type ReplayEntry = Pick<LogEntry, 'seq' | 'at' | 'kind' | 'actor' | 'action'>;

/** One log entry replayed: the state it left and what the channel saw happen. */
export interface ReplayFrame {
  kind: 'start' | 'action' | 'undo';
  state: unknown;
  /** The entry's events as the public saw them (the family's `eventsFor(…, null)`; none for an undo). */
  events: unknown[];
}

/** Why a log does not replay: its start or one of its actions is refused by the rules. */
export type ReplayFailure =
  | { code: 'startRefused'; refusal: string }
  | { code: 'actionRefused'; seq: number; action: string; refusal: string };

/**
 * A game's log replayed entry by entry through its family's definition: the first 'start' entry
 * sets the game up, each game action is applied with the clock it was given, an undo restores the
 * state it logged. Entries before the start and lobby entries carry nothing. A refused start or
 * action stops the replay (`failure`); what was fed before stays.
 */
export class LogReplay {
  /** The next log position to feed. */
  next = 0;
  failure: ReplayFailure | null = null;
  /** The game's ruleset, once started. */
  ruleset: GameRecord['ruleset'] | null = null;
  private def: AnyGameDefinition | null = null;
  private current: unknown = null;
  /** Undo entries restore their state (not in a game resumed from an imported state: replayLog). */
  private restores = true;

  /** The state the entries fed so far lead to (null before the start). */
  get state(): unknown {
    return this.current;
  }

  /** Feeds one log entry; null when it carries nothing for the game or the replay has failed. */
  feed(e: ReplayEntry): ReplayFrame | null {
    if (this.failure) return null;
    this.next = e.seq + 1;
    if (e.kind === 'start')
      return this.def ? null : this.start((e.action as { input: SetupInput<unknown> }).input, { now: e.at });
    if (!this.def) return null;
    if (e.kind === 'undo') return this.restores ? this.restore((e.action as { state: unknown }).state) : null;
    if (!ENGINE_KINDS.has(e.kind)) return null;
    return this.act(e.actor ?? -1, e.action, { now: e.at }, e.seq);
  }

  /** Sets the game up from its inputs (a log's 'start' entry). */
  start(input: SetupInput<unknown>, ctx: Ctx): ReplayFrame | null {
    const ruleset = input.ruleset as GameRecord['ruleset'];
    const def = defOf({ ruleset });
    const made = def.setup(input, ctx);
    if (!made.ok) return this.fail({ code: 'startRefused', refusal: made.error.code });
    this.def = def;
    this.ruleset = ruleset;
    this.current = made.value.state;
    return { kind: 'start', state: this.current, events: def.eventsFor(made.value.events, null) };
  }

  /** A game brought over from the earlier build: it goes on from the state it had then. */
  resume(state: unknown, ruleset: string): void {
    this.ruleset = ruleset as GameRecord['ruleset'];
    this.def = defOf({ ruleset: this.ruleset });
    this.current = state;
    this.restores = false;
  }

  /** Applies one logged action (`seq`: its place in the log, for the failure). */
  act(actor: number, action: unknown, ctx: Ctx, seq = -1): ReplayFrame | null {
    if (!this.def || this.failure) return null;
    const r = this.def.apply(this.current, actor, action, ctx);
    if (!r.ok) return this.fail({ code: 'actionRefused', seq, action: actionType(action), refusal: r.error.code });
    this.current = r.value.state;
    return { kind: 'action', state: this.current, events: this.def.eventsFor(r.value.events, null) };
  }

  /** An undo: the state it logged is the game's again. */
  restore(state: unknown): ReplayFrame {
    this.current = state;
    return { kind: 'undo', state, events: [] };
  }

  private fail(f: ReplayFailure): null {
    this.failure = f;
    return null;
  }
}

/** The state the log leads to; null for a game that never started. Throws when the log does not replay. */
export function replayLog(log: readonly LogEntry[]): unknown {
  const start = log.find((e) => e.kind === 'start');
  // A game brought over from the earlier build starts from the state it had then (map games only).
  const imported = log.find((e) => e.kind === 'import');
  const from = start ?? imported;
  if (!from) return null;
  const replay = new LogReplay();
  if (start) replay.feed(start);
  else {
    const state = (imported!.action as { state: unknown }).state;
    if (state === null) return null;
    replay.resume(state, String((state as { ruleset?: unknown }).ruleset ?? 'classic'));
  }
  for (const e of log) if (e.seq > from.seq) replay.feed(e);
  const f = replay.failure;
  if (f?.code === 'startRefused') throw new Error(`replay: the start was refused: ${f.refusal}`);
  if (f) throw new Error(`replay: action ${f.seq} (${f.action}) was refused: ${f.refusal}`);
  return replay.state;
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
