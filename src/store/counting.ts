// Store trips, counted: a GameRepository that forwards every call and counts it as a read or a
// write. The bench (bot.storeTripsPerMove) and the tests that pin how many trips a move costs
// wrap the real store with it; so does the bot, for /metrics (risk_store_trips_total).
import type { GameRepository } from './repository.js';

const WRITES: ReadonlySet<string> = new Set(['commit', 'quarantine', 'lease']);
const READS: ReadonlySet<string> = new Set([
  'load',
  'currentGameId',
  'loadChannel',
  'log',
  'liveGames',
  'quarantined',
  'resultsByGuild',
  'resultsByUser',
]);

export interface TripCount {
  reads: number;
  writes: number;
  /** Per method name. */
  calls: Record<string, number>;
}

export interface CountedRepository {
  repo: GameRepository;
  count: TripCount;
  /** Zeroes the counts (e.g. after setting a game up, before the move measured). */
  reset(): void;
}

export function countTrips(inner: GameRepository): CountedRepository {
  const count: TripCount = { reads: 0, writes: 0, calls: {} };
  const repo = new Proxy(inner, {
    get(target, prop, receiver) {
      const value: unknown = Reflect.get(target, prop, receiver);
      if (typeof prop !== 'string' || typeof value !== 'function') return value;
      if (!READS.has(prop) && !WRITES.has(prop)) return (value as (...a: unknown[]) => unknown).bind(target);
      return (...args: unknown[]) => {
        if (READS.has(prop)) count.reads++;
        else count.writes++;
        count.calls[prop] = (count.calls[prop] ?? 0) + 1;
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return {
    repo,
    count,
    reset() {
      count.reads = 0;
      count.writes = 0;
      count.calls = {};
    },
  };
}
