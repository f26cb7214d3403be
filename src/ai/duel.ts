// The AI's side of Risk Napoléon for two players (napoleon-duel, N2-*): where the independents'
// setup armies go, influence, ally reinforcements, ally attacks and moves. Wraps a policy (the
// baseline) that plays the player's own armies; outside the duel it is the policy unchanged.
import { armiesOn, controller, territoriesControlledBy } from '../engine/board.js';
import { checkAttack } from '../engine/combat.js';
import {
  activeIndependents,
  alliesOf,
  allyOf,
  allyToPlace,
  checkInfluence,
  checkReinforceAlly,
  duelOf,
  liveIndependents,
  moversLeft,
  NEUTRAL_STATUS,
  onSide,
  setupQuotaLeft,
} from '../engine/duel.js';
import { mapOf, setsFor } from '../engine/state.js';
import type { RngState } from '../engine/rng.js';
import type { Action, GameState, PlayerId, TerritoryId } from '../engine/types.js';
import { checkCampaignInfluence } from '../engine/campaign/allies.js'; // NC-0-2: not the passive neutral
import { baselineAttack, fortifyMove } from './baseline.js';
import { pick } from './common.js';
import type { Policy } from './types.js';

/** `base` plays the player's own armies; the duel's extra decisions come first. */
export function duelAware(base: Policy): Policy {
  return (view, player, rng, legal) => {
    const own = duelOf(view) ? duelAction(view, player, rng) : null;
    // NC-0-2: the campaign refuses some of the duel's moves (its passive neutral): only a legal one
    return own && (!legal || legal.some((l) => sameAction(l, own))) ? own : base(view, player, rng, legal);
  };
}

const sameAction = (a: Action, b: Action): boolean => {
  const x = a as unknown as Record<string, unknown>,
    y = b as unknown as Record<string, unknown>;
  const keys = Object.keys(x);
  return keys.length === Object.keys(y).length && keys.every((k) => x[k] === y[k]);
};

const opponentOf = (s: GameState, player: PlayerId): PlayerId => s.order.find((p) => p !== player) ?? player;

/** Armies of `player`'s opponent side next to `t`. */
function threat(s: GameState, player: PlayerId, t: TerritoryId): number {
  let n = 0;
  for (const x of mapOf(s).adjacency[t]) {
    const c = controller(s, x);
    if (!onSide(s, player, c) && !liveIndependents(s).includes(c)) n += armiesOn(s, x);
    else if (c >= 0 && allyOf(s, c) === opponentOf(s, player)) n += armiesOn(s, x);
  }
  return n;
}

/** Where an independent's armies help `player`: facing the opponent (a wall, or an ally's front). Also the campaign's (src/ai/campaign.ts). */
export function bestSpot(
  s: GameState,
  player: PlayerId,
  independent: PlayerId,
  rng: RngState,
  room: (t: TerritoryId) => boolean = () => true,
): TerritoryId | null {
  const own = territoriesControlledBy(s, independent).filter(room);
  if (!own.length) return null;
  const opp = opponentOf(s, player);
  const facing = own.filter((t) => mapOf(s).adjacency[t].some((x) => controller(s, x) === opp));
  const mine = (t: TerritoryId) => mapOf(s).adjacency[t].some((x) => controller(s, x) === player);
  // Setup and passive walls block the opponent, not oneself; an ally's armies go where the fight is.
  const clean = facing.filter((t) => !mine(t));
  const pool =
    allyOf(s, independent) === player
      ? facing.length
        ? facing
        : own
      : clean.length
        ? clean
        : facing.length
          ? facing
          : own;
  return pool.sort((a, b) => threat(s, player, b) - threat(s, player, a))[0] ?? pick(rng, own);
}

