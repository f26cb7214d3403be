// NC-ALLY and NC-REI-2: the active independents in the campaign. Ally reinforcements counted like
// a player's (replacing the duel's die); the status rolls after an invasion (N2-A for France and
// for any invaded independent; England loses an ally only after a failed invasion with it); a
// capital invaded turns its power neutral at once, and a card may buy it as the invader's ally.
import { addArmies, armiesOn, controller, mapOf, moveArmies, occupy, territoriesControlledBy } from '../board.js';
import { addGenerals, generalsOn } from '../board-units.js';
import { emit, type Draft } from '../draft.js';
import { err, ok, type Result, type RuleError } from '../errors.js';
import { rollDie } from '../rng.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';
import { checkReinforceAlly } from '../duel/ally-reinforcements.js';
import { checkInfluence } from '../duel/influence.js';
import { allyOf, duelOf, NEUTRAL_STATUS, statusStep } from '../duel/status.js';
import { reaches } from '../advanced/land.js';
import { refuse } from './refusals.js';
import { POWERS, scenario } from './scenario.js';
import { campaign, isYellow, powerOf, sideOf } from './slice.js';

/** NC-ALLY-3: the armies of the power put on its capital when a card buys it. */
export const BOUGHT_ARMIES = 3;

/** NC-REI-2: ⌊territories / 3⌋ (at least 3), plus each whole empire's bonus, or the capital's half bonus (NC-REI-1). */
export function allyReinforcementCount(s: GameState, independent: PlayerId): number {
  const own = territoriesControlledBy(s, independent);
  const held = new Set(own);
  let bonus = 0;
  for (const e of mapOf(s).continents) if (e.territories.every((t) => held.has(t))) bonus += e.bonus;
  const k = powerOf(s, independent);
  if (k) {
    const p = scenario().powers[k];
    const empire = mapOf(s).continents.find((e) => e.id === p.empire);
    if (empire && held.has(p.capital) && !empire.territories.every((t) => held.has(t)))
      bonus += Math.ceil(empire.bonus / 2);
  }
  return Math.max(3, Math.floor(own.length / 3)) + bonus;
}

/** The refusal of reinforcing `independent` now, or null (the duel's checks; the yellow neutral never). */
export function checkCampaignReinforce(s: GameState, player: PlayerId, independent: PlayerId): RuleError | null {
  if (isYellow(s, independent)) return refuse('passiveNeutral', null, { independent });
  return checkReinforceAlly(s, player, independent);
}

/** NC-REI-2: the ally's reinforcements go to its reserve, to be placed on its territories (`placeNeutral`). */
export function reinforceCampaignAlly(d: Draft, player: PlayerId, independent: PlayerId): Result<void> {
  const s = d.s;
  const e = checkCampaignReinforce(s, player, independent);
  if (e) return err(e);
  const armies = allyReinforcementCount(s, independent);
  s.players[independent].reserve += armies;
  duelOf(s)!.turn.reinforced.push(independent);
  emit(d, { type: 'campaignAllyReinforced', player, independent, armies });
  return ok(undefined);
}

/** N2-A influence, but never on the passive yellow neutral (NC-0-2). */
export function checkCampaignInfluence(
  s: GameState,
  player: PlayerId,
  independent: PlayerId,
  card: number,
): RuleError | null {
  if (isYellow(s, independent)) return refuse('passiveNeutral', null, { independent });
  return checkInfluence(s, player, independent, card);
}

function setStatus(s: GameState, independent: PlayerId, ally: PlayerId): void {
  duelOf(s)!.ally[independent] = ally;
}

/** NC-ALLY-3: whose capital `t` is (an active independent's), or null. */
export function capitalOwner(s: GameState, t: TerritoryId): PlayerId | null {
  const c = campaign(s);
  const k = POWERS.find((p) => scenario().powers[p].capital === t);
  return k ? c.powers[k] : null;
}

/**
 * NC-ALLY-1/2: the invasion in progress is over. Each independent it involved (the ally used, the
 * one invaded; never the yellow neutral) gets its roll: N2-A (1–4 one step away from the
 * invader), except an English ally used, which turns neutral only when the invasion failed and a
 * die + 1 per general of it captured makes 6 or more. A capital taken has already decided (NC-ALLY-3).
 */
