// Exact battle odds for classic Risk and RisiKo! dice, by dynamic programming over
// (attacker armies, defender armies). Pure: no I/O, no randomness, no clock — the AI and the
// "odds" command call this many times per turn and must get the same answer every time.

import { sortedRolls } from './dice-rolls.js';

/** Dice rules for one battle. Both sides roll the most dice they are allowed (blitz). */
export interface OddsRules {
  /**
   * 2 = classic Risk (defender rolls up to 2 dice, so the attacker loses at most 2 per roll);
   * 3 = RisiKo! (defender rolls up to 3 dice, always min(3, armies)).
   */
  defenderMaxDice: 2 | 3;
  /**
   * R-ATK-1: the attacker may never roll fewer dice than the defender, so the attack stops
   * when it cannot match the defender's dice (e.g. 3 attacking armies against 3 defenders).
   * Default false.
   */
  attackerAtLeastDefenderDice?: boolean;
  /** C-ATK-3: the defender always rolls a single die. Default false. */
  defendWithOne?: boolean;
  /**
   * The attacker stops once its territory is down to this many armies or fewer (a roll can
   * overshoot: losing 2 from stopAt+1 leaves stopAt−1). Integer ≥ 1. Default 1 = fight until
   * the attacker cannot attack any more or the territory falls.
   */
  stopAt?: number;
}

/** One final state of a battle. */
export interface BattleOutcome {
  /** Armies on the attacking territory at the end (before any move-in after a conquest). */
  attackerLeft: number;
  /** Armies on the defending territory at the end; 0 = conquered. */
  defenderLeft: number;
  p: number;
}

export interface OddsResult {
  /** Probability that the defending territory is conquered (defenderLeft = 0). */
  win: number;
  /** E[attacker territory armies at the end], over all outcomes (wins included). */
  expectedAttackerLeft: number;
  /** E[defender territory armies at the end], over all outcomes (a conquest counts as 0). */
  expectedDefenderLeft: number;
  /**
   * attackerLeft[k] = P(attacking territory ends with k armies), length attackers+1, sums to 1.
   * A conquest never costs the attacker armies on its final roll, so entries k > stopAt are
   * exactly the conquests and entries k ≤ stopAt are the failed/stopped attacks: the slice
   * [0, stopAt] is the distribution "when the attack fails or stops" (joint, not conditional).
   */
  attackerLeft: number[];
  /**
   * defenderLeft[k] = P(defending territory ends with k armies), length defenders+1, sums to 1;
   * defenderLeft[0] = win.
   */
  defenderLeft: number[];
  /**
   * Every reachable final state with p > 0, sorted by attackerLeft descending then
   * defenderLeft descending. The ps sum to 1 (up to float rounding).
   */
  outcomes: BattleOutcome[];
}

/** One row of a single-roll loss table. */
export interface RollOutcome {
  attackerLoss: number;
  defenderLoss: number;
  /** Exact count of the 6^(attDice+defDice) equally likely rolls giving these losses. */
  numerator: number;
  denominator: number;
  /** numerator / denominator. */
  p: number;
}

export interface RollTable {
  attDice: number;
  defDice: number;
  /** Dice pairs compared = min(attDice, defDice) = total armies lost per roll. */
  comparisons: number;
  /** 6^(attDice+defDice). */
  denominator: number;
  /** Sorted by defenderLoss descending (best for the attacker first); numerators sum to denominator. */
  outcomes: RollOutcome[];
}

function assertInt(name: string, value: number, min: number, max: number): void {
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new RangeError(`${name} must be an integer in [${min}, ${max}], got ${value}`);
  }
}

// Cache of immutable per-roll tables keyed by attDice*4+defDice. Only 9 can ever exist, and
// without it re-enumerating them (~0.1 ms) would cost ~15× the DP of a 10v10 battle.
const rollTableCache = new Map<number, RollTable>();

/**
 * Exact loss distribution of ONE roll of attDice vs defDice, by enumerating all 6^(a+d) rolls
 * (grouped into sorted multisets with their multiplicities, which counts the same rolls):
 * both sides sort descending, the highest pairs are compared over min(attDice, defDice) pairs,
 * ties go to the defender. defenderMaxDice (the rule set) only bounds defDice: classic and
 * RisiKo! compare dice the same way, they differ in how many dice the defender may roll.
 * The returned object is shared and frozen.
 */
export function rollOutcomes(attDice: number, defDice: number, defenderMaxDice: 2 | 3): RollTable {
  assertInt('attDice', attDice, 1, 3);
  assertInt('defDice', defDice, 1, defenderMaxDice);
  const key = attDice * 4 + defDice;
  const cached = rollTableCache.get(key);
  if (cached) return cached;

  const comparisons = Math.min(attDice, defDice);
  // counts[k] = rolls where the defender loses k (so the attacker loses comparisons − k).
  const counts = new Array<number>(comparisons + 1).fill(0);
  const att = sortedRolls(attDice);
  const def = sortedRolls(defDice);
  for (const a of att) {
    for (const d of def) {
      let defLoss = 0;
      for (let i = 0; i < comparisons; i++) if (a.faces[i] > d.faces[i]) defLoss++;
      counts[defLoss] += a.weight * d.weight;
    }
  }
  const denominator = 6 ** (attDice + defDice);
  const outcomes: RollOutcome[] = [];
  for (let k = comparisons; k >= 0; k--) {
    if (counts[k] === 0) continue;
    outcomes.push(
      Object.freeze({
        attackerLoss: comparisons - k,
        defenderLoss: k,
        numerator: counts[k],
        denominator,
        p: counts[k] / denominator,
      }),
    );
  }
  Object.freeze(outcomes);
  const table: RollTable = Object.freeze({ attDice, defDice, comparisons, denominator, outcomes });
  rollTableCache.set(key, table);
  return table;
}

