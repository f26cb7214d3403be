// The history slider's data: the game replayed turn by turn from its action log, each turn's
// board as the public saw it when that turn was over and every player's figures then (the
// plots). Map games: owner and armies of every territory, territories and armies per player.
// Risk Express: every card's holder, the closed continents, cards and score per seat.
//
// Replayed by the app (src/app/history.ts LogReplay: the game's definition sets up and applies,
// an undo restores its logged state), as the store's own replay check is; a turn begins at each
// public `turnStarted` event and the action that ends a turn sets that turn's board (the same cut
// as /risk history).
//
// A long game must not stall the bot: each game's replay is kept (HistoryBook) and fed only the
// log entries written since, so a new move costs one action; and whenever the work runs longer
// than a slice (a first view of a long game, after a restart) it yields to the event loop
// before going on, so other requests and the bot's own work run in between.
import { setImmediate as yieldToLoop } from 'node:timers/promises';
import { LogReplay } from '../app/history.js';
import type { GameRecord } from '../app/record.js';
import { featuresOf, fogActive, getMap, liftFog, viewFor, type GameState } from '../engine/index.js';
import { EXPRESS } from '../express/cards.js';
import { scores } from '../express/rules.js';
import type { ExpressState } from '../express/types.js';
import type { LogEntry } from '../store/repository.js';
import type { MapRecord } from '../discord/games/map/record.js';
import type { ExpressRecord } from '../discord/games/express/record.js';
import { historyOf } from '../discord/games/registry.js';
import { describeEvents } from '../discord/present.js';
import { expressEventLines } from '../discord/games/express/present.js';
import type { ExpressEvent } from '../express/types.js';
import type { GameEvent } from '../engine/index.js';
import { labelLocale } from '../i18n/names.js';
import { publicLayers, sourcesText, type PublicLayers } from './layers.js';
import { plain } from './payload.js';

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
  /** Map games: cards held by each player. */
  k?: number[];
  /** Territories (by index in `order`) where several players have units: units per player. */
  u?: Record<number, Record<number, number>>;
  /** The turn's public log, in the game's language (with the game's record: names and words). */
  log?: string[];
  /** The ruleset's layers as the turn left them (seas, pieces, VP, the campaign; no legend). */
  l?: Omit<PublicLayers, 'legend'>;
  /** Victory points scored so far by source, in words, per player (from the public pointsScored events). */
  vb?: Record<number, string>;
}

export interface HistoryPayload {
  kind: 'map' | 'express';
  seq: number;
  /** Territory ids (Risk Express: card ids) in the order of `o` and `n`. */
  order: string[];
  turns: HistoryTurn[];
}

type Snapshot = Omit<HistoryTurn, 'r' | 'p' | 'log'>;

/**
 * A family's turn picture, from its public view only; `words` (the game's record) names and words
 * it. Part of the family object (src/discord/games/family.ts): state S, events E and record R are
 * the family's own.
 */
export interface FamilyHistory<S, E, R> {
  kind: HistoryPayload['kind'];
  order(state: S): string[];
  snap(state: S, order: readonly string[], words: R | null): Snapshot;
  /** A turn's public events in words. */
  lines(words: R, state: S, events: E[]): string[];
  /** FOG-6: a game played under fog, the state in the open (each turn is kept both ways); else null. */
  lifted?(state: S): S | null;
  /** FOG-6: the fog has lifted (the game is over): the turns are shown in the open, as /risk history does. */
  revealed?(state: S): boolean;
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a replay holds any family's history
type AnyHistory = FamilyHistory<any, any, any>;

/** The map game's history: every territory's owner and armies, and the ruleset's layers. */
export const mapHistory: FamilyHistory<GameState, GameEvent, MapRecord> = {
  kind: 'map',
  order: (s) => [...getMap(s.map).territoryIds],
  snap(st, order, words) {
    const v = viewFor(st, null);
    const u: Record<number, Record<number, number>> = {};
    order.forEach((t, i) => {
      const here = Object.entries(v.units[t] ?? {}).filter(([, n]) => n > 0);
      if (here.length > 1) u[i] = Object.fromEntries(here);
    });
    let l: HistoryTurn['l'];
    if (words) {
      const { legend: _legend, ...rest } = publicLayers(
        v,
        getMap(st.map),
        words.locale,
        labelLocale(st.ruleset, words.locale),
      );
      l = rest;
    }
    return {
      o: order.map((t) => v.territories[t]?.owner ?? -1),
      n: order.map((t) => v.territories[t]?.armies ?? 0),
      t: v.players.map((p) => p.territories),
      a: v.players.map((p) => p.armies),
      k: v.players.map((p) => p.cards),
      ...(Object.keys(u).length ? { u } : {}),
      ...(l ? { l } : {}),
    };
  },
  lines: (words, state, events) => describeEvents({ ...words, state }, events, words.locale).map(plain),
  lifted: (s) => (featuresOf(s).fog ? liftFog(s) : null),
  revealed: (s) => featuresOf(s).fog === true && !fogActive(s),
};

/** Risk Express's history: every card's holder, the closed continents, each seat's score. */
export const expressHistory: FamilyHistory<ExpressState, ExpressEvent, ExpressRecord> = {
  kind: 'express',
  order: () => EXPRESS.cards.map((c) => c.id),
  snap(st, order) {
    const held = st.seats.map(() => 0);
    const o = order.map((id) => {
      const who = st.owners[id] ?? null;
      if (who !== null) held[who] = (held[who] ?? 0) + 1;
      return who ?? -1;
    });
    return { o, n: [], t: held, a: scores(st), c: [...st.closed] };
  },
  lines: (words, state, events) => expressEventLines({ ...words, state }, events, words.locale),
};

/** How long one stretch of replay may hold the event loop before it yields. */
export const SLICE_MS = 8;

/** One game's history, fed log entries in order (the app's LogReplay runs the rules); the finished turns are kept as snapshots only. */
export class GameReplay {
  /** The log did not replay (a refused action): no history for this game. */
  broken = false;
  private readonly replay = new LogReplay();
  private order: string[] = [];
  private readonly done: HistoryTurn[] = [];
  /** FOG-6: under fog, the finished turns in the open too, shown once the game is over. */
  private readonly inTheOpen: HistoryTurn[] = [];
  /** The turn in progress (its board is the state now) and its public events so far. */
  private open: { r: number; p: number } | null = null;
  private events: unknown[] = [];
  /** Points scored so far per player and source (NA-WIN-4: the public pointsScored events). */
  private readonly points: Record<number, Record<string, number>> = {};
  private family: AnyHistory | null = null;

