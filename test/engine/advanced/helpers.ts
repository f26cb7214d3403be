// Positions for the advanced game's content tests: a Napoléon ruleset with the advanced game's
// unit kinds and limits (NA-MAT), a scenario on the Europe 1811 board, and a draft to edit.
import type { Draft } from '../../../src/engine/draft.js';
import { cloneState } from '../../../src/engine/state.js';
import { getMap } from '../../../src/engine/maps.js';
import { setAdvMissions } from '../../../src/engine/ext.js';
import { emptyUnits } from '../../../src/engine/board-units.js';
import { newAdvancedSlice } from '../../../src/engine/advanced/slice.js';
import { napoleonAdvanced } from '../../../src/rules/napoleon-advanced.js';
import type { GameState, PlayerId, RulesetId, TerritoryId } from '../../../src/engine/types.js';
import { card, ctx, scenario, type ScenarioSpec } from '../helpers.js';

export const ADV: RulesetId = 'napoleon-advanced';
export const EUROPE = getMap('europe-1811');

/**
 * A position on the Europe 1811 board (every territory not listed: player 1, 2 armies), with no
 * unit, point, mission or card effect yet but what the test puts there.
 */
export function position(spec: Omit<ScenarioSpec, 'ruleset'> = {}): GameState {
  const s = scenario({ fill: [1, 2], ...spec, ruleset: ADV });
  s.board.units = emptyUnits(EUROPE, s.players.length, napoleonAdvanced.units!);
  s.ext = { points: {}, advanced: newAdvancedSlice() };
  return s;
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