/**
 * Drops the per-roll table memo so the next call re-enumerates. Only for benchmarks that
 * want cold per-call timings; results never depend on it.
 */
export function clearOddsCaches(): void {
  rollTableCache.clear();
}

/** Largest army count accepted on either side: a guard against accidental huge inputs. */
export const MAX_ODDS_ARMIES = 10_000;

/**
 * Exact outcome distribution of a blitz attack.
 *
 * Army convention: `attackers` is the TOTAL number of armies on the attacking territory
 * (including the one that must stay behind), so the attacker rolls min(3, attackers − 1) dice
 * and can attack only while it has ≥ 2 armies. `defenders` is the total on the defending
 * territory (≥ 1); the defender rolls min(defenderMaxDice, defenders) dice (1 with
 * defendWithOne). With attackerAtLeastDefenderDice the battle also ends when the attacker's
 * dice would be fewer than the defender's (R-ATK-1).
 *
 * The battle ends when the territory falls (defenders reach 0), or the attacking territory is
 * at or below `rules.stopAt` (default 1). Results report the attacking territory's armies,
 * i.e. a conquest from a territory with 5 armies at the end has attackerLeft = 5, of which at
 * most 4 can move in.
 *
 * Cost O(attackers × defenders) time, O(defenders) working memory.
 */
export function odds(attackers: number, defenders: number, rules: OddsRules): OddsResult {
  assertInt('attackers', attackers, 1, MAX_ODDS_ARMIES);
  assertInt('defenders', defenders, 1, MAX_ODDS_ARMIES);
  if (rules.defenderMaxDice !== 2 && rules.defenderMaxDice !== 3) {
    throw new RangeError(`defenderMaxDice must be 2 or 3, got ${String(rules.defenderMaxDice)}`);
  }
  const stopAt = rules.stopAt ?? 1;
  assertInt('stopAt', stopAt, 1, Number.MAX_SAFE_INTEGER);
  const maxDef = rules.defendWithOne ? 1 : rules.defenderMaxDice;
  const capByAttacker = rules.attackerAtLeastDefenderDice === true;

  // Flattened transition lists per (attDice, defDice), built once per call from the memoised
  // roll tables so the inner loop touches only typed arrays. Index = attDice*4 + defDice.
  const tStart = new Int32Array(17);
  const tEnd = new Int32Array(17);
  const tAttLoss = new Int32Array(64);
  const tDefLoss = new Int32Array(64);
  const tP = new Float64Array(64);
  let n = 0;
  for (let a = 1; a <= 3; a++) {
    for (let d = 1; d <= 3; d++) {
      const key = a * 4 + d;
      tStart[key] = n;
      if (d <= rules.defenderMaxDice) {
        for (const o of rollOutcomes(a, d, rules.defenderMaxDice).outcomes) {
          tAttLoss[n] = o.attackerLoss;
          tDefLoss[n] = o.defenderLoss;
          tP[n] = o.p;
          n++;
        }
      }
      tEnd[key] = n;
    }
  }

  const width = defenders + 1;
  // Probability mass arriving at (a, d). An attacker loses at most 3 armies per roll, so row a
  // only feeds rows a..a−3: a ring of 4 rows (slot a & 3) suffices, keeping memory O(defenders)
  // and the working set in cache even for large battles.
  const ring = new Float64Array(4 * width);
  ring[(attackers & 3) * width + defenders] = 1;

  const attackerLeft = new Array<number>(attackers + 1).fill(0);
  const defenderLeft = new Array<number>(defenders + 1).fill(0);
  const outcomes: BattleOutcome[] = [];

  // Rows in decreasing a, columns in decreasing d: every roll lowers a or d (and neither
  // rises), so all mass reaching a state has arrived before that state is expanded.
  for (let a = attackers; a >= 1; a--) {
    const row = (a & 3) * width;
    const absorbingRow = a <= stopAt || a < 2;
    const attDice = a - 1 < 3 ? a - 1 : 3;
    for (let d = defenders; d >= 0; d--) {
      const m = ring[row + d];
      if (m === 0) continue;
      const defDice = d < maxDef ? d : maxDef;
      if (absorbingRow || d === 0 || (capByAttacker && attDice < defDice)) {
        attackerLeft[a] += m;
        defenderLeft[d] += m;
        outcomes.push({ attackerLeft: a, defenderLeft: d, p: m });
        continue;
      }
      const key = attDice * 4 + defDice;
      for (let t = tStart[key], end = tEnd[key]; t < end; t++) {
        const na = a - tAttLoss[t];
        ring[(na & 3) * width + d - tDefLoss[t]] += m * tP[t];
      }
    }
    // This slot is reused for row a−4; every absorbing entry in it has been recorded above.
    ring.fill(0, row, row + width);
  }

  let win = 0;
  let expectedAttackerLeft = 0;
  let expectedDefenderLeft = 0;
  for (const o of outcomes) {
    if (o.defenderLeft === 0) win += o.p;
    expectedAttackerLeft += o.attackerLeft * o.p;
    expectedDefenderLeft += o.defenderLeft * o.p;
  }
  return { win, expectedAttackerLeft, expectedDefenderLeft, attackerLeft, defenderLeft, outcomes };
}
