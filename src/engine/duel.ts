// Risk Napoléon for two players (napoleon-duel, N2-*): the four independent armies. They are
// players of kind 'neutral' (ids 2..5, never in the turn order); what the duel adds around them
// lives in the `ext.duel` slice, read and written only through this module.
//
// N2-1 setup: the deal (10, 10, 7 × 4) and the placement turns (3 own + 2 per independent).
// N2-P passive: they only defend (with the most dice; the opponent "rolls" them).
// N2-A active: a status track each (neutral / ally of a seat), influence with cards at the
// start of a turn, ally reinforcements by a die, attacks and one strategic move per ally, and
// the status roll when an invasion involving an independent ends.
import { addArmies, armiesOn, connectedControlled, controller, occupy, territoriesControlledBy } from './board.js';
import { deckOf } from './cards.js';
import { emit, type Draft } from './draft.js';
import { err, ok, type DuelRefusal, type Result, type RuleError } from './errors.js';
import type { GameEvent } from './events.js';
import { rollDie, shuffle } from './rng.js';
import { mapOf, playsCards, rulesOf } from './state.js';
import type { Action, ColourId, DuelSlice, GameState, PlayerId, PlayerState, TerritoryId } from './types.js';
import { checkCount, territoryError } from './phases/common.js';

/** No ally: the independent is neutral. */
export const NEUTRAL_STATUS: PlayerId = -1;

/** N2-1: armies of each independent, cards dealt to a seat and to an independent, setup quotas. */
export const INDEPENDENT_ARMIES = 21;
const SEAT_CARDS = 10;
const INDEPENDENT_CARDS = 7;
const OWN_PER_TURN = 3;
const INDEPENDENT_PER_TURN = 2;
/** N2-A: an independent holding this many cards can no longer be influenced. */
export const INFLUENCE_LIMIT = 3;

/** The duel slice of a game (null outside napoleon-duel). */
export function duelOf(s: GameState): DuelSlice | null {
  return s.ext.duel ?? null;
}

/** Whether the game plays active independents (N2-A). */
export function activeIndependents(s: GameState): boolean {
  return duelOf(s) !== null && s.options.independents === 'active';
}

/** Whether `p` is one of the duel's independents (eliminated or not). */
export function isIndependent(s: GameState, p: PlayerId): boolean {
  return duelOf(s) !== null && s.players[p]?.kind === 'neutral';
}

/** The independents still on the board. */
export function liveIndependents(s: GameState): PlayerId[] {
  return duelOf(s) === null
    ? []
    : s.players.filter((p) => p.kind === 'neutral' && p.status !== 'eliminated').map((p) => p.id);
}

/** N2-A: the seat an independent is allied with, or NEUTRAL_STATUS (always neutral when passive). */
export function allyOf(s: GameState, independent: PlayerId): PlayerId {
  const d = duelOf(s);
  if (!d || s.options.independents !== 'active') return NEUTRAL_STATUS;
  return d.ally[independent] ?? NEUTRAL_STATUS;
}

/** N2-A: the live independents allied with `player`. */
export function alliesOf(s: GameState, player: PlayerId): PlayerId[] {
  return liveIndependents(s).filter((i) => allyOf(s, i) === player);
}

/** Whether `army`'s units fight for `player`: their own, or an ally's (N2-A). */
export function onSide(s: GameState, player: PlayerId, army: PlayerId): boolean {
  return army === player || (army >= 0 && isIndependent(s, army) && allyOf(s, army) === player);
}

/**
 * Whose units `player` commands from `from`: their own, or in the duel the ally holding it
 * (N2-A: "attack with the allies' troops as if they were yours").
 */
export function armyAt(s: GameState, from: TerritoryId, player: PlayerId): PlayerId {
  if (duelOf(s) === null) return player;
  const c = controller(s, from);
  return onSide(s, player, c) ? c : player;
}

// ---- N2-1 setup ----

