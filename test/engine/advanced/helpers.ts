// Positions of napoleon-advanced for its rule tests: a real game's state with the board, hands,
// turn and phase given (test/engine/helpers.ts `scenario`), the unit kinds cleared and then set
// as listed: ships and admirals by zone, generals, fortifications and epidemics by territory.
import {
  addAdmirals,
  addEpidemics,
  addGenerals,
  addShips,
  emptyUnits,
  setFort,
} from '../../../src/engine/board-units.js';
import { newAdvancedSlice } from '../../../src/engine/advanced/slice.js';
import { mapOf } from '../../../src/engine/board.js';
import type { GameState, PlayerId, TerritoryId } from '../../../src/engine/types.js';
import { napoleonAdvanced } from '../../../src/rules/napoleon-advanced.js';
import { act, card, ctx, ofType, scenario, withDice, type ScenarioSpec } from '../helpers.js';
import type { Draft } from '../../../src/engine/draft.js';
import { cloneState } from '../../../src/engine/state.js';
import { getMap } from '../../../src/engine/maps.js';
import { setAdvMissions } from '../../../src/engine/ext.js';

export interface AdvancedSpec extends Omit<ScenarioSpec, 'ruleset'> {
  ships?: [zone: string, player: PlayerId, count: number][];
  admirals?: [zone: string, player: PlayerId, count: number][];
  generals?: [TerritoryId, PlayerId, number][];
  forts?: TerritoryId[];
  epidemics?: [TerritoryId, number][];
}

export function advanced(spec: AdvancedSpec): GameState {
  const s = scenario({ ...spec, ruleset: 'napoleon-advanced' });
  s.board.units = emptyUnits(mapOf(s), s.players.length, napoleonAdvanced.units!);
  s.ext = { points: {}, advanced: newAdvancedSlice() };
  for (const [z, p, n] of spec.ships ?? []) addShips(s, z, p, n);
  for (const [z, p, n] of spec.admirals ?? []) addAdmirals(s, z, p, n);
  for (const [t, p, n] of spec.generals ?? []) addGenerals(s, t, p, n);
  for (const t of spec.forts ?? []) setFort(s, t, true);
  for (const [t, n] of spec.epidemics ?? []) addEpidemics(s, t, n);
  return s;
}

/** The territories of the Europe 1811 board's empires used by the tests. */
export const UK = ['england', 'scotland', 'ireland'];
export const AMERICAS = ['atlantique_ouest', 'mer_du_nord', 'mer_baltique'];
export const INDIES = ['mediterranee_occidentale', 'mer_adriatique', 'mediterranee_orientale'];

// ---- the missions' and card effects' tests ----

export const EUROPE = getMap('europe-1811');

/** A position where every territory not listed is player 1's with 2 armies (no unit, point, mission yet). */
export const position = (spec: AdvancedSpec = {}): GameState => advanced({ fill: [1, 2], ...spec });

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

/**
 * England (two generals) attacks Ireland (two generals, a fortification), 6 4 3 against 5 4:
 * the roll as the engine logs it (NA-GEN-1, NA-FORT-1: 7 5 3 against 7 5) and the state after it.
 */
export function fortifiedAttack() {
  const s = advanced({
    board: { england: [0, 6], ireland: [1, 4] },
    generals: [
      ['england', 0, 2],
      ['ireland', 1, 2],
    ],
    forts: ['ireland'],
  });
  const r = act(withDice(s, [6, 4, 3, 5, 4]), 0, { type: 'attack', from: 'england', to: 'ireland', dice: 3 });
  return { state: r.state, roll: ofType(r.events, 'diceRolled')[0] };
}
