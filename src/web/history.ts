// The history slider's data: the game replayed turn by turn from its action log, each turn's
// board as the public saw it when that turn was over and every player's figures then (the
// plots). Map games: owner and armies of every territory, territories and armies per player.
// Risk Express: every card's holder, the closed continents, cards and score per seat.
//
// Replayed through the game's definition (setup, then apply; an undo restores its logged state),
// as the store's own replay check does; a turn begins at each public `turnStarted` event and
// the action that ends a turn sets that turn's board (the same cut as /risk history).
//
// A long game must not stall the bot: each game's replay is kept (HistoryBook) and fed only the
// log entries written since, so a new move costs one action; and whenever the work runs longer
// than a slice (a first view of a long game, after a restart) it yields to the event loop
// before going on, so other requests and the bot's own work run in between.
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { defOf, hostOf } from '../app/family.js';
import type { GameRecord } from '../app/record.js';
import { ENGINE_KINDS } from '../app/steps.js';
import type { SetupInput } from '../game/definition.js';
import { getMap, viewFor, type GameState } from '../engine/index.js';
import { EXPRESS } from '../express/cards.js';
import { scores } from '../express/rules.js';
import type { ExpressState } from '../express/types.js';
import type { LogEntry } from '../store/repository.js';

export interface HistoryTurn {
  /** Round and the player whose turn it was. */
  r: number;
  p: number;
  /** Holder of each territory or card (in `order`), -1 for nobody. */
  o: number[];
  /** Armies on each territory, all players' together (map games; empty for Risk Express). */
  n: number[];
  /** Territories (Risk Express: cards) held by each player. */
  t: number[];
  /** Armies (Risk Express: score) of each player. */
  a: number[];
  /** Risk Express: the continents closed by then. */
  c?: string[];
}

export interface HistoryPayload {
  kind: 'map' | 'express';
  seq: number;
  /** Territory ids (Risk Express: card ids) in the order of `o` and `n`. */
  order: string[];
  turns: HistoryTurn[];
}

type Snapshot = Omit<HistoryTurn, 'r' | 'p'>;

/** A family's turn picture, from its public view only. */
interface Family {
  kind: HistoryPayload['kind'];
  order(state: unknown): string[];
  snap(state: unknown, order: readonly string[]): Snapshot;
}

const MAP: Family = {
  kind: 'map',
  order: (s) => [...getMap((s as GameState).map).territoryIds],
  snap(s, order) {
    const v = viewFor(s as GameState, null);
    return {
      o: order.map((t) => v.territories[t]?.owner ?? -1),
      n: order.map((t) => v.territories[t]?.armies ?? 0),
      t: v.players.map((p) => p.territories),
      a: v.players.map((p) => p.armies),
    };
  },
};

const EXPRESS_FAMILY: Family = {
  kind: 'express',
  order: () => EXPRESS.cards.map((c) => c.id),
  snap(s, order) {
    const st = s as ExpressState;
    const held = st.seats.map(() => 0);
    const o = order.map((id) => {
      const who = st.owners[id] ?? null;
      if (who !== null) held[who] = (held[who] ?? 0) + 1;
      return who ?? -1;
    });
    return { o, n: [], t: held, a: scores(st), c: [...st.closed] };
  },
};

/** How long one stretch of replay may hold the event loop before it yields. */
export const SLICE_MS = 8;

/** One game's replay, fed log entries in order; the finished turns are kept as snapshots only. */
export class GameReplay {
  /** The next log position to feed. */
  next = 0;
  /** The log did not replay (a refused action): no history for this game. */
  broken = false;
  private state: unknown = null;
  private order: string[] = [];
  private readonly done: HistoryTurn[] = [];
  /** The turn in progress (its board is the state now). */
  private open: { r: number; p: number } | null = null;
  private family: Family | null = null;
  private ruleset: GameRecord['ruleset'] | null = null;

  /** Applies one log entry; false once the log no longer replays. */
  feed(e: LogEntry): boolean {
    if (this.broken) return false;
    this.next = e.seq + 1;
    if (e.kind === 'start') return this.begin(e);
    if (this.ruleset === null) return true;
    if (e.kind === 'undo') {
      this.state = (e.action as { state: unknown }).state;
      return true;
    }
    if (!ENGINE_KINDS.has(e.kind)) return true;
    const r = defOf({ ruleset: this.ruleset }).apply(this.state, e.actor ?? -1, e.action, { now: e.at });
    if (!r.ok) return this.fail();
    this.state = r.value.state;
    this.take(r.value.events);
    return true;
  }

