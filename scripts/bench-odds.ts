// Micro-benchmark for odds(), merged by the lead into `npm run bench -- --json` under `odds`.
//
// What is measured: the wall time of ONE cold odds() call — the per-roll table memo is cleared
// before every timed call, so each sample includes re-enumerating the dice tables (the first
// call a fresh process would pay) as well as the DP. The JIT is warmed first, because a bot
// process computes odds thousands of times and steady-state code is what matters. Each figure
// is the slower p50 of the two dice rules (classic, RisiKo!), so it bounds either rule.

import { clearOddsCaches, odds, type OddsRules } from '../src/engine/odds.js';

const RULES: readonly OddsRules[] = [{ defenderMaxDice: 2 }, { defenderMaxDice: 3 }];

function p50(samples: number[]): number {
  const sorted = [...samples].sort((x, y) => x - y);
  const mid = sorted.length >> 1;
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

function coldP50(attackers: number, defenders: number, rules: OddsRules, runs: number): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    clearOddsCaches();
    const t0 = performance.now();
    odds(attackers, defenders, rules);
    samples.push(performance.now() - t0);
  }
  return p50(samples);
}

export function benchOdds(): { p50Ms10v10: number; p50Ms200v200: number } {
  // Warm-up: enough calls for V8 to optimise the enumeration and the DP loop.
  for (let i = 0; i < 200; i++)
    for (const rules of RULES) {
      clearOddsCaches();
      odds(60, 60, rules);
    }
  // Small battles are sub-millisecond, so they get more runs to steady the median of a noisy timer.
  const p50Ms10v10 = Math.max(...RULES.map((r) => coldP50(10, 10, r, 2001)));
  const p50Ms200v200 = Math.max(...RULES.map((r) => coldP50(200, 200, r, 301)));
  return { p50Ms10v10, p50Ms200v200 };
}