/** The four independents: players of kind 'neutral' in the colours not in play. */
export function independentPlayers(
  firstId: number,
  taken: readonly ColourId[],
  colours: readonly ColourId[],
): PlayerState[] {
  const free = colours.filter((c) => !taken.includes(c)).slice(0, 4);
  return free.map((colour, i) => ({
    id: firstId + i,
    name: 'Independent',
    colour,
    kind: 'neutral',
    status: 'active',
    reserve: INDEPENDENT_ARMIES,
    hand: [],
    mission: null,
    objective: null,
    defendWithOne: false,
    eliminatedBy: null,
  }));
}

export function newDuelSlice(): DuelSlice {
  return {
    setupPlaced: {},
    ally: {},
    turn: { influence: false, reinforced: [], moved: [], combat: false },
    invasion: null,
  };
}

/**
 * N2-1: the wilds out, 10 territory cards to each seat and 7 to each independent, one army on
 * each dealt territory; then every card (wilds back) reshuffled into the draw pile.
 */
export function dealDuel(d: Draft, seatsInOrder: readonly PlayerId[]): Record<PlayerId, number> {
  const s = d.s;
  const full = deckOf(mapOf(s));
  const cards = shuffle(
    s.rng,
    full.filter((c) => c.territory !== null).map((c) => c.id),
  );
  const recipients: { id: PlayerId; n: number }[] = [
    ...seatsInOrder.map((id) => ({ id, n: SEAT_CARDS })),
    ...liveIndependents(s).map((id) => ({ id, n: INDEPENDENT_CARDS })),
  ];
  const counts: Record<PlayerId, number> = {};
  let k = 0;
  for (const { id, n } of recipients) {
    for (let i = 0; i < n && k < cards.length; i++, k++) {
      occupy(s, full[cards[k]].territory!, id, 1);
      s.players[id].reserve--;
    }
    counts[id] = territoriesControlledBy(s, id).length;
  }
  s.deck = playsCards(s)
    ? shuffle(
        s.rng,
        full.map((c) => c.id),
      )
    : []; // C-OPT-6: the cards only served the deal
  return counts;
}

/** N2-1: a placement turn: 3 own armies, then 2 for each independent with armies left. */
export function duelPlacementQuotas(s: GameState, player: PlayerId): { perTurn: number; neutralPerTurn: number } {
  const slice = duelOf(s)!;
  slice.setupPlaced = {};
  const neutralPerTurn = liveIndependents(s).reduce(
    (a, i) => a + Math.min(INDEPENDENT_PER_TURN, s.players[i].reserve),
    0,
  );
  return { perTurn: Math.min(OWN_PER_TURN, s.players[player].reserve), neutralPerTurn };
}

/** N2-1: how many more armies the placing seat may put on `independent` this placement turn. */
export function setupQuotaLeft(s: GameState, independent: PlayerId): number {
  const placed = duelOf(s)!.setupPlaced[independent] ?? 0;
  return Math.max(0, Math.min(INDEPENDENT_PER_TURN - placed, s.players[independent].reserve));
}

/** N2-1: counts an independent's setup placement. */
export function noteSetupPlacement(s: GameState, independent: PlayerId, count: number): void {
  const slice = duelOf(s)!;
  slice.setupPlaced[independent] = (slice.setupPlaced[independent] ?? 0) + count;
}

/** After the setup, no independent keeps armies in reserve. */
export function clearIndependentReserves(s: GameState): void {
  for (const i of liveIndependents(s)) s.players[i].reserve = 0;
}

// ---- N2-A turn ----

/** A new turn: influence is open until the player does anything else. */
export function beginDuelTurn(s: GameState): void {
  const slice = duelOf(s);
  if (!slice) return;
  slice.turn = { influence: activeIndependents(s), reinforced: [], moved: [], combat: false };
  slice.invasion = null;
}

const refuse = (reason: DuelRefusal, independent: PlayerId | null = null): RuleError => ({
  code: 'duel',
  reason,
  independent,
});

function checkIndependent(s: GameState, independent: PlayerId): RuleError | null {
  if (!activeIndependents(s)) return refuse('passive');
  if (
    !Number.isInteger(independent) ||
    !isIndependent(s, independent) ||
    s.players[independent].status === 'eliminated'
  )
    return refuse('notIndependent', Number.isInteger(independent) ? independent : null);
  return null;
}

