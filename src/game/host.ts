// What the app layer needs of a game family beyond its rules (src/game/definition.ts): seat
// bounds and options for the lobby, the turn number undo and AFK key on, the game clock, the
// passive take-over, the AI's move. One entry per family; the app never reads a state itself.
import { AI_LEVELS, DEFAULT_LEVEL, getPolicy, policies } from '../ai/registry.js';
import { seatState } from '../ai/seat-state.js';
import { hqOf } from '../engine/ext.js';
import { nextUint32, seedRng, type RngState } from '../engine/rng.js';
import type { Action, GameState } from '../engine/types.js';
import type { GameEvent } from '../engine/events.js';
import { DEFAULT_OPTIONS } from '../express/engine.js';
import {
  MAX_SEATS,
  MIN_SEATS,
  type ExpressAction,
  type ExpressEvent,
  type ExpressOptions,
  type ExpressState,
} from '../express/types.js';
import { getRuleset, isRulesetId, parseOptions, rulesetIds } from '../rules/registry.js';
import type { DefinitionOf, SeatIndex } from './definition.js';
import { expressGame } from '../express/definition.js';
import { mapRisk } from './map-risk.js';

/** Options accepted, or a refusal naming what is legal: the values of an option, or the options a ruleset has. */
export type OptionsCheck =
  | { ok: true }
  | { ok: false; code: 'badOption'; option: string; allowed: readonly unknown[] }
  | { ok: false; code: 'optionNotInRuleset'; option: string; legal: readonly string[] };

export interface GameHost<S, A, E = unknown> {
  /** The family's definition (rules, views, outcome, deadline key, AI policies): its state, actions and events are the host's. */
  readonly def: DefinitionOf<S, A, E>;
  /** The family's id ('map', 'express'): the family object (src/discord/games/family.ts) is registered under it. */
  readonly family: string;
  /** The rulesets this family plays (a record's `ruleset` names one of them). */
  readonly rulesets: readonly string[];
  seats(ruleset: string): { min: number; max: number };
  checkOptions(ruleset: string, options: Record<string, unknown>): OptionsCheck;
  /** The AI policy an AI seat or an autopilot gets when its own is not one of this family's. */
  readonly defaultAi: string;
  /** The AI levels players choose from, weakest first (empty: the family has one AI). */
  readonly levels?: readonly string[];
  /** The turn counter (undo never crosses it; an AFK seat is not played into its next turn). */
  turn(s: S): number;
  /** Rounds played, for the results row. */
  round(s: S): number;
  /** Whether an accepted action may be taken back (deterministic: no dice, no card drawn). */
  undoable(a: A): boolean;
  /** The state an undo restores: `prev` made newer than `current` (anything keyed on the version sees a change). */
  restored(prev: S, current: S): S;
  /** A seat still in the game (not eliminated, not passive). */
  active(s: S, seat: SeatIndex): boolean;
  /** When the game's time limit is due and the action that applies it, or null. */
  clock(s: S): { at: number; tick: A } | null;
  /** The action that turns a seat passive on take-over (R-ABN-1), or null: the AI takes it. */
  abandon(seat: SeatIndex): A | null;
  /** The action a player's defence setting stands for, or null when the game has none. */
  defence(withOne: boolean): A | null;
  /** Where an AFK seat's deadline play stops short of forfeiting (HQ chosen; their next turn begun). */
  afkDone(s: S, seat: SeatIndex, startTurn: number): boolean;
  /**
   * A move the seat has no choice about, played for a player who keeps auto-fill on (logged
   * as 'auto', with the seat as actor), or null. The app plays it in the same write as the
   * move that led to it.
   */
  forced(s: S, seat: SeatIndex): A | null;
  /** One AI decision; `rng` (the record's AI PRNG) is advanced in place. */
  aiMove(s: S, seat: SeatIndex, policy: string, rng: RngState): A;
  /** Moves to try when a policy's move is refused, so a policy bug cannot wedge a game. */
  readonly fallbacks: readonly A[];
}

