// Scenario builders for the rule-id tests: start a real game, then set the board, hands,
// turn and phase directly on a copy (the state is plain JSON) and script the dice by choosing
// an rng state that rolls what the test wants.
import { afterAll, beforeAll, expect } from 'vitest';
import { applyAction, type Applied } from '../../src/engine/apply.js';
import { deckOf } from '../../src/engine/cards.js';
import type { GameEvent } from '../../src/engine/events.js';
import type { RuleError } from '../../src/engine/errors.js';
import { checkInvariants } from '../../src/engine/invariants.js';
import { getMap } from '../../src/engine/maps.js';
import { randInt, rollDie, seedRng, type RngState } from '../../src/engine/rng.js';
import { newGame } from '../../src/engine/setup.js';
import { freshTurn, startTurn } from '../../src/engine/turns.js';
import type {
  Action,
  GameState,
  NewGameInput,
  PlayerId,
  RuleOptions,
  RulesetId,
  TerritoryId,
} from '../../src/engine/types.js';
import { legalActions, waitingFor } from '../../src/engine/legal.js';
import type { LoggedAction } from '../../src/engine/replay.js';
import { getRuleset, rulesets, withoutConflicts } from '../../src/rules/registry.js';
import type { Ruleset } from '../../src/rules/ruleset.js';
import { occupy, territoriesControlledBy } from '../../src/engine/board.js';

export const NOW = 1_700_000_000_000;
export const ctx = { now: NOW };
export const WORLD = getMap('world');
export const RISIKO_MAP = getMap('world-risiko');
/** The Napoléon rulebook's strategic-move example: Égypte to Wurtemberg & Bavière, land by land. */
export const EGYPT_TO_WURTEMBERG: readonly TerritoryId[] = [
  'egypte',
  'syrie',
  'anatolie',
  'bulgarie_grece_macedoine',
  'bosnie_serbie_albanie',
  'provinces_illyriennes',
  'wurtemberg_baviere',
];

/** Card id of a territory card (ids follow the map's territory order; wilds come last). */
export function card(t: TerritoryId, map = WORLD): number {
  const c = deckOf(map).find((x) => x.territory === t);
  if (!c) throw new Error(`no card for ${t}`);
  return c.id;
}
export const WILDS = [42, 43];

/** A fresh game; throws when newGame refuses. */
export function game(
  ruleset: RulesetId,
  players: number,
  options: Partial<RuleOptions> = {},
  seed = 1,
): { state: GameState; events: GameEvent[] } {
  const r = newGame(
    { ruleset, options, seed, seats: Array.from({ length: players }, (_, i) => ({ name: `P${i}` })) },
    ctx,
  );
  if (!r.ok) throw new Error(`newGame refused: ${JSON.stringify(r.error)}`);
  return r.value;
}

/**
 * Freezes a value and everything it holds, so that an engine that edits its input in place
 * (a part the draft shares with the caller's state, see cloneState) throws at that line.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}

/** Applies an action that must be accepted (to a frozen copy of `s`); returns the new state and its events. */
export function act(s: GameState, actor: PlayerId, action: Action, now = NOW): Applied {
  const r = applyAction(deepFreeze(structuredClone(s)), actor, action, { now });
  if (!r.ok) throw new Error(`refused ${JSON.stringify(action)}: ${JSON.stringify(r.error)}`);
  return r.value;
}

/** Applies an action that must be refused, checks the input did not change, returns the error. */
export function refuse(s: GameState, actor: PlayerId, action: Action, now = NOW): RuleError {
  const before = JSON.stringify(s);
  const r = applyAction(deepFreeze(structuredClone(s)), actor, action, { now });
  expect(JSON.stringify(s)).toBe(before);
  if (r.ok) throw new Error(`accepted ${JSON.stringify(action)} (expected a refusal)`);
  return r.error;
}

export function ofType<T extends GameEvent['type']>(
  events: readonly GameEvent[],
  type: T,
): Extract<GameEvent, { type: T }>[] {
  return events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
}

