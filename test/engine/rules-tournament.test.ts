import { describe, expect, it } from 'vitest';
import { isFinal, qualifiers, seatTables } from '../../src/engine/tournament.js';

const names = (n: number) => Array.from({ length: n }, (_, i) => `p${i + 1}`);

describe('tournaments', () => {
  it('C-TOUR-2: entrants sit at tables of 3–6, everyone seated once', () => {
    for (const n of [3, 6, 7, 12, 13, 20, 31]) {
      const tables = seatTables(names(n), 'classic', 42)!;
      expect(tables.every((t) => t.length >= 3 && t.length <= 6)).toBe(true);
      expect(tables.flat().sort()).toEqual(names(n).sort());
    }
    expect(seatTables(names(2), 'classic', 1)).toBeNull();
  });

  it('C-TOUR-2: each table winner advances, then a final', () => {
    const results = [{ ranking: ['a', 'b', 'c'] }, { ranking: ['d', 'e', 'f', 'g'] }];
    expect(qualifiers(results, 'classic', 1)).toEqual(['a', 'd']);
    expect(isFinal('classic', 2, 1)).toBe(true);
    expect(isFinal('classic', 1, 2)).toBe(false);
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
  });

  it('R-TOUR-1: with few entrants only the table winners go through from round 1', () => {
    const results = [{ ranking: ['a', 'b', 'c', 'd'] }, { ranking: ['e', 'f', 'g', 'h'] }];
    expect(qualifiers(results, 'risiko', 1)).toEqual(['a', 'e']);
  });
});
