// What a territory is worth to a side of the 1796 campaign (napoleon-campaign, NC-*), and the
// attacks and placements that follow from it. Victory points decide the campaign, so a target is
// valued in points: an open first-invasion objective (NC-VP-3), a whole empire or Égypte scored at
// the start of every turn still to come (NC-VP-1), a capital that can be bought as an ally
// (NC-ALLY-3); against that, invading a neutral power turns it toward the opponent two times in
// three (NC-ALLY-1). Odds come from the game's own dice (generals, fortifications, admirals).
import { armiesOn, controller, mapOf, territoriesControlledBy } from '../engine/board.js';
import { epidemicsOn } from '../engine/board-units.js';
import { oddsOfBattle } from '../engine/battle-odds.js';
import { checkAttack } from '../engine/combat.js';
import { attackTargets } from '../engine/relations.js';
import { capitalOwner } from '../engine/campaign/allies.js';
import { spareArmies } from '../engine/campaign/defence.js';
import { invasionGoals } from '../engine/campaign/points.js';
import { scenario } from '../engine/campaign/scenario.js';
import { campaign, isYellow, opponentOf, powerOf, sideOf } from '../engine/campaign/slice.js';
import { allyOf, NEUTRAL_STATUS } from '../engine/duel/status.js';
import { lastRound } from '../engine/advanced/turn-flow.js';
import type { Action, GameState, PlayerId, TerritoryId } from '../engine/types.js';
import { guardOf } from './campaign-guard.js';

/** Start-of-turn scorings still to come for the player on turn after this turn (the final scoring included). */
export function scoringsLeft(s: GameState): number {
  return Math.max(1, lastRound(s) - s.turn.round + 1);
}

/** Whether this is the player's last turn: nothing held afterwards matters but the final scoring. */
export const lastTurn = (s: GameState): boolean => s.turn.round >= lastRound(s);

/** Armies `from` can attack with: all but one, and on England's home soil only those above the defence force (NC-DEF-1). */
export function attackers(s: GameState, from: TerritoryId): number {
  return Math.min(armiesOn(s, from), spareArmies(s, from) + 1);
}

/** The empire `t` would complete for `player` if taken now, with its bonus, or 0. */
function empireCompleted(s: GameState, player: PlayerId, t: TerritoryId): number {
  const e = mapOf(s).continents.find((c) => c.territories.includes(t));
  if (!e) return 0;
  return e.territories.every((x) => x === t || controller(s, x) === player) ? e.bonus : 0;
}

/** An open, not yet scored first-invasion objective of `player`'s side on `t` (NC-VP-3), in points. */
export function goalPoints(s: GameState, player: PlayerId, t: TerritoryId): number {
  const side = sideOf(s, player);
  if (!side || (campaign(s).invaded[player] ?? []).includes(t)) return 0;
  return invasionGoals(s, side).find((g) => g.territory === t && g.open)?.points ?? 0;
}

/**
 * The worth of taking `t` for `player`, in victory points and their equivalent (an army is worth
 * little, a card or a point of reinforcement a little more). Negative: better left alone.
 */
export function targetValue(s: GameState, player: PlayerId, t: TerritoryId): number {
  const holder = controller(s, t);
  const left = scoringsLeft(s);
  const control = scenario().objectives.control;
  let v = 1; // a territory: reinforcements, the census, the turn's card
  v += goalPoints(s, player, t) * 1.5;
  v += empireCompleted(s, player, t) * (left + 1);
  if (t === control.egypt.territory) v += control.egypt.points * left;
  if (holder === opponentOf(s, player)) v += 1.5;
  if (!isYellow(s, holder) && powerOf(s, holder) !== null) {
    const capital = capitalOwner(s, t) === holder;
    const status = allyOf(s, holder);
    // NC-ALLY-3: a power's capital taken turns it neutral at once, and a card buys it
    if (capital) v += s.players[player].hand.length > 0 ? 6 : 3;
    // N2-A: invading a neutral power turns it toward the opponent (1–4 on a die)
    else if (status === NEUTRAL_STATUS) v -= 6;
  }
  v -= 1.5 * epidemicsOn(s, t);
  return v;
}

/** The least chance of taking `t` worth an attack: lower for a richer target and in the last turn. */
function minOdds(s: GameState, value: number): number {
  // in the last turn an army lost costs nothing (NC-WIN-2: only a tie on points asks for armies)
  return lastTurn(s) ? Math.max(0.25, 0.5 - 0.025 * value) : Math.max(0.45, 0.78 - 0.025 * value);
}

export interface Plan {
  from: TerritoryId;
  to: TerritoryId;
  value: number;
  win: number;
  /** The blitz stops with this many armies on the source (its guard stays). */
  stopAt: number;
}

/** Every attack `player` may make now with `extra` more armies on the source, valued; unsorted. */
export function plans(s: GameState, player: PlayerId, extra = 0): Plan[] {
  const out: Plan[] = [];
  for (const from of territoriesControlledBy(s, player)) {
    const spare = attackers(s, from) + extra;
    if (spare < 2) continue;
    // the dice model reads the home defence off the board: it gets the armies there, not the spare ones
    const a = armiesOn(s, from) + extra;
    // the source keeps its guard (not in the last turn: nothing is attacked after it)
    const stopAt = Math.max(1, a - spare + (lastTurn(s) ? 1 : guardOf(s, player, from)));
    for (const to of attackTargets(s, from, player)) {
      const holder = controller(s, to);
      if (holder === player || (holder >= 0 && allyOf(s, holder) === player)) continue;
      const value = targetValue(s, player, to);
      if (value <= 0) continue;
      const left = a - epidemicsOn(s, to); // NA-LAND-4: one army per epidemic before the battle
      if (left - stopAt < 1) continue;
      const win = oddsOfBattle(s, from, to, left, Math.max(1, armiesOn(s, to)), stopAt).win;
      out.push({ from, to, value, win, stopAt });
    }
  }
  return out;
}

/** The attack worth most in expected points among those with good enough odds, as a blitz. */
export function campaignAttack(s: GameState, player: PlayerId): Action | null {
  const ranked = plans(s, player)
    .filter((p) => p.win >= minOdds(s, p.value))
    .sort((x, y) => y.value * y.win - x.value * x.win);
  for (const p of ranked)
    if (!checkAttack(s, player, p.from, p.to, null)) return { type: 'blitz', from: p.from, to: p.to, stopAt: p.stopAt };
  return null;
}

/** Where this turn's reserve does most: the source of the best attack it would make possible. */
export function stagingTerritory(s: GameState, player: PlayerId): TerritoryId | null {
  const reserve = s.players[player].reserve;
  const best = plans(s, player, reserve).sort((x, y) => y.value * y.win - x.value * x.win)[0];
  return best ? best.from : null;
}
