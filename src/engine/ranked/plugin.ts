// The ranked missions' rule plugin (src/engine/hooks.ts, `RulePlugin`), NM-1..4: the Napoléon
// missions game stacks it. The deal, the claim as its own action (on the player's turn, in any
// phase that is not mid-step), the claims in the legal actions, the deeds recorded on a conquest
// and the invariants. Its slice, action, refusal and events are declared in
// src/engine/ranked-types.ts. No core module imports src/engine/ranked/
// (test/engine/rule-seams.test.ts checks it).
import type { RulePlugin } from '../hooks.js';
import type { Action, PlayerId, RankedMissions } from '../types.js';
import { claimableMissions, claimMission, dealRankedMissions, noteConquest, rankedMissionBreaks } from './ranked.js';

export const rankedMissionsPlugin: RulePlugin = {
  name: 'ranked-missions',
  hooks: {
    dealGoals: dealRankedMissions,
    ownAction: (d, actor, a) => (a.type === 'claimMission' ? claimMission(d, actor, a.mission) : null),
    ownLegalActions: (s, player, out, below) => {
      if (below(s, player, out)) return true;
      for (const mission of claimableMissions(s, player)) out.push({ type: 'claimMission', mission } satisfies Action);
      return false;
    },
    onConquer: (d, player, to, previousOwner, below) => {
      noteConquest(d.s, player); // "conquer N territories in one turn"
      below(d, player, to, previousOwner);
    },
    invariantBreaks: rankedMissionBreaks,
  },
  copies: {
    // NM-3: a claim edits a player's record in place
    ranked: (r) => {
      const out: Record<PlayerId, RankedMissions> = {};
      for (const id in r)
        out[id] = {
          missions: r[id].missions.slice(),
          claimed: r[id].claimed.slice(),
          lastClaimTurn: r[id].lastClaimTurn,
          bestTurnConquests: r[id].bestTurnConquests,
        };
      return out;
    },
  },
};
