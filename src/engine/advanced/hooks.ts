// The advanced game's rule plugin (src/engine/hooks.ts, `RulePlugin`): units and sea zones,
// landings, leaders, cards in play and the turn's six phases (NA-TURN-2), run on the engine's three
// phases and these steps around them. src/rules/napoleon-advanced.ts stacks it, and the 1796
// campaign stacks its own plugins on it; no core module imports this folder.
import type { Draft } from '../draft.js';
import { err, type Result, type RuleError } from '../errors.js';
import type { GameEvent } from '../events.js';
import type { RulePlugin, TurnPhase } from '../hooks.js';
import { fixedSetValue } from '../cards.js';
import type { Action, AdvCardsSlice, AdvMissionsSlice, PlayerId } from '../types.js';
import { build, owesStartingUnits } from './build.js';
import { setEffectBonus } from './call-points.js';
import { refusal } from './common.js';
import { advancedDiceBonus, advancedDiceDetail, advancedModifyRoll } from './dice.js';
import { scoutsRecast } from './scouts.js';
import { armCardAction, playCardAction } from './card-actions.js';
import { advancedReinforcements } from './holdings.js';
import { invariantBreaksOf } from './invariants.js';
import {
  advancedAttackDiceRange,
  advancedAttackRefusal,
  advancedCanReach,
  advancedOnConquer,
  captureBeatenAttackers,
  follow,
  noteFollowable,
  landingBeyond,
  occupyEmpty,
  openInvasion,
} from './land.js';
import { advancedLegalActions } from './legal.js';
import { advancedView } from './view.js';
import { manoeuvre, manoeuvreOf, manoeuvreSnapshot } from './manoeuvre.js';
import { forcedCombats, removeFleet, sail, seaBattle } from './naval.js';
import { dealAdvanced, finishAdvancedSetup, SETUP_CAP, setupRoom } from './setup.js';
import { mapOf } from '../board.js';
import { newAdvancedSlice, advancedTurn } from './slice.js';
import { dropUnplaceableStarting, placeStartingFor } from './starting.js';
import {
  advancedRoundEnded,
  advancedTieBreak,
  advancedTurnEnded,
  advancedTurnStarted,
  advancedVictory,
} from './turn-flow.js';

/** NA-TURN-2: what each engine phase accepts (manoeuvres are the ruleset's own action, or `fortify` for the land one). */
const PHASE_ACTIONS: Readonly<Record<TurnPhase, readonly Action['type'][]>> = {
  reinforce: ['trade', 'place', 'endPhase'],
  attack: ['attack', 'blitz', 'endPhase', 'endTurn'],
  fortify: ['fortify', 'endTurn'], // `fortify` is the land manoeuvre (the panel's and /fortify's move)
};

/** The refusals that come before the engine's handlers (set-up cap, starting units, forced combat, the epidemic cost). */
function beforeAction(d: Draft, actor: PlayerId, action: Action): RuleError | null {
  const s = d.s;
  const phase = s.phase.kind;
  if (
    phase === 'setupPlace' &&
    action.type === 'place' &&
    Object.hasOwn(mapOf(s).byId, action.territory) &&
    setupRoom(s, action.territory) < action.count
  )
    return { code: 'territoryCap', territory: action.territory, cap: SETUP_CAP };
  if (phase === 'reinforce' && ['place', 'trade', 'endPhase'].includes(action.type) && owesStartingUnits(s, actor))
    placeStartingFor(d, actor); // NA-SET-4: placed for a player who goes on without them
  if (phase === 'attack' && s.phase.kind === 'attack' && !s.phase.conquest && !s.phase.pendingRoll) {
    const forced = forcedCombats(s);
    if (forced.length > 0 && ['attack', 'blitz', 'endPhase', 'endTurn'].includes(action.type))
      return refusal('forcedCombat', forced[0]);
    if (action.type === 'attack' || action.type === 'blitz') openInvasion(d, actor, action.from, action.to);
  }
  return null;
}

/** The advanced game's own actions (NA-CONV, NA-NAV, NA-LAND-3, NA-MAN). */
function ownAction(d: Draft, actor: PlayerId, a: Action): Result<void> | null {
  switch (a.type) {
    case 'build':
      return build(d, actor, a.unit, a.at, a.count);
    case 'seaBattle':
      if (d.s.phase.kind !== 'attack') return err({ code: 'wrongPhase', phase: d.s.phase.kind, allowed: [] });
      return seaBattle(d, actor, a.zone);
    case 'sail':
      if (d.s.phase.kind !== 'attack' || d.s.phase.conquest || d.s.phase.pendingRoll)
        return err({ code: 'wrongPhase', phase: d.s.phase.kind, allowed: [] });
      return sail(d, actor, a.from, a.to, a.ships);
    case 'occupy':
      if (d.s.phase.kind !== 'attack' || d.s.phase.conquest || d.s.phase.pendingRoll || d.s.phase.elimTrade)
        return err({ code: 'wrongPhase', phase: d.s.phase.kind, allowed: [] });
      return occupyEmpty(d, actor, a.from, a.to, a.count);
    case 'manoeuvre':
      return manoeuvre(d, actor, a);
    case 'fortify': // NA-MAN-1: a strategic move in the manoeuvre phase is the land manoeuvre
      if (d.s.phase.kind !== 'fortify') return null;
      return manoeuvre(d, actor, { type: 'manoeuvre', by: 'land', from: a.from, to: a.to, count: a.count, leaders: 0 });
    case 'follow':
      return follow(d, actor, a.leaders);
    case 'playCard':
      return playCardAction(d, actor, a); // NA-CRD-1, NA-EFF
    case 'armCard':
      return armCardAction(d, actor, a); // NA-CRD-5
    default:
      return null;
  }
}

