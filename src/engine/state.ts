// Reading a game state: small questions the rules ask again and again.
import { featuresOf, rulesetFor, rulesetHooksFor } from './ruleset-source.js';
import type { Ruleset } from '../rules/ruleset.js';
import type { RuleHooks } from './hooks.js';
import { deckOf, setsInHand, type HandSet } from './cards.js';
import type { Card, GameState, Phase, PlayerId, PlayerState, TerritoryId, TurnState } from './types.js';
import { armiesOn, bordersEnemy, copyBoard, mapOf } from './board.js';
import { cloneExt } from './ext.js';

export const rulesOf = (s: GameState): Ruleset => rulesetFor(s.ruleset);
/** The game's options read through its ruleset (src/rules/features.ts): the only way the engine reads them. */
export { featuresOf };
/** The rule hooks of the game's ruleset (src/engine/hooks.ts). */
export const hooksOf = (s: GameState): RuleHooks => rulesetHooksFor(s.ruleset);
export { mapOf };
export const deckFor = (s: GameState): Card[] => deckOf(mapOf(s));

/**
 * The draft of one action. The handlers change the draft's own copies of the small mutable
 * parts (players, turn, phase, board, rng, clock, ext slices) in place; arrays they never change in place
 * (hands, deck, discard, order, options, teams) and the ext slices cloneExt shares are shared with the caller's state
 * and replaced, not edited, when they change. The property tests deep-freeze every input
 * state, so an in-place edit of a shared part throws there.
 *
 * The copies are spelled out field by field rather than spread: the engine sees states of
 * many shapes (phases, optional fields), which makes a spread site megamorphic and ten times
 * slower (measured: ~20 µs against ~2 µs per action). TypeScript checks that every required
 * field is listed; a new optional field must be added here by hand.
 */
export function cloneState(s: GameState): GameState {
  const out: GameState = {
    schemaVersion: s.schemaVersion,
    version: s.version,
    ruleset: s.ruleset,
    options: s.options,
    map: s.map,
    seed: s.seed,
    rng: [s.rng[0], s.rng[1], s.rng[2], s.rng[3]],
    players: s.players.map(copyPlayer),
    order: s.order,
    board: copyBoard(s.board),
    deck: s.deck,
    discard: s.discard,
    trades: s.trades,
    turn: copyTurn(s.turn),
    phase: copyPhase(s.phase),
    clock: { startedAt: s.clock.startedAt, endsAt: s.clock.endsAt, lastRound: s.clock.lastRound },
    lastMove: s.lastMove ? { ...s.lastMove } : null,
    teams: s.teams,
    ext: cloneExt(s.ext, s.ruleset),
  };
  return out;
}

function copyPlayer(p: PlayerState): PlayerState {
  const out: PlayerState = {
    id: p.id,
    name: p.name,
    colour: p.colour,
    kind: p.kind,
    status: p.status,
    reserve: p.reserve,
    hand: p.hand,
    mission: p.mission,
    objective: p.objective,
    defendWithOne: p.defendWithOne,
    eliminatedBy: p.eliminatedBy,
  };
  if (p.ai !== undefined) out.ai = p.ai;
  return out;
}

function copyTurn(t: TurnState): TurnState {
  const out: TurnState = {
    player: t.player,
    round: t.round,
    number: t.number,
    conquered: t.conquered,
    cardBonusPlaced: t.cardBonusPlaced,
    received: t.received,
    commanderUsed: t.commanderUsed,
    cardsFaceUp: t.cardsFaceUp,
    faceUpFor: t.faceUpFor,
  };
  if (t.neutralPaid !== undefined) out.neutralPaid = t.neutralPaid;
  return out;
}

/** One spread per phase kind, so that each site sees one shape. */
function copyPhase(p: Phase): Phase {
  switch (p.kind) {
    case 'attack':
      return {
        kind: 'attack',
        elimTrade: p.elimTrade,
        conquest: p.conquest
          ? { from: p.conquest.from, to: p.conquest.to, min: p.conquest.min, max: p.conquest.max }
          : null,
        pendingRoll: p.pendingRoll
          ? { ...p.pendingRoll, attack: [...p.pendingRoll.attack], defence: [...p.pendingRoll.defence] }
          : null,
      };
    case 'reinforce':
      return { kind: 'reinforce', mustTrade: p.mustTrade };
    case 'fortify':
      return { kind: 'fortify', moves: p.moves };
    case 'setupPlace':
      return { ...p };
    case 'neutralReinforce':
      return { ...p };
    case 'over':
      return { ...p, winners: [...p.winners], scores: p.scores ? { ...p.scores } : undefined };
    case 'setupSimultaneous': {
      const placements: typeof p.placements = {};
      for (const id in p.placements) placements[id] = { ...p.placements[id] };
      return { ...p, placements, confirmed: [...p.confirmed] };
    }
    default:
      return { ...p };
  }
}

export const isActive = (p: PlayerState): boolean => p.status === 'active' && p.kind !== 'neutral';

/** Seated players still playing, in turn order. */
export function activeOrder(s: GameState): PlayerId[] {
  return s.order.filter((id) => isActive(s.players[id]));
}

export function neutralPlayer(s: GameState): PlayerState | undefined {
  return s.players.find((p) => p.kind === 'neutral');
}

/** How far a fortify move may go and whether it ends the turn (C-FOR-1, C-OPT-2, N-FOR-1). */
export function fortifyRule(s: GameState): { connected: boolean; endsTurn: boolean } {
  if (rulesOf(s).oneStrategicMove) return { connected: true, endsTurn: true };
  const connected = featuresOf(s).connectedFortify;
  return { connected, endsTurn: !connected };
}

/** The room a territory has under C-OPT-3 (Infinity without a cap). */
export function roomOn(s: GameState, t: TerritoryId): number {
  const cap = featuresOf(s).territoryCap;
  return cap === null ? Infinity : Math.max(0, cap - armiesOn(s, t));
}

/** R-GAR-1: the fewest armies a territory must keep after a move. */
export function garrisonMin(s: GameState, t: TerritoryId): number {
  return rulesOf(s).minGarrison && bordersEnemy(s, t) ? 2 : 1;
}

/** C-OPT-6: whether the game plays with territory cards (older games lack the option: they do). */
export const playsCards = (s: GameState): boolean => featuresOf(s).playsCards;

/** The sets `player` could trade now, best first, each priced by the ruleset's `setValue` hook (C-CRD-2, M-3, R-CRD-2, N-CRD-1, NM-2). */
export function setsFor(s: GameState, player: PlayerId): HandSet[] {
  const hand = s.players[player]?.hand;
  if (!hand || hand.length < 3) return [];
  const h = hooksOf(s);
  return setsInHand(
    hand,
    deckFor(s),
    (set) => h.setAllowed(s, set),
    (set) => h.setValue(s, set),
  );
}

/** Whether the player holds at least one tradeable set under the game's card rule. */
export function setsAvailable(s: GameState, player: PlayerId): boolean {
  return setsFor(s, player).length > 0;
}
