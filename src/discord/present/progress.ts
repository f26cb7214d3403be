// A secret goal's progress, condition by condition, in words: the classic missions (M-4, M-6),
// the ranked missions (NM-1) and the advanced game's (NA-MIS, NA-EMP). Built for the goal's
// owner only (their goal image and My map): it says what they are after.
import {
  advancedConditionProgress,
  advancedMissionById,
  getMap,
  missionProgress,
  type AdvancedCondition,
  type GameState,
  type MissionPart,
  type PlayerId,
} from '../../engine/index.js';
import { advMissionsFor } from '../../engine/ext.js';
import { conditionProgress, holdingsOf, napoleonMissionById, type Progress } from '../../engine/napoleon-missions.js';
import { colourName, continentName, territoryName, type Locale } from '../../i18n/names.js';
import { progressWords, type ProgressWords } from '../../i18n/progress.js';

/** What a condition counts, in words (an empire by its name, a route by its). */
function label(mapId: string, c: AdvancedCondition, w: ProgressWords, locale: Locale): string {
  switch (c.kind) {
    case 'territories':
      return w.territories(c.minArmies ?? 1);
    case 'empire':
    case 'inEmpire':
      return continentName(mapId, c.empire, locale);
    case 'among':
      // A few territories by name ("Egypt 0/1"); a longer list is in the mission's text.
      return c.territories.length <= 3 ? c.territories.map((t) => territoryName(mapId, t, locale)).join(', ') : w.among;
    case 'route': {
      const route = getMap(mapId).seas.routes.find((x) => x.id === c.route);
      return w.route(route?.name[locale] ?? c.route);
    }
    default:
      return w[c.kind];
  }
}

const partOf = (mapId: string, c: AdvancedCondition, p: Progress, w: ProgressWords, locale: Locale): string =>
  w.part(label(mapId, c, w, locale), p.have, p.need, p.have >= p.need);

/** NM-1: a ranked mission's conditions for `player` now, e.g. "Capitals 2/3 ✘ · Spain 7/7 ✔". */
export function rankedProgress(s: GameState, player: PlayerId, mission: number, locale: Locale): string {
  const w = progressWords[locale];
  const held = holdingsOf(s, player);
  return napoleonMissionById(mission)
    .conditions.map((c) => partOf(s.map, c, conditionProgress(s, player, c, held), w, locale))
    .join(w.join);
}

/** NA-MIS, NA-EMP: an advanced mission's conditions for `player` now, in the same words. */
export function advancedProgress(s: GameState, player: PlayerId, mission: number, locale: Locale): string {
  const w = progressWords[locale];
  const held = holdingsOf(s, player);
  const deeds = advMissionsFor(s, player)!;
  return advancedMissionById(mission)
    .conditions.map((c) => partOf(s.map, c, advancedConditionProgress(s, player, c, held, deeds), w, locale))
    .join(w.join);
}

function classicPart(s: GameState, part: MissionPart, w: ProgressWords, locale: Locale): string {
  switch (part.kind) {
    case 'continent':
      return w.part(continentName(s.map, part.continent, locale), part.have, part.need, part.met);
    case 'thirdContinent':
      return w.mark(w.thirdContinent, part.met);
    case 'territories':
      return w.part(w.territories(part.minArmies), part.have, part.need, part.met);
    case 'destroy': {
      const target = s.players[part.target];
      const who = `${colourName(target.colour, locale)} (${target.name})`;
      return part.met ? w.destroyed(who) : w.destroyLeft(who, part.left);
    }
  }
}

/** M-4, M-6: the classic mission's parts for `player` now, e.g. "Asia 9/12 ✘ · Africa 6/6 ✔"; null without one. */
export function classicProgress(s: GameState, player: PlayerId, locale: Locale): string | null {
  const w = progressWords[locale];
  const parts = missionProgress(s, player);
  return parts.length ? parts.map((p) => classicPart(s, p, w, locale)).join(w.join) : null;
}
