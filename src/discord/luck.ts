// Dice luck for the end of a game: the armies each player lost in battle against what the
// same rolls lose on average (C-ATK-4: sorted, paired, ties to the defender).
import type { GameEvent, PlayerId, RolledDice, RolledDie } from '../engine/index.js';

const cache = new Map<string, number>();
const plainCache: (number | undefined)[] = [];

/**
 * Expected attacker losses of one roll of `a` attack dice against `d` defence dice (exact), each
 * side's dice raised by its bonus per die, highest die first (NA-GEN-1, NA-FORT-1: a general's
 * or a fortification's +1 is no luck).
 */
export function expectedAttackerLoss(
  a: number,
  d: number,
  attackBonus: readonly number[] = [],
  defenceBonus: readonly number[] = [],
): number {
  // A game's end reads thousands of battles, nearly all without bonuses: those by number.
  const plain = attackBonus.length === 0 && defenceBonus.length === 0 && a < 16 && d < 16;
  const known = plain ? plainCache[a * 16 + d] : undefined;
  if (known !== undefined) return known;
  const key = `${a}:${d}:${attackBonus.join(',')}:${defenceBonus.join(',')}`;
  const hit = cache.get(key);
  if (hit !== undefined) {
    if (plain) plainCache[a * 16 + d] = hit;
    return hit;
  }
  const n = a + d;
  const pairs = Math.min(a, d);
  let lost = 0;
  const dice = new Array<number>(n).fill(1);
  const total = 6 ** n;
  for (let i = 0; i < total; i++) {
    let x = i;
    for (let k = 0; k < n; k++) {
      dice[k] = (x % 6) + 1;
      x = Math.floor(x / 6);
    }
    const att = dice
        .slice(0, a)
        .sort((p, q) => q - p)
        .map((v, k) => v + (attackBonus[k] ?? 0)),
      def = dice
        .slice(a)
        .sort((p, q) => q - p)
        .map((v, k) => v + (defenceBonus[k] ?? 0));
    for (let k = 0; k < pairs; k++) if (att[k] <= def[k]) lost++;
  }
  const e = lost / total;
  cache.set(key, e);
  if (plain) plainCache[a * 16 + d] = e;
  return e;
}

export interface Luck {
  lost: number;
  expected: number;
}

/** Per player: armies lost in every roll they took part in, and the average for those rolls. */
export function battleLuck(events: readonly GameEvent[]): Map<PlayerId, Luck> {
  const out = new Map<PlayerId, Luck>();
  const add = (p: PlayerId, lost: number, expected: number) => {
    const l = out.get(p) ?? { lost: 0, expected: 0 };
    l.lost += lost;
    l.expected += expected;
    out.set(p, l);
  };
  // The roll's bonuses (NA: what raised each die), when the battle's own roll told them.
  let rolled: RolledDice | null = null;
  const bonus = (dice: RolledDie[]) => dice.map((x) => x.modifiers.reduce((t, m) => t + m.bonus, 0));
  for (const e of events) {
    if (e.type === 'diceRolled') rolled = e.dice ?? null;
    if (e.type !== 'battleResolved') continue;
    const a = e.attack.length,
      d = e.defence.length;
    const ea = rolled
      ? expectedAttackerLoss(a, d, bonus(rolled.attack), bonus(rolled.defence))
      : expectedAttackerLoss(a, d);
    rolled = null;
    add(e.attacker, e.attackerLost, ea);
    add(e.defender, e.defenderLost, Math.min(a, d) - ea);
  }
  return out;
}
