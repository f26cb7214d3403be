// The rule hooks (chessops style): the questions the core engine asks a ruleset. Classic (the
// 1992 rules, RULES.md §1–2) provides every default; a variant stacks rule plugins on them
// (`Ruleset.plugins`, `RulePlugin` below), each hook composing by its mode (`HOOK_MODES`). The
// defaults still read the ruleset's data fields (minGarrison, defenderMaxDice, …), so a ruleset
// that only sets data keeps working.
//
//   reinforcements   armies at the start of a turn (C-REI-1..3, R-REI-1, R-CAP-1)
//   canReach         whether `from` may attack `to` at all (C-ATK-1: adjacent, other player)
//   defenderDice     dice the defender rolls, any number (C-ATK-3, R-ATK-1)
//   attackDiceRange  dice the attacker may roll, or null (C-ATK-2, R-ATK-1); the odds, the
//                    /attack bounds and the AI follow it (battle-odds.ts)
//   modifyRoll       the roll after it is cast (generals, forts); classic: as cast. It must
//                    depend on the dice values, not their order (the odds enumerate sorted rolls)
//   recastRoll       a die rolled again once the roll is cast and modified, on the draft (NA-EFF
//                    ÉCLAIREURS); classic: the modified roll as it is
//   diceBonus        modifyRoll as data when it is a bonus per die (the odds then keep its tables)
//   diceKey          what defenderDice and attackDiceRange read besides the armies, as a key (the
//                    odds then keep their answers by it); a ruleset changing either gives its own
//   diceDetail       the final roll die by die: the value cast and what raised it, with its source
//                    (NA: a general, a fortification, a card), for the log and the battle close-up
//   conquestBounds   armies that may move in after a conquest (C-ATK-6, R-GAR-1)
//   setValue         armies for a traded set, seeing its cards (C-CRD-2, C-OPT-1, M-3, R-CRD-2)
//   onConquer        what a conquest does besides moving control (the capitals plugin: K-2, K-3 HQ capture)
//   victory          whether the game ended after `player` acted (C-WIN-1; the goal plugins: K-*, M-4, R-OBJ)
//   phases           the turn's phases in order, reinforce first (C-REI, C-ATK, C-FOR): endPhase
//                    goes to the next one, and past the last one ends the turn
//
// Around every action, turn and setup (the "engine-core" block below, `RuleSteps`): what a ruleset
// adds to the core flow without the core naming the ruleset. Classic's answers are the plain flow
// (no step, no extra seat, the classic setup quotas); the duel's plugins answer them from
// src/engine/duel/hooks.ts. The core engine imports no ruleset's module: only these hooks reach it.
import type { GameFeatures } from '../rules/features.js';
import type { Ruleset } from '../rules/ruleset.js';
import { classicHooks } from './classic-hooks.js';
import type { SetKind } from './cards.js';
import type { DiceBonus } from './dice-odds.js';
import type { Draft } from './draft.js';
import type { Result, RuleError } from './errors.js';
import type { GameEvent, RolledDice } from './events.js';
import type { PublicExtras, SliceCopiers } from './plugin-types.js';
import type { Action, ColourId, GameExt, GameState, PlayerId, PlayerState, TerritoryId } from './types.js';
import type { Reinforcements } from './turns.js';

export interface Roll {
  from: TerritoryId;
  to: TerritoryId;
  attack: number[];
  defence: number[];
}

/**
 * A set to price: what it counts as (C-CRD-1) and, when a real set is priced (a trade, the sets
 * a hand could trade), its three card ids (a set's own effects, e.g. the cards' territories);
 * absent when a set is priced in general (the public `nextTradeValue`).
 */
export interface TradedSet {
  kind: SetKind;
  wilds: number;
  cards?: readonly [number, number, number];
}

/** The phases of a turn a ruleset may order; the turn always opens with reinforcement. */
export type TurnPhase = 'reinforce' | 'attack' | 'fortify';

