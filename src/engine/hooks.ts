// The rule hooks (chessops style): the questions the core engine asks a ruleset. Classic (the
// 1992 rules, RULES.md §1–2) provides every default; a variant spreads them and overrides what
// differs (`Ruleset.hooks`). The defaults still read the ruleset's data fields (minGarrison,
// defenderMaxDice, …), so a ruleset that only sets data keeps working.
//
//   reinforcements   armies at the start of a turn (C-REI-1..3, R-REI-1, R-CAP-1)
//   canReach         whether `from` may attack `to` at all (C-ATK-1: adjacent, other player)
//   defenderDice     dice the defender rolls (C-ATK-3, R-ATK-1)
//   attackDiceRange  dice the attacker may roll, or null (C-ATK-2, R-ATK-1)
//   modifyRoll       the roll after it is cast (generals, forts: NAPOLEON.md); classic: as cast
//   conquestBounds   armies that may move in after a conquest (C-ATK-6, R-GAR-1)
//   setValue         armies for a traded set (C-CRD-2, C-OPT-1, M-3, R-CRD-2)
//   onConquer        what a conquest does besides moving control (K-2, K-3 HQ capture)
//   victory          whether the game ended after `player` acted (C-WIN-1, K-*, M-4, R-OBJ)
//   phases           the turn's phases in order, reinforce first (C-REI, C-ATK, C-FOR): endPhase
//                    goes to the next one, and past the last one ends the turn
import type { Ruleset } from '../rules/ruleset.js';
import { classicHooks } from './classic-hooks.js';
import type { SetKind } from './cards.js';
import type { Draft } from './draft.js';
import type { GameState, PlayerId, TerritoryId } from './types.js';
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

export interface RuleHooks {
  reinforcements(s: GameState, player: PlayerId): Reinforcements;
  canReach(s: GameState, from: TerritoryId, to: TerritoryId, player: PlayerId): boolean;
  defenderDice(s: GameState, to: TerritoryId): number;
  attackDiceRange(s: GameState, from: TerritoryId, to: TerritoryId): { min: number; max: number } | null;
  modifyRoll(s: GameState, roll: Roll): Roll;
  conquestBounds(s: GameState, from: TerritoryId, to: TerritoryId, diceRolled: number): { min: number; max: number };
  setValue(s: GameState, set: TradedSet): number;
  onConquer(d: Draft, player: PlayerId, to: TerritoryId, previousOwner: PlayerId): void;
  victory(d: Draft, player: PlayerId | null): boolean;
  phases(s: GameState): readonly ['reinforce', ...Exclude<TurnPhase, 'reinforce'>[]];
}

const merged = new WeakMap<Ruleset, RuleHooks>();

/** The hooks of a ruleset: classic's, overridden by the ruleset's own. */
export function hooksFor(r: Ruleset): RuleHooks {
  let h = merged.get(r);
  if (!h) {
    h = { ...classicHooks(), ...r.hooks };
    merged.set(r, h);
  }
  return h;
}
