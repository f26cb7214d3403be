// A new game: seats, turn order (C-SET-2, R-SET-1), the secret goals (the plugins' `dealGoals`: M-1,
// NM-1, R-SET-3), the deal (C-SET-3..5, C-2P-*, M-2P-1, R-SET-2) and the initial placement rounds.
import { resolveOptions, rulesetFeatures, rulesetFor, rulesetHooksFor } from './ruleset-source.js';
import type { GameFeatures } from '../rules/features.js';
import type { Ruleset } from '../rules/ruleset.js';
import { deckOf } from './cards.js';
import { emit, type Draft } from './draft.js';
import { err, ok, type Result } from './errors.js';
import { getMap } from './maps.js';
import { randInt, rollDie, seedRng, shuffle } from './rng.js';
import { featuresOf, hooksOf, mapOf, neutralPlayer, playsCards, rulesOf } from './state.js';
import { beginSimultaneous } from './simultaneous.js';
import { freshTurn, startTurn } from './turns.js';
import type { GameEvent } from './events.js';
import type { RuleError } from './errors.js';
import type { ColourId, Ctx, GameState, NewGameInput, PlayerId, PlayerState, TerritoryId } from './types.js';
import { startingTeams } from './relations.js';
import { addArmies, anyUnclaimed, armiesOn, occupy, territoriesControlledBy } from './board.js';
import { newBoard } from './board-units.js';

export function newGame(input: NewGameInput, ctx: Ctx): Result<{ state: GameState; events: GameEvent[] }> {
  const ruleset = rulesetFor(input.ruleset);
  const n = input.seats.length;
  if (n < ruleset.minPlayers || n > ruleset.maxPlayers || (ruleset.playerCounts && !ruleset.playerCounts.includes(n))) {
    return err({ code: 'playerCount', min: ruleset.minPlayers, max: ruleset.maxPlayers, given: n });
  }
  const resolved = resolveOptions(ruleset, input.options);
  if (!resolved.ok)
    return err({
      code: 'optionNotOffered',
      option: resolved.option,
      allowed: resolved.allowed.map((v) => (v === null ? 'none' : String(v))),
    });
  const options = resolved.options;
  const features = rulesetFeatures(ruleset, options);
  const map = getMap(ruleset.map);
  const colours = assignColours(
    seatColours(ruleset, input.edition),
    input.seats.map((s) => s.colour),
  );
  const players: PlayerState[] = input.seats.map((seat, i) => ({
    id: i,
    name: seat.name,
    colour: colours[i],
    kind: seat.kind ?? 'human',
    ai: seat.ai,
    status: 'active',
    reserve: ruleset.startingArmies(n),
    hand: [],
    mission: null,
    objective: null,
    defendWithOne: false,
    eliminatedBy: null,
  }));
  const hooks = rulesetHooksFor(ruleset.id);
  players.push(...hooks.extraSeats(n, colours, features, ruleset.colours)); // C-2P-1, N2-1
  const s: GameState = {
    schemaVersion: 3,
    version: 0,
    ruleset: ruleset.id,
    options,
    map: map.id,
    seed: input.seed,
    rng: seedRng(input.seed),
    players,
    order: [],
    board: { armies: [], control: [] },
    teams: startingTeams(ruleset, players), // NT-*
    deck: [],
    discard: [],
    trades: 0,
    turn: freshTurn(0, 0, 0),
    phase: { kind: 'setupClaim' },
    clock: { startedAt: null, endsAt: null, lastRound: null },
    lastMove: null,
    ext: {
      ...hooks.startSlices(features, players),
      ...(ruleset.roundLimit !== undefined ? { points: {} } : {}), // victory points decide at the limit
    },
  };
  s.board = newBoard(map, players.length, ruleset.units); // NA-MAT: unit kinds when the ruleset has them
  const d: Draft = { s, events: [], ctx };
  s.order = rollForOrder(s, n);
  emit(d, { type: 'gameStarted', order: s.order, firstPlayer: s.order[0] });
  hooksOf(s).dealGoals(d); // the secret goals: M-1 missions, NM-1 ranked missions, R-SET-3 objectives
  dealTerritories(d, ruleset);
  return ok({ state: s, events: d.events });
}

/**
 * The set-up's edition the app stamps on the games it starts (NewGameInput.edition). A change
 * to what a set-up deals takes a new edition, so that recorded games replay as they were played.
 * 2: napoleon-teams gives each team one family of colours (Ruleset.teamColours).
 */
export const SETUP_EDITION = 2;

/** The colours seats take in order, for a game of set-up `edition` (absent: the first). */
export function seatColours(ruleset: Ruleset, edition = 1): readonly ColourId[] {
  return edition >= 2 && ruleset.teamColours ? ruleset.teamColours : ruleset.colours;
}

