// Attacks: who may attack what with how many dice (C-ATK-1..3, R-ATK-1, R-ELM-1), the roll
// (C-ATK-4), optional re-rolls and commanders (C-OPT-4/5), conquest (C-ATK-6), elimination
// (C-ELM-*), HQ capture (K-2, K-3) and blitz (C-ATK-7).
import { deckFor, hooksOf, mapOf, rulesOf } from './state.js';
import { missionById } from './content.js';
import { emit, type Draft } from './draft.js';
import { err, ok, type Result, type RuleError } from './errors.js';
import { checkVictory } from './goals.js';
import { rollDice, rollDie } from './rng.js';
import { returnFaceUpCards } from './turns.js';
import { noteConquest } from './ranked-missions.js';
import type { GameState, PlayerId, TerritoryId } from './types.js';
import {
  armiesOf,
  armiesOn,
  bordersEnemy,
  controlledCount,
  controller,
  defenderOf,
  isFriendly,
  moveArmies,
  occupy,
  removeArmies,
  territoriesControlledBy,
  unitsOf,
} from './board.js';
import { endGame } from './goals.js';
import { armyAt, checkDuelAttack } from './duel.js';
import { hqCardsOf, hqOwnerAt, revealHq, setHqCards } from './ext.js';

/** C-ATK-3 / R-ATK-1: the dice the defender rolls. */
export function defenderDice(s: GameState, to: TerritoryId): number {
  return hooksOf(s).defenderDice(s, to);
}

export function classicDefenderDice(s: GameState, to: TerritoryId): number {
  const rules = rulesOf(s);
  const max = Math.min(rules.defenderMaxDice, armiesOn(s, to));
  const owner = s.players[defenderOf(s, to)];
  if (rules.defenceChoice && owner.defendWithOne && owner.kind !== 'neutral' && owner.status === 'active') return 1;
  return max;
}

/** The range of dice the attacker may roll from `from` at `to`: null when no attack is legal. */
export function attackDiceRange(s: GameState, from: TerritoryId, to: TerritoryId): { min: number; max: number } | null {
  return hooksOf(s).attackDiceRange(s, from, to);
}

export function classicAttackDiceRange(
  s: GameState,
  from: TerritoryId,
  to: TerritoryId,
): { min: number; max: number } | null {
  const max = Math.min(3, attackingArmies(s, from, s.turn.player) - 1);
  const min = rulesOf(s).attackerAtLeastDefender ? defenderDice(s, to) : 1;
  return max >= min && max >= 1 ? { min, max } : null;
}

/**
 * The armies `player` may attack with from `from`: all there, or under NT-1 their own units
 * only (a team-mate's stack on the same territory is not theirs to command).
 */
export function attackingArmies(s: GameState, from: TerritoryId, player: PlayerId): number {
  return rulesOf(s).teamPlay ? unitsOf(s, from, player) : armiesOn(s, from);
}

/** C-ATK-1: an attack goes to an adjacent territory another player controls (NT-3: no team-mate's). */
export function classicCanReach(s: GameState, from: TerritoryId, to: TerritoryId, player: PlayerId): boolean {
  if (!mapOf(s).adjacency[from].includes(to)) return false;
  return rulesOf(s).teamPlay ? !isFriendly(s, to, player) : controller(s, to) !== player;
}

