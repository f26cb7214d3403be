// The tournament rules: C-TOUR-1 (time-limited games, the strongest goes through), C-TOUR-2
// (tables of 3–6, table winners to a final), R-TOUR-1 (three rounds, top 2 then top 1 by R-SCO-1
// scores and their tie-breaks).
import { describe, expect, it } from 'vitest';
import { isFinal, nextField, qualifiers, seatTables } from '../../src/tournament/format.js';
import { eliminationRounds, rankTable, rankingKey } from '../../src/tournament/table-ranking.js';
import { objectiveByNumber } from '../../src/engine/index.js';
import { getMap } from '../../src/engine/index.js';
import { occupy } from '../../src/engine/board.js';
import { scenario } from '../engine/helpers.js';

const names = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);
const facts = (ids: string[]) => ids.map((entrant) => ({ entrant, forfeited: false }));

describe('tournaments', () => {
  it('C-TOUR-2: entrants sit at tables of 3–6, everyone seated once', () => {
    for (const n of [3, 6, 7, 12, 13, 20, 31]) {
      const tables = seatTables(names(n), 'classic', 42)!;
      expect(tables.every((t) => t.length >= 3 && t.length <= 6)).toBe(true);
      expect(tables.flat().sort()).toEqual(names(n).sort());
    }
    expect(seatTables(names(2), 'classic', 1)).toBeNull();
    // The host's preferred table size is kept where the count allows it.
    expect(seatTables(names(12), 'classic', 3, 4)!.map((t) => t.length)).toEqual([4, 4, 4]);
  });

  it('C-TOUR-2: each table winner advances, then a final', () => {
    const results = [{ ranking: ['a', 'b', 'c'] }, { ranking: ['d', 'e', 'f', 'g'] }];
    expect(qualifiers(results, 'classic', 1)).toEqual(['a', 'd']);
    expect(isFinal('classic', 2, 1)).toBe(true);
    expect(isFinal('classic', 1, 2)).toBe(false);
    // Two winners cannot make a table of 3: the best runner-up ("the strongest") joins them.
    const next = nextField(results, 'classic', 1, 5);
    expect(next.final).toBe(true);
    expect(next.field.slice(0, 2)).toEqual(['a', 'd']);
    expect(['b', 'e']).toContain(next.field[2]);
    // A withdrawn or forfeited winner does not go through: the next at their table does.
    expect(qualifiers([{ ranking: ['a', 'b', 'c'], out: ['a'] }], 'classic', 1)).toEqual(['b']);
  });

  it('C-TOUR-1: a table that ran out of time is ranked by territories held (the strongest first)', () => {
    const s = scenario({ ruleset: 'classic', players: 3, fill: [1, 1] });
    const ids = getMap(s.map).territoryIds;
    ids.slice(0, 10).forEach((t) => occupy(s, t, 0, 1));
    ids.slice(10, 14).forEach((t) => occupy(s, t, 2, 1));
    s.phase = { kind: 'over', winners: [1], reason: 'timeLimit' };
    const out = rankTable(s, facts(['x', 'y', 'z']), 1, 0);
    // The game's winner first (most territories, C-TOUR-1), then 10 territories before 4.
    expect(out.ranking).toEqual(['y', 'x', 'z']);
    expect(out.strength).toEqual({ y: ids.length - 14, x: 10, z: 4 });
  });

  it('C-TOUR-2: of the eliminated (no territory left), the one out in a later game round ranks first', () => {
    const s = scenario({ ruleset: 'classic', players: 4, fill: [0, 1] });
    s.phase = { kind: 'over', winners: [0], reason: 'conquest' };
    for (const p of [1, 2, 3]) s.players[p].status = 'eliminated';
    const facts4 = [
      { entrant: 'w', forfeited: false },
      { entrant: 'early', forfeited: false, outRound: 4 },
      { entrant: 'late', forfeited: false, outRound: 19 },
      { entrant: 'mid', forfeited: false, outRound: 11 },
    ];
    for (const seed of [1, 2, 3, 4, 5])
      expect(rankTable(s, facts4, seed, 0).ranking).toEqual(['w', 'late', 'mid', 'early']);
    expect(rankTable(s, facts4, 1, 0).outRound).toEqual({ early: 4, late: 19, mid: 11 });
    // Read from the game's log: the round of the turn in which each seat was eliminated.
    const log = [
      { events: [{ type: 'turnStarted', player: 0, round: 3 }] },
      { events: [{ type: 'playerEliminated', player: 2, by: 0, cardsTaken: 1 }] },
      {
        events: [
          { type: 'turnStarted', player: 1, round: 7 },
          { type: 'playerEliminated', player: 1, by: 0 },
        ],
      },
    ];
    expect([...eliminationRounds(log)]).toEqual([
      [2, 3],
      [1, 7],
    ]);
  });

  it('R-TOUR-1: tables of 4 or 5; round 1 the top 2 of each table, round 2 the top 1, round 3 is the final', () => {
    const tables = seatTables(names(18), 'risiko', 7)!;
    expect(tables.every((t) => t.length === 4 || t.length === 5)).toBe(true);
    const results = [
      { ranking: ['a', 'b', 'c', 'd'] },
      { ranking: ['e', 'f', 'g', 'h'] },
      { ranking: ['i', 'j', 'k', 'l', 'm'] },
      { ranking: ['n', 'o', 'p', 'q', 'r'] },
    ];
    expect(qualifiers(results, 'risiko', 1)).toEqual(['a', 'b', 'e', 'f', 'i', 'j', 'n', 'o']);
    expect(qualifiers(results, 'risiko', 2)).toEqual(['a', 'e', 'i', 'n']);
    expect(isFinal('risiko', 3, 2)).toBe(true);
    // Round 2 → round 3 is the final: one table.
    expect(nextField(results, 'risiko', 2, 1)).toEqual({ field: ['a', 'e', 'i', 'n'], final: true });
  });

  it('R-TOUR-1: with few entrants only the table winners go through from round 1', () => {
    const results = [{ ranking: ['a', 'b', 'c', 'd'] }, { ranking: ['e', 'f', 'g', 'h'] }];
    expect(qualifiers(results, 'risiko', 1)).toEqual(['a', 'e']);
  });

  it('R-TOUR-1: six qualifiers cannot sit at tables of 4–5, so the best runners-up make two tables of 4', () => {
    const results = [
      { ranking: ['a', 'b', 'c', 'd'] },
      { ranking: ['e', 'f', 'g', 'h'] },
      { ranking: ['i', 'j', 'k', 'l'] },
    ];
    const next = nextField(results, 'risiko', 1, 9);
    expect(next.final).toBe(false);
    expect(next.field.slice(0, 6)).toEqual(['a', 'b', 'e', 'f', 'i', 'j']);
    expect(next.field).toHaveLength(8);
    expect(['c', 'g', 'k']).toEqual(expect.arrayContaining(next.field.slice(6)));
  });

  it('R-TOUR-1 / R-SCO-1: equal scores are split by points held outside the objective, then by dice', () => {
    const s = scenario({ ruleset: 'risiko', players: 4, fill: [0, 1] });
    const ids = getMap(s.map).territoryIds;
    const outside = (p: number) => {
      const obj = new Set(objectiveByNumber(s.players[p].objective!).territories);
      return ids.filter((t) => !obj.has(t));
    };
    // Seat 2 holds five territories outside its objective, seat 1 two, seat 3 one.
    const taken = new Set<string>();
    const give = (p: number, n: number) =>
      outside(p)
        .filter((t) => !taken.has(t))
        .slice(0, n)
        .forEach((t) => {
          taken.add(t);
          occupy(s, t, p, 1);
        });
    give(2, 5);
    give(1, 2);
    give(3, 1);
    s.phase = { kind: 'over', winners: [0], reason: 'sdadata', scores: { 0: 40, 1: 30, 2: 30, 3: 10 } };
    expect(rankingKey(s, 1)[0]).toBe(30);
    expect(rankingKey(s, 2)[1]).toBeGreaterThan(rankingKey(s, 1)[1]);
    const out = rankTable(s, facts(['w', 'x', 'y', 'z']), 3, 0);
    expect(out.ranking).toEqual(['w', 'y', 'x', 'z']);
    expect(out.strength).toEqual({ w: 40, x: 30, y: 30, z: 10 });

    // Two seats equal on every count: the dice (seeded per table) decide, the same on every process.
    const tie = structuredClone(s);
    for (const t of ids) occupy(tie, t, 0, 1);
    tie.phase = { kind: 'over', winners: [0], reason: 'sdadata', scores: { 0: 40, 1: 0, 2: 0, 3: 0 } };
    const orders = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      const a = rankTable(tie, facts(['w', 'x', 'y', 'z']), seed, 0).ranking;
      expect(rankTable(tie, facts(['w', 'x', 'y', 'z']), seed, 0).ranking).toEqual(a);
      expect(a[0]).toBe('w');
      orders.add(a.slice(1).join());
    }
    expect(orders.size).toBeGreaterThan(1);
  });
});
