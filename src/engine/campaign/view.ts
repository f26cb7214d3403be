// What the public view shows of the campaign (the `publicExtras` hook): the year, the sides, each
// independent's status and hidden-card count, each seat's points by source, the objectives (printed
// rules, public), the annexations left this turn and a capital that may be bought now.
import { pointsOf } from '../ext.js';
import type { CampaignView, GameState, PlayerId } from '../types.js';
import { allyOf } from '../duel/status.js';
import { lastRound } from '../advanced/turn-flow.js';
import { annexLeft } from './annex.js';
import { invasionGoals } from './points.js';
import { POWERS, scenario, SIDES, yearOf } from './scenario.js';
import { campaignOf } from './slice.js';

export function campaignView(s: GameState): CampaignView | null {
  const c = campaignOf(s);
  if (!c) return null;
  const points: CampaignView['points'] = {};
  const objectives: CampaignView['objectives'] = {};
  for (const side of SIDES) {
    const seat = c.sides[side];
    points[seat] = { total: pointsOf(s, seat), by: { ...(c.points[seat] ?? {}) } };
    const ctl = scenario().objectives.control;
    objectives[seat] = {
      capital: scenario().sides[side].capital,
      control: { capital: ctl.capital, supremacy: ctl.supremacy, egypt: ctl.egypt.points, perAlly: ctl.perAlly },
      invasion: invasionGoals(s, side).map((g) => ({ ...g, done: (c.invaded[seat] ?? []).includes(g.territory) })),
    };
  }
  const over = c.finalScored || s.turn.round > lastRound(s);
  const offer = c.capitalOffer;
  return {
    scenario: scenario().id,
    designed: true,
    round: s.turn.round,
    lastRound: lastRound(s),
    year: yearOf(over ? lastRound(s) + 1 : s.turn.round),
    sides: { ...c.sides },
    powers: POWERS.map((power) => {
      const id: PlayerId = c.powers[power];
      return {
        id,
        power,
        ally: allyOf(s, id),
        cards: s.players[id].hand.length,
        capital: scenario().powers[power].capital,
      };
    }),
    neutral: c.neutral,
    points,
    objectives,
    annexLeft: annexLeft(s, s.turn.player),
    capitalOffer:
      offer && offer.player === s.turn.player ? { independent: offer.independent, capital: offer.capital } : null,
  };
}
