// The campaign's invariants, checked with the advanced game's and the duel's: two seats on the
// two sides, France first; the independents are the scenario's; the yellow neutral never allies
// and holds no card; nobody keeps points but the seats; a turn's annexations are at most one of each kind.
import { pointsOf } from '../ext.js';
import type { GameState } from '../types.js';
import { duelOf, NEUTRAL_STATUS } from '../duel/status.js';
import { POWERS } from './scenario.js';
import { campaignOf } from './slice.js';

export function campaignBreaks(s: GameState): string[] {
  const c = campaignOf(s);
  if (!c) return ['napoleon-campaign without its slice'];
  const out: string[] = [];
  if (s.order.length !== 2 || s.order[0] !== c.sides.france || s.order[1] !== c.sides.england)
    out.push(`turn order ${JSON.stringify(s.order)} is not France then England`);
  for (const k of POWERS) {
    const p = s.players[c.powers[k]];
    if (!p || p.kind !== 'neutral') out.push(`${k} is not an independent`);
  }
  const yellow = s.players[c.neutral];
  if (!yellow || yellow.kind !== 'neutral') out.push('the yellow neutral is missing');
  else {
    if (yellow.hand.length > 0) out.push('the yellow neutral holds cards');
    if ((duelOf(s)?.ally[c.neutral] ?? NEUTRAL_STATUS) !== NEUTRAL_STATUS) out.push('the yellow neutral has an ally');
  }
  for (const p of s.players)
    if (!s.order.includes(p.id) && pointsOf(s, p.id) !== 0) out.push(`independent ${p.id} keeps points`);
  const a = c.turn.annexed;
  if (a.length > 2 || new Set(a).size !== a.length) out.push(`annexations this turn: ${a.join(', ')}`);
  for (const seat of s.order) {
    const by = c.points[seat] ?? {};
    const sum = Object.values(by).reduce((x, n) => x + (n ?? 0), 0);
    if (sum !== pointsOf(s, seat)) out.push(`seat ${seat}: points ${pointsOf(s, seat)} but ${sum} by source`);
  }
  return out;
}
