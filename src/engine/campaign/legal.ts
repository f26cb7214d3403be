// The campaign's legal actions (the `ownLegalActions` hook, chained on the layers below it: the
// advanced game's and the independents'), less what the home defence forbids (NC-DEF) and the
// yellow neutral's influence and reinforcements (it is passive, NC-0-2), then the capital offer
// (NC-ALLY-3), annexations (NC-ANX) and allies' manoeuvres.
import { territoriesControlledBy } from '../board.js';
import type { Action, GameState, PlayerId } from '../types.js';
import { checkAllyCard, retreatTargets } from './allies.js';
import { alliesToManoeuvre, allyManoeuvreTargets } from './ally-manoeuvre.js';
import { annexTargets } from './annex.js';
import { homeRefusal } from './rules.js';
import { campaign, isYellow } from './slice.js';

const ends = (min: number, max: number): number[] => (max < min ? [] : min === max ? [min] : [min, max]);

/** An action the campaign forbids among those the layers below list. */
function forbidden(s: GameState, player: PlayerId, a: Action): boolean {
  if ((a.type === 'influence' || a.type === 'reinforceAlly') && isYellow(s, a.independent)) return true;
  return homeRefusal(s, player, a) !== null;
}

export function campaignLegalActions(
  s: GameState,
  player: PlayerId,
  out: Action[],
  below: (s: GameState, player: PlayerId, out: Action[]) => boolean,
): boolean {
  const start = out.length;
  const only = below(s, player, out);
  const kept = out.splice(start).filter((a) => !forbidden(s, player, a));
  out.push(...kept);
  if (only) return true;
  const hand = s.players[player].hand;
  if (campaign(s).capitalOffer)
    for (const to of retreatTargets(s))
      for (const card of hand)
        if (checkAllyCard(s, player, card, to) === null) out.push({ type: 'allyCard', card, to });
  for (const t of annexTargets(s, player, 'ally')) out.push({ type: 'annex', territory: t, card: null });
  for (const t of annexTargets(s, player, 'card'))
    for (const card of hand) out.push({ type: 'annex', territory: t, card });
  for (const a of alliesToManoeuvre(s, player))
    for (const from of territoriesControlledBy(s, a))
      for (const { to, max } of allyManoeuvreTargets(s, from))
        for (const count of ends(1, max)) out.push({ type: 'allyManoeuvre', independent: a, from, to, count });
  return false;
}
