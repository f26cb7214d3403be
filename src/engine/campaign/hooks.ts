// The 1796 campaign's rule plugin (NC-*: allies, annexations, England's home defence, points by
// source, eight rounds), stacked by src/rules/napoleon-campaign.ts on the advanced game's plugin
// (src/engine/advanced/hooks.ts) and the duel's independents (src/engine/duel/hooks.ts) for
// Austria, Prussia and Russia, whose invasions it settles its own way (`campaignIndependents`).
// Every hook here refines the layers below it through the composition (src/engine/hooks.ts), never
// by calling another plugin's hooks. No core module imports this folder.
import { armiesOn, connectedControlled, controller, removeArmies } from '../board.js';
import { epidemicsOn } from '../board-units.js';
import { emit, type Draft } from '../draft.js';
import { err, type Result, type RuleError } from '../errors.js';
import type { GameEvent } from '../events.js';
import type { RulePlugin } from '../hooks.js';
import type { Action, PlayerId } from '../types.js';
import { captureLeaders } from '../advanced/captures.js';
import { invasionDeclared } from '../advanced/call-points.js';
import { advancedTurn } from '../advanced/slice.js';
import { isTerritory } from '../advanced/seas.js';
import { influence } from '../duel/influence.js';
import { independentsPlugin } from '../duel/hooks.js';
import { checkDuelAttack, onSide } from '../duel/sides.js';
import { allyOf, duelOf } from '../duel/status.js';
import {
  buyAlly,
  capitalInvaded,
  checkCampaignInfluence,
  reinforceCampaignAlly,
  settleCampaignInvasion,
} from './allies.js';
import { allyManoeuvre } from './ally-manoeuvre.js';
import { annex } from './annex.js';
import { homeDiceMax, homeFloor, spareArmies } from './defence.js';
import { campaignRoundEnded, campaignTieBreak, campaignVictory } from './end.js';
import { campaignBreaks } from './invariants.js';
import { campaignLegalActions } from './legal.js';
import { scoreControl, scoreInvasion, tallyPoints } from './points.js';
import { campaignReinforcements } from './reinforce.js';
import { refuse } from './refusals.js';
import { homeRefusal } from './rules.js';
import { POWERS } from './scenario.js';
import { campaignSeats, dealCampaign, finishCampaignSetup } from './setup.js';
import { campaign, freshCampaignTurn, newCampaignSlice } from './slice.js';
import { campaignView } from './view.js';

/** The duel's independents for Austria, Prussia and Russia, with the campaign's status rolls (NC-ALLY-1/2). */
export const campaignIndependents = independentsPlugin(settleCampaignInvasion);

/** Actions after which a capital just invaded may still be bought (NC-ALLY-3: "at once"). */
const KEEPS_OFFER = new Set<Action['type']>(['allyCard', 'move', 'follow', 'setDefence', 'tick']);

/**
 * NA-LAND-4 for an ally's troops: an invasion of a territory with epidemics, declared from an
 * ally's territory, costs that ally's armies there (the advanced game's check knows the seat's own).
 */
function payAllyEpidemics(d: Draft, actor: PlayerId, a: Action): void {
  const s = d.s;
  if ((a.type !== 'attack' && a.type !== 'blitz') || s.phase.kind !== 'attack' || s.phase.conquest) return;
  if (!isTerritory(s, a.from) || !isTerritory(s, a.to) || advancedTurn(s).invading === a.to) return;
  const army = controller(s, a.from);
  const e = epidemicsOn(s, a.to);
  if (e === 0 || army === actor || !onSide(s, actor, army) || armiesOn(s, a.from) < e + 2) return;
  if (checkDuelAttack(s, actor, a.from, a.to) ?? homeRefusal(s, actor, a)) return;
  advancedTurn(s).invading = a.to;
  removeArmies(s, a.from, e, army);
  emit(d, { type: 'armiesRemoved', player: army, territory: a.from, count: e, cause: 'epidemicCost' });
  invasionDeclared(d, actor, a.from, a.to); // NA-EFF: the defender's armed cards, as for the seat's own invasions
}

