// A seated player's action: load, check who may act, apply (through the game's definition),
// and store state + log entry in one compare-and-set write. `expectedRev` (from a button)
// refuses stale and double clicks; the interaction id refuses a re-delivered slash command.
import { dedupeKey, type Core, type UserRef } from './core.js';
import { fail, ok, type AppResult } from './errors.js';
import { defOf, isOver } from './family.js';
import type { Acted } from './lobby.js';
import { entryOf, type Step } from './steps.js';
import type { NewLogEntry } from '../store/repository.js';
import { settle, settledEntries } from './ai-driver.js';
import type { GameRecord } from './record.js';
import { playDueAfterMove, type TimerOutcome } from './timers.js';
import { canUndo, popUndo, trackUndo } from './undo.js';

/** A whole move: the record before it (for the presenters' "before" header) and everything it caused. */
export interface Moved extends Acted {
  before: GameRecord;
  /**
   * A deadline found already past, played in the move's write (its steps are in `steps`, logged
   * as 'timer'): whom to remind, whose turn ran out, which seats were taken over.
   */
  deadlines?: Omit<TimerOutcome, 'record' | 'steps'>;
}

/**
 * The whole move of one interaction: the player's action, then every step that follows
 * without a person (forced moves, AI seats) until a human must choose, then the deadlines the
 * clock has already passed (and the AI seats they wake), stored in ONE compare-and-set write
 * with a log entry per step (each with its actor and kind: act, auto, ai, timer). The
 * presenters show the result from memory; they never apply or play anything.
 */
export async function play(
  core: Core,
  channelId: string,
  user: UserRef,
  action: unknown,
  expectedRev?: number,
): Promise<AppResult<Moved>> {
  let before: GameRecord | null = null;
  let deadlines: Moved['deadlines'];
  const res = await act(core, channelId, user, action, expectedRev, async (r, prev) => {
    before = prev;
    const now = core.now();
    const steps = await settle(r, now, core.ai);
    const entries = settledEntries(r, steps);
    const due = await playDueAfterMove(r, now, core.ai);
    deadlines = undefined;
    if (due) {
      const { record: _record, steps: dueSteps, ...told } = due.out;
      steps.push(...dueSteps);
      entries.push(...due.entries);
      deadlines = told;
    }
    return { steps, entries };
  });
  return res.ok ? ok({ ...res.value, before: before ?? res.value.record, ...(deadlines ? { deadlines } : {}) }) : res;
}

/** What runs after the player's action inside the same write (the whole move's settling). */
type Then = (r: GameRecord, before: GameRecord) => Promise<{ steps: Step[]; entries: NewLogEntry[] }>;

export function act(
  core: Core,
  channelId: string,
  user: UserRef,
  action: unknown,
  expectedRev?: number,
  then?: Then,
): Promise<AppResult<Acted>> {
  return core.games.mutate(
    channelId,
    async (r) => {
      if (!r) return fail({ code: 'noGame' });
      if (expectedRev !== undefined && r.rev !== expectedRev) return fail({ code: 'stale' });
      if (r.status === 'lobby' || !r.state) return fail({ code: 'lobbyOnly' });
      const seat = r.seats.findIndex((s) => s.userId === user.id);
      if (seat < 0) return fail({ code: 'notSeated' });
      // The record as it was (its state is replaced, never changed in place, by the engine).
      const prev: GameRecord = { ...r, seats: r.seats.map((s) => ({ ...s })) };
      r.seats[seat].locale = user.locale;
      const now = core.now();
      const before = r.state;
      const res = defOf(r).apply(r.state, seat, action, { now });
      if (!res.ok) return fail({ code: 'rule', rule: res.error });
      r.state = res.value.state;
      trackUndo(r, seat, action, before);
      r.seats[seat].missed = 0;
      if (isOver(r)) r.status = 'over';
      const step: Step = { actor: seat, action, events: res.value.events, by: 'human', at: now };
      const more = then ? await then(r, prev) : { steps: [], entries: [] };
      return ok({
        record: r,
        value: { record: r, steps: [step, ...more.steps] },
        entries: [entryOf(step, user.id, user.interactionId ?? null), ...more.entries],
      });
    },
    { dedupe: dedupeKey('act', user) },
  );
}

/**
 * Takes back the user's last deterministic step of this turn (a placement, a conquest move, a
 * fortify — never a roll or a draw). Logged with the restored state, so replay follows it.
 */
export function undo(core: Core, channelId: string, user: UserRef, expectedRev?: number): Promise<AppResult<Acted>> {
  return core.games.mutate(
    channelId,
    (r) => {
      if (!r) return fail({ code: 'noGame' });
      if (expectedRev !== undefined && r.rev !== expectedRev) return fail({ code: 'stale' });
      const seat = r.seats.findIndex((s) => s.userId === user.id);
      if (seat < 0) return fail({ code: 'notSeated' });
      if (!canUndo(r, seat)) return fail({ code: 'nothingToUndo' });
      r.state = popUndo(r);
      const entry = {
        at: core.now(),
        kind: 'undo',
        actor: seat,
        userId: user.id,
        interactionId: user.interactionId ?? null,
        action: { state: r.state },
        events: [],
      };
      return ok({ record: r, value: { record: r, steps: [] }, entries: [entry] });
    },
    { dedupe: dedupeKey('undo', user) },
  );
}
