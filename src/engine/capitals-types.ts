// The capitals' declarations (K-*: the capitals option of the world map's rulesets): each seat's
// HQ slice, the HQ choice, its refusal and its log events, merged into the core unions
// (src/engine/plugin-types.ts). Its rules live in src/engine/capitals/.
import type { PlayerId, TerritoryId } from './types.js';

/** K-1..3: one player's headquarters. */
export interface HqState {
  /** The chosen HQ territory — secret until revealed (K-1 1992 at once, 2000 when invaded). */
  hq: TerritoryId | null;
  revealed: boolean;
  /** HQ cards lying before the player (K-2 1992: their own, and those of HQs they captured). */
  cards: TerritoryId[];
}

/** K-*: HQs by player id (every player of the game, neutral included). */
export type CapitalsSlice = Record<PlayerId, HqState>;

declare module './plugin-types.js' {
  interface PluginDeclarations {
    capitals: {
      actions: { type: 'chooseHQ'; territory: TerritoryId };
      refusals: { code: 'hqAlreadyChosen' };
      /** K-2, K-3: own HQ held with enough others. */
      endings: 'capitals';
      events:
        | { type: 'hqChosen'; player: PlayerId; territory: TerritoryId | null }
        | { type: 'hqsRevealed'; hqs: Record<PlayerId, TerritoryId> }
        | { type: 'hqCaptured'; player: PlayerId; hq: TerritoryId; owner: PlayerId };
      slices: {
        /** K-*: each player's HQ (capitals option). */
        capitals?: CapitalsSlice;
      };
    };
  }
}
