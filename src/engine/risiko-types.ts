// RisiKo!'s declarations (R-*: the tournament regulation): its state slice and log event,
// merged into the core unions (src/engine/plugin-types.ts). Its rules live in src/engine/risiko/.
import type { PlayerId } from './types.js';

export interface RisikoSlice {
  /** R-END-1: current sdadata threshold (5, 6, 7) from the last round on, or null before it starts. */
  sdadata: Sdadata | null;
}

export interface Sdadata {
  threshold: number;
  fromRound: number;
}

declare module './plugin-types.js' {
  interface PluginDeclarations {
    risiko: {
      events: { type: 'sdadataRolled'; player: PlayerId; dice: [number, number]; threshold: number; ended: boolean };
      /** R-OBJ: an objective completed; R-END-1: the sdadata ended a timed game on the scores. */
      endings: 'objective' | 'sdadata';
      slices: {
        /** R-END-1 (RisiKo!): the sdadata once it runs. */
        risiko?: RisikoSlice;
      };
    };
  }
}
