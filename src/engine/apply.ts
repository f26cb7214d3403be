// The reducer: (state, actor, action, ctx) → new state + events, or a typed refusal that
// leaves the state untouched. Dispatch on phase first, then on action.
import { deckOf, setAllowed, setKind, setValue } from './cards.js';
import { acceptRoll, attack, blitz, commander, moveIn, reroll } from './combat.js';
import { emit, type Draft } from './draft.js';
import { err, ok, type Result, type RuleError } from './errors.js';
import type { GameEvent } from './events.js';
import { checkVictory } from './goals.js';
import { claimMission } from './ranked-missions.js';
import { finishHQs, finishSetup, nextSetupTurn } from './setup.js';
import { autoPlace, clearPlacement, confirmPlacement, dropPlanner, planPlacement } from './simultaneous.js';
import { activeOrder, cloneState, fortifyRule, garrisonMin, isActive, mapOf, neutralPlayer, playsCards, roomOn, rulesOf } from './state.js';
import { advanceTurn, capByArmyLimit, checkClock, endTurn, enterAttack, loseUnplaceable, maybeLeaveReinforce, returnFaceUpCards } from './turns.js';
import type { Action, Ctx, GameState, PlayerId, TerritoryId } from './types.js';
import { addArmies, armiesOn, connectedControlled, connectedFriendly, controller, isFriendly, moveArmies, occupy, territoriesControlledBy, unitsOf } from './board.js';

export interface Applied {
  state: GameState;
  events: GameEvent[];
}

/** Actions anyone seated may send outside their turn. */
const ANYTIME = new Set<Action['type']>(['setDefence', 'abandon', 'tick', 'chooseHQ', 'placeNeutral']);

export function applyAction(state: GameState, actor: PlayerId, action: Action, ctx: Ctx): Result<Applied> {
  if (state.phase.kind === 'over') return err({ code: 'gameOver' });
  const d: Draft = { s: cloneState(state), events: [], ctx };
  // The clock is authoritative: an expired limit is settled before the action (C-TOUR-1, R-END-1).
  if (checkClock(d)) return done(d);
  if (action.type === 'tick') {
    return d.events.length > 0 ? done(d) : err({ code: 'nothingToDo' });
  }
  const player = d.s.players[actor];
  if (!player || player.kind === 'neutral') return err({ code: 'notSeated' });
  if (!isActive(player)) return err({ code: 'notPlaying' });
  // C-SET-7: everyone places at once, so no seat waits for its turn.
  const everyone = d.s.phase.kind === 'setupSimultaneous';
  if (!everyone && !ANYTIME.has(action.type) && d.s.turn.player !== actor) return err({ code: 'notYourTurn', current: d.s.turn.player });
  const r = dispatch(d, actor, action);
  if (!r.ok) return r;
  if (d.s.phase.kind !== 'over' && d.s.turn.player === actor) checkVictory(d, actor); // M-4
  return done(d);
}

function done(d: Draft): Result<Applied> {
  d.s.version++;
  return ok({ state: d.s, events: d.events });
}

