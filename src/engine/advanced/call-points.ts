// The places where the advanced game's missions (NA-MIS, NA-EMP) and card effects (NA-EFF) plug
// into its turn. They are written as data and pure modules beside this one
// (src/engine/advanced/missions*.ts, card-effects*.ts); until they are wired in, each call point
// answers what a game without them has: no mission scored, no permanent bonus, no card effect.
// Every call point is named after the rule that calls it, so wiring one is one import here.
import type { Draft } from '../draft.js';
import type { GameState, PlayerId } from '../types.js';

/** NA-START-1 (phase 1) and NA-END-1 (phase 6): the player's missions are checked and scored. */
export function checkMissions(_d: Draft, _player: PlayerId, _when: 'start' | 'end'): void {}

/** NA-WIN-2: after the last round, every unclaimed mission is checked once more on the final board. */
export function checkMissionsFinal(_d: Draft): void {}

/** NA-REI-2 / NA-MIS-5: the permanent reinforcement bonus of the player's Empire missions still face up. */
export const permanentMissionBonus = (_s: GameState, _player: PlayerId): number => 0;

/** NA-WIN-3: the missions `player` completed (the second tie-break). */
export const missionsCompleted = (_s: GameState, _player: PlayerId): number => 0;

/** NA-REI-5: what the cards of a traded set add to its value ("Renfort": +4). */
export const setEffectBonus = (_s: GameState, _cards: readonly number[]): number => 0;
