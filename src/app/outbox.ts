// Accepted ≠ presented. A move is stored first; what was shown of it is marked afterwards.
// Whatever was stored but not shown (the reply or the board post failed, the process died)
// is read back from the log and posted again by the timer loop.
import type { Core } from './core.js';
import { ok } from './errors.js';
import type { GameRecord } from './record.js';
import { stepOf, type Step } from './steps.js';

export interface Unshown {
  record: GameRecord;
  steps: Step[];
  /** Log length to mark as presented once these are shown. */
  upTo: number;
}

/** The steps stored but not yet shown in the channel, or null. */
export async function unshown(core: Core, channelId: string): Promise<Unshown | null> {
  const r = await core.games.get(channelId);
  if (!r) return null;
  const from = r.presentedSeq ?? r.logSeq ?? 0;
  const upTo = r.logSeq ?? 0;
  if (from >= upTo) return null;
  const entries = await core.games.repo.log(r.gameId, from);
  const steps = entries
    .filter((e) => e.seq < upTo)
    .map(stepOf)
    .filter((s): s is Step => s !== null);
  return { record: r, steps, upTo };
}

/** Marks the game's log up to `upTo` as shown (never backwards; keeps the revision). */
export async function markPresented(core: Core, channelId: string, gameId: string, upTo: number): Promise<void> {
  await core.games.mutate(channelId, (r) => {
    if (!r || r.gameId !== gameId || (r.presentedSeq ?? 0) >= upTo) return ok({ record: null, value: undefined });
    r.presentedSeq = Math.min(upTo, r.logSeq ?? upTo);
    return ok({ record: r, value: undefined, keepRev: true });
  });
}

/** Records that `userId` was told their DMs are closed; true only the first time (across processes). */
export async function markDmClosed(core: Core, channelId: string, gameId: string, userId: string): Promise<boolean> {
  const res = await core.games.mutate(channelId, (r) => {
    if (!r || r.gameId !== gameId || r.dmClosed?.includes(userId)) return ok({ record: null, value: false });
    r.dmClosed = [...(r.dmClosed ?? []), userId];
    return ok({ record: r, value: true, keepRev: true });
  });
  return res.ok && res.value;
}
