// The napoleon-advanced AI measure (npm run napoleon-advanced-ai) counts what a game did.
import { describe, expect, it } from 'vitest';
import { advancedAiGame, advancedAiMatch } from '../../src/sim/advanced-ai.js';

describe('NA-WIN: the AI measure', () => {
  it('NA-WIN-3, NA-WIN-4: a game’s win shares sum to 1 and each seat’s points are the sum of their sources', () => {
    const g = advancedAiGame(['baseline', 'landlubber', 'random'], 5);
    expect(g.breaks).toEqual([]);
    expect(g.win.reduce((a, b) => a + b, 0)).toBeCloseTo(1);
    g.points.forEach((p, seat) => expect(Object.values(g.sources[seat]).reduce((a, b) => a + b, 0)).toBe(p));
    expect(g.decisions.every((n) => n > 0)).toBe(true);
  });

  it('NA-WIN-3: the measured AI’s seat turns with each game and its wins are counted from the games', () => {
    const m = advancedAiMatch('baseline', 'random', 1, 3, 11);
    const games = [0, 1, 2].map((g) => {
      const seats = ['random', 'random', 'random'];
      seats[g] = 'baseline';
      return advancedAiGame(seats, 11 + g);
    });
    expect(m.wins).toBeCloseTo(games.reduce((a, g, i) => a + g.win[i], 0));
    expect(m.lost).toEqual(games.flatMap((g, i) => (g.win[i] === 0 ? [11 + i] : [])));
    expect(m.breaks).toBe(0);
  });
});