export function settleCampaignInvasion(d: Draft, player: PlayerId): void {
  const s = d.s;
  const slice = duelOf(s)!;
  const c = campaign(s);
  const inv = slice.invasion;
  const lost = c.turn.allyGeneralsLost;
  slice.invasion = null;
  c.turn.allyGeneralsLost = 0;
  if (!inv) return;
  const involved = [inv.by, inv.defender].filter(
    (p, i, all) => p >= 0 && powerOf(s, p) !== null && all.indexOf(p) === i && s.players[p].status !== 'eliminated',
  );
  for (const independent of involved) {
    if (inv.conquered && capitalOwner(s, inv.to) === independent) continue; // NC-ALLY-3 decided
    const before = allyOf(s, independent);
    if (independent === inv.by && sideOf(s, player) === 'england') {
      if (inv.conquered) continue; // NC-ALLY-2: no roll for an ally that won
      const die = rollDie(s.rng);
      const ally = die + lost >= 6 ? NEUTRAL_STATUS : before;
      setStatus(s, independent, ally);
      emit(d, { type: 'campaignAllyRolled', player, independent, die, bonus: lost, ally, changed: ally !== before });
      continue;
    }
    const die = rollDie(s.rng);
    const ally = die <= 4 ? statusStep(s, independent, player, false) : before;
    setStatus(s, independent, ally);
    emit(d, { type: 'allyStatusRolled', player, independent, die, ally, changed: ally !== before });
  }
}

/**
 * NC-ALLY-3 (in the `onConquer` hook, after the invasion's points): the capital of an
 * independent was invaded by another army — its power turns neutral at once, and the invader
 * may buy it with a card while nothing else has been done.
 */
export function capitalInvaded(d: Draft, player: PlayerId, t: TerritoryId, from: TerritoryId | null): void {
  const s = d.s;
  const power = capitalOwner(s, t);
  if (power === null || controller(s, t) === power || s.players[power].status === 'eliminated') return;
  // its last territory: the power is out of the game (eliminated next), and no card brings it back
  if (territoriesControlledBy(s, power).length === 0) return;
  const was = allyOf(s, power);
  if (was !== NEUTRAL_STATUS) {
    setStatus(s, power, NEUTRAL_STATUS);
    emit(d, { type: 'campaignAllyLost', independent: power, was, reason: 'capital' });
  }
  campaign(s).capitalOffer = { independent: power, capital: t, player, from: from ?? t };
}

/** NC-ALLY-3: where the invader's armies may go when a card buys the capital: an adjacent territory of that army, or the invasion's source. */
export function retreatTargets(s: GameState): TerritoryId[] {
  const offer = campaign(s).capitalOffer;
  if (!offer) return [];
  const army = controller(s, offer.capital);
  return mapOf(s)
    .territoryIds.filter((t) => t !== offer.capital && controller(s, t) === army)
    .filter((t) => t === offer.from || mapOf(s).adjacency[offer.capital].includes(t));
}

export function checkAllyCard(s: GameState, player: PlayerId, card: number, to: TerritoryId): RuleError | null {
  const offer = campaign(s).capitalOffer;
  if (!offer || offer.player !== player || s.turn.player !== player || s.players[offer.independent].status !== 'active')
    return refuse('noOffer');
  if (s.phase.kind !== 'attack' || s.phase.conquest || s.phase.pendingRoll) return refuse('noOffer', offer.capital);
  if (!s.players[player].hand.includes(card)) return { code: 'cardNotInHand', card };
  const legal = retreatTargets(s);
  if (!legal.includes(to)) return refuse('retreatTo', to, { legal, independent: offer.independent });
  return null;
}

/** NC-ALLY-3: the card is spent; the invader's armies (and generals) leave; 3 of the power's armies hold its capital; it is now the invader's ally. */
export function buyAlly(d: Draft, player: PlayerId, card: number, to: TerritoryId): Result<void> {
  const s = d.s;
  const e = checkAllyCard(s, player, card, to);
  if (e) return err(e);
  const c = campaign(s);
  const { independent, capital } = c.capitalOffer!;
  c.capitalOffer = null;
  const army = controller(s, capital);
  const g = generalsOn(s, capital, army);
  moveArmies(s, capital, to, armiesOn(s, capital), army);
  if (g > 0) {
    addGenerals(s, capital, army, -g);
    addGenerals(s, to, army, g);
  }
  occupy(s, capital, independent, 0);
  addArmies(s, capital, BOUGHT_ARMIES, independent);
  s.players[player].hand = s.players[player].hand.filter((x) => x !== card);
  s.discard = [...s.discard, card];
  setStatus(s, independent, player);
  emit(d, { type: 'campaignAllyBought', player, independent, card, capital, to, armies: BOUGHT_ARMIES });
  s.lastMove = { kind: 'place', player: independent, to: capital, armies: BOUGHT_ARMIES };
  return ok(undefined);
}

/** Whether `t` is reachable by `player` for a card annexation (border, sea line or landing from a territory they control). */
export const reachableBy = (s: GameState, player: PlayerId, t: TerritoryId): boolean =>
  territoriesControlledBy(s, player).some((from) => reaches(s, from, t, player));
