// RisiKo!'s rule plugin (src/engine/hooks.ts, `RulePlugin`): the secret objectives and their
// win (R-SET-3, R-OBJ), the sdadata that ends a timed game (R-END-1) and its slice. Its cards
// (R-CRD-2) are the `risiko-cards` plugin of src/rules/card-values.ts; its dice, garrison and cap
// are the ruleset's data (src/rules/risiko.ts). No core module imports src/engine/risiko/
// (test/engine/rule-seams.test.ts checks it).
import type { RulePlugin } from '../hooks.js';
import { dealObjectives, objectiveVictory } from './objectives.js';
import { sdadataAtTurnEnd } from './sdadata.js';

export const risikoPlugin: RulePlugin = {
  name: 'risiko',
  hooks: { dealGoals: dealObjectives, victory: objectiveVictory, turnEnded: sdadataAtTurnEnd },
  copies: {
    risiko: (r) => ({ sdadata: r.sdadata ? { threshold: r.sdadata.threshold, fromRound: r.sdadata.fromRound } : null }),
  },
};
