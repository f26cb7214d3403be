// The hard AI before and at the start of its turns: a scored claim draft (continents it can
// finish, few rivals in them, next to what it holds) and the reinforcement split (defence of
// what it holds by worst-case threat first, then the attack stack).
import { mapOf, roomOn } from '../../engine/state.js';
import type { GameState, PlayerId, TerritoryId } from '../../engine/types.js';
import { DEFAULTS, placeTarget } from '../baseline.js';
import { defenceBoard, defencePlan } from './defence.js';
import { continentsOf } from './values.js';

/** The free territory worth claiming most (null when none is free). Ties go to the first in map order. */
export function claimChoice(s: GameState, player: PlayerId): TerritoryId | null {
  const map = mapOf(s);
  const control = s.board.control;
  const conts = continentsOf(map);
  // per continent: territories mine, others', free
  const stats = map.continents.map((c) => {
    let mine = 0,
      theirs = 0;
    for (const t of c.territories) {
      const o = control[map.index[t]];
      if (o === player) mine++;
      else if (o >= 0) theirs++;
    }
    return { mine, theirs, size: c.territories.length, bonus: c.bonus };
  });
  let best: TerritoryId | null = null,
    bestScore = -Infinity;
  map.territoryIds.forEach((t, i) => {
    if (control[i] !== -1) return;
    let score = 0;
    for (const c of conts[i]) {
      const x = stats[c];
      // a continent's bonus per territory, discounted for each territory still to claim (the
      // rivals' picks land in a big one before it is complete); one a rival holds is spoilt
      const open = ((x.bonus + 1) / x.size) * Math.pow(0.8, x.size - x.mine);
      score += x.theirs > 0 ? open / 10 : open;
    }
    for (const n of map.adj[i]) if (control[n] === player) score += 0.15;
    if (score > bestScore) {
      bestScore = score;
      best = t;
    }
  });
  return best;
}

/** Saving per army below which the reserve goes to the attack rather than to defence. */
export const DEFENCE_THETA = 0.1;

/**
 * Where the next armies of the reserve go, and how many: the defence split's biggest share
 * first; when defence needs nothing more, the baseline's attack stack takes the rest.
 */
export function hardPlacement(s: GameState, player: PlayerId): { territory: TerritoryId; count: number } | null {
  const reserve = s.players[player].reserve;
  if (reserve <= 0) return null;
  const plan = defencePlan(defenceBoard(s, player), reserve, DEFENCE_THETA);
  let top = -1,
    count = 0;
  for (const [i, n] of plan)
    if (n > count) {
      top = i;
      count = n;
    }
  const ids = mapOf(s).territoryIds;
  if (top >= 0) return { territory: ids[top], count };
  const t = placeTarget(s, player, DEFAULTS);
  return t ? { territory: t, count: Math.min(reserve, roomOn(s, t)) } : null;
}
