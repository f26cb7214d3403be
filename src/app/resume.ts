// Start-up: every live game's timer armed, and every live record checked readable (one that
// is not is quarantined with a logged error id, and its channel is told).
import type { GameMeta } from '../store/repository.js';
import { UnreadableGame } from './games.js';
import type { Scheduler } from './scheduler.js';
import type { GameService } from './service.js';

export interface ResumeOptions {
  owns?: (meta: GameMeta) => boolean;
  /** A live game that could not be read (already quarantined). */
  onUnreadable?: (meta: GameMeta, errorId: string) => Promise<void>;
}

export async function resumeGames(svc: GameService, scheduler: Scheduler, opts: ResumeOptions = {}): Promise<void> {
  for (const meta of await svc.store.liveGames()) {
    if (opts.owns && !opts.owns(meta)) continue;
    try {
      await svc.games.loadGame(meta.gameId);
    } catch (e) {
      if (!(e instanceof UnreadableGame)) throw e;
      await opts.onUnreadable?.(meta, e.errorId);
    }
  }
  await scheduler.start();
}
