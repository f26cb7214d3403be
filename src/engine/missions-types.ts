// The secret missions' declarations (M-*: Risk 2000's missions game): the pool left after the
// deal and the private notice of a changed mission, merged into the core unions
// (src/engine/plugin-types.ts). Its rules live in src/engine/missions/; the mission itself stays on
// the player (`PlayerState.mission`, secret), where stored games keep it.
import type { PlayerId } from './types.js';

export interface MissionsSlice {
  /** Missions that name a colour not in play are removed (M-1); ids dealt and unused. */
  pool: number[];
}

declare module './plugin-types.js' {
  interface PluginDeclarations {
    missions: {
      /** M-6: a destroy mission became "24 territories" (a private notice to its holder). */
      events: { type: 'missionChanged'; player: PlayerId };
      /** M-4: a mission completed. */
      endings: 'mission';
      slices: {
        /** M-1: the missions left after the deal (missions goal). */
        missions?: MissionsSlice;
      };
    };
  }
}
