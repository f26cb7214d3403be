import { describe, expect, it } from 'vitest';
import { odds, rollOutcomes, clearOddsCaches, type OddsResult, type OddsRules } from '../../src/engine/odds.js';

const CLASSIC: OddsRules = { defenderMaxDice: 2 };
const RISIKO: OddsRules = { defenderMaxDice: 3 };

/** numerators of a roll table keyed "defenderLoss/attackerLoss" so assertions read plainly. */
function numerators(attDice: number, defDice: number, max: 2 | 3): Record<string, number> {
  const out: Record<string, number> = {};
  for (const o of rollOutcomes(attDice, defDice, max).outcomes)
    out[`def${o.defenderLoss}/att${o.attackerLoss}`] = o.numerator;
  return out;
}

function total(r: OddsResult): number {
  return r.outcomes.reduce((s, o) => s + o.p, 0);
}

/** Mulberry32: tiny deterministic PRNG so the Monte-Carlo check is reproducible. */
function mulberry32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function diceCounts(a: number, d: number, rules: OddsRules): [number, number] {
  const att = Math.min(3, a - 1);
  const def = rules.defendWithOne ? 1 : Math.min(rules.defenderMaxDice, d);
  return [att, def];
}

/**
 * Independent oracle: plain recursion over every dice roll (no roll tables from the module under
 * test, no DP ordering), feasible only for small battles. Every roll of a number of attacking and
 * defending dice is enumerated and counted by what it costs each side (once per pair of dice
 * counts), then each count carries the battle on from there. A state's distribution does not
 * depend on where the battle began, so one oracle (its memo) serves every starting pair of a rule
 * set.
 */
function bruteForce(rules: OddsRules): (attackers: number, defenders: number) => Map<string, number> {
  const stopAt = rules.stopAt ?? 1;
  const memo = new Map<string, Map<string, number>>();
  const tallies = new Map<string, Map<string, number>>();
  /** Rolls of `na` attacking and `nd` defending dice, by "attacker lost,defender lost". */
  const tally = (na: number, nd: number): Map<string, number> => {
    const known = tallies.get(`${na},${nd}`);
    if (known) return known;
    const losses = new Map<string, number>();
    for (let code = 0; code < 6 ** (na + nd); code++) {
      const dice: number[] = [];
      let c = code;
      for (let i = 0; i < na + nd; i++) {
        dice.push((c % 6) + 1);
        c = Math.floor(c / 6);
      }
      const att = dice.slice(0, na).sort((x, y) => y - x);
      const def = dice.slice(na).sort((x, y) => y - x);
      let al = 0,
        dl = 0;
      for (let i = 0; i < Math.min(na, nd); i++) {
        if (att[i] > def[i]) dl++;
        else al++;
      }
      losses.set(`${al},${dl}`, (losses.get(`${al},${dl}`) ?? 0) + 1);
    }
    tallies.set(`${na},${nd}`, losses);
    return losses;
  };
  const go = (a: number, d: number): Map<string, number> => {
    const key = `${a},${d}`;
    const hit = memo.get(key);
    if (hit) return hit;
    const res = new Map<string, number>();
    const [attDice, defDice] = a >= 2 ? diceCounts(a, d, rules) : [0, 0];
    // R-ATK-1: no attack with fewer dice than the defender.
    const outmatched = rules.attackerAtLeastDefenderDice === true && attDice < defDice;
    if (d === 0 || a <= stopAt || a < 2 || outmatched) {
      res.set(key, 1);
    } else {
      const [na, nd] = diceCounts(a, d, rules);
      const rolls = 6 ** (na + nd);
      const losses = tally(na, nd);
      for (const [lost, n] of losses) {
        const [al, dl] = lost.split(',').map(Number);
        for (const [k, p] of go(a - al, d - dl)) res.set(k, (res.get(k) ?? 0) + (p * n) / rolls);
      }
    }
    memo.set(key, res);
    return res;
  };
  return go;
}

/** Blitz simulation with real dice, used to catch any systematic modelling error. */
function simulate(attackers: number, defenders: number, rules: OddsRules, rnd: () => number): [number, number] {
  const stopAt = rules.stopAt ?? 1;
  let a = attackers,
    d = defenders;
  while (d > 0 && a > stopAt && a >= 2) {
    const [na, nd] = diceCounts(a, d, rules);
    const roll = (n: number): number[] =>
      Array.from({ length: n }, () => 1 + Math.floor(rnd() * 6)).sort((x, y) => y - x);
    const att = roll(na),
      def = roll(nd);
    for (let i = 0; i < Math.min(na, nd); i++) {
      if (att[i] > def[i]) d--;
      else a--;
    }
  }
  return [a, d];
}

