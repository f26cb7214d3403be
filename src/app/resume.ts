// Start-up: every live game's timer armed from the store's index fields (no record decoded),
// then, in the background, every live record checked readable: one that is not is
// quarantined with a logged error id and its channel told; every other game goes on.
import type { GameMeta } from '../store/repository.js';
import { UnreadableGame } from './games.js';
import type { Scheduler } from './scheduler.js';
import type { GameService } from './service.js';

export interface ResumeOptions {
  owns?: (meta: GameMeta) => boolean;
  /** A live game that could not be read (already quarantined). */
  onUnreadable?: (meta: GameMeta, errorId: string) => Promise<void>;
}

/** Arms the timers; resolves then. `checked` resolves when every live record was read once. */
export async function resumeGames(
  svc: GameService,
  scheduler: Scheduler,
  opts: ResumeOptions = {},
): Promise<{ armed: number; checked: Promise<void> }> {
  const armed = await scheduler.start();
  const checked = checkReadable(svc, opts).catch((err: unknown) =>
    svc.logger.error({ err }, 'start-up check of the live games failed'),
  );
  return { armed, checked };
}

async function checkReadable(svc: GameService, opts: ResumeOptions): Promise<void> {
  let n = 0;
  for (const meta of await svc.store.liveGames()) {
    if (opts.owns && !opts.owns(meta)) continue;
    // Requests come first: the check yields to them between games.
    if (++n % 50 === 0) await new Promise((res) => setImmediate(res));
    try {
      await svc.games.loadGame(meta.gameId);
    } catch (e) {
      if (!(e instanceof UnreadableGame)) throw e;
      await opts.onUnreadable?.(meta, e.errorId);
    }
  }
}
