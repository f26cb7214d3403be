// Team play's declarations (NT-*: Risk Napoléon's team game): its refusal, merged into the core
// unions (src/engine/plugin-types.ts). Its rules live in src/engine/teams/; who plays with whom
// is src/engine/relations.ts's (the one team relation, read from the ruleset's `teamPlay`).
import type { TerritoryId } from './types.js';

/** NT-3 (napoleon-teams): no attack on a team-mate; strategic moves only into and through friendly territories. */
export type TeamRefusal = { code: 'team'; reason: 'teamMate' | 'notFriendly'; territory: TerritoryId };

declare module './plugin-types.js' {
  interface PluginDeclarations {
    teams: {
      refusals: TeamRefusal;
      /** NT-5: the first emptied opponent wins for the team. */
      endings: 'teamElimination';
    };
  }
}
