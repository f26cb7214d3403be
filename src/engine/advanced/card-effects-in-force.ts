// NA-EFF: the card effects in force during a turn — attack cards played for one invasion (or
// sea zone), fired defence cards, forced marches — as the dice, the manoeuvres and the end of an
// invasion or a turn ask them.
import { controller, mapOf } from '../board.js';
import type { Draft } from '../draft.js';
import { advCardsOf, editAdvCards } from '../ext.js';
import type { ActiveEffect, EffectKind, GameState, PlayerId, TerritoryId } from '../types.js';

const active = (s: GameState, player: PlayerId, kind: EffectKind, target: string): ActiveEffect | undefined =>
  advCardsOf(s).active.find((e) => e.player === player && e.kind === kind && e.target === target && !e.spent);

/** What the cards in force add to one battle's dice: +1 to a side's highest die, or the fortification ignored. */
export interface BattleEffects {
  attack: number;
  defence: number;
  /** SAPEURS: the defender's fortification gives no bonus. */
  ignoreFort: boolean;
}

/** The card effects on a battle of `attacker` against `defender` at `target` (a territory, or a sea zone at sea). */
export function effectsOnBattle(
  s: GameState,
  attacker: PlayerId,
  defender: PlayerId,
  target: string,
  sea: boolean,
): BattleEffects {
  return {
    attack: active(s, attacker, sea ? 'brulots' : 'charge', target) ? 1 : 0,
    defence: !sea && active(s, defender, 'defense_heroique', target) ? 1 : 0,
    ignoreFort: !sea && active(s, attacker, 'sapeurs', target) !== undefined,
  };
}

/**
 * ÉCLAIREURS: the die `player` re-rolls in this battle — the lowest of their dice that loses its
 * pair (dice sorted high to low, modifiers applied) — or -1 when they have no scouts in force
 * there, or no die loses.
 */
export function scoutsDie(
  s: GameState,
  player: PlayerId,
  target: TerritoryId,
  own: readonly number[],
  other: readonly number[],
  attacking: boolean,
): number {
  if (!active(s, player, 'eclaireurs', target)) return -1;
  for (let i = Math.min(own.length, other.length) - 1; i >= 0; i--) {
    const loses = attacking ? own[i] <= other[i] : own[i] < other[i];
    if (loses) return i;
  }
  return -1;
}

/** ÉCLAIREURS: the re-roll was used (once per card). */
export function spendScouts(d: Draft, player: PlayerId, target: TerritoryId): void {
  const e = editAdvCards(d.s).active.find((x) => x.player === player && x.kind === 'eclaireurs' && x.target === target);
  if (e) e.spent = true;
}

/** MARCHE FORCÉE: land manoeuvres the player's cards add this turn (not yet used). */
export const extraLandManoeuvres = (s: GameState, player: PlayerId): number =>
  advCardsOf(s).active.filter((e) => e.player === player && e.kind === 'marche_forcee' && !e.spent).length;

/** MARCHE FORCÉE: one extra land manoeuvre was used. */
export function spendForcedMarch(d: Draft, player: PlayerId): void {
  const e = editAdvCards(d.s).active.find((x) => x.player === player && x.kind === 'marche_forcee' && !x.spent);
  if (e) e.spent = true;
}

/**
 * An invasion of `target` is declared: the effects of the earlier invasions on land end (attack
 * cards named for them, defence cards fired there); those for `target`, for a sea zone and for
 * the whole turn stay.
 */
export function endOtherInvasions(d: Draft, target: TerritoryId): void {
  const land = mapOf(d.s).byId;
  const ended = (e: ActiveEffect) => e.target !== null && e.target !== target && Object.hasOwn(land, e.target);
  if (!advCardsOf(d.s).active.some(ended)) return;
  const slice = editAdvCards(d.s);
  slice.active = slice.active.filter((e) => !ended(e));
}

/** The turn is over: nothing played this turn stays in force (armed cards stay armed). */
export function endTurnEffects(d: Draft): void {
  if (advCardsOf(d.s).active.length > 0) editAdvCards(d.s).active = [];
}

/** What card effects add to a battle's dice (NA-EFF: CHARGE, SAPEURS, BRÛLOTS, DÉFENSE HÉROÏQUE). */
export interface EffectDice {
  /** Bonus per die, highest first, for the attacker and the defender. */
  attack: readonly number[];
  defence: readonly number[];
  /** SAPEURS: the defender's fortification gives no bonus in this battle. */
  fortIgnored: boolean;
  /** The effects that give `attack` and `defence` (for the log and the battle close-up). */
  attackCard: EffectKind | null;
  defenceCard: EffectKind | null;
}

/**
 * NA-EFF: the card effects on a battle from `from` to `to` (territories, or zones at sea; `from`
 * null for a forced naval combat in `to`). Asked by the land dice (dice.ts `landBonuses`, so the
 * odds see them too) and by every roll at sea (naval.ts), where the player on turn attacks.
 */
export function effectDice(s: GameState, from: string | null, to: string, sea: boolean): EffectDice {
  const attacker = sea || from === null ? s.turn.player : controller(s, from);
  const defender = sea ? -1 : controller(s, to);
  const fx = effectsOnBattle(s, attacker, defender, to, sea);
  return {
    attack: fx.attack > 0 ? [fx.attack] : [],
    defence: fx.defence > 0 ? [fx.defence] : [],
    fortIgnored: fx.ignoreFort,
    attackCard: fx.attack > 0 ? (sea ? 'brulots' : 'charge') : null,
    defenceCard: fx.defence > 0 ? 'defense_heroique' : null,
  };
}
