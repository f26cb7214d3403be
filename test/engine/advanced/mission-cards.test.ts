// NA-EMP, NA-MIS-6: the Empire missions as data, validated against the board, and the
// vocabulary the advanced game adds to the ranked missions' (sea zones, routes, forts, places).
import { describe, expect, it } from 'vitest';
import { addShips, setFort } from '../../../src/engine/board-units.js';
import {
  ADVANCED_MISSIONS,
  advancedConditionHolds,
  missionPoints,
  parseEmpireMissions,
  type AdvancedCondition,
} from '../../../src/engine/advanced/mission-cards.js';
import { holdingsOf, RANKS } from '../../../src/engine/napoleon-missions.js';
import empireJson from '../../../data/napoleon-empire-missions.json' with { type: 'json' };
import type { GameState } from '../../../src/engine/types.js';
import { EUROPE, position } from './helpers.js';

const holds = (s: GameState, c: AdvancedCondition, conquests = 0) =>
  advancedConditionHolds(s, 0, c, holdingsOf(s, 0), { bestTurnConquests: conquests });

describe('NA-EMP: the Empire missions as data', () => {
  it('NA-EMP: 16 Empire missions, 4 a rank, beside the 28 ranked; texts in en, fr and it', () => {
    const empire = ADVANCED_MISSIONS.filter((m) => m.empire);
    expect(empire.length).toBe(16);
    for (const rank of RANKS) expect(empire.filter((m) => m.rank === rank).length).toBe(4);
    expect(ADVANCED_MISSIONS.filter((m) => !m.empire).length).toBe(28);
    for (const m of empire) for (const l of ['en', 'fr', 'it'] as const) expect(m.text[l].length).toBeGreaterThan(20);
    expect(empire.filter((m) => m.permanent > 0).map((m) => m.id)).toEqual([
      105, 106, 108, 109, 110, 111, 112, 113, 114, 115, 116,
    ]);
  });

  it('NA-MIS-1: VP by rank are 2, 3, 5, 8', () => {
    expect(RANKS.map(missionPoints)).toEqual([2, 3, 5, 8]);
  });

  it('NA-EMP: the bonus places resolve empires to their territories and routes to their zones', () => {
    const e9 = ADVANCED_MISSIONS.find((m) => m.id === 109)!;
    expect(e9.bonus!.at).toEqual(['pays_austro_boheme', 'hongrie', 'galicie', 'transylvanie']);
    const e15 = ADVANCED_MISSIONS.find((m) => m.id === 115)!;
    expect(e15.bonus!.at).toEqual(['mediterranee_occidentale', 'mer_adriatique', 'mediterranee_orientale']);
  });

  it('NA-EMP: a file naming an unknown zone, reusing a ranked id or short of a rank is refused with the field named', () => {
    const zone = structuredClone(empireJson);
    zone.missions[3].conditions[0] = { kind: 'zones', zones: ['mer_rouge'], count: 1 };
    expect(() => parseEmpireMissions(zone, EUROPE)).toThrow(/missions\.3\.conditions\.0.*unknown sea zone "mer_rouge"/);
    const clash = structuredClone(empireJson);
    clash.missions[0].id = 7;
    expect(() => parseEmpireMissions(clash, EUROPE)).toThrow(/missions\.0\.id.*mission 7 already exists/);
    const short = structuredClone(empireJson);
    short.missions.pop();
    expect(() => parseEmpireMissions(short, EUROPE)).toThrow(/3 Empire missions of rank empereur, expected 4/);
    const land = structuredClone(empireJson);
    land.missions[0].bonus.at = ['england'];
    expect(() => parseEmpireMissions(land, EUROPE)).toThrow(/"england" is not a sea zone or route/);
  });
});

describe('NA-EMP: the conditions of the advanced game', () => {
  it('NA-EMP zones: control N sea zones (among some); a contested zone is nobody’s (NA-BRD-4)', () => {
    const s = position({ board: { england: [0, 3] } });
    addShips(s, 'mer_du_nord', 0, 1);
    addShips(s, 'mer_baltique', 0, 2);
    expect(holds(s, { kind: 'zones', count: 2 })).toBe(true);
    expect(holds(s, { kind: 'zones', count: 3 })).toBe(false);
    expect(holds(s, { kind: 'zones', count: 1, zones: ['atlantique_ouest'] })).toBe(false);
    addShips(s, 'mer_baltique', 1, 1);
    expect(holds(s, { kind: 'zones', count: 2 })).toBe(false);
  });

  it('NA-EMP route: every zone of the route controlled (NA-BRD-2)', () => {
    const s = position({ board: { england: [0, 3] } });
    addShips(s, 'atlantique_ouest', 0, 1);
    addShips(s, 'mer_du_nord', 0, 1);
    expect(holds(s, { kind: 'route', route: 'route_des_ameriques' })).toBe(false);
    addShips(s, 'mer_baltique', 0, 1);
    expect(holds(s, { kind: 'route', route: 'route_des_ameriques' })).toBe(true);
    expect(holds(s, { kind: 'route', route: 'route_des_indes' })).toBe(false);
  });

  it('NA-EMP forts and among: fortified territories held, and named territories held', () => {
    const s = position({ board: { england: [0, 3], scotland: [0, 3] } });
    setFort(s, 'england', true);
    setFort(s, 'ireland', true); // player 1's
    expect(holds(s, { kind: 'forts', count: 1 })).toBe(true);
    expect(holds(s, { kind: 'forts', count: 2 })).toBe(false);
    expect(holds(s, { kind: 'among', territories: ['england', 'bretagne_normandie'], count: 1 })).toBe(true);
    expect(holds(s, { kind: 'among', territories: ['england', 'ireland'], count: 2 })).toBe(false);
  });

  it('NA-MIS-6: the ranked vocabulary is unchanged; conquests in a turn read the advanced game’s record', () => {
    const s = position({ board: { england: [0, 10] } });
    expect(holds(s, { kind: 'stack', armies: 10 })).toBe(true);
    expect(holds(s, { kind: 'conquestsInTurn', count: 3 })).toBe(false);
    expect(holds(s, { kind: 'conquestsInTurn', count: 3 }, 3)).toBe(true);
    s.turn.conquered = 4;
    expect(holds(s, { kind: 'conquestsInTurn', count: 4 })).toBe(true);
  });
});