export function checkInfluence(s: GameState, player: PlayerId, independent: PlayerId, card: number): RuleError | null {
  const e = checkIndependent(s, independent);
  if (e) return e;
  if (!duelOf(s)!.turn.influence || s.phase.kind !== 'reinforce') return refuse('notStartOfTurn', independent);
  if (!s.players[player].hand.includes(card)) return { code: 'cardNotInHand', card };
  if (s.players[independent].hand.length >= INFLUENCE_LIMIT) return refuse('full', independent);
  if (allyOf(s, independent) === player) return refuse('alreadyAlly', independent);
  return null;
}

/** The status one step toward `player` (influence) or away from them (the status roll). */
function step(s: GameState, independent: PlayerId, player: PlayerId, toward: boolean): PlayerId {
  const other = s.order.find((p) => p !== player) ?? NEUTRAL_STATUS;
  const now = allyOf(s, independent);
  if (toward) return now === other ? NEUTRAL_STATUS : player;
  return now === player ? NEUTRAL_STATUS : other;
}

/** N2-A influence: the card goes under the independent's marker (kept, never traded); one step toward the giver. */
export function influence(d: Draft, player: PlayerId, independent: PlayerId, card: number): Result<void> {
  const s = d.s;
  const e = checkInfluence(s, player, independent, card);
  if (e) return err(e);
  s.players[player].hand = s.players[player].hand.filter((c) => c !== card);
  s.players[independent].hand = [...s.players[independent].hand, card];
  const ally = step(s, independent, player, true);
  duelOf(s)!.ally[independent] = ally;
  emit(d, {
    type: 'independentInfluenced',
    player,
    independent,
    card,
    cards: s.players[independent].hand.length,
    ally,
  });
  // Fewer cards now: a trade owed at the start of the turn (N-CRD-2) may no longer be.
  const forced = rulesOf(s).forcedTradeAt;
  if (s.phase.kind === 'reinforce' && s.phase.mustTrade && (forced === null || s.players[player].hand.length < forced))
    s.phase.mustTrade = false;
  return ok(undefined);
}

/** The ally whose rolled reinforcements are still to be placed, if any. */
export function allyToPlace(s: GameState): PlayerId | null {
  for (const i of liveIndependents(s)) if (s.players[i].reserve > 0) return i;
  return null;
}

export function checkReinforceAlly(s: GameState, player: PlayerId, independent: PlayerId): RuleError | null {
  const e = checkIndependent(s, independent);
  if (e) return e;
  if (allyOf(s, independent) !== player) return refuse('notAlly', independent);
  const slice = duelOf(s)!;
  if (slice.turn.reinforced.includes(independent)) return refuse('alreadyReinforced', independent);
  const before =
    s.phase.kind === 'reinforce' ||
    (s.phase.kind === 'attack' && !slice.turn.combat && !s.phase.conquest && !s.phase.elimTrade);
  if (!before) return refuse('tooLate', independent);
  const pending = allyToPlace(s);
  if (pending !== null) return refuse('allyToPlace', pending);
  return null;
}

/** N2-A ally reinforcements: one die, placed on the ally's territories (placeNeutral). */
export function reinforceAlly(d: Draft, player: PlayerId, independent: PlayerId): Result<void> {
  const s = d.s;
  const e = checkReinforceAlly(s, player, independent);
  if (e) return err(e);
  const die = rollDie(s.rng);
  s.players[independent].reserve += die;
  duelOf(s)!.turn.reinforced.push(independent);
  emit(d, { type: 'allyReinforced', player, independent, die });
  return ok(undefined);
}