export interface ScenarioSpec {
  ruleset?: RulesetId;
  players?: number;
  options?: Partial<RuleOptions>;
  seed?: number;
  /** Territories listed here get this owner and armies; the rest get `fill`. */
  board?: Record<TerritoryId, [PlayerId, number]>;
  /** Owner and armies of every territory not in `board` (default: player 1, 1 army). */
  fill?: [PlayerId, number];
  /** Whose turn it is (default 0). */
  player?: PlayerId;
  phase?: 'reinforce' | 'attack' | 'fortify';
  /** Reserve of the current player (reinforce phase). */
  reserve?: number;
  hands?: Record<PlayerId, number[]>;
  round?: number;
}

/** A position built on a real game: board, hands, turn and phase as given. */
export function scenario(spec: ScenarioSpec): GameState {
  const players = spec.players ?? 3;
  const s = structuredClone(
    game(spec.ruleset ?? 'classic', players, { setup: 'auto', ...spec.options }, spec.seed ?? 1).state,
  );
  const fill = spec.fill ?? [1, 1];
  const map = getMap(s.map);
  for (const t of map.territoryIds) {
    const [owner, armies] = spec.board?.[t] ?? fill;
    occupy(s, t, owner, armies);
  }
  for (const p of s.players) {
    p.reserve = 0;
    p.hand = [];
  }
  // all cards back in the pile, then the hands dealt from it
  s.deck = s.options.cards === 'none' ? [] : deckOf(map).map((c) => c.id); // C-OPT-6: no cards at all
  s.discard = [];
  for (const [id, cards] of Object.entries(spec.hands ?? {})) giveCards(s, Number(id), cards);
  const player = spec.player ?? 0;
  s.turn = freshTurn(player, spec.round ?? 1, 1);
  s.players[player].reserve = spec.reserve ?? 0;
  const phase = spec.phase ?? 'attack';
  s.phase =
    phase === 'attack'
      ? { kind: 'attack', conquest: null, pendingRoll: null, elimTrade: false }
      : phase === 'fortify'
        ? { kind: 'fortify', moves: 0 }
        : { kind: 'reinforce', mustTrade: mustTradeWith(s.ruleset, s.players[player].hand.length) };
  s.clock = { startedAt: NOW, endsAt: null, lastRound: null };
  return s;
}

/** C-CRD-3 / R-CRD-1: whether a hand this big must trade at the start of a turn. */
function mustTradeWith(ruleset: RulesetId, hand: number): boolean {
  const at = getRuleset(ruleset).forcedTradeAt;
  return at !== null && hand >= at;
}

/** Moves cards from wherever they are into a player's hand (cards stay conserved). */
export function giveCards(s: GameState, player: PlayerId, cards: number[]): void {
  for (const c of cards) {
    s.deck = s.deck.filter((x) => x !== c);
    s.discard = s.discard.filter((x) => x !== c);
    for (const p of s.players) p.hand = p.hand.filter((x) => x !== c);
    s.players[player].hand.push(c);
  }
}

/** Starts `player`'s turn through the engine (reinforcements, must-trade), on a copy. */
export function beginTurn(
  s: GameState,
  player: PlayerId,
  round = s.turn.round || 1,
): { state: GameState; events: GameEvent[] } {
  const d = { s: structuredClone(s), events: [] as GameEvent[], ctx };
  startTurn(d, player, round);
  return { state: d.s, events: d.events };
}

const rngCache = new Map<string, RngState>();
/** An rng state whose next dice are exactly `dice` (attacker's dice first, then the defender's). */
export function rngRolling(dice: number[]): RngState {
  const key = dice.join(',');
  const hit = rngCache.get(key);
  if (hit) return [...hit] as RngState;
  for (let seed = 0; seed < 50_000_000; seed++) {
    const st = seedRng(seed);
    const probe = [...st] as RngState;
    let i = 0;
    while (i < dice.length && rollDie(probe) === dice[i]) i++;
    if (i === dice.length) {
      rngCache.set(key, st);
      return [...st] as RngState;
    }
  }
  throw new Error(`no rng rolls ${key}`);
}

/** A copy of `s` whose next dice are `dice`. */
export function withDice(s: GameState, dice: number[]): GameState {
  const c = structuredClone(s);
  c.rng = rngRolling(dice);
  return c;
}

/**
 * Every broken invariant after an action, with armies checked against the events. (expect()
 * only for a broken one, with its diff: whole games call this after every action, and an
 * expect() a call cost more than the check.)
 */