describe('rollOutcomes: single-roll tables by enumeration', () => {
  it('classic 3 vs 2 matches the published 2890 / 2611 / 2275 out of 7776', () => {
    const t = rollOutcomes(3, 2, 2);
    expect(t.denominator).toBe(7776);
    expect(numerators(3, 2, 2)).toEqual({ 'def2/att0': 2890, 'def1/att1': 2611, 'def0/att2': 2275 });
  });

  it('RisiKo! 3 vs 3 matches the published 6420 / 10017 / 12348 / 17871 out of 46656', () => {
    const t = rollOutcomes(3, 3, 3);
    expect(t.denominator).toBe(46656);
    expect(t.outcomes.map((o) => [o.defenderLoss, o.numerator])).toEqual([
      [3, 6420],
      [2, 10017],
      [1, 12348],
      [0, 17871],
    ]);
  });

  it('matches the known classic small tables (1v1, 2v1, 3v1, 1v2, 2v2)', () => {
    expect(numerators(1, 1, 2)).toEqual({ 'def1/att0': 15, 'def0/att1': 21 });
    expect(numerators(2, 1, 2)).toEqual({ 'def1/att0': 125, 'def0/att1': 91 });
    expect(numerators(3, 1, 2)).toEqual({ 'def1/att0': 855, 'def0/att1': 441 });
    expect(numerators(1, 2, 2)).toEqual({ 'def1/att0': 55, 'def0/att1': 161 });
    expect(numerators(2, 2, 2)).toEqual({ 'def2/att0': 295, 'def1/att1': 420, 'def0/att2': 581 });
  });

  it('every table is a distribution over exactly min(att, def) losses', () => {
    for (let a = 1; a <= 3; a++) {
      for (let d = 1; d <= 3; d++) {
        const t = rollOutcomes(a, d, 3);
        expect(t.denominator).toBe(6 ** (a + d));
        expect(t.outcomes.reduce((s, o) => s + o.numerator, 0)).toBe(t.denominator);
        for (const o of t.outcomes) expect(o.attackerLoss + o.defenderLoss).toBe(Math.min(a, d));
      }
    }
  });

  it('ties go to the defender: 1 die each, defender wins 15 + 6 ties = 21 of 36', () => {
    const [att, def] = rollOutcomes(1, 1, 2).outcomes;
    // By symmetry the strictly-higher counts are equal (15 each); the 6 ties are the defender's.
    expect(att.numerator).toBe(15);
    expect(def.numerator).toBe(15 + 6);
  });

  it('rejects a third defender die under classic rules and out-of-range dice', () => {
    expect(() => rollOutcomes(3, 3, 2)).toThrow(RangeError);
    expect(() => rollOutcomes(0, 1, 2)).toThrow(RangeError);
    expect(() => rollOutcomes(4, 1, 3)).toThrow(RangeError);
  });

  it('returns the same frozen table on repeat calls and after the cache is cleared', () => {
    const first = rollOutcomes(3, 2, 2);
    expect(rollOutcomes(3, 2, 2)).toBe(first);
    expect(Object.isFrozen(first.outcomes)).toBe(true);
    clearOddsCaches();
    expect(rollOutcomes(3, 2, 2)).toEqual(first);
  });
});

describe('odds: known exact battles (territory armies, one left behind)', () => {
  it('2 armies vs 1: one 1v1 roll, win = 15/36', () => {
    expect(odds(2, 1, CLASSIC).win).toBeCloseTo(15 / 36, 14);
  });

  it('3 armies vs 1: 125/216 + 91/216 · 15/36 = 5865/7776 (Osborne 0.754)', () => {
    expect(odds(3, 1, CLASSIC).win).toBeCloseTo(5865 / 7776, 14);
  });

  it('4 armies vs 1: 855/1296 + 441/1296 · 5865/7776 (Osborne 0.916)', () => {
    expect(odds(4, 1, CLASSIC).win).toBeCloseTo(855 / 1296 + (441 / 1296) * (5865 / 7776), 14);
  });

  it('2 armies vs 2: 55/216 · 15/36 = 825/7776 (Osborne 0.106)', () => {
    expect(odds(2, 2, CLASSIC).win).toBeCloseTo(825 / 7776, 14);
  });

  it('a conquest ends with the attacker still above stopAt, a failure at or below it', () => {
    const r = odds(12, 9, { defenderMaxDice: 3, stopAt: 4 });
    for (const o of r.outcomes) {
      if (o.defenderLeft === 0) expect(o.attackerLeft).toBeGreaterThan(4);
      else expect(o.attackerLeft).toBeLessThanOrEqual(4);
    }
    const winsFromArray = r.attackerLeft.slice(5).reduce((s, p) => s + p, 0);
    expect(winsFromArray).toBeCloseTo(r.win, 14);
  });
});

