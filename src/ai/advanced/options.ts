// What the napoleon-advanced AI may use: the sea (ships, admirals, naval fights, landings, the
// naval cards) and the card effects. Switching one off makes the yardsticks of
// scripts/napoleon-advanced-ai.ts: the `landlubber` AI ignores the sea.
import { mapOf } from '../../engine/board.js';
import type { GameState, TerritoryId } from '../../engine/types.js';

export interface AdvancedAiOptions {
  sea: boolean;
  cards: boolean;
}

export const SEA_AWARE: AdvancedAiOptions = { sea: true, cards: true };
export const LANDLUBBER: AdvancedAiOptions = { sea: false, cards: true };

/** Whether `to` borders `from` on land (borders and dotted lines; no landing through a sea zone). */
export const byLand = (s: GameState, from: TerritoryId, to: TerritoryId): boolean =>
  mapOf(s).adjacency[from].includes(to);
