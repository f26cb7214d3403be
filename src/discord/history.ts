// /risk history [turn]: one past turn rebuilt from the game's inputs and its action log — what
// happened (public events only, as the channel saw them) and the board as that turn left it.
import type { MapRecord } from './games/map/record.js';
import {
  applyAction,
  eventsFor,
  fogActive,
  liftFog,
  newGame,
  viewFor,
  type GameEvent,
  type GameState,
  type PlayerId,
} from '../engine/index.js';
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
  if (!all) return null;
  const { turns, state } = all;
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
  const created = newGame(input, start);
  if (!created.ok) return null;
  let state = created.value.state;
  const turns: TurnRecord[] = [];
  const take = (events: GameEvent[]) => {
    for (const e of eventsFor(events, null)) {
      if (e.type === 'turnStarted') turns.push({ round: e.round, player: e.player, events: [], state });
      turns.at(-1)?.events.push(e);
    }
  };
  take(created.value.events);
  for (const a of actions) {
    if ('restore' in a) {
      // An undo puts back the state before the undone steps; the turn's board follows it.
      state = a.restore;
      if (turns.length) turns[turns.length - 1].state = state;
      continue;
    }
    const r = applyAction(state, a.actor, a.action, a.ctx);
    if (!r.ok) return null;
    state = r.value.state;
    // The action belongs to the turn in progress (an end of turn included): it sets that turn's
    // board; a turn it starts begins from the same board.
    if (turns.length) turns[turns.length - 1].state = state;
    take(r.value.events);
  }
  return { turns, state };
}

/** A game-log entry as the store keeps it (src/store/repository.ts LogEntry). */
export interface LogLike {
  seq: number;
  at: number;
  kind: string;
  actor: number | null;
  action: unknown;
}

/** Log kinds that carry an engine action, in the order replay applies them. */
const ENGINE_KINDS: ReadonlySet<string> = new Set(['act', 'ai', 'timer', 'auto']);

/** pastTurn() from a game's log: the 'start' entry holds the inputs, engine entries follow. */
export function turnFromLog(log: readonly LogLike[], turn?: number): PastTurn | null {
  const inputs = inputsFromLog(log);
  return inputs && pastTurn(inputs.input, inputs.start, inputs.actions, turn);
}

/** The game's inputs and logged actions (undos as the state they restored), from its log. */
export function inputsFromLog(
  log: readonly LogLike[],
): { input: NewGameInput; start: Ctx; actions: (LoggedAction | Restored)[] } | null {
  const start = log.find((e) => e.kind === 'start');
  if (!start) return null;
  const input = (start.action as { input: NewGameInput }).input;
  const actions: (LoggedAction | Restored)[] = log
    .filter((e) => e.seq > start.seq && (ENGINE_KINDS.has(e.kind) || e.kind === 'undo'))
    .map((e) =>
      e.kind === 'undo'
        ? { restore: (e.action as { state: GameState }).state }
        : { actor: e.actor ?? -1, action: e.action as LoggedAction['action'], ctx: { now: e.at } },
    );
  return { input, start: { now: start.at }, actions };
}

/** The reply to /risk history: the turn's public events as the channel told them, and its board. */
export async function historyMessage(
  bot: Bot,
  r: MapRecord,
  log: readonly LogLike[],
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
