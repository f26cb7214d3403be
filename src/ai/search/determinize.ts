// Determinization: one complete game state consistent with what a seat knows. The cards it
// cannot see (the draw pile and the other hands, whose sizes are public) are dealt at random
// from the cards nobody has shown (the whole deck less its own hand and the discards), and the
// dice get a fresh stream, so a simulated future never reads the real deck order or dice.
import { deckOf } from '../../engine/cards.js';
import { randInt, seedRng, type RngState } from '../../engine/rng.js';
import { mapOf } from '../../engine/state.js';
import type { GameState, PlayerId } from '../../engine/types.js';
import type { SeatView } from '../types.js';

/**
 * The ext slices a searched game may hold: public ones the search's models play as the plain
 * map game. A view holding a secret (a mission, HQ, ranked missions, the advanced game's cards)
 * is not searched: sampling those consistently needs their own rules; nor is the duel's game,
 * unmeasured with it (docs/ai.md).
 */
const PUBLIC_SLICES = new Set(['risiko', 'points']);

/**
 * The 1796 campaign's slices (NC-*): all public (the advanced game's units, the duel's statuses,
 * the campaign's sides and points); its secrets are the hands (the cards under the powers'
 * markers included), which `determinize` deals. It has no missions (NC-0-1) and no armed cards.
 */
const CAMPAIGN_SLICES = new Set(['advanced', 'duel', 'campaign', 'points']);

/**
 * The games the search plays: two seats left (a heads-up game, a bigger one's end, the
 * campaign's two sides), where a simulated reply is one opponent's turn; with more seats the
 * heuristics decide (docs/ai.md: the 4-player tables were not measured with the search within
 * the session's machine time).
 */
export const SEARCH_SEATS = 2;

export function searchable(view: SeatView): boolean {
  let active = 0;
  for (const p of view.players) if (p.kind !== 'neutral' && p.status === 'active') active++;
  if (active > SEARCH_SEATS) return false;
  const allowed = view.ext.campaign ? CAMPAIGN_SLICES : PUBLIC_SLICES;
  for (const k in view.ext) if (!allowed.has(k)) return false;
  return view.players.every((p) => p.mission === null && p.objective === null);
}

/** A full state from `view` for seat `me`, its hidden cards dealt from `seed`. */
export function determinize(view: SeatView, me: PlayerId, seed: number): GameState {
  const rng: RngState = seedRng(seed);
  const seen = new Set<number>(view.players[me].hand);
  for (const c of view.discard) seen.add(c);
  for (const p of view.players) for (const c of p.hand) if (c >= 0) seen.add(c);
  const unseen: number[] = [];
  const total = deckOf(mapOf(view)).length;
  for (let c = 0; c < total; c++) if (!seen.has(c)) unseen.push(c);
  // Fisher–Yates on the unseen cards, then dealt: hidden hand cards first, the pile last
  for (let i = unseen.length - 1; i > 0; i--) {
    const j = randInt(rng, i + 1);
    const t = unseen[i];
    unseen[i] = unseen[j];
    unseen[j] = t;
  }
  let next = 0;
  const draw = (c: number): number => (c >= 0 ? c : next < unseen.length ? unseen[next++] : c);
  const players = view.players.map((p) =>
    p.id === me || !p.hand.some((c) => c < 0) ? p : { ...p, hand: p.hand.map(draw) },
  );
  const deck = view.deck.map(draw);
  return { ...view, players, deck, seed, rng: [...rng] as RngState };
}
