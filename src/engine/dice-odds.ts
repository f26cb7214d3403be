// Exact battle odds for any dice a ruleset allows: any number of dice per side, and a roll
// modifier (generals, forts: "+1 to the highest die", "+1 to the two highest"), compared as
// C-ATK-4 says (highest against highest, ties to the defender, after the modifiers). Pure: the
// dice counts and the modifier come in as functions (src/engine/battle-odds.ts asks the
// ruleset's hooks for them); no I/O, no randomness.
import { sortedRolls } from './dice-rolls.js';
import type { BattleOutcome, OddsResult, RollOutcome } from './odds.js';

/** The dice of a battle, as the ruleset's hooks answer them for a given army count on each side. */
export interface DiceModel {
  /** Dice the attacker rolls with `a` armies on its territory against `d`; 0 = no attack is possible. */
  attackDice(a: number, d: number): number;
  /** Dice the defender rolls with `d` armies against `a`. */
  defenceDice(a: number, d: number): number;
  /**
   * The roll after it is cast (the `modifyRoll` hook), given both sides' dice highest first.
   * Absent = as cast. It must depend on the dice values, not on their order.
   */
  modify?(attack: number[], defence: number[]): { attack: number[]; defence: number[] };
  /**
   * The modifier as data, when it is a bonus per die (highest die first: generals, admirals,
   * forts). `modify` must then be that bonus; the tables of a bonus are kept and shared by every
   * battle with the same one (a bonus of nothing is the plain tables).
   */
  bonus?: DiceBonus;
}

/** A bonus per die, highest die first, for each side (missing entries add nothing). */
export interface DiceBonus {
  attack: readonly number[];
  defence: readonly number[];
}

/** Largest number of dice per side the enumeration accepts (6^10 ordered rolls, 3 003 multisets). */
export const MAX_DICE = 10;

const rollsCache = new Map<number, { faces: number[]; weight: number }[]>();
function rollsOf(n: number): { faces: number[]; weight: number }[] {
  let r = rollsCache.get(n);
  if (!r) {
    r = sortedRolls(n);
    rollsCache.set(n, r);
  }
  return r;
}

const desc = (x: number, y: number): number => y - x;

/**
 * Exact loss distribution of one roll of `attDice` against `defDice` after `modify`: every roll
 * is enumerated (as sorted multisets with their multiplicities), modified, sorted again and
 * compared pairwise over the fewer dice, ties to the defender. Best for the attacker first.
 */
export function modifiedRollOutcomes(attDice: number, defDice: number, modify?: DiceModel['modify']): RollOutcome[] {
  for (const [name, n] of [
    ['attDice', attDice],
    ['defDice', defDice],
  ] as const)
    if (!Number.isInteger(n) || n < 1 || n > MAX_DICE)
      throw new RangeError(`${name} must be an integer in [1, ${MAX_DICE}], got ${n}`);
  const counts = new Map<string, number>();
  for (const a of rollsOf(attDice))
    for (const d of rollsOf(defDice)) {
      const m = modify ? modify([...a.faces], [...d.faces]) : { attack: a.faces, defence: d.faces };
      const att = modify ? [...m.attack].sort(desc) : m.attack;
      const def = modify ? [...m.defence].sort(desc) : m.defence;
      const pairs = Math.min(att.length, def.length);
      let defLoss = 0;
      for (let i = 0; i < pairs; i++) if (att[i] > def[i]) defLoss++;
      const key = `${pairs - defLoss},${defLoss}`;
      counts.set(key, (counts.get(key) ?? 0) + a.weight * d.weight);
    }
  const denominator = 6 ** (attDice + defDice);
  return [...counts]
    .map(([key, numerator]) => {
      const [attackerLoss, defenderLoss] = key.split(',').map(Number);
      return { attackerLoss, defenderLoss, numerator, denominator, p: numerator / denominator };
    })
    .sort((x, y) => y.defenderLoss - x.defenderLoss || x.attackerLoss - y.attackerLoss);
}

const plainTables = new Map<number, RollOutcome[]>();
const bonusTables = new Map<string, Map<number, RollOutcome[]>>();