describe('odds: agrees with an independent brute-force recursion', () => {
  const variants: [string, OddsRules][] = [
    ['classic', CLASSIC],
    ['RisiKo!', RISIKO],
    ['classic, defend with one', { defenderMaxDice: 2, defendWithOne: true }],
    [
      'RisiKo!, attacker must match the defender dice (R-ATK-1)',
      { defenderMaxDice: 3, attackerAtLeastDefenderDice: true },
    ],
    ['classic, stopAt 3', { defenderMaxDice: 2, stopAt: 3 }],
    ['RisiKo!, stopAt 4', { defenderMaxDice: 3, stopAt: 4 }],
  ];
  for (const [name, rules] of variants) {
    it(`every final state matches for ${name} up to 6 vs 5`, () => {
      const oracle = bruteForce(rules);
      for (let a = 1; a <= 6; a++) {
        for (let d = 1; d <= 5; d++) {
          const expected = oracle(a, d);
          const got = odds(a, d, rules);
          expect(got.outcomes.length).toBe(expected.size);
          for (const o of got.outcomes)
            expect(o.p).toBeCloseTo(expected.get(`${o.attackerLeft},${o.defenderLeft}`) ?? -1, 12);
        }
      }
    });
  }
});

describe('odds: distributions are consistent', () => {
  const cases: [number, number, OddsRules][] = [
    [1, 1, CLASSIC],
    [2, 7, CLASSIC],
    [10, 10, CLASSIC],
    [10, 10, RISIKO],
    [37, 5, RISIKO],
    [200, 200, CLASSIC],
    [200, 200, RISIKO],
    [200, 200, { defenderMaxDice: 3, stopAt: 50 }],
    [150, 90, { defenderMaxDice: 2, defendWithOne: true }],
    [60, 80, { defenderMaxDice: 3, attackerAtLeastDefenderDice: true }],
  ];
  for (const [a, d, rules] of cases) {
    it(`${a} vs ${d} ${JSON.stringify(rules)}: outcomes, marginals and expectations agree and sum to 1`, () => {
      const r = odds(a, d, rules);
      expect(total(r)).toBeCloseTo(1, 10);
      expect(r.attackerLeft).toHaveLength(a + 1);
      expect(r.defenderLeft).toHaveLength(d + 1);
      expect(r.attackerLeft.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 10);
      expect(r.defenderLeft.reduce((s, p) => s + p, 0)).toBeCloseTo(1, 10);
      expect(r.defenderLeft[0]).toBeCloseTo(r.win, 14);
      expect(r.attackerLeft.reduce((s, p, k) => s + k * p, 0)).toBeCloseTo(r.expectedAttackerLeft, 9);
      expect(r.defenderLeft.reduce((s, p, k) => s + k * p, 0)).toBeCloseTo(r.expectedDefenderLeft, 9);
      for (const o of r.outcomes) expect(o.p).toBeGreaterThan(0);
    });
  }

  it('outcomes are sorted by attackerLeft then defenderLeft, both descending, with no duplicates', () => {
    const { outcomes } = odds(30, 25, { defenderMaxDice: 3, stopAt: 6 });
    for (let i = 1; i < outcomes.length; i++) {
      const p = outcomes[i - 1],
        q = outcomes[i];
      expect(
        p.attackerLeft > q.attackerLeft || (p.attackerLeft === q.attackerLeft && p.defenderLeft > q.defenderLeft),
      ).toBe(true);
    }
  });
});

