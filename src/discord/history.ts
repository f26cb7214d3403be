// /risk history [turn]: one past turn rebuilt from the game's inputs and its action log — what
// happened (public events only, as the channel saw them) and the board as that turn left it. The
// app replays the log (src/app/history.ts LogReplay); this module cuts its frames into turns.
import type { MapRecord } from './games/map/record.js';
import { LogReplay, type ReplayEntry, type ReplayFrame } from '../app/history.js';
import { fogActive, liftFog, viewFor, type GameEvent, type GameState, type PlayerId } from '../engine/index.js';
import { cat } from '../i18n/catalogue.js';
import { labelLocale, type Locale } from '../i18n/names.js';
import { describeEvents, fit, playerLabel } from './present.js';
import type { Bot, OutMessage } from './surface.js';
import type { LoggedAction } from '../engine/replay.js';
import type { Ctx, NewGameInput } from '../engine/types.js';

/** An undo in the log: the state it restored. */
export interface Restored {
  restore: GameState;
}

export interface PastTurn {
  /** 1 = the first turn after setup. */
  turn: number;
  /** Turns started so far (the last one may still be in progress). */
  turns: number;
  round: number;
  player: PlayerId;
  /** The turn's public events, from its turnStarted to the next one. */
  events: GameEvent[];
  /** The board when the turn was over (or now, for the turn in progress). */
  state: GameState;
}

/**
 * Replays the log and returns turn `turn` (default: the last finished turn, or the one in
 * progress when none has finished); null when the game has no such turn.
 */
export function pastTurn(
  input: NewGameInput,
  start: Ctx,
  actions: readonly (LoggedAction | Restored)[],
  turn?: number,
): PastTurn | null {
  const all = allTurns(input, start, actions);
  return all && pickTurn(all, turn);
}

function pickTurn({ turns, state }: { turns: TurnRecord[]; state: GameState }, turn?: number): PastTurn | null {
  if (!turns.length) return null;
  const inProgress = state.phase.kind !== 'over';
  const wanted = turn ?? (inProgress && turns.length > 1 ? turns.length - 1 : turns.length);
  const t = turns[wanted - 1];
  if (!t) return null;
  return { turn: wanted, turns: turns.length, round: t.round, player: t.player, events: t.events, state: t.state };
}

/** One turn of a replayed game: who played it, its public events, the board it left. */
export interface TurnRecord {
  round: number;
  player: PlayerId;
  events: GameEvent[];
  state: GameState;
}

/** Every turn of the game, replayed from its inputs and actions (the live map's history slider); null if the log does not replay. */
export function allTurns(
  input: NewGameInput,
  start: Ctx,
  actions: readonly (LoggedAction | Restored)[],
): { turns: TurnRecord[]; state: GameState } | null {
  const replay = new LogReplay();
  const frames = function* () {
    yield replay.start(
      { ...input, options: input.options, seats: input.seats.map((x) => ({ kind: 'human', ...x })) },
      start,
    );
    for (const a of actions) yield 'restore' in a ? replay.restore(a.restore) : replay.act(a.actor, a.action, a.ctx);
  };
  return turnsOf(replay, frames());
}

/**
 * The turns of a replay (the app's LogReplay runs the rules): a turn begins at each public
 * `turnStarted` event; the action that ends a turn sets that turn's board (an end of turn
 * included), and a turn it starts begins from the same board; an undo puts back the board.
 */
function turnsOf(
  replay: LogReplay,
  frames: Iterable<ReplayFrame | null>,
): { turns: TurnRecord[]; state: GameState } | null {
  const turns: TurnRecord[] = [];
  for (const f of frames) {
    if (replay.failure) return null;
    if (!f) continue;
    const state = f.state as GameState;
    if (turns.length) turns[turns.length - 1].state = state;
    for (const e of f.events as GameEvent[]) {
      if (e.type === 'turnStarted') turns.push({ round: e.round, player: e.player, events: [], state });
      turns.at(-1)?.events.push(e);
    }
  }
  return replay.ruleset === null ? null : { turns, state: replay.state as GameState };
}

/** pastTurn() from a game's log: the 'start' entry holds the inputs, game actions and undos follow. */
export function turnFromLog(log: readonly ReplayEntry[], turn?: number): PastTurn | null {
  const replay = new LogReplay();
  const all = turnsOf(
    replay,
    log.map((e) => replay.feed(e)),
  );
  return all && pickTurn(all, turn);
}

/** The reply to /risk history: the turn's public events as the channel told them, and its board. */
export async function historyMessage(
  bot: Bot,
  r: MapRecord,
  log: readonly ReplayEntry[],
  turn: number | undefined,
  locale: Locale,
): Promise<OutMessage> {
  const c = cat(locale).ui;
  const past = turnFromLog(log, turn);
  if (!past) return { text: c.historyNone(turnFromLog(log)?.turns ?? 0) };
  // FOG-6: a fogged game's past stays fogged until the game is over
  const state = r.state && !fogActive(r.state) ? liftFog(past.state) : past.state;
  const view = viewFor(state, null);
  const lines = [
    c.historyTitle(past.turn, past.turns, past.round, playerLabel(r, past.player)),
    ...describeEvents({ ...r, state }, past.events, locale, past.player),
  ];
  const data = await bot.images.board(view, { locale: labelLocale(r.ruleset, locale) });
  return { text: fit(lines), images: [{ name: `board.${bot.images.extension}`, data }] };
}
