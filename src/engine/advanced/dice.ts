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
import type { DieModifier, RolledDice, RolledDie } from '../events.js';
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

/** Each die's bonuses with their source, highest die first (a missing entry: nothing added). */
export type DieModifiers = readonly (readonly DieModifier[])[];

/** `bonus` (per die, highest first) from one source added to `out`. */
function addModifier(out: DieModifier[][], bonus: DieBonus, m: Omit<DieModifier, 'bonus'>): void {
  bonus.forEach((b, i) => {
    if (b) (out[i] ??= []).push({ ...m, bonus: b });
  });
}

/** The bonus per die that modifiers add up to. */
export const bonusOf = (mods: DieModifiers): DieBonus =>
  Array.from({ length: mods.length }, (_, i) => (mods[i] ?? []).reduce((a, m) => a + m.bonus, 0));

const card = (kind: string | null): Omit<DieModifier, 'bonus'> =>
  kind ? { source: 'card', card: kind } : { source: 'card' };

/**
 * A land battle's modifiers with their sources: the attacker's generals on the source; the
 * defender's generals on the target and its fortification; the card effects in force (NA-EFF).
 */
export function landModifiers(
  s: GameState,
  from: TerritoryId,
  to: TerritoryId,
): { attack: DieModifier[][]; defence: DieModifier[][] } {
  const attacker = controller(s, from),
    defender = controller(s, to);
  const effect = effectDice(s, from, to, false); // NA-EFF
  const attack: DieModifier[][] = [],
    defence: DieModifier[][] = [];
  if (attacker >= 0) addModifier(attack, leaderBonus(generalsOn(s, from, attacker)), { source: 'general' });
  addModifier(attack, effect.attack, card(effect.attackCard));
  if (defender >= 0) addModifier(defence, leaderBonus(generalsOn(s, to, defender)), { source: 'general' });
  addModifier(defence, effect.defence, card(effect.defenceCard));
  if (fortified(s, to) && !effect.fortIgnored) addModifier(defence, [1], { source: 'fort' });
  return { attack, defence };
}

/** A land battle's bonuses: the attacker's generals on the source; the defender's generals on the target and its fortification. */
export function landBonuses(s: GameState, from: TerritoryId, to: TerritoryId): { attack: DieBonus; defence: DieBonus } {
  const m = landModifiers(s, from, to);
  return { attack: bonusOf(m.attack), defence: bonusOf(m.defence) };
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

/**
 * A modified roll die by die, or null when nothing was added: `values` are the dice compared
 * (`applyBonus`'s, the i-th highest cast raised by the i-th bonus), so each die was cast as its
 * value less its bonuses.
 */
export function rolledDice(
  attack: readonly number[],
  defence: readonly number[],
  mods: { attack: DieModifiers; defence: DieModifiers },
): RolledDice | null {
  if (!mods.attack.some((m) => m?.length) && !mods.defence.some((m) => m?.length)) return null;
  const side = (values: readonly number[], m: DieModifiers): RolledDie[] =>
    values.map((v, i) => {
      const modifiers = [...(m[i] ?? [])];
      return { cast: v - modifiers.reduce((a, x) => a + x.bonus, 0), modifiers };
    });
  return { attack: side(attack, mods.attack), defence: side(defence, mods.defence) };
}

/** The `diceDetail` hook: a land roll's dice with what raised each (before the battle changes the board). */
export const advancedDiceDetail = (s: GameState, roll: Roll): RolledDice | null =>
  rolledDice(roll.attack, roll.defence, landModifiers(s, roll.from, roll.to));

/** A naval roll's modifiers: the admirals of each fleet (the attacker's in `from`, its zone for a forced combat) and BRÛLOTS. */
export function seaModifiers(
  s: GameState,
  from: string | null,
  zone: string,
  attacker: PlayerId,
  defender: PlayerId,
): { attack: DieModifier[][]; defence: DieModifier[][] } {
  const effect = effectDice(s, from, zone, true); // NA-EFF: BRÛLOTS
  const attack: DieModifier[][] = [],
    defence: DieModifier[][] = [];
  addModifier(attack, admiralBonus(s, from ?? zone, attacker), { source: 'admiral' });
  addModifier(attack, effect.attack, card(effect.attackCard));
  addModifier(defence, admiralBonus(s, zone, defender), { source: 'admiral' });
  addModifier(defence, effect.defence, card(effect.defenceCard));
  return { attack, defence };
}

/** NA-NAV-4: the admirals' bonus of `player`'s fleet in zone `z` (card effects are added by the caller). */
export const admiralBonus = (s: GameState, z: string, player: PlayerId): DieBonus =>
  leaderBonus(admiralsIn(s, z, player));
