// How much a side of the 1796 campaign must keep where: the armies that could strike a territory
// on the opponent's next turn (theirs, landings included, and their allies'), what losing it would
// cost (the capital is the opponent's 10-point objective; England's home is its whole realm and
// its defence force, NC-DEF-1), and the guard that follows. The placements, conquest moves and
// attacks of src/ai/campaign*.ts keep it.
import { armiesOn, controller, mapOf, territoriesControlledBy } from '../engine/board.js';
import { reaches } from '../engine/advanced/land.js';
import { homeFloor } from '../engine/campaign/defence.js';
import { scenario } from '../engine/campaign/scenario.js';
import { opponentOf, sideOf } from '../engine/campaign/slice.js';
import { allyOf } from '../engine/duel/status.js';
import type { GameState, PlayerId, TerritoryId } from '../engine/types.js';

/** The armies that could attack `t` on the opponent's next turn: theirs next to it or landing on it, and their allies' next to it. */
export function threat(s: GameState, player: PlayerId, t: TerritoryId): number {
  const opp = opponentOf(s, player);
  let n = 0;
  for (const from of territoriesControlledBy(s, opp)) if (reaches(s, from, t, opp)) n += armiesOn(s, from) - 1;
  for (const x of mapOf(s).adjacency[t]) {
    const c = controller(s, x);
    if (c >= 0 && c !== opp && allyOf(s, c) === opp) n += armiesOn(s, x) - 1;
  }
  return n;
}

/** The side's capital while the side holds it (England: Angleterre; France: Île de France). */
export function ownCapital(s: GameState, player: PlayerId): TerritoryId | null {
  const side = sideOf(s, player);
  if (!side) return null;
  const capital = scenario().sides[side].capital;
  return controller(s, capital) === player ? capital : null;
}

/**
 * What losing `t` would cost the side: its capital (the opponent's 10-point objective and the
 * half bonus), a home territory (NC-DEF-1: the United Kingdom is England's whole realm), a
 * territory of a whole empire it holds (the bonus every turn). 0 for the rest.
 */
export function stake(s: GameState, player: PlayerId, t: TerritoryId): number {
  if (t === ownCapital(s, player)) return 10;
  if (homeFloor(s, t) > 0) return 6;
  const e = mapOf(s).continents.find((c) => c.territories.includes(t));
  return e && e.territories.every((x) => controller(s, x) === player) ? e.bonus : 0;
}

/** The guard `t` wants against what could strike it next turn (more for a bigger stake). */
export function guardOf(s: GameState, player: PlayerId, t: TerritoryId): number {
  const danger = threat(s, player, t);
  if (danger === 0) return homeFloor(s, t);
  const k = stake(s, player, t);
  return Math.max(homeFloor(s, t), k >= 6 ? Math.ceil(danger * 0.9) + 2 : k > 0 ? Math.ceil(danger * 0.6) : 0);
}
