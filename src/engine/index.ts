// The engine's public surface.
export type * from './types.js';
export type { GameEvent, EventType, DieModifier, DieModifierSource, RolledDie, RolledDice } from './events.js';
export type { AdvancedContentEvent, AdvancedEvent } from './advanced-types.js';
export { eventsFor, redactEvent } from './events.js';
export { eventsInSight, fogActive, liftFog, sightState, visibleTerritories, visionGroup } from './fog.js';
export type { RuleError, RuleErrorCode, Result } from './errors.js';
export { applyAction, applyActionInPlace, type Applied } from './apply.js';
export { newGame, SETUP_EDITION, seatColours } from './setup.js';
export { legalActions, attacksFrom, fortifyTargets, waitingFor, placeableNow, endAction } from './legal.js';
export { viewFor, type PublicView, type PlayerView, type Secrets } from './view.js';
export { replay } from './replay.js';
export { migrateState, STATE_SCHEMA_VERSION } from './migrate.js';
export { getMap } from './maps.js';
export {
  NOBODY,
  controller,
  controls,
  armiesOn,
  unitsOf,
  hasTerritory,
  territoriesControlledBy,
  controlledCount,
  armiesOf,
  enemyNeighbours,
  bordersEnemy,
  continentsControlledBy,
  heldAmong,
} from './board.js';
export { territorySummary } from './board-summary.js';
export { isHostile, canCommand, attackTargets, moveTargets } from './relations.js';
export type { GameMap } from './map.js';
export { reinforcementsFor } from './turns.js';
// The secret missions' progress (M-4, M-6): its plugin's own module.
export { effectiveMission, missionComplete, missionProgress } from './missions/missions.js';
// The capitals' win (K-2, K-3): its plugin's own module.
export { capitalsComplete } from './capitals/hq.js';
// RisiKo!'s objectives and scores (R-OBJ, R-SCO-1): its plugin's own modules.
export { objectiveComplete, risikoScores } from './risiko/objectives.js';
export type { MissionPart } from './missions/missions.js';
export { MISSIONS, OBJECTIVES, missionById, objectiveByNumber } from './content.js';
export { setsInHand, deckOf, type HandSet } from './cards.js';
export { featuresOf, setsFor } from './state.js';
export type { GameFeatures } from '../rules/features.js';
export { odds, type OddsResult, type OddsRules } from './odds.js';
export { attackOdds, oddsOfBattle, oddsRulesFor, standardDice } from './battle-odds.js';
export { attackDiceRange } from './combat.js';
export { hqOf, hqRevealed, publicHqOf, hqCardsOf, rankedOf, rankedFor, sdadataOf, missionsPoolOf } from './ext.js';
// What the presentation asks of the advanced game's own modules (NA-GEN-2 following leaders, the
// mission cards, the cards' effects): src/discord reaches them here, never in src/engine/advanced.
export { followLimits } from './advanced/land.js';
export { advancedConditionHolds, advancedConditionProgress, advancedMissionById } from './advanced/mission-cards.js';
export type { AdvancedCondition } from './advanced/mission-cards.js';
export { effectOfCard } from './advanced/card-effects.js';