  /** `words`: the game's record, for the turns' log and layers in its words (none without). */
  constructor(private readonly words: GameRecord | null = null) {}

  /** The next log position to feed. */
  get next(): number {
    return this.replay.next;
  }

  private get state(): unknown {
    return this.replay.state;
  }

  /** Takes one log entry; false once the log no longer replays. */
  feed(e: LogEntry): boolean {
    if (this.broken) return false;
    const frame = this.replay.feed(e);
    if (this.replay.failure) return this.fail();
    if (frame?.kind === 'start') return this.begin(frame.events);
    if (frame) this.take(frame.events);
    return true;
  }

  /** Every turn so far, the one in progress as the board is now; null before the first turn or if the log does not replay. */
  payload(seq: number): HistoryPayload | null {
    if (this.broken || !this.family || !this.open) return null;
    const last = this.turnAt(this.state);
    const past = this.family.revealed?.(this.state) ? this.inTheOpen : this.done;
    return { kind: this.family.kind, seq, order: this.order, turns: [...past, last] };
  }

  private begin(events: readonly unknown[]): boolean {
    const family = historyOf(this.replay.ruleset!);
    // A family the page does not draw (a registered test game): no history, nothing refused.
    if (!family) return this.fail();
    this.family = family;
    this.order = family.order(this.state);
    this.take(events);
    return true;
  }

  /** A replayed entry's public events: the points, and the turns they start. */
  private take(events: readonly unknown[]): void {
    const pub = events as {
      type: string;
      round?: number;
      player?: number;
      seat?: number;
    }[];
    for (const ev of pub) {
      const scored = ev as { type: string; player?: number; source?: string; points?: number };
      if (scored.type === 'pointsScored' && scored.player !== undefined && scored.source) {
        const mine = (this.points[scored.player] ??= {});
        mine[scored.source] = (mine[scored.source] ?? 0) + (scored.points ?? 0);
      }
      if (ev.type !== 'turnStarted') {
        this.events.push(ev);
        continue;
      }
      // The action that started this turn ended the one before: that board is the state now.
      if (this.open) {
        this.done.push(this.turnAt(this.state));
        const lifted = this.family!.lifted?.(this.state);
        if (lifted) this.inTheOpen.push(this.turnAt(lifted));
      }
      this.open = { r: ev.round ?? 0, p: ev.player ?? ev.seat ?? 0 };
      this.events = [ev];
    }
  }

  /** The open turn as `state` shows it (the state now, or it in the open under fog). */
  private turnAt(state: unknown): HistoryTurn {
    return { ...this.open!, ...this.family!.snap(state, this.order, this.words), ...this.log(state) };
  }

  /** The open turn's public log in words, as `state` tells it (nothing without the game's record). */
  private log(state: unknown): Pick<HistoryTurn, 'log' | 'vb'> {
    if (!this.words) return {};
    const words = this.words;
    const vb = Object.fromEntries(Object.entries(this.points).map(([p, by]) => [p, sourcesText(by, words.locale)]));
    return {
      log: this.family!.lines(words, state, this.events),
      ...(Object.keys(vb).length ? { vb } : {}),
    };
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
export function historyPayload(
  log: readonly LogEntry[],
  seq: number,
  words: GameRecord | null = null,
): HistoryPayload | null {
  const replay = new GameReplay(words);
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

  /** `words`: the game's record (names, language), for each turn's log and layers. */
  async build(gameId: string, seq: number, words: GameRecord | null = null): Promise<HistoryPayload | null> {
    let g = this.games.get(gameId);
    if (g) this.games.delete(gameId);
    else g = { replay: new GameReplay(words), busy: Promise.resolve() };
    this.games.set(gameId, g);
    if (this.games.size > KEEP) this.games.delete(this.games.keys().next().value!);
    const entry = g;
    const run = entry.busy.then(async () => {
      // A record older than what was fed (a stale read): start over rather than show the future.
      if (entry.replay.next > seq) entry.replay = new GameReplay(words);
      if (entry.replay.next < seq && !entry.replay.broken)
        await feedAll(entry.replay, await this.readLog(gameId, entry.replay.next), seq);
      return entry.replay.next >= seq || entry.replay.broken ? entry.replay.payload(seq) : null;
    });
    entry.busy = run.catch(() => undefined);
    return run;
  }
}
