// NC-DEF: England's home defence. The English player keeps at least 5 armies on each United
// Kingdom territory he controls: he attacks from one only with the armies above 5 (dice at most
// armies − 5) and moves none out below 5. A territory already below 5 is not refilled by force; it
// simply cannot attack or send armies away. Not for France holding a UK territory.
import { armiesOn, controller, mapOf } from '../board.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';
import { epidemicNeed } from '../advanced/land.js';
import { scenario } from './scenario.js';
import { campaignOf } from './slice.js';

/** NC-DEF-1: the home defence force. */
export const HOME_DEFENCE = 5;

/** The armies that must stay on `t` (5 on a UK territory England controls, else 0). */
export function homeFloor(s: GameState, t: TerritoryId): number {
  return homeFloorOf(s, t, controller(s, t));
}

/** The home defence force `t` keeps when `holder` controls it (NC-DEF-1). */
export function homeFloorOf(s: GameState, t: TerritoryId, holder: PlayerId): number {
  const c = campaignOf(s);
  const map = mapOf(s);
  if (!c || !Object.hasOwn(map.byId, t) || map.byId[t].continent !== scenario().sides.england.empire) return 0;
  return holder === c.sides.england ? HOME_DEFENCE : 0;
}

/** The armies that may leave `t` (attack or move) under NC-DEF, before the usual "one stays". */
export function spareArmies(s: GameState, t: TerritoryId): number {
  return Math.max(0, armiesOn(s, t) - homeFloor(s, t));
}

/** NC-DEF-1: the most dice an attack from `from` on `to` may roll (the epidemic cost paid first), or null when none. */
export function homeDiceMax(s: GameState, from: TerritoryId, to: TerritoryId): number | null {
  if (homeFloor(s, from) === 0) return null;
  const need = epidemicNeed(s, to);
  return spareArmies(s, from) - (need > 0 ? need - 2 : 0);
}
