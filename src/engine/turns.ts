// Turn flow: reinforcements at the start (C-REI-*, R-REI-1, R-CAP-1), the card at the end
// (C-CRD-5, R-CRD-1), the next player, and the clock (C-TOUR-1, R-END-1).
import { emit, type Draft } from './draft.js';
import { checkRoundLimit, checkVictory, endGame, mostTerritories } from './goals.js';
import { shuffle } from './rng.js';
import { featuresOf, hooksOf, mapOf, playsCards, roomOn, rulesOf, setsAvailable } from './state.js';
import type { GameState, PlayerId, TurnState } from './types.js';
import { armiesOf, continentsControlledBy, controlledCount, territoriesControlledBy } from './board.js';
import type { TurnPhase } from './hooks.js';
import { sameTeam } from './relations.js';

export interface Reinforcements {
  total: number;
  territories: number;
  continents: string[];
  continentArmies: number;
  capped: number;
}

/** The armies `player` receives at the start of a turn (the `reinforcements` hook). */
export function reinforcementsFor(s: GameState, player: PlayerId): Reinforcements {
  return hooksOf(s).reinforcements(s, player);
}

export function classicReinforcements(s: GameState, player: PlayerId): Reinforcements {
  const rules = rulesOf(s);
  const owned = controlledCount(s, player);
  const territories = Math.max(rules.reinforceMinimum, Math.floor(owned / 3));
  const continents = continentsControlledBy(s, player);
  const map = mapOf(s);
  const continentArmies = continents.reduce((a, c) => a + map.continents.find((x) => x.id === c)!.bonus, 0);
  const raw = territories + continentArmies;
  const allowed = capByArmyLimit(s, player, raw);
  return { total: allowed, territories, continents, continentArmies, capped: raw - allowed };
}

/** R-CAP-1: armies beyond the per-player limit are not received. */
export function capByArmyLimit(s: GameState, player: PlayerId, armies: number): number {
  const cap = rulesOf(s).armyCap;
  if (cap === null) return armies;
  const have = armiesOf(s, player) + s.players[player].reserve;
  return Math.max(0, Math.min(armies, cap - have));
}

export function startTurn(d: Draft, player: PlayerId, round: number): void {
  const s = d.s;
  s.turn = freshTurn(player, round, s.turn.number + 1);
  hooksOf(s).turnStarted(d, player); // N2-A: influence opens
  if (s.clock.startedAt === null) {
    s.clock.startedAt = d.ctx.now;
    const limit = featuresOf(s).timeLimitMinutes;
    if (limit !== null) s.clock.endsAt = d.ctx.now + limit * 60_000;
  }
  // M-4: a mission completed on someone else's turn wins now, if it still holds.
  if (checkVictory(d, player)) return;
  const r = reinforcementsFor(s, player);
  s.players[player].reserve += r.total;
  s.turn.received = r.total;
  emit(d, {
    type: 'turnStarted',
    player,
    round,
    reinforcements: r.total,
    breakdown: {
      territories: r.territories,
      continents: r.continents,
      continentArmies: r.continentArmies,
      capped: r.capped,
    },
  });
  loseUnplaceable(d, player);
  passTeamHand(d, player); // NT-4 (nobody has a team-mate outside team games)
  const forcedAt = rulesOf(s).forcedTradeAt; // C-CRD-3, M-7; R-CRD-1: never forced
  const mustTrade = forcedAt !== null && s.players[player].hand.length >= forcedAt;
  s.phase = { kind: 'reinforce', mustTrade };
  maybeLeaveReinforce(d);
}

/**
 * NT-4: the team holds one hand, played by whichever member's turn it is: it passes to that
 * member now (the event shows the cards to the two team-mates only, see redactEvent).
 */
function passTeamHand(d: Draft, player: PlayerId): void {
  const s = d.s;
  for (const p of s.players) {
    if (p.id === player || !sameTeam(s, p.id, player) || p.hand.length === 0) continue;
    const cards = p.hand;
    p.hand = [];
    s.players[player].hand = [...s.players[player].hand, ...cards];
    emit(d, { type: 'cardReceived', player, from: p.id, count: cards.length, cards });
  }
}

/** C-OPT-3: armies that fit on no own territory are lost (else the turn could not go on). */
export function loseUnplaceable(d: Draft, player: PlayerId): void {
  const s = d.s;
  const p = s.players[player];
  if (p.reserve <= 0 || featuresOf(s).territoryCap === null) return;
  if (territoriesControlledBy(s, player).some((t) => roomOn(s, t) > 0)) return;
  const lost = p.reserve;
  p.reserve = 0;
  if (s.phase.kind === 'setupPlace') {
    // the quota of this setup turn is void now
    if (player === s.turn.player) s.phase.perTurn = s.phase.placed;
    else s.phase.neutralPerTurn = s.phase.neutralPlaced;
  }
  emit(d, { type: 'armiesPlaced', player, territory: '', count: 0, lost });
}

/** The reinforce phase ends by itself once everything is placed and no trade is owed or possible. */
export function maybeLeaveReinforce(d: Draft): void {
  const s = d.s;
  if (s.phase.kind !== 'reinforce') return;
  const p = s.players[s.turn.player];
  if (p.reserve > 0 || s.phase.mustTrade) return;
  if (setsAvailable(s, p.id)) return; // they may still trade: /end moves on
  nextPhase(d);
}

