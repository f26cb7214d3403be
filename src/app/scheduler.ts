// The timer loop. Each live game has one wake-up time in the store (deadline, reminder, time
// limit, an AI seat left waiting, a move stored but not shown); one timeout per game fires at
// it. Start-up reads live games only (never the archive); a sweep re-reads them every minute,
// so a wake set by another process, or missed, is picked up. Before firing, a process takes a
// short lease on the game, so two processes do not both do the work; the compare-and-set in
// the store makes each deadline apply once even if they did.
import { hostname } from 'node:os';
import type { GameMeta } from '../store/repository.js';
import { newErrorId } from './log.js';
import type { GameService } from './service.js';

const MAX_DELAY = 2 ** 31 - 1;
const LEASE_MS = 30_000;

export interface SchedulerOptions {
  /** Does this process drive the game? (Shards: the guilds Discord routes to this shard.) */
  owns?: (meta: GameMeta) => boolean;
  /** Lease owner name; unique per process. */
  owner?: string;
  /** Re-read the live games this often (ms); 0 = never. */
  sweepMs?: number;
}

export class Scheduler {
  private readonly timers = new Map<string, { at: number; handle: NodeJS.Timeout }>();
  private sweepHandle: NodeJS.Timeout | null = null;
  private stopped = false;
  private readonly owner: string;
  private readonly running = new Set<Promise<void>>();

  constructor(
    private readonly service: GameService,
    private readonly fire: (channelId: string) => Promise<void>,
    private readonly options: SchedulerOptions = {},
  ) {
    this.owner = options.owner ?? `${hostname()}:${process.pid}:${newErrorId()}`;
  }

  /** (Re)arms the game's timer from its store metadata; clears it when nothing is due. */
  schedule(meta: GameMeta, notBefore = 0): void {
    if (this.stopped) return;
    if (this.options.owns && !this.options.owns(meta)) return;
    const existing = this.timers.get(meta.gameId);
    if (!meta.live || meta.wakeAt === null) {
      if (existing) clearTimeout(existing.handle);
      this.timers.delete(meta.gameId);
      return;
    }
    const at = Math.max(meta.wakeAt, this.service.now() + notBefore);
    if (existing && existing.at === at) return;
    if (existing) clearTimeout(existing.handle);
    const delay = Math.min(MAX_DELAY, Math.max(0, at - this.service.now()));
    const handle = setTimeout(() => {
      this.track(this.run(meta));
    }, delay);
    handle.unref?.();
    this.timers.set(meta.gameId, { at, handle });
  }

  private track(p: Promise<void>): void {
    this.running.add(p);
    void p.finally(() => this.running.delete(p));
  }

  private async run(meta: GameMeta): Promise<void> {
    this.timers.delete(meta.gameId);
    if (this.stopped) return;
    const log = this.service.logger;
    try {
      if (!(await this.service.store.lease(`game:${meta.gameId}`, this.owner, LEASE_MS, Date.now()))) {
        this.schedule(meta, LEASE_MS);
        return;
      }
      // Another process may have written the game (a sweep found it): start from the store.
      this.service.games.forget(meta.gameId);
      await this.fire(meta.channelId);
    } catch (err) {
      log.error({ err, errorId: newErrorId(), gameId: meta.gameId, channelId: meta.channelId }, 'timer failed');
    }
    // Nothing written (so onSaved did not re-arm)? Look again later rather than spin.
    if (!this.timers.has(meta.gameId) && !this.stopped) {
      const fresh = await this.service.store.load(meta.gameId).catch(() => undefined);
      if (fresh) this.schedule(fresh.meta, 60_000);
    }
  }

  /** Arms every live game's timer (start-up); returns how many games are live. */
  async resumeAll(): Promise<number> {
    const games = await this.service.store.liveGames();
    for (const meta of games) this.schedule(meta);
    return games.length;
  }

  /** Forgets every armed timer and arms them again from the store (after a clock change). */
  async rearmAll(): Promise<number> {
    for (const t of this.timers.values()) clearTimeout(t.handle);
    this.timers.clear();
    return this.resumeAll();
  }

  /** Resumes, then re-reads the live games every `sweepMs`. */
  async start(): Promise<number> {
    const n = await this.resumeAll();
    const every = this.options.sweepMs ?? 60_000;
    if (every > 0) {
      this.sweepHandle = setInterval(() => {
        void this.resumeAll().catch((err) => this.service.logger.error({ err }, 'timer sweep failed'));
      }, every);
      this.sweepHandle.unref?.();
    }
    return n;
  }

  /** Games with an armed timer. */
  get armed(): number {
    return this.timers.size;
  }

  clear(gameId: string): void {
    const t = this.timers.get(gameId);
    if (t) clearTimeout(t.handle);
    this.timers.delete(gameId);
  }

  /** Game steps (deadlines, AI turns) running now. */
  get busy(): number {
    return this.running.size;
  }

  /** Stops arming and firing; resolves when the timers already firing have finished. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.sweepHandle) clearInterval(this.sweepHandle);
    for (const t of this.timers.values()) clearTimeout(t.handle);
    this.timers.clear();
    await Promise.allSettled([...this.running]);
  }
}
