// NC-VP: the campaign's victory points. Control points at the start of each of a seat's turns
// (NC-VP-1: empires and routes as the advanced game, plus the capital, sea supremacy, Égypte and
// each active ally), first invasions once per territory per side (NC-VP-3), captures and the
// census as the advanced game (NC-VP-4). Each seat's points by source are summed in the slice.
import { controller } from '../board.js';
import { seaZonesControlledBy } from '../board-units.js';
import type { Draft } from '../draft.js';
import type { GameEvent, PointsSource } from '../events.js';
import { addPoints } from '../ext.js';
import type { CampaignPointsKey, CampaignSide, GameState, PlayerId, TerritoryId } from '../types.js';
import { scorePoints } from '../advanced/common.js';
import { alliesOf, allyOf } from '../duel/status.js';
import { scenario } from './scenario.js';
import { campaign, campaignOf, opponentOf, powerOf, sideOf } from './slice.js';

/** NC-VP-2: strictly more sea zones controlled than the opponent (own ships only). */
export function hasSupremacy(s: GameState, seat: PlayerId): boolean {
  return seaZonesControlledBy(s, seat).length > seaZonesControlledBy(s, opponentOf(s, seat)).length;
}

/** NC-VP-1 beyond empires and routes: the capital, sea supremacy, Égypte, each active ally. */
export function scoreControl(d: Draft, seat: PlayerId): void {
  const s = d.s;
  const side = sideOf(s, seat);
  if (!side || s.players[seat].status !== 'active') return;
  const c = scenario().objectives.control;
  const capital = scenario().sides[side].capital;
  if (controller(s, capital) === seat) scorePoints(d, seat, c.capital, 'capital', capital);
  if (hasSupremacy(s, seat)) scorePoints(d, seat, c.supremacy, 'objective', 'supremacy');
  if (controller(s, c.egypt.territory) === seat) scorePoints(d, seat, c.egypt.points, 'objective', 'egypt');
  const allies = alliesOf(s, seat).filter((p) => powerOf(s, p) !== null).length;
  scorePoints(d, seat, allies * c.perAlly, 'objective', 'allies');
}

/** NC-VP-3: the side's first-invasion objectives, with whether each would pay now. */
export function invasionGoals(
  s: GameState,
  side: CampaignSide,
): {
  territory: TerritoryId;
  points: number;
  untilRound: number | null;
  ifAllyOfOpponent: PlayerId | null;
  open: boolean;
}[] {
  const c = campaign(s);
  const seat = c.sides[side];
  const opponent = opponentOf(s, seat);
  return scenario().objectives.invasion[side].map((g) => {
    const power = g.ifAllyOfOpponent ? c.powers[g.ifAllyOfOpponent] : null;
    const untilRound = g.beforeRound !== undefined ? g.beforeRound - 1 : null;
    const open =
      (untilRound === null || s.turn.round <= untilRound) && (power === null || allyOf(s, power) === opponent);
    return { territory: g.territory, points: g.points, untilRound, ifAllyOfOpponent: power, open };
  });
}

/**
 * NC-VP-3: `t` was just invaded by `seat` or one of their allies: the first time for this side,
 * an open objective pays (checked before any status changes, NC-ALLY-3).
 */
export function scoreInvasion(d: Draft, seat: PlayerId, t: TerritoryId): void {
  const s = d.s;
  const side = sideOf(s, seat);
  if (!side) return;
  const c = campaign(s);
  const done = (c.invaded[seat] ??= []);
  if (done.includes(t)) return;
  const goal = invasionGoals(s, side).find((g) => g.territory === t);
  if (!goal) return;
  done.push(t);
  if (goal.open) scorePoints(d, seat, goal.points, 'invasion', t);
}

const KEY: Record<PointsSource, (detail: string | null) => CampaignPointsKey | null> = {
  empire: () => 'empire',
  route: () => 'route',
  capital: () => 'capital',
  capture: () => 'capture',
  captured: () => 'captured',
  census: () => 'census',
  mission: () => null,
  invasion: () => 'invasion',
  objective: (detail) => (detail === 'supremacy' ? 'supremacy' : detail === 'egypt' ? 'egypt' : 'allies'),
};

const tallied = new WeakSet<GameEvent>();

/**
 * Sums the points scored in `events` into each seat's breakdown, once per event. NC-VP-4: an
 * independent's points go nowhere; a leader captured by an ally counts for the seat it is allied
 * with (the independents keep no score).
 */
export function tallyPoints(d: Draft, events: readonly GameEvent[]): void {
  const s = d.s;
  const c = campaignOf(s);
  if (!c) return;
  for (const e of events) {
    if (e.type !== 'pointsScored' || tallied.has(e)) continue;
    tallied.add(e);
    let seat = e.player;
    if (sideOf(s, seat) === null) {
      addPoints(s, e.player, -e.points); // the independents keep no score
      const ally = allyOf(s, e.player);
      if (e.source !== 'capture' || sideOf(s, ally) === null) continue;
      addPoints(s, ally, e.points);
      seat = ally;
    }
    const key = KEY[e.source](e.detail);
    if (!key) continue;
    const by = (c.points[seat] ??= {});
    by[key] = (by[key] ?? 0) + e.points;
  }
  if (s.ext.points) for (const p of s.players) if (sideOf(s, p.id) === null) delete s.ext.points[p.id];
}