export const mapHost: GameHost<GameState, Action, GameEvent> = {
  def: mapRisk,
  family: 'map',
  rulesets: rulesetIds,
  seats: (ruleset) => {
    const rs = getRuleset(isRulesetId(ruleset) ? ruleset : 'classic');
    return { min: rs.minPlayers, max: rs.maxPlayers };
  },
  checkOptions: (ruleset, options) => {
    if (!isRulesetId(ruleset)) return { ok: false, code: 'badOption', option: 'ruleset', allowed: [] };
    const r = parseOptions(ruleset, options);
    if (r.ok) return { ok: true };
    const e = r.error;
    return e.code === 'optionNotInRuleset'
      ? { ok: false, code: 'optionNotInRuleset', option: e.option, legal: e.legal }
      : { ok: false, code: 'badOption', option: e.option, allowed: e.allowed };
  },
  // `normal` is the former `baseline` (the same policy: stored games replay unchanged)
  defaultAi: DEFAULT_LEVEL,
  levels: AI_LEVELS,
  turn: (s) => s.turn.number,
  round: (s) => s.turn.round,
  // NA-GEN-2: the leaders a tap sent after a conquest by default come back with Undo.
  undoable: (a) =>
    a.type === 'place' || a.type === 'placeNeutral' || a.type === 'move' || a.type === 'fortify' || a.type === 'follow',
  restored: (prev, current) => ({ ...prev, version: current.version + 1 }),
  active: (s, seat) => s.players[seat]?.status === 'active',
  clock: (s) =>
    s.clock.endsAt !== null && s.clock.lastRound === null ? { at: s.clock.endsAt, tick: { type: 'tick' } } : null,
  abandon: () => ({ type: 'abandon' }),
  defence: (withOne) => ({ type: 'setDefence', withOne }),
  afkDone: (s, seat, startTurn) =>
    (s.phase.kind === 'chooseHQ' && !!hqOf(s, seat)) ||
    (s.turn.number !== startTurn && s.turn.player === seat && s.phase.kind === 'reinforce'),
  // Every map decision is the player's own.
  forced: () => null,
  // The policy sees what its seat may know: other seats' secrets are removed first.
  aiMove: (s, seat, policy, rng) => getPolicy(policies[policy] ? policy : DEFAULT_LEVEL)(seatState(s, seat), seat, rng),
  fallbacks: [{ type: 'endPhase' }, { type: 'endTurn' }],
};

/**
 * The host pieces of a game with no undo (every step rolls), no game clock, no passive seats,
 * no defence setting and no AFK stop short of a forfeit (Risk Express; a test's coin game).
 */
export const plainGame = {
  undoable: () => false,
  restored: <S>(prev: S) => prev,
  active: () => true,
  clock: () => null,
  abandon: () => null,
  defence: () => null,
  afkDone: () => false,
} as const;

/** The record's AI PRNG as the definition's `() => number` (advanced in place). */
function rngFunction(state: RngState): () => number {
  return () => nextUint32(state) / 0x1_0000_0000;
}

export const expressHost: GameHost<ExpressState, ExpressAction, ExpressEvent> = {
  def: expressGame,
  family: 'express',
  rulesets: ['express'],
  seats: () => ({ min: MIN_SEATS, max: MAX_SEATS }),
  checkOptions: (_ruleset, options) => {
    for (const [k, v] of Object.entries(options)) {
      if (!Object.prototype.hasOwnProperty.call(DEFAULT_OPTIONS, k))
        return { ok: false, code: 'optionNotInRuleset', option: k, legal: Object.keys(DEFAULT_OPTIONS) };
      if (typeof v !== typeof DEFAULT_OPTIONS[k as keyof ExpressOptions])
        return { ok: false, code: 'badOption', option: k, allowed: [true, false] };
    }
    return { ok: true };
  },
  defaultAi: 'expected',
  // Risk Express keeps one AI: docs/ai.md says why levels would make no difference there
  levels: [],
  turn: (s) => s.turnIndex + 1,
  round: (s) => s.round,
  // Every Risk Express step is a roll or follows one: nothing to take back.
  ...plainGame,
  // A roll with a single legal choice: nothing to decide.
  forced: (s, seat) => {
    if (s.phase.kind !== 'rolling' || s.current !== seat) return null;
    const legal = expressGame.legal(s, seat);
    return legal.length === 1 ? legal[0]! : null;
  },
  aiMove: (s, seat, policy, rng) => {
    const ai = expressGame.ai[policy] ?? expressGame.ai.expected;
    return ai(expressGame.privateView(s, seat), expressGame.legal(s, seat), rngFunction(rng));
  },
  fallbacks: [{ type: 'timeout' }],
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the app holds hosts of every family
export type AnyGameHost = GameHost<any, any, any>;

/** The record's own AI PRNG (apart from the game's dice), seeded from the game's seed. */
export function seedAiRng(seed: number): RngState {
  return seedRng(seed);
}