export interface RuleHooks extends RuleSteps {
  reinforcements(s: GameState, player: PlayerId): Reinforcements;
  canReach(s: GameState, from: TerritoryId, to: TerritoryId, player: PlayerId): boolean;
  defenderDice(s: GameState, to: TerritoryId): number;
  attackDiceRange(s: GameState, from: TerritoryId, to: TerritoryId): { min: number; max: number } | null;
  modifyRoll(s: GameState, roll: Roll): Roll;
  recastRoll(d: Draft, player: PlayerId, cast: Roll, modified: Roll): Roll;
  /**
   * What `modifyRoll` does to a battle from `from` to `to`, as a bonus per die (highest die first),
   * or null when it is not one (classic: no modifier). The exact odds key their kept tables by it.
   */
  diceBonus(s: GameState, from: TerritoryId, to: TerritoryId): DiceBonus | null;
  /**
   * Everything `defenderDice` and `attackDiceRange` read for a battle from `from` to `to` besides
   * the armies on the two territories (rules data, the defender's choice, an epidemic there…), as
   * a string; null when unknown. With `diceBonus`, the exact odds keep their answers by it
   * (src/engine/battle-odds.ts): a ruleset that changes either dice hook must give its own.
   */
  diceKey(s: GameState, from: TerritoryId, to: TerritoryId): string | null;
  /**
   * The roll that counts (`modifyRoll`'s, after `recastRoll`) die by die: each die as cast and
   * the bonuses added to it with their source, asked before the battle changes the board; null
   * when nothing was added (classic: always).
   */
  diceDetail(s: GameState, roll: Roll): RolledDice | null;
  conquestBounds(s: GameState, from: TerritoryId, to: TerritoryId, diceRolled: number): { min: number; max: number };
  setValue(s: GameState, set: TradedSet): number;
  onConquer(d: Draft, player: PlayerId, to: TerritoryId, previousOwner: PlayerId): void;
  victory(d: Draft, player: PlayerId | null): boolean;
  phases(s: GameState): readonly ['reinforce', ...Exclude<TurnPhase, 'reinforce'>[]];
}

// ---- engine-core: around actions and turns, sides, moves, setup seats (RuleSteps) ----

/** The action itself (the phase handlers, with `beforeAction`/`afterAction` around it) on a draft. */
export type RunAction = (d: Draft) => Result<void>;

