// The places where the advanced game's missions (NA-MIS, NA-EMP) and card effects (NA-EFF) plug
// into its turn. They are written as data and pure modules beside this one
// (src/engine/advanced/missions*.ts, card-effects*.ts); until they are wired in, each call point
// answers what a game without them has: no mission scored, no permanent bonus, no card effect.
// Every call point is named after the rule that calls it, so wiring one is one import here.
// Callers: checkMissions — turn-flow.ts (phase 1 before the empire VP; phase 6 after the
// epidemics, before the end-of-turn cards, which read slice.ts `noteMissionCompleted`);
// checkMissionsFinal — turn-flow.ts after round 5, before the VP decide; permanentMissionBonus —
// holdings.ts (the reinforcement count); missionsCompleted — the NA-WIN-3 tie-break;
// setEffectBonus — the set value (hooks.ts); effectDice — dice.ts (land, and so the odds) and
// naval.ts (every roll at sea); invasionDeclared — land.ts when an invasion is declared. A card
// played for its effect is an action of its own: add it to hooks.ts `ownAction` and legal.ts.
import type { Draft } from '../draft.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';

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

/** What card effects add to a battle's dice (NA-EFF: CHARGE, SAPEURS, BRÛLOTS, DÉFENSE HÉROÏQUE). */
export interface EffectDice {
  /** Bonus per die, highest first, for the attacker and the defender. */
  attack: readonly number[];
  defence: readonly number[];
  /** SAPEURS: the defender's fortification gives no bonus in this battle. */
  fortIgnored: boolean;
}

const NO_EFFECT: EffectDice = Object.freeze({ attack: [], defence: [], fortIgnored: false });

/**
 * NA-EFF: the card effects on a battle from `from` to `to` (territories, or zones at sea; `from`
 * null for a forced naval combat in `to`). Asked by the land dice (dice.ts `landBonuses`, so the
 * odds see them too) and by every roll at sea (naval.ts).
 */
export const effectDice = (_s: GameState, _from: string | null, _to: string, _sea: boolean): EffectDice => NO_EFFECT;

/**
 * NA-EFF / NA-CRD-5: an invasion of `to` from `from` is declared (after its epidemic cost): armed
 * defence cards of the territory's holder fire here (LEVÉE LOCALE, DÉFENSE HÉROÏQUE).
 */
export function invasionDeclared(_d: Draft, _player: PlayerId, _from: TerritoryId, _to: TerritoryId): void {}