/** Checks an attack without rolling. */
export function checkAttack(
  s: GameState,
  player: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  dice: number | null,
): RuleError | null {
  const map = mapOf(s);
  if (!map.byId[from]) return { code: 'unknownTerritory', territory: from };
  if (!map.byId[to]) return { code: 'unknownTerritory', territory: to };
  const team = rulesOf(s).teamPlay === true;
  // N2-A: an ally's territory is commanded as one's own.
  if (team ? unitsOf(s, from, player) === 0 : controller(s, from) !== armyAt(s, from, player))
    return { code: 'notOwner', territory: from };
  if (team ? unitsOf(s, to, player) > 0 : controller(s, to) === player) return { code: 'ownTerritory', territory: to };
  const side = checkDuelAttack(s, player, to);
  if (side) return side;
  const reach = hooksOf(s).canReach;
  if (team && map.adjacency[from].includes(to) && isFriendly(s, to, player))
    return { code: 'team', reason: 'teamMate', territory: to }; // NT-3
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

/** Whether the optional rules give the attacker a decision after this roll (C-OPT-4, C-OPT-5). */
function hasRollDecision(s: GameState, player: PlayerId, from: TerritoryId, to: TerritoryId): boolean {
  if (s.options.commanders && !s.turn.commanderUsed) return true;
  return s.options.cardReroll && rerollCards(s, player, from, to).length > 0;
}

/**
 * C-OPT-4: the cards that give a re-roll in this attack: those in hand that show the source or
 * the target, and those already laid face up for this very attack (they serve every roll).
 */
export function rerollCards(s: GameState, player: PlayerId, from: TerritoryId, to: TerritoryId): number[] {
  const deck = deckFor(s);
  const inHand = s.players[player].hand.filter((c) => deck[c].territory === from || deck[c].territory === to);
  const f = s.turn.faceUpFor;
  const faceUp = f && f.from === from && f.to === to && s.turn.player === player ? s.turn.cardsFaceUp : [];
  return [...faceUp, ...inHand];
}

export function attack(
  d: Draft,
  player: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  dice: number,
  blitz = false,
): Result<void> {
  const s = d.s;
  const e = checkAttack(s, player, from, to, dice);
  if (e) return err(e);
  // C-OPT-4: face-up cards return when the attack on that territory ends.
  if (s.turn.faceUpFor && (s.turn.faceUpFor.from !== from || s.turn.faceUpFor.to !== to)) returnFaceUpCards(s);
  const cast = { from, to, attack: rollDice(s.rng, dice), defence: rollDice(s.rng, defenderDice(s, to)) };
  const { attack: attackDice, defence } = hooksOf(s).modifyRoll(s, cast);
  const pending = !blitz && hasRollDecision(s, player, from, to);
  emit(d, { type: 'diceRolled', player, from, to, attack: attackDice, defence, pending });
  if (pending && s.phase.kind === 'attack') {
    s.phase.pendingRoll = { from, to, attack: attackDice, defence, rerolled: false };
    return ok(undefined);
  }
  resolveRoll(d, player, from, to, attackDice, defence);
  return ok(undefined);
}

export function reroll(d: Draft, player: PlayerId, die: number, card: number): Result<void> {
  const s = d.s;
  if (s.phase.kind !== 'attack' || !s.phase.pendingRoll) return err({ code: 'noPendingRoll' });
  const roll = s.phase.pendingRoll;
  if (!s.options.cardReroll || roll.rerolled) return err({ code: 'noRerollCard' });
  if (!Number.isInteger(die) || die < 0 || die >= roll.attack.length)
    return err({ code: 'badDie', max: roll.attack.length });
  if (!rerollCards(s, player, roll.from, roll.to).includes(card)) return err({ code: 'noRerollCard' });
  if (s.players[player].hand.includes(card)) {
    // laid face up: it stays out of the hand, and serves each roll, until this attack ends
    s.players[player].hand = s.players[player].hand.filter((c) => c !== card);
    s.turn.cardsFaceUp = [...s.turn.cardsFaceUp, card];
    s.turn.faceUpFor = { from: roll.from, to: roll.to };
  }
  roll.attack[die] = rollDie(s.rng);
  roll.rerolled = true;
  emit(d, { type: 'dieRerolled', player, die, card, value: roll.attack[die] });
  settleIfNoDecision(d, player);
  return ok(undefined);
}

export function commander(d: Draft, player: PlayerId, die: number): Result<void> {
  const s = d.s;
  if (s.phase.kind !== 'attack' || !s.phase.pendingRoll) return err({ code: 'noPendingRoll' });
  const roll = s.phase.pendingRoll;
  if (!s.options.commanders || s.turn.commanderUsed) return err({ code: 'commanderUsed' });
  if (!Number.isInteger(die) || die < 0 || die >= roll.attack.length)
    return err({ code: 'badDie', max: roll.attack.length });
  roll.attack[die] = 6;
  s.turn.commanderUsed = true;
  emit(d, { type: 'commanderUsed', player, die });
  settleIfNoDecision(d, player);
  return ok(undefined);
}

/** Once no option is left for this roll, it resolves without another click. */
function settleIfNoDecision(d: Draft, player: PlayerId): void {
  const s = d.s;
  if (s.phase.kind !== 'attack' || !s.phase.pendingRoll) return;
  const roll = s.phase.pendingRoll;
  const canReroll = s.options.cardReroll && !roll.rerolled && rerollCards(s, player, roll.from, roll.to).length > 0;
  const canCommand = s.options.commanders && !s.turn.commanderUsed;
  if (!canReroll && !canCommand) acceptRoll(d, player);
}

export function acceptRoll(d: Draft, player: PlayerId): Result<void> {
  const s = d.s;
  if (s.phase.kind !== 'attack' || !s.phase.pendingRoll) return err({ code: 'noPendingRoll' });
  const { from, to, attack: a, defence } = s.phase.pendingRoll;
  s.phase.pendingRoll = null;
  resolveRoll(d, player, from, to, a, defence);
  return ok(undefined);
}

/** C-ATK-4: sort, compare pairwise, ties to the defender. */
export function compareDice(attack: number[], defence: number[]): { attackerLost: number; defenderLost: number } {
  const a = [...attack].sort((x, y) => y - x);
  const b = [...defence].sort((x, y) => y - x);
  let attackerLost = 0,
    defenderLost = 0;
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    if (a[i] > b[i]) defenderLost++;
    else attackerLost++;
  }
  return { attackerLost, defenderLost };
}

