// NA-MIS, NA-EMP: the mission cards of the advanced game. The 28 ranked missions of
// napoleon-missions (NA-MIS-6) and the project's 16 Empire missions (data, validated at load
// against the Europe 1811 board) share one id space and one condition vocabulary: the ranked
// one, plus sea zones, routes, fortifications and named territories. Empire missions also carry
// an immediate bonus and, for some, a permanent reinforcement bonus (NA-MIS-1, NA-MIS-5).
import { z } from 'zod';
import { dataFail, parseDataFile } from '../data-file.js';
import empireJson from '../../../data/napoleon-empire-missions.json' with { type: 'json' };
import { fortified, seaController } from '../board-units.js';
import type { GameMap } from '../map.js';
import { getMap } from '../maps.js';
import { cardTexts } from '../locale-data.js';
import {
  conditionProgress,
  conditionSchema,
  holdingsOf,
  napoleonMissions,
  RANKS,
  text,
  type Holdings,
  type Progress,
  type Rank,
} from '../napoleon-missions.js';
import type { GameState, Locale, PlayerId } from '../types.js';
import { lazyConstant, once } from '../lazy.js';

export const EMPIRE_MISSIONS_PER_RANK = 4;

const count = z.number().int().positive();
/** What the advanced game adds to the ranked missions' vocabulary. */
const seaAndForts = z.discriminatedUnion('kind', [
  /** Control `count` sea zones among `zones` (any zone when absent). */
  z.object({ kind: z.literal('zones'), count, zones: z.array(z.string()).min(1).optional() }),
  /** Control every zone of this sea route. */
  z.object({ kind: z.literal('route'), route: z.string() }),
  /** Hold `count` fortified territories. */
  z.object({ kind: z.literal('forts'), count }),
  /** Hold `count` of these territories. */
  z.object({ kind: z.literal('among'), territories: z.array(z.string()).min(1), count }),
]);
const advancedCondition = z.union([conditionSchema, seaAndForts]);
export type AdvancedCondition = z.infer<typeof advancedCondition>;

/** NA-EMP immediate bonuses; `at` names territories, zones, empires (their territories) or routes (their zones). */
export const BONUS_KINDS = ['ships', 'admiral', 'general', 'fort', 'armies', 'card'] as const;
export type BonusKind = (typeof BONUS_KINDS)[number];
const bonusSchema = z.object({ kind: z.enum(BONUS_KINDS), count, at: z.array(z.string()).min(1).optional() });

const fileSchema = z.object({
  about: z.string(),
  /** NA-MIS-1: VP of a completed mission by rank (ranked and Empire alike). */
  points: z.object({ caporal: count, capitaine: count, general: count, empereur: count }),
  missions: z.array(
    z.object({
      id: z.number().int().positive(),
      rank: z.enum(RANKS),
      conditions: z.array(advancedCondition).min(1),
      bonus: bonusSchema,
      permanent: count.optional(),
      text,
    }),
  ),
});

/** An immediate bonus with its places resolved: territories for land kinds, sea zones for sea kinds. */
export interface MissionBonus {
  kind: BonusKind;
  count: number;
  /** Candidate places in the data's order; empty = anywhere legal (a card needs none). */
  at: string[];
}

export interface AdvancedMission {
  id: number;
  rank: Rank;
  conditions: AdvancedCondition[];
  text: Record<Locale, string>;
  /** NA-EMP: an Empire mission (bonus, maybe a permanent bonus); false for the ranked 28. */
  empire: boolean;
  bonus: MissionBonus | null;
  /** NA-MIS-5: reinforcements each turn while the conditions hold (0 = none). */
  permanent: number;
}

export interface AdvancedMissionCards {
  points: Record<Rank, number>;
  missions: AdvancedMission[];
}

const SEA_KINDS: readonly BonusKind[] = ['ships', 'admiral'];