function dispatch(d: Draft, actor: PlayerId, a: Action): Result<void> {
  const s = d.s;
  const phase = s.phase;
  switch (a.type) {
    case 'setDefence':
      if (!rulesOf(s).defenceChoice) return err({ code: 'defencePreferenceLocked' });
      s.players[actor].defendWithOne = a.withOne;
      emit(d, { type: 'defencePreferenceSet', player: actor, withOne: a.withOne });
      return ok(undefined);
    case 'abandon':
      return abandon(d, actor);
    case 'claimMission':
      return claimMission(d, actor, a.mission);
    default:
      break;
  }
  switch (phase.kind) {
    case 'setupClaim':
      if (a.type !== 'claim') return wrongPhase(s, ['claim']);
      return claim(d, actor, a.territory);
    case 'setupPlace':
      if (a.type === 'place') return setupPlace(d, actor, a.territory, a.count, false);
      if (a.type === 'placeNeutral') {
        if (s.turn.player !== actor) return err({ code: 'notYourTurn', current: s.turn.player });
        return setupPlace(d, actor, a.territory, a.count, true);
      }
      return wrongPhase(s, ['place', 'placeNeutral']);
    case 'setupSimultaneous':
      if (a.type === 'place') return planPlacement(d, actor, a.territory, a.count);
      if (a.type === 'clearPlacement') return clearPlacement(d, actor);
      if (a.type === 'confirmPlacement') return confirmPlacement(d, actor, finishSetup);
      if (a.type === 'autoPlace') return autoPlace(d, actor, finishSetup);
      return wrongPhase(s, ['place', 'clearPlacement', 'confirmPlacement', 'autoPlace']);
    case 'chooseHQ':
      if (a.type !== 'chooseHQ') return wrongPhase(s, ['chooseHQ']);
      return chooseHQ(d, actor, a.territory);
    case 'reinforce':
      if (a.type === 'trade') return trade(d, actor, a.cards);
      if (a.type === 'place') return reinforce(d, actor, a.territory, a.count);
      if (a.type === 'endPhase') {
        if (s.players[actor].reserve > 0) return err({ code: 'mustPlaceAll', reserve: s.players[actor].reserve });
        if (phase.mustTrade) return err({ code: 'mustTrade', hand: s.players[actor].hand.length });
        enterAttack(d);
        return ok(undefined);
      }
      return wrongPhase(s, ['trade', 'place', 'endPhase']);
    case 'neutralReinforce':
      if (a.type !== 'placeNeutral') return wrongPhase(s, ['placeNeutral']);
      if (actor !== phase.placer) return err({ code: 'notYourTurn', current: phase.placer });
      return neutralReinforce(d, a.territory, a.count);
    case 'attack':
      return attackPhase(d, actor, a);
    case 'fortify':
      if (a.type === 'fortify') return fortify(d, actor, a.from, a.to, a.count);
      if (a.type === 'endPhase' || a.type === 'endTurn') { endTurn(d); return ok(undefined); }
      return wrongPhase(s, ['fortify', 'endTurn']);
    case 'over':
      return err({ code: 'gameOver' });
  }
}

function wrongPhase(s: GameState, allowed: string[]): Result<void> {
  return err({ code: 'wrongPhase', phase: s.phase.kind, allowed });
}

function territoryError(s: GameState, t: TerritoryId): RuleError | null {
  return mapOf(s).byId[t] ? null : { code: 'unknownTerritory', territory: t };
}

function checkCount(count: number, min: number, max: number): RuleError | null {
  return Number.isInteger(count) && count >= min && count <= max ? null : { code: 'badCount', min, max };
}

// ---- setup ----

function claim(d: Draft, actor: PlayerId, t: TerritoryId): Result<void> {
  const s = d.s;
  const e = territoryError(s, t);
  if (e) return err(e);
  if (controller(s, t) !== -1) return err({ code: 'alreadyClaimed', territory: t });
  occupy(s, t, actor, 1);
  s.players[actor].reserve--;
  emit(d, { type: 'territoryClaimed', player: actor, territory: t });
  nextSetupTurn(d);
  return ok(undefined);
}

function setupPlace(d: Draft, actor: PlayerId, t: TerritoryId, count: number, neutral: boolean): Result<void> {
  const s = d.s;
  if (s.phase.kind !== 'setupPlace') return wrongPhase(s, []);
  const phase = s.phase;
  const e = territoryError(s, t);
  if (e) return err(e);
  const np = neutralPlayer(s);
  const owner = neutral ? np : s.players[actor];
  if (!owner) return err({ code: 'noNeutral' });
  if (controller(s, t) !== owner.id) return err(neutral ? { code: 'notNeutral', territory: t } : { code: 'notOwner', territory: t });
  const left = neutral ? phase.neutralPerTurn - phase.neutralPlaced : phase.perTurn - phase.placed;
  const max = Math.min(left, roomOn(s, t));
  const ce = checkCount(count, 1, max);
  if (ce) return err(max === 0 && left > 0 ? { code: 'territoryCap', territory: t, cap: s.options.territoryCap ?? 0 } : ce);
  addArmies(s, t, count);
  owner.reserve -= count;
  if (neutral) phase.neutralPlaced += count; else phase.placed += count;
  emit(d, { type: 'armiesPlaced', player: owner.id, territory: t, count, neutral: neutral || undefined });
  loseUnplaceable(d, owner.id);
  if (phase.placed >= phase.perTurn && phase.neutralPlaced >= phase.neutralPerTurn) nextSetupTurn(d);
  else if (phase.perTurn - phase.placed > 0 && s.players[actor].reserve === 0) nextSetupTurn(d);
  return ok(undefined);
}

function chooseHQ(d: Draft, actor: PlayerId, t: TerritoryId): Result<void> {
  const s = d.s;
  const e = territoryError(s, t);
  if (e) return err(e);
  if (s.players[actor].hq) return err({ code: 'hqAlreadyChosen' });
  if (controller(s, t) !== actor) return err({ code: 'notOwner', territory: t });
  s.players[actor].hq = t;
  emit(d, { type: 'hqChosen', player: actor, territory: t });
  if (activeOrder(s).every((id) => s.players[id].hq)) finishHQs(d);
  return ok(undefined);
}