/** Whether the ruleset's turn has this phase (the `phases` hook). */
export function hasPhase(s: GameState, phase: TurnPhase): boolean {
  return hooksOf(s).phases(s).includes(phase);
}

/** Leaves the turn phase for the next one in the ruleset's order (the `phases` hook); past the last one the turn ends. */
export function nextPhase(d: Draft): void {
  const s = d.s;
  const order: readonly TurnPhase[] = hooksOf(s).phases(s);
  const at = order.indexOf(s.phase.kind as TurnPhase);
  const next = at < 0 ? undefined : order[at + 1];
  if (next === 'attack') enterAttack(d);
  else if (next === 'fortify') enterFortify(d);
  else endTurn(d);
}

function enterFortify(d: Draft): void {
  returnFaceUpCards(d.s); // C-OPT-4: the attack is over
  d.s.phase = { kind: 'fortify', moves: 0 };
  emit(d, { type: 'phaseChanged', phase: 'fortify' });
}

export function enterAttack(d: Draft): void {
  d.s.phase = { kind: 'attack', conquest: null, pendingRoll: null, elimTrade: false };
  emit(d, { type: 'phaseChanged', phase: 'attack' });
}

/** Draw with reshuffle of traded cards when the pile runs out (C-CRD-5, R-CRD-1). */
export function drawCard(d: Draft, player: PlayerId): void {
  const s = d.s;
  if (s.deck.length === 0 && s.discard.length > 0) {
    s.deck = shuffle(s.rng, s.discard);
    s.discard = [];
  }
  if (s.deck.length === 0) return;
  const card = s.deck[s.deck.length - 1];
  s.deck = s.deck.slice(0, -1);
  s.players[player].hand = [...s.players[player].hand, card];
  emit(d, { type: 'cardDrawn', player, card });
}

export function returnFaceUpCards(s: GameState): void {
  if (s.turn.cardsFaceUp.length === 0) return;
  const p = s.players[s.turn.player];
  p.hand = [...p.hand, ...s.turn.cardsFaceUp];
  s.turn.cardsFaceUp = [];
  s.turn.faceUpFor = null;
}

export function endTurn(d: Draft): void {
  const s = d.s;
  const player = s.turn.player;
  returnFaceUpCards(s);
  const maxHand = rulesOf(s).maxHand;
  if (playsCards(s) && s.turn.conquered > 0 && (maxHand === null || s.players[player].hand.length < maxHand))
    drawCard(d, player);
  emit(d, { type: 'turnEnded', player });
  if (checkVictory(d, player)) return;
  if (hooksOf(s).turnEnded(d, player)) return; // R-END-1 sdadata
  advanceTurn(d);
}

/** Passes the turn to the next active player in order; a wrap-around starts a new round. */
export function advanceTurn(d: Draft): void {
  const s = d.s;
  const order = s.order;
  const from = order.indexOf(s.turn.player);
  for (let step = 1; step <= order.length; step++) {
    const idx = (from + step) % order.length;
    const next = order[idx];
    if (s.players[next].status === 'active') {
      const round = idx <= from ? s.turn.round + 1 : s.turn.round;
      // a round is over: the ruleset's end-of-round step, then its round limit (victory points)
      if (round > s.turn.round && (hooksOf(s).roundEnded(d, s.turn.round) || checkRoundLimit(d, s.turn.round))) return;
      if (checkClock(d, round)) return;
      startTurn(d, next, round);
      return;
    }
  }
}

/** C-TOUR-1: how long a tie at the time limit extends the game, each time. */
const TIE_EXTENSION = 30 * 60_000;

/**
 * The time limit, checked before any action and at each new turn. C-TOUR-1: most territories
 * wins, a tie extends by 30 minutes. R-END-1: the round in progress becomes the last.
 * Returns true when the game ended.
 */
export function checkClock(d: Draft, round: number = d.s.turn.round): boolean {
  const s = d.s;
  const { endsAt } = s.clock;
  if (endsAt === null || d.ctx.now < endsAt || s.phase.kind === 'over') return false;
  if (rulesOf(s).timeEnd === 'sdadata') {
    if (s.clock.lastRound === null) {
      s.clock.lastRound = round;
      emit(d, { type: 'timeLimitReached', lastRound: round, extendedTo: null });
    }
    return false;
  }
  const winner = mostTerritories(s);
  if (winner === null) {
    s.clock.endsAt = endsAt + TIE_EXTENSION;
    // The time limit's own end, to count the extensions from (the clock starts with the first turn).
    const limitEnd = (s.clock.startedAt ?? endsAt) + (featuresOf(s).timeLimitMinutes ?? 0) * 60_000;
    const extension = Math.max(1, Math.round((s.clock.endsAt - limitEnd) / TIE_EXTENSION));
    emit(d, { type: 'timeLimitReached', lastRound: null, extendedTo: s.clock.endsAt, extension });
    return false;
  }
  emit(d, { type: 'timeLimitReached', lastRound: null, extendedTo: null });
  endGame(d, [winner], 'timeLimit');
  return true;
}

/** A turn as it begins: nothing conquered, placed, received or shown yet. */
export function freshTurn(player: PlayerId, round: number, number: number): TurnState {
  return {
    player,
    round,
    number,
    conquered: 0,
    cardBonusPlaced: 0,
    received: 0,
    commanderUsed: false,
    cardsFaceUp: [],
    faceUpFor: null,
  };
}
