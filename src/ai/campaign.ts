// The AI's side of the 1796 campaign (napoleon-campaign, NC-*), for France and for England alike:
// the advanced game's policy (src/ai/advanced.ts) plays the units, phases and fleets; this layer
// adds what the campaign asks of a side. It spends cards on influence first (an ally is worth a
// point a turn and its whole army), then on annexing the yellow neutral's best territory within
// reach; it reinforces and places its allies (ally placement as the duel's, src/ai/duel.ts), buys
// a power whose capital it took, annexes an ally's territory only when that completes an empire,
// and makes each ally's manoeuvre. Its own attacks chase the side's open objectives and empires
// (src/ai/campaign-targets.ts). England keeps its home defence force (NC-DEF-1) and stacks
// Angleterre against a landing; France guards Île de France. It knows the game ends after round 8:
// in its last turn it attacks at thinner odds, each blitz to its last army (armies no longer count).
import { armiesOn, controller, mapOf, territoriesControlledBy } from '../engine/board.js';
import { epidemicsOn } from '../engine/board-units.js';
import { forcedCombats } from '../engine/advanced/naval.js';
import { allyToPlace } from '../engine/duel/ally-reinforcements.js';
import { alliesOf, allyOf } from '../engine/duel/status.js';
import { checkCampaignReinforce, retreatTargets } from '../engine/campaign/allies.js';
import { alliesToManoeuvre, allyManoeuvreTargets } from '../engine/campaign/ally-manoeuvre.js';
import { annexTargets } from '../engine/campaign/annex.js';
import { homeFloor, spareArmies } from '../engine/campaign/defence.js';
import { scenario } from '../engine/campaign/scenario.js';
import { campaign, campaignOf, opponentOf, sideOf } from '../engine/campaign/slice.js';
import { setsFor } from '../engine/state.js';
import type { Action, GameState, PlayerId, TerritoryId } from '../engine/types.js';
import { advancedAware } from './advanced.js';
import { allyAttack, bestSpot } from './duel.js';
import { campaignAttack, stagingTerritory, targetValue } from './campaign-targets.js';
import { guardOf, stake, threat } from './campaign-guard.js';
import { fleetBuild, fleetStep } from './campaign-fleet.js';
import { influenceChoice } from './campaign-influence.js';
import type { Policy } from './types.js';

/** In a campaign game `base` plays through the campaign layer; in any other game `otherwise` decides. */
export function campaignAware(base: Policy, otherwise: Policy): Policy {
  const inner: Policy = (view, player, rng, legal) => campaignArmies(view, player) ?? base(view, player, rng, legal);
  const units = advancedAware(inner);
  return (view, player, rng, legal) => {
    if (!campaignOf(view)) return otherwise(view, player, rng, legal);
    const a = campaignExtras(view, player, rng) ?? units(view, player, rng, legal);
    return withinHomeDefence(view, player, a);
  };
}

/** The armies a conquest leaves behind: the side's capital and home keep a guard against what could strike back. */
function conquestMove(s: GameState, player: PlayerId): Action | null {
  if (s.phase.kind !== 'attack' || !s.phase.conquest) return null;
  const { from, min, max } = s.phase.conquest;
  const keep = Math.max(1, guardOf(s, player, from), Math.ceil(threat(s, player, from) * 0.4));
  const count = Math.min(max, Math.max(min, armiesOn(s, from) - keep));
  return { type: 'move', count };
}

/** Reinforcements that must go where a loss would cost most: the capital, home, a whole empire's border. */
function homePlacement(s: GameState, player: PlayerId): Action | null {
  const reserve = s.players[player].reserve;
  if (reserve === 0) return null;
  let best: { t: TerritoryId; need: number; stake: number } | null = null;
  for (const t of territoriesControlledBy(s, player)) {
    const k = stake(s, player, t);
    if (k === 0) continue;
    const need = guardOf(s, player, t) - armiesOn(s, t);
    if (need > 0 && (!best || k > best.stake)) best = { t, need, stake: k };
  }
  return best ? { type: 'place', territory: best.t, count: Math.min(reserve, best.need) } : null;
}

/** A card that is not part of the best set in hand, else any (cards buy allies and territories here). */
function spareCard(s: GameState, player: PlayerId): number | null {
  const hand = s.players[player].hand;
  if (hand.length === 0) return null;
  const sets = setsFor(s, player);
  const keep = new Set(hand.length >= 4 && sets.length ? sets[0].cards : []);
  return hand.find((c) => !keep.has(c)) ?? hand[0];
}

/** NC-ANX-2: the yellow territory within reach worth most, for a card, if a card can be spared. */
function annexByCard(s: GameState, player: PlayerId): Action | null {
  const card = spareCard(s, player);
  if (card === null) return null;
  const best = annexTargets(s, player, 'card')
    .map((t) => ({ t, v: armiesOn(s, t) + targetValue(s, player, t) }))
    .sort((a, b) => b.v - a.v)[0];
  return best ? { type: 'annex', territory: best.t, card } : null;
}

/**
 * NC-ANX-1: an ally's territory, only when it completes an empire for the side (its bonus every
 * turn beats the ally's point).
 */
