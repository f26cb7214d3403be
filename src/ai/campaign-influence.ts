// Influence in the 1796 campaign (N2-A, NC-0-2): a card under a power's marker moves it one step
// toward the giver, and a power holding 3 cards is settled for good. The two sides answer each
// other's cards, several in a turn if they hold them, so a card is only worth giving when the
// race it starts ends better for the giver than leaving the power alone: a lone card on an
// English ally with one card under it only lets England settle it with the third. This looks the
// race through (both sides playing their best, the opponent's hand one card bigger by then).
import { armiesOn, controller, territoriesControlledBy } from '../engine/board.js';
import { INFLUENCE_LIMIT } from '../engine/duel/influence.js';
import { allyOf, liveIndependents, NEUTRAL_STATUS } from '../engine/duel/status.js';
import { checkCampaignInfluence } from '../engine/campaign/allies.js';
import { scenario } from '../engine/campaign/scenario.js';
import { opponentOf, powerOf } from '../engine/campaign/slice.js';
import type { Action, GameState, PlayerId } from '../engine/types.js';
import { threat } from './campaign-guard.js';

type Status = 'mine' | 'neutral' | 'theirs';
type Mover = 'me' | 'them';

const score: Record<Status, number> = { mine: 1, neutral: 0, theirs: -1 };

/** One step toward the giver (N2-A). */
function step(st: Status, giver: Mover): Status {
  if (giver === 'me') return st === 'theirs' ? 'neutral' : 'mine';
  return st === 'mine' ? 'neutral' : 'theirs';
}

/**
 * Where the power ends (as my score) when `mover` is to act, `cards` are under it, the sides hold
 * `mine` and `theirs` cards, and `passes` sides in a row have stopped giving.
 */
function race(st: Status, cards: number, mover: Mover, mine: number, theirs: number, passes: number): number {
  if (cards >= INFLUENCE_LIMIT || passes >= 2) return score[st];
  const other: Mover = mover === 'me' ? 'them' : 'me';
  const stop = race(st, cards, other, mine, theirs, passes + 1);
  const own: Status = mover === 'me' ? 'mine' : 'theirs';
  const hand = mover === 'me' ? mine : theirs;
  if (hand === 0 || st === own) return stop;
  const give = race(
    step(st, mover),
    cards + 1,
    mover,
    mover === 'me' ? mine - 1 : mine,
    mover === 'them' ? theirs - 1 : theirs,
    0,
  );
  return mover === 'me' ? Math.max(stop, give) : Math.min(stop, give);
}

/** How much better off `player` ends by giving `independent` a card now than by leaving it (in allies: −2…2). */
export function influenceGain(s: GameState, player: PlayerId, independent: PlayerId): number {
  const ally = allyOf(s, independent);
  const st: Status = ally === player ? 'mine' : ally === NEUTRAL_STATUS ? 'neutral' : 'theirs';
  const cards = s.players[independent].hand.length;
  const mine = s.players[player].hand.length;
  const theirs = s.players[opponentOf(s, player)].hand.length + 1;
  const leave = race(st, cards, 'them', mine, theirs, 1);
  const give = race(step(st, 'me'), cards + 1, 'me', mine - 1, theirs, 0);
  return give - leave;
}

/**
 * NC-ALLY-3, NC-VP-3: a power won as an ally whose capital the opponent's side could take at once
 * is a gift to the opponent (the capital's points, and the power turned neutral for a card to buy
 * it): winning it is then worth less than leaving it be.
 */
function exposed(s: GameState, player: PlayerId, independent: PlayerId): boolean {
  const k = powerOf(s, independent);
  if (!k) return false;
  const capital = scenario().powers[k].capital;
  // the opponent's side strikes after its reinforcements (its own and its allies'): a few more armies
  return controller(s, capital) === independent && threat(s, player, capital) + 5 >= armiesOn(s, capital);
}

/** The card to give and to whom: the biggest army among the powers where a card pays, or null. */
export function influenceChoice(s: GameState, player: PlayerId, card: number | null): Action | null {
  if (card === null) return null;
  const armies = (i: PlayerId) => territoriesControlledBy(s, i).reduce((a, t) => a + armiesOn(s, t), 0);
  const best = liveIndependents(s)
    .filter((i) => powerOf(s, i) !== null && checkCampaignInfluence(s, player, i, card) === null)
    .map((i) => ({ i, gain: influenceGain(s, player, i) - (exposed(s, player, i) ? 2.5 : 0) }))
    .filter((x) => x.gain > 0)
    .sort((a, b) => b.gain * armies(b.i) - a.gain * armies(a.i))[0];
  return best ? { type: 'influence', independent: best.i, card } : null;
}