/** Places rolled ally reinforcements on one of that ally's territories. */
export function placeAlly(d: Draft, player: PlayerId, t: TerritoryId, count: number): Result<void> {
  const s = d.s;
  if (player !== s.turn.player) return err({ code: 'notYourTurn', current: s.turn.player });
  const e = territoryError(s, t);
  if (e) return err(e);
  const ally = allyToPlace(s);
  if (ally === null) return err({ code: 'notEnoughReserve', reserve: 0 });
  if (controller(s, t) !== ally || allyOf(s, ally) !== player) return err({ code: 'notNeutral', territory: t });
  const ce = checkCount(count, 1, s.players[ally].reserve);
  if (ce) return err(ce);
  s.players[ally].reserve -= count;
  addArmies(s, t, count, ally);
  emit(d, { type: 'armiesPlaced', player: ally, territory: t, count, neutral: true });
  s.lastMove = { kind: 'place', player: ally, to: t, armies: count };
  return ok(undefined);
}

/** N2-A: the refusal of an attack on one's own side (own territory or an ally's), else null. */
export function checkDuelAttack(s: GameState, player: PlayerId, to: TerritoryId): RuleError | null {
  const target = controller(s, to);
  if (target !== player && onSide(s, player, target)) return refuse('ownSide', target);
  return null;
}

/** N2-A strategic moves: own (N-FOR-1) and one per ally, each along its own territories. */
export function checkDuelMove(
  s: GameState,
  player: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  count: number,
): RuleError | null {
  const mover = controller(s, from);
  if (!onSide(s, player, mover)) return { code: 'notOwner', territory: from };
  if (controller(s, to) !== mover) return { code: 'notOwner', territory: to };
  if (duelOf(s)!.turn.moved.includes(mover)) return refuse('alreadyMoved', mover === player ? null : mover);
  if (from === to || !connectedControlled(s, from).has(to)) return { code: 'notConnected', from, to };
  if (armiesOn(s, from) < 2) return { code: 'notEnoughArmies', territory: from, armies: armiesOn(s, from), needed: 2 };
  return checkCount(count, 1, armiesOn(s, from) - 1);
}

/**
 * Notes a strategic move; true when it was the side's last possible one, so the turn ends: every
 * army of the side has moved, or those still to move cannot (single armies only, or no two of
 * their territories joined) — at the table the player would pass the dice.
 */
export function noteDuelMove(s: GameState, player: PlayerId, mover: PlayerId): boolean {
  duelOf(s)!.turn.moved.push(mover);
  return moversLeft(s, player).every((a) => !canMove(s, a));
}

/** Whether `army` has a strategic move at all: 2+ armies on a territory joined to another of its own. */
function canMove(s: GameState, army: PlayerId): boolean {
  return territoriesControlledBy(s, army).some((t) => armiesOn(s, t) >= 2 && connectedControlled(s, t).size > 1);
}

/** The armies of `player`'s side that may still make their strategic move this turn. */
export function moversLeft(s: GameState, player: PlayerId): PlayerId[] {
  const slice = duelOf(s);
  if (!slice) return [player];
  return [player, ...alliesOf(s, player)].filter((a) => !slice.turn.moved.includes(a));
}

// ---- the flow around each action (called by applyAction) ----

/** Actions a turn's other steps do not close influence for. */
const KEEPS_INFLUENCE = new Set<Action['type']>(['influence', 'setDefence', 'tick', 'abandon']);

/**
 * Before the turn player's action: influence closes with any other action; rolled ally armies
 * are placed before anything else; an attack opens an invasion (applyAction settles the one it
 * ends first, see endsInvasion).
 */
export function beforeDuelAction(d: Draft, actor: PlayerId, a: Action): RuleError | null {
  const s = d.s;
  const slice = duelOf(s);
  if (!slice || actor !== s.turn.player || s.phase.kind === 'over') return null;
  if (!KEEPS_INFLUENCE.has(a.type)) slice.turn.influence = false;
  const playing = s.phase.kind === 'reinforce' || s.phase.kind === 'attack' || s.phase.kind === 'fortify';
  const pending = playing ? allyToPlace(s) : null;
  if (
    pending !== null &&
    a.type !== 'placeNeutral' &&
    a.type !== 'setDefence' &&
    a.type !== 'abandon' &&
    a.type !== 'tick'
  )
    return refuse('allyToPlace', pending);
  if (
    activeIndependents(s) &&
    !slice.invasion &&
    (a.type === 'attack' || a.type === 'blitz') &&
    hasTerritoryId(s, a.from) &&
    hasTerritoryId(s, a.to)
  ) {
    slice.invasion = { to: a.to, by: armyAt(s, a.from, actor), defender: controller(s, a.to), conquered: false };
  }
  return null;
}