function annexFromAlly(s: GameState, player: PlayerId): Action | null {
  const perAlly = scenario().objectives.control.perAlly;
  for (const t of annexTargets(s, player, 'ally')) {
    const e = mapOf(s).continents.find((c) => c.territories.includes(t));
    const completes = e && e.territories.every((x) => x === t || controller(s, x) === player);
    if (completes && e.bonus > perAlly) return { type: 'annex', territory: t, card: null };
  }
  return null;
}

/** Each ally's manoeuvre: its biggest stack out of safety to its territory facing the most of the opponent. */
function allyMove(s: GameState, player: PlayerId): Action | null {
  const opp = opponentOf(s, player);
  const hostile = (x: TerritoryId) => {
    const c = controller(s, x);
    return c === opp || (c >= 0 && allyOf(s, c) === opp);
  };
  const pressure = (t: TerritoryId) => mapOf(s).adjacency[t].reduce((n, x) => (hostile(x) ? n + armiesOn(s, x) : n), 0);
  for (const ally of alliesToManoeuvre(s, player)) {
    const own = territoriesControlledBy(s, ally).sort((a, b) => armiesOn(s, b) - armiesOn(s, a));
    for (const from of own) {
      if (armiesOn(s, from) < 3 || pressure(from) > 0) continue;
      const to = allyManoeuvreTargets(s, from)
        .filter((m) => pressure(m.to) > 0)
        .sort((a, b) => pressure(b.to) - pressure(a.to))[0];
      if (to) return { type: 'allyManoeuvre', independent: ally, from, to: to.to, count: to.max };
    }
  }
  return null;
}

/** The campaign's own decisions, before the advanced game's: allies, cards, the home, annexations. */
function campaignExtras(s: GameState, player: PlayerId, rng: Parameters<Policy>[2]): Action | null {
  if (s.turn.player !== player || sideOf(s, player) === null) return null;
  const phase = s.phase;
  if (phase.kind === 'attack' && (phase.conquest || phase.pendingRoll || phase.elimTrade)) return null;
  if (phase.kind === 'reinforce' || phase.kind === 'attack') {
    const pending = allyToPlace(s);
    if (pending !== null) {
      const t = bestSpot(s, player, pending, rng);
      if (t) return { type: 'placeNeutral', territory: t, count: s.players[pending].reserve };
    }
    if (phase.kind === 'attack' && forcedCombats(s).length > 0) return null; // NA-NAV-2 first
    const offer = campaign(s).capitalOffer;
    if (offer && offer.player === player && phase.kind === 'attack') {
      const card = spareCard(s, player);
      const to = retreatTargets(s)[0];
      if (card !== null && to) return { type: 'allyCard', card, to };
    }
    if (phase.kind === 'reinforce' && !phase.mustTrade) {
      const gift = influenceChoice(s, player, spareCard(s, player)) ?? fleetBuild(s, player);
      if (gift) return gift;
    }
    for (const i of alliesOf(s, player))
      if (checkCampaignReinforce(s, player, i) === null) return { type: 'reinforceAlly', independent: i };
    return fleetStep(s, player);
  }
  if (phase.kind === 'fortify') return allyMove(s, player) ?? annexFromAlly(s, player) ?? annexByCard(s, player);
  return null;
}

/**
 * Inside the advanced game's layer: where the reinforcements go (the best attack's source), the
 * side's attacks, its allies' attacks, and the manoeuvre phase before the turn ends (annexations
 * and allies' manoeuvres happen there).
 */
function campaignArmies(s: GameState, player: PlayerId): Action | null {
  if (s.turn.player !== player || sideOf(s, player) === null) return null;
  const phase = s.phase;
  const p = s.players[player];
  if (phase.kind === 'reinforce' && !phase.mustTrade) {
    if (p.reserve === 0) {
      const sets = setsFor(s, player);
      return p.hand.length >= 4 && sets.length ? { type: 'trade', cards: sets[0].cards } : { type: 'endPhase' };
    }
    const home = homePlacement(s, player);
    if (home) return home;
    const t = stagingTerritory(s, player);
    return t ? { type: 'place', territory: t, count: p.reserve } : null;
  }
  if (phase.kind === 'attack' && phase.conquest) return conquestMove(s, player);
  if (phase.kind === 'attack' && !phase.pendingRoll && !phase.elimTrade) {
    // N2-A / NC-ALLY-1: France rolls for an ally it attacks with (1–4: the ally turns neutral),
    // England only loses one after a failed invasion (NC-ALLY-2): only England attacks with allies
    const withAlly = sideOf(s, player) === 'england' ? allyAttack(s, player) : null;
    return campaignAttack(s, player) ?? withAlly ?? { type: 'endPhase' };
  }
  return null;
}

/** NC-DEF-1: nothing leaves a home territory below the defence force (a manoeuvre, a move into an empty territory). */
function withinHomeDefence(s: GameState, player: PlayerId, a: Action): Action {
  if (a.type !== 'manoeuvre' && a.type !== 'occupy' && a.type !== 'fortify') return a;
  if (typeof a.from !== 'string' || homeFloor(s, a.from) === 0 || controller(s, a.from) !== player) return a;
  const max = spareArmies(s, a.from) - (a.type === 'occupy' ? epidemicsOn(s, a.to) : 0);
  if (a.count <= max) return a;
  if (max >= 1 && a.type !== 'occupy') return { ...a, count: max };
  return s.phase.kind === 'attack' ? { type: 'endPhase' } : { type: 'endTurn' };
}
