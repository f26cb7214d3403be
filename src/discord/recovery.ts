// What the timer loop does for a game that needs it: a lobby's scheduled start, the deadlines that are due, the daily digests, the AI seats
// left waiting (a restart, a failed acknowledgement), and re-posting moves that were stored
// but never shown — all read from the store, so any process can do it after any failure.
// An AI-only game's work runs as background work (people-first.ts): after the interactions in
// flight, one game at a time, its pictures and AI decisions queued behind people's.
import type { GameRecord } from '../app/record.js';
import { hasPeople } from '../app/service.js';
import { publish, publishTimers } from './flow.js';
import { asBackground } from './people-first.js';
import { startScheduled } from './scheduled-start.js';
import { sendDigests } from './records/digest.js';
import type { Bot } from './surface.js';

export async function driveGame(bot: Bot, channelId: string): Promise<void> {
  const r = await bot.service.latest(channelId);
  if (r && !hasPeople(r)) return asBackground(() => drive(bot, channelId));
  return drive(bot, channelId);
}

async function drive(bot: Bot, channelId: string): Promise<void> {
  const svc = bot.service;
  // A lobby whose scheduled start is due starts (its AI seats' first turns are then picked up below).
  await startScheduled(bot, channelId);
  const out = await svc.runTimers(channelId);
  if (out.ok && (out.value.steps.length || out.value.reminders.length || out.value.expired.length)) {
    // Reminders alone add nothing to the log; expiries and ticks do, and are shown here.
    await publishTimers(bot, out.value);
    const after: GameRecord | undefined = await svc.get(channelId);
    if (after && out.value.steps.length) await svc.markPresented(channelId, after.gameId, after.logSeq ?? 0);
  }
  await svc.runAi(channelId);
  // The daily digests due in this game (each player's once a day, whichever game sends it).
  await sendDigests(bot, channelId);
  const pending = await svc.unshown(channelId);
  if (!pending) return;
  if (pending.steps.length) {
    await publish(bot, pending.record, pending.steps, null, null);
    const after = (await svc.get(channelId)) ?? pending.record;
    await svc.markPresented(channelId, after.gameId, Math.max(pending.upTo, after.logSeq ?? 0));
  } else {
    await svc.markPresented(channelId, pending.record.gameId, pending.upTo);
  }
}