/**
 * Whether the turn player's action ends the invasion in progress (N2-A): anything but another
 * battle on the same territory with the same army, or settling its conquest.
 */
export function endsInvasion(s: GameState, actor: PlayerId, a: Action): boolean {
  const inv = duelOf(s)?.invasion;
  if (!inv || actor !== s.turn.player || s.phase.kind === 'over' || a.type === 'setDefence' || a.type === 'tick')
    return false;
  if (s.phase.kind === 'attack' && (s.phase.conquest !== null || s.phase.pendingRoll !== null)) return false;
  const attacking = a.type === 'attack' || a.type === 'blitz';
  return !(attacking && a.to === inv.to && hasTerritoryId(s, a.from) && armyAt(s, a.from, actor) === inv.by);
}

const hasTerritoryId = (s: GameState, t: unknown): t is TerritoryId =>
  typeof t === 'string' && mapOf(s).index[t] !== undefined;

/** After the action: a battle starts the combat; a conquest, once settled, ends the invasion. */
export function afterDuelAction(d: Draft, actor: PlayerId, events: readonly GameEvent[]): void {
  const s = d.s;
  const slice = duelOf(s);
  if (!slice || actor !== s.turn.player || s.phase.kind === 'over') return;
  if (events.some((e) => e.type === 'battleResolved')) slice.turn.combat = true;
  const inv = slice.invasion;
  if (!inv) return;
  if (events.some((e) => e.type === 'territoryConquered' && e.to === inv.to)) inv.conquered = true;
  if (inv.conquered && !(s.phase.kind === 'attack' && s.phase.conquest)) settleInvasion(d, actor);
}

/**
 * N2-A: the invasion is over. For each independent it involved — the one invaded, the ally
 * used — roll a die: 1–4 moves its status one step away from the player, 5–6 keeps it.
 */
export function settleInvasion(d: Draft, player: PlayerId): void {
  const s = d.s;
  const slice = duelOf(s)!;
  const inv = slice.invasion;
  slice.invasion = null;
  if (!inv || !activeIndependents(s)) return;
  const involved = [inv.by, inv.defender].filter(
    (p, i, all) => p >= 0 && isIndependent(s, p) && all.indexOf(p) === i && s.players[p].status !== 'eliminated',
  );
  for (const independent of involved) {
    const die = rollDie(s.rng);
    const before = allyOf(s, independent);
    const ally = die <= 4 ? step(s, independent, player, false) : before;
    slice.ally[independent] = ally;
    emit(d, { type: 'allyStatusRolled', player, independent, die, ally, changed: ally !== before });
  }
}

/** Broken duel invariants (empty outside the duel). */
export function duelBreaks(s: GameState): string[] {
  const slice = duelOf(s);
  if (!slice) return [];
  const out: string[] = [];
  const seats = new Set(s.order);
  for (const [i, a] of Object.entries(slice.ally)) {
    if (!isIndependent(s, Number(i))) out.push(`duel status for non-independent ${i}`);
    if (a !== NEUTRAL_STATUS && !seats.has(a)) out.push(`independent ${i} allied with ${a}`);
  }
  if (s.options.independents !== 'active' && Object.keys(slice.ally).length > 0)
    out.push('passive independents with a status');
  for (const i of s.players.filter((p) => p.kind === 'neutral')) {
    if (i.hand.length > INFLUENCE_LIMIT) out.push(`independent ${i.id} holds ${i.hand.length} cards`);
    if (s.options.independents !== 'active' && i.hand.length > 0) out.push(`passive independent ${i.id} holds cards`);
  }
  return out;
}