function duelAction(s: GameState, player: PlayerId, rng: RngState): Action | null {
  const phase = s.phase;
  if (phase.kind === 'setupPlace') {
    if (phase.placed < phase.perTurn) return null; // own armies: the base policy
    for (const i of liveIndependents(s)) {
      if (setupQuotaLeft(s, i) === 0) continue;
      const t = bestSpot(s, player, i, rng);
      if (t) return { type: 'placeNeutral', territory: t, count: setupQuotaLeft(s, i) };
    }
    return null;
  }
  if (!activeIndependents(s) || s.turn.player !== player) return null;
  if (phase.kind !== 'reinforce' && phase.kind !== 'attack' && phase.kind !== 'fortify') return null;
  const pending = allyToPlace(s);
  if (pending !== null) {
    const t = bestSpot(s, player, pending, rng)!;
    return { type: 'placeNeutral', territory: t, count: s.players[pending].reserve };
  }
  if (phase.kind === 'attack' && (phase.conquest || phase.pendingRoll || phase.elimTrade)) return null; // the base policy settles these
  if (phase.kind === 'reinforce') {
    const gift = influenceChoice(s, player);
    if (gift) return gift;
  }
  for (const i of alliesOf(s, player))
    if (checkReinforceAlly(s, player, i) === null) return { type: 'reinforceAlly', independent: i };
  if (phase.kind === 'attack') {
    // Own attacks, first not on a neutral independent unless it is its last territory: the
    // status roll would make it the opponent's ally two times in three.
    const own = baselineAttack(s, player, (_from, to) => {
      const c = controller(s, to);
      return (
        !liveIndependents(s).includes(c) ||
        allyOf(s, c) !== NEUTRAL_STATUS ||
        territoriesControlledBy(s, c).length === 1
      );
    });
    if (own) return own;
    const ally = allyAttack(s, player);
    if (ally) return ally;
    // Walled in by neutral independents: break through anyway rather than wait for ever.
    const any = baselineAttack(s, player);
    if (any) return any;
  }
  if (phase.kind === 'attack' || phase.kind === 'fortify') {
    // Own strategic move first (the base policy would end the turn after it), then each ally's.
    for (const mover of moversLeft(s, player)) {
      const m = fortifyMove(s, mover);
      if (m) return m;
    }
    return { type: 'endTurn' };
  }
  return null;
}

/**
 * Influence: spare cards (not part of a set in hand) to the strongest independent that is not
 * already an ally, while the hand keeps three or more.
 */
function influenceChoice(s: GameState, player: PlayerId): Action | null {
  if (s.phase.kind !== 'reinforce' || !duelOf(s)!.turn.influence) return null;
  const hand = s.players[player].hand;
  if (hand.length === 0) return null;
  const sets = setsFor(s, player);
  const keep = new Set(sets.length ? sets[0].cards : []);
  const spare = hand.filter((c) => !keep.has(c));
  // Keep a few cards for sets: give only spares, and only from a hand of three or more.
  if (spare.length === 0 || hand.length < 3) return null;
  const armies = (i: PlayerId) => territoriesControlledBy(s, i).reduce((a, t) => a + armiesOn(s, t), 0);
  const candidates = liveIndependents(s)
    .filter(
      (i) => checkInfluence(s, player, i, spare[0]) === null && checkCampaignInfluence(s, player, i, spare[0]) === null,
    )
    .sort((a, b) => armies(b) - armies(a));
  if (!candidates.length) return null;
  return { type: 'influence', independent: candidates[0], card: spare[0] };
}

/** An ally invades an opponent's territory (or an opponent ally's) only with a clear margin. Also the campaign's. */
export function allyAttack(s: GameState, player: PlayerId): Action | null {
  const opp = opponentOf(s, player);
  for (const ally of alliesOf(s, player)) {
    for (const from of territoriesControlledBy(s, ally)) {
      const a = armiesOn(s, from);
      if (a < 4) continue;
      for (const to of mapOf(s).adjacency[from]) {
        const c = controller(s, to);
        if (c !== opp && !(c >= 0 && allyOf(s, c) === opp)) continue;
        if (a - 1 < 2 * armiesOn(s, to) + 1 || checkAttack(s, player, from, to, null)) continue;
        return { type: 'blitz', from, to, stopAt: 2 };
      }
    }
  }
  return null;
}