/** After the engine's handler: beaten attackers' generals, what leaders may follow, the manoeuvre phase's snapshot, eliminated fleets. */
function afterAction(d: Draft, actor: PlayerId, action: Action, events: readonly GameEvent[]): void {
  captureBeatenAttackers(d, events);
  if (actor === d.s.turn.player) noteFollowable(d, action, events);
  for (const e of events) {
    if (e.type === 'phaseChanged' && e.phase === 'fortify' && d.s.phase.kind === 'fortify')
      advancedTurn(d.s).manoeuvre = manoeuvreSnapshot(d.s, d.s.turn.player);
    if (e.type === 'playerEliminated') removeFleet(d, e.player);
  }
}

export const advancedPlugin: RulePlugin = {
  name: 'advanced',
  copies: {
    // NA-MIS: claims, draws and lost bonuses edit a seat's record and the piles in place
    advMissions: (m) => {
      const players: AdvMissionsSlice['players'] = {};
      for (const id in m.players) {
        const x = m.players[id];
        players[id] = {
          held: x.held.slice(),
          claimed: x.claimed.map((c) => ({ ...c })),
          permanent: x.permanent.slice(),
          bestTurnConquests: x.bestTurnConquests,
        };
      }
      return { piles: m.piles.map((p) => p.slice()), players };
    },
    // NA-CRD-5, NA-EFF: arming, firing and spending edit it in place
    advCards: (c) => {
      const armed: AdvCardsSlice['armed'] = {};
      for (const id in c.armed) armed[id] = { ...c.armed[id] };
      return { armed, active: c.active.map((e) => ({ ...e })) };
    },
    // NA-* (src/engine/advanced/slice.ts): edited in place by its handlers
    advanced: (x) => ({
      starting: Object.fromEntries(Object.entries(x.starting).map(([p, v]) => [p, { ...v }])),
      captured: x.captured.map((c) => ({ ...c })),
      owed: { ...x.owed },
      missionTurn: { ...x.missionTurn },
      turn: {
        fortsBuilt: x.turn.fortsBuilt.slice(),
        forced: x.turn.forced.slice(),
        land: x.turn.land,
        invading: x.turn.invading,
        manoeuvre: x.turn.manoeuvre
          ? {
              land: x.turn.manoeuvre.land,
              naval: x.turn.manoeuvre.naval,
              armies: { ...x.turn.manoeuvre.armies },
              leaders: { ...x.turn.manoeuvre.leaders },
              left: { ...x.turn.manoeuvre.left },
              used: { ...x.turn.manoeuvre.used },
            }
          : null,
        followable: x.turn.followable ? { ...x.turn.followable } : null,
      },
    }),
  },
  hooks: {
    reinforcements: advancedReinforcements,
    canReach: advancedCanReach,
    reachBeyond: landingBeyond,
    attackRefusal: advancedAttackRefusal,
    attackDiceRange: advancedAttackDiceRange,
    modifyRoll: advancedModifyRoll,
    recastRoll: scoutsRecast, // NA-EFF ÉCLAIREURS
    diceBonus: advancedDiceBonus,
    diceDetail: advancedDiceDetail, // the log's and the close-up's dice with their sources
    // NA-REI-3 (reconstructed: fixed values); NA-REI-5 what a set's cards add
    setValue: (s, set) => fixedSetValue(set) + (set.cards ? setEffectBonus(s, set.cards) : 0),
    onConquer: advancedOnConquer,
    victory: advancedVictory,
    phaseActions: (_s, phase) => PHASE_ACTIONS[phase],
    beforeAction,
    afterAction,
    ownAction,
    ownLegalActions: advancedLegalActions,
    // NA-MAN-1: the engine lists the land manoeuvre as strategic moves until it is made
    moveTargets: (s) => (s.phase.kind === 'fortify' && manoeuvreOf(s).land ? [] : undefined),
    turnStarted: (d, player) => {
      advancedTurnStarted(d, player);
      dropUnplaceableStarting(d.s, player);
    },
    turnEnded: advancedTurnEnded,
    roundEnded: advancedRoundEnded,
    pointsTieBreak: advancedTieBreak,
    startSlices: () => ({ advanced: newAdvancedSlice() }),
    dealTerritories: dealAdvanced,
    setupFinished: finishAdvancedSetup,
    invariantBreaks: invariantBreaksOf,
    publicExtras: (s) => {
      const v = advancedView(s);
      return v ? { advanced: v } : {};
    },
  },
};