export interface RuleSteps {
  /**
   * Runs the action (`run`) on the draft, with what the ruleset does around it, and returns the
   * draft to keep (it may be another one) or a refusal (the state is then left untouched).
   * boardgame.io's plugins wrap every move the same way. N2-A: the status roll of the invasion
   * the action ends comes first and stands even when it makes the action illegal.
   */
  aroundAction(d: Draft, actor: PlayerId, action: Action, run: RunAction): Result<Draft>;
  /** Before the action's handler: a refusal, or null (N2-A: influence closes, ally armies first, an invasion opens). */
  beforeAction(d: Draft, actor: PlayerId, action: Action): RuleError | null;
  /** After the handler accepted the action, with the events it emitted (N2-A: combat flag, invasion settled). */
  afterAction(d: Draft, actor: PlayerId, action: Action, events: readonly GameEvent[]): void;
  /** The ruleset's own actions (N2-A influence, ally reinforcements), or null for the phase handlers. */
  ownAction(d: Draft, actor: PlayerId, action: Action): Result<void> | null;
  /**
   * The ruleset's own legal actions for the turn player now, appended to `out` (N2-A influence
   * and ally reinforcements); true when they are the only legal ones (N2-A: ally armies to place).
   */
  ownLegalActions(s: GameState, player: PlayerId, out: Action[]): boolean;
  /** A turn begins, before the clock, the victory check and the reinforcements (N2-A: influence opens). */
  turnStarted(d: Draft, player: PlayerId): void;
  /** The turn's card is drawn and `turnEnded` emitted; true when the ruleset ended the game (R-END-1 sdadata). */
  turnEnded(d: Draft, player: PlayerId): boolean;
  /** A round is over (the turn passes back to the first seat); true when the ruleset ended the game. */
  roundEnded(d: Draft, round: number): boolean;
  /** Whether `army`'s units fight for `player` (own; N2-A an ally's). Asked by src/engine/relations.ts. */
  commands(s: GameState, player: PlayerId, army: PlayerId): boolean;
  /** The other armies `player` commands as their own (N2-A allies), for attacks and moves. */
  alliesOf(s: GameState, player: PlayerId): PlayerId[];
  /** Territories beyond the neighbours of `from` that `canReach` may accept (landings through sea zones); classic: none. */
  reachBeyond(s: GameState, from: TerritoryId): readonly TerritoryId[];
  /** A ruleset's own refusal of an attack, checked after ownership (N2-A: not on one's own side), or null. */
  attackRefusal(s: GameState, player: PlayerId, from: TerritoryId, to: TerritoryId): RuleError | null;
  /** A strategic move's check by the ruleset, or undefined for the engine's own (C-FOR-1, NT-3; N2-A one per army). */
  checkMove(
    s: GameState,
    player: PlayerId,
    from: TerritoryId,
    to: TerritoryId,
    count: number,
  ): RuleError | null | undefined;
  /** Where `player` may move from `from` with how many, or undefined for the engine's own (N2-A). */
  moveTargets(s: GameState, player: PlayerId, from: TerritoryId): { to: TerritoryId; max: number }[] | undefined;
  /** A strategic move by `mover`'s units was made: whether it ends the turn (C-FOR-1, N-FOR-1; N2-A: the side's last). */
  moveMade(s: GameState, player: PlayerId, mover: PlayerId): boolean;
  /** Seats beyond the players' at the start (C-2P-1's neutral, N2-1's four independents). */
  extraSeats(
    players: number,
    taken: readonly ColourId[],
    features: GameFeatures,
    colours: readonly ColourId[],
  ): PlayerState[];
  /** The ruleset's state slices a new game starts with, seeing every seat (N2-*: `ext.duel`; K-*: each seat's HQ). */
  startSlices(features: GameFeatures, players: readonly PlayerState[]): GameExt;
  /** The seats' secret goals, dealt once the order is rolled (M-1 missions, NM-1 ranked missions, R-SET-3 objectives). */
  dealGoals(d: Draft): void;
  /** Deals the territories itself (N2-1) and returns how many each seat got, or null for the engine's deal. */
  dealTerritories(d: Draft): Record<PlayerId, number> | null;
  /** A setup placement turn begins: its quotas, own and neutral (C-SET-4, C-2P-2, N2-1). */
  setupTurn(s: GameState, player: PlayerId): { perTurn: number; neutralPerTurn: number };
  /** Which neutral seat a setup placement on `t` is for, and how many it may still get this turn. */
  neutralSetupPlacement(s: GameState, t: TerritoryId): { owner: PlayerId; left: number } | RuleError;
  /** A neutral setup placement was made (N2-1: each independent's own quota). */
  neutralPlaced(s: GameState, neutral: PlayerId, count: number): void;
  /** The neutral armies the turn player may place on `t` outside setup (N2-A rolled ally armies), or undefined. */
  neutralPlaceable(s: GameState, t: TerritoryId): number | undefined;
  /** Setup is over: what the ruleset clears (N2-1: the independents' undealt reserves). */
  setupFinished(s: GameState): void;
  /**
   * Setup is over and the first turn would begin: true when the ruleset holds it back for a step
   * of its own that every seat takes at once (K-1: the HQs to choose), having set its phase.
   */
  firstTurnHeld(d: Draft): boolean;
  /** What `player` may do in the ruleset's own set-up step (`firstTurnHeld`; K-1: choose an HQ), or undefined. */
  seatActions(s: GameState, player: PlayerId): Action[] | undefined;
  /** What the public view adds for the ruleset (N2-*: the independents' statuses), as its plugins declare it. */
  publicExtras(s: GameState): PublicExtras;
  /** A battle from `player`'s side against `defender` is over, its conquest settled (NT-1, NT-5: emptied team players are out). */
  battleOver(d: Draft, player: PlayerId, defender: PlayerId): void;
  /** `loser` is out, beaten by `by`, their cards passed on (M-6: destroy missions on their colour change). */
  playerEliminated(d: Draft, loser: PlayerId, by: PlayerId): void;
  /** The ruleset's own invariants, broken ones as sentences (N2-*). */
  invariantBreaks(s: GameState): string[];
  /** Whether a combination of three cards counts as a set (C-CRD-1: every one; R-CRD-2 knows three kinds only). */
  setAllowed(s: GameState, set: { kind: SetKind; wilds: number }): boolean;
  /** The actions a phase of the turn accepts (src/engine/phase-actions.ts; C-REI, C-ATK, C-FOR). */
  phaseActions(s: GameState, phase: TurnPhase): readonly Action['type'][];
  /** Who wins among players tied on victory points at the round limit (classic: they share the win). */
  pointsTieBreak(s: GameState, tied: readonly PlayerId[]): PlayerId[];
}

// ---- plugins: how the layers of a ruleset compose, hook by hook ----

/**
 * How a hook's answers from the plugins of a ruleset combine (classic's answer is the bottom
 * layer; plugins are listed bottom to top, so the last one listed is the top):
 *
 *   chain  the top plugin answers; it is handed `below`, the answer of the layers under it, to
 *          refine or ignore (boardgame.io wraps its moves the same way)
 *   first  asked top-down: the first answer that is not null/undefined wins (a refusal is an
 *          answer, so for checks this is "all must agree": any layer may refuse)
 *   all    every layer must say yes
 *   each   every layer runs, bottom-up (notifications: the base's bookkeeping first)
 *   merge  every layer's answer, bottom-up: lists concatenated, objects spread (upper keys win)
 */
export type HookMode = 'chain' | 'first' | 'all' | 'each' | 'merge';

