// Whether an attack is legal, without rolling: whose territory, whose target, reach (C-ATK-1,
// NT-3, N2-A sides), armies and dice (C-ATK-2), and R-ELM-1's early-elimination guard.
import { armiesAt, controlledCount, defenderOf, frontCandidates } from '../board.js';
import { tallyOf } from '../board-tally.js';
import type { RuleError } from '../errors.js';
import type { RuleHooks } from '../hooks.js';
import type { Ruleset } from '../../rules/ruleset.js';
import {
  canCommand,
  classicCanReach,
  forEachAttack,
  isOwnGround,
  noAttackRefusal,
  noReachBeyond,
  ownUnitsOnly,
  sharesGround,
} from '../relations.js';
import { hooksOf, mapOf, rulesOf } from '../state.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';
import { attackDiceRange, attackingArmies, classicAttackDiceRange, classicDefenderDice, defenderDice } from './dice.js';

let lastHooks: RuleHooks | null = null;
let lastPlain = false;
/**
 * Whether the game attacks by the classic rules alone: classic reach, dice and sides, no teams.
 * Then an attack's legality is a few reads of the board's arrays by index (`plainAttackOpen`)
 * instead of a dozen lookups by name through the hooks.
 */
function plainAttacks(s: GameState): boolean {
  const h = hooksOf(s);
  if (h !== lastHooks) {
    lastHooks = h;
    lastPlain =
      h.canReach === classicCanReach &&
      h.reachBeyond === noReachBeyond &&
      h.attackRefusal === noAttackRefusal &&
      h.attackDiceRange === classicAttackDiceRange &&
      h.defenderDice === classicDefenderDice &&
      h.commands === ownUnitsOnly;
  }
  return lastPlain && !sharesGround(s);
}

/**
 * Whether an attack `checkAttack` accepted stays legal, roll after roll until its target falls,
 * as long as the source can still roll a die (`attackDiceRange`): true under `plainAttacks`,
 * where a roll changes only the two stacks' sizes (the holders, the reach, and R-ELM-1's count
 * of the defender's territories stay as they were). The blitz then checks the attack once.
 */
export const attackStaysOpen = (s: GameState): boolean => plainAttacks(s);

/**
 * Under `plainAttacks`, whether `checkAttack` would accept an attack from a territory `player`
 * controls holding `own` armies on a neighbour held by another, `holder`, with `there`; false
 * for every refusal, which the full check explains.
 */
function plainAttackOpen(
  s: GameState,
  rules: Ruleset,
  player: PlayerId,
  own: number,
  there: number,
  holder: PlayerId,
  dice: number | null,
): boolean {
  if (own < 2) return false;
  const defender = s.players[holder];
  // classicAttackDiceRange and classicDefenderDice, without teams (all armies on `from` attack)
  const defending =
    rules.defenceChoice && defender.defendWithOne && defender.kind !== 'neutral' && defender.status === 'active'
      ? 1
      : Math.min(rules.defenderMaxDice, there);
  const max = Math.min(3, own - 1);
  const min = rules.attackerAtLeastDefender ? defending : 1;
  if (max < min || max < 1) return false;
  if (dice !== null && (!Number.isInteger(dice) || dice < min || dice > max)) return false;
  const limit = rules.noEliminationBeforeEndOfRound; // R-ELM-1
  return !(
    limit > 0 &&
    s.turn.round <= limit &&
    defender.kind !== 'neutral' &&
    defender.status === 'active' &&
    controlledCount(s, holder) === 1
  );
}

/**
 * Every attack `player` may make now (`checkAttack` accepts it with any dice), from a territory
 * holding at least `minFrom` armies: the legal set the AIs choose from, so what they pick needs
 * no second check. Visited in map then adjacency order, with the armies on both and the holder.
 */
