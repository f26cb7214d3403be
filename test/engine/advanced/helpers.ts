// Positions for the advanced game's content tests: a Napoléon ruleset with the advanced game's
// unit kinds and limits (NA-MAT), a scenario on the Europe 1811 board, and a draft to edit.
import type { Draft } from '../../../src/engine/draft.js';
import { cloneState } from '../../../src/engine/state.js';
import { getMap } from '../../../src/engine/maps.js';
import { setAdvMissions } from '../../../src/engine/ext.js';
import type { GameState, PlayerId, RulesetId, TerritoryId } from '../../../src/engine/types.js';
import { napoleon } from '../../../src/rules/napoleon.js';
import type { Ruleset } from '../../../src/rules/ruleset.js';
import { card, ctx, scenario, useRuleset, type ScenarioSpec } from '../helpers.js';

export const ADV = 'napoleon-adv-content' as RulesetId;
export const EUROPE = getMap('europe-1811');

const advRules: Ruleset = {
  ...napoleon,
  id: ADV,
  units: { perPlayer: { ships: 26, generals: 3, admirals: 2 }, forts: 12, epidemics: 4, emptiedIsNobodys: true },
};

/** Registers the ruleset for the enclosing describe block. */
export const useAdvanced = (): void => useRuleset(advRules);

/** A position on the Europe 1811 board (every territory not listed: player 1, 2 armies). */
export function position(spec: Omit<ScenarioSpec, 'ruleset'> = {}): GameState {
  return scenario({ fill: [1, 2], ...spec, ruleset: ADV });
}

/** A working copy to hand to the content's functions. */
export const draft = (s: GameState): Draft => ({ s: cloneState(s), events: [], ctx });

/** Card id of a Europe 1811 territory card. */
export const cardOf = (t: TerritoryId): number => card(t, EUROPE);

/** Gives the seats these missions (by rank, -1 none) and the rank piles (top = last). */
export function giveMissions(
  s: GameState,
  held: Record<PlayerId, number[]>,
  piles: number[][] = [[], [], [], []],
): void {
  const players: Record<PlayerId, { held: number[]; claimed: []; permanent: []; bestTurnConquests: number }> = {};
  for (const [id, h] of Object.entries(held))
    players[Number(id)] = { held: h, claimed: [], permanent: [], bestTurnConquests: 0 };
  setAdvMissions(s, { piles, players });
}
