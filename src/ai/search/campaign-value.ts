// The search's judgement of a 1796 campaign position (napoleon-campaign, NC-*): victory points
// decide the game (NC-WIN-2), so a position is worth the points each side has, plus the control
// points it would score at each start of turn still to come if it kept what it holds now
// (NC-VP-1: empires, routes, capital, sea supremacy, Égypte, allies), plus a little for its
// armies (what it will defend and invade with, and the census, NA-END-3). The difference, in
// points, becomes a chance of winning through a logistic curve; a finished game is 1, ½ or 0.
import { armiesOf, controller } from '../../engine/board.js';
import { pointsOf } from '../../engine/ext.js';
import { empiresHeld, routesHeld } from '../../engine/advanced/holdings.js';
import { hasSupremacy } from '../../engine/campaign/points.js';
import { scenario } from '../../engine/campaign/scenario.js';
import { opponentOf, powerOf, sideOf } from '../../engine/campaign/slice.js';
import { alliesOf } from '../../engine/duel/status.js';
import type { GameState, PlayerId } from '../../engine/types.js';
import { scoringsLeft } from '../campaign-targets.js';

/** Points an army on the board is worth (defence, invasions to come, the census's third of a point a territory). */
export const ARMY_POINTS = 0.08;
/** Points of difference that make a game a 73 % favourite (the logistic's scale). */
export const POINTS_SCALE = 8;

/** The control points `seat` scores at the start of its turn holding what it holds now (NC-VP-1). */
export function controlRate(s: GameState, seat: PlayerId): number {
  const side = sideOf(s, seat);
  if (!side || s.players[seat].status !== 'active') return 0;
  const c = scenario().objectives.control;
  let v = 0;
  for (const e of empiresHeld(s, seat)) v += e.bonus;
  for (const r of routesHeld(s, seat)) v += r.bonus;
  if (controller(s, scenario().sides[side].capital) === seat) v += c.capital;
  if (hasSupremacy(s, seat)) v += c.supremacy;
  if (controller(s, c.egypt.territory) === seat) v += c.egypt.points;
  v += alliesOf(s, seat).filter((p) => powerOf(s, p) !== null).length * c.perAlly;
  return v;
}

/** What `seat`'s position is worth in points: those scored, those its holdings will score, its armies. */
function worth(s: GameState, seat: PlayerId, left: number): number {
  return pointsOf(s, seat) + controlRate(s, seat) * left + ARMY_POINTS * armiesOf(s, seat);
}

/** The value of a campaign position to `me`, in [0, 1]. */
export function campaignValue(s: GameState, me: PlayerId): number {
  if (s.phase.kind === 'over') {
    const w = s.phase.winners;
    return w.includes(me) ? 1 / w.length : 0;
  }
  if (s.players[me].status !== 'active') return 0;
  // the scorings still to come for whoever is on turn: each side's alike, near enough at this horizon
  const left = scoringsLeft(s);
  const diff = worth(s, me, left) - worth(s, opponentOf(s, me), left);
  return 1 / (1 + Math.exp(-diff / POINTS_SCALE));
}
