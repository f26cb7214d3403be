// Classic's answers to the rule hooks (src/engine/hooks.ts): the defaults every ruleset starts from.
import { classicSetValue } from './cards.js';
import { classicAttackDiceRange, classicConquestBounds, classicDefenderDice, classicDiceKey } from './combat.js';
import { keepCast, keepRoll, noDiceDetail } from './combat/plain-roll.js';
import { ok } from './errors.js';
import { classicVictory } from './goals.js';
import type { RuleHooks } from './hooks.js';
import { CLASSIC_PHASE_ACTIONS } from './phase-actions.js';
import { classicCanReach, noAttackRefusal, noReachBeyond, ownUnitsOnly } from './relations.js';
import { classicExtraSeats, classicNeutralSetupPlacement, classicSetupTurn } from './setup.js';
import { featuresOf, fortifyRule } from './state.js';
import { classicReinforcements } from './turns.js';

let hooks: RuleHooks | null = null;

/** Classic's `afterAction`: nothing (the engine skips the copy of the action's events when it is the only layer). */
export const noAfterAction: RuleHooks['afterAction'] = () => {};

/** C-REI → C-ATK → C-FOR. */
const CLASSIC_PHASES = ['reinforce', 'attack', 'fortify'] as const;

export function classicHooks(): RuleHooks {
  hooks ??= {
    reinforcements: classicReinforcements,
    canReach: classicCanReach,
    defenderDice: classicDefenderDice,
    attackDiceRange: classicAttackDiceRange,
    modifyRoll: keepRoll,
    recastRoll: keepCast,
    diceBonus: () => null,
    diceKey: classicDiceKey,
    diceDetail: noDiceDetail,
    conquestBounds: classicConquestBounds,
    setValue: (s, set) => classicSetValue(featuresOf(s).cardValues, set, s.trades),
    onConquer: () => {}, // K-2, K-3: the capitals plugin takes HQs
    victory: classicVictory,
    phases: () => CLASSIC_PHASES,
    phaseActions: (_s, phase) => CLASSIC_PHASE_ACTIONS[phase],
    setAllowed: () => true, // C-CRD-1
    // around actions and turns: the plain flow
    aroundAction: (d, _actor, _action, run) => {
      const r = run(d);
      return r.ok ? ok(d) : r;
    },
    beforeAction: () => null,
    afterAction: noAfterAction,
    ownAction: () => null,
    ownLegalActions: () => false,
    turnStarted: () => {},
    turnEnded: () => false,
    roundEnded: () => false,
    // sides: everyone commands their own units only
    commands: ownUnitsOnly,
    alliesOf: () => [],
    reachBeyond: noReachBeyond,
    attackRefusal: noAttackRefusal,
    // strategic moves: the engine's own (C-FOR-1, C-OPT-2, NT-3); one ends the turn unless C-OPT-2
    checkMove: () => undefined,
    moveTargets: () => undefined,
    moveMade: (s) => fortifyRule(s).endsTurn,
    // setup: C-2P-1's neutral seat, the engine's deal and quotas
    extraSeats: classicExtraSeats,
    startSlices: () => ({}),
    dealGoals: () => {},
    dealTerritories: () => null,
    setupTurn: classicSetupTurn,
    neutralSetupPlacement: classicNeutralSetupPlacement,
    neutralPlaced: () => {},
    neutralPlaceable: () => undefined,
    setupFinished: () => {},
    firstTurnHeld: () => false,
    seatActions: () => undefined,
    publicExtras: () => ({}),
    battleOver: () => {},
    playerEliminated: () => {},
    invariantBreaks: () => [],
    pointsTieBreak: (_s, tied) => [...tied],
  };
  return hooks;
}
