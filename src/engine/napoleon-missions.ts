// NM-1: the ranked missions of Risk Napoléon — Caporal, Capitaine, Général, Empereur. The
// box's mission texts are not public: these 28 (7 a rank) are designed by the project, kept as
// data (data/napoleon-missions.json) and validated at load against the Europe 1811 board. Each
// mission is a list of conditions that must all hold when it is claimed.
import { z } from 'zod';
import missionsJson from '../../data/napoleon-missions.json' with { type: 'json' };
import { getMap } from './maps.js';
import type { GameMap } from './map.js';
import { armiesAt, holderOf, NAPOLEON_BOARD, type NapoleonBoard } from './napoleon-board.js';
import { rankedFor } from './ext.js';
import type { GameState, Locale, PlayerId } from './types.js';

export const RANKS = ['caporal', 'capitaine', 'general', 'empereur'] as const;
export type Rank = (typeof RANKS)[number];
export const MISSIONS_PER_RANK = 7;

const count = z.number().int().positive();
const conditionSchema = z.discriminatedUnion('kind', [
  /** Hold `count` territories, each with at least `minArmies` armies (default 1). */
  z.object({ kind: z.literal('territories'), count, minArmies: count.optional() }),
  /** Hold `count` whole empires, any of them. */
  z.object({ kind: z.literal('empires'), count }),
  /** Hold this whole empire. */
  z.object({ kind: z.literal('empire'), empire: z.string() }),
  /** Hold `count` territories of this empire. */
  z.object({ kind: z.literal('inEmpire'), empire: z.string(), count }),
  /** Hold `count` empire capitals, any of them. */
  z.object({ kind: z.literal('capitals'), count }),
  /** Hold at least one territory in `count` different empires. */
  z.object({ kind: z.literal('presence'), count }),
  /** Hold both ends of `count` dotted sea lines. */
  z.object({ kind: z.literal('seaLines'), count }),
  /** Hold one territory with at least `armies` armies. */
  z.object({ kind: z.literal('stack'), armies: count }),
  /** Have at least `count` armies on the board in all. */
  z.object({ kind: z.literal('armies'), count }),
  /** Have eliminated `count` players yourself. */
  z.object({ kind: z.literal('eliminations'), count }),
  /** Have conquered `count` territories in one of your turns. */
  z.object({ kind: z.literal('conquestsInTurn'), count }),
]);
export type MissionCondition = z.infer<typeof conditionSchema>;

const text = z.object({ en: z.string().min(1), fr: z.string().min(1), it: z.string().min(1) });
const fileSchema = z.object({
  about: z.string(),
  missions: z.array(
    z.object({
      id: z.number().int().positive(),
      rank: z.enum(RANKS),
      conditions: z.array(conditionSchema).min(1),
      text,
    }),
  ),
});

export interface NapoleonMission {
  id: number;
  rank: Rank;
  conditions: MissionCondition[];
  text: Record<Locale, string>;
}