describe('odds: monotonicity and symmetry sanity', () => {
  for (const [name, rules] of [
    ['classic', CLASSIC],
    ['RisiKo!', RISIKO],
  ] as const) {
    it(`${name}: more attackers never lowers, more defenders never raises the win probability`, () => {
      const table: number[][] = [];
      for (let a = 1; a <= 40; a++) {
        table[a] = [];
        for (let d = 1; d <= 30; d++) table[a][d] = odds(a, d, rules).win;
      }
      for (let a = 2; a <= 40; a++)
        for (let d = 1; d <= 30; d++) expect(table[a][d]).toBeGreaterThanOrEqual(table[a - 1][d] - 1e-15);
      for (let a = 1; a <= 40; a++)
        for (let d = 2; d <= 30; d++) expect(table[a][d]).toBeLessThanOrEqual(table[a][d - 1] + 1e-15);
    });
  }

  it('classic and RisiKo! agree whenever the defender never has 3 armies to roll', () => {
    for (let a = 1; a <= 25; a++) {
      for (let d = 1; d <= 2; d++) expect(odds(a, d, RISIKO).outcomes).toEqual(odds(a, d, CLASSIC).outcomes);
    }
  });

  it('defendWithOne makes defenderMaxDice irrelevant', () => {
    expect(odds(20, 15, { defenderMaxDice: 3, defendWithOne: true })).toEqual(
      odds(20, 15, { defenderMaxDice: 2, defendWithOne: true }),
    );
  });

  it('defending with one die helps the attacker in a large battle', () => {
    expect(odds(20, 20, { defenderMaxDice: 2, defendWithOne: true }).win).toBeGreaterThan(odds(20, 20, CLASSIC).win);
  });

  it('a territory with 1 army, or already at stopAt, does not fight', () => {
    expect(odds(1, 4, CLASSIC).outcomes).toEqual([{ attackerLeft: 1, defenderLeft: 4, p: 1 }]);
    expect(odds(5, 3, { defenderMaxDice: 2, stopAt: 5 }).outcomes).toEqual([
      { attackerLeft: 5, defenderLeft: 3, p: 1 },
    ]);
  });

  it('stopAt defaults to 1, and a higher stopAt never raises the win probability', () => {
    expect(odds(15, 9, { defenderMaxDice: 3, stopAt: 1 })).toEqual(odds(15, 9, RISIKO));
    let prev = 1;
    for (let s = 1; s <= 15; s++) {
      const w = odds(15, 9, { defenderMaxDice: 3, stopAt: s }).win;
      expect(w).toBeLessThanOrEqual(prev + 1e-15);
      prev = w;
    }
  });

  it('large equal battles favour the attacker slightly (classic) and the defender (RisiKo!)', () => {
    // Classic: the attacker's 3 dice outweigh tie-to-defender once both roll the maximum.
    expect(odds(101, 100, CLASSIC).win).toBeGreaterThan(0.5);
    // RisiKo!: 3 defender dice with ties to the defender make 3v3 rolls favour the defender.
    expect(odds(101, 100, RISIKO).win).toBeLessThan(0.5);
  });

  it('rejects non-integer or out-of-range armies and stopAt', () => {
    expect(() => odds(0, 1, CLASSIC)).toThrow(RangeError);
    expect(() => odds(3, 0, CLASSIC)).toThrow(RangeError);
    expect(() => odds(2.5, 1, CLASSIC)).toThrow(RangeError);
    expect(() => odds(5, 1, { defenderMaxDice: 2, stopAt: 0 })).toThrow(RangeError);
  });
});

describe('odds: Monte-Carlo cross-check with a seeded PRNG', () => {
  const cases: [string, number, number, OddsRules][] = [
    ['classic 5v3', 5, 3, CLASSIC],
    ['RisiKo! 5v3', 5, 3, RISIKO],
    ['RisiKo! 12v8 stopAt 3', 12, 8, { defenderMaxDice: 3, stopAt: 3 }],
  ];
  for (const [name, a, d, rules] of cases) {
    it(`${name}: 20k simulated battles agree within 0.02 on win and 0.1 on armies left`, () => {
      const rnd = mulberry32(0xc0ffee + a * 31 + d);
      const trials = 20_000;
      let wins = 0,
        attLeft = 0,
        defLeft = 0;
      for (let i = 0; i < trials; i++) {
        const [fa, fd] = simulate(a, d, rules, rnd);
        if (fd === 0) wins++;
        attLeft += fa;
        defLeft += fd;
      }
      const exact = odds(a, d, rules);
      expect(Math.abs(wins / trials - exact.win)).toBeLessThan(0.02);
      expect(Math.abs(attLeft / trials - exact.expectedAttackerLeft)).toBeLessThan(0.1);
      expect(Math.abs(defLeft / trials - exact.expectedDefenderLeft)).toBeLessThan(0.1);
    });
  }
});
