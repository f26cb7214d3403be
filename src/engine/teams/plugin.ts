// Team play's rule plugin (src/engine/hooks.ts, `RulePlugin`), NT-*: napoleon-teams stacks it.
// Who plays with whom, and the shared ground (NT-1: control by majority, one's own units), stay
// src/engine/relations.ts's, the one team relation the engine, the lobby and the ratings ask; the
// plugin brings the rules played on it. Its refusal is declared in src/engine/teams-types.ts. No
// core module imports src/engine/teams/ (test/engine/rule-seams.test.ts checks it).
import type { RulePlugin } from '../hooks.js';
import { checkTeamMove, eliminateEmptied, teamMateRefusal } from './rules.js';

export const teamsPlugin: RulePlugin = {
  name: 'teams',
  hooks: {
    attackRefusal: teamMateRefusal, // NT-3
    // NT-3: a strategic move of one's own armies through friendly ground (a layer below may answer first)
    checkMove: (s, player, from, to, count, below) => {
      const own = below(s, player, from, to, count);
      return own !== undefined ? own : checkTeamMove(s, player, from, to, count);
    },
    battleOver: eliminateEmptied, // NT-1, NT-5
  },
};
