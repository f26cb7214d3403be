// NM-1: the ranked missions of Risk Napoléon — Caporal, Capitaine, Général, Empereur. The
// box's mission texts are not public: these 28 (7 a rank) are designed by the project, kept as
// data (data/napoleon-missions.json) and validated at load against the Europe 1811 board. Each
// mission is a list of conditions that must all hold when it is claimed.
import { z } from 'zod';
import { dataFail, parseDataFile } from './data-file.js';
import missionsJson from '../../data/napoleon-missions.json' with { type: 'json' };
import { getMap } from './maps.js';
import type { GameMap } from './map.js';
import { armiesAt, holderOf, napoleonBoard, type NapoleonBoard } from './napoleon-board.js';
import { lazyConstant, once } from './lazy.js';
import { rankedFor } from './ext.js';
import { cardTexts } from './locale-data.js';
import type { GameState, Locale, PlayerId } from './types.js';

export const RANKS = ['caporal', 'capitaine', 'general', 'empereur'] as const;
export type Rank = (typeof RANKS)[number];
export const MISSIONS_PER_RANK = 7;

const count = z.number().int().positive();
export const conditionSchema = z.discriminatedUnion('kind', [
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

export const text = z.object({ en: z.string().min(1), fr: z.string().min(1), it: z.string().min(1) });
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
  const data = parseDataFile(fileSchema, json, file);
  const fail = dataFail(file);
  const missions = data.missions;
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
  return missions.map((m) => ({
    id: m.id,
    rank: m.rank,
    conditions: m.conditions,
    text: cardTexts(m.text, 'napoleonMissions', m.id),
  }));
}

/** The 28 missions, read on first use. */
export const napoleonMissions = once((): readonly NapoleonMission[] =>
  parseNapoleonMissions(missionsJson, getMap('europe-1811'), napoleonBoard()),
);
export const NAPOLEON_MISSIONS: readonly NapoleonMission[] = lazyConstant('array', napoleonMissions);

export function napoleonMissionById(id: number): NapoleonMission {
  const m = napoleonMissions().find((x) => x.id === id);
  if (!m) throw new Error(`unknown Napoléon mission ${id}`);
  return m;
}

export const rankOf = (id: number): number => RANKS.indexOf(napoleonMissionById(id).rank);

/**
 * What `player` holds, read off the board once (by territory index): a run of condition checks
 * on one state shares it (`missionHolds`, and the AI's wants: once per decision, not once per
 * condition or candidate).
 */
export interface Holdings {
  owned: Uint8Array;
  armies: Int32Array;
}

export function holdingsOf(s: GameState, player: PlayerId): Holdings {
  const ids = getMap(s.map).territoryIds;
  const owned = new Uint8Array(ids.length),
    armies = new Int32Array(ids.length);
  for (let i = 0; i < ids.length; i++) {
    if (holderOf(s, ids[i]) !== player) continue;
    owned[i] = 1;
    armies[i] = armiesAt(s, ids[i]);
  }
  return { owned, armies };
}

/** The board's empires, capitals and sea lines as territory indices (once per map). */
interface Indexed {
  empires: Map<string, number[]>;
  capitals: number[];
  seaLines: [number, number][];
}
const indexedMaps = new WeakMap<GameMap, Indexed>();
function indexed(map: GameMap): Indexed {
  let x = indexedMaps.get(map);
  if (!x) {
    const at = (t: string): number => map.index[t];
    x = {
      empires: new Map(map.continents.map((e) => [e.id, e.territories.map(at)])),
      capitals: napoleonBoard().capitalTerritories.map(at),
      seaLines: napoleonBoard().seaLines.map(([a, b]): [number, number] => [at(a), at(b)]),
    };
    indexedMaps.set(map, x);
  }
  return x;
}

function ownedAmong(owned: Uint8Array, ts: readonly number[]): number {
  let n = 0;
  for (const t of ts) n += owned[t];
  return n;
}

/**
 * How far `player` is with a condition: `have` of the `need` it asks (territories, empires,
 * armies…, whatever it counts); it holds when have ≥ need. The goal's progress in words comes
 * from here, and `conditionHolds` asks the same numbers.
 */
export interface Progress {
  have: number;
  need: number;
}

/** One condition's progress for `player` now (deeds are read from what the state recorded). */
export function conditionProgress(
  s: GameState,
  player: PlayerId,
  c: MissionCondition,
  held: Holdings = holdingsOf(s, player),
): Progress {
  const x = indexed(getMap(s.map));
  const { owned, armies } = held;
  const of = (have: number, need: number): Progress => ({ have, need });
  switch (c.kind) {
    case 'territories': {
      const min = c.minArmies ?? 1;
      let n = 0;
      for (let i = 0; i < owned.length; i++) if (owned[i] && armies[i] >= min) n++;
      return of(n, c.count);
    }
    case 'empires': {
      let n = 0;
      for (const ts of x.empires.values()) if (ownedAmong(owned, ts) === ts.length) n++;
      return of(n, c.count);
    }
    case 'empire': {
      const ts = x.empires.get(c.empire)!;
      return of(ownedAmong(owned, ts), ts.length);
    }
    case 'inEmpire':
      return of(ownedAmong(owned, x.empires.get(c.empire)!), c.count);
    case 'capitals':
      return of(ownedAmong(owned, x.capitals), c.count);
    case 'presence': {
      let n = 0;
      for (const ts of x.empires.values()) if (ownedAmong(owned, ts) > 0) n++;
      return of(n, c.count);
    }
    case 'seaLines': {
      let n = 0;
      for (const [a, b] of x.seaLines) if (owned[a] && owned[b]) n++;
      return of(n, c.count);
    }
    case 'stack': {
      let most = 0;
      for (let i = 0; i < owned.length; i++) if (owned[i]) most = Math.max(most, armies[i]);
      return of(most, c.armies);
    }
    case 'armies': {
      let n = 0;
      for (let i = 0; i < owned.length; i++) if (owned[i]) n += armies[i];
      return of(n, c.count);
    }
    case 'eliminations':
      return of(s.players.filter((p) => p.status === 'eliminated' && p.eliminatedBy === player).length, c.count);
    case 'conquestsInTurn': {
      const best = rankedFor(s, player)?.bestTurnConquests ?? 0;
      const now = s.turn.player === player ? s.turn.conquered : 0;
      return of(Math.max(best, now), c.count);
    }
  }
}

/** Whether one condition holds for `player` now. */
export function conditionHolds(
  s: GameState,
  player: PlayerId,
  c: MissionCondition,
  held: Holdings = holdingsOf(s, player),
): boolean {
  const p = conditionProgress(s, player, c, held);
  return p.have >= p.need;
}

export function missionHolds(
  s: GameState,
  player: PlayerId,
  mission: number,
  held: Holdings = holdingsOf(s, player),
): boolean {
  return napoleonMissionById(mission).conditions.every((c) => conditionHolds(s, player, c, held));
}
