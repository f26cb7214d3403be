// A seated player's action: load, check who may act, apply (through the game's definition),
// and store state + log entry in one compare-and-set write. `expectedRev` (from a button)
// refuses stale and double clicks; the interaction id refuses a re-delivered slash command.
import { dedupeKey, type Core, type UserRef } from './core.js';
import { fail, ok, type AppResult } from './errors.js';
import { defOf, isOver } from './family.js';
import type { Acted } from './lobby.js';
import { entryOf, type Step } from './steps.js';
import { canUndo, popUndo, trackUndo } from './undo.js';

export function act(
  core: Core,
  channelId: string,
  user: UserRef,
  action: unknown,
  expectedRev?: number,
): Promise<AppResult<Acted>> {
  return core.games.mutate(
    channelId,
    (r) => {
      if (!r) return fail({ code: 'noGame' });
      if (expectedRev !== undefined && r.rev !== expectedRev) return fail({ code: 'stale' });
      if (r.status === 'lobby' || !r.state) return fail({ code: 'lobbyOnly' });
      const seat = r.seats.findIndex((s) => s.userId === user.id);
      if (seat < 0) return fail({ code: 'notSeated' });
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
      return ok({
        record: r,
        value: { record: r, steps: [step] },
        entries: [entryOf(step, user.id, user.interactionId ?? null)],
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
