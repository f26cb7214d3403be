// The 14 cards: data shape, the known cards, and scores from measured difficulty.
import { describe, expect, it } from 'vitest';
import cardsJson from '../../data/express/cards.json' with { type: 'json' };
import { EXPRESS, parseCards } from '../../src/express/cards.js';
import { conquestChance } from '../../src/express/ev.js';
import { diceFor, diceNeeded, GENERAL_LINE, type Line } from '../../src/express/lines.js';
import { CardOdds, rollOutcomes } from '../../src/express/odds.js';
import { FACES, rollFaces } from '../../src/express/faces.js';
import { seedRng } from '../../src/engine/rng.js';

const S = (count: number): Line => ({ kind: 'soldiers', count });

describe('Risk Express cards', () => {
  it('14 cards in the per-continent counts, each with a General circle but Australia', () => {
    expect(EXPRESS.cards).toHaveLength(14);
    const counts = Object.fromEntries(EXPRESS.continents.map((c) => [c.id, c.cards.length]));
    expect(counts).toEqual({ asia: 4, 'north-america': 3, 'south-america': 2, europe: 2, africa: 2, australia: 1 });
    for (const c of EXPRESS.cards) expect(c.general).toBe(c.id !== 'australia');
    for (const c of EXPRESS.cards) expect(c.lines.length).toBeGreaterThanOrEqual(1);
  });

  it('lines are made of the real die faces (Cavalry, Cannon, General symbols; soldier sums a tray can reach)', () => {
    for (const c of EXPRESS.cards) {
      for (const l of c.lines) {
        if (l.kind === 'symbols') for (const f of l.faces) expect(FACES).toContain(f);
        else expect(l.count).toBeLessThanOrEqual(21);
      }
    }
  });

  it('the known cards are as published: North Africa, the USA, South Africa, Africa', () => {
    const na = EXPRESS.byId['north-africa'];
    expect(na).toMatchObject({ continent: 'africa', score: 2, general: true });
    expect(na.lines).toEqual([{ kind: 'symbols', faces: ['cavalry', 'cavalry'] }, S(5), S(2)]);
    const usa = EXPRESS.byId.usa;
    expect(usa).toMatchObject({ continent: 'north-america', score: 3, general: true });
    expect(usa.lines).toEqual([
      { kind: 'symbols', faces: ['cavalry', 'cannon'] },
      { kind: 'symbols', faces: ['cavalry', 'cannon'] },
      S(3),
    ]);
    expect(EXPRESS.byId['south-africa']).toMatchObject({ continent: 'africa', score: 2 });
    expect(EXPRESS.continentById.africa).toMatchObject({ score: 5, known: true });
  });

  it('bad card data is refused at load with the field named', () => {
    const bad = structuredClone(cardsJson) as { cards: { lines: unknown[] }[] };
    bad.cards[0].lines = [{ soldiers: 0 }];
    expect(() => parseCards(bad, 'x.json')).toThrow(/x.json: invalid field "cards.0.lines.0/);
    const dup = structuredClone(cardsJson) as { cards: { id: string }[] };
    dup.cards[1].id = dup.cards[0].id;
    expect(() => parseCards(dup, 'x.json')).toThrow(/appears twice/);
  });
});

describe('Risk Express odds', () => {
  it('roll outcomes of n dice are the 6-face multisets, their probabilities summing to 1', () => {
    for (let n = 1; n <= 7; n++) {
      const o = rollOutcomes(n);
      // C(n + 5, 5) multisets.
      const expected = [1, 6, 21, 56, 126, 252, 462, 792][n];
      expect(o).toHaveLength(expected);
      expect(o.reduce((s, x) => s + x.p, 0)).toBeCloseTo(1, 12);
    }
  });

  it("the odds' dice count agrees with the dice the engine places, on every roll of up to 7 dice", () => {
    const lines = [...EXPRESS.cards.flatMap((c) => c.lines), GENERAL_LINE];
    // Every disagreement, collected and asserted once: ~50,000 expect() calls cost more than the check.
    const disagreements: string[] = [];
    let compared = 0;
    for (let n = 1; n <= 7; n++) {
      for (const o of rollOutcomes(n)) {
        const tray = o.counts.flatMap((c, i) => Array<(typeof FACES)[number]>(c).fill(FACES[i]));
        for (const l of lines) {
          const needed = diceNeeded(l, o.counts),
            placed = diceFor(l, tray)?.length ?? null;
          if (needed !== placed) disagreements.push(`${JSON.stringify([l, tray])}: odds ${needed}, engine ${placed}`);
          compared++;
        }
      }
    }
    expect(disagreements).toEqual([]);
    expect(compared).toBe(1715 * lines.length); // every roll of 1 to 7 dice (C(n+5, 5) each), every line
  });

  it('a one-line card "1 Cannon" matches the closed form 1 - prod (5/6)^k', () => {
    const odds = new CardOdds([{ kind: 'symbols', faces: ['cannon'] }]);
    for (let n = 1; n <= 7; n++) {
      let miss = 1;
      for (let k = 1; k <= n; k++) miss *= (5 / 6) ** k;
      expect(odds.p(n, 1)).toBeCloseTo(1 - miss, 12);
    }
  });

  it('the General circle makes every card harder', () => {
    for (const c of EXPRESS.cards.filter((x) => x.general))
      expect(conquestChance(c, true)).toBeLessThan(conquestChance(c, false));
  });

  it('scores from measured difficulty: a harder card is never worth fewer points, with or without the General', () => {
    const rows = EXPRESS.cards.map((c) => ({
      id: c.id,
      score: c.score,
      p: conquestChance(c, false),
      pg: conquestChance(c, true),
    }));
    for (const a of rows) {
      for (const b of rows) {
        if (a.p < b.p) expect(a.score, `${a.id} (P ${a.p}) vs ${b.id} (P ${b.p})`).toBeGreaterThanOrEqual(b.score);
        if (a.pg < b.pg) expect(a.score, `${a.id} (P with General ${a.pg}) vs ${b.id}`).toBeGreaterThanOrEqual(b.score);
      }
    }
    // The designed scores follow one formula: max(1, round(2.4 x -ln P)); the known ones fit it.
    for (const r of rows) expect(r.score, r.id).toBe(Math.max(1, Math.round(-2.4 * Math.log(r.p))));
  });

  it('continent scores are above the sum of their cards (designed ones: sum + ceil(cards / 2))', () => {
    for (const cont of EXPRESS.continents) {
      const sum = cont.cards.reduce((s, id) => s + EXPRESS.byId[id].score, 0);
      expect(cont.score, cont.id).toBeGreaterThan(sum);
      expect(cont.score, cont.id).toBe(sum + Math.ceil(cont.cards.length / 2));
    }
  });

  it('the table in docs/express.md (rounded) is what the DP computes', () => {
    const table: Record<string, [number, number]> = {
      'north-africa': [0.453, 0.2822],
      usa: [0.3191, 0.182],
      japan: [0.9402, 0.8886],
      china: [0.0995, 0.028],
    };
    for (const [id, [p, pg]] of Object.entries(table)) {
      expect(conquestChance(EXPRESS.byId[id], false)).toBeCloseTo(p, 4);
      expect(conquestChance(EXPRESS.byId[id], true)).toBeCloseTo(pg, 4);
    }
  });

  it('Monte-Carlo cross-check: North Africa played greedily by the DP policy lands within 4 standard errors', () => {
    const card = EXPRESS.byId['north-africa'];
    const lines = [...card.lines, GENERAL_LINE];
    const odds = new CardOdds(lines);
    const exact = odds.fresh();
    const rng = seedRng(2024);
    const N = 20_000;
    let wins = 0,
      unknownFaces = 0;
    for (let g = 0; g < N; g++) {
      let dice = 7,
        unfilled = (1 << lines.length) - 1;
      while (dice > 0 && unfilled) {
        const tray = rollFaces(rng, dice);
        const counts = FACES.map((f) => tray.filter((t) => t === f).length);
        let best = -1,
          bestLine = -1,
          bestUsed = 0;
        for (let l = 0; l < lines.length; l++) {
          if (!(unfilled & (1 << l))) continue;
          const used = diceFor(lines[l], tray);
          if (!used) continue;
          const v = odds.p(dice - used.length, unfilled & ~(1 << l));
          if (v > best) {
            best = v;
            bestLine = l;
            bestUsed = used.length;
          }
        }
        if (bestLine >= 0) {
          unfilled &= ~(1 << bestLine);
          dice -= bestUsed;
        } else dice -= 1;
        if (counts.reduce((a, b) => a + b, 0) !== tray.length) unknownFaces++;
      }
      if (!unfilled) wins++;
    }
    expect(unknownFaces).toBe(0); // every face rolled is one of FACES
    const se = Math.sqrt((exact * (1 - exact)) / N);
    expect(Math.abs(wins / N - exact)).toBeLessThan(4 * se);
  });
});
