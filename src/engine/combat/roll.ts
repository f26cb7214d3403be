// An attack's roll (C-ATK-4) and the decisions the optional rules give before it counts: a
// re-roll for a card showing either territory (C-OPT-4), a commander's 6 (C-OPT-5).
import { emit, type Draft } from '../draft.js';
import { err, ok, type Result } from '../errors.js';
import { keepCast, keepRoll, noDiceDetail } from './plain-roll.js';
import { rollDice, rollDie } from '../rng.js';
import { deckFor, featuresOf, hooksOf } from '../state.js';
import { returnFaceUpCards } from '../turns.js';
import type { GameEvent } from '../events.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';
import { checkAttack } from './attack-check.js';
import { resolveRoll } from './battle.js';
import { defenderDice } from './dice.js';

/** Whether the optional rules give the attacker a decision after this roll (C-OPT-4, C-OPT-5). */
function hasRollDecision(s: GameState, player: PlayerId, from: TerritoryId, to: TerritoryId): boolean {
  const f = featuresOf(s);
  if (f.commanders && !s.turn.commanderUsed) return true;
  return f.cardReroll && rerollCards(s, player, from, to).length > 0;
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
  // A blitz checked this very roll (C-ATK-7 rolls the most dice the check allows): once is enough.
  const e = blitz ? null : checkAttack(d.s, player, from, to, dice);
  if (e) return err(e);
  castDice(d, player, from, to, dice, -1, blitz);
  return ok(undefined);
}

/**
 * A checked attack's roll with `dice`: cast, then settled now or left for the attacker's
 * decision (C-OPT-4, C-OPT-5; never in a blitz). `defending` is the defender's dice when the
 * caller has them already (the blitz of classic's rules), -1 to ask the `defenderDice` hook.
 */
export function castDice(
  d: Draft,
  player: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  dice: number,
  defending: number,
  blitz: boolean,
): void {
  const s = d.s;
  // C-OPT-4: face-up cards return when the attack on that territory ends.
  if (s.turn.faceUpFor && (s.turn.faceUpFor.from !== from || s.turn.faceUpFor.to !== to)) returnFaceUpCards(s);
  let attackDice = rollDice(s.rng, dice),
    defence = rollDice(s.rng, defending < 0 ? defenderDice(s, to) : defending);
  const hooks = hooksOf(s);
  // the dice as cast unless a layer changes them (classic's hooks, skipped, would keep them)
  if (hooks.modifyRoll !== keepRoll || hooks.recastRoll !== keepCast) {
    const cast = { from, to, attack: attackDice, defence };
    ({ attack: attackDice, defence } = hooks.recastRoll(d, player, cast, hooks.modifyRoll(s, cast)));
  }
  const pending = !blitz && hasRollDecision(s, player, from, to);
  // NA: each die as cast and what raised it, read before the battle changes the board
  const detail =
    hooks.diceDetail === noDiceDetail ? null : hooks.diceDetail(s, { from, to, attack: attackDice, defence });
  const rolled: Extract<GameEvent, { type: 'diceRolled' }> = {
    type: 'diceRolled',
    player,
    from,
    to,
    attack: attackDice,
    defence,
    pending,
  };
  if (detail) rolled.dice = detail; // last, as a spread put it
  emit(d, rolled);
  if (pending && s.phase.kind === 'attack') {
    s.phase.pendingRoll = { from, to, attack: attackDice, defence, rerolled: false };
    return;
  }
  resolveRoll(d, player, from, to, attackDice, defence);
}

export function reroll(d: Draft, player: PlayerId, die: number, card: number): Result<void> {
  const s = d.s;
  if (s.phase.kind !== 'attack' || !s.phase.pendingRoll) return err({ code: 'noPendingRoll' });
  const roll = s.phase.pendingRoll;
  if (!featuresOf(s).cardReroll || roll.rerolled) return err({ code: 'noRerollCard' });
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
  if (!featuresOf(s).commanders || s.turn.commanderUsed) return err({ code: 'commanderUsed' });
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
  const f = featuresOf(s);
  const canReroll = f.cardReroll && !roll.rerolled && rerollCards(s, player, roll.from, roll.to).length > 0;
  const canCommand = f.commanders && !s.turn.commanderUsed;
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
