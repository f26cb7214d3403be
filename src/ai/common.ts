// Decisions every policy makes the same way unless it has a reason not to.
import { eliminationTradeDownTo } from '../engine/combat.js';
import { randInt, type RngState } from '../engine/rng.js';
import { featuresOf, mapOf, neutralPlayer, roomOn, setsFor } from '../engine/state.js';
import { isPlanning, plannedRoom, unplanned } from '../engine/simultaneous.js';
import type { Action, GameState, PlayerId, TerritoryId } from '../engine/types.js';
import {
  armiesOn,
  controller,
  enemyNeighbours,
  frontOf,
  territoriesControlledBy,
  territoriesWithUnitsOf,
} from '../engine/board.js';

export function pick<T>(rng: RngState, items: readonly T[]): T {
  return items[randInt(rng, items.length)];
}

export function bestTrade(s: GameState, player: PlayerId): Action | null {
  const sets = setsFor(s, player);
  return sets.length ? { type: 'trade', cards: sets[0].cards } : null;
}

export function borderTerritories(s: GameState, player: PlayerId): TerritoryId[] {
  return frontOf(s, player);
}

/** A territory with room for one more army, from `prefer` if any has room. */
export function roomy(s: GameState, player: PlayerId, prefer: TerritoryId[], rng: RngState): TerritoryId | null {
  // without C-OPT-3's cap every territory has room: the list as it is, not a copy of it
  const ok = featuresOf(s).territoryCap === null ? prefer : prefer.filter((t) => roomOn(s, t) > 0);
  if (ok.length) return pick(rng, ok);
  const any = territoriesControlledBy(s, player).filter((t) => roomOn(s, t) > 0);
  if (any.length) return pick(rng, any);
  // NT-1: armies only on shared territories that a team-mate controls (or tied).
  const shared = territoriesWithUnitsOf(s, player).filter((t) => roomOn(s, t) > 0);
  return shared.length ? pick(rng, shared) : null;
}

/**
 * The phases that need no strategy of their own: claims, setup placement, HQs, neutral
 * placement, pending rolls and forced trades. Returns null in a phase the policy must decide.
 */
export function routine(
  s: GameState,
  player: PlayerId,
  rng: RngState,
  place: (s: GameState, p: PlayerId, rng: RngState) => TerritoryId | null,
): Action | null {
  const phase = s.phase;
  switch (phase.kind) {
    case 'setupClaim': {
      const free = mapOf(s).territoryIds.filter((t) => controller(s, t) === -1);
      return { type: 'claim', territory: pick(rng, free) };
    }
    case 'setupPlace': {
      if (phase.placed < phase.perTurn) {
        const t = place(s, player, rng);
        if (t) return { type: 'place', territory: t, count: 1 };
      }
      const np = neutralPlayer(s)!;
      const targets = neutralTargets(s, player);
      return {
        type: 'placeNeutral',
        territory: pick(
          rng,
          targets.length ? targets : territoriesControlledBy(s, np.id).filter((t) => roomOn(s, t) > 0),
        ),
        count: 1,
      };
    }
    case 'setupSimultaneous': {
      // C-SET-7: the policy's own placement choice, a few armies at a time, then confirm.
      const left = unplanned(s, player);
      if (!isPlanning(s, player)) return null;
      if (left > 0) {
        const t = place(s, player, rng);
        if (t && plannedRoom(s, player, t) > 0)
          return { type: 'place', territory: t, count: Math.min(left, 3, plannedRoom(s, player, t)) };
        return { type: 'autoPlace' };
      }
      return { type: 'confirmPlacement' };
    }
    case 'chooseHQ': {
      // The strongest territory, far from the front if possible.
      const own = territoriesControlledBy(s, player);
      const interior = own.filter((t) => enemyNeighbours(s, t).length === 0);
      const pool = interior.length ? interior : own;
      pool.sort((a, b) => armiesOn(s, b) - armiesOn(s, a));
      return { type: 'chooseHQ', territory: pool[0] };
    }
    case 'neutralReinforce': {
      const np = neutralPlayer(s)!;
      const targets = neutralTargets(s, player);
      const pool = targets.length ? targets : territoriesControlledBy(s, np.id).filter((t) => roomOn(s, t) > 0);
      const t = pick(rng, pool);
      return { type: 'placeNeutral', territory: t, count: Math.min(s.players[np.id].reserve, roomOn(s, t)) };
    }
    case 'reinforce': {
      const p = s.players[player];
      const trade = bestTrade(s, player);
      if (trade && (phase.mustTrade || p.reserve === 0 || p.hand.length >= 4)) return trade;
      if (p.reserve === 0) return { type: 'endPhase' };
      return null;
    }
    case 'attack': {
      if (phase.pendingRoll) return { type: 'acceptRoll' };
      if (phase.conquest) return null;
      if (phase.elimTrade) {
        const p = s.players[player];
        if (p.hand.length > eliminationTradeDownTo(s)) return bestTrade(s, player)!;
        const t = place(s, player, rng);
        return { type: 'place', territory: t!, count: Math.min(s.players[player].reserve, roomOn(s, t!)) };
      }
      return null;
    }
    default:
      return null;
  }
}

/** Neutral territories next to the opponent: armies there block them (C-2P-2, M-2P-1). */
function neutralTargets(s: GameState, player: PlayerId): TerritoryId[] {
  const np = neutralPlayer(s);
  if (!np) return [];
  const adj = mapOf(s).adjacency;
  const facesOpponent = (t: TerritoryId) =>
    adj[t].some((n) => {
      const o = controller(s, n);
      return o !== player && o !== np.id;
    });
  const facesMe = (t: TerritoryId) => adj[t].some((n) => controller(s, n) === player);
  const blocking = territoriesControlledBy(s, np.id).filter((t) => roomOn(s, t) > 0 && facesOpponent(t));
  // A wall against the opponent that is not also a wall against oneself.
  const clean = blocking.filter((t) => !facesMe(t));
  return clean.length ? clean : blocking;
}