/**
 * Before the turn player's action, above the independents' and the advanced game's checks: the
 * home defence, the capital offer that lapses, an ally's epidemic cost.
 */
function beforeAction(d: Draft, actor: PlayerId, action: Action): RuleError | null {
  const s = d.s;
  if (actor !== s.turn.player || s.phase.kind === 'over') return null;
  const home = homeRefusal(s, actor, action);
  if (home) return home;
  const c = campaign(s);
  if (c.capitalOffer && !KEEPS_OFFER.has(action.type)) c.capitalOffer = null;
  payAllyEpidemics(d, actor, action);
  return null;
}

/**
 * NA-GEN-3 for an ally's troops: a battle in which every attacking army that rolled fell gives the
 * generals on the source to the defender (the advanced game's check knows the seat's own only).
 */
function captureBeatenAllies(d: Draft, events: readonly GameEvent[]): void {
  for (const e of events) {
    if (e.type !== 'battleResolved' || e.attackerLost < e.attack.length || e.attackerLost === 0) continue;
    const army = controller(d.s, e.from);
    if (army !== e.attacker && army >= 0) captureLeaders(d, 'general', e.from, army, e.defender);
  }
}

/** The generals of the ally invading that were captured in this action's battles (NC-ALLY-2). */
function noteAllyLosses(d: Draft, events: readonly GameEvent[]): void {
  const inv = duelOf(d.s)!.invasion;
  if (!inv) return;
  for (const e of events)
    if (e.type === 'leadersCaptured' && e.unit === 'general' && e.owner === inv.by && inv.by !== d.s.turn.player)
      campaign(d.s).turn.allyGeneralsLost += e.count;
}

/** After the advanced game's and the independents' bookkeeping: allies' captured generals, invasion points. */
function afterAction(d: Draft, actor: PlayerId, _action: Action, events: readonly GameEvent[]): void {
  const s = d.s;
  if (actor !== s.turn.player || s.phase.kind === 'over') return;
  const from = d.events.length;
  captureBeatenAllies(d, events);
  noteAllyLosses(d, [...events, ...d.events.slice(from)]);
  for (const e of events) if (e.type === 'territoryOccupied') scoreInvasion(d, actor, e.to); // NA-LAND-3 counts as invaded
}

/** The campaign's own actions, and its forms of the independents' (no influence on the yellow neutral, NC-REI-2 reinforcements). */
function ownAction(d: Draft, actor: PlayerId, a: Action): Result<void> | null {
  switch (a.type) {
    case 'annex':
      return annex(d, actor, a.territory, a.card);
    case 'allyCard':
      return buyAlly(d, actor, a.card, a.to);
    case 'allyManoeuvre':
      return allyManoeuvre(d, actor, a.independent, a.from, a.to, a.count);
    case 'reinforceAlly':
      return reinforceCampaignAlly(d, actor, a.independent);
    case 'influence': {
      const e = checkCampaignInfluence(d.s, actor, a.independent, a.card);
      return e ? err(e) : influence(d, actor, a.independent, a.card);
    }
    default:
      return null;
  }
}