// ---- reinforce ----

function trade(d: Draft, actor: PlayerId, cards: [number, number, number]): Result<void> {
  const s = d.s;
  const p = s.players[actor];
  if (!playsCards(s)) return err({ code: 'noCardsInGame' }); // C-OPT-6
  if (!Array.isArray(cards) || cards.length !== 3 || new Set(cards).size !== 3) return err({ code: 'notASet' });
  for (const c of cards) if (!p.hand.includes(c)) return err({ code: 'cardNotInHand', card: c });
  const deck = deckOf(mapOf(s));
  const kind = setKind(cards.map((c) => deck[c].symbol));
  if (!kind || !setAllowed(s.options.cardValues, kind)) return err({ code: 'notASet' });
  const rules = rulesOf(s);
  let armies = setValue(s.options.cardValues, kind, s.trades);
  s.trades++;
  p.hand = p.hand.filter((c) => !cards.includes(c));
  s.discard = [...s.discard, ...cards];
  // C-CRD-4 / M-3 / R-CRD-2: +2 for each card showing an owned territory.
  const territoryBonus: { territory: TerritoryId; armies: number }[] = [];
  for (const c of cards) {
    const t = deck[c].territory;
    if (!t || controller(s, t) !== actor) continue;
    if (rules.cardBonusOnTerritory) {
      if (rules.cardBonusMaxPerTurn !== null && s.turn.cardBonusPlaced + 2 > rules.cardBonusMaxPerTurn) continue;
      const placed = Math.min(2, roomOn(s, t), capByArmyLimit(s, actor, 2));
      addArmies(s, t, placed);
      s.turn.cardBonusPlaced += 2;
      territoryBonus.push({ territory: t, armies: placed });
    } else {
      armies += 2;
    }
  }
  armies = capByArmyLimit(s, actor, armies);
  p.reserve += armies;
  s.turn.received += armies + territoryBonus.reduce((a, b) => a + b.armies, 0);
  emit(d, { type: 'cardsTraded', player: actor, cards: [...cards], armies, territoryBonus });
  if (s.phase.kind === 'reinforce') s.phase.mustTrade = false;
  loseUnplaceable(d, actor);
  return ok(undefined);
}

function reinforce(d: Draft, actor: PlayerId, t: TerritoryId, count: number): Result<void> {
  const s = d.s;
  if (s.phase.kind === 'reinforce' && s.phase.mustTrade) return err({ code: 'mustTrade', hand: s.players[actor].hand.length });
  const r = placeReserve(d, actor, t, count);
  if (!r.ok) return r;
  if (s.players[actor].reserve === 0) afterReinforcements(d);
  return ok(undefined);
}

function placeReserve(d: Draft, actor: PlayerId, t: TerritoryId, count: number): Result<void> {
  const s = d.s;
  const e = territoryError(s, t);
  if (e) return err(e);
  // NT-2: reinforcements go where the player has armies, controlled or shared.
  if (rulesOf(s).teamPlay ? unitsOf(s, t, actor) === 0 : controller(s, t) !== actor) return err({ code: 'notOwner', territory: t });
  if (s.players[actor].reserve === 0) return err({ code: 'notEnoughReserve', reserve: 0 });
  const r = putFromReserve(d, actor, t, count, false);
  if (r.ok) s.lastMove = { kind: 'place', player: actor, to: t, armies: count };
  return r;
}

/**
 * Moves `count` armies of `owner`'s reserve onto `t` (ownership already checked): within the
 * reserve and the room C-OPT-3 leaves; armies that then fit nowhere are lost.
 */
function putFromReserve(d: Draft, owner: PlayerId, t: TerritoryId, count: number, neutral: boolean): Result<void> {
  const s = d.s;
  const p = s.players[owner];
  const room = roomOn(s, t);
  if (room === 0) return err({ code: 'territoryCap', territory: t, cap: s.options.territoryCap ?? 0 });
  const ce = checkCount(count, 1, Math.min(p.reserve, room));
  if (ce) return err(ce);
  addArmies(s, t, count, owner);
  p.reserve -= count;
  emit(d, neutral ? { type: 'armiesPlaced', player: owner, territory: t, count, neutral: true } : { type: 'armiesPlaced', player: owner, territory: t, count });
  loseUnplaceable(d, owner);
  return ok(undefined);
}

