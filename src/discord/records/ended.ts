// What follows the end of a game, on whichever process wrote it: its players' ratings, and the
// tournament it is a table of. Fired by the store's hook on the finishing write (and a
// cancellation); each step is idempotent, and the tournament sweep catches a missed one.
import type { GameRecord } from '../../app/record.js';
import type { Bot } from '../surface.js';
import { gameEnded, trackTask } from '../tournament/run.js';
import { rateFinished } from './ratings.js';

export function onGameSaved(bot: Bot, r: GameRecord, status: string): void {
  const over = status === 'over' && r.endedAt === r.updatedAt;
  const cancelled = status === 'cancelled' && r.cancelledAt === r.updatedAt;
  if (over) trackTask(rateFinished(bot.service.store, r));
  if (over || cancelled) trackTask(gameEnded(bot, r.gameId));
}