function resolveRoll(
  d: Draft,
  player: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  attackDice: number[],
  defence: number[],
): void {
  const s = d.s;
  const defender = defenderOf(s, to);
  const army = armyAt(s, from, player); // N2-A: an ally's units when attacking from its territory
  const { attackerLost, defenderLost } = compareDice(attackDice, defence);
  removeArmies(s, from, attackerLost, army);
  removeArmies(s, to, defenderLost);
  emit(d, {
    type: 'battleResolved',
    attacker: player,
    defender,
    from,
    to,
    attack: attackDice,
    defence,
    attackerLost,
    defenderLost,
  });
  s.lastMove = { kind: 'attack', player, from, to, attackerLost, defenderLost, conquered: false };
  // C-ATK-6 moves the dice rolled; N-ATK-2 the attackers that survived this battle.
  const mustMove = rulesOf(s).conquestMove === 'survivors' ? attackDice.length - attackerLost : attackDice.length;
  if (armiesOn(s, to) === 0) conquer(d, player, army, from, to, mustMove, defender);
  if (rulesOf(s).teamPlay) eliminateEmptied(d, player, defender);
}

/**
 * NT-1/NT-5: a player of the defending team is out when their last army falls (they may hold
 * no territory and still have units on a shared one); the first such elimination wins the
 * game for the attacking team.
 */
function eliminateEmptied(d: Draft, by: PlayerId, defender: PlayerId): void {
  const s = d.s;
  if (s.phase.kind === 'over') return;
  const team = s.teams[defender];
  let any = false;
  for (const p of s.players) {
    if (s.teams[p.id] !== team || p.status !== 'active' || p.kind === 'neutral' || armiesOf(s, p.id) > 0) continue;
    eliminate(d, p.id, by);
    any = true;
  }
  if (!any) return;
  const winners = s.players.filter((p) => s.teams[p.id] === s.teams[by] && p.kind !== 'neutral').map((p) => p.id);
  endGame(d, winners, 'teamElimination'); // NT-5
}