/** The composition of each hook. A new hook without its mode is a compile error. */
export const HOOK_MODES = {
  reinforcements: 'chain',
  canReach: 'chain',
  defenderDice: 'chain',
  attackDiceRange: 'chain',
  modifyRoll: 'chain',
  recastRoll: 'chain',
  diceBonus: 'chain',
  diceKey: 'chain',
  diceDetail: 'chain',
  conquestBounds: 'chain',
  setValue: 'chain',
  onConquer: 'chain',
  victory: 'chain',
  phases: 'chain',
  phaseActions: 'chain',
  setAllowed: 'all',
  aroundAction: 'chain',
  beforeAction: 'first',
  afterAction: 'each',
  ownAction: 'first',
  ownLegalActions: 'chain',
  turnStarted: 'chain',
  turnEnded: 'chain',
  roundEnded: 'chain',
  commands: 'chain',
  alliesOf: 'chain',
  reachBeyond: 'chain',
  attackRefusal: 'first',
  checkMove: 'chain',
  moveTargets: 'chain',
  moveMade: 'chain',
  extraSeats: 'chain',
  startSlices: 'merge',
  dealGoals: 'each',
  dealTerritories: 'first',
  setupTurn: 'chain',
  neutralSetupPlacement: 'chain',
  neutralPlaced: 'each',
  neutralPlaceable: 'first',
  setupFinished: 'each',
  firstTurnHeld: 'chain',
  seatActions: 'first',
  publicExtras: 'merge',
  battleOver: 'each',
  playerEliminated: 'each',
  invariantBreaks: 'merge',
  pointsTieBreak: 'chain',
} as const satisfies Record<keyof RuleHooks, HookMode>;

/**
 * Each hook's number of arguments (checked against its signature), so a `chain` layer gets
 * `below` in its place without a rest-argument copy on every call (the hooks are the engine's
 * hot path: a simulation asks them millions of times).
 */
const HOOK_ARITY: { [K in keyof RuleHooks]: Parameters<RuleHooks[K]>['length'] } = {
  reinforcements: 2,
  canReach: 4,
  defenderDice: 2,
  attackDiceRange: 3,
  modifyRoll: 2,
  recastRoll: 4,
  diceBonus: 3,
  diceKey: 3,
  diceDetail: 2,
  conquestBounds: 4,
  setValue: 2,
  onConquer: 4,
  victory: 2,
  phases: 1,
  phaseActions: 2,
  setAllowed: 2,
  aroundAction: 4,
  beforeAction: 3,
  afterAction: 4,
  ownAction: 3,
  ownLegalActions: 3,
  turnStarted: 2,
  turnEnded: 2,
  roundEnded: 2,
  commands: 3,
  alliesOf: 2,
  reachBeyond: 2,
  attackRefusal: 4,
  checkMove: 5,
  moveTargets: 3,
  moveMade: 3,
  extraSeats: 4,
  startSlices: 2,
  dealGoals: 1,
  dealTerritories: 1,
  setupTurn: 2,
  neutralSetupPlacement: 2,
  neutralPlaced: 3,
  neutralPlaceable: 2,
  setupFinished: 1,
  firstTurnHeld: 1,
  seatActions: 2,
  publicExtras: 1,
  battleOver: 3,
  playerEliminated: 3,
  invariantBreaks: 1,
  pointsTieBreak: 2,
};

type WithBelow<F> = F extends (...a: infer A) => infer R ? (...a: [...A, below: (...a: A) => R]) => R : never;

/** What a plugin contributes: any hooks, a `chain` hook with the answer of the layers below as its last argument. */
export type PluginHooks = {
  [K in keyof RuleHooks]?: (typeof HOOK_MODES)[K] extends 'chain' ? WithBelow<RuleHooks[K]> : RuleHooks[K];
};

/**
 * A rule plugin: one concern of a ruleset (the duel's independents, the advanced game's units and
 * phases, the campaign's allies and points) as hooks that stack on the layers below it. Its
 * actions, refusals, events and state slice are declared beside it (src/engine/plugin-types.ts).
 */
export interface RulePlugin {
  /** Unique among the plugins of a ruleset; names the layer in errors and docs. */
  readonly name: string;
  readonly hooks: PluginHooks;
  /** The copiers of the `ext` slices it owns (a draft copies them before an action edits them). */
  readonly copies?: SliceCopiers;
  /** Its actions a seated player may send outside their turn (K-1: choosing an HQ while the others choose). */
  readonly anytime?: readonly Action['type'][];
}

type AnyFn = (...a: unknown[]) => unknown;
const answered = (r: unknown): boolean => r !== null && r !== undefined;