/** NC-*: stacked on the advanced game's plugin and `campaignIndependents`. */
export const campaignPlugin: RulePlugin = {
  name: 'campaign',
  copies: {
    // NC-* (src/engine/campaign/slice.ts): edited in place by its handlers
    campaign: (x) => ({
      sides: { ...x.sides },
      powers: { ...x.powers },
      neutral: x.neutral,
      invaded: Object.fromEntries(Object.entries(x.invaded).map(([p, ts]) => [p, ts.slice()])),
      points: Object.fromEntries(Object.entries(x.points).map(([p, by]) => [p, { ...by }])),
      turn: {
        annexed: x.turn.annexed.slice(),
        allyMoved: x.turn.allyMoved.slice(),
        allyGeneralsLost: x.turn.allyGeneralsLost,
      },
      capitalOffer: x.capitalOffer ? { ...x.capitalOffer } : null,
      finalScored: x.finalScored,
    }),
  },
  hooks: {
    reinforcements: (s, player, below) => campaignReinforcements(s, player, below(s, player)), // NC-REI-1
    // NC-DEF-1: the armies above 5 only
    attackDiceRange(s, from, to, below) {
      const r = below(s, from, to);
      const home = homeDiceMax(s, from, to);
      if (home === null || r === null) return r;
      const max = Math.min(r.max, home);
      return max >= 1 ? { min: 1, max } : null;
    },
    // NC-DEF-1: an army above 5 (the independents' and the advanced game's refusals are their layers')
    attackRefusal(s, _player, from, to) {
      const home = homeDiceMax(s, from, to);
      return home !== null && home < 1 ? refuse('homeDefence', from, { max: 0 }) : null;
    },
    conquestBounds(s, from, to, dice, below) {
      const b = below(s, from, to, dice);
      if (homeFloor(s, from) === 0) return b;
      return { min: b.min, max: Math.max(b.min, Math.min(b.max, spareArmies(s, from))) };
    },
    onConquer(d, player, to, previousOwner, below) {
      const s = d.s;
      const from = s.phase.kind === 'attack' && s.phase.conquest ? s.phase.conquest.from : null;
      scoreInvasion(d, player, to); // NC-VP-3, before any status changes (NC-ALLY-3)
      below(d, player, to, previousOwner);
      capitalInvaded(d, player, to, from); // NC-ALLY-3
    },
    // NA-MAN-1's land manoeuvre as the engine lists it, less the home defence force (NC-DEF-1)
    moveTargets(s, player, from, below) {
      const own = below(s, player, from);
      if (own !== undefined || homeFloor(s, from) === 0) return own;
      const max = Math.min(armiesOn(s, from) - 1, spareArmies(s, from));
      if (max < 1 || controller(s, from) !== player) return [];
      return [...connectedControlled(s, from)].filter((to) => to !== from).map((to) => ({ to, max }));
    },
    victory: campaignVictory, // NC-WIN-1
    // the points scored in the action (and its status rolls) are summed by source
    aroundAction(d, actor, action, run, below) {
      const from = d.events.length;
      const r = below(d, actor, action, run);
      if (r.ok) tallyPoints(r.value, r.value.events.slice(from));
      return r;
    },
    beforeAction,
    afterAction,
    ownAction,
    ownLegalActions: campaignLegalActions,
    turnStarted(d, player, below) {
      const from = d.events.length;
      below(d, player);
      const c = campaign(d.s);
      c.turn = freshCampaignTurn();
      c.capitalOffer = null;
      scoreControl(d, player); // NC-VP-1 (empires and routes: the advanced game's phase 1)
      tallyPoints(d, d.events.slice(from));
    },
    roundEnded: campaignRoundEnded, // NC-TURN-2
    pointsTieBreak: campaignTieBreak, // NC-WIN-2
    extraSeats: (n) => campaignSeats(n),
    startSlices: () => ({ campaign: newCampaignSlice() }),
    dealTerritories: dealCampaign,
    setupFinished: finishCampaignSetup,
    invariantBreaks: campaignBreaks,
    publicExtras(s) {
      const c = campaign(s);
      const v = campaignView(s);
      return {
        // the three powers' statuses, in the scenario's order (the independents' layer lists the live ones)
        duel: {
          independents: 'active',
          status: Object.fromEntries(POWERS.map((k): [PlayerId, PlayerId] => [c.powers[k], allyOf(s, c.powers[k])])),
        },
        ...(v ? { campaign: v } : {}),
      };
    },
  },
};
