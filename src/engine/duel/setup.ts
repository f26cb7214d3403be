// N2-1 setup: the four independents, the deal (10, 10, 7 × 4) and the placement turns (3 own
// armies + 2 per independent).
import { occupy, territoriesControlledBy } from '../board.js';
import { deckOf } from '../cards.js';
import type { Draft } from '../draft.js';
import { shuffle } from '../rng.js';
import { mapOf, playsCards } from '../state.js';
import type { ColourId, DuelSlice, GameState, PlayerId, PlayerState } from '../types.js';
import { duelOf, liveIndependents } from './status.js';

/** N2-1: armies of each independent, cards dealt to a seat and to an independent, setup quotas. */
export const INDEPENDENT_ARMIES = 21;
const SEAT_CARDS = 10;
const INDEPENDENT_CARDS = 7;
const OWN_PER_TURN = 3;
const INDEPENDENT_PER_TURN = 2;

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