function assignColours(order: readonly ColourId[], wanted: (ColourId | undefined)[]): ColourId[] {
  const taken = new Set(wanted.filter((c): c is ColourId => !!c));
  const free = order.filter((c) => !taken.has(c));
  return wanted.map((c) => c ?? free.shift()!);
}

/** C-SET-2 / R-SET-1: each rolls a die, ties re-rolled among the tied; then seat order. */
function rollForOrder(s: GameState, n: number): PlayerId[] {
  let contenders = Array.from({ length: n }, (_, i) => i);
  while (contenders.length > 1) {
    const rolls = contenders.map((id) => ({ id, v: rollDie(s.rng) }));
    const best = Math.max(...rolls.map((r) => r.v));
    contenders = rolls.filter((r) => r.v === best).map((r) => r.id);
  }
  const first = contenders[0];
  return Array.from({ length: n }, (_, i) => (first + i) % n);
}

function dealTerritories(d: Draft, ruleset: Ruleset): void {
  const s = d.s;
  const own = hooksOf(s).dealTerritories(d); // N2-1
  if (own) {
    emit(d, { type: 'territoriesDealt', counts: own });
    if (featuresOf(s).setup === 'auto') {
      spreadAtRandom(d, s.players);
      finishSetup(d);
    } else beginPlacementTurn(d, s.order[0]);
    return;
  }
  const map = mapOf(s);
  const neutral = neutralPlayer(s);
  const fullDeck = deckOf(map);
  const territoryCards = fullDeck.filter((c) => c.territory !== null).map((c) => c.id);
  // wilds back, reshuffled (C-SET-4); C-OPT-6: the cards only served the deal
  s.deck = playsCards(s)
    ? shuffle(
        s.rng,
        fullDeck.map((c) => c.id),
      )
    : [];
  if (featuresOf(s).setup === 'claim' && !neutral) {
    s.turn.player = s.order[0];
    s.phase = { kind: 'setupClaim' };
    return;
  }
  // C-SET-4 deal; C-2P-1 three piles of 14 with a neutral; R-SET-2 the 50% rule.
  const seatsInDealOrder = ruleset.dealAgainstOrder ? [...s.order].reverse() : [...s.order]; // R-SET-2
  const recipients: PlayerId[] = neutral ? [...seatsInDealOrder, neutral.id] : seatsInDealOrder;
  const cards = shuffle(s.rng, territoryCards);
  const owners = ruleset.dealHalfRule
    ? dealWithHalfRule(s, cards, recipients)
    : cards.map((_, i) => recipients[i % recipients.length]);
  cards.forEach((c, i) => {
    const t = fullDeck[c].territory!;
    const armies = neutral && owners[i] === neutral.id && featuresOf(s).neutralArmy === '2000' ? 2 : 1; // M-2P-1
    occupy(s, t, owners[i], armies);
    s.players[owners[i]].reserve -= armies;
  });
  const counts: Record<PlayerId, number> = {};
  for (const id of recipients) counts[id] = territoriesControlledBy(s, id).length;
  emit(d, { type: 'territoriesDealt', counts });
  if (featuresOf(s).setup === 'auto') {
    spreadAtRandom(d, s.players);
    finishSetup(d);
    return;
  }
  if (featuresOf(s).setup === 'simultaneous') {
    // C-SET-7: the 1992 neutral's armies are nobody's plan: they land at random, as in `auto`.
    if (neutral) spreadAtRandom(d, [neutral]);
    beginSimultaneous(d, finishSetup);
    return;
  }
  beginPlacementTurn(d, s.order[0]);
}

/**
 * R-SET-2: nobody may hold more than half of a continent after the deal. Dealing slots go
 * round in order; a card that would break the rule goes to the next slot's player who may take
 * it, and the skipped player keeps their slot for the next card.
 */
function dealWithHalfRule(s: GameState, cards: number[], recipients: PlayerId[]): PlayerId[] {
  const map = mapOf(s);
  const deck = deckOf(map);
  const held = new Map<string, number>();
  const size = new Map(map.continents.map((c) => [c.id, c.territories.length]));
  const n = recipients.length;
  const slots: number[] = []; // dealing slots not yet served, in order
  let nextSlot = 0;
  return cards.map((card) => {
    const cont = map.byId[deck[card].territory!].continent;
    while (slots.length < n) slots.push(nextSlot++);
    const fits = (slot: number) => ((held.get(`${recipients[slot % n]}|${cont}`) ?? 0) + 1) * 2 <= size.get(cont)!;
    // When nobody can take it (possible only at the very end), the first slot takes it anyway.
    const k = Math.max(0, slots.findIndex(fits));
    const p = recipients[slots[k] % n];
    slots.splice(k, 1);
    held.set(`${p}|${cont}`, (held.get(`${p}|${cont}`) ?? 0) + 1);
    return p;
  });
}

