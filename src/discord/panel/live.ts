// The live panel of every game family: one message per game, brought up to date after every
// accepted step by the record's family presenter (src/discord/games/<family>/live.ts: the map's
// and Risk Express's panels), one presentation at a time per channel. What the families share
// is here: the channel's presentation queue, the split of a move's steps at the AI's turns, and
// the two entries (advance, refreshPanel) that hand a record to its family's presenter.
import type { GameRecord } from '../../app/record.js';
import type { Step } from '../../app/service.js';
import { presenterOf } from '../games/registry.js';
import type { Bot, CommandContext } from '../surface.js';
import type { PanelStep } from './ids.js';
import { whenAnswered } from '../people-first.js';

/**
 * Serialises presentation per channel, so two quick clicks never interleave their edits. Each
 * starts once no other interaction waits for its answer (people-first.ts: bounded), so the
 * panel edits and boards of a burst's moves never go out ahead of the burst's answers.
 */
const chains = new Map<string, Promise<unknown>>();
/** Presentations queued per channel and not started yet. */
const queued = new Map<string, number>();
export function serial<T>(channelId: string, fn: () => Promise<T>): Promise<T> {
  const prev = chains.get(channelId) ?? Promise.resolve();
  queued.set(channelId, (queued.get(channelId) ?? 0) + 1);
  const start = async () => {
    await whenAnswered();
    const left = (queued.get(channelId) ?? 1) - 1;
    if (left > 0) queued.set(channelId, left);
    else queued.delete(channelId);
    return fn();
  };
  const next = prev.then(start, start);
  chains.set(
    channelId,
    next.catch(() => undefined),
  );
  return next;
}

/** Presentations waiting behind a running one, over every channel (the operator's queue depth). */
export function presentationsQueued(): number {
  let n = 0;
  for (const k of queued.values()) n += k;
  return n;
}

/** Whether another presentation of the channel waits behind the running one. */
export function queuedAfter(channelId: string): boolean {
  return (queued.get(channelId) ?? 0) > 0;
}

/** A move's steps as two parts: the request's own (and forced ones), then the turns played by the AI. */
export function splitAtAi<S extends Step>(steps: S[]): { own: S[]; ai: S[] } {
  const at = steps.findIndex((s) => s.by === 'ai');
  return at < 0 ? { own: steps, ai: [] } : { own: steps.slice(0, at), ai: steps.slice(at) };
}

export interface Advance<R extends GameRecord = GameRecord, S extends Step = Step> {
  /** The record before the steps (for the round an AI turn was played in, and the old header). */
  before: R | null;
  /** The record after every step (the app played the forced moves and AI seats already). */
  record: R;
  /** What happened, in order: the request's own steps, then forced moves and AI turns. */
  steps: S[];
  /** The game paused itself (nobody left to watch) in these steps' write. */
  pausedNow?: boolean;
  /** Marks the log up to here shown, in the same write as the panel's marks. */
  shownUpTo?: number;
  ctx: CommandContext | null;
  extraLines?: string[];
  step?: PanelStep;
}

/**
 * Presents accepted steps (the AI seats' too: the app plays them, src/app/ai-driver.ts) and
 * brings the panel up to date: an edit
 * while the same player acts, a ping (new panel) when the turn passes, a result at the end.
 * Each game family has its own panel (src/discord/games/<family>/).
 */
export async function advance(bot: Bot, a: Advance): Promise<void> {
  return presenterOf(a.record).advance(bot, a);
}

/**
 * Re-draws the panel's controls after a change that bumped the revision without a move
 * (settings): the controls carry the revision, so the old ones would answer "out of date".
 */
export async function refreshPanel(bot: Bot, channelId: string): Promise<void> {
  await serial(channelId, async () => {
    const rec = await bot.service.get(channelId);
    if (rec) await presenterOf(rec).refresh(bot, rec);
  });
}