/** Layer `h` over `below`: `h` gets `below` after its `arity` arguments (a layer that declares no `below` is itself). */
function over(h: AnyFn, below: AnyFn, arity: number): AnyFn {
  if (h.length <= arity) return h; // it never reads `below`: it answers on its own
  switch (arity) {
    case 1:
      return (a) => h(a, below);
    case 2:
      return (a, b) => h(a, b, below);
    case 3:
      return (a, b, c) => h(a, b, c, below);
    case 4:
      return (a, b, c, d) => h(a, b, c, d, below);
    default:
      return (...a) => h(...a.slice(0, arity), below);
  }
}

function composeOne(mode: HookMode, base: AnyFn, layers: readonly AnyFn[], arity: number): AnyFn {
  if (layers.length === 0) return base;
  switch (mode) {
    case 'chain':
      return layers.reduce<AnyFn>((below, h) => over(h, below, arity), base);
    case 'first': {
      const top = [...layers].reverse();
      // by arity (ownAction and beforeAction are asked before every action): no rest copies
      if (arity === 2)
        return (a, b) => {
          for (let i = 0; i < top.length; i++) {
            const r = top[i](a, b);
            if (answered(r)) return r;
          }
          return base(a, b);
        };
      if (arity === 3)
        return (a, b, c) => {
          for (let i = 0; i < top.length; i++) {
            const r = top[i](a, b, c);
            if (answered(r)) return r;
          }
          return base(a, b, c);
        };
      if (arity === 4)
        return (a, b, c, d) => {
          for (let i = 0; i < top.length; i++) {
            const r = top[i](a, b, c, d);
            if (answered(r)) return r;
          }
          return base(a, b, c, d);
        };
      return (...a) => {
        for (const h of top) {
          const r = h(...a);
          if (answered(r)) return r;
        }
        return base(...a);
      };
    }
    case 'all':
      return (...a) => Boolean(base(...a)) && layers.every((h) => h(...a));
    case 'each':
      // by arity, as `over` does: no rest-argument copy on every call (afterAction runs after every action)
      if (arity === 3)
        return (a, b, c) => {
          base(a, b, c);
          for (let i = 0; i < layers.length; i++) layers[i](a, b, c);
        };
      if (arity === 4)
        return (a, b, c, d) => {
          base(a, b, c, d);
          for (let i = 0; i < layers.length; i++) layers[i](a, b, c, d);
        };
      return (...a) => {
        base(...a);
        for (const h of layers) h(...a);
      };
    case 'merge':
      return (...a) => {
        const parts = [base(...a), ...layers.map((h) => h(...a))];
        return Array.isArray(parts[0]) ? parts.flat() : Object.assign({}, ...parts);
      };
  }
}

/** Classic's hooks with the plugins stacked on them in order (bottom to top), each hook by its mode. */
export function composeHooks(base: RuleHooks, plugins: readonly RulePlugin[]): RuleHooks {
  const names = new Set<string>();
  for (const p of plugins) {
    if (names.has(p.name)) throw new Error(`rule plugin "${p.name}" listed twice`);
    names.add(p.name);
  }
  const out: Record<string, AnyFn> = {};
  for (const key of Object.keys(HOOK_MODES) as (keyof RuleHooks)[]) {
    const layers = plugins.flatMap((p) => (p.hooks[key] ? [p.hooks[key] as AnyFn] : []));
    out[key] = composeOne(HOOK_MODES[key], base[key] as AnyFn, layers, HOOK_ARITY[key]);
  }
  const hooks = out as unknown as RuleHooks;
  // a layer declared with fewer parameters than the hook's never sees the action's events
  const afterActions = [
    base.afterAction,
    ...plugins.flatMap((p) => (p.hooks.afterAction ? [p.hooks.afterAction] : [])),
  ];
  if (afterActions.some((f) => f.length >= HOOK_ARITY.afterAction)) readsEvents.add(hooks);
  return hooks;
}

const readsEvents = new WeakSet<RuleHooks>();

/**
 * Whether a layer of `afterAction` reads the action's events (declares its fourth parameter):
 * when none does, the engine does not copy them out for it after every action.
 */
export const afterActionReadsEvents = (h: RuleHooks): boolean => readsEvents.has(h);

const merged = new WeakMap<Ruleset, RuleHooks>();

/** The hooks of a ruleset: classic's, with the ruleset's plugins stacked on them. */
export function hooksFor(r: Ruleset): RuleHooks {
  let h = merged.get(r);
  if (!h) {
    h = composeHooks(classicHooks(), r.plugins ?? []);
    merged.set(r, h);
  }
  return h;
}