/** The kept tables of a bonus (the plain ones for no bonus at all). */
function tablesOfBonus(b: DiceBonus): Map<number, RollOutcome[]> {
  if (b.attack.every((x) => x === 0) && b.defence.every((x) => x === 0)) return plainTables;
  const key = `${b.attack.join(',')}|${b.defence.join(',')}`;
  let t = bonusTables.get(key);
  if (!t) {
    t = new Map();
    bonusTables.set(key, t);
  }
  return t;
}

/**
 * Exact outcome distribution of a blitz under `model` (the attacker rolls `attackDice` each time,
 * the defender `defenceDice`), same conventions as `odds` in odds.ts: `attackers` counts every
 * army on the attacking territory, the battle ends on a conquest, when the attacking territory
 * is down to `stopAt` or fewer, or when the model allows no attack.
 */
export function battleOdds(attackers: number, defenders: number, model: DiceModel, stopAt = 1): OddsResult {
  if (!Number.isInteger(attackers) || attackers < 1) throw new RangeError(`attackers must be ≥ 1, got ${attackers}`);
  if (!Number.isInteger(defenders) || defenders < 1) throw new RangeError(`defenders must be ≥ 1, got ${defenders}`);
  if (!Number.isInteger(stopAt) || stopAt < 1) throw new RangeError(`stopAt must be ≥ 1, got ${stopAt}`);
  // Unmodified rolls are the same for every battle: their tables are kept, and so are a bonus
  // given as data; any other modifier's are only for this battle (it may read the board).
  const tables = model.bonus
    ? tablesOfBonus(model.bonus)
    : model.modify
      ? new Map<number, RollOutcome[]>()
      : plainTables;
  const modify = model.bonus && tables === plainTables ? undefined : model.modify;
  const tableFor = (a: number, d: number): RollOutcome[] => {
    const key = a * (MAX_DICE + 1) + d;
    let t = tables.get(key);
    if (!t) {
      t = modifiedRollOutcomes(a, d, modify);
      tables.set(key, t);
    }
    return t;
  };
  const width = defenders + 1;
  // Mass arriving at (a, d), one row per attacker count still to expand; every roll lowers a or
  // d and neither rises, so rows in decreasing a and columns in decreasing d see all their mass.
  const rows = new Map<number, Float64Array>();
  const rowOf = (a: number): Float64Array => {
    let r = rows.get(a);
    if (!r) {
      r = new Float64Array(width);
      rows.set(a, r);
    }
    return r;
  };
  rowOf(attackers)[defenders] = 1;
  const attackerLeft = new Array<number>(attackers + 1).fill(0);
  const defenderLeft = new Array<number>(defenders + 1).fill(0);
  const outcomes: BattleOutcome[] = [];
  for (let a = attackers; a >= 0; a--) {
    const row = rows.get(a);
    if (!row) continue;
    rows.delete(a);
    for (let d = defenders; d >= 0; d--) {
      const m = row[d];
      if (m === 0) continue;
      const attDice = a <= stopAt || d === 0 ? 0 : model.attackDice(a, d);
      if (attDice < 1) {
        attackerLeft[a] += m;
        defenderLeft[d] += m;
        outcomes.push({ attackerLeft: a, defenderLeft: d, p: m });
        continue;
      }
      for (const o of tableFor(attDice, model.defenceDice(a, d))) {
        const na = Math.max(0, a - o.attackerLoss);
        const nd = Math.max(0, d - o.defenderLoss);
        if (na === a) row[nd] += m * o.p;
        else rowOf(na)[nd] += m * o.p;
      }
    }
  }
  let win = 0,
    expectedAttackerLeft = 0,
    expectedDefenderLeft = 0;
  for (const o of outcomes) {
    if (o.defenderLeft === 0) win += o.p;
    expectedAttackerLeft += o.attackerLeft * o.p;
    expectedDefenderLeft += o.defenderLeft * o.p;
  }
  return { win, expectedAttackerLeft, expectedDefenderLeft, attackerLeft, defenderLeft, outcomes };
}
