// The campaign's legal actions (the `ownLegalActions` hook): the advanced game's, less what the
// home defence forbids (NC-DEF), then ally reinforcements and their placement, influence on the
// active independents, the capital offer (NC-ALLY-3), annexations (NC-ANX) and allies' manoeuvres.
import { territoriesControlledBy } from '../board.js';
import type { Action, GameState, PlayerId } from '../types.js';
import { allyToPlace } from '../duel/ally-reinforcements.js';
import { liveIndependents } from '../duel/status.js';
import { advancedLegalActions } from '../advanced/legal.js';
import { checkAllyCard, checkCampaignInfluence, checkCampaignReinforce, retreatTargets } from './allies.js';
import { alliesToManoeuvre, allyManoeuvreTargets } from './ally-manoeuvre.js';
import { annexTargets } from './annex.js';
import { homeRefusal } from './rules.js';
import { campaign } from './slice.js';

const ends = (min: number, max: number): number[] => (max < min ? [] : min === max ? [min] : [min, max]);

const duringTurn = (s: GameState): boolean => s.phase.kind === 'reinforce' || s.phase.kind === 'attack';

export function campaignLegalActions(s: GameState, player: PlayerId, out: Action[]): boolean {
  if (s.turn.player !== player) return advancedLegalActions(s, player, out);
  const pending = duringTurn(s) ? allyToPlace(s) : null;
  if (pending !== null) {
    for (const t of territoriesControlledBy(s, pending))
      for (const c of ends(1, s.players[pending].reserve)) out.push({ type: 'placeNeutral', territory: t, count: c });
    return true;
  }
  const start = out.length;
  const only = advancedLegalActions(s, player, out);
  const kept = out.splice(start).filter((a) => homeRefusal(s, player, a) === null);
  out.push(...kept);
  if (only) return true;
  const hand = s.players[player].hand;
  if (duringTurn(s))
    for (const i of liveIndependents(s)) {
      if (checkCampaignReinforce(s, player, i) === null) out.push({ type: 'reinforceAlly', independent: i });
      for (const card of hand)
        if (checkCampaignInfluence(s, player, i, card) === null) out.push({ type: 'influence', independent: i, card });
    }
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
