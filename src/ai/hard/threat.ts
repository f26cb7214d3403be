// The hard AI's defence model: what can hit each of its territories before its next turn. For
// a territory, each hostile player's worst case is its biggest neighbouring stack (less the army
// that stays behind), half of its other neighbouring stacks (successive attacks) and its whole
// income next turn (territories, continents, and a set it holds or is forced to trade). The
// armies a territory needs are the fewest that hold against that worst case with the target
// probability, from the engine's exact odds.
import { escalatingValue } from '../../engine/cards.js';
import { MAX_ODDS_ARMIES, odds } from '../../engine/odds.js';
import { oddsRulesFor } from '../../engine/battle-odds.js';
import { reinforcementsFor } from '../../engine/turns.js';
import { featuresOf, mapOf, playsCards } from '../../engine/state.js';
import type { GameState, PlayerId, TerritoryId } from '../../engine/types.js';

/** Per decision: every hostile player's income estimate, and the armies per territory index. */
export interface ThreatBoard {
  s: GameState;
  player: PlayerId;
  /** armies by territory index (all stacks summed) */
  armies: Int32Array;
  control: ArrayLike<number>;
  /** income next turn of each player (0 for neutral and out players, and for `player`) */
  income: number[];
}

/** What a hand of `hand` cards is expected to trade for next turn (0 without cards or a set). */
export function expectedSet(s: GameState, hand: number): number {
  if (!playsCards(s) || hand < 3) return 0;
  const value = featuresOf(s).cardValues === 'escalating' ? escalatingValue(s.trades) : 7;
  // five cards force a trade; three or four hold a set about two times in three
  return hand >= 5 ? value : (value * 2) / 3;
}

export function threatBoard(s: GameState, player: PlayerId): ThreatBoard {
  const map = mapOf(s);
  const k = s.players.length;
  const armies = new Int32Array(map.territoryIds.length);
  const raw = s.board.armies;
  for (let i = 0; i < armies.length; i++) {
    let a = 0;
    for (let p = i * k, end = p + k; p < end; p++) a += raw[p];
    armies[i] = a;
  }
  const income = s.players.map((p) => {
    if (p.id === player || p.kind === 'neutral' || p.status !== 'active') return 0;
    return reinforcementsFor(s, p.id).total + expectedSet(s, p.hand.length);
  });
  return { s, player, armies, control: s.board.control, income };
}

/**
 * The strongest attack on territory index `i` before `player`'s next turn, in attacking
 * armies (those that can leave their territory), ignoring territory `skip` (a conquest in
 * progress). 0 when no active opponent borders it.
 */
export function worstAttack(tb: ThreatBoard, i: number, skip = -1): number {
  const adj = mapOf(tb.s).adj[i];
  let worst = 0;
  // per hostile player: biggest neighbouring stack and the rest
  const seen: number[] = [];
  for (const n of adj) {
    const q = tb.control[n];
    if (n === skip || q === tb.player || q < 0 || tb.income[q] === 0 || seen.includes(q)) continue;
    seen.push(q);
    let top = 0,
      rest = 0;
    for (const m of adj) {
      if (m === skip || tb.control[m] !== q) continue;
      const a = tb.armies[m] - 1;
      if (a > top) {
        rest += top;
        top = a;
      } else rest += Math.max(0, a);
    }
    worst = Math.max(worst, top + tb.income[q] + rest / 2);
  }
  return Math.floor(worst);
}

const needCache = new Map<string, number>();
const winCache = new Map<number, number>();

/** P(an attack of `attackers` on the territory (its total) takes `defenders`), memoised per dice rules. */
export function winChance(s: GameState, attackers: number, defenders: number): number {
  const rules = oddsRulesFor(s);
  const variant = (rules.defenderMaxDice === 3 ? 2 : 0) + (rules.attackerAtLeastDefenderDice ? 1 : 0);
  const key = (variant * 20_011 + attackers) * 20_011 + defenders;
  let w = winCache.get(key);
  if (w === undefined) {
    w = odds(Math.min(attackers, MAX_ODDS_ARMIES), Math.min(defenders, MAX_ODDS_ARMIES), rules).win;
    if (winCache.size > 200_000) winCache.clear();
    winCache.set(key, w);
  }
  return w;
}

/**
 * The fewest defenders that hold against `attack` attacking armies with probability at least
 * 1 − `lose` (the blitz odds of the game's dice; classic's tables for a ruleset with its own
 * dice hooks, an estimate there).
 */
export function defendersNeeded(s: GameState, attack: number, lose: number): number {
  if (attack <= 0) return 1;
  const rules = oddsRulesFor(s);
  const key = `${rules.defenderMaxDice}${rules.attackerAtLeastDefenderDice ? 1 : 0}:${attack}:${lose}`;
  const hit = needCache.get(key);
  if (hit !== undefined) return hit;
  let lo = 1,
    hi = Math.max(2, attack * 2);
  while (winChance(s, attack + 1, hi) > lose && hi < MAX_ODDS_ARMIES) hi *= 2;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (winChance(s, attack + 1, mid) <= lose) hi = mid;
    else lo = mid + 1;
  }
  if (needCache.size > 50_000) needCache.clear();
  needCache.set(key, lo);
  return lo;
}

/** The probability that `defenders` fall to `attack` attacking armies (0 when nobody can attack). */
export function lossChance(s: GameState, attack: number, defenders: number): number {
  if (attack <= 0) return 0;
  return winChance(s, attack + 1, Math.max(1, defenders));
}

/** The index of territory `t`. */
export const indexOf = (s: GameState, t: TerritoryId): number => mapOf(s).index[t];