/** `army` takes `to` (the player's own, or an ally's under N2-A); `player` is credited with it. */
function conquer(
  d: Draft,
  player: PlayerId,
  army: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  diceRolled: number,
  previousOwner: PlayerId,
): void {
  const s = d.s;
  occupy(s, to, army, 0);
  if (army === player) s.turn.conquered++; // N2-A: no card for an ally's conquests
  noteConquest(s, player);
  if (s.lastMove) s.lastMove.conquered = true;
  returnFaceUpCards(s);
  const { min, max } = conquestBounds(s, from, to, diceRolled);
  emit(d, { type: 'territoryConquered', player, from, to, previousOwner, min, max });
  if (s.phase.kind === 'attack') s.phase.conquest = { from, to, min, max };
  // NT-1: eliminations (and NT-5) are settled by resolveRoll once the battle is over.
  if (!rulesOf(s).teamPlay) {
    hooksOf(s).onConquer(d, player, to, previousOwner);
    const loser = s.players[previousOwner];
    if (loser.status !== 'eliminated' && controlledCount(s, previousOwner) === 0) eliminate(d, previousOwner, player);
  }
  if (checkVictory(d, player)) return;
  if (s.phase.kind === 'attack' && s.phase.conquest && s.phase.conquest.min === s.phase.conquest.max) {
    moveIn(d, player, s.phase.conquest.min); // nothing to choose
  }
}

/**
 * C-ATK-6: at least the dice of the last roll move in, at most all but one (and the C-OPT-3
 * cap). R-GAR-1 (after the conquest changed hands): a conquered territory facing an enemy gets
 * at least 2 when the source can spare them while keeping its own garrison; beyond the dice,
 * a source still facing an enemy keeps 2. The one exception: the dice alone may leave it 1.
 */
export function conquestBounds(
  s: GameState,
  from: TerritoryId,
  to: TerritoryId,
  diceRolled: number,
): { min: number; max: number } {
  return hooksOf(s).conquestBounds(s, from, to, diceRolled);
}

export function classicConquestBounds(
  s: GameState,
  from: TerritoryId,
  to: TerritoryId,
  diceRolled: number,
): { min: number; max: number } {
  const armies = attackingArmies(s, from, s.turn.player);
  const cap = s.options.territoryCap ?? Infinity;
  let max = Math.min(armies - 1, cap);
  let min = Math.min(diceRolled, max);
  if (rulesOf(s).minGarrison) {
    const sourceKeeps = bordersEnemy(s, from) ? 2 : 1;
    if (bordersEnemy(s, to)) min = Math.max(min, Math.min(2, armies - sourceKeeps, max));
    max = Math.max(min, Math.min(max, armies - sourceKeeps));
  }
  return { min, max };
}

/** K-2 (1992): the captor takes the HQ card. K-3 (2000): the beaten player is out, armies replaced. */
export function captureHQ(d: Draft, player: PlayerId, to: TerritoryId, previousOwner: PlayerId): void {
  const s = d.s;
  if (!s.options.capitals) return;
  const ownerId = hqOwnerAt(s, to);
  if (ownerId === null || ownerId === player || ownerId !== previousOwner || s.players[ownerId].kind === 'neutral')
    return;
  revealHq(s, ownerId);
  emit(d, { type: 'hqCaptured', player, hq: to, owner: ownerId });
  if (s.options.capitals === '1992') {
    // K-2: the HQ card goes to the captor, from whoever holds it (its owner, or an earlier captor).
    // Arrays are replaced, never changed in place: a draft shares them with its input.
    for (const p of s.players) {
      const cards = hqCardsOf(s, p.id);
      if (cards.includes(to))
        setHqCards(
          s,
          p.id,
          cards.filter((t) => t !== to),
        );
    }
    setHqCards(s, player, [...hqCardsOf(s, player), to]);
    return;
  }
  for (const t of territoriesControlledBy(s, ownerId)) occupy(s, t, player, 1);
  eliminate(d, ownerId, player);
}