/** M-2P-1: the neutral gets half of what the active player received, placed by the other one. */
function afterReinforcements(d: Draft): void {
  const s = d.s;
  const np = neutralPlayer(s);
  if (np && s.options.twoPlayer === '2000' && np.status === 'active' && territoriesControlledBy(s, np.id).length > 0) {
    // Half of everything received this turn, once: a set traded after the first placements
    // adds only what the neutral has not had yet.
    const armies = Math.floor(s.turn.received / 2) - (s.turn.neutralPaid ?? 0);
    if (armies > 0) {
      s.turn.neutralPaid = (s.turn.neutralPaid ?? 0) + armies;
      const placer = activeOrder(s).find((id) => id !== s.turn.player);
      if (placer !== undefined) {
        np.reserve = armies;
        emit(d, { type: 'neutralReinforcements', placer, armies });
        loseUnplaceable(d, np.id);
        if (np.reserve > 0) {
          s.phase = { kind: 'neutralReinforce', placer, armies };
          return;
        }
      }
    }
  }
  maybeLeaveReinforce(d);
}

function neutralReinforce(d: Draft, t: TerritoryId, count: number): Result<void> {
  const s = d.s;
  const np = neutralPlayer(s)!;
  const e = territoryError(s, t);
  if (e) return err(e);
  if (controller(s, t) !== np.id) return err({ code: 'notNeutral', territory: t });
  const r = putFromReserve(d, np.id, t, count, true);
  if (!r.ok) return r;
  if (np.reserve === 0) {
    s.phase = { kind: 'reinforce', mustTrade: false };
    maybeLeaveReinforce(d);
  }
  return ok(undefined);
}

// ---- attack ----

function attackPhase(d: Draft, actor: PlayerId, a: Action): Result<void> {
  const s = d.s;
  if (s.phase.kind !== 'attack') return wrongPhase(s, []);
  const phase = s.phase;
  if (phase.conquest) {
    if (a.type !== 'move') {
      const { from, to, min, max } = phase.conquest;
      return err({ code: 'pendingConquest', from, to, min, max });
    }
    const r = moveIn(d, actor, a.count);
    return r;
  }
  if (phase.pendingRoll) {
    if (a.type === 'acceptRoll') return acceptRoll(d, actor);
    if (a.type === 'reroll') return reroll(d, actor, a.die, a.card);
    if (a.type === 'commander') return commander(d, actor, a.die);
    return err({ code: 'pendingRoll' });
  }
  if (phase.elimTrade) {
    // C-ELM-2: trade down to 4 or fewer cards, place those armies, then go on.
    const p = s.players[actor];
    if (a.type === 'trade') {
      if (p.hand.length <= 4) return err({ code: 'cannotTradeNow' });
      const r = trade(d, actor, a.cards);
      if (r.ok) settleElimTrade(d, actor);
      return r;
    }
    if (a.type === 'place') {
      if (p.hand.length > 4) return err({ code: 'mustTrade', hand: p.hand.length });
      const r = placeReserve(d, actor, a.territory, a.count);
      if (r.ok) settleElimTrade(d, actor);
      return r;
    }
    return err(p.hand.length > 4 ? { code: 'mustTrade', hand: p.hand.length } : { code: 'mustPlaceAll', reserve: p.reserve });
  }
  switch (a.type) {
    case 'attack':
      return attack(d, actor, a.from, a.to, a.dice);
    case 'blitz':
      return blitz(d, actor, a.from, a.to, a.stopAt ?? 1);
    case 'endPhase':
      returnFaceUpCards(s); // C-OPT-4: the attack is over
      s.phase = { kind: 'fortify', moves: 0 };
      emit(d, { type: 'phaseChanged', phase: 'fortify' });
      return ok(undefined);
    case 'endTurn':
      endTurn(d);
      return ok(undefined);
    case 'fortify': {
      const e = checkFortify(s, actor, a.from, a.to, a.count);
      if (e) return err(e);
      returnFaceUpCards(s);
      s.phase = { kind: 'fortify', moves: 0 };
      return fortify(d, actor, a.from, a.to, a.count);
    }
    case 'move':
      return err({ code: 'noConquest' });
    case 'acceptRoll': case 'reroll': case 'commander':
      return err({ code: 'noPendingRoll' });
    default:
      return wrongPhase(s, ['attack', 'blitz', 'fortify', 'endPhase', 'endTurn']);
  }
}

function settleElimTrade(d: Draft, actor: PlayerId): void {
  const s = d.s;
  if (s.phase.kind !== 'attack') return;
  const p = s.players[actor];
  if (p.hand.length <= 4 && p.reserve === 0) s.phase.elimTrade = false;
}

