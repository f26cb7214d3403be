// The places where the advanced game's missions (NA-MIS, NA-EMP) and card effects (NA-EFF) plug
// into its turn: each call point is named after the rule that calls it and answers from the
// content modules beside it (missions*.ts, mission-*.ts, card-*.ts).
import type { Draft } from '../draft.js';
import type { GameState, PlayerId } from '../types.js';
import { disarmAtTurnStart } from './card-arming.js';
import { effectOfCard } from './card-effects.js';
import { endTurnEffects } from './card-effects-in-force.js';
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
