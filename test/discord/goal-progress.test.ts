// Issue 26: a secret goal's progress condition by condition, on its owner's goal image and My
// map: "Asia 9/12 ✘ · South America 4/4 ✔", "Territories with 2+ armies 6/18 ✘", "red (P1): 3
// territories left ✘", and the ranked and advanced missions' conditions in the same words —
// never "Progress: 0/1" or "1 of 2 conditions met".
import { describe, expect, it } from 'vitest';
import type { MapRecord } from '../../src/discord/games/map/record.js';
import { goalOverlay } from '../../src/discord/present/secrets.js';
import { advancedProgress, rankedProgress } from '../../src/discord/present/progress.js';
import {
  ADVANCED_MISSIONS,
  advancedConditionHolds,
  advancedMissionHolds,
} from '../../src/engine/advanced/mission-cards.js';
import { advMissionsFor } from '../../src/engine/ext.js';
import { missionComplete } from '../../src/engine/missions/missions.js';
import { getMap } from '../../src/engine/maps.js';
import {
  conditionHolds,
  holdingsOf,
  missionHolds,
  NAPOLEON_MISSIONS,
  napoleonMissionById,
} from '../../src/engine/napoleon-missions.js';
import { NAPOLEON_BOARD } from '../../src/engine/napoleon-board.js';
import type { GameState, PlayerId, TerritoryId } from '../../src/engine/types.js';
import type { Locale } from '../../src/i18n/names.js';
import { hasGlyph } from '../../src/render/fonts.js';
import { sampleState } from '../../src/render/samples.js';
import { scenario } from '../engine/helpers.js';

const world = getMap('world');
const europe = getMap('europe-1811');
const recordOf = (s: GameState, ruleset: string, locale: Locale = 'en') =>
  ({ ruleset, locale, seats: [], state: s }) as unknown as MapRecord;
const continent = (map: typeof world, id: string) => map.continents.find((c) => c.id === id)!.territories;

/** A missions game where player 0 holds `mine` (armies each: `armies` or 1) and player 1 the rest. */
function missionsGame(mission: number, mine: readonly TerritoryId[], armies: Record<string, number> = {}): GameState {
  const board = Object.fromEntries(mine.map((t) => [t, [0, armies[t] ?? 1] as [number, number]]));
  const s = scenario({ ruleset: 'missions', players: 3, board: { ...board, kamchatka: [2, 1] } });
  s.players[0].mission = mission;
  return s;
}

const lineOf = (s: GameState, locale: Locale = 'en') => goalOverlay(recordOf(s, 'missions', locale), 0, locale)!.lines;

describe('a classic mission’s progress (M-4, M-6)', () => {
  it('M-4: a two-continent mission counts each continent’s territories held, ticked when whole', () => {
    const asia = continent(world, 'asia').filter((t) => t !== 'kamchatka');
    const s = missionsGame(4, [...asia.slice(0, 9), ...continent(world, 'south_america')]);
    expect(lineOf(s)).toEqual(['Asia 9/12 ✘ · South America 4/4 ✔']);
    expect(lineOf(s, 'fr')).toEqual(['Asie 9/12 ✘ · Amérique du Sud 4/4 ✔']);
    expect(lineOf(s, 'it')).toEqual(['Asia 9/12 ✘ · Sud America 4/4 ✔']);
    expect(missionComplete(s, 0)).toBe(false);
  });

  it('M-4: the third continent of one’s choice is a part of its own, and all parts ticked is the mission done', () => {
    const both = [...continent(world, 'europe'), ...continent(world, 'south_america')];
    const s = missionsGame(5, both);
    expect(lineOf(s)).toEqual(['Europe 7/7 ✔ · South America 4/4 ✔ · A third continent ✘']);
    expect(missionComplete(s, 0)).toBe(false);
    const done = missionsGame(5, [...both, ...continent(world, 'australia')]);
    expect(lineOf(done)).toEqual(['Europe 7/7 ✔ · South America 4/4 ✔ · A third continent ✔']);
    expect(missionComplete(done, 0)).toBe(true);
  });

  it('M-4: a territories mission counts only the territories with enough armies', () => {
    const mine = world.territoryIds.slice(0, 10);
    const s = missionsGame(8, mine, Object.fromEntries(mine.slice(0, 6).map((t) => [t, 2])));
    expect(lineOf(s)).toEqual(['Territories with 2+ armies 6/18 ✘']);
    expect(lineOf(s, 'fr')).toEqual(['Territoires à 2 armées ou plus 6/18 ✘']);
    expect(lineOf(s, 'it')).toEqual(['Territori con almeno 2 armate 6/18 ✘']);
  });

  it('M-6: a destroy mission says how many territories the target still holds, then that it is done', () => {
    // seat 1 is red (yellow, red, blue in seat order); it keeps 3 territories
    const s = missionsGame(10, world.territoryIds.slice(3));
    for (const t of world.territoryIds.slice(0, 3)) expect(s.board.control[world.index[t]]).toBe(1);
    expect(s.players[1].colour).toBe('red');
    expect(lineOf(s)).toEqual([`red (${s.players[1].name}): 3 territories left ✘`]);
    expect(lineOf(s, 'fr')).toEqual([`rouge (${s.players[1].name}) : encore 3 territoires ✘`]);
    s.players[1].status = 'eliminated';
    s.players[1].eliminatedBy = 0;
    expect(lineOf(s)).toEqual([`red (${s.players[1].name}) eliminated ✔`]);
    expect(missionComplete(s, 0)).toBe(true);
  });

  it('the ticks are drawn by a shipped font (the goal image shows no box)', () => {
    expect(hasGlyph('✔'.codePointAt(0)!)).toBe(true);
    expect(hasGlyph('✘'.codePointAt(0)!)).toBe(true);
  });
});