function eliminate(d: Draft, loserId: PlayerId, by: PlayerId): void {
  const s = d.s;
  const loser = s.players[loserId];
  loser.status = 'eliminated';
  loser.eliminatedBy = by;
  loser.reserve = 0;
  const cards = loser.hand;
  loser.hand = [];
  loser.mission = null; // M-5: back unseen
  s.players[by].hand = [...s.players[by].hand, ...cards]; // C-ELM-1
  emit(d, { type: 'playerEliminated', player: loserId, by, cardsTaken: cards.length });
  if (cards.length > 0) emit(d, { type: 'cardReceived', player: by, from: loserId, count: cards.length, cards });
  for (const p of s.players) {
    if (p.mission === null || p.id === by) continue;
    // M-6: someone else's kill turns a destroy-that-colour mission into 24 territories.
    const m = s.players[p.id].mission;
    if (m !== null && isDestroyMissionOf(m, loser.colour)) emit(d, { type: 'missionChanged', player: p.id });
  }
  // C-ELM-2: six or more cards must be traded down to four or fewer at once. M-7 (missions)
  // and R-CRD-1 (RisiKo!): no immediate trade; the cards wait for the next reinforce phase.
  if (rulesOf(s).immediateEliminationTrade && s.phase.kind === 'attack' && s.players[by].hand.length >= 6)
    s.phase.elimTrade = true;
}

function isDestroyMissionOf(mission: number, colour: string): boolean {
  const m = missionById(mission);
  return m.type === 'destroy' && m.colour === colour;
}

/** C-ATK-6 / R-GAR-1: settle the move after a conquest. */
export function moveIn(d: Draft, player: PlayerId, count: number): Result<void> {
  const s = d.s;
  if (s.phase.kind !== 'attack' || !s.phase.conquest) return err({ code: 'noConquest' });
  const { from, to, min, max } = s.phase.conquest;
  if (!Number.isInteger(count) || count < min || count > max) return err({ code: 'badCount', min, max });
  if (rulesOf(s).minGarrison && count > min) {
    const left = armiesOn(s, from) - count;
    const borders = mapOf(s).adjacency[from].some((n) => controller(s, n) !== player);
    if (borders && left < 2) return err({ code: 'garrison', territory: from, min: 2 });
  }
  moveArmies(s, from, to, count, armyAt(s, from, player));
  s.phase.conquest = null;
  emit(d, { type: 'armiesMoved', player, from, to, count, reason: 'conquest' });
  return ok(undefined);
}

/** C-ATK-7: max dice until conquest, until the source is down to stopAt, or until it cannot attack. */
export function blitz(d: Draft, player: PlayerId, from: TerritoryId, to: TerritoryId, stopAt: number): Result<void> {
  const s = d.s;
  const first = checkAttack(s, player, from, to, null);
  if (first) return err(first);
  if (!Number.isInteger(stopAt) || stopAt < 1)
    return err({ code: 'badCount', min: 1, max: attackingArmies(s, from, player) - 1 });
  if (attackingArmies(s, from, player) <= stopAt)
    return err({
      code: 'notEnoughArmies',
      territory: from,
      armies: attackingArmies(s, from, player),
      needed: stopAt + 1,
    });
  let rolls = 0;
  let reason: 'conquered' | 'stopAt' | 'cannotAttack' = 'cannotAttack';
  const army = armyAt(s, from, player);
  for (;;) {
    if (controller(s, to) === army) {
      reason = 'conquered';
      break;
    }
    if (attackingArmies(s, from, player) <= stopAt) {
      reason = 'stopAt';
      break;
    }
    if (checkAttack(s, player, from, to, null)) {
      reason = 'cannotAttack';
      break;
    }
    const range = attackDiceRange(s, from, to)!;
    attack(d, player, from, to, range.max, true);
    rolls++;
    if (s.phase.kind === 'over') break;
  }
  emit(d, { type: 'blitzStopped', from, to, rolls, reason });
  return ok(undefined);
}