/** C-SET-5: the remaining armies land at random on the owner's territories. */
function spreadAtRandom(d: Draft, players: PlayerState[]): void {
  const s = d.s;
  for (const p of players) {
    const own = territoriesControlledBy(s, p.id);
    if (own.length === 0) continue;
    while (p.reserve > 0) {
      const t = own[randInt(s.rng, own.length)];
      const cap = featuresOf(s).territoryCap;
      if (cap !== null && armiesOn(s, t) >= cap) {
        if (own.every((x) => armiesOn(s, x) >= cap)) {
          p.reserve = 0;
          break;
        }
        continue;
      }
      addArmies(s, t, 1);
      p.reserve--;
    }
  }
}

/** Quotas of one placement turn: N own armies (C-SET-3/4, R-SET-4) and, with the 1992 neutral, 1 neutral (C-2P-2). */
export function beginPlacementTurn(d: Draft, player: PlayerId): void {
  const s = d.s;
  const q = hooksOf(s).setupTurn(s, player); // N2-1: 3 own, then 2 for each independent
  s.turn.player = player;
  s.phase = { kind: 'setupPlace', perTurn: q.perTurn, placed: 0, neutralPerTurn: q.neutralPerTurn, neutralPlaced: 0 };
}

/** C-SET-4, C-2P-2: the quotas of a placement turn (the `setupTurn` hook's classic answer). */
export function classicSetupTurn(s: GameState, player: PlayerId): { perTurn: number; neutralPerTurn: number } {
  const neutral = neutralPlayer(s);
  const neutral1992 = neutral && featuresOf(s).neutralArmy === '1992';
  const perTurnOwn = neutral1992 ? 2 : rulesOf(s).setupPerTurn;
  const perTurnNeutral = neutral1992 ? 1 : 0;
  return {
    perTurn: Math.min(perTurnOwn, s.players[player].reserve),
    neutralPerTurn: neutral ? Math.min(perTurnNeutral, neutral.reserve) : 0,
  };
}

/** C-2P-2: the one neutral places on its own territories, its quota of the turn (the `neutralSetupPlacement` hook's classic answer). */
export function classicNeutralSetupPlacement(
  s: GameState,
  _t: TerritoryId,
): { owner: PlayerId; left: number } | RuleError {
  const np = neutralPlayer(s);
  if (!np) return { code: 'noNeutral' };
  const left = s.phase.kind === 'setupPlace' ? s.phase.neutralPerTurn - s.phase.neutralPlaced : 0;
  return { owner: np.id, left }; // on its own territory: setupPlace checks it
}

/** C-2P-1, M-2P-1: two players get a neutral third seat (the `extraSeats` hook's classic answer). */
export function classicExtraSeats(n: number, _taken: readonly ColourId[], features: GameFeatures): PlayerState[] {
  if (n !== 2) return [];
  return [
    {
      id: 2,
      name: 'Neutral',
      colour: 'neutral',
      kind: 'neutral',
      status: 'active',
      reserve: features.neutralArmy === '2000' ? 28 : 40,
      hand: [],
      mission: null,
      objective: null,
      defendWithOne: false,
      eliminatedBy: null,
    },
  ];
}

/** After a placement or claim: the next player with armies left, or the end of setup. */
export function nextSetupTurn(d: Draft): void {
  const s = d.s;
  const order = s.order;
  const from = order.indexOf(s.turn.player);
  const unclaimed = anyUnclaimed(s);
  for (let step = 1; step <= order.length; step++) {
    const next = order[(from + step) % order.length];
    const p = s.players[next];
    if (p.status !== 'active') continue;
    if (unclaimed) {
      s.turn.player = next;
      s.phase = { kind: 'setupClaim' };
      return;
    }
    if (p.reserve > 0) {
      beginPlacementTurn(d, next);
      return;
    }
  }
  finishSetup(d);
}

/** Setup over: the ruleset's own step (K-1: HQs to choose), or the first turn for the first placer (C-SET-6). */
export function finishSetup(d: Draft): void {
  const s = d.s;
  const neutral = neutralPlayer(s);
  if (neutral) neutral.reserve = 0;
  hooksOf(s).setupFinished(s); // N2-1: the independents' reserves
  emit(d, { type: 'setupFinished' });
  if (hooksOf(s).firstTurnHeld(d)) return; // K-1: the HQs to choose first
  startTurn(d, s.order[0], 1);
}