// ---- fortify ----

function checkFortify(s: GameState, actor: PlayerId, from: TerritoryId, to: TerritoryId, count: number): RuleError | null {
  const e = territoryError(s, from) ?? territoryError(s, to);
  if (e) return e;
  if (rulesOf(s).teamPlay) return checkTeamMove(s, actor, from, to, count);
  if (controller(s, from) !== actor) return { code: 'notOwner', territory: from };
  if (controller(s, to) !== actor) return { code: 'notOwner', territory: to };
  if (from === to) return { code: 'notConnected', from, to };
  if (fortifyRule(s).connected) {
    if (!connectedControlled(s, from).has(to)) return { code: 'notConnected', from, to };
  } else if (!mapOf(s).adjacency[from].includes(to)) {
    return { code: 'notAdjacent', from, to, targets: mapOf(s).adjacency[from].filter((n) => controller(s, n) === actor) };
  }
  const keep = garrisonMin(s, from); // R-GAR-1
  const max = Math.min(armiesOn(s, from) - keep, roomOn(s, to));
  if (max < 1) {
    return armiesOn(s, from) - keep < 1
      ? { code: 'notEnoughArmies', territory: from, armies: armiesOn(s, from), needed: keep + 1 }
      : { code: 'territoryCap', territory: to, cap: s.options.territoryCap ?? 0 };
  }
  return checkCount(count, 1, max);
}

/**
 * NT-3: the player's own armies move from a territory where they have some (at least one of
 * them stays) to any territory where they or a team-mate have armies, through such territories.
 */
function checkTeamMove(s: GameState, actor: PlayerId, from: TerritoryId, to: TerritoryId, count: number): RuleError | null {
  if (unitsOf(s, from, actor) === 0) return { code: 'notOwner', territory: from };
  if (!isFriendly(s, to, actor)) return { code: 'team', reason: 'notFriendly', territory: to };
  if (from === to || !connectedFriendly(s, from, actor).has(to)) return { code: 'notConnected', from, to };
  const max = unitsOf(s, from, actor) - 1;
  if (max < 1) return { code: 'notEnoughArmies', territory: from, armies: unitsOf(s, from, actor), needed: 2 };
  return checkCount(count, 1, max);
}

function fortify(d: Draft, actor: PlayerId, from: TerritoryId, to: TerritoryId, count: number): Result<void> {
  const s = d.s;
  if (s.phase.kind !== 'fortify') return wrongPhase(s, []);
  const e = checkFortify(s, actor, from, to, count);
  if (e) return err(e);
  moveArmies(s, from, to, count, actor);
  s.phase.moves++;
  emit(d, { type: 'armiesMoved', player: actor, from, to, count, reason: 'fortify' });
  s.lastMove = { kind: 'fortify', player: actor, from, to, armies: count };
  // C-FOR-1 / R-FOR-1 / N-FOR-1: one move ends the turn; C-OPT-2 allows more until /end.
  if (fortifyRule(s).endsTurn) endTurn(d);
  return ok(undefined);
}

// ---- leaving ----

/** R-ABN-1 (every ruleset): the armies stay as a passive army; the seat no longer plays. */
function abandon(d: Draft, actor: PlayerId): Result<void> {
  const s = d.s;
  const wasTurn = s.turn.player === actor;
  const p = s.players[actor];
  p.status = 'passive';
  p.reserve = 0;
  emit(d, { type: 'playerAbandoned', player: actor });
  if (checkVictory(d, null)) return ok(undefined);
  const phase = s.phase;
  if (phase.kind === 'neutralReinforce' && phase.placer === actor) {
    s.phase = { kind: 'reinforce', mustTrade: false };
    neutralPlayer(s)!.reserve = 0;
    maybeLeaveReinforce(d);
  }
  if (phase.kind === 'setupSimultaneous') {
    dropPlanner(d, actor, finishSetup);
    return ok(undefined);
  }
  if (phase.kind === 'chooseHQ') {
    // HQs are chosen all at once: the game waits only for those still playing.
    if (activeOrder(s).every((id) => s.players[id].hq)) finishHQs(d);
    return ok(undefined);
  }
  if (!wasTurn) return ok(undefined);
  switch (phase.kind) {
    case 'setupClaim': case 'setupPlace':
      nextSetupTurn(d);
      break;
    default:
      if (phase.kind === 'attack' && phase.conquest) {
        moveIn(d, actor, phase.conquest.min);
      }
      emit(d, { type: 'turnEnded', player: actor });
      advanceTurn(d);
  }
  return ok(undefined);
}

