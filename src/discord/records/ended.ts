// What follows a game's writes, on whichever process wrote it: who sits where (a lobby change or
// the start, for /risk games); at the start, the vacations of its players; at its end, its
// players' ratings, the server's results channel and the tournament it is a table of. Fired by the store's hook on the
// finishing write (and a cancellation); each step is idempotent, and the tournament sweep
// catches a missed one.
import type { GameRecord } from '../../app/record.js';
import type { Bot } from '../surface.js';
import { gameEnded, trackTask } from '../tournament/run.js';
import { forgetRatedCounts } from './choices.js';
import { indexSeats } from './my-games.js';
import { rateFinished } from './ratings.js';
import { sendNotices, sendResult } from './notices.js';
import { applyVacations } from './vacation.js';
import { applyQuietHours } from './quiet.js';

export function onGameSaved(bot: Bot, r: GameRecord, status: string): void {
  const over = status === 'over' && r.endedAt === r.updatedAt;
  const cancelled = status === 'cancelled' && r.cancelledAt === r.updatedAt;
  const started = status === 'playing' && r.startedAt === r.updatedAt;
  if (status === 'lobby' || started) trackTask(indexSeats(bot.service.store, r));
  if (started) trackTask(applyVacations(bot, r));
  if (started) trackTask(applyQuietHours(bot, r));
  if (over) trackTask(rateFinished(bot.service.store, r).then(() => forgetRatedCounts(r.guildId)));
  // The results channel and followers (once), "you're next" and players out while it is played.
  if (over) trackTask(sendResult(bot, r));
  if (status === 'playing') trackTask(sendNotices(bot, r));
  if (over || cancelled) trackTask(gameEnded(bot, r.gameId));
}
