// Timers from persisted deadlines: one timeout per game at its next wake-up (reminder, turn
// deadline, time limit). Rebuilt from the store at start, so deadlines survive restarts.
import type { GameRecord } from './record.js';
import { GameService } from './service.js';

const MAX_DELAY = 2 ** 31 - 1;

export class Scheduler {
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private stopped = false;

  constructor(
    private readonly service: GameService,
    private readonly fire: (channelId: string) => Promise<void>,
  ) {}

  /** (Re)arms the game's timer from its record; clears it when nothing is due. */
  schedule(r: GameRecord, notBefore = 0): void {
    this.clear(r.channelId);
    if (this.stopped) return;
    const at = GameService.nextWake(r);
    if (at === null) return;
    const delay = Math.min(MAX_DELAY, Math.max(notBefore, at - this.service.now(), 0));
    const t = setTimeout(() => { void this.run(r.channelId); }, delay);
    t.unref?.();
    this.timers.set(r.channelId, t);
  }

  private async run(channelId: string): Promise<void> {
    this.timers.delete(channelId);
    try {
      await this.fire(channelId);
    } catch (e) {
      console.error(`timer for ${channelId} failed:`, e);
    }
    // Nothing written (so onSaved did not re-arm)? Check again later rather than spin.
    if (!this.timers.has(channelId)) {
      const r = await this.service.get(channelId);
      if (r) this.schedule(r, 60_000);
    }
  }

  async resumeAll(): Promise<number> {
    const games = await this.service.store.list();
    for (const { record } of games) this.schedule(record);
    return games.length;
  }

  clear(channelId: string): void {
    const t = this.timers.get(channelId);
    if (t) clearTimeout(t);
    this.timers.delete(channelId);
  }

  stop(): void {
    this.stopped = true;
    for (const t of this.timers.values()) clearTimeout(t);
    this.timers.clear();
  }
}