/** A napoleon-missions game where player 0 holds `mine` and player 1 the rest. */
function rankedGame(mine: readonly TerritoryId[]): GameState {
  const board = Object.fromEntries(mine.map((t) => [t, [0, 1] as [number, number]]));
  return scenario({ ruleset: 'napoleon-missions', players: 3, fill: [1, 1], board: { ...board, syrie: [2, 1] } });
}

const PART = /^(.+) (\d+)\/(\d+) ([✔✘])$/u;

describe('a ranked or advanced mission’s progress (NM-1, NA-MIS)', () => {
  it('NM-1: each condition of a ranked mission with its count, e.g. two whole empires', () => {
    const iberia = continent(europe, 'iberia');
    const italy = continent(europe, 'italian_protectorates');
    const s = rankedGame([...iberia, ...italy.slice(0, 2)]);
    expect(napoleonMissionById(19).conditions.map((c) => c.kind)).toEqual(['empire', 'empire']);
    expect(rankedProgress(s, 0, 19, 'en')).toBe(`Iberian Peninsula 4/4 ✔ · Italian Protectorates 2/3 ✘`);
    expect(rankedProgress(s, 0, 19, 'it')).toBe(`Penisola Iberica 4/4 ✔ · Protettorati Italiani 2/3 ✘`);
    const caps = NAPOLEON_BOARD.capitalTerritories.filter((t) => iberia.includes(t) || italy.includes(t)).length;
    expect(rankedProgress(s, 0, 2, 'en')).toBe(`Capitals ${caps}/2 ${caps >= 2 ? '✔' : '✘'}`);
    expect(rankedProgress(s, 0, 2, 'fr')).toMatch(/^Capitales \d\/2 [✔✘]$/u);
  });

  it('NM-1: every ranked mission, each condition in words with the numbers the claim checks', () => {
    const s = sampleState('napoleon-missions', 4, 7, (x) => x.turn.round >= 4);
    for (const p of [0, 1, 2, 3] as PlayerId[]) {
      const held = holdingsOf(s, p);
      for (const m of NAPOLEON_MISSIONS) {
        const parts = rankedProgress(s, p, m.id, 'en').split(' · ');
        expect(parts).toHaveLength(m.conditions.length);
        m.conditions.forEach((c, i) => {
          const [, , have, need, tick] = PART.exec(parts[i])!;
          expect(tick === '✔', `${m.id} ${parts[i]}`).toBe(conditionHolds(s, p, c, held));
          expect(Number(have) >= Number(need)).toBe(tick === '✔');
        });
        expect(parts.every((x) => x.endsWith('✔'))).toBe(missionHolds(s, p, m.id, held));
      }
    }
  });

  it('NM-1: the goal image ticks the claimed missions and gives the open ones their progress', () => {
    const s = sampleState('napoleon-missions', 3, 5, (x) => x.turn.round >= 3);
    const own = s.ext.ranked![0];
    own.claimed = [own.missions[0]];
    const lines = goalOverlay(recordOf(s, 'napoleon-missions'), 0, 'en')!.lines!;
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^\[x\] [^—]+$/u);
    for (const [i, l] of lines.slice(1).entries())
      expect(l).toBe(`${l.split(' — ')[0]} — ${rankedProgress(s, 0, own.missions[i + 1], 'en')}`);
  });

  it('NA-MIS: every advanced mission (ranked and Empire), each condition in words, ticked as the engine checks it', () => {
    const s = sampleState('napoleon-advanced', 3, 31, (x) => x.turn.round >= 2 && x.phase.kind === 'reinforce');
    for (const p of [0, 1, 2] as PlayerId[]) {
      const held = holdingsOf(s, p);
      const deeds = advMissionsFor(s, p)!;
      for (const m of ADVANCED_MISSIONS) {
        const parts = advancedProgress(s, p, m.id, 'en').split(' · ');
        expect(parts).toHaveLength(m.conditions.length);
        m.conditions.forEach((c, i) => {
          expect(parts[i], `${m.id}`).toMatch(PART);
          expect(parts[i].endsWith('✔')).toBe(advancedConditionHolds(s, p, c, held, deeds));
        });
        expect(parts.every((x) => x.endsWith('✔'))).toBe(advancedMissionHolds(s, p, m.id, deeds, held));
      }
    }
  });
});