/** Validates the file against the board: 7 missions a rank, unique ids, known empires, reachable counts. */
export function parseNapoleonMissions(
  json: unknown,
  map: GameMap,
  board: NapoleonBoard,
  file = 'data/napoleon-missions.json',
): NapoleonMission[] {
  const r = fileSchema.safeParse(json);
  const fail = (field: string, detail: string): never => {
    throw new Error(`${file}: invalid field "${field}": ${detail}`);
  };
  if (!r.success) {
    const issue = r.error.issues[0];
    fail(issue.path.join('.') || '(root)', issue.message);
  }
  const missions = r.data!.missions;
  const ids = new Set<number>();
  const empires = new Map(map.continents.map((c) => [c.id, c.territories.length]));
  const territories = map.territoryIds.length;
  missions.forEach((m, i) => {
    if (ids.has(m.id)) fail(`missions.${i}.id`, `duplicate mission ${m.id}`);
    ids.add(m.id);
    m.conditions.forEach((c, j) => {
      const at = `missions.${i}.conditions.${j}`;
      const within = (n: number, max: number) => {
        if (n > max) fail(at, `${c.kind} ${n} is more than the board allows (${max})`);
      };
      switch (c.kind) {
        case 'empire':
          if (!empires.has(c.empire)) fail(at, `unknown empire "${c.empire}"`);
          break;
        case 'inEmpire':
          if (!empires.has(c.empire)) fail(at, `unknown empire "${c.empire}"`);
          within(c.count, empires.get(c.empire)!);
          break;
        case 'empires':
        case 'presence':
          within(c.count, empires.size);
          break;
        case 'capitals':
          within(c.count, board.capitalTerritories.length);
          break;
        case 'seaLines':
          within(c.count, board.seaLines.length);
          break;
        case 'territories':
        case 'conquestsInTurn':
          within(c.count, territories);
          break;
        case 'eliminations':
          within(c.count, 5);
          break;
        case 'stack':
        case 'armies':
          break;
      }
    });
  });
  for (const rank of RANKS) {
    const n = missions.filter((m) => m.rank === rank).length;
    if (n !== MISSIONS_PER_RANK) fail('missions', `${n} missions of rank ${rank}, expected ${MISSIONS_PER_RANK}`);
  }
  return missions.map((m) => ({ id: m.id, rank: m.rank, conditions: m.conditions, text: m.text }));
}

export const NAPOLEON_MISSIONS: readonly NapoleonMission[] = parseNapoleonMissions(
  missionsJson,
  getMap('europe-1811'),
  NAPOLEON_BOARD,
);

export function napoleonMissionById(id: number): NapoleonMission {
  const m = NAPOLEON_MISSIONS.find((x) => x.id === id);
  if (!m) throw new Error(`unknown Napoléon mission ${id}`);
  return m;
}

export const rankOf = (id: number): number => RANKS.indexOf(napoleonMissionById(id).rank);

/** Whether one condition holds for `player` now (deeds are read from what the state recorded). */
export function conditionHolds(s: GameState, player: PlayerId, c: MissionCondition): boolean {
  const map = getMap(s.map);
  const own = (t: string) => holderOf(s, t) === player;
  const ownedIn = (empire: string) => map.continents.find((e) => e.id === empire)!.territories.filter(own).length;
  const whole = (empire: string) => {
    const e = map.continents.find((x) => x.id === empire)!;
    return e.territories.every(own);
  };
  switch (c.kind) {
    case 'territories': {
      const min = c.minArmies ?? 1;
      return map.territoryIds.filter((t) => own(t) && armiesAt(s, t) >= min).length >= c.count;
    }
    case 'empires':
      return map.continents.filter((e) => whole(e.id)).length >= c.count;
    case 'empire':
      return whole(c.empire);
    case 'inEmpire':
      return ownedIn(c.empire) >= c.count;
    case 'capitals':
      return NAPOLEON_BOARD.capitalTerritories.filter(own).length >= c.count;
    case 'presence':
      return map.continents.filter((e) => ownedIn(e.id) > 0).length >= c.count;
    case 'seaLines':
      return NAPOLEON_BOARD.seaLines.filter(([a, b]) => own(a) && own(b)).length >= c.count;
    case 'stack':
      return map.territoryIds.some((t) => own(t) && armiesAt(s, t) >= c.armies);
    case 'armies':
      return map.territoryIds.reduce((n, t) => n + (own(t) ? armiesAt(s, t) : 0), 0) >= c.count;
    case 'eliminations':
      return s.players.filter((p) => p.status === 'eliminated' && p.eliminatedBy === player).length >= c.count;
    case 'conquestsInTurn': {
      const best = rankedFor(s, player)?.bestTurnConquests ?? 0;
      const now = s.turn.player === player ? s.turn.conquered : 0;
      return Math.max(best, now) >= c.count;
    }
  }
}

export function missionHolds(s: GameState, player: PlayerId, mission: number): boolean {
  return napoleonMissionById(mission).conditions.every((c) => conditionHolds(s, player, c));
}
