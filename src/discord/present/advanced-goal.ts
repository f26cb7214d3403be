// NA-MIS, NA-EMP: the advanced game's goal image, for its owner only (their DM and My secrets):
// the missions they hold, one per rank (ranked or Empire), each with how far they are with each
// of its conditions, and the land the open ones name outlined on the board.
import type { GoalOverlay } from '../../app/images.js';
import type { MapRecord } from '../games/map/record.js';
import { advancedMissionById, getMap, type GameState, type PlayerId, type TerritoryId } from '../../engine/index.js';
import { advMissionsFor } from '../../engine/ext.js';
import { NAPOLEON_BOARD } from '../../engine/napoleon-board.js';
import type { Locale } from '../../i18n/names.js';
import { napoleonMessages } from '../../i18n/napoleon.js';
import { advMission } from './advanced-content.js';
import { advancedProgress } from './progress.js';

/** The land a mission names: its empires, the capitals, the territories it lists. */
function namedLand(s: GameState, mission: number): TerritoryId[] {
  const map = getMap(s.map);
  return advancedMissionById(mission).conditions.flatMap((c) => {
    if (c.kind === 'empire' || c.kind === 'inEmpire')
      return map.continents.find((e) => e.id === c.empire)?.territories ?? [];
    if (c.kind === 'capitals') return NAPOLEON_BOARD.capitalTerritories;
    return c.kind === 'among' ? c.territories : [];
  });
}

/** The private image's goal in the advanced game, or null (not that game, or no mission left). */
export function advancedOverlay(r: MapRecord, p: PlayerId, locale: Locale): GoalOverlay | null {
  const s = r.state;
  const mine = s ? advMissionsFor(s, p) : undefined;
  if (!s || !mine) return null;
  const open = mine.held.filter((id) => id >= 0);
  if (!open.length) return null;
  const lines = open.map((id) => {
    const { rank, text } = advMission(id, locale);
    // Each condition with how far the player is with it ("Capitals 2/3 ✘ · Spain 7/7 ✔").
    return `[ ] ${rank}: ${text} — ${advancedProgress(s, p, id, locale)}`;
  });
  return {
    highlight: [...new Set(open.flatMap((id) => namedLand(s, id)))],
    title: napoleonMessages[locale].secretsMissions,
    lines,
  };
}
