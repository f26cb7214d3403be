// The secret missions' rule plugin (src/engine/hooks.ts, `RulePlugin`), M-*: the missions game
// stacks it on classic's plugins; it acts only in a game whose goal is the missions (M-VAR-1 and
// the two-player form play for conquest). Its slice and notice are declared in
// src/engine/missions-types.ts. No core module imports src/engine/missions/
// (test/engine/rule-seams.test.ts checks it).
import type { RulePlugin } from '../hooks.js';
import { dealMissions, missionVictory, noticeChangedMissions } from './missions.js';

export const missionsPlugin: RulePlugin = {
  name: 'missions',
  hooks: { dealGoals: dealMissions, victory: missionVictory, playerEliminated: noticeChangedMissions },
  // replaced whole by its writer, never edited: shared
  copies: { missions: (m) => m },
};
