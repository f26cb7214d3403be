// What the command handlers ask of a game, answered here so that commands/ holds no rules:
// every question goes to the engine (or the ruleset registry) and comes back as a plain value.
import type { MapRecord } from './games/map/record.js';
import {
  legalActions,
  armiesOn,
  attackDiceRange,
  attackOdds,
  controller,
  endAction,
  hasTerritory,
  fortifyTargets,
  getMap,
  missionComplete,
  objectiveComplete,
  placeableNow,
  setsFor,
  type Action,
  type GameState,
  type OddsResult,
  type PlayerId,
  type TerritoryId,
} from '../engine/index.js';
import { isRulesetId, offeredValues, rulesetIds, rulesetsOffering } from '../rules/registry.js';

export { endAction, isRulesetId, offeredValues, rulesetIds, rulesetsOffering };
export { countOdds } from '../game/map-queries.js';
export { gameRulesetIds, isGameRulesetId, knownRulesetIds, type GameRulesetId } from '../game/registry.js';
export { presenterOf } from './games/registry.js';
export { isMapRecord } from './games/map/record.js';

/** The seat of a user in a game, or -1. */
export const seatOf = (r: MapRecord, userId: string): PlayerId => r.seats.findIndex((x) => x.userId === userId);

/** The sets a seat may trade, best first (C-CRD-1, M-3, R-CRD-2). */
export function tradeableSets(s: GameState, me: PlayerId): { cards: [number, number, number]; value: number }[] {
  if (me < 0 || !s.players[me]) return [];
  return setsFor(s, me);
}

/** The most armies a fortify from → to may move now (undefined when it is no legal move). */
export function fortifyMax(s: GameState, me: PlayerId, from: TerritoryId, to: TerritoryId): number | undefined {
  return me >= 0 ? fortifyTargets(s, me, from).find((x) => x.to === to)?.max : undefined;
}

/** Whether the seat's secret goal (M-4 mission, R-SCO-1 objective) is complete now. */
export function goalComplete(s: GameState, me: PlayerId): boolean {
  return s.players[me].mission !== null ? missionComplete(s, me) : objectiveComplete(s, me);
}

/**
 * What "/place territory [count]" means now: a claim during claim setup, neutral armies on a
 * neutral territory (C-2P-2, M-2P-1), else own armies; the count defaults to all one may place.
 */
export function placeAction(s: GameState, me: PlayerId, territory: TerritoryId, count: number | undefined): Action {
  if (s.phase.kind === 'setupClaim') return { type: 'claim', territory };
  const owner = getMap(s.map).byId[territory] ? controller(s, territory) : undefined;
  // Neutral armies only when the player may place them now: in their own reinforcement a
  // neutral territory is simply not theirs (the refusal says so, not "wrong phase").
  const neutral =
    owner !== undefined &&
    s.players[owner]?.kind === 'neutral' &&
    owner !== me &&
    (me < 0 || legalActions(s, me).some((a) => a.type === 'placeNeutral'));
  const n = count ?? Math.max(1, me < 0 ? 1 : placeableNow(s, me, neutral, territory));
  return neutral ? { type: 'placeNeutral', territory, count: n } : { type: 'place', territory, count: n };
}

/**
 * C-ATK-2: the most dice `from` may roll at `to`, as the ruleset's attackDiceRange hook says; 1
 * when no attack is possible (the engine's refusal then says why).
 */
export function defaultAttackDice(s: GameState, from: TerritoryId, to: TerritoryId): number {
  if (!hasTerritory(s, from) || !hasTerritory(s, to)) return 1;
  return attackDiceRange(s, from, to)?.max ?? 1;
}

/** Blitz odds of an attack as the board stands (with both army counts), or null when from → to is no attack at all. */
export function boardOdds(
  s: GameState,
  from: TerritoryId,
  to: TerritoryId,
): { odds: OddsResult; attackers: number; defenders: number } | null {
  if (
    !getMap(s.map).adjacency[from]?.includes(to) ||
    controller(s, from) === controller(s, to) ||
    armiesOn(s, from) < 2
  )
    return null;
  return { odds: attackOdds(s, from, to), attackers: armiesOn(s, from), defenders: armiesOn(s, to) };
}