export function forEachLegalAttack(
  s: GameState,
  player: PlayerId,
  minFrom: number,
  visit: (from: TerritoryId, to: TerritoryId, fromArmies: number, toArmies: number, holder: PlayerId) => void,
): void {
  if (!plainAttacks(s)) {
    forEachAttack(s, player, minFrom, (from, to, own, there, holder) => {
      if (!checkAttack(s, player, from, to, null)) visit(from, to, own, there, holder);
    });
    return;
  }
  const map = mapOf(s),
    rules = rulesOf(s),
    control = s.board.control,
    ids = map.territoryIds,
    adj = map.adj,
    least = Math.max(2, minFrom),
    tally = tallyOf(s.board); // a tracked board's armies (and its front: frontCandidates)
  // plainAttackOpen's answers that depend on the holder alone, once per holder rather than per pair
  const seats = s.players.length;
  for (let h = 0; h < seats; h++) {
    const defender = s.players[h];
    const counts = defender.kind !== 'neutral' && defender.status === 'active';
    oneDie[h] = rules.defenceChoice && defender.defendWithOne && counts ? 1 : 0;
    // R-ELM-1: nobody may lose their last territory before the end of round N
    const limit = rules.noEliminationBeforeEndOfRound;
    shielded[h] = limit > 0 && s.turn.round <= limit && counts && controlledCount(s, h) === 1 ? 1 : 0;
  }
  const atLeast = rules.attackerAtLeastDefender,
    maxDefence = rules.defenderMaxDice;
  const sources = frontCandidates(s, player);
  for (let f = 0; f < sources.length; f++) {
    const i = sources[f];
    const own = tally ? tally.armies[i] : armiesAt(s, i);
    if (own < least) continue;
    const attackWith = Math.min(3, own - 1); // own ≥ 2: at least one die
    const ns = adj[i];
    for (let n = 0; n < ns.length; n++) {
      const j = ns[n],
        holder = control[j];
      if (holder === player) continue;
      const there = tally ? tally.armies[j] : armiesAt(s, j);
      // plainAttackOpen with dice null: the attacker's most dice reach the least it must roll
      const open =
        holder < 0
          ? !checkAttack(s, player, ids[i], ids[j], null)
          : shielded[holder] === 0 &&
            (!atLeast || attackWith >= (oneDie[holder] === 1 ? 1 : Math.min(maxDefence, there)));
      if (open) visit(ids[i], ids[j], own, there, holder);
    }
  }
}

// forEachLegalAttack's per-holder answers, reused from call to call (seats are few): a visitor
// must not walk the legal attacks again from inside its visit.
const oneDie: number[] = [];
const shielded: number[] = [];

/** Checks an attack without rolling. */
export function checkAttack(
  s: GameState,
  player: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  dice: number | null,
): RuleError | null {
  const map = mapOf(s);
  const i = map.index[from],
    j = map.index[to];
  if (i !== undefined && j !== undefined && plainAttacks(s)) {
    const control = s.board.control,
      holder = control[j];
    if (
      control[i] === player &&
      holder !== player &&
      holder >= 0 &&
      map.adj[i].includes(j) &&
      plainAttackOpen(s, rulesOf(s), player, armiesAt(s, i), armiesAt(s, j), holder, dice)
    )
      return null; // accepted by the classic rules' fast path; any refusal is explained below
  }
  if (!map.byId[from]) return { code: 'unknownTerritory', territory: from };
  if (!map.byId[to]) return { code: 'unknownTerritory', territory: to };
  // N2-A: an ally's territory is commanded as one's own; NT-1: one's own units on a shared one.
  if (!canCommand(s, player, from)) return { code: 'notOwner', territory: from };
  if (isOwnGround(s, to, player)) return { code: 'ownTerritory', territory: to };
  const h = hooksOf(s);
  const side = h.attackRefusal(s, player, from, to); // N2-A: not one's own side; NT-3: no team-mate
  if (side) return side;
  const reach = h.canReach;
  if (!reach(s, from, to, player)) {
    return {
      code: 'notAdjacent',
      from,
      to,
      targets: map.territoryIds.filter((n) => n !== from && reach(s, from, n, player)).sort(),
    };
  }
  const own = attackingArmies(s, from, player);
  if (own < 2) return { code: 'notEnoughArmies', territory: from, armies: own, needed: 2 };
  const range = attackDiceRange(s, from, to);
  if (!range) {
    return { code: 'notEnoughArmies', territory: from, armies: own, needed: defenderDice(s, to) + 1 };
  }
  if (dice !== null && (!Number.isInteger(dice) || dice < range.min || dice > range.max))
    return { code: 'badDice', min: range.min, max: range.max };
  // R-ELM-1: nobody may lose their last territory before the end of round N.
  const defender = s.players[defenderOf(s, to)];
  const limit = rulesOf(s).noEliminationBeforeEndOfRound;
  if (
    limit > 0 &&
    s.turn.round <= limit &&
    defender.kind !== 'neutral' &&
    defender.status === 'active' &&
    controlledCount(s, defender.id) === 1
  ) {
    return { code: 'eliminationTooEarly', round: limit, territory: to };
  }
  return null;
}
