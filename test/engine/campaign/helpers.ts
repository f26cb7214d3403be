// Shared set-ups of the campaign's tests (napoleon-campaign, NC-*): a fresh game from the
// scenario, and positions edited from it.
import { occupy } from '../../../src/engine/board.js';
import { campaign } from '../../../src/engine/campaign/slice.js';
import type { CampaignSide, GameState, PlayerId, TerritoryId } from '../../../src/engine/types.js';
import { act, game, withDice } from '../helpers.js';

/** A new campaign game; `side`: what the first seat plays. */
export function campaignGame(seed = 1, side: 'random' | CampaignSide = 'france'): GameState {
  return game('napoleon-campaign', 2, { campaignSide: side }, seed).state;
}

/** The ids of the sides and independents of `s`. */
export function who(s: GameState): {
  france: PlayerId;
  england: PlayerId;
  austria: PlayerId;
  prussia: PlayerId;
  russia: PlayerId;
  yellow: PlayerId;
} {
  const c = campaign(s);
  return { ...c.sides, ...c.powers, yellow: c.neutral };
}

/** Puts `armies` of `owner` alone on each territory given. */
export function setBoard(s: GameState, board: Record<TerritoryId, [PlayerId, number]>): void {
  for (const [t, [p, n]] of Object.entries(board)) occupy(s, t, p, n);
}

/** Moves `s` to `player`'s turn in `phase`, round `round`, with nothing pending. */
export function turnOf(
  s: GameState,
  player: PlayerId,
  phase: 'reinforce' | 'attack' | 'fortify',
  round = 1,
): GameState {
  s.turn = { ...s.turn, player, round };
  s.players[player].reserve = 0;
  s.phase =
    phase === 'reinforce'
      ? { kind: 'reinforce', mustTrade: false }
      : phase === 'attack'
        ? { kind: 'attack', conquest: null, pendingRoll: null, elimTrade: false }
        : { kind: 'fortify', moves: 0 };
  return s;
}

/** `player` attacks `to` from `from` with `dice` dice, the next dice being `roll` (attack then defence). */
export function attack(
  s: GameState,
  player: PlayerId,
  from: TerritoryId,
  to: TerritoryId,
  dice: number,
  roll: number[],
) {
  return act(withDice(s, roll), player, { type: 'attack', from, to, dice });
}