  /** Every turn so far, the one in progress as the board is now; null before the first turn or if the log does not replay. */
  payload(seq: number): HistoryPayload | null {
    if (this.broken || !this.family || !this.open) return null;
    const last: HistoryTurn = { ...this.open, ...this.family.snap(this.state, this.order) };
    return { kind: this.family.kind, seq, order: this.order, turns: [...this.done, last] };
  }

  private begin(e: LogEntry): boolean {
    const input = (e.action as { input: SetupInput<unknown> }).input;
    const ruleset = input.ruleset as GameRecord['ruleset'];
    const host = hostOf({ ruleset });
    const family = host.family === 'map' ? MAP : host.family === 'express' ? EXPRESS_FAMILY : null;
    // A family the page does not draw (a registered test game): no history, nothing refused.
    if (!family) return this.fail();
    const made = host.def.setup(input, { now: e.at });
    if (!made.ok) return this.fail();
    this.ruleset = ruleset;
    this.family = family;
    this.state = made.value.state;
    this.order = family.order(this.state);
    this.take(made.value.events);
    return true;
  }

  private take(events: readonly unknown[]): void {
    const pub = defOf({ ruleset: this.ruleset! }).eventsFor(events, null) as {
      type: string;
      round?: number;
      player?: number;
      seat?: number;
    }[];
    for (const ev of pub) {
      if (ev.type !== 'turnStarted') continue;
      // The action that started this turn ended the one before: that board is the state now.
      if (this.open) this.done.push({ ...this.open, ...this.family!.snap(this.state, this.order) });
      this.open = { r: ev.round ?? 0, p: ev.player ?? ev.seat ?? 0 };
    }
  }

  private fail(): false {
    this.broken = true;
    return false;
  }
}

/** Feeds entries (those before `upTo`), yielding to the event loop after every slice of `sliceMs`. */
export async function feedAll(
  replay: GameReplay,
  log: readonly LogEntry[],
  upTo: number,
  sliceMs = SLICE_MS,
): Promise<void> {
  let sliceStart = performance.now();
  for (const e of log) {
    if (e.seq < replay.next) continue;
    if (e.seq >= upTo || !replay.feed(e)) return;
    if (performance.now() - sliceStart > sliceMs) {
      await yieldToLoop();
      sliceStart = performance.now();
    }
  }
}

/** The whole history at once, synchronously (tests, the bench's before/after). */
export function historyPayload(log: readonly LogEntry[], seq: number): HistoryPayload | null {
  const replay = new GameReplay();
  for (const e of log) if (e.seq >= seq || !replay.feed(e)) break;
  return replay.payload(seq);
}

const KEEP = 64;

/**
 * Each game's replay kept between requests (the most recently asked KEEP games), fed only the
 * log written since; one build at a time per game.
 */
export class HistoryBook {
  private readonly games = new Map<string, { replay: GameReplay; busy: Promise<unknown> }>();

  constructor(private readonly readLog: (gameId: string, fromSeq: number) => Promise<LogEntry[]>) {}

  async build(gameId: string, seq: number): Promise<HistoryPayload | null> {
    let g = this.games.get(gameId);
    if (g) this.games.delete(gameId);
    else g = { replay: new GameReplay(), busy: Promise.resolve() };
    this.games.set(gameId, g);
    if (this.games.size > KEEP) this.games.delete(this.games.keys().next().value!);
    const entry = g;
    const run = entry.busy.then(async () => {
      // A record older than what was fed (a stale read): start over rather than show the future.
      if (entry.replay.next > seq) entry.replay = new GameReplay();
      if (entry.replay.next < seq && !entry.replay.broken)
        await feedAll(entry.replay, await this.readLog(gameId, entry.replay.next), seq);
      return entry.replay.next >= seq || entry.replay.broken ? entry.replay.payload(seq) : null;
    });
    entry.busy = run.catch(() => undefined);
    return run;
  }
}
