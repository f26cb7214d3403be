// The places where the advanced game's missions (NA-MIS, NA-EMP) and card effects (NA-EFF) plug
// into its turn: each call point is named after the rule that calls it and answers from the
// content modules beside it (missions*.ts, mission-*.ts, card-*.ts).
// Callers: checkMissions — turn-flow.ts (phase 1 before the empire VP; phase 6 after the
// epidemics, before the end-of-turn cards, which read slice.ts `noteMissionCompleted`);
// checkMissionsFinal — turn-flow.ts after round 5, before the VP decide; permanentMissionBonus —
// holdings.ts (the reinforcement count); missionsCompleted — the NA-WIN-3 tie-break;
// setEffectBonus — the set value (hooks.ts); invasionDeclared — land.ts when an invasion is
// declared. The dice ask card-effects-in-force.ts `effectDice` directly (dice.ts, naval.ts: a
// module they import must not reach back to them through the card plays). Cards
// played for their effect and armed are actions of their own (card-actions.ts, in hooks.ts
// `ownAction` and legal.ts).
import type { Draft } from '../draft.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';
import { disarmAtTurnStart, fireOnInvasion } from './card-arming.js';
import { effectOfCard } from './card-effects.js';
import { endOtherInvasions, endTurnEffects } from './card-effects-in-force.js';
import {
  checkMissions as checkHeld,
  finalMissionCheck,
  missionsCompleted as completed,
  permanentReinforcements,
  settlePermanentBonuses,
} from './missions.js';

/**
 * NA-START-1 (phase 1) and NA-END-1 (phase 6): the player's missions are checked and scored.
 * At the start, the last turn's card effects end, an armed card that did not fire comes back to
 * the hand (NA-CRD-5) and the permanent bonuses are settled (NA-MIS-5) before the check.
 */
export function checkMissions(d: Draft, player: PlayerId, when: 'start' | 'end'): void {
  if (when === 'start') {
    endTurnEffects(d);
    disarmAtTurnStart(d, player);
    settlePermanentBonuses(d, player);
  }
  checkHeld(d, player, when);
}

/** NA-WIN-2: after the last round, every unclaimed mission is checked once more on the final board. */
export const checkMissionsFinal = (d: Draft): void => finalMissionCheck(d);

/** NA-REI-2 / NA-MIS-5: the permanent reinforcement bonus of the player's Empire missions still face up. */
export const permanentMissionBonus = (s: GameState, player: PlayerId): number => permanentReinforcements(s, player);

/** NA-WIN-3: the missions `player` completed (the second tie-break). */
export const missionsCompleted = (s: GameState, player: PlayerId): number => completed(s, player);

/** NA-REI-5: what the cards of a traded set add to its value: 4 for each "Renfort". */
export const setEffectBonus = (s: GameState, cards: readonly number[]): number =>
  4 * cards.filter((c) => effectOfCard(s, c)?.kind === 'renfort').length;

/**
 * NA-EFF / NA-CRD-5: an invasion of `to` from `from` is declared (after its epidemic cost): the
 * cards played for an earlier invasion end, and the holder's armed defence card fires here
 * (LEVÉE LOCALE, DÉFENSE HÉROÏQUE, ÉCLAIREURS).
 */
export function invasionDeclared(d: Draft, player: PlayerId, _from: TerritoryId, to: TerritoryId): void {
  endOtherInvasions(d, to);
  fireOnInvasion(d, player, to);
}