export function expectInvariants(after: GameState, before?: GameState, events?: readonly GameEvent[]): void {
  const broken = checkInvariants(after, before, events);
  if (broken.length) expect(broken).toEqual([]);
}

/** The territories `player` owns. */
export function owned(s: GameState, player: PlayerId): TerritoryId[] {
  return territoriesControlledBy(s, player);
}

// ---- random legal play (property and replay tests) ----

/** Options drawn from what the ruleset offers (the lobby's choices). */
export function randomOptions(ruleset: RulesetId, rng: RngState): Partial<RuleOptions> {
  const choices = getRuleset(ruleset).choices as Record<string, readonly unknown[]>;
  const out: Record<string, unknown> = {};
  for (const [k, values] of Object.entries(choices)) out[k] = values[randInt(rng, values.length)];
  return withoutConflicts(out as Partial<RuleOptions>); // C-OPT-4 needs cards: resolveOptions refuses the pair
}

export interface Step {
  before: GameState;
  actor: PlayerId;
  action: Action;
  after: GameState;
  events: GameEvent[];
  now: number;
}

/**
 * Plays up to `maxSteps` legal actions chosen with `rng` (one minute of game time each),
 * calling `onStep` after every one. Fails loudly if a listed legal action is refused.
 */
export function playRandom(
  input: NewGameInput,
  rng: RngState,
  maxSteps: number,
  onStep?: (step: Step) => void,
): { start: GameState; startEvents: GameEvent[]; log: LoggedAction[]; final: GameState } {
  const created = newGame(input, ctx);
  if (!created.ok) throw new Error(`newGame refused: ${JSON.stringify(created.error)}`);
  let s = created.value.state;
  const log: LoggedAction[] = [];
  let now = NOW;
  for (let i = 0; i < maxSteps && s.phase.kind !== 'over'; i++) {
    const waiting = waitingFor(s);
    const actor = waiting[randInt(rng, waiting.length)];
    const acts = legalActions(s, actor);
    if (acts.length === 0) throw new Error(`no legal action for ${actor} in ${s.phase.kind}`);
    const action = acts[randInt(rng, acts.length)];
    now += 60_000;
    const r = applyAction(deepFreeze(s), actor, action, { now });
    if (!r.ok)
      throw new Error(`legal action refused: ${JSON.stringify(action)} in ${s.phase.kind}: ${JSON.stringify(r.error)}`);
    log.push({ actor, action, ctx: { now } });
    onStep?.({ before: s, actor, action, after: r.value.state, events: r.value.events, now });
    s = r.value.state;
  }
  return { start: created.value.state, startEvents: created.value.events, log, final: s };
}

export const seats = (n: number) => Array.from({ length: n }, (_, i) => ({ name: `P${i}` }));

/**
 * An independent oracle for C-SET-2 / R-SET-1: who starts when each seat rolls a die and ties
 * re-roll among the tied (the order roll is the first use of the game's dice).
 */
export function firstByDice(seed: number, n: number): number {
  const rng = seedRng(seed);
  let contenders = Array.from({ length: n }, (_, i) => i);
  while (contenders.length > 1) {
    const rolls = contenders.map((id) => ({ id, v: rollDie(rng) }));
    const best = Math.max(...rolls.map((r) => r.v));
    contenders = rolls.filter((r) => r.v === best).map((r) => r.id);
  }
  return contenders[0];
}

/** Registers a made-up ruleset for the tests of the enclosing describe block (removed after it). */
export function useRuleset(r: Ruleset): void {
  beforeAll(() => {
    (rulesets as Record<string, Ruleset>)[r.id] = r;
  });
  afterAll(() => {
    delete (rulesets as Record<string, Ruleset>)[r.id];
  });
}

/** Plays without fighting until the game is over (at most `limit` actions): each seat places its reserve on its first territory and ends its turn. */
export function playPassively(s: GameState, limit = 40): GameState {
  for (let i = 0; i < limit && s.phase.kind !== 'over'; i++) {
    const p = s.turn.player;
    if (s.phase.kind === 'reinforce' && s.players[p].reserve > 0)
      s = act(s, p, { type: 'place', territory: owned(s, p)[0], count: s.players[p].reserve }).state;
    else if (s.phase.kind === 'reinforce') s = act(s, p, { type: 'endPhase' }).state;
    else s = act(s, p, { type: 'endTurn' }).state;
  }
  return s;
}
