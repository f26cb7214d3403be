// The dice modifiers of the advanced game as data: a bonus per die, highest die first, for each
// side (NA-GEN-1 generals on land, NA-NAV-4 admirals at sea, NA-FORT-1 the defender's
// fortification). Applying one sorts the dice highest first, adds the bonuses in that order and
// compares as usual (ties to the defender after the bonus): it depends on the values only, as the
// `modifyRoll` hook and the exact odds require (src/engine/dice-odds.ts).
import { controller } from '../board.js';
import { admiralsIn, fortified, generalsOn } from '../board-units.js';
import type { DiceBonus } from '../dice-odds.js';
import { effectDice } from './card-effects-in-force.js';
import type { Roll } from '../hooks.js';
import type { GameState, PlayerId, TerritoryId } from '../types.js';

/** Bonus per die, highest die first (missing entries add nothing). */
export type DieBonus = readonly number[];

/** NA-GEN-1 / NA-NAV-4: +1 to the highest die per leader, at most two leaders count. */
export const leaderBonus = (leaders: number): DieBonus => (leaders >= 2 ? [1, 1] : leaders === 1 ? [1] : []);

/** Adds two bonuses die by die (NA-FORT-1: a fortification and two generals give +2, +1). */
export function sumBonus(a: DieBonus, b: DieBonus): DieBonus {
  const out: number[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) out.push((a[i] ?? 0) + (b[i] ?? 0));
  return out;
}

/** The dice after the bonus: sorted highest first, each raised by its bonus. */
export function applyBonus(dice: readonly number[], bonus: DieBonus): number[] {
  return [...dice].sort((x, y) => y - x).map((v, i) => v + (bonus[i] ?? 0));
}

/** A land battle's bonuses: the attacker's generals on the source; the defender's generals on the target and its fortification. */
export function landBonuses(s: GameState, from: TerritoryId, to: TerritoryId): { attack: DieBonus; defence: DieBonus } {
  const attacker = controller(s, from),
    defender = controller(s, to);
  const effect = effectDice(s, from, to, false); // NA-EFF
  const attack = sumBonus(attacker >= 0 ? leaderBonus(generalsOn(s, from, attacker)) : [], effect.attack);
  const generals = sumBonus(defender >= 0 ? leaderBonus(generalsOn(s, to, defender)) : [], effect.defence);
  return { attack, defence: fortified(s, to) && !effect.fortIgnored ? sumBonus(generals, [1]) : generals };
}

/** The `diceBonus` hook: the land battle's bonuses as data (the odds keep a table per bonus). */
export const advancedDiceBonus = (s: GameState, from: TerritoryId, to: TerritoryId): DiceBonus =>
  landBonuses(s, from, to);

/** NA-GEN-1, NA-FORT-1: the `modifyRoll` hook of the advanced game (land battles only; admirals act at sea). */
export function advancedModifyRoll(s: GameState, roll: Roll): Roll {
  const b = landBonuses(s, roll.from, roll.to);
  if (b.attack.length === 0 && b.defence.length === 0) return roll;
  return { ...roll, attack: applyBonus(roll.attack, b.attack), defence: applyBonus(roll.defence, b.defence) };
}

/** NA-NAV-4: the admirals' bonus of `player`'s fleet in zone `z` (card effects are added by the caller). */
export const admiralBonus = (s: GameState, z: string, player: PlayerId): DieBonus =>
  leaderBonus(admiralsIn(s, z, player));