/** Validates the Empire missions against the board and joins them to the ranked ones (ids must not clash). */
export function parseEmpireMissions(
  json: unknown,
  map: GameMap,
  file = 'data/napoleon-empire-missions.json',
): AdvancedMissionCards {
  const data = parseDataFile(fileSchema, json, file);
  const fail = dataFail(file);
  const zones = new Set(map.seas.zones.map((z) => z.id));
  const routes = new Map(map.seas.routes.map((x) => [x.id, x.zones]));
  const empires = new Map(map.continents.map((c) => [c.id, c.territories]));
  const ids = new Set(napoleonMissions().map((m) => m.id));
  const out: AdvancedMission[] = data.missions.map((m, i) => {
    const at = `missions.${i}`;
    if (ids.has(m.id)) fail(`${at}.id`, `mission ${m.id} already exists`);
    ids.add(m.id);
    m.conditions.forEach((c, j) => {
      const where = `${at}.conditions.${j}`;
      if (c.kind === 'zones') {
        for (const z of c.zones ?? []) if (!zones.has(z)) fail(where, `unknown sea zone "${z}"`);
        if (c.count > (c.zones?.length ?? zones.size)) fail(where, `zones ${c.count} is more than listed`);
      } else if (c.kind === 'route') {
        if (!routes.has(c.route)) fail(where, `unknown sea route "${c.route}"`);
      } else if (c.kind === 'among') {
        for (const t of c.territories) if (!map.byId[t]) fail(where, `unknown territory "${t}"`);
        if (c.count > c.territories.length) fail(where, `among ${c.count} is more than listed`);
      } else if ((c.kind === 'empire' || c.kind === 'inEmpire') && !empires.has(c.empire))
        fail(where, `unknown empire "${c.empire}"`);
    });
    const sea = SEA_KINDS.includes(m.bonus.kind);
    const places = (m.bonus.at ?? []).flatMap((p) => {
      if (sea) {
        if (zones.has(p)) return [p];
        if (routes.has(p)) return routes.get(p)!;
      } else {
        if (map.byId[p]) return [p];
        if (empires.has(p)) return empires.get(p)!;
      }
      return fail(`${at}.bonus.at`, `"${p}" is not a ${sea ? 'sea zone or route' : 'territory or empire'}`);
    });
    if (m.bonus.kind === 'card' && places.length > 0) fail(`${at}.bonus.at`, 'a card goes to the hand');
    return {
      id: m.id,
      rank: m.rank,
      conditions: m.conditions,
      text: cardTexts(m.text, 'empireMissions', m.id),
      empire: true,
      bonus: { kind: m.bonus.kind, count: m.bonus.count, at: places },
      permanent: m.permanent ?? 0,
    };
  });
  for (const rank of RANKS) {
    const n = out.filter((m) => m.rank === rank).length;
    if (n !== EMPIRE_MISSIONS_PER_RANK)
      fail('missions', `${n} Empire missions of rank ${rank}, expected ${EMPIRE_MISSIONS_PER_RANK}`);
  }
  const ranked: AdvancedMission[] = napoleonMissions().map((m) => ({ ...m, empire: false, bonus: null, permanent: 0 }));
  return { points: data.points, missions: [...ranked, ...out] };
}

/** The cards, read on first use, and each by id. */
const cards = once(() => {
  const read = parseEmpireMissions(empireJson, getMap('europe-1811'));
  return { ...read, byId: new Map(read.missions.map((m) => [m.id, m])) };
});

/** Every mission card of the advanced game: the 28 ranked, then the 16 Empire missions. */
export const advancedMissions = (): readonly AdvancedMission[] => cards().missions;
export const ADVANCED_MISSIONS: readonly AdvancedMission[] = lazyConstant('array', advancedMissions);

/** NA-MIS-1: VP of a completed mission of `rank`. */
export const missionPoints = (rank: Rank): number => cards().points[rank];

export function advancedMissionById(id: number): AdvancedMission {
  const m = cards().byId.get(id);
  if (!m) throw new Error(`unknown advanced mission ${id}`);
  return m;
}

/** Index of the mission's rank (0 Caporal … 3 Empereur). */
export const advancedRankOf = (id: number): number => RANKS.indexOf(advancedMissionById(id).rank);

/** What a check reads besides the board: the best turn of conquests the player has recorded. */
export interface Deeds {
  bestTurnConquests: number;
}

/** One condition's progress for `player` now: `have` of the `need` it counts (it holds when have ≥ need). */
export function advancedConditionProgress(
  s: GameState,
  player: PlayerId,
  c: AdvancedCondition,
  held: Holdings,
  deeds: Deeds,
): Progress {
  const map = getMap(s.map);
  switch (c.kind) {
    case 'zones': {
      const zones = c.zones ?? map.seas.zones.map((z) => z.id);
      return { have: zones.filter((z) => seaController(s, z) === player).length, need: c.count };
    }
    case 'route': {
      const zones = map.seas.routes.find((x) => x.id === c.route)!.zones;
      return { have: zones.filter((z) => seaController(s, z) === player).length, need: zones.length };
    }
    case 'forts':
      return { have: map.territoryIds.filter((t, i) => held.owned[i] && fortified(s, t)).length, need: c.count };
    case 'among':
      return { have: c.territories.filter((t) => held.owned[map.index[t]]).length, need: c.count };
    case 'conquestsInTurn': {
      // the advanced game keeps its own record of deeds (the ranked slice is napoleon-missions')
      const now = s.turn.player === player ? s.turn.conquered : 0;
      return { have: Math.max(deeds.bestTurnConquests, now), need: c.count };
    }
    default:
      return conditionProgress(s, player, c, held);
  }
}

/** Whether one condition holds for `player` now. */
export function advancedConditionHolds(
  s: GameState,
  player: PlayerId,
  c: AdvancedCondition,
  held: Holdings,
  deeds: Deeds,
): boolean {
  const p = advancedConditionProgress(s, player, c, held, deeds);
  return p.have >= p.need;
}

/** Whether every condition of `mission` holds for `player` now. */
export function advancedMissionHolds(
  s: GameState,
  player: PlayerId,
  mission: number,
  deeds: Deeds,
  held: Holdings = holdingsOf(s, player),
): boolean {
  return advancedMissionById(mission).conditions.every((c) => advancedConditionHolds(s, player, c, held, deeds));
}
