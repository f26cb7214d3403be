// The ranked missions' declarations (NM-*: Risk Napoléon's missions game): every seat's four
// missions, the claim, its refusal and its announcements, merged into the core unions
// (src/engine/plugin-types.ts). Its rules live in src/engine/ranked/.
import type { PlayerId } from './types.js';

/** NM-1..3: one mission of each rank (index 0 Caporal … 3 Empereur) and what was claimed. */
export interface RankedMissions {
  /** Mission ids by rank — secret until claimed (the fourth is public once three are claimed). */
  missions: number[];
  /** Mission ids claimed, in the order they were claimed. */
  claimed: number[];
  /** turn.number of the last claim (NM-3: at most one a turn); -1 before any. */
  lastClaimTurn: number;
  /** The most territories this player conquered in one of their turns (deeds stay done). */
  bestTurnConquests: number;
}

declare module './plugin-types.js' {
  interface PluginDeclarations {
    ranked: {
      /** NM-3: show a mission whose conditions hold (napoleon-missions). */
      actions: { type: 'claimMission'; mission: number };
      /** NM-3 claims (napoleon-missions). */
      refusals: {
        code: 'mission';
        reason: 'noMissions' | 'notYours' | 'alreadyClaimed' | 'onePerTurn' | 'notMet';
        mission: number;
      };
      /** NM-3: a claimed mission is shown to everyone (`claimed` = how many this player has claimed now). */
      events:
        | { type: 'missionClaimed'; player: PlayerId; mission: number; rank: string; claimed: number }
        /** NM-3: after three claims, the fourth mission is public. */
        | { type: 'missionRevealed'; player: PlayerId; mission: number; rank: string };
      /** NM-4: the fourth mission claimed. */
      endings: 'mission';
      slices: {
        /** NM-*: each seated player's four ranked missions (napoleon-missions) — secret. */
        ranked?: Record<PlayerId, RankedMissions>;
      };
    };
  }
}
