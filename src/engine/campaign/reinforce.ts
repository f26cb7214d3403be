// NC-REI-1: the advanced game's reinforcements (NA-REI), plus half the bonus of the side's own
// empire (rounded up: United Kingdom 1, French Empire 4) while the seat holds its capital
// without the whole empire (the whole empire already gives its full bonus, not both).
import { controller, mapOf } from '../board.js';
import type { Reinforcements } from '../turns.js';
import type { GameState, PlayerId } from '../types.js';
import { scenario } from './scenario.js';
import { sideOf } from './slice.js';

/** NC-REI-1: the half bonus the seat's own capital gives now (0 without it, or with the whole empire). */
export function capitalHalfBonus(s: GameState, player: PlayerId): number {
  const side = sideOf(s, player);
  if (!side) return 0;
  const { capital, empire } = scenario().sides[side];
  const e = mapOf(s).continents.find((c) => c.id === empire);
  if (!e || controller(s, capital) !== player) return 0;
  if (e.territories.every((t) => controller(s, t) === player)) return 0;
  return Math.ceil(e.bonus / 2);
}

/** NC-REI-1: the reinforcements of the layers below (the advanced game's) with the capital's half bonus. */
export function campaignReinforcements(s: GameState, player: PlayerId, r: Reinforcements): Reinforcements {
  const half = capitalHalfBonus(s, player);
  return { ...r, total: r.total + half, continentArmies: r.continentArmies + half };
}
